/**
 * What the buyer does with their own order that waits for its online payment (a card, a wallet):
 * cancel it, as the payment timeout would (./abandoned.ts cancelUnpaidOrder: one transaction on the
 * locked row, stock and coupon use given back). An order of an offline payment (a transfer, on
 * delivery) is the shop's to settle, and a paid one is no longer waiting.
 */
import { accountsMessages, awaitsOnlinePayment, type OrderDetail } from "#server/contract/accounts";
import type { Services } from "#server/services";
import { productKey, purgeEdgeKeys } from "../../edge-purge";
import { AccountsError, orderDetailOf } from "../accounts";
import { invalidateCatalog } from "../catalog";
import type { UserScope } from "../scope";
import { cancelUnpaidOrder } from "./abandoned";

/** The user's order (404 'Order not found' for another's, or none). */
async function ownOrder(services: Services, { site, userId }: UserScope, slug: string) {
  const order = await services.db
    .selectFrom("orders")
    .selectAll()
    .where("site_id", "=", site.id)
    .where("user_id", "=", userId)
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!order) throw new AccountsError(accountsMessages.orderNotFound, 404);
  return order;
}

const waitsOnline = (order: { status: string; payment_type: string | null }) =>
  awaitsOnlinePayment({ status: order.status, paymentType: order.payment_type });

/** Cancels the user's order while it waits for its online payment; 409 orderNotCancellable otherwise
 * (paid, cancelled, failed, or an offline payment). The page that asked confirms it: no mail. */
export async function cancelOwnOrder(services: Services, scope: UserScope, slug: string): Promise<OrderDetail> {
  const order = await ownOrder(services, scope, slug);
  const outcome = await cancelUnpaidOrder(services, scope.site, order.id, waitsOnline, null);
  if (!outcome.cancelled) throw new AccountsError(accountsMessages.orderNotCancellable, 409);
  if (outcome.restocked) invalidateCatalog(services);
  purgeEdgeKeys(services, outcome.returned.map(productKey));
  return orderDetailOf(services.db, await ownOrder(services, scope, slug));
}
