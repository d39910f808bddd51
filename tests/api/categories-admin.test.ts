/**
 * The back office's shop categories: the tree (depth first, siblings by position), one category's
 * texts per language, parent, position, picture and sorts (decision 0087) saved; the shop reads the
 * change at once (the category as the storefront asks for it, the search index); a parent that
 * would make a cycle, a slug of the wrong shape or another category's, a language without name, no
 * sort or a default sort not offered are refused. New
 * categories (slugs made from the names when empty) show in the shop's tree, filters and search;
 * a deleted one leaves its products without it and its address leading to its parent, and is
 * refused while it has subcategories or a menu links to it (decision 0077).
 */
process.env.PLATFORM_SECRET ??= "categories-admin-test-platform-secret";

import { describe, expect, it } from "vitest";
import { audit, catalog, catalogAdmin, categoriesAdmin, media, redirects, type InputOf } from "#server/contract";
import { sortIds, type SortId } from "#server/contract/catalog";
import { categoryAdminMessages as messages, type AdminCategory } from "#server/contract/categories-admin";
import { publishingMessages } from "#server/contract/publishing";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure, insertProduct, productSaveInput, SITE_ID } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

type SaveInput = InputOf<typeof categoriesAdmin.saveCategory>;

const tree = async () => (await t.call(categoriesAdmin.categories, {}, admin)).categories;
const bySlug = async (slug: string) => (await tree()).find((c) => c.texts.en?.slug === slug)!;
/** The media library's images, newest first: what the category form offers as its picture. */
const libraryImages = async () =>
  (await t.call(media.filterStandard, { search: "", page: 1, limit: 48, imagesOnly: true }, admin)).records;
const asSaved = ({ id, parentId, position, texts, image }: AdminCategory): SaveInput => ({
  id,
  parentId,
  position,
  texts,
  mediaId: image?.id ?? null,
});

describe("the tree", () => {
  it("lists the site's categories depth first, each with its texts per language and products", async () => {
    const categories = await tree();
    const home = await bySlug("home-living");
    expect(home).toMatchObject({
      parentId: null,
      depth: 0,
      name: "Home & living",
      texts: {
        en: { name: "Home & living", slug: "home-living" },
        hr: { name: "Dom i interijer", slug: "dom-i-interijer" },
      },
    });
    const at = categories.findIndex((c) => c.id === home.id);
    expect(categories.slice(at + 1, at + 4).map((c) => [c.texts.en?.slug, c.depth, c.parentId])).toEqual([
      ["kitchen", 1, home.id],
      ["living-room", 1, home.id],
      ["bathroom", 1, home.id],
    ]);
    // Every child follows its parent.
    for (const [i, c] of categories.entries())
      if (c.parentId !== null) expect(categories.slice(0, i).map((p) => p.id)).toContain(c.parentId);
    expect(categories.reduce((sum, c) => sum + c.productCount, 0)).toBeGreaterThan(0);
    expect(await t.call(categoriesAdmin.category, { id: home.id }, admin)).toEqual(home);
    await expectFailure(t.call(categoriesAdmin.category, { id: 2_000_000_000 }, admin), 404, messages.categoryNotFound);
  });

  it("is the back office's only", async () => {
    await expectFailure(t.call(categoriesAdmin.categories, {}), 401);
    await expectFailure(t.call(categoriesAdmin.categories, {}, customer), 403);
    const kitchen = await bySlug("kitchen");
    await expectFailure(t.call(categoriesAdmin.saveCategory, asSaved(kitchen), customer), 403);
  });
});

