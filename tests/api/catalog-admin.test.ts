/**
 * The catalogue's back office (decision 0071): the product list (search by name or SKU, category and
 * archived filters, pages of 50), one product read and saved (texts per language, prices, stock,
 * flags, categories, image), every refusal with its message, back office only; and what a save
 * changes in the shop at once: the product page, the lists, search, and a cart holding it.
 */
process.env.PLATFORM_SECRET ??= "catalog-admin-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cart, catalog, catalogAdmin, redirects } from "#server/contract";
import { PRODUCTS_PAGE_SIZE } from "#server/contract/catalog-admin-limits";
import { catalogAdminMessages as m } from "#server/contract/catalog-admin";
import { catalogMessages } from "#server/contract/catalog";
import { cmsMessages, RICH_TEXT_LINK } from "#server/contract/cms";
import { publishingMessages } from "#server/contract/publishing";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser, signedInUser } from "./accounts-fixture";
import {
  expectFailure,
  insertProduct,
  newCart,
  productSaveInput,
  SITE_ID,
  type ProductSaveInput,
} from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let categoryIds: number[];

beforeAll(async () => {
  t = await startTestPlatform();
  admin = (await backOfficeUser(t)).headers;
  const rows = await t.platform.services.db
    .selectFrom("categories")
    .select("id")
    .where("site_id", "=", SITE_ID)
    .orderBy("id")
    .limit(3)
    .execute();
  categoryIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

type SaveInput = ProductSaveInput;

/** What the form posts for a product as it is now, with `changes` over it. */
const saveInput = (id: number, changes: Partial<SaveInput> = {}) => productSaveInput(t, admin, id, changes);

const save = (input: SaveInput) => t.call(catalogAdmin.saveProduct, input, admin);

describe("the product list", () => {
  it("pages the site's products newest first, 50 a page, and finds one by SKU or by name in the caller's language", async () => {
    const first = await t.call(catalogAdmin.products, {}, admin);
    expect(first.products).toHaveLength(PRODUCTS_PAGE_SIZE);
    expect(first.totalPages).toBe(Math.ceil(first.totalRecords / PRODUCTS_PAGE_SIZE));
    const ids = first.products.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await t.call(catalogAdmin.products, { page: 2 }, admin);
    expect(second.products[0]!.id).toBeLessThan(ids.at(-1)!);
    const past = await t.call(catalogAdmin.products, { page: first.totalPages + 1 }, admin);
    expect(past.products).toEqual([]);

    const id = await insertProduct(t, { final: 1250, retail: 1500, stock: 7 });
    const { sku } = (await t.call(catalogAdmin.product, { id }, admin)).product;
    const bySku = await t.call(catalogAdmin.products, { q: sku.toLowerCase() }, admin);
    expect(bySku.products.map((p) => p.id)).toEqual([id]);
    expect(bySku.products[0]).toMatchObject({ finalPrice: 1250, stockQty: 7, archived: false, format: "Simple" });
    expect(bySku.products[0]!.url).toMatch(/^\/product\/cartfx-/);
    const byName = await t.call(catalogAdmin.products, { q: `fixture ${id} HR` }, { ...admin, language: "hr" });
    expect(byName.products.map((p) => p.id)).toEqual([id]);
    expect(byName.products[0]!.url).toMatch(/^\/hr\/product\//);
    // LIKE's wildcards are plain characters of a search.
    expect((await t.call(catalogAdmin.products, { q: "%_%" }, admin)).totalRecords).toBe(0);
  });

  it("finds a name with accented letters in any letter case, as PostgreSQL does on SQLite too", async () => {
    const id = await insertProduct(t, { final: 990 });
    const tag = String(id);
    await save(
      await saveInput(id, {
        texts: {
          en: { ...(await saveInput(id)).texts.en, name: `Plum brandy ${tag}` },
          hr: { ...(await saveInput(id)).texts.hr, name: `Šljivovica Đurđevac ${tag}` },
        },
      }),
    );
    const hr = { ...admin, language: "hr" };
    for (const q of [`šljivovica đurđevac ${tag}`, `ŠLJIVOVICA ĐURĐEVAC ${tag}`, `vica đurđ`])
      expect((await t.call(catalogAdmin.products, { q }, hr)).products.map((p) => p.id)).toContain(id);
    expect((await t.call(catalogAdmin.products, { q: `šljivovica ${tag}` }, hr)).products).toEqual([]);
  });

  it("keeps a category's products, or the archived ones, or the others", async () => {
    const category = categoryIds[0]!;
    const inCategory = await t.call(catalogAdmin.products, { category }, admin);
    const members = await t.platform.services.db
      .selectFrom("product_categories as c")
      .innerJoin("products as p", "p.id", "c.product_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("c.category_id", "=", category)
      .where("p.parent_id", "is", null)
      .executeTakeFirstOrThrow();
    expect(inCategory.totalRecords).toBe(Number(members.n));

    const archived = await insertProduct(t, { final: 100, archived: true });
    const onlyArchived = await t.call(catalogAdmin.products, { archived: "archived" }, admin);
    expect(onlyArchived.products.every((p) => p.archived)).toBe(true);
    expect(onlyArchived.products.map((p) => p.id)).toContain(archived);
    expect(onlyArchived.products.find((p) => p.id === archived)!.url).toBeNull();
    const active = await t.call(catalogAdmin.products, { archived: "active" }, admin);
    expect(active.products.every((p) => !p.archived)).toBe(true);
    const all = await t.call(catalogAdmin.products, {}, admin);
    expect(all.totalRecords).toBe(onlyArchived.totalRecords + active.totalRecords);
  });

  it("lists a configurable product's variants on its page", async () => {
    const parent = await t.platform.services.db
      .selectFrom("products")
      .select("id")
      .where("format", "=", "Configurable")
      .where("site_id", "=", SITE_ID)
      .executeTakeFirstOrThrow();
    const { variants, categories, product } = await t.call(catalogAdmin.product, { id: parent.id }, admin);
    expect(product.format).toBe("Configurable");
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.every((v) => v.parentId === parent.id)).toBe(true);
    // A variant links to its configurable product's page.
    expect(variants[0]!.url).toBe(product.url);
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0]!.depth).toBe(0);
    // The list leaves variants to their product's page; a search finds them.
    const listed = await t.call(catalogAdmin.products, { page: 1 }, admin);
    expect(listed.products.every((p) => p.parentId === null)).toBe(true);
    const found = await t.call(catalogAdmin.products, { q: variants[0]!.sku }, admin);
    expect(found.products.map((p) => p.id)).toEqual([variants[0]!.id]);
  });
});

describe("saving a product", () => {
  it("changes its texts, prices, stock and categories, and the shop shows them at once (page, list, search, a cart)", async () => {
    const id = await insertProduct(t, { final: 2000, retail: 2500, stock: 3 });
    const s = await newCart(t);
    await t.call(cart.addItem, { ...s, productId: id, qty: 1 });
    // The catalog's caches and remembered reads are warm before the save.
    await t.call(catalog.productGet, { id }, { language: "hr" });
    const category = categoryIds[1]!;
    await t.call(catalog.productFilter, { categories: [category], limit: 100 }, { language: "hr" });

    const input = await saveInput(id, {
      retailPrice: 3000,
      finalPrice: 1999,
      membershipPrice: 1899,
      stockQty: 12,
      featured: true,
      mainCategoryId: category,
      categoryIds: [],
    });
    input.texts.hr = {
      ...input.texts.hr,
      name: "Zimska jakna Sjever",
      slug: `zimska-jakna-sjever-${id}`,
      shortDescription: "Topla i lagana.",
      description: '<p>Opis <script>alert(1)</script><a href="javascript:alert(1)">veza</a></p>',
      metaTitle: "Zimska jakna",
      metaDescription: "Topla zimska jakna.",
    };
    const saved = await save(input);
    expect(saved).toMatchObject({
      retailPrice: 3000,
      basicPrice: 3000,
      finalPrice: 1999,
      membershipPrice: 1899,
      stockQty: 12,
      featured: true,
      mainCategoryId: category,
      categoryIds: [category],
    });
    expect(saved.texts.hr!.description).toBe("<p>Opis <a>veza</a></p>");

    const page = await t.call(catalog.productGet, { slug: `zimska-jakna-sjever-${id}` }, { language: "hr" });
    expect(page).toMatchObject({ id, name: "Zimska jakna Sjever", stockQty: 12 });
    expect(page).toMatchObject({ finalPrice: 1999, retailPrice: 3000, discountPercent: 33 });
    const list = await t.call(catalog.productFilter, { categories: [category], limit: 100 }, { language: "hr" });
    expect(list.records.find((r) => r.id === id)?.name).toBe("Zimska jakna Sjever");
    const found = await t.call(catalog.search, { search: "Sjever", category: "products" }, { language: "hr" });
    expect(found.records.map((r) => r.id)).toContain(id);
    // The cart prices its line from the product as it is now.
    const after = await t.call(cart.getCart, s);
    expect(after.items[0]!.prices.converted.finalPrice).toBe(1999);
  });

  it("refuses a new link in a description that leads to no page of the site, naming it and the language; one kept as it was stays", async () => {
    // Found in review: a rich text's link could lead to a 404; a product's description is rich text too.
    const id = await insertProduct(t, { final: 900 });
    const input = await saveInput(id, { mainCategoryId: categoryIds[0]!, categoryIds: [categoryIds[0]!] });
    input.texts.hr = { ...input.texts.hr, description: '<p><a href="/hr/o-namaa">O nama</a></p>' };
    const refused = await expectFailure(save(input), 400, cmsMessages.linkTargetMissing);
    expect(refused.body).toMatchObject({
      code: "LINK_TARGET_MISSING",
      details: { link: { type: RICH_TEXT_LINK, value: "/hr/o-namaa" }, language: "hr" },
    });
    input.texts.hr = { ...input.texts.hr, description: '<p><a href="/hr/o-nama">O nama</a></p>' };
    expect((await save(input)).texts.hr!.description).toContain('href="/hr/o-nama"');
    // Stored before the rule (or its page gone since): the product's other texts still save.
    await t.platform.services.db
      .updateTable("product_translations")
      .set({ description: '<p><a href="/gone-page">Gone</a></p>' })
      .where("product_id", "=", id)
      .where("language_code", "=", "en")
      .execute();
    const kept = await saveInput(id, { mainCategoryId: categoryIds[0]!, categoryIds: [categoryIds[0]!] });
    kept.texts.en = { ...kept.texts.en, name: "Renamed with an old link" };
    expect((await save(kept)).texts.en!.name).toBe("Renamed with an old link");
  });

  it("archives a product: gone from the shop's lists, its page and search", async () => {
    const id = await insertProduct(t, { final: 900 });
    const input = await saveInput(id, { mainCategoryId: categoryIds[0]!, categoryIds: [categoryIds[0]!] });
    await save(input);
    const listed = () =>
      t.call(catalog.productFilter, { categories: [categoryIds[0]!], limit: 1000, allowUnlimited: true }, {});
    expect((await listed()).records.map((r) => r.id)).toContain(id);
    await save({ ...input, archived: true });
    expect((await listed()).records.map((r) => r.id)).not.toContain(id);
    await expectFailure(t.call(catalog.productGet, { id }), 404);
    const name = input.texts.en.name;
    const found = await t.call(catalog.search, { search: name, category: "products" }, {});
    expect(found.records.map((r) => r.id)).not.toContain(id);
  });

  it("leads a product's old address to its new one, in the language whose address changed", async () => {
    const id = await insertProduct(t, { final: 700 });
    const input = await saveInput(id);
    const { en, hr } = input.texts;
    const moved = `${en.slug}-moved`;
    await save({ ...input, texts: { en: { ...en, slug: moved }, hr } });
    const found = (path: string) => t.call(redirects.find, { path });
    expect((await found(`/product/${en.slug}`)).redirect).toMatchObject({ to: `/product/${moved}`, statusCode: 301 });
    expect((await found(`/hr/product/${hr.slug}`)).redirect).toBeNull();
    // Moved back: the address answers again, with no redirect from it (it would loop).
    await save({ ...input, texts: { en, hr } });
    expect((await found(`/product/${en.slug}`)).redirect).toBeNull();
    expect((await found(`/product/${moved}`)).redirect).toMatchObject({ to: `/product/${en.slug}` });
  });

  it("takes no tracked stock (empty) and keeps the SKU and format as they were", async () => {
    const id = await insertProduct(t, { final: 500, stock: 4 });
    const saved = await save(await saveInput(id, { stockQty: null }));
    expect(saved.stockQty).toBeNull();
    expect((await t.call(catalog.productGet, { id })).inStock).toBe(true);
  });
});

describe("refusals", () => {
  const refusal = async (call: Promise<unknown>, status: number, message: string, details?: unknown) => {
    const error = await expectFailure(call, status, message);
    if (details !== undefined) expect((error.body as { details?: unknown }).details).toEqual(details);
  };

  it("says which language's name or address is wrong, and refuses prices out of order", async () => {
    const id = await insertProduct(t, { final: 1000, retail: 1200 });
    const input = await saveInput(id);
    await refusal(
      save({ ...input, texts: { ...input.texts, hr: { ...input.texts.hr, name: " " } } }),
      400,
      m.productNameMissing,
      { language: "hr" },
    );
    await refusal(
      save({ ...input, texts: { ...input.texts, en: { ...input.texts.en, slug: "abc" } } }),
      400,
      publishingMessages.slugTooShort,
      { language: "en" },
    );
    await refusal(
      save({ ...input, texts: { ...input.texts, hr: { ...input.texts.hr, slug: "Zimska jakna!" } } }),
      400,
      publishingMessages.slugInvalid,
      { language: "hr" },
    );
    await refusal(save({ ...input, finalPrice: 1300 }), 400, m.finalAboveRetail);
    await refusal(save({ ...input, membershipPrice: 1100 }), 400, m.membershipAboveFinal);
    await refusal(save({ ...input, categoryIds: [2_000_000_000] }), 400, m.productCategoryNotFound);
    await refusal(save({ ...input, mainCategoryId: 2_000_000_000 }), 400, m.productCategoryNotFound);
    await refusal(save({ ...input, mediaId: 2_000_000_000 }), 400, m.productImageNotFound);
    await refusal(save({ ...input, id: 2_000_000_000 }), 404, catalogMessages.productNotFound);
    await refusal(t.call(catalogAdmin.product, { id: 2_000_000_000 }, admin), 404, catalogMessages.productNotFound);
    // A negative price or stock is no input at all.
    await expectFailure(save({ ...input, stockQty: -1 }), 400);
    await expectFailure(save({ ...input, retailPrice: -5 }), 400);
    // Nothing of the refused saves was written.
    expect((await t.call(catalogAdmin.product, { id }, admin)).product).toMatchObject({
      finalPrice: 1000,
      retailPrice: 1200,
      membershipPrice: null,
      categoryIds: [],
    });
  });

  it("refuses an address another product has in the same language, not one it has in another", async () => {
    const a = await insertProduct(t, { final: 1000 });
    const b = await insertProduct(t, { final: 1000 });
    const other = (await t.call(catalogAdmin.product, { id: a }, admin)).product.texts;
    const input = await saveInput(b);
    await refusal(
      save({ ...input, texts: { ...input.texts, hr: { ...input.texts.hr, slug: other.hr!.slug } } }),
      409,
      m.productSlugTaken,
      { language: "hr" },
    );
    // a's English address as b's Croatian one: addresses are unique per language.
    const saved = await save({ ...input, texts: { ...input.texts, hr: { ...input.texts.hr, slug: other.en!.slug } } });
    expect(saved.texts.hr!.slug).toBe(other.en!.slug);
  });

  it("keeps a code e-product's stock to its pool of codes", async () => {
    const id = await insertProduct(t, { final: 700, format: "EProduct", stock: 0 });
    await t.platform.services.db
      .insertInto("product_deliveries")
      .values({ product_id: id, delivery_type: "code", media_id: null, url: null })
      .execute();
    const input = await saveInput(id);
    expect((await t.call(catalogAdmin.product, { id }, admin)).product.stockIsCodePool).toBe(true);
    await refusal(save({ ...input, stockQty: 5 }), 409, m.stockIsCodePool);
    await expect(save({ ...input, finalPrice: 600, retailPrice: 700 })).resolves.toMatchObject({ finalPrice: 600 });
  });

  it("is for back-office users only", async () => {
    const id = await insertProduct(t, { final: 1000 });
    const input = await saveInput(id);
    const customer = await signedInUser(t);
    for (const headers of [{}, customer.headers]) {
      const status = Object.keys(headers).length ? 403 : 401;
      await expectFailure(t.call(catalogAdmin.products, {}, headers), status);
      await expectFailure(t.call(catalogAdmin.product, { id }, headers), status);
      await expectFailure(t.call(catalogAdmin.saveProduct, { ...input, finalPrice: 1 }, headers), status);
    }
    expect((await t.call(catalogAdmin.product, { id }, admin)).product.finalPrice).toBe(1000);
  });

  it("records a save in the audit log", async () => {
    const id = await insertProduct(t, { final: 1000 });
    await save(await saveInput(id, { finalPrice: 990, retailPrice: 1000 }));
    const entry = await t.platform.services.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe("PUT v1/admin/product/save");
    expect(entry.detail).toContain(`"id":${id}`);
  });
});
