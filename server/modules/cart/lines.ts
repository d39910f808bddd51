/**
 * What may go into a cart line (spec section 4): the product must be live on the site; a configurable
 * product needs a chosen variant (given, or named by its attribute values); a bundle with configurable members needs a variant for each; custom
 * options (personalizations) are checked against the product's definitions. Stock is checked by the caller.
 */
import { cartMessages } from "#server/contract/cart";
import { MAX_LINE_QUANTITY } from "#server/contract/cart-pricing";
import type { DbOrTx } from "#server/db";
import { customOptionsOf, variantMatching, type CustomOptionRecord } from "../catalog";
import type { SiteRecord } from "../site";
import { cartError, optionError } from "./errors";

export interface LineOptions {
  personalizations: Record<string, string>;
  /** Member product id -> chosen variant id. */
  bundleOptions: Record<string, number>;
}

export interface ProductFacts {
  id: number;
  format: string;
  parentId: number | null;
  finalPrice: number;
  membershipPrice: number | null;
  retailPrice: number;
  stockQty: number | null;
  archived: boolean;
}

export async function productFacts(db: DbOrTx, site: SiteRecord, ids: number[]): Promise<Map<number, ProductFacts>> {
  const out = new Map<number, ProductFacts>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom("products")
    .select(["id", "format", "parent_id", "final_price", "membership_price", "retail_price", "stock_qty", "archived"])
    .where("site_id", "=", site.id)
    .where("id", "in", [...new Set(ids)])
    .execute();
  for (const r of rows) {
    out.set(r.id, {
      id: r.id,
      format: r.format,
      parentId: r.parent_id,
      finalPrice: Number(r.final_price),
      membershipPrice: r.membership_price === null ? null : Number(r.membership_price),
      retailPrice: Number(r.retail_price),
      stockQty: r.stock_qty === null ? null : Number(r.stock_qty),
      archived: Number(r.archived) === 1,
    });
  }
  return out;
}

/** Options in one canonical order, so the same choice always makes the same line key. */
export function optionsKey(options: LineOptions): string {
  const p = Object.entries(options.personalizations).sort(([a], [b]) => a.localeCompare(b));
  const b = Object.entries(options.bundleOptions)
    .map(([k, v]) => [Number(k), v] as const)
    .sort((x, y) => x[0] - y[0]);
  return JSON.stringify({ p, b });
}

export function parseLineOptions(text: string): LineOptions {
  try {
    const value = JSON.parse(text) as Partial<LineOptions>;
    return { personalizations: value.personalizations ?? {}, bundleOptions: value.bundleOptions ?? {} };
  } catch {
    return { personalizations: {}, bundleOptions: {} };
  }
}

/** The price the filled options add to one unit. */
export function optionsPrice(options: LineOptions, defs: CustomOptionRecord[]): number {
  return defs.filter((d) => options.personalizations[d.code] !== undefined).reduce((sum, d) => sum + d.price, 0);
}

/** The custom options that apply to a product: its own, or its configurable product's. */
export function optionDefsFor(product: ProductFacts, defs: CustomOptionRecord[]): CustomOptionRecord[] {
  const own = defs.filter((d) => d.productId === product.id);
  return own.length || product.parentId === null ? own : defs.filter((d) => d.productId === product.parentId);
}

/**
 * The product a line holds: the product itself, or for a configurable product the live variant whose
 * values are the chosen attributes. Without a value for every axis: 'Configuration not set.'; with
 * values no variant has: 'This combination is not available.'.
 */
async function productToAdd(
  db: DbOrTx,
  site: SiteRecord,
  productId: number,
  attributes: Record<string, string> | undefined,
): Promise<ProductFacts> {
  const product = (await productFacts(db, site, [productId])).get(productId);
  if (!product || product.archived) throw cartError(cartMessages.productNotFound, 404);
  if (product.format !== "Configurable") return product;
  const choice = attributes
    ? await variantMatching(db, site.id, product.id, attributes)
    : ({ status: "incomplete" } as const);
  if (choice.status === "incomplete") throw cartError(cartMessages.configurationNotSet, 400);
  if (choice.status === "unavailable") throw cartError(cartMessages.combinationUnavailable, 400);
  return (await productFacts(db, site, [choice.variantId])).get(choice.variantId)!;
}

/**
 * Checks that a product may be added with these options and returns the product the line holds
 * (for a configurable product, the chosen variant) and the options normalized (empty values
 * dropped). Throws the spec's messages for what may not be added.
 */
export async function checkAddable(
  db: DbOrTx,
  site: SiteRecord,
  productId: number,
  input: {
    attributes?: Record<string, string>;
    personalizations?: Record<string, string>;
    bundleOptions?: { id: number; options: number | null }[];
  },
): Promise<{ product: ProductFacts; options: LineOptions }> {
  const product = await productToAdd(db, site, productId, input.attributes);
  if (product.parentId !== null) {
    // A variant is sold only while its configurable product is.
    const parent = (await productFacts(db, site, [product.parentId])).get(product.parentId);
    if (!parent || parent.archived) throw cartError(cartMessages.productNotFound, 404);
  }

  const defs = optionDefsFor(
    product,
    await customOptionsOf(db, [product.id, ...(product.parentId ? [product.parentId] : [])]),
  );
  const personalizations: Record<string, string> = {};
  for (const [code, raw] of Object.entries(input.personalizations ?? {})) {
    const def = defs.find((d) => d.code === code);
    const value = raw.trim();
    if (!def) throw cartError(cartMessages.optionInvalid, 400);
    if (!value) continue;
    // A number option counts something (gift-wrap sheets): a whole number, at most what a line may hold.
    if (def.type === "number" && !(/^[1-9]\d*$/.test(value) && Number(value) <= MAX_LINE_QUANTITY))
      throw optionError(cartMessages.optionInvalid, code);
    if (def.type === "text" && value.length > def.maxLength) throw optionError(cartMessages.optionTooLong, code);
    personalizations[code] = value;
  }
  const missing = defs.find((d) => d.required && personalizations[d.code] === undefined);
  if (missing) throw optionError(cartMessages.optionRequired, missing.code);

  const bundleOptions: Record<string, number> = {};
  if (product.format === "Bundle") {
    const members = await db
      .selectFrom("bundle_items as b")
      .innerJoin("products as p", "p.id", "b.product_id")
      .select(["p.id", "p.format", "p.archived"])
      .where("b.bundle_id", "=", product.id)
      .execute();
    if (!members.length || members.some((m) => m.format === "Bundle"))
      throw cartError(cartMessages.bundleItemsMissing, 400);
    const chosen = new Map((input.bundleOptions ?? []).map((o) => [o.id, o.options]));
    for (const m of members) {
      if (Number(m.archived) === 1) throw cartError(cartMessages.productNotFound, 404);
      // Stock (members times the line's quantity) is checked with the line (carts.ts checkStock).
      if (m.format !== "Configurable") continue;
      const variantId = chosen.get(m.id);
      if (!variantId) throw cartError(cartMessages.bundleItemsMissing, 400);
      const variant = await db
        .selectFrom("products")
        .select("id")
        .where("id", "=", variantId)
        .where("parent_id", "=", m.id)
        .where("archived", "=", 0)
        .executeTakeFirst();
      if (!variant) throw cartError(cartMessages.bundleItemsMissing, 400);
      bundleOptions[String(m.id)] = variantId;
    }
  }
  return { product, options: { personalizations, bundleOptions } };
}
