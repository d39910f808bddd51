/**
 * Editing the site-wide parts (issue 15 items 1, 2 and 4; docs/decisions/0024): navigation links
 * created, renamed, re-targeted, nested, moved and deleted; elements updated with their rich text
 * sanitized; with RequireAdminPublishing both wait in drafts shoppers never see until published,
 * per language; the shopper's cached answer changes on the next request after a live change or a
 * publish; master components listed with the pages that use them; non-editors refused, nothing
 * changed.
 */
process.env.PLATFORM_SECRET ??= "cms-editing-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cms, type NavigationLink } from "#server/contract";
import { cmsMessages, RICH_TEXT_LINK } from "#server/contract/cms";
import { publishingMessages } from "#server/contract/publishing";
import { ALT_TEXT_MAX_LENGTH, HEADING_MAX_LENGTH, textLimitMessages } from "#server/contract/text-limits";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;
const hr = (headers: Record<string, string> = {}) => ({ ...headers, language: "hr" });

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const tree = async (id: "main" | "footer1" | "footer4", headers: Record<string, string> = {}) =>
  (await t.call(cms.navigationTree, { id }, headers)).children;
const names = (links: NavigationLink[]) => links.map((l) => l.name);
/** A product's slug in a language, as the catalog's shopper pages open it. */
const firstProductSlug = async (language: string) =>
  (
    await t.platform.services.db
      .selectFrom("product_translations")
      .innerJoin("products", "products.id", "product_translations.product_id")
      .select("product_translations.slug")
      .where("product_translations.language_code", "=", language)
      .where("products.archived", "=", 0)
      .executeTakeFirst()
  )?.slug;
const requirePublishing = (on: boolean) =>
  t.call(cms.optionSave, { key: "RequireAdminPublishing", value: String(on), language: null }, admin);
const footer = async (headers: Record<string, string> = {}) =>
  (await t.call(cms.elementGetByHandlers, { handlers: ["footer-section"] }, headers))[0]!;

describe("navigation, saved live", () => {
  it("creates, renames, re-targets, nests, moves and deletes links, each read at once by shoppers", async () => {
    const before = await tree("footer1"); // warms the shoppers' cache
    const created = await t.call(
      cms.navigationLinkCreate,
      { tree: "footer1", name: "Gift cards", link: { type: "page", value: "contact" } },
      admin,
    );
    let links = await tree("footer1");
    expect(names(links)).toEqual([...names(before), "Gift cards"]);
    expect(links.at(-1)).toMatchObject({ formattedPath: "/contact", externalLink: false });

    await t.call(
      cms.navigationLinkUpdate,
      { id: created.id, name: "Vouchers", link: { type: "external", value: "https://example.com/vouchers" } },
      admin,
    );
    links = await tree("footer1");
    expect(links.at(-1)).toMatchObject({
      name: "Vouchers",
      formattedPath: "https://example.com/vouchers",
      externalLink: true,
      target: "_blank",
    });

    await t.call(cms.navigationLinkMove, { id: created.id, direction: "up" }, admin);
    links = await tree("footer1");
    expect(names(links).at(-2)).toBe("Vouchers");

    await t.call(cms.navigationLinkUpdate, { id: created.id, parentId: links[0]!.id }, admin);
    links = await tree("footer1");
    expect(names(links)).toEqual(names(before));
    expect(names(links[0]!.children)).toEqual(["Vouchers"]);

    await t.call(cms.navigationLinkDelete, { id: links[0]!.id }, admin);
    expect(names(await tree("footer1"))).toEqual(names(before).slice(1));
  });

  it("refuses a link to a page, product or category the navigation's language does not have, nothing saved", async () => {
    // Found in review: a mistyped slug was saved, and shoppers got a 404 from the menu.
    const before = names(await tree("footer4"));
    for (const [link, headers] of [
      [{ type: "page", value: "no-such-page" }, {}],
      [{ type: "page", value: "o-nama" }, {}], // the Croatian About page's slug, in the English tree
      [{ type: "product", value: "no-such-product" }, {}],
      [{ type: "shop", value: "no-such-category" }, {}],
      [{ type: "shop", value: "apparel" }, hr()],
    ] as const)
      await expectFailure(
        t.call(cms.navigationLinkCreate, { tree: "footer4", name: "Broken", link }, { ...admin, ...headers }),
        400,
        cmsMessages.navigationTargetMissing,
      );
    expect(names(await tree("footer4"))).toEqual(before);

    // What shoppers can open: a page or post (also with a query), a fixed page, the shop, a product, a category.
    const working = [
      { type: "page", value: "about-us" },
      { type: "page", value: "privacy-policy?cookie-settings" },
      { type: "page", value: "blog" },
      { type: "page", value: "" },
      { type: "shop", value: "" },
      { type: "shop", value: "apparel" },
      { type: "product", value: (await firstProductSlug("en"))! },
    ] as const;
    const made = [];
    for (const link of working)
      made.push(await t.call(cms.navigationLinkCreate, { tree: "footer4", name: "Works", link }, admin));
    // A link kept as it was (its page since deleted) can still be renamed.
    await t.call(cms.navigationLinkUpdate, { id: made[0]!.id, name: "Renamed" }, admin);
    await expectFailure(
      t.call(cms.navigationLinkUpdate, { id: made[0]!.id, link: { type: "page", value: "gone-page" } }, admin),
      400,
      cmsMessages.navigationTargetMissing,
    );
    for (const { id } of made) await t.call(cms.navigationLinkDelete, { id }, admin);
    expect(names(await tree("footer4"))).toEqual(before);
  });

  it("refuses a link nested under itself or under a link it holds, and an unknown link", async () => {
    const [first] = await tree("main");
    const parent = first!;
    const child = await t.call(
      cms.navigationLinkCreate,
      { tree: "main", parentId: parent.id, name: "Child", link: { type: "shop", value: "" } },
      admin,
    );
    await expectFailure(
      t.call(cms.navigationLinkUpdate, { id: parent.id, parentId: parent.id }, admin),
      400,
      cmsMessages.navigationParentInvalid,
    );
    await expectFailure(
      t.call(cms.navigationLinkUpdate, { id: parent.id, parentId: child.id }, admin),
      400,
      cmsMessages.navigationParentInvalid,
    );
    await expectFailure(
      t.call(cms.navigationLinkMove, { id: 2_000_000_000, direction: "up" }, admin),
      404,
      cmsMessages.navigationLinkNotFound,
    );
    await t.call(cms.navigationLinkDelete, { id: child.id }, admin);
  });
});

