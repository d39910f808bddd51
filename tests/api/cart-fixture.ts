/**
 * Helpers for the cart API tests: sessions, products and coupons of known prices inserted next to the
 * demo catalog, the demo catalog's products looked up by slug, and what the database holds for a cart.
 * Every inserted code, SKU and slug starts with "cartfx" so nothing collides with the demo content.
 */
import { expect } from "vitest";
import { cart, catalogAdmin, type InputOf } from "#server/contract";
import { PlatformCallError, type TestPlatform } from "../support/platform";

export const SITE_ID = 1;

/** The first simple demo product a shopper can buy on its own (with more than `minStock` units, if given). */
export async function demoSimpleProductId(t: TestPlatform, minStock?: number): Promise<number> {
  let query = t.platform.services.db
    .selectFrom("products")
    .select("id")
    .where("site_id", "=", SITE_ID)
    .where("format", "=", "Simple")
    .where("archived", "=", 0)
    .where("is_visible_individually", "=", 1);
  if (minStock !== undefined)
    query = query.where((w) => w.or([w("stock_qty", "is", null), w("stock_qty", ">", minStock)]));
  return (await query.orderBy("id").executeTakeFirstOrThrow()).id;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

/** A new cart session, for a guest or (with headers) a signed-in user. */
export async function newCart(t: TestPlatform, headers?: Record<string, string>) {
  return t.call(cart.getNewCartSession, {}, headers);
}

/** The failure of a platform call: its status and, when given, its exact message (or a pattern). */
export async function expectFailure(
  call: Promise<unknown>,
  statusCode: number,
  message?: string | RegExp,
): Promise<PlatformCallError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome))
    throw new Error(`expected a ${statusCode} failure, got ${JSON.stringify(outcome.value).slice(0, 300)}`);
  const error = outcome.error;
  if (!(error instanceof PlatformCallError)) throw error;
  expect({ statusCode: error.statusCode, message: error.message }).toMatchObject({
    statusCode,
    ...(message === undefined
      ? {}
      : { message: typeof message === "string" ? message : expect.stringMatching(message) }),
  });
  return error;
}

export interface ProductSpec {
  final: number;
  membership?: number | null;
  retail?: number;
  /** Null (the default): unlimited. */
  stock?: number | null;
  format?: "Simple" | "EProduct";
  archived?: boolean;
  /** Custom options of the product. */
  options?: { code: string; type?: "text" | "number"; price: number; required?: boolean }[];
}

/** Inserts a product (with an English and a Croatian name) and answers its id. */
export async function insertProduct(t: TestPlatform, spec: ProductSpec): Promise<number> {
  const db = t.platform.services.db;
  const key = unique("cartfx");
  const stamp = new Date().toISOString();
  const { id } = await db
    .insertInto("products")
    .values({
      site_id: SITE_ID,
      type: "product",
      format: spec.format ?? "Simple",
      sku: key.toUpperCase(),
      parent_id: null,
      is_visible_individually: 1,
      retail_price: spec.retail ?? spec.final,
      basic_price: spec.retail ?? spec.final,
      membership_price: spec.membership ?? null,
      final_price: spec.final,
      category_priority: 0,
      main_category_id: null,
      media_id: null,
      stock_qty: spec.stock ?? null,
      archived: spec.archived ? 1 : 0,
      featured: 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("product_translations")
    .values(
      (["en", "hr"] as const).map((language_code) => ({
        product_id: id,
        language_code,
        name: `Cart fixture ${id} ${language_code}`,
        slug: `${key}-${language_code}`,
        short_description: "",
        description: "",
        meta_title: "",
        meta_description: "",
      })),
    )
    .execute();
  for (const [position, o] of (spec.options ?? []).entries()) {
    await db
      .insertInto("custom_options")
      .values({
        product_id: id,
        code: o.code,
        option_type: o.type ?? "text",
        labels: JSON.stringify({ en: o.code, hr: o.code }),
        required: o.required ? 1 : 0,
        price: o.price,
        position,
      })
      .execute();
  }
  return id;
}

export async function setStock(t: TestPlatform, productId: number, stock: number | null): Promise<void> {
  await t.platform.services.db.updateTable("products").set({ stock_qty: stock }).where("id", "=", productId).execute();
}

/** A demo product by its English slug. */
export async function demoProduct(t: TestPlatform, slug: string) {
  const row = await t.platform.services.db
    .selectFrom("product_translations as t")
    .innerJoin("products as p", "p.id", "t.product_id")
    .select(["p.id", "p.format", "p.final_price", "p.membership_price", "p.stock_qty", "p.parent_id"])
    .where("t.slug", "=", slug)
    .where("t.language_code", "=", "en")
    .where("p.site_id", "=", SITE_ID)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    format: row.format,
    finalPrice: Number(row.final_price),
    membershipPrice: row.membership_price === null ? null : Number(row.membership_price),
    stockQty: row.stock_qty === null ? null : Number(row.stock_qty),
  };
}

/** A product (such as a variant) by its SKU. */
export async function productBySku(t: TestPlatform, sku: string) {
  const row = await t.platform.services.db
    .selectFrom("products")
    .select(["id", "final_price", "media_id"])
    .where("sku", "=", sku)
    .where("site_id", "=", SITE_ID)
    .executeTakeFirstOrThrow();
  return { id: row.id, finalPrice: Number(row.final_price), mediaId: row.media_id };
}

/** The live variants of a configurable product, cheapest first, with their stock. */
export async function variantsOf(t: TestPlatform, parentId: number) {
  const rows = await t.platform.services.db
    .selectFrom("products")
    .select(["id", "final_price", "stock_qty"])
    .where("parent_id", "=", parentId)
    .where("archived", "=", 0)
    .orderBy("final_price")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    finalPrice: Number(r.final_price),
    stockQty: r.stock_qty === null ? null : Number(r.stock_qty),
  }));
}

