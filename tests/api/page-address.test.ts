/**
 * A page's address (docs/decisions/0065-changing-a-page-address.md): an editor gives a page or post
 * a new slug by the new-page rules, free in its language, never the home page's; the old path
 * redirects permanently to the new one in the same transaction (or, without the redirect, a page
 * something links to is refused); search, the audit log and redirect chains follow.
 */
process.env.PLATFORM_SECRET ??= "page-address-test-platform-secret";

import { describe, expect, it } from "vitest";
import { audit, catalog, cms, publishing, redirects } from "#server/contract";
import { pageAddressMessages, pageRemovalMessages, publishingMessages } from "#server/contract/publishing";
import { HOME_PAGE_SLUG } from "#server/contract/urls";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";
import { newIndexedPage, richTextSection, saveSections, unique } from "./pages-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const newPage = (languageCode: "en" | "hr" = "en", type: "page" | "post" = "page") =>
  newIndexedPage(t, admin, "address", { type, languageCode });

const idAt = async (slug: string, language: "en" | "hr" = "en") =>
  t.call(cms.finderDecide, { params: [slug] }, { language }).then(
    (found) => found.id,
    (error: { statusCode?: number }) => {
      if (error.statusCode === 404) return null;
      throw error;
    },
  );
const redirectOf = async (path: string) => (await t.call(redirects.find, { path })).redirect;
const envelope = (error: { body: unknown }) => error.body as { code: string; details?: unknown };

describe("changing a page's address", () => {
  it("moves the page, redirects its old path permanently, and search finds it at the new one", async () => {
    const page = await newPage();
    const slug = `moved-${unique()}`;
    const changed = await t.call(publishing.postSlugChange, { id: page.id, slug: `  ${slug.toUpperCase()} ` }, admin);
    expect(changed).toEqual({
      id: page.id,
      slug,
      url: `/${slug}`,
      previousUrl: page.url,
      redirected: true,
      linkedBy: [],
    });
    expect(await idAt(slug)).toBe(page.id);
    expect(await idAt(page.slug)).toBeNull();
    expect(await redirectOf(page.url)).toEqual({ to: `/${slug}`, statusCode: 301 });
    expect((await t.call(publishing.postEdit, { id: page.id }, admin)).slug).toBe(slug);
    const found = await t.call(catalog.search, { search: page.word, category: "pages" });
    expect(found.records.map((r) => (r as { url?: string }).url)).toContain(`/${slug}`);
    // The audit log names who moved which page, as for every back-office write.
    const [entry] = (await t.call(audit.filter, { page: 1, limit: 5 }, admin)).records;
    expect(entry).toMatchObject({ action: "POST v1/cms/post/changeSlug/:id", subject: String(page.id) });
  });

  it("keeps the language prefix of a Croatian page in the redirect", async () => {
    const page = await newPage("hr", "post");
    expect(page.url).toBe(`/hr/${page.slug}`);
    const slug = `premjesteno-${unique()}`;
    const changed = await t.call(publishing.postSlugChange, { id: page.id, slug }, admin);
    expect(changed.url).toBe(`/hr/${slug}`);
    expect(await redirectOf(`/hr/${page.slug}`)).toEqual({ to: `/hr/${slug}`, statusCode: 301 });
    expect(await idAt(slug, "hr")).toBe(page.id);
  });

  it("adds no redirect when the editor says so", async () => {
    const page = await newPage();
    const slug = `bare-${unique()}`;
    const changed = await t.call(publishing.postSlugChange, { id: page.id, slug, redirect: false }, admin);
    expect(changed.redirected).toBe(false);
    expect(await redirectOf(page.url)).toBeNull();
    expect(await idAt(page.slug)).toBeNull();
  });

  it("adds no redirect for an unpublished page: visitors had no address to follow, and none shows them the new one", async () => {
    const page = await newPage();
    await t.call(publishing.postUnpublish, { id: page.id }, admin);
    const slug = `unseen-${unique()}`;
    const changed = await t.call(publishing.postSlugChange, { id: page.id, slug, redirect: true }, admin);
    expect(changed).toMatchObject({ url: `/${slug}`, redirected: false });
    expect(await redirectOf(page.url)).toBeNull();
    expect(await idAt(slug)).toBeNull();
  });

  it("leads older redirects to the new address and drops one from it (no chains, no loops)", async () => {
    const page = await newPage();
    const second = `second-${unique()}`;
    await t.call(publishing.postSlugChange, { id: page.id, slug: second }, admin);
    const third = `third-${unique()}`;
    await t.call(publishing.postSlugChange, { id: page.id, slug: third }, admin);
    expect(await redirectOf(page.url)).toEqual({ to: `/${third}`, statusCode: 301 });
    expect(await redirectOf(`/${second}`)).toEqual({ to: `/${third}`, statusCode: 301 });
    // Back to its first address: the redirect from it goes, the others lead there.
    await t.call(publishing.postSlugChange, { id: page.id, slug: page.slug }, admin);
    expect(await redirectOf(page.url)).toBeNull();
    expect(await redirectOf(`/${third}`)).toEqual({ to: page.url, statusCode: 301 });
    expect(await redirectOf(`/${second}`)).toEqual({ to: page.url, statusCode: 301 });
    expect(await idAt(page.slug)).toBe(page.id);
  });

  it("changes nothing when the slug is the same", async () => {
    const page = await newPage();
    const changed = await t.call(publishing.postSlugChange, { id: page.id, slug: page.slug }, admin);
    expect(changed).toMatchObject({ slug: page.slug, url: page.url, redirected: false });
    expect(await redirectOf(page.url)).toBeNull();
  });

  it("names what still links to the old address (through the redirect), and refuses without the redirect", async () => {
    const page = await newPage();
    const link = await t.call(
      cms.navigationLinkCreate,
      { tree: "footer4", name: "Address probe", link: { type: "page", value: page.slug } },
      admin,
    );
    const slug = `linked-${unique()}`;
    const error = await expectFailure(
      t.call(publishing.postSlugChange, { id: page.id, slug, redirect: false }, admin),
      409,
      pageRemovalMessages.pageInUse,
    );
    expect(envelope(error).code).toBe("PAGE_IN_USE");
    expect(envelope(error).details).toEqual([
      { kind: "navigation", name: "footer4", title: "Address probe", language: "en" },
    ]);
    expect(await idAt(page.slug)).toBe(page.id);

    const changed = await t.call(publishing.postSlugChange, { id: page.id, slug }, admin);
    expect(changed.linkedBy).toEqual([{ kind: "navigation", name: "footer4", title: "Address probe", language: "en" }]);
    expect(await redirectOf(page.url)).toEqual({ to: `/${slug}`, statusCode: 301 });
    await t.call(cms.navigationLinkDelete, { id: link.id }, admin);
  });
  it("names the pages whose sections link to the old address, and refuses without the redirect", async () => {
    const page = await newPage();
    const linking = await newPage("en", "post");
    await saveSections(t, admin, linking.id, [richTextSection(`<a href="/${page.slug}">The page</a>`)]);
    const longer = await t.call(
      publishing.postCreate,
      { title: "Longer", slug: `${page.slug}-longer`, languageCode: "en" },
      admin,
    );
    await saveSections(t, admin, longer.id, [richTextSection(`<a href="/${page.slug}-longer">Not the page</a>`)]);
    const linkedBy = [
      { kind: "post", name: linking.url, title: `Address ${linking.word}`, post: { id: linking.id, published: true } },
    ];
    const slug = `sections-${unique()}`;
    const error = await expectFailure(
      t.call(publishing.postSlugChange, { id: page.id, slug, redirect: false }, admin),
      409,
      pageRemovalMessages.pageInUse,
    );
    expect(envelope(error)).toMatchObject({ code: "PAGE_IN_USE", details: linkedBy });
    expect(await idAt(page.slug)).toBe(page.id);

    const changed = await t.call(publishing.postSlugChange, { id: page.id, slug }, admin);
    expect(changed.linkedBy).toEqual(linkedBy);
    expect(await redirectOf(page.url)).toEqual({ to: `/${slug}`, statusCode: 301 });
  });
});

