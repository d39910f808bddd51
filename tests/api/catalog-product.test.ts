import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { catalog } from "#server/contract";
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
const get = (input: { slug?: string; id?: number; store?: number }, language: "en" | "hr" = "en") =>
  t.call(catalog.productGet, input, lang(language));

describe("product page", () => {
  it("answers a simple product by slug with everything the page shows", async () => {
    const p = await get({ slug: "fx-mike-shirt" });
    expect(p).toMatchObject({
      id: fx.products.p1,
      name: "Mike shirt",
      slug: "fx-mike-shirt",
      url: "/product/fx-mike-shirt",
      format: "Simple",
      finalPrice: 1000,
      discountPercent: 0,
      currency: "EUR",
      inStock: true,
      stockQty: null,
      featured: true,
      categoryPriority: 5,
      shortDescription: "Mike shirt short",
      description: "<p>Mike shirt</p>",
      metaTitle: "Mike shirt",
      mainCategory: { id: fx.categories.shirts, name: "Shirts", slug: "fx-shirts" },
      categories: [{ id: fx.categories.shirts, name: "Shirts", slug: "fx-shirts" }],
      breadcrumbs: [
        { id: fx.categories.root, name: "Fixture root", slug: "fx-root" },
        { id: fx.categories.shirts, name: "Shirts", slug: "fx-shirts" },
      ],
      tags: [{ id: fx.tagId, name: "Sale" }],
      customOptions: [{ code: "engraving", option_type: "text", label: "Engraving", required: false, price: 500 }],
      associatedProducts: [],
      associatedProductsAttributes: [],
      bundles: [],
      translations: [
        { languageCode: "en", slug: "fx-mike-shirt", url: "/product/fx-mike-shirt" },
        { languageCode: "hr", slug: "fx-mike-shirt-hr", url: "/hr/product/fx-mike-shirt-hr" },
      ],
    });
    expect(p.gallery.map((m) => m.id)).toEqual(fx.mediaIds);
    // Cross-sells: the archived and the hidden product are left out.
    expect(p.crossSellProducts.map((c) => c.id)).toEqual([fx.products.p3]);
    expect(p.attributeSet.attributes).toEqual([
      {
        attributeCode: "fx_color",
        label: "Colour",
        inputType: "visualSwatch",
        value: { value: "red", label: "Red" },
        values: [{ value: "red", label: "Red" }],
      },
      {
        attributeCode: "fx_material",
        label: "Material",
        inputType: "multipleSelect",
        value: { value: "cotton", label: "Cotton" },
        values: [{ value: "cotton", label: "Cotton" }],
      },
      {
        attributeCode: "fx_weight",
        label: "Weight",
        inputType: "numberField",
        value: { value: "1.5", label: "1.5" },
        values: [{ value: "1.5", label: "1.5" }],
      },
      {
        attributeCode: "fx_waterproof",
        label: "Waterproof",
        inputType: "yesNo",
        value: { value: "true", label: "Yes" },
        values: [{ value: "true", label: "Yes" }],
      },
      {
        attributeCode: "fx_release",
        label: "Release",
        inputType: "date",
        value: { value: "2024-01-10", label: expect.stringContaining("2024") },
        values: [{ value: "2024-01-10", label: expect.stringContaining("2024") }],
      },
    ]);
  });

  it("answers in Croatian by the Croatian slug, or by id", async () => {
    const p = await get({ slug: "fx-alpha-shirt-hr" }, "hr");
    expect(p).toMatchObject({
      id: fx.products.p2,
      name: "Dres",
      url: "/hr/product/fx-alpha-shirt-hr",
      metaTitle: "Dres meta",
      discountPercent: 20,
    });
    const attrs = Object.fromEntries(p.attributeSet.attributes.map((a) => [a.attributeCode, a.value]));
    expect(attrs.fx_material).toEqual({ value: "cotton,wool", label: "Pamuk, Vuna" });
    expect(attrs.fx_waterproof).toEqual({ value: "false", label: "Ne" });
    expect(attrs.fx_weight).toEqual({ value: "2", label: "2" });
    const byId = await get({ id: fx.products.p2, store: 59 }, "hr");
    expect(byId.slug).toBe("fx-alpha-shirt-hr");
    expect(byId.breadcrumbs.map((c) => c.name)).toEqual(["Korijen", "Majice", "Polo majice"]);
  });

  it("answers 404 for unknown slugs and ids and for archived products", async () => {
    for (const query of ["slug=fx-no-such-product", "id=987654", "slug=fx-foxtrot-archived", `id=${fx.products.p6}`]) {
      const res = await t.request(`/api/v1/product/web/get?${query}`);
      expect(errorProblems(res, 404, "Product not found")).toEqual([]);
    }
  });

  it("answers 400 for a store of no site and without slug or id", async () => {
    const res = await t.request(`/api/v1/product/web/get?id=${fx.products.p1}&store=12345`);
    expect(errorProblems(res, 400, "Store is not defined")).toEqual([]);
    expect(errorProblems(await t.request(`/api/v1/product/web/get`), 400, /slug or id is required/)).toEqual([]);
  });
});

