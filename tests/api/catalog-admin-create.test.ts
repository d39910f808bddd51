/**
 * Creating and deleting products in the back office (decision 0076): a new product is saved by the
 * save's own checks and writes (its refusals, under the language they concern), its SKU unique and
 * its addresses made of its names when left empty; it shows in the shop at once (category list,
 * page, search, a cart, an order). A product no order names is deleted with its cart lines,
 * wishlist entries, category links and search documents, and its address answers 404; one an order
 * names, one with variants, one in a bundle stays. Back office only; audited.
 */
process.env.PLATFORM_SECRET ??= "catalog-admin-create-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, cart, catalog, catalogAdmin, checkout, type InputOf } from "#server/contract";
import { catalogAdminMessages as m } from "#server/contract/catalog-admin";
import { catalogMessages } from "#server/contract/catalog";
import { publishingMessages } from "#server/contract/publishing";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser, signedInUser } from "./accounts-fixture";
import { expectFailure, insertProduct, newCart, newProductInput, SITE_ID } from "./cart-fixture";
import { orderInput, readyCart } from "./checkout-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let category: number;

beforeAll(async () => {
  t = await startTestPlatform();
  admin = (await backOfficeUser(t)).headers;
  // A category below the top level, so that the shop lists it.
  const row = await t.platform.services.db
    .selectFrom("categories")
    .select("id")
    .where("site_id", "=", SITE_ID)
    .where("parent_id", "is not", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  category = row.id;
});
afterAll(async () => {
  await t?.close();
});

type CreateInput = InputOf<typeof catalogAdmin.createProduct>;

/** A new product's input in the demo's first category, `changes` over it. */
const createInput = (changes: Partial<CreateInput> = {}): CreateInput =>
  newProductInput({ mainCategoryId: category, categoryIds: [category], ...changes });

const create = (input: CreateInput) => t.call(catalogAdmin.createProduct, input, admin);
const remove = (id: number) => t.call(catalogAdmin.deleteProduct, { id }, admin);

describe("creating a product", () => {
  it("saves it as the edit does, and the shop shows it at once: its category, page, search, a cart and an order", async () => {
    // The catalog's caches are warm before the creation.
    await t.call(catalog.productFilter, { categories: [category], limit: 1000, allowUnlimited: true }, {});
    const input = createInput();
    const created = await create({
      ...input,
      texts: { ...input.texts, hr: { ...input.texts.hr, description: "<p>Opis<script>x</script></p>" } },
    });
    expect(created).toMatchObject({
      sku: input.sku,
      format: "Simple",
      type: "product",
      parentId: null,
      visibleIndividually: true,
      retailPrice: 2500,
      basicPrice: 2500,
      finalPrice: 1990,
      stockQty: 5,
      archived: false,
      featured: false,
      mainCategoryId: category,
      categoryIds: [category],
      kept: null,
    });
    expect(created.texts.hr!.description).toBe("<p>Opis</p>");
    expect(created.url).toBe(`/product/${input.texts.en.slug}`);

    const listed = await t.call(
      catalog.productFilter,
      { categories: [category], limit: 1000, allowUnlimited: true },
      { language: "hr" },
    );
    expect(listed.records.find((r) => r.id === created.id)?.name).toBe(input.texts.hr.name);
    const page = await t.call(catalog.productGet, { slug: input.texts.hr.slug }, { language: "hr" });
    expect(page).toMatchObject({ id: created.id, name: input.texts.hr.name, finalPrice: 1990 });
    const found = await t.call(catalog.search, { search: input.texts.en.name, category: "products" }, {});
    expect(found.records.map((r) => r.id)).toContain(created.id);
    const inList = await t.call(catalogAdmin.products, { q: input.sku }, admin);
    expect(inList.products.map((p) => p.id)).toEqual([created.id]);

    const ready = await readyCart(t, { lines: [{ productId: created.id, qty: 2 }] });
    const order = await t.call(checkout.orderCreate, await orderInput(t, ready));
    expect(order).toBeTruthy();
    const line = await t.platform.services.db
      .selectFrom("order_items")
      .select(["sku", "qty", "unit_price"])
      .where("product_id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ sku: input.sku, qty: 2 });
    expect(Number(line.unit_price)).toBe(1990);
  });

  it("makes an address of the name when none is typed, the SKU's words after it when the name's are short or taken", async () => {
    const input = createInput();
    const word = input.sku.slice("NEW-".length).toLowerCase();
    const first = await create({
      ...input,
      texts: {
        en: { ...input.texts.en, name: `Šalica Đir ${word}`, slug: "" },
        hr: { ...input.texts.hr, name: "Pas", slug: "" },
      },
    });
    expect(first.texts.en!.slug).toBe(`salica-dir-${word}`);
    expect(first.texts.hr!.slug).toBe(`pas-${input.sku.toLowerCase()}`);
    const second = createInput();
    const again = await create({
      ...second,
      texts: { en: { ...second.texts.en, name: `Šalica Đir ${word}`, slug: "" }, hr: second.texts.hr },
    });
    expect(again.texts.en!.slug).toBe(`salica-dir-${word}-${second.sku.toLowerCase()}`);
  });

  it("may start archived: hidden from the shop until shown", async () => {
    const input = createInput({ archived: true });
    const created = await create(input);
    expect(created).toMatchObject({ archived: true, url: null });
    await expectFailure(t.call(catalog.productGet, { slug: input.texts.en.slug }), 404);
    const found = await t.call(catalog.search, { search: input.texts.en.name, category: "products" }, {});
    expect(found.records.map((r) => r.id)).not.toContain(created.id);
  });

  it("refuses a SKU another product has (in any case) or of the wrong form, and the save's refusals, writing nothing", async () => {
    const a = await create(createInput());
    await expectFailure(create(createInput({ sku: a.sku.toLowerCase() })), 409, m.skuTaken);
    await expectFailure(create(createInput({ sku: "-abc" })), 400, m.skuInvalid);
    await expectFailure(create(createInput({ sku: "with space" })), 400, m.skuInvalid);
    await expectFailure(create(createInput({ sku: "x".repeat(65) })), 400, m.skuInvalid);

    const refusal = async (input: CreateInput, status: number, message: string, details?: unknown) => {
      const error = await expectFailure(create(input), status, message);
      if (details !== undefined) expect((error.body as { details?: unknown }).details).toEqual(details);
      const held = await t.platform.services.db
        .selectFrom("products")
        .select("id")
        .where("sku", "=", input.sku)
        .executeTakeFirst();
      expect(held).toBeUndefined();
    };
    const b = createInput();
    await refusal({ ...b, texts: { ...b.texts, hr: { ...b.texts.hr, name: " " } } }, 400, m.productNameMissing, {
      language: "hr",
    });
    await refusal(
      { ...b, texts: { ...b.texts, en: { ...b.texts.en, slug: "abc" } } },
      400,
      publishingMessages.slugTooShort,
      {
        language: "en",
      },
    );
    await refusal(
      { ...b, texts: { ...b.texts, hr: { ...b.texts.hr, slug: a.texts.hr!.slug } } },
      409,
      m.productSlugTaken,
      {
        language: "hr",
      },
    );
    await refusal({ ...b, finalPrice: 3000 }, 400, m.finalAboveRetail);
    await refusal({ ...b, categoryIds: [2_000_000_000] }, 400, m.productCategoryNotFound);
    await refusal({ ...b, mainCategoryId: 2_000_000_000 }, 400, m.productCategoryNotFound);
    await refusal({ ...b, mediaId: 2_000_000_000 }, 400, m.productImageNotFound);
  });
});

describe("deleting a product", () => {
  it("takes it out of carts, wishlists, its categories, search and the catalog; its address answers 404", async () => {
    const input = createInput();
    const created = await create(input);
    const other = await insertProduct(t, { final: 700 });
    const s = await newCart(t);
    await t.call(cart.addItem, { ...s, productId: created.id, qty: 1 });
    await t.call(cart.addItem, { ...s, productId: other, qty: 1 });
    expect((await t.call(cart.getCart, s)).items).toHaveLength(2);
    const shopper = await signedInUser(t);
    await t.call(accounts.wishlistToggle, { product_id: created.id }, shopper.headers);
    // Warm: the page, the list and search have read it.
    await t.call(catalog.productGet, { slug: input.texts.en.slug }, {});
    const listed = () =>
      t.call(catalog.productFilter, { categories: [category], limit: 1000, allowUnlimited: true }, {});
    expect((await listed()).records.map((r) => r.id)).toContain(created.id);
    expect((await t.call(catalogAdmin.product, { id: created.id }, admin)).product.kept).toBeNull();

    expect(await remove(created.id)).toEqual({ deleted: true, redirectsRemoved: 0 });

    await expectFailure(t.call(catalog.productGet, { slug: input.texts.en.slug }), 404);
    await expectFailure(t.call(catalog.productGet, { id: created.id }), 404);
    expect((await listed()).records.map((r) => r.id)).not.toContain(created.id);
    const found = await t.call(catalog.search, { search: input.texts.en.name, category: "products" }, {});
    expect(found.records.map((r) => r.id)).not.toContain(created.id);
    const after = await t.call(cart.getCart, s);
    expect(after.items.map((i) => i.productId)).toEqual([other]);
    expect(after.prices.converted.itemsTotal).toBe(700);
    const wishlist = await t.call(accounts.wishlistFilter, {}, shopper.headers);
    expect(wishlist.items.map((i) => i.product_id)).not.toContain(created.id);
    const db = t.platform.services.db;
    for (const table of ["product_categories", "product_translations", "wishlist_items", "cart_items"] as const) {
      const left = await db.selectFrom(table).select("product_id").where("product_id", "=", created.id).execute();
      expect(left, table).toEqual([]);
    }
    const documents = await db
      .selectFrom("search_documents")
      .select("id")
      .where("kind", "=", "products")
      .where("ref_id", "=", created.id)
      .execute();
    expect(documents).toEqual([]);
    await expectFailure(remove(created.id), 404, catalogMessages.productNotFound);
    await expectFailure(t.call(catalogAdmin.product, { id: created.id }, admin), 404);
  });

  it("keeps a product an order names (archive it instead), one with variants and one in a bundle", async () => {
    const ordered = await create(createInput());
    await t.call(
      checkout.orderCreate,
      await orderInput(t, await readyCart(t, { lines: [{ productId: ordered.id, qty: 1 }] })),
    );
    expect((await t.call(catalogAdmin.product, { id: ordered.id }, admin)).product.kept).toBe("ordered");
    await expectFailure(remove(ordered.id), 409, m.productOrdered);

    const db = t.platform.services.db;
    // A variant of its own: a product row naming it as its configurable product.
    const parent = await create(createInput());
    const variant = await insertProduct(t, { final: 500 });
    await db
      .updateTable("products")
      .set({ parent_id: parent.id, is_visible_individually: 0 })
      .where("id", "=", variant)
      .execute();
    expect((await t.call(catalogAdmin.product, { id: parent.id }, admin)).product.kept).toBe("variants");
    await expectFailure(remove(parent.id), 409, m.productHasVariants);

    const member = await create(createInput());
    const bundle = await insertProduct(t, { final: 3000 });
    await db.updateTable("products").set({ format: "Bundle", type: "bundle" }).where("id", "=", bundle).execute();
    await db
      .insertInto("bundle_items")
      .values({ bundle_id: bundle, product_id: member.id, quantity: 1, position: 0 })
      .execute();
    expect((await t.call(catalogAdmin.product, { id: member.id }, admin)).product.kept).toBe("bundled");
    await expectFailure(remove(member.id), 409, m.productInBundle);
    // Nothing of them went.
    for (const id of [ordered.id, parent.id, variant, member.id])
      expect((await t.call(catalogAdmin.product, { id }, admin)).product.id).toBe(id);
  });

  it("is for back-office users only, and audited", async () => {
    const created = await create(createInput());
    const customer = await signedInUser(t);
    for (const headers of [{}, customer.headers]) {
      const status = Object.keys(headers).length ? 403 : 401;
      await expectFailure(t.call(catalogAdmin.createProduct, createInput(), headers), status);
      await expectFailure(t.call(catalogAdmin.deleteProduct, { id: created.id }, headers), status);
      await expectFailure(t.call(catalogAdmin.newProduct, {}, headers), status);
    }
    const entry = () =>
      t.platform.services.db
        .selectFrom("audit_log")
        .select(["action", "detail"])
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
    expect((await entry()).action).toBe("POST v1/admin/product/create");
    expect((await entry()).detail).toContain(created.sku);
    await remove(created.id);
    expect(await entry()).toMatchObject({ action: "DELETE v1/admin/product/delete/:id" });
    expect((await entry()).detail).toContain(`"id":${created.id}`);
  });

  it("offers the category tree and pictures for a new product's form", async () => {
    const choices = await t.call(catalogAdmin.newProduct, {}, admin);
    expect(choices.categories.length).toBeGreaterThan(0);
    expect(choices.categories[0]!.depth).toBe(0);
    expect(choices.categories.map((c) => c.id)).toContain(category);
  });
});
