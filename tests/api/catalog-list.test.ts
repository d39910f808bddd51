import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { catalog, type Filters, type LayeredFilter, type SortId } from "#server/contract";
import { sortIds } from "#server/contract/catalog";
import { invalidateCatalog } from "#server/modules/catalog";
import { errorProblems, startTestPlatform, type TestPlatform } from "../support/platform";
import { seedCatalogFixture, type Fixture } from "./catalog-fixture";

let t: TestPlatform;
let fx: Fixture;

beforeAll(async () => {
  t = await startTestPlatform();
  fx = await seedCatalogFixture(t.platform.services);
});
afterAll(async () => {
  await t?.close();
});

const lang = (language: "en" | "hr") => ({ language });

async function list(input: Parameters<typeof t.call<typeof catalog.productFilter>>[1], language: "en" | "hr" = "en") {
  return t.call(catalog.productFilter, input, lang(language));
}

/** Fixture keys of the records, in order. */
async function keysOf(input: Parameters<typeof list>[0], language: "en" | "hr" = "en"): Promise<string[]> {
  const byId = new Map(Object.entries(fx.products).map(([k, id]) => [id, k]));
  const { records } = await list({ limit: 100, ...input }, language);
  return records.map((r) => byId.get(r.id) ?? `?${r.id}`);
}

const inRoot = (filters: Filters, extra: Record<string, unknown> = {}) =>
  keysOf({ mainCategory: fx.categories.root, filters, sort: "oldest", ...extra });

describe("product filter: candidates", () => {
  it("lists the category and its descendants, never archived or hidden products", async () => {
    expect(await inRoot({})).toEqual(["p1", "p2", "p3", "p4", "p5", "p7"]);
    expect(await keysOf({ mainCategory: fx.categories.shirts, sort: "oldest" })).toEqual(["p1", "p2", "p7"]);
    expect(await keysOf({ mainCategory: fx.categories.polo })).toEqual(["p2"]);
  });

  it("lists products under any of several categories", async () => {
    expect(await keysOf({ categories: [fx.categories.polo, fx.categories.shoes], sort: "oldest" })).toEqual([
      "p2",
      "p3",
      "p4",
    ]);
    // Both: the intersection.
    expect(await keysOf({ mainCategory: fx.categories.shirts, categories: [fx.categories.shoes] })).toEqual([]);
  });

  it("narrows to featured and discounted products", async () => {
    expect(await inRoot({}, { featured: true })).toEqual(["p1", "p7"]);
    expect(await inRoot({}, { discount: true })).toEqual(["p2", "p4", "p7"]);
  });

  it("narrows to ids, and never answers archived or hidden ones even by id", async () => {
    const p = fx.products;
    expect(await keysOf({ ids: [p.p3, p.p1, p.p6, p.p8, p.p7a, 999_999], sort: "oldest" })).toEqual(["p1", "p3"]);
  });

  it("matches keywords in names without regard to case or diacritics", async () => {
    expect(await inRoot({}, { keywords: "SHIRT" })).toEqual(["p1", "p2"]);
    expect(await keysOf({ mainCategory: fx.categories.root, keywords: "CAJ", sort: "oldest" }, "hr")).toEqual(["p3"]);
    expect(await inRoot({}, { keywords: "  " })).toHaveLength(6);
  });

  it("answers 404 for an unknown main category", async () => {
    const res = await t.request("/api/v1/product/web/filter", { body: { mainCategory: 987_654 } });
    expect(errorProblems(res, 404, "Category not found")).toEqual([]);
  });
});

