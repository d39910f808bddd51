/**
 * The units of each product an order's lines take: the order's stock (./stock.ts) and its e-product
 * deliveries (../deliveries) count them with this one function, so that a code product's stock and
 * its pool stay the same count (decision 0049).
 */
import type { DbOrTx } from "#server/db";

/** A line as counted: its product and quantity, and for a bundle the variant chosen for each of its
 * configurable members (`id`: the member, `variantId`: the variant). */
export interface UnitLine {
  productId: number;
  qty: number;
  bundleOptions: readonly { id: number; variantId: number }[];
}

/** How many units of each product the lines take: each line's product, and a bundle's members as
 * chosen (a configurable member's chosen variant), times the member's quantity and the line's. */
export async function unitsOf(db: DbOrTx, lines: readonly UnitLine[]): Promise<Map<number, number>> {
  const units = new Map<number, number>();
  const add = (id: number, qty: number) => units.set(id, (units.get(id) ?? 0) + qty);
  const ids = [...new Set(lines.map((l) => l.productId))];
  const members = ids.length
    ? await db
        .selectFrom("bundle_items")
        .select(["bundle_id", "product_id", "quantity"])
        .where("bundle_id", "in", ids)
        .execute()
    : [];
  for (const line of lines) {
    add(line.productId, line.qty);
    const chosen = new Map(line.bundleOptions.map((o) => [o.id, o.variantId]));
    for (const m of members.filter((m) => m.bundle_id === line.productId))
      add(chosen.get(m.product_id) ?? m.product_id, Number(m.quantity) * line.qty);
  }
  return units;
}
