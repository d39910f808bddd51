/**
 * Orders whose online payment (HPF, WALLET) never finished: the shopper left the provider's page,
 * closed the wallet or never came back. Such an order holds its stock and its coupon use, so
 * PAYMENT_TIMEOUT_MINUTES after its latest payment attempt (the buyer's "Pay now" starts a new one:
 * decision 0099) a periodic job, started with the platform, cancels it, gives them back and tells the
 * buyer why (the order-cancelled mail, through the outbox), each order in one transaction. A result
 * that comes back later is refused by order/pgSuccess (409 paymentTimedOut), so nothing is given back
 * twice. Every process behind a load balancer may run the job: the locked order row, seen still
 * pendingPayment, decides who ends it.
 */
import type { Transaction } from "kysely";
import { getConfig } from "#server/config";
import type { Database } from "#server/db";
import type { Services } from "#server/services";
import { productKey, purgeEdgeKeys } from "../../edge-purge";
import { invalidateCatalog } from "../catalog";
import { startMinutelyJob, type Job } from "../jobs";
import type { CancellationReason } from "../mail";
import { paymentOfOrder } from "../payments";
import { findSiteById, type SiteRecord } from "../site";
import { endUnpaidOrder, queueCancellation, type OrderRow } from "./orders";

/**
 * Cancels one order that waits for its online payment, in one transaction on its locked row (the
 * lock order/pgSuccess and "Pay now" take too, so a late result, a new attempt and the cancel meet on
 * it): its stock and coupon use go back. `mayCancel` is the caller's rule, read on the locked row and
 * given the transaction to read what else it needs (the timeout's reads the current payment attempt,
 * the buyer's needs nothing more); `reason` is kept on the order (a late result is refused in its
 * words) and told the buyer by mail. Answers whether it did and which stock came back; the
 * caller refreshes the catalogue and purges the products' pages once committed. The payment timeout
 * and the buyer's own "Cancel order" both end an unpaid order here.
 */
export async function cancelUnpaidOrder(
  services: Services,
  site: SiteRecord | undefined,
  orderId: number,
  mayCancel: (order: OrderRow, tx: Transaction<Database>) => boolean | Promise<boolean>,
  reason: CancellationReason,
): Promise<{ cancelled: boolean; restocked: boolean; returned: number[] }> {
  return services.db.transaction().execute(async (tx) => {
    let query = tx.selectFrom("orders").selectAll().where("id", "=", orderId);
    if (services.dialect === "postgres") query = query.forUpdate();
    const order = await query.executeTakeFirst();
    if (!order || order.status !== "pendingPayment" || !(await mayCancel(order, tx)))
      return { cancelled: false, restocked: false, returned: [] };
    const stock = await endUnpaidOrder(tx, order, { status: "cancelled", reason });
    if (site) await queueCancellation(tx, site, order, reason);
    return { cancelled: true, ...stock };
  });
}

/** Cancels one order if it still waits for its payment; answers whether it did and whether stock came back. */
async function cancelIfUnpaid(
  services: Services,
  waiting: { id: number; site_id: number },
  cutoff: string,
): Promise<{ cancelled: boolean; restocked: boolean; returned: number[] }> {
  // Read before the transaction: the sites are cached, and read with the platform's own connection.
  const site = await findSiteById(services, waiting.site_id);
  // Timed from the latest attempt ("Pay now" starts a new one), read again on the locked row.
  const started = async (order: OrderRow, tx: Transaction<Database>) =>
    ((await paymentOfOrder(tx, order.id))?.createdAt ?? order.created_at) < cutoff;
  return cancelUnpaidOrder(services, site, waiting.id, started, "paymentTimedOut");
}

/**
 * One pass of the job: cancels every order whose latest payment attempt has waited longer than the
 * timeout (PAYMENT_TIMEOUT_MINUTES unless `timeoutMinutes`; `now` for tests). Orders without an
 * online payment (pay on delivery, bank transfer) wait as long as they need. Answers the numbers of
 * the orders it cancelled.
 */
export async function cancelAbandonedPayments(
  services: Services,
  options: { now?: number; timeoutMinutes?: number } = {},
): Promise<string[]> {
  const timeout = (options.timeoutMinutes ?? getConfig().paymentTimeoutMinutes) * 60_000;
  const cutoff = new Date((options.now ?? Date.now()) - timeout).toISOString();
  // An attempt is never older than its order: the order's age narrows the search first.
  const waiting = await services.db
    .selectFrom("orders")
    .leftJoin("payments", (join) =>
      join.onRef("payments.order_id", "=", "orders.id").on("payments.superseded_at", "is", null),
    )
    .select(["orders.id", "orders.site_id", "orders.slug"])
    .where("orders.status", "=", "pendingPayment")
    .where("orders.created_at", "<", cutoff)
    .where("orders.payment_type", "in", ["HPF", "WALLET"])
    .where((eb) => eb.or([eb("payments.created_at", "is", null), eb("payments.created_at", "<", cutoff)]))
    .orderBy("orders.created_at")
    .execute();
  const cancelled: string[] = [];
  let restocked = false;
  const returned = new Set<number>();
  for (const order of waiting) {
    const outcome = await cancelIfUnpaid(services, order, cutoff);
    if (outcome.cancelled) cancelled.push(order.slug);
    restocked ||= outcome.restocked;
    outcome.returned.forEach((id) => returned.add(id));
  }
  if (restocked) invalidateCatalog(services);
  purgeEdgeKeys(services, [...returned].map(productKey));
  if (cancelled.length)
    services.log.info("orders cancelled: their payment did not finish in time", { orders: cancelled });
  return cancelled;
}

export type PaymentTimeouts = Job;

/** Starts the job (every minute). */
export function startPaymentTimeouts(services: Services): PaymentTimeouts {
  return startMinutelyJob(services, "payment timeout", () => cancelAbandonedPayments(services));
}