describe("product filter: attribute filters (spec section 5)", () => {
  it("matches any of the values of one choice attribute", async () => {
    expect(await inRoot({ fx_color: ["red"] })).toEqual(["p1", "p3", "p7"]);
    expect(await inRoot({ fx_color: ["red", "green"] })).toEqual(["p1", "p3", "p4", "p7"]);
    // Variants lend their values to the configurable product.
    expect(await inRoot({ fx_color: ["blue"] })).toEqual(["p2", "p5", "p7"]);
  });

  it("combines attributes with AND", async () => {
    expect(await inRoot({ fx_color: ["red"], fx_material: ["wool"] })).toEqual(["p3"]);
    expect(await inRoot({ fx_color: ["red", "blue"], fx_material: ["wool", "cotton"] })).toEqual([
      "p1",
      "p2",
      "p3",
      "p5",
    ]);
  });

  it("matches nothing for value codes that do not exist", async () => {
    expect(await inRoot({ fx_color: ["purple"] })).toEqual([]);
  });

  it("treats number ranges as inclusive", async () => {
    expect(await inRoot({ fx_weight: [1.5, 2] })).toEqual(["p1", "p2", "p5"]);
    expect(await inRoot({ fx_weight: [2.01, 100] })).toEqual(["p3"]);
    expect(await inRoot({ fx_weight: [3, 1] })).toEqual([]);
  });

  it("filters the final price in cents, inclusive", async () => {
    expect(await inRoot({ price: [1500, 2000] })).toEqual(["p2", "p4", "p5"]);
    expect(await inRoot({ price: [0, 999] })).toEqual([]);
  });

  it("filters dates by range, a bare upper date including its day", async () => {
    expect(await inRoot({ fx_release: ["2024-01-10", "2024-03-01"] })).toEqual(["p1", "p2"]);
    expect(await inRoot({ fx_release: ["2024-03-02", "2030-01-01"] })).toEqual(["p3"]);
  });

  it("filters yes/no attributes", async () => {
    expect(await inRoot({ fx_waterproof: true })).toEqual(["p1", "p3", "p5"]);
    expect(await inRoot({ fx_waterproof: false })).toEqual(["p2"]);
  });

  it("rejects unknown filters and shapes that do not fit the attribute", async () => {
    const post = (filters: unknown) =>
      t.request("/api/v1/product/web/filter", { body: { mainCategory: fx.categories.root, filters } });
    expect(errorProblems(await post({ nope: ["x"] }), 400, "Unknown filter: nope")).toEqual([]);
    expect(errorProblems(await post({ fx_color: [1, 2] }), 400, "Filter fx_color takes a list of value codes")).toEqual(
      [],
    );
    expect(
      errorProblems(await post({ fx_weight: ["heavy"] }), 400, "Filter fx_weight takes a range [min, max]"),
    ).toEqual([]);
    expect(errorProblems(await post({ fx_weight: true }), 400, "Filter fx_weight takes a range [min, max]")).toEqual(
      [],
    );
    expect(
      errorProblems(await post({ fx_waterproof: [0, 1] }), 400, "Filter fx_waterproof takes true or false"),
    ).toEqual([]);
    expect(errorProblems(await post({ price: ["cheap"] }), 400, "Filter price takes a range [min, max]")).toEqual([]);
    expect(
      errorProblems(await post({ fx_release: ["soon", "later"] }), 400, /Invalid date in filter fx_release/),
    ).toEqual([]);
    const res = await t.request("/api/v1/product/layered/navigation", { body: { filters: { nope: ["x"] } } });
    expect(errorProblems(res, 400, "Unknown filter: nope")).toEqual([]);
  });
});

describe("product filter: sorting", () => {
  const expected: Record<SortId, string[]> = {
    newest: ["p7", "p5", "p4", "p3", "p2", "p1"],
    oldest: ["p1", "p2", "p3", "p4", "p5", "p7"],
    // Equal prices (p2, p5) and priorities (p3, p4): the higher id first.
    priceAsc: ["p1", "p4", "p5", "p2", "p7", "p3"],
    priceDesc: ["p3", "p7", "p5", "p2", "p4", "p1"],
    nameAsc: ["p2", "p7", "p3", "p4", "p5", "p1"],
    nameDesc: ["p1", "p5", "p4", "p3", "p7", "p2"],
    priorityAsc: ["p2", "p5", "p4", "p3", "p7", "p1"],
    priorityDesc: ["p1", "p7", "p4", "p3", "p5", "p2"],
  };
  for (const sort of sortIds) {
    it(`sorts ${sort}`, async () => {
      expect(await keysOf({ mainCategory: fx.categories.root, sort })).toEqual(expected[sort]);
    });
  }

  it("defaults to newest", async () => {
    expect(await keysOf({ mainCategory: fx.categories.root })).toEqual(expected.newest);
  });

  it("sorts names with the language's collation (Croatian: c < č < ć < d)", async () => {
    expect(await keysOf({ mainCategory: fx.categories.root, sort: "nameAsc" }, "hr")).toEqual([
      "p4",
      "p3",
      "p7",
      "p2",
      "p5",
      "p1",
    ]);
  });

  it("keeps the sort across pages", async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(...(await keysOf({ mainCategory: fx.categories.root, sort: "priceAsc", limit: 2, page })));
    expect(pages).toEqual(expected.priceAsc);
  });

  it("rejects an unknown sort", async () => {
    const res = await t.request("/api/v1/product/web/filter", { body: { sort: "random" } });
    expect(errorProblems(res, 400, /sort/)).toEqual([]);
  });
});