describe("saving", () => {
  it("renames a category in both languages, and the shop and its search read the new texts at once", async () => {
    const bathroom = await bySlug("bathroom");
    const saved = await t.call(
      categoriesAdmin.saveCategory,
      {
        ...asSaved(bathroom),
        position: 7,
        texts: {
          en: { name: "Bath & spa", slug: "Bath-Spa", description: "Towels and soaps." },
          hr: { name: "Kupaonica i wellness", slug: "kupaonica-wellness", description: "Ručnici i sapuni." },
        },
      },
      admin,
    );
    expect(saved).toMatchObject({
      id: bathroom.id,
      position: 7,
      name: "Bath & spa",
      texts: { en: { slug: "bath-spa" }, hr: { name: "Kupaonica i wellness", slug: "kupaonica-wellness" } },
    });
    const shown = await t.call(catalog.categoryGet, { id: bathroom.id });
    expect(shown).toMatchObject({ name: "Bath & spa", slug: "bath-spa", description: "Towels and soaps." });
    const croatian = await t.call(catalog.categoryGet, { id: bathroom.id }, { language: "hr" });
    expect(croatian).toMatchObject({ name: "Kupaonica i wellness", slug: "kupaonica-wellness" });
    const found = await t.call(catalog.search, { search: "spa", category: "productCategories", page: 1, limit: 10 });
    expect(found.records.map((r) => r.title)).toContain("Bath & spa");
    const { records } = await t.call(audit.filter, { page: 1, limit: 10 }, admin);
    expect(records.map((r) => r.action)).toContain("PUT v1/admin/categories/save");
  });

  it("leads a category's old address to its new one, in the language whose address changed", async () => {
    const living = await bySlug("living-room");
    const { en, hr } = living.texts;
    const rename = (slug: string) =>
      t.call(
        categoriesAdmin.saveCategory,
        { ...asSaved(living), texts: { en: { ...en!, slug }, hr: { ...hr!, description: hr!.description } } },
        admin,
      );
    await rename("lounge");
    const found = (path: string) => t.call(redirects.find, { path });
    expect((await found("/shop/living-room")).redirect).toMatchObject({ to: "/shop/lounge", statusCode: 301 });
    expect((await found(`/hr/shop/${hr!.slug}`)).redirect).toBeNull();
    await rename("living-room");
    expect((await found("/shop/living-room")).redirect).toBeNull();
    expect((await found("/shop/lounge")).redirect).toMatchObject({ to: "/shop/living-room" });
  });

  it("moves a category with its subtree under another, and back", async () => {
    const outdoor = await bySlug("outdoor");
    const home = await bySlug("home-living");
    await t.call(categoriesAdmin.saveCategory, { ...asSaved(outdoor), parentId: home.id }, admin);
    expect(await bySlug("outdoor")).toMatchObject({ parentId: home.id, depth: 1 });
    expect(await bySlug("camping-hiking")).toMatchObject({ parentId: outdoor.id, depth: 2 });
    expect((await t.call(catalog.categoryGet, { id: outdoor.id })).parentId).toBe(home.id);
    await t.call(categoriesAdmin.saveCategory, asSaved(outdoor), admin);
    expect(await bySlug("outdoor")).toMatchObject({ parentId: null, depth: 0 });
  });

  it("refuses a cycle, a missing parent, a missing text, a slug of the wrong shape or another category's", async () => {
    const outdoor = await bySlug("outdoor");
    const camping = await bySlug("camping-hiking");
    const kitchen = await bySlug("kitchen");
    const save = (change: Partial<SaveInput>) =>
      t.call(categoriesAdmin.saveCategory, { ...asSaved(outdoor), ...change }, admin);
    await expectFailure(save({ parentId: outdoor.id }), 409, messages.parentCycle);
    await expectFailure(save({ parentId: camping.id }), 409, messages.parentCycle);
    await expectFailure(save({ parentId: 2_000_000_000 }), 404, messages.categoryNotFound);
    await expectFailure(save({ id: 2_000_000_000 }), 404, messages.categoryNotFound);
    await expectFailure(save({ texts: { en: outdoor.texts.en } }), 400, messages.textsMissing);
    await expectFailure(
      save({ texts: { ...outdoor.texts, hr: { name: "", slug: "vani", description: "" } } }),
      400,
      messages.textsMissing,
    );
    for (const slug of ["out door", "outdoor--gear", "-outdoor", "vrt-š"])
      await expectFailure(
        save({ texts: { ...outdoor.texts, en: { ...outdoor.texts.en!, slug } } }),
        400,
        messages.slugInvalid,
      );
    await expectFailure(
      save({ texts: { ...outdoor.texts, en: { ...outdoor.texts.en!, slug: kitchen.texts.en!.slug } } }),
      409,
      messages.slugTaken,
    );
    expect(await bySlug("outdoor")).toEqual(outdoor);
  });
});

