/**
 * Order fulfilment (decision 0061): the merchant records that an order's parcel left (with the
 * carrier and tracking, and the buyer is told by e-mail) and that it arrived. Kept apart from the
 * payment's status: shipping never changes what was paid, and a payment never ships.
 */
import { refusedShipmentFields, type ShipmentField } from "#server/contract/fulfilment-limits";
import { shopAdminMessages } from "#server/contract/shop-admin";
import type { OrderDetail } from "#server/contract";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { orderDetailOf, shipsSomething, toShip } from "../accounts";
import { checkoutError } from "../checkout";
import { composeMail, queueMail } from "../mail";
import type { Scope } from "../scope";
import type { SiteRecord } from "../site";
import { siteOrder } from "./site-order";
import { orderLanguage, toMailAddress } from "./orders";
import { orderViewLink } from "./view";

type OrderRow = Awaited<ReturnType<typeof siteOrder>>;

export type ShipmentInput = Partial<Record<ShipmentField, string>>;

const now = () => new Date().toISOString();
const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** Each refused field's catalogue message. */
const refusals: Record<ShipmentField, string> = {
  carrier: shopAdminMessages.carrierTooLong,
  trackingNumber: shopAdminMessages.trackingNumberTooLong,
  trackingUrl: shopAdminMessages.trackingUrlInvalid,
};

/** The carrier and tracking as kept: empty ones are none; a refused field (a longer one, a tracking
 * link that is not an https address) is refused (400, the first one's message) before anything is read. */
function shipment(input: ShipmentInput) {
  const [refused] = refusedShipmentFields(input);
  if (refused) throw checkoutError(refusals[refused], 400);
  return {
    carrier: orNull(input.carrier),
    trackingNumber: orNull(input.trackingNumber),
    trackingUrl: orNull(input.trackingUrl),
  };
}

/** Why the order's parcel may not leave now (a catalogue message), or null when it may. Whether it
 * may is the back office's `toShip` list's own predicate, run for this one order, so the page's
 * "Mark as shipped" and the list never disagree; the row only says why not: nothing to ship, a
 * stale state (someone shipped it meanwhile), else its payment (not paid, nor paid on delivery). */
export async function shippingRefusal(db: DbOrTx, order: OrderRow): Promise<string | null> {
  const shippable = await db
    .selectFrom("orders as o")
    .select("o.id")
    .where("o.id", "=", order.id)
    .where(toShip)
    .executeTakeFirst();
  if (shippable) return null;
  if (!shipsSomething(order)) return shopAdminMessages.orderShipsNothing;
  if (order.fulfilment_status === "shipped") return shopAdminMessages.orderAlreadyShipped;
  if (order.fulfilment_status === "delivered") return shopAdminMessages.orderAlreadyDelivered;
  return shopAdminMessages.orderNotShippable;
}

/** "Your order is on its way", in the order's language, inside the shipping's transaction: queued
 * exactly once, when the shipping commits. */
async function queueShippedMail(tx: DbOrTx, site: SiteRecord, order: OrderRow, sent: ReturnType<typeof shipment>) {
  const email = order.email ?? order.guest_email;
  if (!email) return;
  const language = orderLanguage(order);
  const mail = await composeMail(tx, site.id, "order-shipped", language, {
    siteName: site.name,
    firstName: toMailAddress(order.shipping_address).firstName,
    orderNumber: order.slug,
    link: orderViewLink(site, language, order),
    carrier: sent.carrier,
    trackingNumber: sent.trackingNumber,
    trackingUrl: sent.trackingUrl,
  });
  await queueMail(tx, { siteId: site.id, to: email, ...mail, kind: "order-shipped" });
}

/** The order's parcel left: shipped now, with its carrier and tracking; the buyer is told. */
export async function markOrderShipped(
  services: Services,
  { site }: Scope,
  slug: string,
  input: ShipmentInput,
): Promise<OrderDetail> {
  const sent = shipment(input);
  return services.db.transaction().execute(async (tx) => {
    const order = await siteOrder(tx, site.id, slug, services.dialect === "postgres");
    const refusal = await shippingRefusal(tx, order);
    if (refusal) throw checkoutError(refusal, 409);
    const stamp = now();
    // The state is checked again in the write: of two users shipping at once, one ships.
    const { numUpdatedRows } = await tx
      .updateTable("orders")
      .set({
        fulfilment_status: "shipped",
        shipped_at: stamp,
        carrier: sent.carrier,
        tracking_number: sent.trackingNumber,
        tracking_url: sent.trackingUrl,
        updated_at: stamp,
      })
      .where("id", "=", order.id)
      .where("fulfilment_status", "=", "unfulfilled")
      .executeTakeFirst();
    if (Number(numUpdatedRows) !== 1) throw checkoutError(shopAdminMessages.orderAlreadyShipped, 409);
    await queueShippedMail(tx, site, order, sent);
    return orderDetailOf(tx, await siteOrder(tx, site.id, slug));
  });
}

/** The parcel arrived: delivered now. Only a shipped order is delivered. */
export async function markOrderDelivered(services: Services, { site }: Scope, slug: string): Promise<OrderDetail> {
  return services.db.transaction().execute(async (tx) => {
    const order = await siteOrder(tx, site.id, slug, services.dialect === "postgres");
    if (!shipsSomething(order)) throw checkoutError(shopAdminMessages.orderShipsNothing, 409);
    if (order.fulfilment_status === "delivered") throw checkoutError(shopAdminMessages.orderAlreadyDelivered, 409);
    if (order.fulfilment_status !== "shipped") throw checkoutError(shopAdminMessages.orderNotShipped, 409);
    const stamp = now();
    const { numUpdatedRows } = await tx
      .updateTable("orders")
      .set({ fulfilment_status: "delivered", delivered_at: stamp, updated_at: stamp })
      .where("id", "=", order.id)
      .where("fulfilment_status", "=", "shipped")
      .executeTakeFirst();
    if (Number(numUpdatedRows) !== 1) throw checkoutError(shopAdminMessages.orderAlreadyDelivered, 409);
    return orderDetailOf(tx, await siteOrder(tx, site.id, slug));
  });
}