describe("product filter: pages", () => {
  it("defaults to 10 per page and counts pages", async () => {
    const r = await list({ mainCategory: fx.categories.bulk });
    expect(r.records).toHaveLength(10);
    expect(r.totalRecords).toBe(105);
    expect(r.totalPages).toBe(11);
  });

  it("answers the last partial page and an empty page beyond the last, with totals", async () => {
    const last = await list({ mainCategory: fx.categories.root, limit: 4, page: 2 });
    expect(last.records).toHaveLength(2);
    const beyond = await list({ mainCategory: fx.categories.root, limit: 4, page: 50 });
    expect(beyond).toEqual({ records: [], totalRecords: 6, totalPages: 2 });
  });

  it("caps the page size at 100, or 1000 with allowUnlimited", async () => {
    const capped = await list({ mainCategory: fx.categories.bulk, limit: 500 });
    expect(capped.records).toHaveLength(100);
    expect(capped.totalPages).toBe(2);
    const unlimited = await list({ mainCategory: fx.categories.bulk, limit: 5000, allowUnlimited: true });
    expect(unlimited.records).toHaveLength(105);
    expect(unlimited.totalPages).toBe(1);
  });

  it("answers totalPages 1 for an empty result", async () => {
    expect(await list({ mainCategory: fx.categories.root, filters: { fx_color: ["purple"] } })).toEqual({
      records: [],
      totalRecords: 0,
      totalPages: 1,
    });
  });

  it("rejects page 0, negative pages and limits, and absurd pages", async () => {
    for (const body of [{ page: 0 }, { page: -1 }, { limit: 0 }, { limit: -5 }, { page: 100_001 }, { page: 1.5 }]) {
      const res = await t.request("/api/v1/product/web/filter", { body });
      expect(errorProblems(res, 400, /Invalid input/)).toEqual([]);
    }
  });
});

describe("product cards", () => {
  it("carry prices, discount, stock, category and links", async () => {
    const { records } = await list({ ids: [fx.products.p2, fx.products.p7, fx.products.p3] });
    const p2 = records.find((r) => r.id === fx.products.p2)!;
    expect(p2).toMatchObject({
      name: "alpha shirt",
      slug: "fx-alpha-shirt",
      url: "/product/fx-alpha-shirt",
      sku: "fx-p2",
      format: "Simple",
      retailPrice: 2500,
      finalPrice: 2000,
      discountPercent: 20,
      currency: "EUR",
      inStock: true,
      featured: false,
      isVisibleIndividually: true,
      mainProductSlug: null,
      mainCategory: { id: fx.categories.polo, name: "Polo", slug: "fx-polo" },
    });
    expect(records.find((r) => r.id === fx.products.p3)!.inStock).toBe(false);
    // A configurable product is in stock when a variant is.
    expect(records.find((r) => r.id === fx.products.p7)!.inStock).toBe(true);
    const hr = await list({ ids: [fx.products.p2] }, "hr");
    expect(hr.records[0]).toMatchObject({
      name: "Dres",
      url: "/hr/product/fx-alpha-shirt-hr",
      mainCategory: { name: "Polo majice" },
    });
  });
});

