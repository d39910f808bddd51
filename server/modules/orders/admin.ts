/**
 * The site's orders in the back office: the list, one order, and settling an order that waits for
 * an offline payment (pay on delivery, bank transfer) by hand: paid when the money arrived (the
 * buyer gets the paid confirmation), or cancelled when it will not come (stock and coupon use go
 * back). An online payment is settled only by its provider's result or the payment timeout.
 */
import {
  ORDERS_PAGE_SIZE,
  shopAdminMessages,
  type AdminOrder,
  type AdminOrderDetail,
  type FulfilmentFilter,
  type OrderListStatus,
} from "#server/contract/shop-admin";
import type { OrderDetail } from "#server/contract";
import type { Services } from "#server/services";
import { productKey, purgeEdgeKeys } from "../../edge-purge";
import { orderDetailOf, orderPage } from "../accounts";
import { invalidateCatalog } from "../catalog";
import { checkoutError, orderMethodNames, paymentMethodNames } from "../checkout";
import type { Scope } from "../scope";
import { shippingRefusal } from "./fulfilment";
import { endUnpaidOrder, markPaid, queueCancellation } from "./orders";
import { siteOrder } from "./site-order";

type OrderRow = Awaited<ReturnType<typeof siteOrder>>;

export async function listSiteOrders(
  services: Services,
  scope: Scope,
  q: { q?: string; status?: OrderListStatus; fulfilment?: FulfilmentFilter; page: number },
): Promise<{ orders: AdminOrder[]; totalRecords: number; totalPages: number }> {
  const { site } = scope;
  // The method as the back office reads it (its language), else the name the order was placed with.
  const names = await paymentMethodNames(services, scope);
  const { rows, totalRecords, totalPages } = await orderPage(
    services,
    site,
    { status: q.status, fulfilment: q.fulfilment, search: q.q },
    {
      page: q.page,
      limit: ORDERS_PAGE_SIZE,
    },
  );
  return {
    orders: rows.map((r) => ({
      ...r.summary,
      email: r.email,
      paymentMethod: (r.paymentMethodId !== null ? names.get(r.paymentMethodId) : undefined) ?? r.paymentMethod,
      paymentType: r.paymentType === "HPF" || r.paymentType === "WALLET" ? r.paymentType : null,
    })),
    totalRecords,
    totalPages,
  };
}

/** One order as the back office sees it: as its buyer does, but its methods named in the back
 * office's language, as the list names them; whether its parcel may leave now, and whether it may be
 * cancelled by hand. */
export async function siteOrderDetail(services: Services, scope: Scope, slug: string): Promise<AdminOrderDetail> {
  const order = await siteOrder(services.db, scope.site.id, slug);
  const [detail, names, refusal] = await Promise.all([
    orderDetailOf(services.db, order),
    orderMethodNames(services, scope, order),
    shippingRefusal(services.db, order),
  ]);
  return { ...detail, ...names, canShip: refusal === null, canCancel: settlementRefusal(order, "cancelled") === null };
}

/**
 * Why the order may not be settled by hand so (a catalogue message), or null when it may. Only an
 * order waiting for an offline payment is (an online one is settled by its provider or the timeout).
 * Its payment may be marked arrived at any time, also after the parcel left (paid on delivery: the
 * courier's money comes later); but once its parcel was shipped (or delivered) it is not cancelled
 * any more, as that would put back on sale stock that is with the courier or the buyer (decision
 * 0061).
 */
function settlementRefusal(
  order: Pick<OrderRow, "status" | "payment_type" | "fulfilment_status">,
  outcome: "paid" | "cancelled",
): string | null {
  if (order.status !== "pendingPayment" || order.payment_type !== null)
    return shopAdminMessages.orderNotAwaitingOfflinePayment;
  if (outcome === "cancelled" && order.fulfilment_status !== "unfulfilled")
    return shopAdminMessages.orderShippedNotCancellable;
  return null;
}

/** Settles an order waiting for an offline payment: paid, or cancelled. */
export async function settleOfflineOrder(
  services: Services,
  { site }: Scope,
  slug: string,
  outcome: "paid" | "cancelled",
): Promise<OrderDetail> {
  const { detail, restocked, returned } = await services.db.transaction().execute(async (tx) => {
    const order = await siteOrder(tx, site.id, slug, services.dialect === "postgres");
    const refusal = settlementRefusal(order, outcome);
    if (refusal) throw checkoutError(refusal, 409);
    let stock = { restocked: false, returned: [] as number[] };
    if (outcome === "paid") {
      // A late delivery taking codes changes the stock (the pool's last code: sold out).
      const resynced = await markPaid(tx, site, order);
      stock = { restocked: resynced.length > 0, returned: resynced };
    } else {
      stock = await endUnpaidOrder(tx, order, { status: "cancelled", reason: "paymentNotArrived" });
      await queueCancellation(tx, site, order, "paymentNotArrived");
    }
    const settled = await tx.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    return { detail: await orderDetailOf(tx, settled), ...stock };
  });
  if (restocked) invalidateCatalog(services);
  purgeEdgeKeys(services, returned.map(productKey));
  return detail;
}
