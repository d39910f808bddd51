/**
 * Orders whose online payment (HPF, WALLET) never finished: the shopper left the provider's page,
 * closed the wallet or never came back. Such an order holds its stock and its coupon use, so after
 * PAYMENT_TIMEOUT_MINUTES a periodic job, started with the platform, cancels it, gives them back and
 * tells the buyer why (the order-cancelled mail, through the outbox), each order in one transaction. A result that comes back later is refused by order/pgSuccess
 * (409 paymentTimedOut), so nothing is given back twice. Every process behind a load balancer may run
 * the job: the locked order row, seen still pendingPayment, decides who ends it.
 */
import { getConfig } from "#server/config";
import type { Services } from "#server/services";
import { productKey, purgeEdgeKeys } from "../../edge-purge";
import { invalidateCatalog } from "../catalog";
import { startMinutelyJob, type Job } from "../jobs";
import type { CancellationReason } from "../mail";
import { findSiteById, type SiteRecord } from "../site";
import { endUnpaidOrder, queueCancellation, type OrderRow } from "./orders";

/**
 * Cancels one order that waits for its online payment, in one transaction on its locked row (the
 * lock order/pgSuccess takes too, so a late result and the cancel meet on it): its stock and coupon
 * use go back. `mayCancel` is the caller's rule, read on the locked row; `mail` the reason the buyer
 * is told (none when they cancelled it themselves). Answers whether it did and which stock came back;
 * the caller refreshes the catalogue and purges the products' pages once committed. The payment
 * timeout and the buyer's own "Cancel order" both end an unpaid order here.
 */
export async function cancelUnpaidOrder(
  services: Services,
  site: SiteRecord | undefined,
  orderId: number,
  mayCancel: (order: OrderRow) => boolean,
  mail: CancellationReason | null,
): Promise<{ cancelled: boolean; restocked: boolean; returned: number[] }> {
  return services.db.transaction().execute(async (tx) => {
    let query = tx.selectFrom("orders").selectAll().where("id", "=", orderId);
    if (services.dialect === "postgres") query = query.forUpdate();
    const order = await query.executeTakeFirst();
    if (!order || order.status !== "pendingPayment" || !mayCancel(order))
      return { cancelled: false, restocked: false, returned: [] };
    const stock = await endUnpaidOrder(tx, order, "cancelled");
    if (site && mail) await queueCancellation(tx, site, order, mail);
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
  return cancelUnpaidOrder(services, site, waiting.id, (order) => order.created_at < cutoff, "paymentTimedOut");
}

/**
 * One pass of the job: cancels every order that has waited for its online payment longer than the
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
  const waiting = await services.db
    .selectFrom("orders")
    .select(["id", "site_id", "slug"])
    .where("status", "=", "pendingPayment")
    .where("created_at", "<", cutoff)
    .where("payment_type", "in", ["HPF", "WALLET"])
    .orderBy("created_at")
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