describe("products chosen on their page (needsChoice)", () => {
  it("are configurable products and those with a required custom option", async () => {
    const { db } = t.platform.services;
    const option = (key: keyof Fixture["products"], code: string, required: number) => ({
      product_id: fx.products[key],
      code,
      option_type: "text",
      labels: JSON.stringify({ en: code }),
      required,
      price: 0,
      position: 0,
    });
    await db
      .insertInto("custom_options")
      .values([option("p3", "engraving", 1), option("p4", "note", 0), option("p7", "monogram", 1)])
      .execute();
    invalidateCatalog(t.platform.services);
    try {
      const keys = ["p1", "p3", "p4", "p7"] as const;
      const { records } = await list({ ids: keys.map((k) => fx.products[k]), allowUnlimited: true });
      const needs = Object.fromEntries(keys.map((k) => [k, records.find((r) => r.id === fx.products[k])?.needsChoice]));
      expect(needs).toEqual({ p1: false, p3: true, p4: false, p7: true });
    } finally {
      await db.deleteFrom("custom_options").where("code", "in", ["engraving", "note", "monogram"]).execute();
      invalidateCatalog(t.platform.services);
    }
    const { records } = await list({ ids: [fx.products.p3, fx.products.p7] });
    // Without the options: only the configurable product.
    expect(records.find((r) => r.id === fx.products.p3)?.needsChoice).toBe(false);
    expect(records.find((r) => r.id === fx.products.p7)?.needsChoice).toBe(true);
  });

  it("are bundles with a configurable member (its variant is chosen on the page), not those of simple members", async () => {
    const { records } = await list({ ids: [fx.products.p9, fx.products.p10], allowUnlimited: true });
    const keys = ["p9", "p10"] as const;
    const needs = Object.fromEntries(keys.map((k) => [k, records.find((r) => r.id === fx.products[k])?.needsChoice]));
    expect(needs).toEqual({ p9: false, p10: true });
  });
});

describe("layered navigation", () => {
  const nav = (filters: Filters, extra: Record<string, unknown> = {}, language: "en" | "hr" = "en") =>
    t.call(catalog.layeredNavigation, { mainCategory: fx.categories.root, filters, ...extra }, lang(language));
  const facet = (list: LayeredFilter[], code: string) => list.find((f) => f.attributeCode === code);
  const counts = (f: LayeredFilter | undefined) =>
    Object.fromEntries((f?.values ?? []).map((v) => [v.value, v.totalProducts]));

  it("counts values in the category, ordered by attribute position, with labels in the language", async () => {
    const list = await nav({});
    const codes = list.map((f) => f.attributeCode).filter((c) => c.startsWith("fx_") || c === "price");
    expect(codes).toEqual(["fx_color", "fx_size", "fx_material", "fx_weight", "fx_waterproof", "fx_release", "price"]);
    expect(facet(list, "fx_color")).toMatchObject({ label: "Colour", type: "visualSwatch", position: 901 });
    expect(counts(facet(list, "fx_color"))).toEqual({ red: 3, blue: 3, green: 1 });
    expect(facet(list, "fx_color")!.values[0]).toEqual({
      value: "red",
      valueLabel: "Red",
      attributeID: fx.attributes.color,
      swatch: "#ff0000",
      totalProducts: 3,
    });
    expect(counts(facet(list, "fx_material"))).toEqual({ cotton: 2, wool: 3 });
    expect(facet(list, "fx_weight")).toMatchObject({ type: "numberField", values: [], minValue: 0.5, maxValue: 3 });
    expect(facet(list, "fx_release")).toMatchObject({ type: "date", minValue: "2024-01-10", maxValue: "2024-06-15" });
    expect(counts(facet(list, "fx_waterproof"))).toEqual({ true: 3, false: 1 });
    expect(facet(list, "price")).toMatchObject({
      label: "Price",
      type: "price",
      values: [],
      minValue: 1000,
      maxValue: 3000,
    });
    // Sizes exist only on p7's variants (the archived p7c does not count).
    expect(counts(facet(list, "fx_size"))).toEqual({ s: 1, m: 1 });

    const hr = await nav({}, {}, "hr");
    expect(facet(hr, "fx_color")).toMatchObject({ label: "Boja" });
    expect(facet(hr, "fx_color")!.values.map((v) => v.valueLabel)).toEqual(["Crvena", "Plava", "Zelena"]);
    expect(facet(hr, "price")!.label).toBe("Cijena");
    expect(facet(hr, "fx_waterproof")!.values.map((v) => v.valueLabel)).toEqual(["Da", "Ne"]);
  });

  it("counts each facet under all the other filters, not its own (multi-select)", async () => {
    const list = await nav({ fx_color: ["red"], fx_material: ["wool"] });
    // Colour under material=wool: p2 (blue), p3 (red), p5 (blue); green drops out.
    expect(counts(facet(list, "fx_color"))).toEqual({ red: 1, blue: 2 });
    // Material under colour=red: p1 (cotton), p3 (wool), p7 (none).
    expect(counts(facet(list, "fx_material"))).toEqual({ cotton: 1, wool: 1 });
    // The rest under both: p3 only.
    expect(facet(list, "fx_weight")).toMatchObject({ minValue: 3, maxValue: 3 });
    expect(counts(facet(list, "fx_waterproof"))).toEqual({ true: 1 });
    expect(facet(list, "price")).toMatchObject({ minValue: 3000, maxValue: 3000 });
  });

  it("gives ranges their bounds under the other filters only", async () => {
    const list = await nav({ price: [1500, 2000], fx_weight: [2, 3] });
    // Price under weight 2..3: p2 (2000), p3 (3000), p5 (2000).
    expect(facet(list, "price")).toMatchObject({ minValue: 2000, maxValue: 3000 });
    // Weight under price 1500..2000: p2 (2), p4 (0.5), p5 (2).
    expect(facet(list, "fx_weight")).toMatchObject({ minValue: 0.5, maxValue: 2 });
    // Colour under both: p2 and p5, blue.
    expect(counts(facet(list, "fx_color"))).toEqual({ blue: 2 });
  });

  it("keeps selected values with no products, and selected attributes with nothing left", async () => {
    const list = await nav({ fx_color: ["green"], fx_waterproof: true });
    expect(counts(facet(list, "fx_color"))).toEqual({ red: 2, blue: 1, green: 0 });
    const none = await nav({ fx_material: ["nothing"] });
    expect(facet(none, "fx_material")).toMatchObject({
      values: [
        { value: "cotton", totalProducts: 2 },
        { value: "wool", totalProducts: 3 },
      ],
    });
    expect(facet(none, "fx_color")).toBeUndefined();
    expect(facet(none, "price")).toMatchObject({ minValue: null, maxValue: null });
  });

  it("honours featured, discount and keywords like the product list", async () => {
    expect(counts(facet(await nav({}, { discount: true }), "fx_color"))).toEqual({ red: 1, blue: 2, green: 1 });
    expect(counts(facet(await nav({}, { keywords: "shoe" }), "fx_color"))).toEqual({ red: 1, green: 1 });
  });
});

