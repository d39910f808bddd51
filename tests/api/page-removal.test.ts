/**
 * Unpublishing and deleting pages and posts (docs/decisions/0055-deleting-pages.md): an unpublished
 * page answers 404 to visitors and leaves lists, the sitemap and search, while editors still list it
 * and may publish it again; a deleted one is gone for editors too, its address free, its row and
 * revisions kept. The home page and pages other parts of the site link to are refused.
 */
process.env.PLATFORM_SECRET ??= "page-removal-test-platform-secret";

import { describe, expect, it } from "vitest";
import { catalog, cms, publishing, sitemap } from "#server/contract";
import { pageRemovalMessages } from "#server/contract/publishing";
import { HOME_PAGE_SLUG } from "#server/contract/urls";
import { siteScope } from "#server/modules/scope";
import { invalidateSites } from "#server/modules/site";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";
import {
  buttonSection,
  newIndexedPage,
  pageIsLive,
  requireAdminPublishing,
  richTextSection,
  saveSections,
  storeSections,
  unique,
} from "./pages-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const newPage = (type: "page" | "post" = "page") => newIndexedPage(t, admin, "removal", { type });

const visitorFinds = (slug: string) => pageIsLive(t, slug);
const listed = async (id: number, display: "components" | "legacy") =>
  (await t.call(cms.postFilterStandard, { display, limit: 500 })).records.some((p) => p.id === id);
const inSitemap = async (id: number, kind: "pages" | "posts") =>
  (await t.call(sitemap.entries, { kind, limit: 5000 })).entries.some((e) => e.id === id);
const searchFinds = async (word: string, category: "pages" | "posts") =>
  (await t.call(catalog.search, { search: word, category })).records.length > 0;
const envelope = (error: { body: unknown }) => error.body as { code: string; details?: unknown };
const backoffice = async (id: number) =>
  (await t.call(publishing.postBackofficeList, {}, admin)).records.find((p) => p.id === id);

describe("unpublishing", () => {
  it("takes a page off the site until it is published again, and keeps it for editors", async () => {
    const page = await newPage();
    expect(await visitorFinds(page.slug)).toBe(true);
    expect(await listed(page.id, "components")).toBe(true);
    expect(await inSitemap(page.id, "pages")).toBe(true);
    expect(await searchFinds(page.word, "pages")).toBe(true);
    expect(await backoffice(page.id)).toMatchObject({ status: "published", url: page.url, isHomePage: false });

    expect(await t.call(publishing.postUnpublish, { id: page.id }, admin)).toEqual({ id: page.id, status: "draft" });
    expect(await visitorFinds(page.slug)).toBe(false);
    expect(await listed(page.id, "components")).toBe(false);
    expect(await inSitemap(page.id, "pages")).toBe(false);
    expect(await searchFinds(page.word, "pages")).toBe(false);
    expect(await backoffice(page.id)).toMatchObject({ status: "draft" });
    // Editors still open it; unpublishing it again changes nothing.
    expect((await t.call(publishing.postEdit, { id: page.id }, admin)).live.title).toBe(`Removal ${page.word}`);
    expect(await t.call(publishing.postUnpublish, { id: page.id }, admin)).toEqual({ id: page.id, status: "draft" });

    expect(await t.call(publishing.postRepublish, { id: page.id }, admin)).toEqual({
      id: page.id,
      status: "published",
    });
    expect(await visitorFinds(page.slug)).toBe(true);
    expect(await inSitemap(page.id, "pages")).toBe(true);
    expect(await searchFinds(page.word, "pages")).toBe(true);
    expect(await backoffice(page.id)).toMatchObject({ status: "published" });
  });

  it("publishes again the page as its editors left it: a draft waiting for approval goes live with it", async () => {
    const page = await newPage();
    await t.call(publishing.postUnpublish, { id: page.id }, admin);
    await requireAdminPublishing(t, admin, true);
    try {
      const opened = await t.call(publishing.postEdit, { id: page.id }, admin);
      await t.call(
        publishing.postUpdate,
        { id: page.id, version: opened.version, title: "Waited for approval" },
        admin,
      );
      expect(await t.call(publishing.postRepublish, { id: page.id }, admin)).toEqual({
        id: page.id,
        status: "published",
      });
      const edited = await t.call(publishing.postEdit, { id: page.id }, admin);
      expect(edited.live.title).toBe("Waited for approval");
      expect(edited.draft).toBeNull();
      expect(await backoffice(page.id)).toMatchObject({ status: "published", title: "Waited for approval" });
      expect((await t.call(publishing.postRevisions, { id: page.id }, admin)).revisions[0]).toMatchObject({
        action: "publish",
      });
    } finally {
      await requireAdminPublishing(t, admin, false);
    }
  });

  it("takes a blog post out of the blog listing", async () => {
    const post = await newPage("post");
    expect(await listed(post.id, "legacy")).toBe(true);
    await t.call(publishing.postUnpublish, { id: post.id }, admin);
    expect(await listed(post.id, "legacy")).toBe(false);
    expect(await inSitemap(post.id, "posts")).toBe(false);
    expect(await t.call(publishing.postBackofficeList, { type: "post" }, admin)).toMatchObject({
      records: expect.arrayContaining([expect.objectContaining({ id: post.id, type: "post", status: "draft" })]),
    });
  });
});