type CreateInput = InputOf<typeof categoriesAdmin.createCategory>;

const create = (input: CreateInput) => t.call(categoriesAdmin.createCategory, input, admin);
const remove = (id: number) => t.call(categoriesAdmin.deleteCategory, { id }, admin);
const texts = (en: string, hr: string, slugs: { en?: string; hr?: string } = {}) => ({
  en: { name: en, slug: slugs.en ?? "", description: `${en}.` },
  hr: { name: hr, slug: slugs.hr ?? "", description: `${hr}.` },
});
const found = (path: string) => t.call(redirects.find, { path });

describe("creating", () => {
  it("adds a category under another, its slugs made from its names, last among its siblings, with a picture; the shop shows it", async () => {
    const home = await bySlug("home-living");
    const siblings = (await tree()).filter((c) => c.parentId === home.id);
    const images = await libraryImages();
    expect(images.length).toBeGreaterThan(0);
    const picture = images[0]!;
    const made = await create({
      parentId: home.id,
      texts: texts("Kids' rooms", "Dječje sobe"),
      mediaId: picture.id,
    });
    expect(made).toMatchObject({
      parentId: home.id,
      depth: 1,
      position: Math.max(...siblings.map((c) => c.position)) + 1,
      name: "Kids' rooms",
      texts: {
        en: { name: "Kids' rooms", slug: "kids-rooms", description: "Kids' rooms." },
        hr: { name: "Dječje sobe", slug: "djecje-sobe" },
      },
      productCount: 0,
      image: { id: picture.id },
    });
    expect(await bySlug("kids-rooms")).toEqual(made);
    // The shop: the category page's data, the tree its filters and menus read, search.
    expect(await t.call(catalog.categoryGet, { id: made.id })).toMatchObject({
      name: "Kids' rooms",
      slug: "kids-rooms",
      parentId: home.id,
      image: { id: picture.id },
    });
    const [croatian] = await t.call(
      catalog.categoryFilter,
      { filters: { slugs: ["djecje-sobe"] }, tree: false },
      { language: "hr" },
    );
    expect(croatian).toMatchObject({ id: made.id, name: "Dječje sobe" });
    const roots = await t.call(catalog.categoryFilter, { filters: {}, tree: true });
    const shopHome = roots.find((c) => c.id === home.id)!;
    expect(shopHome.children.map((c) => c.id)).toContain(made.id);
    const searched = await t.call(catalog.search, {
      search: "kids",
      category: "productCategories",
      page: 1,
      limit: 10,
    });
    expect(searched.records.map((r) => r.title)).toContain("Kids' rooms");
    const { records } = await t.call(audit.filter, { page: 1, limit: 10 }, admin);
    expect(records.map((r) => r.action)).toContain("POST v1/admin/categories/create");
    await remove(made.id);
  });

  it("refuses what a save refuses, and a picture that is not the media library's; nothing is created", async () => {
    const home = await bySlug("home-living");
    const kitchen = await bySlug("kitchen");
    const before = (await tree()).length;
    const base: CreateInput = { parentId: home.id, position: 3, texts: texts("Probe", "Proba"), mediaId: null };
    await expectFailure(
      create({ ...base, texts: texts("Probe", "Proba", { en: kitchen.texts.en!.slug }) }),
      409,
      messages.slugTaken,
    );
    await expectFailure(
      create({ ...base, texts: texts("Probe", "Proba", { hr: "Bad Slug" }) }),
      400,
      messages.slugInvalid,
    );
    // Spec sections 5 and 9: at least 4 characters, as a page's and a product's, a slug made of a name too.
    await expectFailure(
      create({ ...base, texts: texts("Probe", "Proba", { hr: "ab" }) }),
      400,
      publishingMessages.slugTooShort,
    );
    await expectFailure(create({ ...base, texts: texts("!!!", "Proba") }), 400, publishingMessages.slugTooShort);
    await expectFailure(create({ ...base, texts: { en: base.texts.en } }), 400, messages.textsMissing);
    await expectFailure(create({ ...base, parentId: 2_000_000_000 }), 404, messages.categoryNotFound);
    await expectFailure(create({ ...base, mediaId: 2_000_000_000 }), 400, messages.imageNotFound);
    await expectFailure(t.call(categoriesAdmin.createCategory, base, customer), 403);
    await expectFailure(t.call(categoriesAdmin.createCategory, base), 401);
    expect(await tree()).toHaveLength(before);
  });

  it("a save sets and clears the picture, and refuses one that is not the media library's", async () => {
    const kitchen = await bySlug("kitchen");
    const images = await libraryImages();
    const saved = await t.call(categoriesAdmin.saveCategory, { ...asSaved(kitchen), mediaId: images[1]!.id }, admin);
    expect(saved.image?.id).toBe(images[1]!.id);
    expect((await t.call(catalog.categoryGet, { id: kitchen.id })).image?.id).toBe(images[1]!.id);
    await expectFailure(
      t.call(categoriesAdmin.saveCategory, { ...asSaved(kitchen), mediaId: 2_000_000_000 }, admin),
      400,
      messages.imageNotFound,
    );
    await t.call(categoriesAdmin.saveCategory, asSaved(kitchen), admin);
    expect((await bySlug("kitchen")).image).toEqual(kitchen.image);
  });
});