describe("categories", () => {
  it("answers a category with its subtree, product counts over descendants, links and translations", async () => {
    const root = await t.call(catalog.categoryGet, { id: fx.categories.root }, lang("en"));
    expect(root).toMatchObject({
      id: fx.categories.root,
      name: "Fixture root",
      slug: "fx-root",
      description: "Fixture root description",
      parentId: null,
      productCount: 6,
      url: "/shop/fx-root",
      sortTypes: ["newest", "priceAsc", "priceDesc"],
      sortDefaultType: "priceAsc",
      translations: [
        { languageCode: "en", slug: "fx-root", url: "/shop/fx-root" },
        { languageCode: "hr", slug: "fx-root-hr", url: "/hr/shop/fx-root-hr" },
      ],
    });
    // Children by position: shirts (1) before shoes (2).
    expect(root.children.map((c) => [c.slug, c.productCount])).toEqual([
      ["fx-shirts", 3],
      ["fx-shoes", 2],
    ]);
    expect(root.children[0].children.map((c) => [c.slug, c.productCount, c.parentId])).toEqual([
      ["fx-polo", 1, fx.categories.shirts],
    ]);
    const hr = await t.call(catalog.categoryGet, { id: fx.categories.polo }, lang("hr"));
    expect(hr).toMatchObject({ name: "Polo majice", slug: "fx-polo-hr", url: "/hr/shop/fx-polo-hr", children: [] });
  });

  it("answers 404 for an unknown category", async () => {
    const res = await t.request(`/api/v1/product/web/category/get/987654`);
    expect(errorProblems(res, 404, "Category not found")).toEqual([]);
  });

  it("filters categories as a tree or a flat list", async () => {
    const tree = await t.call(catalog.categoryFilter, {}, lang("en"));
    const fxRoot = tree.find((c) => c.id === fx.categories.root)!;
    expect(fxRoot.children.map((c) => c.slug)).toEqual(["fx-shirts", "fx-shoes"]);
    expect(tree.every((c) => c.parentId === null)).toBe(true);

    const bySlug = await t.call(catalog.categoryFilter, { filters: { slugs: ["fx-shirts"] } }, lang("en"));
    expect(bySlug.map((c) => [c.slug, c.children.map((x) => x.slug)])).toEqual([["fx-shirts", ["fx-polo"]]]);
    const hrSlug = await t.call(catalog.categoryFilter, { filters: { slugs: ["fx-shirts-hr"] } }, lang("hr"));
    expect(hrSlug.map((c) => c.name)).toEqual(["Majice"]);

    const flat = await t.call(
      catalog.categoryFilter,
      { filters: { parentId: fx.categories.root }, tree: false },
      lang("en"),
    );
    expect(flat.map((c) => [c.slug, c.children.length])).toEqual([
      ["fx-shirts", 0],
      ["fx-shoes", 0],
    ]);
    const byIds = await t.call(
      catalog.categoryFilter,
      { filters: { ids: [fx.categories.polo, fx.categories.shirts] } },
      lang("en"),
    );
    expect(byIds.map((c) => c.slug)).toEqual(["fx-shirts"]);
  });

  it("sees new products after invalidateCatalog", async () => {
    const before = await t.call(catalog.categoryGet, { id: fx.categories.polo }, lang("en"));
    await t.platform.services.db
      .updateTable("products")
      .set({ archived: 1 })
      .where("id", "=", fx.products.p2)
      .execute();
    invalidateCatalog(t.platform.services);
    const after = await t.call(catalog.categoryGet, { id: fx.categories.polo }, lang("en"));
    expect([before.productCount, after.productCount]).toEqual([1, 0]);
    expect(await inRoot({})).toEqual(["p1", "p3", "p4", "p5", "p7"]);
    await t.platform.services.db
      .updateTable("products")
      .set({ archived: 0 })
      .where("id", "=", fx.products.p2)
      .execute();
    invalidateCatalog(t.platform.services);
    expect(await inRoot({})).toEqual(["p1", "p2", "p3", "p4", "p5", "p7"]);
  });
});