describe("deleting", () => {
  it("removes a post for visitors and editors, frees its address and keeps its history", async () => {
    const post = await newPage("post");
    const opened = await t.call(publishing.postEdit, { id: post.id }, admin);
    await t.call(publishing.postUpdate, { id: post.id, version: opened.version, excerpt: "Kept in history" }, admin);

    expect(await t.call(publishing.postDelete, { id: post.id }, admin)).toEqual({ id: post.id, deleted: true });
    expect(await visitorFinds(post.slug)).toBe(false);
    expect(await listed(post.id, "legacy")).toBe(false);
    expect(await inSitemap(post.id, "posts")).toBe(false);
    expect(await searchFinds(post.word, "posts")).toBe(false);
    expect(await backoffice(post.id)).toBeUndefined();
    await expectFailure(t.call(publishing.postEdit, { id: post.id }, admin), 404);
    await expectFailure(t.call(publishing.postDelete, { id: post.id }, admin), 404);
    await expectFailure(t.call(publishing.postRepublish, { id: post.id }, admin), 404);

    const db = t.platform.services.db;
    const row = await db.selectFrom("posts").selectAll().where("id", "=", post.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("deleted");
    const revisions = await db.selectFrom("revisions").select("id").where("post_id", "=", post.id).execute();
    expect(revisions.length).toBeGreaterThanOrEqual(2);

    const again = await t.call(
      publishing.postCreate,
      { title: "Same address", slug: post.slug, languageCode: "en", type: "post" },
      admin,
    );
    expect(again.url).toBe(post.url);
    expect(await visitorFinds(post.slug)).toBe(true);
  });

  it("deletes an unpublished page", async () => {
    const page = await newPage();
    await t.call(publishing.postUnpublish, { id: page.id }, admin);
    await t.call(publishing.postDelete, { id: page.id }, admin);
    expect(await backoffice(page.id)).toBeUndefined();
  });

  it("leaves a deleted page out of the translations editors may link", async () => {
    const page = await newPage();
    const hr = await t.call(
      publishing.postCreate,
      { title: "Brisanje", slug: `brisanje-${unique()}`, languageCode: "hr" },
      admin,
    );
    await t.call(publishing.postDelete, { id: hr.id }, admin);
    const { candidates } = await t.call(publishing.translationList, { id: page.id }, admin);
    expect(candidates.map((c) => c.id)).not.toContain(hr.id);
  });
});

describe("refusals", () => {
  it("keeps the home page, in every language", async () => {
    const home = await t.call(cms.finderDecide, { params: [HOME_PAGE_SLUG] });
    const homeHr = await t.call(cms.finderDecide, { params: [HOME_PAGE_SLUG] }, { language: "hr" });
    for (const id of [home.id, homeHr.id]) {
      for (const call of [publishing.postUnpublish, publishing.postDelete]) {
        const error = await expectFailure(t.call(call, { id }, admin), 409, pageRemovalMessages.homePageProtected);
        expect(envelope(error).code).toBe("HOME_PAGE_PROTECTED");
      }
    }
    expect(
      (await t.call(publishing.postBackofficeList, {}, admin)).records.find((p) => p.id === home.id),
    ).toMatchObject({ isHomePage: true, status: "published" });
    expect(await visitorFinds(HOME_PAGE_SLUG)).toBe(true);
  });

  it("keeps a page a site element (the footer) links to, naming what links to it", async () => {
    const about = await t.call(cms.finderDecide, { params: ["about-us"] });
    const error = await expectFailure(
      t.call(publishing.postDelete, { id: about.id }, admin),
      409,
      pageRemovalMessages.pageInUse,
    );
    expect(envelope(error).code).toBe("PAGE_IN_USE");
    expect(envelope(error).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "element", name: "footer-section" })]),
    );
    await expectFailure(t.call(publishing.postUnpublish, { id: about.id }, admin), 409);
    expect(await visitorFinds("about-us")).toBe(true);
  });

  it("keeps a page a navigation link leads to, until the link is removed", async () => {
    const page = await newPage();
    const link = await t.call(
      cms.navigationLinkCreate,
      { tree: "footer4", name: "Removal probe", link: { type: "page", value: page.slug } },
      admin,
    );
    const error = await expectFailure(t.call(publishing.postDelete, { id: page.id }, admin), 409);
    expect(envelope(error).details).toEqual([
      { kind: "navigation", name: "footer4", title: "Removal probe", language: "en" },
    ]);
    expect(await visitorFinds(page.slug)).toBe(true);

    await t.call(cms.navigationLinkDelete, { id: link.id }, admin);
    await t.call(publishing.postDelete, { id: page.id }, admin);
    expect(await visitorFinds(page.slug)).toBe(false);
  });

  it("names each menu that links to a page, the same link title in two menus as two uses", async () => {
    const page = await newPage();
    const links = await Promise.all(
      (["main", "footer4"] as const).map((tree) =>
        t.call(
          cms.navigationLinkCreate,
          { tree, name: "Twice linked", link: { type: "page", value: page.slug } },
          admin,
        ),
      ),
    );
    const error = await expectFailure(t.call(publishing.postUnpublish, { id: page.id }, admin), 409);
    expect(envelope(error).details).toEqual([
      { kind: "navigation", name: "footer4", title: "Twice linked", language: "en" },
      { kind: "navigation", name: "main", title: "Twice linked", language: "en" },
    ]);
    for (const link of links) await t.call(cms.navigationLinkDelete, { id: link.id }, admin);
    await t.call(publishing.postUnpublish, { id: page.id }, admin);
  });

  it("keeps a page other pages' sections link to by its address, in either language, naming those pages", async () => {
    const page = await newPage();
    const linking = await newPage();
    await saveSections(t, admin, linking.id, [
      richTextSection(`<p>See <a class="more" href="/${page.slug}?from=linking#top">the page</a>.</p>`),
    ]);
    const post = await newPage("post");
    const opened = await t.call(publishing.postEdit, { id: post.id }, admin);
    await t.call(
      publishing.postUpdate,
      { id: post.id, version: opened.version, body: `<p><a href='/${page.slug}/'>In the body</a></p>` },
      admin,
    );
    const linkedBy = [
      { kind: "page", name: linking.url, title: `Removal ${linking.word}`, post: { id: linking.id, published: true } },
      { kind: "post", name: post.url, title: `Removal ${post.word}`, post: { id: post.id, published: true } },
    ];
    for (const call of [publishing.postDelete, publishing.postUnpublish]) {
      const error = await expectFailure(t.call(call, { id: page.id }, admin), 409, pageRemovalMessages.pageInUse);
      expect(envelope(error)).toMatchObject({ code: "PAGE_IN_USE", details: linkedBy });
    }
    expect(await visitorFinds(page.slug)).toBe(true);

    // A Croatian page is linked to at its /hr/ address, from a page of either language.
    const hr = await newIndexedPage(t, admin, "uklanjanje", { languageCode: "hr" });
    await saveSections(t, admin, linking.id, [richTextSection(`<a href="/hr/${hr.slug}">Hrvatski</a>`)]);
    const error = await expectFailure(t.call(publishing.postDelete, { id: hr.id }, admin), 409);
    expect(envelope(error).details).toEqual([linkedBy[0]]);

    // Once the links are gone, the page may go.
    await t.call(publishing.postUpdate, { id: post.id, version: opened.version + 1, body: "<p>No link</p>" }, admin);
    await t.call(publishing.postDelete, { id: page.id }, admin);
    expect(await visitorFinds(page.slug)).toBe(false);
  });

  it("counts a section's link object of the page's language, also in a draft, and not a longer address", async () => {
    const page = await newPage();
    const drafted = await newPage();
    await requireAdminPublishing(t, admin, true);
    try {
      await saveSections(t, admin, drafted.id, [buttonSection("page", page.slug)]);
    } finally {
      await requireAdminPublishing(t, admin, false);
    }
    const error = await expectFailure(t.call(publishing.postUnpublish, { id: page.id }, admin), 409);
    expect(envelope(error).details).toEqual([
      { kind: "page", name: drafted.url, title: `Removal ${drafted.word}`, post: { id: drafted.id, published: true } },
    ]);
    // An unpublished page's sections count too: published again, it would lead to a 404.
    await t.call(publishing.postUnpublish, { id: drafted.id }, admin);
    const again = await expectFailure(t.call(publishing.postDelete, { id: page.id }, admin), 409);
    expect(envelope(again).details).toMatchObject([{ kind: "page", post: { id: drafted.id, published: false } }]);
    await t.call(publishing.postDelete, { id: drafted.id }, admin);

    // Not links to this page: a longer address that starts like it, and a Croatian page's link
    // object (it names a Croatian page's slug).
    const longer = await t.call(
      publishing.postCreate,
      { title: "Longer", slug: `${page.slug}-more`, languageCode: "en" },
      admin,
    );
    // Stored as it is: Croatian has no page of this slug, so a save would refuse the second href.
    await storeSections(t, longer.id, [
      richTextSection(`<a href="/${page.slug}-more">Longer</a> <a href="/hr/${page.slug}">Croatian</a>`),
      buttonSection("page", `${page.slug}-more`),
    ]);
    const hr = await newIndexedPage(t, admin, "uklanjanje", { languageCode: "hr" });
    // Stored as it is: the Croatian language has no page of this slug, so a save would refuse it.
    await storeSections(t, hr.id, [buttonSection("page", page.slug)]);
    await t.call(publishing.postDelete, { id: page.id }, admin);
    expect(await visitorFinds(page.slug)).toBe(false);
  });

  it("lets only back-office users unpublish or delete", async () => {
    const page = await newPage();
    await expectFailure(t.call(publishing.postUnpublish, { id: page.id }, customer), 403);
    await expectFailure(t.call(publishing.postDelete, { id: page.id }), 401);
    expect(await visitorFinds(page.slug)).toBe(true);
  });
});

