/**
 * Products' personalization fields (custom options) as the database keeps them, read once for the
 * shop's product page, the cart's checks and prices, and the back office's editor. A variant's page
 * and cart line use its configurable product's fields, so callers name both ids.
 */
import type { DbOrTx } from "#server/db";
import { parseLabels } from "./text";

export interface CustomOptionRecord {
  id: number;
  productId: number;
  code: string;
  type: "text" | "number";
  /** Label per language as stored (a language may be missing). */
  labels: Record<string, string>;
  required: boolean;
  /** Added to the line's unit price when the buyer fills the field. */
  price: number;
  /** A text's most characters. */
  maxLength: number;
}

/** The fields of the products, each product's in the order its page shows them. */
export async function customOptionsOf(db: DbOrTx, productIds: number[]): Promise<CustomOptionRecord[]> {
  if (!productIds.length) return [];
  const rows = await db
    .selectFrom("custom_options")
    .select(["id", "product_id", "code", "option_type", "labels", "required", "price", "max_length"])
    .where("product_id", "in", [...new Set(productIds)])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    code: r.code,
    type: r.option_type === "number" ? "number" : "text",
    labels: parseLabels(r.labels),
    required: Number(r.required) === 1,
    price: Number(r.price),
    maxLength: Number(r.max_length),
  }));
}
