/** The catalog endpoints over the demo catalog as seeded (server/db/seed/catalog.ts). */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { catalog, type ProductCard } from "../../server/contract";
import { sortIds } from "../../server/contract/catalog";
import { demoCatalogFacts as facts } from "../../server/db/seed/catalog";
import { errorProblems, startTestPlatform, type TestPlatform } from "../support/platform";

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const lang = (language: "en" | "hr") => ({ language });
const everything = (extra: Record<string, unknown> = {}, language: "en" | "hr" = "en") =>
  t.call(catalog.productFilter, { limit: 1000, allowUnlimited: true, ...extra }, lang(language));

describe("demo catalog lists", () => {
  it("lists every visible product, never archived ones", async () => {
    const all = await everything();
    expect(all.totalRecords).toBe(facts.counts.visibleProducts);
    expect(all.records).toHaveLength(facts.counts.visibleProducts);
    const skus = new Set(all.records.map((r) => r.sku));
    for (const sku of facts.archivedSkus) expect(skus.has(sku)).toBe(false);
    expect(all.records.every((r) => r.isVisibleIndividually && r.mainProductSlug === null && r.currency === "EUR")).toBe(true);
  });

  it("counts featured and discounted products", async () => {
    expect((await everything({ featured: true })).totalRecords).toBe(facts.counts.featured);
    const discounted = await everything({ discount: true });
    expect(discounted.totalRecords).toBe(facts.counts.discounted);
    expect(discounted.records.every((r) => r.finalPrice < r.retailPrice && r.discountPercent > 0)).toBe(true);
  });

  it("orders by every sort id", async () => {
    const collators = { en: new Intl.Collator("en", { numeric: true }), hr: new Intl.Collator("hr", { numeric: true }) };
    const ordered = (records: ProductCard[], cmp: (a: ProductCard, b: ProductCard) => number) =>
      records.every((r, i) => i === 0 || cmp(records[i - 1], r) <= 0);
    for (const language of ["en", "hr"] as const) {
      const c = collators[language];
      const checks: Record<(typeof sortIds)[number], (a: ProductCard, b: ProductCard) => number> = {
        newest: (a, b) => b.id - a.id,
        oldest: (a, b) => a.id - b.id,
        priceAsc: (a, b) => a.finalPrice - b.finalPrice || b.id - a.id,
        priceDesc: (a, b) => b.finalPrice - a.finalPrice || b.id - a.id,
        nameAsc: (a, b) => c.compare(a.name, b.name) || b.id - a.id,
        nameDesc: (a, b) => c.compare(b.name, a.name) || b.id - a.id,
        priorityAsc: () => 0,
        priorityDesc: () => 0,
      };
      for (const sort of sortIds) {
        const { records } = await everything({ sort }, language);
        expect(records).toHaveLength(facts.counts.visibleProducts);
        expect(ordered(records, checks[sort]), `${sort} in ${language}`).toBe(true);
      }
    }
  });

  it("finds Croatian names by keywords without diacritics", async () => {
    const { records } = await everything({ keywords: "kosarica" }, "hr");
    expect(records.map((r) => r.name)).toContain(facts.basketNameHr);
  });

  it("marks sold-out products", async () => {
    const { records } = await everything();
    const bySlug = new Map(records.map((r) => [r.slug, r]));
    for (const slug of facts.outOfStockSlugs) expect(bySlug.get(slug)?.inStock).toBe(false);
  });

  it("leaves non-filterable attributes out of layered navigation", async () => {
    const nav = await t.call(catalog.layeredNavigation, {}, lang("en"));
    const codes = nav.map((f) => f.attributeCode);
    expect(codes).not.toContain(facts.nonFilterableAttributeCode);
    expect(codes).toContain("color");
    expect(codes.at(-1)).toBe("price");
    for (const f of nav) for (const v of f.values) expect(v.totalProducts).toBeGreaterThan(0);
  });
});

describe("demo categories", () => {
  it("has the seeded tree", async () => {
    const tree = await t.call(catalog.categoryFilter, {}, lang("en"));
    expect(tree).toHaveLength(facts.topLevelCategoryCount);
    const flat = await t.call(catalog.categoryFilter, { tree: false }, lang("en"));
    expect(flat).toHaveLength(facts.categoryCount);
    // A parent counts the products of its subtree, each once.
    for (const root of tree) expect(root.productCount).toBeGreaterThanOrEqual(Math.max(0, ...root.children.map((c) => c.productCount)));
  });

  it("keeps a category's own sorts and default", async () => {
    const [c] = await t.call(catalog.categoryFilter, { filters: { slugs: [facts.priceAscCategorySlug] } }, lang("en"));
    expect(c.sortDefaultType).toBe("priceAsc");
    expect(c.sortTypes).toHaveLength(4);
    const listed = await t.call(catalog.productFilter, { mainCategory: c.id, limit: 100 }, lang("en"));
    expect(listed.totalRecords).toBe(c.productCount);
  });
});

describe("demo products", () => {
  it("answers the configurable T-shirt with its variants and shop defaults", async () => {
    const p = await t.call(catalog.productGet, { slug: facts.configurableSlug }, lang("en"));
    expect(p.sku).toBe(facts.configurableSku);
    expect(p.associatedProducts).toHaveLength(facts.configurableVariantCount);
    const defaults = Object.fromEntries(p.associatedProductsAttributes.map((a) => [a.attributeCode, a.values.filter((v) => v.shopDefault).map((v) => v.value)]));
    expect(defaults).toMatchObject({ color: [facts.configurableDefault.color], size: [facts.configurableDefault.size] });
    const chosen = p.associatedProducts.find((v) => v.attributes.color === facts.configurableDefault.color && v.attributes.size === facts.configurableDefault.size);
    expect(chosen?.sku).toBe(facts.configurableDefaultVariantSku);
    for (const sku of facts.soldOutVariantSkus.filter((s) => s.startsWith(`${facts.configurableSku}-`))) {
      expect(p.associatedProducts.find((v) => v.sku === sku)?.inStock).toBe(false);
    }
    const hr = await t.call(catalog.productGet, { slug: facts.configurableSlugHr }, lang("hr"));
    expect(hr.id).toBe(p.id);
  });

  it("answers custom options", async () => {
    const p = await t.call(catalog.productGet, { slug: facts.customOptionSlug }, lang("en"));
    expect(p.customOptions).toEqual([expect.objectContaining({ code: facts.customOption.code, price: facts.customOption.price, required: facts.customOption.required })]);
  });

  it("answers 404 for archived products", async () => {
    for (const slug of facts.archivedSlugs) {
      expect(errorProblems(await t.request(`/api/v1/product/web/get?slug=${slug}`), 404, "Product not found")).toEqual([]);
    }
  });

  it("checks the demo bundles", async () => {
    const id = async (slug: string) => (await t.call(catalog.productGet, { slug }, lang("en"))).id;
    const simple = await t.call(catalog.checkBundles, { product: await id(facts.bundleSlug) }, lang("en"));
    expect(simple).toMatchObject({ configurable: false, valid: true, problems: [] });
    const configurable = await t.call(catalog.checkBundles, { product: await id(facts.configurableBundleSlug) }, lang("en"));
    expect(configurable.configurable).toBe(true);
    const member = configurable.items.find((i) => i.format === "Configurable")!;
    expect(member.product.associatedProducts.length).toBeGreaterThan(0);
    const quantities = await t.call(catalog.checkBundles, { product: await id(facts.bundleWithQuantitiesSlug) }, lang("en"));
    expect(quantities.items.some((i) => i.quantity > 1)).toBe(true);
  });
});
