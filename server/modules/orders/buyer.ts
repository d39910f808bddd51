/**
 * What the buyer does with their own order that waits for its online payment (a card, a wallet):
 * pay it again through a new payment attempt ("Pay now", decision 0099), or cancel it, as the payment
 * timeout would (./abandoned.ts cancelUnpaidOrder: one transaction on the locked row, stock and coupon
 * use given back); the holder of its view token (a guest) may cancel it too (decision 0108). An
 * order of an offline payment (a transfer, on delivery) is the shop's to settle, and a paid one is no
 * longer waiting.
 */
import { accountsMessages, awaitsOnlinePayment, type OrderDetail } from "#server/contract/accounts";
import type { PaymentHandoff } from "#server/contract/payment-handoff";
import type { Services } from "#server/services";
import { productKey, purgeEdgeKeys } from "../../edge-purge";
import { AccountsError, ATTEMPT_LIMITS, countAttempt, orderDetailOf } from "../accounts";
import { invalidateCatalog } from "../catalog";
import { checkReturnUrl, openPayment, providerFor } from "../payments";
import type { CallerFacts, Scope, UserScope } from "../scope";
import type { SiteRecord } from "../site";
import { cancelUnpaidOrder } from "./abandoned";
import { paymentHandoffOf } from "./orders";
import { orderOfToken, viewOrder } from "./view";

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

/** Cancels an order its buyer (or the holder of its view token) may cancel, while it waits for its
 * online payment; 409 orderNotCancellable otherwise (paid, cancelled, failed, or an offline payment).
 * The buyer gets a short confirmation by mail. Whoever asks was authorized by the caller. */
async function cancelWaitingOrder(services: Services, site: SiteRecord, orderId: number): Promise<void> {
  const outcome = await cancelUnpaidOrder(services, site, orderId, waitsOnline, "buyerCancelled");
  if (!outcome.cancelled) throw new AccountsError(accountsMessages.orderNotCancellable, 409);
  if (outcome.restocked) invalidateCatalog(services);
  purgeEdgeKeys(services, outcome.returned.map(productKey));
}

/** Cancels the user's order while it waits for its online payment (404 for another's, or none). */
export async function cancelOwnOrder(services: Services, scope: UserScope, slug: string): Promise<OrderDetail> {
  const order = await ownOrder(services, scope, slug);
  await cancelWaitingOrder(services, scope.site, order.id);
  return orderDetailOf(services.db, await ownOrder(services, scope, slug));
}

/** The same cancel for the holder of the order's view token, the browser that placed it (a guest has
 * no account to cancel it from: decision 0108); a wrong token is as unknown as a missing order (404). */
export async function cancelOrderOfToken(
  services: Services,
  scope: Scope,
  input: { orderSlug: string; token: string },
): Promise<OrderDetail & { own: boolean }> {
  const order = await orderOfToken(services, scope, input.orderSlug, input.token);
  await cancelWaitingOrder(services, scope.site, order.id);
  return viewOrder(services, scope, input.orderSlug, input.token);
}

/**
 * "Pay now": a new payment attempt for the user's order while it waits for its online payment,
 * through the order's payment method while the shop still offers it, for the total the order holds
 * (its lines and stock stay as they are), in one transaction. The attempt before it is superseded
 * (its result is refused) and the payment timeout counts from the new one. 409 orderNotPayable
 * otherwise; 404 for another's order. Answers what the browser needs to pay, as order/create does.
 */
export async function payOwnOrder(
  services: Services,
  scope: UserScope,
  input: { slug: string; successURL: string; failureURL: string },
  caller: CallerFacts,
): Promise<PaymentHandoff> {
  const { site } = scope;
  const { id } = await ownOrder(services, scope, input.slug);
  const { perOrder, windowMs } = ATTEMPT_LIMITS.orderPay;
  await countAttempt(services.db, [{ key: `orderPay:${id}`, max: perOrder, windowMs }]);
  const successUrl = checkReturnUrl(site, input.successURL, caller.trustedStorefront);
  const failureUrl = checkReturnUrl(site, input.failureURL, caller.trustedStorefront);
  const postgres = services.dialect === "postgres";
  return services.db.transaction().execute(async (tx) => {
    // The current attempt first, then the order: order/pgSuccess locks them in that order too.
    let current = tx.selectFrom("payments").select("id").where("order_id", "=", id).where("superseded_at", "is", null);
    if (postgres) current = current.forUpdate();
    await current.executeTakeFirst();
    let query = tx.selectFrom("orders").selectAll().where("id", "=", id);
    if (postgres) query = query.forUpdate();
    const order = await query.executeTakeFirstOrThrow();
    const method = waitsOnline(order)
      ? await tx
          .selectFrom("payment_methods")
          .select(["provider", "payment_type"])
          .where("id", "=", order.payment_method_id)
          .where("site_id", "=", site.id)
          .where("active", "=", 1)
          .executeTakeFirst()
      : undefined;
    const provider = method?.payment_type === order.payment_type ? providerFor(method?.provider ?? null) : null;
    if (!method?.provider || !provider || (order.payment_type !== "HPF" && order.payment_type !== "WALLET"))
      throw new AccountsError(accountsMessages.orderNotPayable, 409);
    const payment = await openPayment(tx, {
      siteId: site.id,
      orderId: order.id,
      orderSlug: order.slug,
      provider: method.provider,
      paymentType: order.payment_type,
      amount: Number(order.order_total),
      currency: order.currency,
      language: scope.language,
      successUrl,
      failureUrl,
      openedBy: "payNow",
    });
    return paymentHandoffOf(site, order, payment);
  });
}