describe("elements, saved live", () => {
  it("updates an element, sanitizing the cookie notice, and shoppers read it on the next request", async () => {
    const element = await footer();
    const edit = await t.call(cms.elementEdit, { handler: "footer-section" }, admin);
    expect(edit).toMatchObject({ draft: false, requireAdminPublishing: false });
    const contact = { ...(element.options.contact as object), company: "Example d.o.o." };
    await t.call(
      cms.elementUpdate,
      { id: element.id, version: edit.version, options: { ...element.options, contact } },
      admin,
    );
    expect((await footer()).options.contact).toMatchObject({ company: "Example d.o.o." });
    // The second of two editors, on the version both opened, is told.
    await expectFailure(
      t.call(cms.elementUpdate, { id: element.id, version: edit.version, title: "Stale" }, admin),
      409,
      publishingMessages.editConflict,
    );

    const cookie = (await t.call(cms.elementEdit, { handler: "cookie-section" }, admin)).element;
    await t.call(
      cms.elementUpdate,
      { id: cookie.id, options: { ...cookie.options, text: "<b>Cookies</b><script>alert(1)</script>" } },
      admin,
    );
    const [stored] = await t.call(cms.elementGetByHandlers, { handlers: ["cookie-section"] });
    expect(stored!.options.text).toBe("<b>Cookies</b>");
  });
});

