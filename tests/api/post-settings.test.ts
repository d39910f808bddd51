/**
 * A page's and a blog post's settings (h5 gap analysis items 2 and 4): the meta title and
 * description a save takes are held to what search results show (text-limits.ts), a post's excerpt
 * to what its card shows; a blog post's categories are replaced at once, in one transaction, by
 * categories of its own language, and shoppers see them on the post and in its category's list.
 */
process.env.PLATFORM_SECRET ??= "post-settings-test-platform-secret";

import { describe, expect, it } from "vitest";
import { cms, publishing } from "#server/contract";
import { publishingMessages } from "#server/contract/publishing";
import { EXCERPT_MAX_LENGTH, META_DESCRIPTION_MAX_LENGTH, META_TITLE_MAX_LENGTH } from "#server/contract/text-limits";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const lang = (language: "en" | "hr") => ({ language });
const shopperView = async (id: number, language: "en" | "hr" = "en") =>
  (await t.call(cms.postFilterStandard, { ids: [id], postTypeSlugs: ["post", "page"], limit: 1 }, lang(language)))
    .records[0]!;
const newPost = (slug: string, languageCode: "en" | "hr" = "en") =>
  t.call(publishing.postCreate, { title: "Settings probe", slug, languageCode, type: "post" }, admin);

describe("page settings", () => {
  it("saves a meta title and description, which shoppers get", async () => {
    const { id } = await t.call(
      publishing.postCreate,
      { title: "Meta probe", slug: "meta-probe-page", languageCode: "en" },
      admin,
    );
    const { version } = await t.call(publishing.postEdit, { id }, admin);
    await t.call(
      publishing.postUpdate,
      { id, version, metaTitle: "  A title for search  ", metaDescription: "What the page is about." },
      admin,
    );
    expect(await shopperView(id)).toMatchObject({
      metaTitle: "A title for search",
      metaDescription: "What the page is about.",
    });
  });

  it("refuses a meta title, meta description or excerpt over its length, changing nothing", async () => {
    const { id } = await newPost("too-long-settings");
    const { version } = await t.call(publishing.postEdit, { id }, admin);
    for (const [field, max] of [
      ["metaTitle", META_TITLE_MAX_LENGTH],
      ["metaDescription", META_DESCRIPTION_MAX_LENGTH],
      ["excerpt", EXCERPT_MAX_LENGTH],
    ] as const)
      await expectFailure(t.call(publishing.postUpdate, { id, version, [field]: "x".repeat(max + 1) }, admin), 400);
    const saved = await t.call(
      publishing.postUpdate,
      { id, version, metaTitle: "x".repeat(META_TITLE_MAX_LENGTH), excerpt: "y".repeat(EXCERPT_MAX_LENGTH) },
      admin,
    );
    expect(saved.version).toBe(version + 1);
  });
});

describe("a blog post's categories", () => {
  it("replaces them all at once with categories of the post's language, shown to shoppers", async () => {
    const { id } = await newPost("categories-probe");
    const { records: terms } = await t.call(cms.termFilter, {});
    expect(terms.length).toBeGreaterThanOrEqual(2);
    const [first, second] = terms as [(typeof terms)[0], (typeof terms)[0]];

    const set = await t.call(publishing.postCategoriesSet, { id, termIds: [second.id, first.id, first.id] }, admin);
    expect(set.categories.map((c) => c.id).sort()).toEqual([first.id, second.id].sort());
    expect((await shopperView(id)).categories.map((c) => c.id).sort()).toEqual([first.id, second.id].sort());
    // The category's list of posts has it.
    const listed = await t.call(cms.postFilterStandard, {
      display: "legacy",
      postTypeSlugs: ["post"],
      termIds: [second.id],
      limit: 500,
    });
    expect(listed.records.map((p) => p.id)).toContain(id);

    await t.call(publishing.postCategoriesSet, { id, termIds: [second.id] }, admin);
    expect((await shopperView(id)).categories.map((c) => c.id)).toEqual([second.id]);
    await t.call(publishing.postCategoriesSet, { id, termIds: [] }, admin);
    expect((await shopperView(id)).categories).toEqual([]);
  });

  it("refuses a category of another language or site, or an unknown one, keeping the ones set", async () => {
    const { id } = await newPost("categories-refused");
    const [mine] = (await t.call(cms.termFilter, {})).records;
    const [croatian] = (await t.call(cms.termFilter, {}, lang("hr"))).records;
    await t.call(publishing.postCategoriesSet, { id, termIds: [mine!.id] }, admin);
    for (const termIds of [[mine!.id, croatian!.id], [2_000_000_000]])
      await expectFailure(
        t.call(publishing.postCategoriesSet, { id, termIds }, admin),
        404,
        publishingMessages.categoryNotFound,
      );
    expect((await shopperView(id)).categories.map((c) => c.id)).toEqual([mine!.id]);
  });

  it("refuses categories for a page, and to anyone but a back-office user", async () => {
    const { id } = await t.call(
      publishing.postCreate,
      { title: "Not a post", slug: "categories-on-a-page", languageCode: "en" },
      admin,
    );
    const [term] = (await t.call(cms.termFilter, {})).records;
    await expectFailure(
      t.call(publishing.postCategoriesSet, { id, termIds: [term!.id] }, admin),
      400,
      publishingMessages.notAPost,
    );
    const post = await newPost("categories-forbidden");
    await expectFailure(t.call(publishing.postCategoriesSet, { id: post.id, termIds: [term!.id] }, customer), 403);
    await expectFailure(t.call(publishing.postCategoriesSet, { id: post.id, termIds: [term!.id] }), 401);
    expect((await shopperView(post.id)).categories).toEqual([]);
  });
});