describe("configurable products", () => {
  it("carry their variants (not archived ones) with axis values, prices and stock", async () => {
    const p = await get({ slug: "fx-bravo-tee" });
    expect(p.format).toBe("Configurable");
    expect(p.inStock).toBe(true);
    expect(
      p.associatedProducts.map((v) => ({
        id: v.id,
        attributes: v.attributes,
        stockQty: v.stockQty,
        inStock: v.inStock,
        finalPrice: v.finalPrice,
      })),
    ).toEqual([
      {
        id: fx.products.p7a,
        attributes: { fx_color: "red", fx_size: "s" },
        stockQty: 0,
        inStock: false,
        finalPrice: 2500,
      },
      {
        id: fx.products.p7b,
        attributes: { fx_color: "blue", fx_size: "m" },
        stockQty: 5,
        inStock: true,
        finalPrice: 2600,
      },
    ]);
    expect(p.associatedProducts[0]).toMatchObject({
      isVisibleIndividually: false,
      mainProductSlug: "fx-bravo-tee",
      slug: "fx-bravo-tee-red-s",
    });
  });

  it("carry their axes with the values the variants use and the shop default", async () => {
    const p = await get({ slug: "fx-bravo-tee" });
    expect(p.associatedProductsAttributes).toEqual([
      {
        label: "Colour",
        inputType: "visualSwatch",
        customClass: "c-color",
        attributeCode: "fx_color",
        values: [
          {
            id: fx.values.red,
            value: "red",
            label: "Red",
            swatch: "#ff0000",
            isMedia: false,
            media: null,
            shopDefault: false,
          },
          {
            id: fx.values.blue,
            value: "blue",
            label: "Blue",
            swatch: "#0000ff",
            isMedia: false,
            media: null,
            shopDefault: true,
          },
        ],
      },
      {
        label: "Size",
        inputType: "dropdown",
        customClass: "c-size",
        attributeCode: "fx_size",
        values: [
          { id: fx.values.s, value: "s", label: "Small", swatch: "", isMedia: false, media: null, shopDefault: false },
          { id: fx.values.m, value: "m", label: "Medium", swatch: "", isMedia: false, media: null, shopDefault: false },
        ],
      },
    ]);
  });

  it("answer a variant by its slug, pointing at the main product", async () => {
    const v = await get({ slug: "fx-bravo-tee-blue-m-hr" }, "hr");
    expect(v).toMatchObject({
      id: fx.products.p7b,
      isVisibleIndividually: false,
      mainProductSlug: "fx-bravo-tee-hr",
      name: "Ćup plavi M",
      stockQty: 5,
    });
  });
});

