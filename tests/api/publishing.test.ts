/**
 * Drafts, publishing and revisions (issue 15 item 2): an edit goes live at once, or waits in a draft
 * shoppers never see while RequireAdminPublishing is on; the second of two editors saving on the
 * same version is refused and nothing is overwritten; rich text is sanitized; every save, publish
 * and restore keeps a revision with its author, two revisions compare field by field, and one can
 * be restored.
 */
process.env.PLATFORM_SECRET ??= "publishing-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cms, publishing, redirects } from "#server/contract";
import { cmsMessages, RICH_TEXT_LINK } from "#server/contract/cms";
import { publishingMessages } from "#server/contract/publishing";
import {
  ALT_TEXT_MAX_LENGTH,
  HEADING_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  textLimitMessages,
} from "#server/contract/text-limits";
import { HOME_PAGE_SLUG, locales, pagePaths } from "#server/contract/urls";
import { missingLinks } from "#server/modules/cms";
import { checkedSlug } from "#server/modules/publishing";
import { findSiteByApiKeyId } from "#server/modules/site";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { editorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let adminEmail: string;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await startTestPlatform();
  ({ admin, adminEmail, customer } = await editorAndCustomer(t));
});
afterAll(async () => {
  await t?.close();
});

/** A demo page of the site, by its English slug, as shoppers get it. */
const shopperView = async (slug: string) => (await t.call(cms.postFilterStandard, { slugs: [slug] })).records[0]!;
const requirePublishing = (on: boolean) =>
  t.call(cms.optionSave, { key: "RequireAdminPublishing", value: String(on), language: null }, admin);

