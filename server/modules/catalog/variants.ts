/**
 * Which variant of a configurable product a choice of attribute values names (spec section 4:
 * "attribute selection picks the associated product whose attributes all match"). Reads through the
 * database handle it is given, so the cart can ask inside its transaction.
 */
import type { DbOrTx } from "#server/db";

/** A variant's value on an axis as the product page offers it: the value's code, a number, or a date. */
export function axisValueCode(row: {
  valueCode: string | null;
  number_value: number | null;
  date_value: string | null;
}): string | null {
  if (row.valueCode !== null) return row.valueCode;
  if (row.number_value !== null) return String(Number(row.number_value));
  return row.date_value;
}

export type VariantChoice =
  /** An axis of the product has no value in the choice. */
  | { status: "incomplete" }
  /** No live variant has every chosen value. */
  | { status: "unavailable" }
  | { status: "found"; variantId: number };

/**
 * The live variant of `parentId` whose value on every axis is the chosen one (attribute code ->
 * value code; codes that are not axes of the product are not looked at). With several matches, the
 * oldest variant.
 */
export async function variantMatching(
  db: DbOrTx,
  siteId: number,
  parentId: number,
  chosen: Record<string, string>,
): Promise<VariantChoice> {
  const axes = await db
    .selectFrom("product_configurable_attributes as c")
    .innerJoin("attributes as a", "a.id", "c.attribute_id")
    .select(["a.id", "a.code"])
    .where("c.product_id", "=", parentId)
    .where("a.site_id", "=", siteId)
    .execute();
  const wanted = new Map(axes.map((a) => [a.id, chosen[a.code]?.trim() ?? ""]));
  if (!axes.length || [...wanted.values()].some((value) => !value)) return { status: "incomplete" };

  const rows = await db
    .selectFrom("products as v")
    .innerJoin("product_attribute_values as pav", "pav.product_id", "v.id")
    .leftJoin("attribute_values as av", "av.id", "pav.value_id")
    .select(["v.id", "pav.attribute_id", "av.code as valueCode", "pav.number_value", "pav.date_value"])
    .where("v.parent_id", "=", parentId)
    .where("v.site_id", "=", siteId)
    .where("v.archived", "=", 0)
    .where("pav.attribute_id", "in", [...wanted.keys()])
    .orderBy("v.id")
    .execute();
  const matches = new Map<number, number>();
  for (const row of rows) {
    if (axisValueCode(row) === wanted.get(row.attribute_id)) matches.set(row.id, (matches.get(row.id) ?? 0) + 1);
  }
  for (const [variantId, count] of matches) if (count === wanted.size) return { status: "found", variantId };
  return { status: "unavailable" };
}