describe("refusals", () => {
  it("holds the slug to the new-page rules", async () => {
    const page = await newPage();
    const cases: [string, number, string, string][] = [
      ["abc", 400, publishingMessages.slugTooShort, "SLUG_TOO_SHORT"],
      ["Not a slug!", 400, publishingMessages.slugInvalid, "SLUG_INVALID"],
      ["two--dashes", 400, publishingMessages.slugInvalid, "SLUG_INVALID"],
      ["cart", 409, publishingMessages.slugTaken, "SLUG_TAKEN"],
    ];
    for (const [slug, status, message, code] of cases) {
      const error = await expectFailure(
        t.call(publishing.postSlugChange, { id: page.id, slug }, admin),
        status,
        message,
      );
      expect(envelope(error).code).toBe(code);
    }
    expect(await idAt(page.slug)).toBe(page.id);
  });

  it("refuses a slug another page of the language has, and allows it in the other language", async () => {
    const en = await newPage("en");
    const other = await newPage("en", "post");
    const error = await expectFailure(
      t.call(publishing.postSlugChange, { id: en.id, slug: other.slug }, admin),
      409,
      publishingMessages.slugTaken,
    );
    expect(envelope(error).code).toBe("SLUG_TAKEN");
    expect(await redirectOf(en.url)).toBeNull();

    const hr = await newPage("hr");
    expect((await t.call(publishing.postSlugChange, { id: hr.id, slug: other.slug }, admin)).url).toBe(
      `/hr/${other.slug}`,
    );
  });

  it("keeps the home page's address, in every language", async () => {
    for (const language of ["en", "hr"] as const) {
      const home = await t.call(cms.finderDecide, { params: [HOME_PAGE_SLUG] }, { language });
      const error = await expectFailure(
        t.call(publishing.postSlugChange, { id: home.id, slug: `new-home-${unique()}` }, admin),
        409,
        pageAddressMessages.homePageAddressFixed,
      );
      expect(envelope(error).code).toBe("HOME_PAGE_ADDRESS_FIXED");
    }
  });

  it("lets only back-office users change an address, of a page that exists", async () => {
    const page = await newPage();
    await expectFailure(t.call(publishing.postSlugChange, { id: page.id, slug: `x-${unique()}` }, customer), 403);
    await expectFailure(t.call(publishing.postSlugChange, { id: page.id, slug: `x-${unique()}` }), 401);
    await expectFailure(t.call(publishing.postSlugChange, { id: 2_000_000_000, slug: `x-${unique()}` }, admin), 404);
    expect(await idAt(page.slug)).toBe(page.id);
  });
});