describe("tags", () => {
  it("lists tags with names in the language", async () => {
    const en = await t.call(catalog.tagFilter, {}, lang("en"));
    const hr = await t.call(catalog.tagFilter, {}, lang("hr"));
    expect(en.find((x) => x.id === fx.tagId)).toEqual({ id: fx.tagId, code: "fx-sale", name: "Sale" });
    expect(hr.find((x) => x.id === fx.tagId)).toEqual({ id: fx.tagId, code: "fx-sale", name: "Akcija" });
  });
});

describe("product filter: remembered answers", () => {
  const shirts = () => list({ mainCategory: fx.categories.shirts, sort: "oldest", limit: 10 });

  it("shows a catalog write once the catalog is invalidated", async () => {
    const name = (await shirts()).records.find((r) => r.id === fx.products.p1)?.name;
    const rename = (to: string) =>
      t.platform.services.db
        .updateTable("product_translations")
        .set({ name: to })
        .where("product_id", "=", fx.products.p1)
        .where("language_code", "=", "en")
        .execute();
    await rename("Renamed shirt");
    invalidateCatalog(t.platform.services);
    expect((await shirts()).records.find((r) => r.id === fx.products.p1)?.name).toBe("Renamed shirt");
    await rename(name!);
    invalidateCatalog(t.platform.services);
    expect((await shirts()).records.find((r) => r.id === fx.products.p1)?.name).toBe(name);
  });

  it("reads the cards' pictures on every call (media are written elsewhere)", async () => {
    const mediaId = fx.mediaIds[0]!;
    expect(mediaId).toBeDefined();
    const alt = async () => (await shirts()).records.find((r) => r.id === fx.products.p1)?.media?.alt;
    const { db } = t.platform.services;
    const { alt_texts } = await db
      .selectFrom("media")
      .select("alt_texts")
      .where("id", "=", mediaId)
      .executeTakeFirstOrThrow();
    await alt();
    await db
      .updateTable("media")
      .set({ alt_texts: JSON.stringify({ en: "A new alt text" }) })
      .where("id", "=", mediaId)
      .execute();
    expect(await alt()).toBe("A new alt text");
    await db.updateTable("media").set({ alt_texts }).where("id", "=", mediaId).execute();
  });
});