describe("review 4, finding 1: links by the site's own absolute URL or the default language's prefix", () => {
  /** The demo site with one more domain of its own (as the developer menu's domains are), for a test. */
  async function withDomain<T>(url: string, run: () => Promise<T>): Promise<T> {
    const db = t.platform.services.db;
    const row = await db.selectFrom("sites").select("config").where("id", "=", 1).executeTakeFirstOrThrow();
    const config = JSON.parse(row.config) as { domains?: { name: string; url: string }[] };
    const changed = { ...config, domains: [...(config.domains ?? []), { name: "Review 4", url }] };
    await db
      .updateTable("sites")
      .set({ config: JSON.stringify(changed) })
      .where("id", "=", 1)
      .execute();
    invalidateSites(t.platform.services);
    try {
      return await run();
    } finally {
      await db.updateTable("sites").set({ config: row.config }).where("id", "=", 1).execute();
      invalidateSites(t.platform.services);
    }
  }
  const wwwPolicy = (value: string) => t.call(cms.optionSave, { key: "WwwPolicy", value, language: null }, admin);

  it("keeps a page linked to at https://<site host>/slug, /en/slug, or the www name the WwwPolicy sends to the site", async () => {
    const { site } = await siteScope(t.platform.services, 1);
    const siteOrigin = new URL(site.url).origin;
    const page = await newPage();
    const linking = await newPage();
    const use = {
      kind: "page",
      name: linking.url,
      title: `Removal ${linking.word}`,
      post: { id: linking.id, published: true },
    };
    const refusedWith = async (html: string) => {
      await saveSections(t, admin, linking.id, [richTextSection(html)]);
      for (const call of [publishing.postDelete, publishing.postUnpublish]) {
        const error = await expectFailure(t.call(call, { id: page.id }, admin), 409, pageRemovalMessages.pageInUse);
        expect(envelope(error).details, html).toEqual([use]);
      }
      const moved = await expectFailure(
        t.call(publishing.postSlugChange, { id: page.id, slug: `${page.slug}-moved`, redirect: false }, admin),
        409,
      );
      expect(envelope(moved).details, html).toEqual([use]);
    };
    await refusedWith(`<a href="${siteOrigin}/${page.slug}">Absolute</a>`);
    await refusedWith(`<a href="${siteOrigin.toUpperCase()}/${page.slug}/?x=1#top">Absolute, upper case</a>`);
    await refusedWith(`<a href="/en/${page.slug}">Default language prefix</a>`);
    await refusedWith(`<a href="${siteOrigin}/en/${page.slug}">Both</a>`);
    // A section's external link object naming the site's own address.
    await saveSections(t, admin, linking.id, [
      {
        id: `cta-${unique()}`,
        type: "cta",
        props: {
          title: "Go",
          button: { label: "Go", link: { type: "external", value: `${siteOrigin}/${page.slug}` } },
        },
      },
    ]);
    await expectFailure(t.call(publishing.postDelete, { id: page.id }, admin), 409, pageRemovalMessages.pageInUse);

    await withDomain("https://shop-review4.example", async () => {
      await wwwPolicy("non-www");
      try {
        await refusedWith(`<a href="https://shop-review4.example/${page.slug}">The site's domain</a>`);
        await refusedWith(`<a href="https://www.shop-review4.example/${page.slug}">Its www name (sent to it)</a>`);
        // Without a policy the www name is another host: no link to this page.
        await wwwPolicy("none");
        // Stored as they are: a save would refuse the paths that lead to no page.
        await storeSections(t, linking.id, [
          richTextSection(
            [
              `<a href="https://www.shop-review4.example/${page.slug}">www, no policy</a>`,
              `<a href="https://other.example/${page.slug}">Another site</a>`,
              `<a href="${siteOrigin}/${page.slug}-more">A longer address</a>`,
              `<a href="/en/${page.slug}-more">A longer address</a>`,
              `<a href="/hr/${page.slug}">The Croatian address</a>`,
              `<a href="mailto:someone@shop-review4.example?subject=/${page.slug}">Mail</a>`,
            ].join(" "),
          ),
        ]);
        await t.call(publishing.postUnpublish, { id: page.id }, admin);
      } finally {
        await wwwPolicy("non-www");
      }
    });
  });
});