describe("bundles", () => {
  it("embed their members in the product page", async () => {
    const b = await get({ slug: "fx-hotel-bundle" });
    expect(b.format).toBe("Bundle");
    expect(b.bundles.map((e) => [e.product.id, e.quantity, e.format])).toEqual([
      [fx.products.p1, 2, "Simple"],
      [fx.products.p4, 1, "Simple"],
    ]);
  });

  it("check a simple bundle as valid", async () => {
    const r = await t.call(catalog.checkBundles, { product: fx.products.p9 }, lang("en"));
    expect(r).toMatchObject({ bundleId: fx.products.p9, configurable: false, valid: true, problems: [] });
    expect(r.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      ["fx-p1", 2],
      ["fx-p4", 1],
    ]);
  });

  it("flag a bundle with a configurable member, with the member's variants and axes", async () => {
    const r = await t.call(catalog.checkBundles, { product: fx.products.p10 }, lang("en"));
    expect(r).toMatchObject({ configurable: true, valid: true, problems: [] });
    const member = r.items.find((i) => i.format === "Configurable")!;
    expect(member.product.associatedProducts.map((v) => v.id)).toEqual([fx.products.p7a, fx.products.p7b]);
    expect(member.product.associatedProductsAttributes.map((a) => a.attributeCode)).toEqual(["fx_color", "fx_size"]);
  });

  it("find nested bundles and unavailable members", async () => {
    const r = await t.call(catalog.checkBundles, { product: fx.products.p11 }, lang("en"));
    expect(r).toMatchObject({
      configurable: false,
      valid: false,
      problems: ["nestedBundle", "memberUnavailable:fx-p3"],
    });
    expect(r.items.map((i) => i.format)).toEqual(["Bundle", "Simple"]);
  });

  it("answer 400 for a product that is not a bundle and 404 for an unknown one", async () => {
    expect(
      errorProblems(await t.request(`/api/v1/product/checkBundles?product=${fx.products.p1}`), 400, "Not a bundle"),
    ).toEqual([]);
    expect(
      errorProblems(await t.request(`/api/v1/product/checkBundles?product=987654`), 404, "Product not found"),
    ).toEqual([]);
  });

  it("show a bundle out of stock while a member cannot be bought, on its page and its card", async () => {
    // Review: the wishlist's card offered "Add to cart" for a bundle whose member was sold out.
    expect((await get({ id: fx.products.p11 })).inStock).toBe(false);
    expect((await get({ id: fx.products.p9 })).inStock).toBe(true);
    const db = t.platform.services.db;
    await db.updateTable("products").set({ stock_qty: 0 }).where("id", "=", fx.products.p4).execute();
    try {
      // The page's card is every list's (the wishlist's, a category's, the search's).
      expect((await get({ id: fx.products.p9 })).inStock).toBe(false);
    } finally {
      await db.updateTable("products").set({ stock_qty: 7 }).where("id", "=", fx.products.p4).execute();
    }
    // A configurable member counts as in stock while one of its variants is.
    expect((await get({ id: fx.products.p10 })).inStock).toBe(true);
  });

  it("see an archived member as unavailable", async () => {
    const db = t.platform.services.db;
    await db.updateTable("products").set({ archived: 1 }).where("id", "=", fx.products.p4).execute();
    try {
      const r = await t.call(catalog.checkBundles, { product: fx.products.p9 }, lang("en"));
      expect(r).toMatchObject({ valid: false, problems: ["memberUnavailable:fx-p4"] });
    } finally {
      await db.updateTable("products").set({ archived: 0 }).where("id", "=", fx.products.p4).execute();
    }
  });
});

describe("product page: remembered facts", () => {
  it("reads stock and pictures on every call, and texts again after a catalog write", async () => {
    const { db } = t.platform.services;
    await get({ slug: "fx-mike-shirt" });
    // An order takes stock without a catalog write (one that sells out does write).
    await db.updateTable("products").set({ stock_qty: 7 }).where("id", "=", fx.products.p1).execute();
    const mediaId = fx.mediaIds[0]!;
    const { alt_texts } = await db
      .selectFrom("media")
      .select("alt_texts")
      .where("id", "=", mediaId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("media")
      .set({ alt_texts: JSON.stringify({ en: "Fresh alt" }) })
      .where("id", "=", mediaId)
      .execute();
    const stocked = await get({ slug: "fx-mike-shirt" });
    expect(stocked.stockQty).toBe(7);
    expect(stocked.media?.alt).toBe("Fresh alt");
    await db
      .updateTable("product_translations")
      .set({ short_description: "Rewritten" })
      .where("product_id", "=", fx.products.p1)
      .where("language_code", "=", "en")
      .execute();
    invalidateCatalog(t.platform.services);
    expect((await get({ slug: "fx-mike-shirt" })).shortDescription).toBe("Rewritten");
    await db.updateTable("products").set({ stock_qty: null }).where("id", "=", fx.products.p1).execute();
    await db
      .updateTable("product_translations")
      .set({ short_description: "Mike shirt short" })
      .where("product_id", "=", fx.products.p1)
      .where("language_code", "=", "en")
      .execute();
    await db.updateTable("media").set({ alt_texts }).where("id", "=", mediaId).execute();
    invalidateCatalog(t.platform.services);
  });
});