describe("without RequireAdminPublishing", () => {
  it("a save goes live at once, with its rich text sanitized, and moves the version on", async () => {
    const page = await shopperView("about-us");
    const opened = await t.call(publishing.postEdit, { id: page.id }, admin);
    expect(opened).toMatchObject({ id: page.id, draft: null, requireAdminPublishing: false });
    expect(opened.live.title).toBe(page.title);
    const saved = await t.call(
      publishing.postUpdate,
      {
        id: page.id,
        version: opened.version,
        title: "About our shop",
        body: '<p>Hi<script>alert(1)</script></p><a href="javascript:x">x</a>',
      },
      admin,
    );
    expect(saved).toEqual({ id: page.id, version: opened.version + 1, draft: false });
    const live = await shopperView("about-us");
    expect(live.title).toBe("About our shop");
    expect(live.body).not.toMatch(/script|javascript:/);
    // The editor sees sections with their media; what is stored names it by id only.
    expect(JSON.stringify(opened.live.components)).toContain('"media":{');
    const stored = await t.platform.services.db
      .selectFrom("posts")
      .select("components")
      .where("id", "=", page.id)
      .executeTakeFirstOrThrow();
    expect(stored.components).toContain('"mediaId"');
    expect(stored.components).not.toContain('"media"');
  });

  it("refuses a save on a version someone else has moved on, changing nothing", async () => {
    const page = await shopperView("about-us");
    const { version } = await t.call(publishing.postEdit, { id: page.id }, admin);
    await t.call(publishing.postUpdate, { id: page.id, version, title: "First editor's title" }, admin);
    await expectFailure(
      t.call(publishing.postUpdate, { id: page.id, version, title: "Second editor's title" }, admin),
      409,
      publishingMessages.editConflict,
    );
    expect((await shopperView("about-us")).title).toBe("First editor's title");
  });

  it("lets exactly one of two saves on the same version through", async () => {
    const page = await shopperView("about-us");
    const { version } = await t.call(publishing.postEdit, { id: page.id }, admin);
    const outcomes = await Promise.allSettled(
      ["Left", "Right"].map((title) => t.call(publishing.postUpdate, { id: page.id, version, title }, admin)),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect((await t.call(publishing.postEdit, { id: page.id }, admin)).version).toBe(version + 1);
  });
});

describe("with RequireAdminPublishing", () => {
  it("keeps a save in a draft shoppers never see until it is published", async () => {
    await requirePublishing(true);
    try {
      const page = await shopperView("privacy-policy");
      const opened = await t.call(publishing.postEdit, { id: page.id }, admin);
      expect(opened.requireAdminPublishing).toBe(true);
      const saved = await t.call(
        publishing.postUpdate,
        { id: page.id, version: opened.version, title: "Privacy, drafted" },
        admin,
      );
      expect(saved.draft).toBe(true);
      expect((await shopperView("privacy-policy")).title).toBe(page.title);
      // The history marks the version shoppers see: the original, not the draft.
      const drafted = await t.call(publishing.postRevisions, { id: page.id }, admin);
      expect(drafted.revisions.map((r) => [r.action, r.live])).toEqual([
        ["save", false],
        ["original", true],
      ]);
      const reopened = await t.call(publishing.postEdit, { id: page.id }, admin);
      expect(reopened.draft?.title).toBe("Privacy, drafted");
      expect(reopened.live.title).toBe(page.title);

      const published = await t.call(publishing.postPublish, { id: page.id, version: saved.version }, admin);
      expect(published.version).toBe(saved.version + 1);
      expect((await shopperView("privacy-policy")).title).toBe("Privacy, drafted");
      expect((await t.call(publishing.postEdit, { id: page.id }, admin)).draft).toBeNull();
      const history = await t.call(publishing.postRevisions, { id: page.id }, admin);
      expect(history.revisions.map((r) => r.live)).toEqual([true, false, false]);
      await expectFailure(
        t.call(publishing.postPublish, { id: page.id, version: published.version }, admin),
        409,
        publishingMessages.nothingToPublish,
      );
    } finally {
      await requirePublishing(false);
    }
  });

  it("keeps a new page and a new translation unpublished until an editor publishes them", async () => {
    await requirePublishing(true);
    try {
      const slug = `autumn-${Date.now().toString(36)}`;
      const created = await t.call(publishing.postCreate, { title: "Autumn", slug, languageCode: "en" }, admin);
      // Shoppers find nothing at its address; the back office lists it unpublished.
      await expectFailure(t.call(cms.finderDecide, { params: [slug] }), 404);
      expect((await t.call(cms.postFilterStandard, { slugs: [slug] })).records).toEqual([]);
      const listed = await t.call(publishing.postBackofficeList, {}, admin);
      expect(listed.records.find((r) => r.id === created.id)?.status).toBe("draft");
      // Edit mode opens it at its address: the page as the route shows one, for back-office users only.
      const unpublished = await t.call(publishing.postUnpublishedBySlug, { slug }, admin);
      expect(unpublished).toMatchObject({ id: created.id, title: "Autumn", url: `/${slug}`, status: "draft" });
      await expectFailure(t.call(publishing.postUnpublishedBySlug, { slug }), 401);
      await expectFailure(t.call(publishing.postUnpublishedBySlug, { slug }, customer), 403);
      await expectFailure(t.call(publishing.postUnpublishedBySlug, { slug }, { ...admin, language: "hr" }), 404);
      await expectFailure(t.call(publishing.postUnpublishedBySlug, { slug: "about-us" }, admin), 404);
      const opened = await t.call(publishing.postEdit, { id: created.id }, admin);
      expect(opened).toMatchObject({ published: false, draft: null });
      // Its translation waits too.
      const translated = await t.call(
        publishing.translationCreate,
        { id: created.id, languageCode: "hr", slug: `${slug}-hr` },
        admin,
      );
      await expectFailure(t.call(cms.finderDecide, { params: [`${slug}-hr`] }, { language: "hr" }), 404);

      // Edits wait in its draft; publishing makes the page as edited live at its address.
      const saved = await t.call(
        publishing.postUpdate,
        { id: created.id, version: opened.version, title: "Autumn sale" },
        admin,
      );
      const published = await t.call(publishing.postPublish, { id: created.id, version: saved.version }, admin);
      expect(published.version).toBe(saved.version + 1);
      expect(await t.call(cms.finderDecide, { params: [slug] })).toMatchObject({ id: created.id });
      expect((await shopperView(slug)).title).toBe("Autumn sale");
      expect(await t.call(publishing.postEdit, { id: created.id }, admin)).toMatchObject({
        published: true,
        draft: null,
      });
      await expectFailure(t.call(publishing.postUnpublishedBySlug, { slug }, admin), 404);
      await expectFailure(
        t.call(publishing.postPublish, { id: created.id, version: published.version }, admin),
        409,
        publishingMessages.nothingToPublish,
      );
      // Without a draft, publishing puts the unpublished translation live as it is.
      const translation = await t.call(publishing.postEdit, { id: translated.id }, { ...admin, language: "hr" });
      expect(translation.published).toBe(false);
      await t.call(publishing.postPublish, { id: translated.id, version: translation.version }, admin);
      expect(await t.call(cms.finderDecide, { params: [`${slug}-hr`] }, { language: "hr" })).toMatchObject({
        id: translated.id,
      });
    } finally {
      await requirePublishing(false);
    }
  });
});

describe("a new page", () => {
  it("is created empty or from a template page's sections, and shoppers find it at its address", async () => {
    const slug = `summer-${Date.now().toString(36)}`;
    const created = await t.call(publishing.postCreate, { title: "Summer", slug, languageCode: "hr" }, admin);
    expect(created.url).toBe(`/hr/${slug}`);
    const { records } = await t.call(cms.postFilterStandard, { slugs: [slug] }, { language: "hr" });
    expect(records[0]).toMatchObject({ id: created.id, title: "Summer", components: [] });

    const template = await shopperView("about-us");
    const copy = await t.call(
      publishing.postCreate,
      { title: "About, again", slug: `${slug}-copy`, languageCode: "en", templateId: template.id },
      admin,
    );
    const opened = await t.call(publishing.postEdit, { id: copy.id }, admin);
    expect(opened.live.components.map((c) => c.id)).toEqual(template.components.map((c) => c.id));
  });

  it("needs a slug of at least 4 characters, in the right format, not taken by a page or the shop", async () => {
    const create = (slug: string, languageCode: "en" | "hr" = "en") =>
      t.call(publishing.postCreate, { title: "X", slug, languageCode }, admin);
    await expectFailure(create("abc"), 400, publishingMessages.slugTooShort);
    await expectFailure(create("Not a slug!"), 400, publishingMessages.slugInvalid);
    await expectFailure(create("double--dash"), 400, publishingMessages.slugInvalid);
    await expectFailure(create("about-us"), 409, publishingMessages.slugTaken);
    await expectFailure(create("cart"), 409, publishingMessages.slugTaken);
    await expectFailure(create("kosarica", "hr"), 409, publishingMessages.slugTaken);
    await expectFailure(create("admin"), 409, publishingMessages.slugTaken);
    await expectFailure(
      t.call(publishing.postCreate, { title: "X", slug: "fine-slug", languageCode: "en" }, customer),
      403,
    );
  });
});

describe("the demo content", () => {
  it("has only slugs an editor could have given: none takes a page of the shop", async () => {
    // A seeded Croatian post once had nova-lozinka, the set-password page's path: it could not be opened.
    const posts = await t.platform.services.db
      .selectFrom("posts")
      .select(["slug", "language_code"])
      .where("slug", "!=", HOME_PAGE_SLUG)
      .execute();
    expect(posts.length).toBeGreaterThan(20);
    // The pages the shop links by a fixed path are content pages: theirs is the one slug it may hold.
    const ownPaths = new Set(
      (["privacyPolicy", "tryForFree", "supportHelpdesk"] as const).flatMap((page) =>
        locales.map((locale) => `${locale}/${pagePaths[page][locale]}`),
      ),
    );
    const refused = posts.flatMap(({ slug, language_code }) => {
      if (ownPaths.has(`${language_code}/${slug}`)) return [];
      try {
        checkedSlug(slug);
        return [];
      } catch (error) {
        return [`${language_code}/${slug}: ${(error as Error).message}`];
      }
    });
    expect(refused).toEqual([]);
  });

  it("has no link that leads nowhere: every page's sections and every element link to what their language has", async () => {
    const db = t.platform.services.db;
    const posts = await db
      .selectFrom("posts")
      .select(["slug", "language_code", "site_id", "components", "body"])
      .execute();
    const elements = await db
      .selectFrom("cms_elements")
      .select(["handler", "language_code", "site_id", "options", "mobile_options", "parts"])
      .execute();
    const json = (text: string | null) => JSON.parse(text ?? "null") as unknown;
    const stored = [
      // A post's body is rich text: its links are hrefs.
      ...posts.map((p) => ({ name: `page ${p.language_code}/${p.slug}`, ...p, value: [json(p.components), p.body] })),
      ...elements.map((e) => ({
        name: `element ${e.language_code}/${e.handler}`,
        ...e,
        value: [e.options, e.mobile_options, e.parts].map(json),
      })),
    ];
    expect(stored.length).toBeGreaterThan(20);
    const site = (await findSiteByApiKeyId(t.platform.services, "demo"))!;
    expect(new Set(stored.map((s) => s.site_id))).toEqual(new Set([site.id]));
    const dead = [];
    for (const { name, language_code, value } of stored) {
      for (const link of await missingLinks(db, { site, language: language_code }, value))
        dead.push(`${name}: ${link.type} ${link.value}`);
    }
    expect(dead).toEqual([]);
  });
});

describe("revisions", () => {
  it("are kept for every change with their author, compare field by field, and restore as a new version", async () => {
    const page = await shopperView("try-for-free");
    let { version } = await t.call(publishing.postEdit, { id: page.id }, admin);
    ({ version } = await t.call(publishing.postUpdate, { id: page.id, version, title: "Version A" }, admin));
    ({ version } = await t.call(
      publishing.postUpdate,
      { id: page.id, version, title: "Version B", excerpt: "Changed too" },
      admin,
    ));
    const { revisions } = await t.call(publishing.postRevisions, { id: page.id }, admin);
    const [b, a] = revisions;
    expect([b?.version, a?.version]).toEqual([version, version - 1]);
    expect(b).toMatchObject({ action: "save", userEmail: adminEmail });

    const { changes } = await t.call(publishing.revisionCompare, { from: a!.id, to: b!.id }, admin);
    expect(changes.map((c) => c.field).sort()).toEqual(["excerpt", "title"]);
    expect(changes.find((c) => c.field === "title")).toMatchObject({ before: "Version A", after: "Version B" });

    const restored = await t.call(publishing.revisionRestore, { id: a!.id, version }, admin);
    expect(restored).toMatchObject({ id: page.id, version: version + 1, draft: false });
    expect((await shopperView("try-for-free")).title).toBe("Version A");
    expect((await t.call(publishing.postRevisions, { id: page.id }, admin)).revisions[0]?.action).toBe("restore");
  });

  it("keep a page as it was before its first change, seeded or newly created, so it can be restored", async () => {
    const seeded = await shopperView("contact");
    const created = await t.call(
      publishing.postCreate,
      { title: "Before history", slug: `first-${Date.now().toString(36)}`, languageCode: "en" },
      admin,
    );
    for (const id of [seeded.id, created.id]) {
      const before = await t.call(publishing.postEdit, { id }, admin);
      const saved = await t.call(publishing.postUpdate, { id, version: before.version, title: "First edit" }, admin);
      const { revisions } = await t.call(publishing.postRevisions, { id }, admin);
      expect(revisions.map((r) => [r.action, r.version])).toEqual([
        ["save", saved.version],
        ["original", before.version],
      ]);
      expect(revisions[1]?.userEmail).toBeNull();
      await t.call(publishing.revisionRestore, { id: revisions[1]!.id, version: saved.version }, admin);
      expect((await t.call(publishing.postEdit, { id }, admin)).live.title).toBe(before.live.title);
      // Only the first change keeps the original: a restore is a change like any other.
      const after = await t.call(publishing.postRevisions, { id }, admin);
      expect(after.revisions.map((r) => r.action)).toEqual(["restore", "save", "original"]);
    }
  });

  it("are not kept for a save that changes nothing: the version stays", async () => {
    const page = await shopperView("try-for-free");
    const { version } = await t.call(publishing.postEdit, { id: page.id }, admin);
    const saved = await t.call(publishing.postUpdate, { id: page.id, version, title: "Same title" }, admin);
    const before = await t.call(publishing.postRevisions, { id: page.id }, admin);
    const again = await t.call(
      publishing.postUpdate,
      { id: page.id, version: saved.version, title: "Same title" },
      admin,
    );
    expect(again).toEqual(saved);
    expect((await t.call(publishing.postRevisions, { id: page.id }, admin)).revisions).toEqual(before.revisions);
    // The version the editor saw still guards it: a stale save is a conflict, changed or not.
    await expectFailure(t.call(publishing.postUpdate, { id: page.id, version, title: "Same title" }, admin), 409);
  });

  it("are for back-office users only", async () => {
    const page = await shopperView("about-us");
    await expectFailure(t.call(publishing.postEdit, { id: page.id }, customer), 403);
    await expectFailure(t.call(publishing.postUpdate, { id: page.id, version: 1, title: "x" }, customer), 403);
    await expectFailure(t.call(publishing.postRevisions, { id: page.id }), 401);
    await expectFailure(t.call(publishing.postEdit, { id: 2_000_000_000 }, admin), 404);
  });
});

describe("section text limits", () => {
  const code = (error: { body: unknown }) => (error.body as { code?: string }).code;

  it("refuses a heading, an alt text or a short text over its limit from any client, and saves nothing", async () => {
    // The storefront's editor refuses them before they reach the platform; another client is refused here.
    const { id } = await t.call(
      publishing.postCreate,
      { title: "Limits", slug: "section-text-limits", languageCode: "en" },
      admin,
    );
    const opened = await t.call(publishing.postEdit, { id }, admin);
    const save = (props: Record<string, unknown>, type = "hero") =>
      t.call(
        publishing.postUpdate,
        { id, version: opened.version, components: [{ id: `${type}-limits`, type, props }] },
        admin,
      );
    const heading = await expectFailure(
      save({ title: "x".repeat(HEADING_MAX_LENGTH + 1) }),
      400,
      textLimitMessages.headingTooLong,
    );
    expect(code(heading)).toBe("HEADING_TOO_LONG");
    const alt = await expectFailure(
      save({ mediaId: 1, alt: "x".repeat(ALT_TEXT_MAX_LENGTH + 1) }, "image"),
      400,
      textLimitMessages.altTooLong,
    );
    expect(code(alt)).toBe("ALT_TEXT_TOO_LONG");
    const text = await expectFailure(
      save({ title: "Fine", subtitle: "x".repeat(SHORT_TEXT_MAX_LENGTH + 1) }),
      400,
      textLimitMessages.shortTextTooLong,
    );
    expect(code(text)).toBe("SECTION_TEXT_TOO_LONG");
    expect((await t.call(publishing.postEdit, { id }, admin)).version).toBe(opened.version);

    // At their limits they are saved.
    const saved = await save({ title: "x".repeat(HEADING_MAX_LENGTH), subtitle: "y".repeat(SHORT_TEXT_MAX_LENGTH) });
    expect(saved.version).toBe(opened.version + 1);
    await t.call(
      publishing.postUpdate,
      {
        id,
        version: saved.version,
        components: [
          { id: "image-limits", type: "image", props: { mediaId: 1, alt: "x".repeat(ALT_TEXT_MAX_LENGTH) } },
        ],
      },
      admin,
    );
  });

  it("holds a card grid's cards to the same limits: a card's title is a heading, its text a short text", async () => {
    const { id } = await t.call(
      publishing.postCreate,
      { title: "Card limits", slug: "card-text-limits", languageCode: "en" },
      admin,
    );
    const opened = await t.call(publishing.postEdit, { id }, admin);
    const save = (card: Record<string, unknown>) =>
      t.call(
        publishing.postUpdate,
        {
          id,
          version: opened.version,
          components: [
            { id: "cards-limits", type: "cardGrid", props: { cards: [{ title: "First", text: "" }, card] } },
          ],
        },
        admin,
      );
    const title = await expectFailure(
      save({ title: "x".repeat(HEADING_MAX_LENGTH + 1), text: "" }),
      400,
      textLimitMessages.headingTooLong,
    );
    expect(code(title)).toBe("HEADING_TOO_LONG");
    const text = await expectFailure(
      save({ title: "Fine", text: "x".repeat(SHORT_TEXT_MAX_LENGTH + 1) }),
      400,
      textLimitMessages.shortTextTooLong,
    );
    expect(code(text)).toBe("SECTION_TEXT_TOO_LONG");
    expect((await t.call(publishing.postEdit, { id }, admin)).version).toBe(opened.version);

    // At their limits a card is saved, in one new version.
    const saved = await save({ title: "x".repeat(HEADING_MAX_LENGTH), text: "y".repeat(SHORT_TEXT_MAX_LENGTH) });
    expect(saved.version).toBe(opened.version + 1);
    const cards = (await t.call(publishing.postEdit, { id }, admin)).live.components[0]?.props.cards;
    expect(cards).toEqual([
      { title: "First", text: "" },
      { title: "x".repeat(HEADING_MAX_LENGTH), text: "y".repeat(SHORT_TEXT_MAX_LENGTH) },
    ]);
  });
});

describe("section links", () => {
  it("refuses a new link to a page, product or category the page's language does not have; a link kept as it was does not block a save", async () => {
    // Found in review: a call to action's button could point at a mistyped slug, a 404 for shoppers.
    const { id } = await t.call(
      publishing.postCreate,
      { title: "Links", slug: "section-links", languageCode: "en" },
      admin,
    );
    const opened = await t.call(publishing.postEdit, { id }, admin);
    const cta = (link: { type: string; value: string }, title = "Shop now") => ({
      id: "cta-links",
      type: "cta",
      props: { title, button: { label: "Go", link } },
    });
    const save = (version: number, link: { type: string; value: string }, title?: string) =>
      t.call(publishing.postUpdate, { id, version, components: [cta(link, title)] }, admin);
    for (const link of [
      { type: "page", value: "no-such-page" },
      { type: "page", value: "o-nama" }, // the Croatian About page's slug, on an English page
      { type: "product", value: "no-such-product" },
      { type: "shop", value: "no-such-category" },
    ]) {
      const refused = await expectFailure(save(opened.version, link), 400, cmsMessages.linkTargetMissing);
      expect(refused.body).toMatchObject({ code: "LINK_TARGET_MISSING", details: { link } });
    }
    // A card's link is checked too, wherever a section keeps its links.
    await expectFailure(
      t.call(
        publishing.postUpdate,
        {
          id,
          version: opened.version,
          components: [
            {
              id: "cards",
              type: "cardGrid",
              props: { cards: [{ title: "A", text: "", link: { type: "page", value: "nowhere" } }] },
            },
          ],
        },
        admin,
      ),
      400,
      cmsMessages.linkTargetMissing,
    );
    expect((await t.call(publishing.postEdit, { id }, admin)).version).toBe(opened.version);

    // What shoppers can open is saved: a page (with a query), a fixed page, the shop, a category.
    let version = opened.version;
    for (const link of [
      { type: "page", value: "about-us" },
      { type: "page", value: "privacy-policy?cookie-settings" },
      { type: "page", value: "blog" },
      { type: "shop", value: "" },
      { type: "shop", value: "apparel" },
    ])
      version = (await save(version, link)).version;

    // A link whose page is deleted since stays in the section, and the section's other texts can still be saved.
    await t.platform.services.db
      .updateTable("posts")
      .set({ components: JSON.stringify([cta({ type: "page", value: "gone-page" })]) })
      .where("id", "=", id)
      .execute();
    const kept = await t.call(publishing.postEdit, { id }, admin);
    const renamed = await save(kept.version, { type: "page", value: "gone-page" }, "Renamed");
    expect(renamed.version).toBe(kept.version + 1);
  });

  it("refuses a new link in rich text whose path leads to no page, product or category of the site; other addresses are not followed", async () => {
    // Found in review: a rich text's <a href="/about-uss"> was saved, a 404 for shoppers.
    const { id } = await t.call(
      publishing.postCreate,
      { title: "Text links", slug: "text-links", languageCode: "en" },
      admin,
    );
    let { version } = await t.call(publishing.postEdit, { id }, admin);
    const text = (...hrefs: string[]) => [
      {
        id: "text-links",
        type: "richText",
        props: { html: `<p>${hrefs.map((href, i) => `<a href="${href}">link ${i}</a>`).join(" ")}</p>` },
      },
    ];
    const save = (components: ReturnType<typeof text>, body?: string) =>
      t.call(publishing.postUpdate, { id, version, components, ...(body === undefined ? {} : { body }) }, admin);
    const product = await t.platform.services.db
      .selectFrom("product_translations")
      .innerJoin("products", "products.id", "product_translations.product_id")
      .select(["product_translations.slug", "product_translations.language_code"])
      .where("products.archived", "=", 0)
      .where("product_translations.language_code", "=", "hr")
      .executeTakeFirstOrThrow();
    // The site's own address written whole counts as its path.
    const { url: site } = await t.platform.services.db
      .selectFrom("sites")
      .select("url")
      .where("id", "=", (await findSiteByApiKeyId(t.platform.services, "demo"))!.id)
      .executeTakeFirstOrThrow();
    const own = new URL(site);

    for (const href of [
      "/about-uss",
      `${own.origin}/about-uss`,
      `${own.protocol}//${own.host.toUpperCase()}/hr/about-us`,
      "/about-uss/",
      "/en/about-uss?x=1#top",
      "/hr/about-us", // English slug under the Croatian prefix
      "/product/no-such-product",
      "/hr/shop/apparel", // the English category's slug under the Croatian prefix
    ]) {
      const refused = await expectFailure(save(text("/about-us", href)), 400, cmsMessages.linkTargetMissing);
      expect(refused.body).toMatchObject({
        code: "LINK_TARGET_MISSING",
        details: { link: { type: RICH_TEXT_LINK, value: href } },
      });
    }
    // A post's body is checked as its sections are.
    await expectFailure(save([], '<p><a href="/no-such-page">x</a></p>'), 400, cmsMessages.linkTargetMissing);
    expect((await t.call(publishing.postEdit, { id }, admin)).version).toBe(version);

    // What leads somewhere is saved, in any language: pages, products and categories, the home
    // page, fixed pages and blog posts (not read), files, other sites, mail, a path an editor's
    // redirect sends on.
    await t.call(redirects.save, { from: "/old-about", to: "/about-us", statusCode: 301 }, admin);
    ({ version } = await save(
      text(
        "/about-us",
        "/en/about-us/",
        "/hr/o-nama",
        `/hr/product/${product.slug}`,
        "/shop/apparel",
        "/hr/shop/odjeca",
        "/",
        "/hr",
        "/cart",
        "/hr/kosarica",
        "/blog/any-post",
        "/media/file.pdf",
        "/adminLogin",
        "https://example.com/about-uss",
        `${own.origin}/hr/o-nama`,
        "//example.com/x",
        "mailto:shop@example.com",
        "#top",
        "/old-about",
      ),
      '<p><a href="/hr/o-nama">o nama</a></p>',
    ));

    // An href kept as it was does not block a save, though its page is gone since.
    await t.platform.services.db
      .updateTable("posts")
      .set({ components: JSON.stringify(text("/gone-page")) })
      .where("id", "=", id)
      .execute();
    ({ version } = await t.call(publishing.postEdit, { id }, admin));
    const kept = await save(text("/gone-page", "/about-us"));
    expect(kept.version).toBe(version + 1);
  });
});