describe("sorts (decision 0087)", () => {
  const sorts = async (id: number) => {
    const { sortTypes, sortDefaultType } = await t.call(categoriesAdmin.category, { id }, admin);
    const shown = await t.call(catalog.categoryGet, { id });
    expect({ sortTypes: shown.sortTypes, sortDefaultType: shown.sortDefaultType }).toEqual({
      sortTypes,
      sortDefaultType,
    });
    return { sortTypes, sortDefaultType };
  };

  it("a category offers the sorts chosen, each once in the list's order, and opens on its default; the shop reads them at once", async () => {
    const kitchen = await bySlug("kitchen");
    expect(await sorts(kitchen.id)).toEqual({ sortTypes: [...sortIds], sortDefaultType: "newest" });
    const saved = await t.call(
      categoriesAdmin.saveCategory,
      { ...asSaved(kitchen), sortTypes: ["priceDesc", "newest", "priceAsc", "newest"], sortDefaultType: "priceAsc" },
      admin,
    );
    expect(saved).toMatchObject({ sortTypes: ["newest", "priceAsc", "priceDesc"], sortDefaultType: "priceAsc" });
    expect(await sorts(kitchen.id)).toEqual({
      sortTypes: ["newest", "priceAsc", "priceDesc"],
      sortDefaultType: "priceAsc",
    });

    // Left out, a save keeps them; the sorts alone keep the default while it is offered, else the first.
    await t.call(categoriesAdmin.saveCategory, asSaved(kitchen), admin);
    expect((await sorts(kitchen.id)).sortDefaultType).toBe("priceAsc");
    await t.call(categoriesAdmin.saveCategory, { ...asSaved(kitchen), sortTypes: ["priceAsc", "nameAsc"] }, admin);
    expect(await sorts(kitchen.id)).toEqual({ sortTypes: ["priceAsc", "nameAsc"], sortDefaultType: "priceAsc" });
    await t.call(categoriesAdmin.saveCategory, { ...asSaved(kitchen), sortTypes: ["nameDesc", "nameAsc"] }, admin);
    expect(await sorts(kitchen.id)).toEqual({ sortTypes: ["nameAsc", "nameDesc"], sortDefaultType: "nameAsc" });
    // The default alone, among those offered.
    await t.call(categoriesAdmin.saveCategory, { ...asSaved(kitchen), sortDefaultType: "nameDesc" }, admin);
    expect((await sorts(kitchen.id)).sortDefaultType).toBe("nameDesc");

    await t.call(
      categoriesAdmin.saveCategory,
      { ...asSaved(kitchen), sortTypes: [...sortIds], sortDefaultType: "newest" },
      admin,
    );
    expect(await sorts(kitchen.id)).toEqual({ sortTypes: [...sortIds], sortDefaultType: "newest" });
  });

  it("refuses no sort, a default not offered and a sort that does not exist; nothing changes", async () => {
    const living = await bySlug("living-room");
    const before = await sorts(living.id);
    const save = (change: Partial<SaveInput>) =>
      t.call(categoriesAdmin.saveCategory, { ...asSaved(living), ...change }, admin);
    await expectFailure(save({ sortTypes: [] }), 400, messages.sortsInvalid);
    await expectFailure(save({ sortTypes: ["newest"], sortDefaultType: "priceAsc" }), 400, messages.sortsInvalid);
    await expectFailure(
      save({ sortDefaultType: "priceAsc", sortTypes: ["nameAsc", "oldest"] }),
      400,
      messages.sortsInvalid,
    );
    await expectFailure(save({ sortTypes: ["cheapest" as SortId] }), 400);
    await expectFailure(save({ sortDefaultType: "cheapest" as SortId }), 400);
    await expectFailure(
      create({ parentId: null, texts: texts("Sortless", "Bez poretka"), mediaId: null, sortTypes: [] }),
      400,
      messages.sortsInvalid,
    );
    expect(await sorts(living.id)).toEqual(before);
    expect((await tree()).some((c) => c.texts.en?.name === "Sortless")).toBe(false);
  });

  it("a new category offers every sort, newest first by default, or those it is given", async () => {
    const plain = await create({ parentId: null, texts: texts("Plain sorts", "Obični poredak"), mediaId: null });
    expect(await sorts(plain.id)).toEqual({ sortTypes: [...sortIds], sortDefaultType: "newest" });
    const chosen = await create({
      parentId: null,
      texts: texts("Chosen sorts", "Odabrani poredak"),
      mediaId: null,
      sortTypes: ["nameAsc", "priceAsc"],
      sortDefaultType: "nameAsc",
    });
    expect(await sorts(chosen.id)).toEqual({ sortTypes: ["priceAsc", "nameAsc"], sortDefaultType: "nameAsc" });
    await remove(plain.id);
    await remove(chosen.id);
  });
});

