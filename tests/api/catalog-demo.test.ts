/** The catalog endpoints over the demo catalog as seeded (server/seed/catalog.ts). */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { catalog, type ProductCard } from "#server/contract";
import { sortIds } from "#server/contract/catalog";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import { errorProblems, startTestPlatform, type TestPlatform } from "../support/platform";
import en from "../../locales/en/catalog.json";
import hr from "../../locales/hr/catalog.json";

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
    expect(
      all.records.every((r) => r.isVisibleIndividually && r.mainProductSlug === null && r.currency === "EUR"),
    ).toBe(true);
  });

  it("counts featured and discounted products", async () => {
    expect((await everything({ featured: true })).totalRecords).toBe(facts.counts.featured);
    const discounted = await everything({ discount: true });
    expect(discounted.totalRecords).toBe(facts.counts.discounted);
    expect(discounted.records.every((r) => r.finalPrice < r.retailPrice && r.discountPercent > 0)).toBe(true);
  });

  it("orders by every sort id", async () => {
    const collators = {
      en: new Intl.Collator("en", { numeric: true }),
      hr: new Intl.Collator("hr", { numeric: true }),
    };
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
    for (const root of tree)
      expect(root.productCount).toBeGreaterThanOrEqual(Math.max(0, ...root.children.map((c) => c.productCount)));
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
    const defaults = Object.fromEntries(
      p.associatedProductsAttributes.map((a) => [
        a.attributeCode,
        a.values.filter((v) => v.shopDefault).map((v) => v.value),
      ]),
    );
    expect(defaults).toMatchObject({
      color: [facts.configurableDefault.color],
      size: [facts.configurableDefault.size],
    });
    const chosen = p.associatedProducts.find(
      (v) =>
        v.attributes.color === facts.configurableDefault.color && v.attributes.size === facts.configurableDefault.size,
    );
    expect(chosen?.sku).toBe(facts.configurableDefaultVariantSku);
    for (const sku of facts.soldOutVariantSkus.filter((s) => s.startsWith(`${facts.configurableSku}-`))) {
      expect(p.associatedProducts.find((v) => v.sku === sku)?.inStock).toBe(false);
    }
    const hr = await t.call(catalog.productGet, { slug: facts.configurableSlugHr }, lang("hr"));
    expect(hr.id).toBe(p.id);
  });

  it("answers custom options", async () => {
    const p = await t.call(catalog.productGet, { slug: facts.customOptionSlug }, lang("en"));
    expect(p.customOptions).toEqual([
      expect.objectContaining({
        code: facts.customOption.code,
        price: facts.customOption.price,
        required: facts.customOption.required,
      }),
    ]);
  });

  it("answers 404 for archived products", async () => {
    for (const slug of facts.archivedSlugs) {
      expect(errorProblems(await t.request(`/api/v1/product/web/get?slug=${slug}`), 404, "Product not found")).toEqual(
        [],
      );
    }
  });

  it("checks the demo bundles", async () => {
    const id = async (slug: string) => (await t.call(catalog.productGet, { slug }, lang("en"))).id;
    const simple = await t.call(catalog.checkBundles, { product: await id(facts.bundleSlug) }, lang("en"));
    expect(simple).toMatchObject({ configurable: false, valid: true, problems: [] });
    const configurable = await t.call(
      catalog.checkBundles,
      { product: await id(facts.configurableBundleSlug) },
      lang("en"),
    );
    expect(configurable.configurable).toBe(true);
    const member = configurable.items.find((i) => i.format === "Configurable")!;
    expect(member.product.associatedProducts.length).toBeGreaterThan(0);
    const quantities = await t.call(
      catalog.checkBundles,
      { product: await id(facts.bundleWithQuantitiesSlug) },
      lang("en"),
    );
    expect(quantities.items.some((i) => i.quantity > 1)).toBe(true);
  });
});

