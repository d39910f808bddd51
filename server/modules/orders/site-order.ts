/** One order of the site by its number (404 'Order not found.' for another site's or none). */
import { checkoutMessages } from "#server/contract/checkout";
import type { DbOrTx } from "#server/db";
import { checkoutError } from "../checkout";

/** `lock` (PostgreSQL): the order row is the lock order/pgSuccess and the payment timeout take too. */
export async function siteOrder(db: DbOrTx, siteId: number, slug: string, lock = false) {
  let query = db.selectFrom("orders").selectAll().where("site_id", "=", siteId).where("slug", "=", slug);
  if (lock) query = query.forUpdate();
  const order = await query.executeTakeFirst();
  if (!order) throw checkoutError(checkoutMessages.orderNotFound, 404);
  return order;
}