describe("deleting", () => {
  /** A product of the test's own in `categoryIds`, its main category the first. */
  async function productIn(categoryIds: number[]): Promise<number> {
    const id = await insertProduct(t, { final: 1000 });
    await t.call(
      catalogAdmin.saveProduct,
      await productSaveInput(t, admin, id, {
        featured: false,
        archived: false,
        mainCategoryId: categoryIds[0]!,
        categoryIds,
        mediaId: null,
      }),
      admin,
    );
    return id;
  }

  it("keeps the products, without the category; its addresses lead to its parent's; the shop no longer has it", async () => {
    const home = await bySlug("home-living");
    const kitchen = await bySlug("kitchen");
    const doomed = await create({ parentId: home.id, texts: texts("Doomed shelf", "Osuđena polica"), mediaId: null });
    const both = await productIn([doomed.id, kitchen.id]);
    const only = await productIn([doomed.id]);
    expect((await bySlug("doomed-shelf")).productCount).toBe(2);
    const listed = await t.call(catalog.productFilter, { categories: [doomed.id], limit: 10 });
    expect(listed.records.map((r) => r.id).sort()).toEqual([both, only].sort());

    expect(await remove(doomed.id)).toEqual({ deleted: true, productsUnlinked: 2 });
    expect((await tree()).find((c) => c.id === doomed.id)).toBeUndefined();
    await expectFailure(t.call(catalog.categoryGet, { id: doomed.id }), 404);
    const bothNow = (await t.call(catalogAdmin.product, { id: both }, admin)).product;
    expect(bothNow).toMatchObject({ categoryIds: [kitchen.id], mainCategoryId: kitchen.id });
    const onlyNow = (await t.call(catalogAdmin.product, { id: only }, admin)).product;
    expect(onlyNow).toMatchObject({ categoryIds: [], mainCategoryId: null });
    expect((await t.call(catalog.productGet, { id: only })).id).toBe(only);
    const inKitchen = await t.call(catalog.productFilter, { categories: [kitchen.id], limit: 100 });
    expect(inKitchen.records.map((r) => r.id)).toContain(both);
    const searched = await t.call(catalog.search, {
      search: "doomed",
      category: "productCategories",
      page: 1,
      limit: 10,
    });
    expect(searched.records).toEqual([]);
    expect((await found("/shop/doomed-shelf")).redirect).toMatchObject({ to: "/shop/home-living", statusCode: 301 });
    expect((await found("/hr/shop/osudena-polica")).redirect).toMatchObject({
      to: `/hr/shop/${home.texts.hr!.slug}`,
      statusCode: 301,
    });
    const { records } = await t.call(audit.filter, { page: 1, limit: 10 }, admin);
    expect(records.map((r) => r.action)).toContain("DELETE v1/admin/categories/delete/:id");

    // A new category at the address answers there itself: the redirect goes.
    const again = await create({ parentId: home.id, texts: texts("Doomed shelf", "Osuđena polica"), mediaId: null });
    expect((await found("/shop/doomed-shelf")).redirect).toBeNull();
    await remove(again.id);
  });

  it("leads a top-level category's address to the shop; a new one last at the top takes the highest position at most", async () => {
    const top = await create({
      parentId: null,
      position: 9999,
      texts: texts("Passing fad", "Prolazna moda"),
      mediaId: null,
    });
    // After a last one at the highest position, a new one takes that position too (a save could not take more).
    const next = await create({ parentId: null, texts: texts("Next fad", "Sljedeća moda"), mediaId: null });
    expect(next.position).toBe(9999);
    expect((await tree()).filter((c) => c.depth === 0).at(-1)?.id).toBe(next.id);
    await remove(next.id);
    await remove(top.id);
    expect((await found("/shop/passing-fad")).redirect).toMatchObject({ to: "/shop" });
    expect((await found("/hr/shop/prolazna-moda")).redirect).toMatchObject({ to: "/hr/shop" });
  });

  it("refuses a category with subcategories, one a menu links to, one that is not there; back office only", async () => {
    const home = await bySlug("home-living");
    const outdoor = await bySlug("outdoor");
    await expectFailure(remove(outdoor.id), 409, messages.hasSubcategories);
    await expectFailure(remove(2_000_000_000), 404, messages.categoryNotFound);
    const linked = await create({
      parentId: home.id,
      texts: texts("Linked lamps", "Povezane svjetiljke"),
      mediaId: null,
    });
    await expectFailure(t.call(categoriesAdmin.deleteCategory, { id: linked.id }, customer), 403);
    const db = t.platform.services.db;
    const link = (language: string, type: string, value: string, name: string) =>
      db
        .insertInto("navigation_links")
        .values({
          site_id: SITE_ID,
          tree: "footer2",
          language_code: language,
          parent_id: null,
          position: 99,
          name,
          title: name,
          link_type: type,
          link_value: value,
          rel: "",
          target: "",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const shopLink = await link("hr", "shop", "povezane-svjetiljke", "Svjetiljke");
    const failure = await remove(linked.id).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      statusCode: 409,
      message: messages.inMenu,
      body: { details: [{ tree: "footer2", title: "Svjetiljke", language: "hr" }] },
    });
    await db.deleteFrom("navigation_links").where("id", "=", shopLink.id).execute();
    // A path of the site typed as the link leads there too; another language's slug does not.
    const typed = await link("en", "external", "/shop/linked-lamps", "Lamps");
    const other = await link("en", "shop", "povezane-svjetiljke", "Not this one");
    await expectFailure(remove(linked.id), 409, messages.inMenu);
    await db.deleteFrom("navigation_links").where("id", "=", typed.id).execute();
    expect(await remove(linked.id)).toEqual({ deleted: true, productsUnlinked: 0 });
    await db.deleteFrom("navigation_links").where("id", "=", other.id).execute();
  });
});