describe("demo pictures and labels a shopper believes", () => {
  /** Every product's pictures (its main picture and gallery), its variants' counted as its own. */
  async function picturesByProduct() {
    const { db } = t.platform.services;
    const products = await db
      .selectFrom("products")
      .select(["id", "parent_id", "media_id", "sku"])
      .where("site_id", "=", facts.siteId)
      .execute();
    const gallery = await db.selectFrom("product_media").select(["product_id", "media_id"]).execute();
    const hashes = new Map((await db.selectFrom("media").select(["id", "hash"]).execute()).map((m) => [m.id, m.hash]));
    const owner = new Map(products.map((p) => [p.id, p.parent_id ?? p.id]));
    const sku = new Map(products.map((p) => [p.id, p.sku]));
    const pictures = new Map<number, Set<number>>();
    const add = (productId: number, mediaId: number | null) => {
      if (mediaId === null || !owner.has(productId)) return;
      const key = owner.get(productId)!;
      pictures.set(key, (pictures.get(key) ?? new Set()).add(mediaId));
    };
    for (const p of products) add(p.id, p.media_id);
    for (const g of gallery) add(g.product_id, g.media_id);
    return { products, pictures, hashes, sku };
  }

  it("gives every product pictures of its own: no picture, and no identical image, is shared by two products", async () => {
    const { products, pictures, hashes, sku } = await picturesByProduct();
    const topLevel = products.filter((p) => p.parent_id === null);
    expect(topLevel.length).toBe(facts.counts.visibleProducts + facts.counts.archived);
    const seenMedia = new Map<number, number>();
    const seenHash = new Map<string, number>();
    for (const p of topLevel) {
      const own = pictures.get(p.id);
      expect(own?.size, p.sku).toBeGreaterThan(0);
      for (const mediaId of own!) {
        const other = seenMedia.get(mediaId);
        expect(other === undefined, `${p.sku} shares picture ${mediaId} with ${sku.get(other!)}`).toBe(true);
        seenMedia.set(mediaId, p.id);
        const hash = hashes.get(mediaId)!;
        const sameImage = seenHash.get(hash);
        expect(sameImage === undefined, `${p.sku} has the image of ${sku.get(sameImage!)}`).toBe(true);
        seenHash.set(hash, p.id);
      }
    }
  });

  it("shows each variant of a configurable product in its own colour", async () => {
    for (const slug of facts.configurableSlugs) {
      const p = await t.call(catalog.productGet, { slug }, lang("en"));
      const byColor = new Map<string, Set<number>>();
      for (const v of p.associatedProducts) {
        expect(v.media, v.sku).not.toBeNull();
        byColor.set(v.attributes.color, (byColor.get(v.attributes.color) ?? new Set()).add(v.media!.id));
      }
      // One picture per colour, a different one for every colour, each in the product's gallery.
      for (const [color, ids] of byColor) expect(ids.size, `${slug} ${color}`).toBe(1);
      const perColor = [...byColor.values()].map((ids) => [...ids][0]);
      expect(new Set(perColor).size, slug).toBe(byColor.size);
      const gallery = p.gallery.map((m) => m.id);
      for (const id of perColor) expect(gallery, slug).toContain(id);
      // The product's own picture is the one of its default colour.
      const defaultColor = p.associatedProductsAttributes
        .find((a) => a.attributeCode === "color")!
        .values.find((v) => v.shopDefault)!.value;
      expect(p.media?.id, slug).toBe([...byColor.get(defaultColor)!][0]);
    }
    expect(facts.configurableSlugs.length).toBe(facts.counts.configurables);
  });

  it("shows a configurable product's card in the variant a list is filtered to, linking to that variant", async () => {
    for (const slug of facts.configurableSlugs) {
      const p = await t.call(catalog.productGet, { slug }, lang("en"));
      /** The card in a list filtered so, and the variant its link opens. */
      const listed = async (filters: Record<string, string[]>) => {
        const [card] = (await t.call(catalog.productFilter, { ids: [p.id], filters }, lang("en"))).records;
        const url = new URL(card.url, "http://shop.test");
        expect(url.pathname).toBe(`/product/${slug}`);
        const opens = p.associatedProducts.find((v) =>
          Object.entries(v.attributes).every(([code, value]) => url.searchParams.get(code) === value),
        );
        return { card, opens };
      };
      const inStock = (fits: (v: (typeof p.associatedProducts)[number]) => boolean) =>
        p.associatedProducts.some((v) => fits(v) && v.inStock);
      for (const color of new Set(p.associatedProducts.map((v) => v.attributes.color))) {
        const { card, opens } = await listed({ color: [color] });
        expect(opens?.attributes.color, `${slug} ${color}`).toBe(color);
        expect(card.media?.id, `${slug} ${color}`).toBe(opens!.media!.id);
        if (inStock((v) => v.attributes.color === color)) expect(opens!.inStock, `${slug} ${color}`).toBe(true);
        expect(card.inStock, `${slug} ${color}`).toBe(inStock((v) => v.attributes.color === color));
      }
      // A filter that does not choose a colour keeps the card's own picture when an in-stock
      // variant of that size has it; a sold-out size is shown only when nothing else fits.
      for (const size of new Set(p.associatedProducts.map((v) => v.attributes.size))) {
        const { card, opens } = await listed({ size: [size] });
        expect(opens?.attributes.size, `${slug} ${size}`).toBe(size);
        expect(card.media?.id).toBe(opens!.media!.id);
        if (inStock((v) => v.attributes.size === size)) expect(opens!.inStock, `${slug} ${size}`).toBe(true);
        // Out of stock as the list asks: no variant of that size left.
        expect(card.inStock, `${slug} ${size}`).toBe(inStock((v) => v.attributes.size === size));
        if (inStock((v) => v.attributes.size === size && v.media?.id === p.media?.id))
          expect(card.media?.id, `${slug} ${size}`).toBe(p.media?.id);
      }
      // A sold-out variant asked for by every axis: the card says the product is out of stock.
      for (const soldOut of p.associatedProducts.filter((v) => !v.inStock)) {
        const { color, size } = soldOut.attributes;
        const { card, opens } = await listed({ color: [color], size: [size] });
        expect(opens?.sku).toBe(soldOut.sku);
        expect(card.inStock, soldOut.sku).toBe(false);
      }
      const unfiltered = await t.call(catalog.productFilter, { ids: [p.id], filters: {} }, lang("en"));
      expect(unfiltered.records[0].url).toBe(`/product/${slug}`);
    }
  });

  it("labels every card with the product's own main category, in both languages", async () => {
    const { db } = t.platform.services;
    const main = new Map(
      (await db.selectFrom("products").select(["id", "main_category_id"]).execute()).map((p) => [
        p.id,
        p.main_category_id,
      ]),
    );
    const names = await db
      .selectFrom("category_translations")
      .select(["category_id", "language_code", "name"])
      .execute();
    const nameOf = (id: number, language: string) =>
      names.find((n) => n.category_id === id && n.language_code === language)?.name;
    for (const language of ["en", "hr"] as const) {
      const tree = await t.call(catalog.categoryFilter, { tree: false }, lang(language));
      // The whole shop, and every category's own list.
      const lists = [
        await everything({}, language),
        ...(await Promise.all(tree.map((c) => everything({ mainCategory: c.id }, language)))),
      ];
      for (const list of lists) {
        for (const card of list.records) {
          expect(card.mainCategory?.id, card.name).toBe(main.get(card.id));
          expect(card.mainCategory?.name, card.name).toBe(nameOf(card.mainCategory!.id, language));
        }
      }
    }
  });

  it("never names a category like the breadcrumb's own Home and Shop crumbs", async () => {
    const taken = { en: [en.shop.home, en.shop.title], hr: [hr.shop.home, hr.shop.title] };
    for (const language of ["en", "hr"] as const) {
      const tree = await t.call(catalog.categoryFilter, { tree: false }, lang(language));
      for (const c of tree) expect(taken[language], c.slug).not.toContain(c.name);
      const { records } = await everything({}, language);
      for (const card of records.slice(0, 12)) {
        const p = await t.call(catalog.productGet, { slug: card.slug }, lang(language));
        const trail = [...taken[language], ...p.breadcrumbs.map((b) => b.name)];
        expect(new Set(trail).size, trail.join(" / ")).toBe(trail.length);
      }
    }
  });
});