describe("element links", () => {
  it("refuses a new link the element's language does not have, naming the link; links kept as they were do not block a save", async () => {
    // Found in review: the header's button could point at a mistyped slug, a 404 on every page.
    const header = async (headers: Record<string, string> = {}) =>
      (await t.call(cms.elementEdit, { handler: "header-section" }, { ...admin, ...headers })).element;
    const before = await header();
    for (const [link, headers] of [
      [{ type: "page", value: "no-such-page" }, {}],
      [{ type: "product", value: "no-such-product" }, {}],
      [{ type: "shop", value: "apparel" }, hr()], // the English category's slug, in the Croatian header
    ] as const) {
      const element = await header(headers);
      const refused = await expectFailure(
        t.call(
          cms.elementUpdate,
          { id: element.id, options: { ...element.options, ctaLink: link } },
          { ...admin, ...headers },
        ),
        400,
        cmsMessages.linkTargetMissing,
      );
      expect(refused.body).toMatchObject({ code: "LINK_TARGET_MISSING", details: { link } });
    }
    expect((await header()).options).toEqual(before.options);

    // A footer column's link is one of a list: checked as well.
    const footerEdit = (await t.call(cms.elementEdit, { handler: "footer-section" }, admin)).element;
    const infoLinks = footerEdit.options.infoLinks as { label: string; link: { type: string; value: string } }[];
    await expectFailure(
      t.call(
        cms.elementUpdate,
        {
          id: footerEdit.id,
          options: {
            ...footerEdit.options,
            infoLinks: [...infoLinks, { label: "Gone", link: { type: "page", value: "gone" } }],
          },
        },
        admin,
      ),
      400,
      cmsMessages.linkTargetMissing,
    );
    // A link in an element's rich text (the cookie banner's) is checked by the path it leads to.
    const cookie = (await t.call(cms.elementEdit, { handler: "cookie-section" }, admin)).element;
    const refusedText = await expectFailure(
      t.call(
        cms.elementUpdate,
        { id: cookie.id, options: { ...cookie.options, text: 'We use cookies: <a href="/privacy-polcy">read</a>' } },
        admin,
      ),
      400,
      cmsMessages.linkTargetMissing,
    );
    expect(refusedText.body).toMatchObject({ details: { link: { type: RICH_TEXT_LINK, value: "/privacy-polcy" } } });

    const saved = await t.call(
      cms.elementUpdate,
      { id: before.id, options: { ...before.options, ctaLink: { type: "page", value: "about-us" } } },
      admin,
    );
    expect(saved.options.ctaLink).toEqual({ type: "page", value: "about-us" });
    // A link left pointing at a page deleted since: the element's other texts can still be saved.
    await t.platform.services.db
      .updateTable("cms_elements")
      .set({ options: JSON.stringify({ ...before.options, ctaLink: { type: "page", value: "gone-page" } }) })
      .where("id", "=", before.id)
      .execute();
    const kept = await header();
    const renamed = await t.call(
      cms.elementUpdate,
      { id: kept.id, options: { ...kept.options, ctaLabel: "Go" } },
      admin,
    );
    expect(renamed.options.ctaLabel).toBe("Go");
    await t.call(cms.elementUpdate, { id: kept.id, options: before.options }, admin);
  });
});

describe("with RequireAdminPublishing", () => {
  beforeAll(() => requirePublishing(true));
  afterAll(() => requirePublishing(false));

  it("keeps a Croatian navigation change in a draft until published; English is untouched", async () => {
    const liveHr = names(await tree("main", hr()));
    const liveEn = names(await tree("main"));
    const created = await t.call(
      cms.navigationLinkCreate,
      { tree: "main", name: "Akcija", link: { type: "shop", value: "" } },
      hr(admin),
    );
    // A change of a live link's id goes to its draft copy.
    const [firstLive] = await tree("main", hr());
    await t.call(cms.navigationLinkUpdate, { id: firstLive!.id, name: "Naslovnica" }, hr(admin));

    expect(names(await tree("main", hr()))).toEqual(liveHr);
    const draft = await t.call(cms.navigationEdit, { id: "main" }, hr(admin));
    expect(draft.draft).toBe(true);
    expect(names(draft.children)).toEqual(["Naslovnica", ...liveHr.slice(1), "Akcija"]);
    expect(draft.children.at(-1)!.id).toBe(created.id);

    await t.call(cms.navigationPublish, { id: "main" }, hr(admin));
    expect(names(await tree("main", hr()))).toEqual(["Naslovnica", ...liveHr.slice(1), "Akcija"]);
    expect(names(await tree("main"))).toEqual(liveEn);
    expect((await t.call(cms.navigationEdit, { id: "main" }, hr(admin))).draft).toBe(false);
    await expectFailure(
      t.call(cms.navigationPublish, { id: "main" }, hr(admin)),
      409,
      publishingMessages.nothingToPublish,
    );
  });

  it("keeps an element change in a draft until published", async () => {
    const live = await footer(hr());
    const { version } = await t.call(cms.elementEdit, { handler: "footer-section" }, hr(admin));
    const saved = await t.call(cms.elementUpdate, { id: live.id, version, title: "Podnožje (nacrt)" }, hr(admin));
    expect(saved.title).toBe("Podnožje (nacrt)");
    expect((await footer(hr())).title).toBe(live.title);
    const edit = await t.call(cms.elementEdit, { handler: "footer-section" }, hr(admin));
    expect(edit).toMatchObject({ draft: true, version: version + 1 });
    expect(edit.element.title).toBe("Podnožje (nacrt)");

    await t.call(cms.elementPublish, { id: live.id, version: edit.version }, hr(admin));
    expect((await footer(hr())).title).toBe("Podnožje (nacrt)");
    expect((await footer()).title).not.toBe("Podnožje (nacrt)");
  });
});

