/**
 * The blog's categories in the back office: listed with their translations and how many posts use
 * them, created and renamed per language with slugs by the page slug rules (unique per language),
 * and deleted in every language, refused while a post still has the category.
 */
process.env.PLATFORM_SECRET ??= "blog-categories-test-platform-secret";

import { describe, expect, it } from "vitest";
import { cms, publishing } from "#server/contract";
import { publishingMessages } from "#server/contract/publishing";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const texts = (en: [string, string], hr: [string, string] = ["", ""]) => [
  { languageCode: "en" as const, title: en[0], slug: en[1] },
  { languageCode: "hr" as const, title: hr[0], slug: hr[1] },
];
const list = async () => (await t.call(publishing.blogCategoriesList, {}, admin)).categories;
const shopperTerms = async (language: "en" | "hr") =>
  (await t.call(cms.termFilter, {}, { language })).records.map((r) => r.slug);

describe("blog categories in the back office", () => {
  it("lists the demo's categories with their translations and post counts", async () => {
    const categories = await list();
    expect(categories.length).toBeGreaterThanOrEqual(2);
    for (const category of categories) {
      expect(category.translations.length).toBeGreaterThanOrEqual(1);
      for (const translation of category.translations) expect(translation.posts).toBeGreaterThanOrEqual(0);
      // What keeps it from being deleted: the posts of every language that use it.
      expect(category.posts).toBe(category.translations.reduce((sum, tr) => sum + tr.posts, 0));
    }
    expect(categories.some((c) => c.posts > 0)).toBe(true);
  });

  it("creates a category in two languages, which shoppers find in each, and renames one language", async () => {
    const created = await t.call(
      publishing.blogCategorySave,
      { translations: texts(["Gardening", "Gardening-Tips "], ["Vrtlarstvo", "vrtlarstvo"]) },
      admin,
    );
    expect(created.translations.map((tr) => [tr.languageCode, tr.title, tr.slug, tr.posts])).toEqual([
      ["en", "Gardening", "gardening-tips", 0],
      ["hr", "Vrtlarstvo", "vrtlarstvo", 0],
    ]);
    expect(created.posts).toBe(0);
    expect(await shopperTerms("en")).toContain("gardening-tips");
    expect(await shopperTerms("hr")).toContain("vrtlarstvo");

    // Croatian left empty: left as it is.
    const renamed = await t.call(
      publishing.blogCategorySave,
      { group: created.group, translations: texts(["Garden care", "garden-care"]) },
      admin,
    );
    expect(renamed.group).toBe(created.group);
    expect(renamed.translations.map((tr) => [tr.languageCode, tr.title, tr.slug])).toEqual([
      ["en", "Garden care", "garden-care"],
      ["hr", "Vrtlarstvo", "vrtlarstvo"],
    ]);
    expect(await shopperTerms("en")).not.toContain("gardening-tips");
    expect((await list()).find((c) => c.group === created.group)).toEqual(renamed);
  });

  it("adds a language to a category that had one", async () => {
    const created = await t.call(publishing.blogCategorySave, { translations: texts(["Recipes", "recipes"]) }, admin);
    expect(created.translations).toHaveLength(1);
    const both = await t.call(
      publishing.blogCategorySave,
      { group: created.group, translations: texts(["", ""], ["Recepti", "recepti"]) },
      admin,
    );
    expect(both.translations.map((tr) => tr.slug)).toEqual(["recipes", "recepti"]);
  });

  it("refuses slugs against the page slug rules, a slug taken in the language and an empty category", async () => {
    const refused = async (translations: ReturnType<typeof texts>, status: number, message: string) =>
      expect((await expectFailure(t.call(publishing.blogCategorySave, { translations }, admin), status)).message).toBe(
        message,
      );
    await refused(texts(["Short", "abc"]), 400, publishingMessages.slugTooShort);
    await refused(texts(["Spaces", "two words"]), 400, publishingMessages.slugInvalid);
    await refused(texts(["No slug", ""]), 400, publishingMessages.slugTooShort);
    await refused(texts(["", "no-title-here"]), 400, publishingMessages.blogCategoryEmpty);
    await refused(texts(["", ""]), 400, publishingMessages.blogCategoryEmpty);
    const first = await t.call(publishing.blogCategorySave, { translations: texts(["Taken", "taken-slug"]) }, admin);
    await refused(texts(["Again", "taken-slug"]), 409, publishingMessages.blogCategorySlugTaken);
    // The same slug in the other language is another address: allowed.
    await t.call(publishing.blogCategorySave, { translations: texts(["", ""], ["Zauzeto", "taken-slug"]) }, admin);
    // A category keeps its own slug on a rename.
    await t.call(
      publishing.blogCategorySave,
      { group: first.group, translations: texts(["Taken again", "taken-slug"]) },
      admin,
    );
    const failure = await expectFailure(
      t.call(publishing.blogCategorySave, { group: 2_000_000_000, translations: texts(["X", "xxxx"]) }, admin),
      404,
    );
    expect(failure.message).toBe(publishingMessages.blogCategoryNotFound);
  });

  it("refuses to delete a category a post has, and deletes it in every language once it has none", async () => {
    const category = await t.call(
      publishing.blogCategorySave,
      { translations: texts(["Used", "used-category"], ["Korišteno", "koristeno"]) },
      admin,
    );
    const enTerm = category.translations.find((tr) => tr.languageCode === "en")!;
    const { id: postId } = await t.call(
      publishing.postCreate,
      { title: "Category user", slug: "category-user-post", languageCode: "en", type: "post" },
      admin,
    );
    await t.call(publishing.postCategoriesSet, { id: postId, termIds: [enTerm.id] }, admin);
    expect((await list()).find((c) => c.group === category.group)?.translations[0]?.posts).toBe(1);
    expect((await list()).find((c) => c.group === category.group)?.posts).toBe(1);
    // A post of the other language, with the category's term of its language: the category counts both.
    const hrTerm = category.translations.find((tr) => tr.languageCode === "hr")!;
    const { id: hrPostId } = await t.call(
      publishing.postCreate,
      { title: "Korisnik kategorije", slug: "korisnik-kategorije", languageCode: "hr", type: "post" },
      admin,
    );
    await t.call(publishing.postCategoriesSet, { id: hrPostId, termIds: [hrTerm.id] }, admin);
    const listed = (await list()).find((c) => c.group === category.group)!;
    expect(listed.translations.map((tr) => [tr.languageCode, tr.posts])).toEqual([
      ["en", 1],
      ["hr", 1],
    ]);
    expect(listed.posts).toBe(2);
    await t.call(publishing.postCategoriesSet, { id: hrPostId, termIds: [] }, admin);
    expect((await list()).find((c) => c.group === category.group)?.posts).toBe(1);

    const refusal = await expectFailure(t.call(publishing.blogCategoryDelete, { group: category.group }, admin), 409);
    expect(refusal.message).toBe(publishingMessages.blogCategoryInUse);
    expect(refusal.body).toMatchObject({ code: "BLOG_CATEGORY_IN_USE" });
    expect(await shopperTerms("en")).toContain("used-category");

    await t.call(publishing.postCategoriesSet, { id: postId, termIds: [] }, admin);
    expect(await t.call(publishing.blogCategoryDelete, { group: category.group }, admin)).toEqual({ deleted: true });
    expect((await list()).some((c) => c.group === category.group)).toBe(false);
    expect(await shopperTerms("en")).not.toContain("used-category");
    expect(await shopperTerms("hr")).not.toContain("koristeno");
    await expectFailure(t.call(publishing.blogCategoryDelete, { group: category.group }, admin), 404);
  });

  it("lists the posts of every language that have a category, for its link from the category's count", async () => {
    const category = await t.call(
      publishing.blogCategorySave,
      { translations: texts(["Filtered", "filtered-category"], ["Filtrirano", "filtrirano"]) },
      admin,
    );
    const termOf = (language: string) => category.translations.find((tr) => tr.languageCode === language)!.id;
    const created = async (languageCode: "en" | "hr", slug: string, type: "post" | "page" = "post") =>
      (await t.call(publishing.postCreate, { title: slug, slug, languageCode, type }, admin)).id;
    const enPost = await created("en", "filtered-en-post");
    const hrPost = await created("hr", "filtrirana-objava");
    const unpublished = await created("en", "filtered-draft-post");
    const deleted = await created("en", "filtered-deleted-post");
    const other = await created("en", "unfiltered-post");
    await t.call(publishing.postCategoriesSet, { id: enPost, termIds: [termOf("en")] }, admin);
    await t.call(publishing.postCategoriesSet, { id: hrPost, termIds: [termOf("hr")] }, admin);
    await t.call(publishing.postCategoriesSet, { id: unpublished, termIds: [termOf("en")] }, admin);
    await t.call(publishing.postUnpublish, { id: unpublished }, admin);
    await t.call(publishing.postCategoriesSet, { id: deleted, termIds: [termOf("en")] }, admin);
    await t.call(publishing.postDelete, { id: deleted }, admin);
    // The Croatian post is the draft's translation: the two are listed together, the original first.
    await t.call(publishing.translationLinkExisting, { id: unpublished, translationId: hrPost }, admin);

    const filtered = (await t.call(publishing.postBackofficeList, { category: category.group }, admin)).records;
    expect(filtered.map((p) => [p.id, p.languageCode, p.status])).toEqual([
      [enPost, "en", "published"],
      [unpublished, "en", "draft"],
      [hrPost, "hr", "published"],
    ]);
    // Each at its own language's address.
    expect(filtered.find((p) => p.id === hrPost)?.url).toBe("/hr/filtrirana-objava");
    expect(filtered.some((p) => p.id === other)).toBe(false);
    // The list and the count its link stands on agree.
    expect((await list()).find((c) => c.group === category.group)?.posts).toBe(filtered.length);
    // Without the filter: the caller's language only, as before, now with each row's language.
    const unfiltered = (await t.call(publishing.postBackofficeList, {}, admin)).records;
    expect(unfiltered.some((p) => p.id === other)).toBe(true);
    expect(unfiltered.some((p) => p.id === hrPost)).toBe(false);
    expect(unfiltered.every((p) => p.languageCode === "en")).toBe(true);
    // With the kind too.
    expect(
      (await t.call(publishing.postBackofficeList, { category: category.group, type: "page" }, admin)).records,
    ).toEqual([]);
    // A category that is not there: nothing has it; an id that is no id: refused.
    expect((await t.call(publishing.postBackofficeList, { category: 2_000_000_000 }, admin)).records).toEqual([]);
    await expectFailure(t.call(publishing.postBackofficeList, { category: -1 } as never, admin), 400);
  });

  it("is for back-office users only", async () => {
    await expectFailure(t.call(publishing.blogCategoriesList, {}, customer), 403);
    await expectFailure(
      t.call(publishing.blogCategorySave, { translations: texts(["Nope", "nope-nope"]) }, customer),
      403,
    );
    await expectFailure(t.call(publishing.blogCategoryDelete, { group: 1 }, customer), 403);
    await expectFailure(t.call(publishing.blogCategoriesList, {}), 401);
  });
});
