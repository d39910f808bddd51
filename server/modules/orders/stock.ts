/**
 * The stock an order takes and gives back. Every product a line holds is counted (a bundle's members
 * too, as the cart counts them), and each is taken by one conditional update, in product id order so
 * that concurrent orders lock the same rows in the same order: the database decides who gets the last
 * units. What was taken is written down per order, so a failed payment gives back exactly that.
 */
import type { DbOrTx } from "#server/db";
import { cartMessages, type CartItem } from "#server/contract/cart";
import { CartError, stockError } from "../cart";
import { unitsOf } from "./units";

/** How many units of each product the lines take (bundle members as chosen, times their quantity). */
function unitsOfItems(tx: DbOrTx, items: CartItem[]): Promise<Map<number, number>> {
  return unitsOf(
    tx,
    items.map((i) => ({ productId: i.productId, qty: i.qty, bundleOptions: i.options.bundleOptions })),
  );
}

/**
 * The refusal for a product the lines need more of than is left. It names the product; it says how
 * many are left only where that is what its line may hold: the product on one line of its own, not
 * also on another line nor inside a bundle, where the stock is shared and no one line's maximum.
 */
async function notEnoughOf(tx: DbOrTx, productId: number, items: CartItem[], units: number): Promise<CartError> {
  const lines = items.filter((i) => i.productId === productId);
  const name = lines[0]?.name ?? "";
  const own = lines.length === 1 && lines[0]!.qty === units;
  if (!own) return new CartError(cartMessages.insufficientStock, 409, { productId, name });
  const product = await tx.selectFrom("products").select("stock_qty").where("id", "=", productId).executeTakeFirst();
  return stockError(Number(product?.stock_qty ?? 0), { productId, name });
}

/**
 * Takes the stock of the lines (409 'Not enough stock.' when a product has too little, naming it in
 * `details` and, where it is its line's maximum, with the stock left in `details.available` as the
 * cart's refusal has it; the caller's transaction then writes nothing) and records it for the order. Answers whether a product ran out (the catalog's
 * in-stock flags change then).
 */
export async function takeStock(
  tx: DbOrTx,
  orderId: number,
  items: CartItem[],
): Promise<{ soldOut: boolean; taken: number[] }> {
  const units = await unitsOfItems(tx, items);
  const ids = [...units.keys()].sort((a, b) => a - b);
  if (!ids.length) return { soldOut: false, taken: [] };
  const tracked = new Set(
    (
      await tx.selectFrom("products").select("id").where("id", "in", ids).where("stock_qty", "is not", null).execute()
    ).map((r) => r.id),
  );
  let soldOut = false;
  const taken: { order_id: number; product_id: number; qty: number }[] = [];
  for (const id of ids) {
    if (!tracked.has(id)) continue;
    const qty = units.get(id)!;
    const left = await tx
      .updateTable("products")
      .set((eb) => ({ stock_qty: eb("stock_qty", "-", qty) }))
      .where("id", "=", id)
      .where("stock_qty", ">=", qty)
      .returning("stock_qty")
      .executeTakeFirst();
    if (!left) throw await notEnoughOf(tx, id, items, qty);
    if (Number(left.stock_qty) === 0) soldOut = true;
    taken.push({ order_id: orderId, product_id: id, qty });
  }
  if (taken.length) await tx.insertInto("order_stock").values(taken).execute();
  // The products whose stock changed (their pages show it: a shared cache purges them).
  return { soldOut, taken: taken.map((row) => row.product_id) };
}

/** Gives back what an order took. Answers whether a sold-out product is back in stock, and the
 * products whose stock changed (their pages show it, as for `takeStock`). */
export async function returnStock(tx: DbOrTx, orderId: number): Promise<{ restocked: boolean; returned: number[] }> {
  const taken = await tx
    .selectFrom("order_stock")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("product_id")
    .execute();
  let restocked = false;
  const returned: number[] = [];
  for (const t of taken) {
    const now = await tx
      .updateTable("products")
      .set((eb) => ({ stock_qty: eb("stock_qty", "+", Number(t.qty)) }))
      .where("id", "=", t.product_id)
      .where("stock_qty", "is not", null)
      .returning("stock_qty")
      .executeTakeFirst();
    if (!now) continue;
    returned.push(t.product_id);
    if (Number(now.stock_qty) === Number(t.qty)) restocked = true;
  }
  await tx.deleteFrom("order_stock").where("order_id", "=", orderId).execute();
  return { restocked, returned };
}