/** The members of a bundle with their formats. */
export async function bundleMembers(t: TestPlatform, bundleId: number) {
  const rows = await t.platform.services.db
    .selectFrom("bundle_items as b")
    .innerJoin("products as p", "p.id", "b.product_id")
    .select(["p.id", "p.format", "b.quantity"])
    .where("b.bundle_id", "=", bundleId)
    .orderBy("b.position")
    .execute();
  return rows.map((r) => ({ id: r.id, format: r.format, quantity: Number(r.quantity) }));
}

export interface CouponSpec {
  type?: "percent" | "fixed";
  value: number;
  minTotal?: number;
  validFrom?: string | null;
  validUntil?: string | null;
  usageLimit?: number | null;
  usedCount?: number;
  active?: boolean;
}

/** Inserts a coupon with a fresh upper-case code and answers the code. */
export async function insertCoupon(t: TestPlatform, spec: CouponSpec): Promise<string> {
  const code = unique("CARTFX").toUpperCase().replace(/-/g, "");
  await t.platform.services.db
    .insertInto("coupons")
    .values({
      site_id: SITE_ID,
      code,
      type: spec.type ?? "percent",
      value: spec.value,
      min_total: spec.minTotal ?? 0,
      valid_from: spec.validFrom ?? null,
      valid_until: spec.validUntil ?? null,
      usage_limit: spec.usageLimit ?? null,
      used_count: spec.usedCount ?? 0,
      active: spec.active === false ? 0 : 1,
    })
    .execute();
  return code;
}

/** Inserts a member card valid from 2024 until `validUntil` (YYYY-MM-DD) and answers its barcode. */
export async function insertMemberCard(t: TestPlatform, validUntil: string, active = true): Promise<string> {
  const barcode = unique("CARTFX-CARD").toUpperCase();
  await t.platform.services.db
    .insertInto("member_cards")
    .values({
      barcode,
      holder_name: "Cart Test",
      valid_from: "2024-01-01",
      valid_until: validUntil,
      active: active ? 1 : 0,
    })
    .execute();
  return barcode;
}

/** YYYY-MM-DD in UTC, `days` from today. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the database holds for a cart: its row and its lines (for "nothing changed" checks). */
export async function stored(t: TestPlatform, cartId: number) {
  const db = t.platform.services.db;
  const [row, items] = await Promise.all([
    db.selectFrom("carts").selectAll().where("id", "=", cartId).executeTakeFirstOrThrow(),
    db.selectFrom("cart_items").selectAll().where("cart_id", "=", cartId).orderBy("id").execute(),
  ]);
  return { row, items: items.map((i) => ({ ...i, qty: Number(i.qty) })) };
}

/** The VAT (25 %) contained in a gross amount, as the issue states it. */
export const vatOf = (gross: number) => Math.round((gross * 25) / 125);

export type ProductSaveInput = InputOf<typeof catalogAdmin.saveProduct>;

/** What the back office's product form posts for product `id` as it is now, with `changes` over it. */
export async function productSaveInput(
  t: TestPlatform,
  admin: Record<string, string>,
  id: number,
  changes: Partial<ProductSaveInput> = {},
): Promise<ProductSaveInput> {
  const { product } = await t.call(catalogAdmin.product, { id }, admin);
  const texts = (language: "en" | "hr") => ({
    name: "",
    slug: "",
    shortDescription: "",
    description: "",
    metaTitle: "",
    metaDescription: "",
    ...product.texts[language],
  });
  return {
    id,
    texts: { en: texts("en"), hr: texts("hr") },
    retailPrice: product.retailPrice,
    finalPrice: product.finalPrice,
    membershipPrice: product.membershipPrice,
    stockQty: product.stockQty,
    featured: product.featured,
    archived: product.archived,
    mainCategoryId: product.mainCategoryId,
    categoryIds: product.categoryIds,
    mediaId: product.image?.id ?? null,
    ...changes,
  };
}

export type ProductCreateInput = InputOf<typeof catalogAdmin.createProduct>;
let newProducts = 0;

/** A product form's texts in one language: a name and a slug, the rest left empty. */
export function productTexts(name: string, slug: string) {
  return { name, slug, shortDescription: "", description: "", metaTitle: "", metaDescription: "" };
}

/**
 * The back office's new-product form as posted: a SKU and names and addresses in both languages new
 * to each call, prices, a stock of 5, in no category, with `changes` over it.
 */
export function newProductInput(changes: Partial<ProductCreateInput> = {}): ProductCreateInput {
  const n = `${Date.now().toString(36)}${process.pid.toString(36)}${++newProducts}`;
  return {
    sku: `NEW-${n}`,
    texts: {
      en: productTexts(`Quokka lamp ${n}`, `quokka-lamp-${n}`),
      hr: productTexts(`Svjetiljka kvoka ${n}`, `svjetiljka-kvoka-${n}`),
    },
    retailPrice: 2500,
    finalPrice: 1990,
    membershipPrice: null,
    stockQty: 5,
    featured: false,
    archived: false,
    mainCategoryId: null,
    categoryIds: [],
    mediaId: null,
    ...changes,
  };
}