describe("master components", () => {
  it("are listed and returned with the pages whose sections use them", async () => {
    const created = await t.call(
      cms.elementCreate,
      {
        handler: "master-spring-hero",
        title: "Spring hero",
        type: "master-component",
        options: { sectionType: "hero", props: { title: "Spring sale", align: "left" } },
      },
      admin,
    );
    await expectFailure(
      t.call(cms.elementCreate, { handler: "master-spring-hero", title: "Again" }, admin),
      409,
      cmsMessages.elementExists,
    );
    const page = (await t.call(cms.postFilterStandard, { slugs: ["about-us"] })).records[0]!;
    const section = { id: "hero-from-master", type: "hero", props: { title: "Spring sale", masterId: created.id } };
    await t.platform.services.db
      .updateTable("posts")
      .set({ components: JSON.stringify([...page.components, section]) })
      .where("id", "=", page.id)
      .execute();

    const { records } = await t.call(cms.masterFilter, {}, admin);
    const listed = records.find((m) => m.id === created.id);
    expect(listed).toMatchObject({ name: "Spring hero", sectionType: "hero", props: { title: "Spring sale" } });
    expect(listed!.usedBy).toEqual([{ id: page.id, title: page.title, url: "/about-us" }]);
    expect(await t.call(cms.masterGet, { id: created.id }, admin)).toEqual(listed);
    // Masters are per language.
    expect((await t.call(cms.masterFilter, {}, hr(admin))).records.some((m) => m.id === created.id)).toBe(false);
    await expectFailure(t.call(cms.masterGet, { id: 2_000_000_000 }, admin), 404, cmsMessages.masterNotFound);
  });
});

describe("authorization", () => {
  it("refuses anonymous visitors and customers, changing nothing", async () => {
    const before = await tree("footer4");
    const input = { tree: "footer4" as const, name: "Intruder", link: { type: "page" as const, value: "x" } };
    await expectFailure(t.call(cms.navigationLinkCreate, input, customer), 403);
    await expectFailure(t.call(cms.navigationLinkCreate, input), 401);
    await expectFailure(t.call(cms.navigationLinkDelete, { id: before[0]!.id }, customer), 403);
    const element = await footer();
    await expectFailure(t.call(cms.elementUpdate, { id: element.id, title: "Intruder" }, customer), 403);
    await expectFailure(t.call(cms.masterFilter, {}, customer), 403);
    expect(await tree("footer4")).toEqual(before);
    expect((await footer()).title).toBe(element.title);
  });
});

describe("section text limits in site parts", () => {
  it("refuses a master component's heading and the header's logo alt text over their limits", async () => {
    const long = "x".repeat(HEADING_MAX_LENGTH + 1);
    const hero = (title: string) => ({ sectionType: "hero", props: { title, align: "left" } });
    await expectFailure(
      t.call(
        cms.elementCreate,
        { handler: "master-long-hero", title: "Long hero", type: "master-component", options: hero(long) },
        admin,
      ),
      400,
      textLimitMessages.headingTooLong,
    );
    const created = await t.call(
      cms.elementCreate,
      { handler: "master-long-hero", title: "Long hero", type: "master-component", options: hero("Short") },
      admin,
    );
    await expectFailure(
      t.call(cms.elementUpdate, { id: created.id, options: hero(long) }, admin),
      400,
      textLimitMessages.headingTooLong,
    );
    await t.call(cms.elementUpdate, { id: created.id, options: hero("x".repeat(HEADING_MAX_LENGTH)) }, admin);

    const header = (await t.call(cms.elementEdit, { handler: "header-section" }, admin)).element;
    const withAlt = (logoAlt: string) => ({ ...header.options, logoAlt });
    await expectFailure(
      t.call(cms.elementUpdate, { id: header.id, options: withAlt("x".repeat(ALT_TEXT_MAX_LENGTH + 1)) }, admin),
      400,
      textLimitMessages.altTooLong,
    );
    await t.call(cms.elementUpdate, { id: header.id, options: withAlt("x".repeat(ALT_TEXT_MAX_LENGTH)) }, admin);
  });
});
