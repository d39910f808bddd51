/** A user's orders (written by checkout): the list and one order by slug, only the owner's. */
import type { OrderDetail, OrderSummary } from "#server/contract/accounts";
import { fulfilmentStatus, orderDetail } from "#server/contract/accounts";
import type { FulfilmentFilter, OrderListStatus } from "#server/contract/shop-admin";
import type { Expression, ExpressionBuilder, ExpressionWrapper, Selectable, SqlBool } from "kysely";
import { containsCaseless, type DbOrTx } from "#server/db";
import type { Database, OrdersTable } from "#server/db/schema";
import type { Services } from "#server/services";
import type { UserScope } from "../scope";
import { lineDetails } from "#server/contract/line-details";
import { deliverablesOf } from "../deliveries";
import { orderLineOptions } from "../orders/line-options";
import type { SiteRecord } from "../site";
import { accountsError, messages } from "./errors";

/** An order's summary columns with its item count (a bigint is text on PostgreSQL). */
type OrderRow = Pick<
  Selectable<OrdersTable>,
  "id" | "slug" | "status" | "currency" | "order_total" | "created_at" | "delivery_method_name" | "fulfilment_status"
> & {
  item_count: number | string | null;
  /** 0 or 1 on SQLite, a boolean on PostgreSQL. */
  pays_on_delivery: number | boolean | null;
};

/** An order ships something when it was placed with a delivery method: one of e-products only has
 * none (checkout skips delivery for it), and delivery methods that orders name are never deleted. */
export function shipsSomething(o: Pick<Selectable<OrdersTable>, "delivery_method_name">): boolean {
  return o.delivery_method_name !== null;
}

function fulfilmentStatusOf(o: Pick<Selectable<OrdersTable>, "delivery_method_name" | "fulfilment_status">) {
  return shipsSomething(o) ? fulfilmentStatus.parse(o.fulfilment_status) : null;
}

function toSummary(r: OrderRow): OrderSummary {
  return {
    id: r.id,
    slug: r.slug,
    status: r.status,
    fulfilmentStatus: fulfilmentStatusOf(r),
    paysOnDelivery: Boolean(Number(r.pays_on_delivery)),
    currency: r.currency,
    orderTotal: Number(r.order_total),
    itemCount: Number(r.item_count ?? 0),
    created_at: r.created_at,
  };
}

function ordersOf(services: Services, site: SiteRecord, userId: number) {
  return services.db.selectFrom("orders as o").where("o.site_id", "=", site.id).where("o.user_id", "=", userId);
}

/** Which of the site's orders a list shows: one user's (the order history), of one status, of one
 * fulfilment list (the back office's), or all. */
export interface OrderFilter {
  userId?: number;
  status?: OrderListStatus;
  fulfilment?: FulfilmentFilter;
  /** A part of the order's number or of its buyer's e-mail (a signed-in buyer's or a guest's). */
  search?: string;
}

/**
 * Orders still under way (decision 0078): awaiting their payment, or paid with something to ship that
 * has not arrived (to ship or on its way). The shop still writes to their buyer about them, so their
 * account is not erased yet. For `orders as o`.
 */
export function inProgress(eb: ExpressionBuilder<Database & { o: OrdersTable }, "o">): Expression<SqlBool> {
  return eb.or([
    eb("o.status", "=", "pendingPayment"),
    eb.and([
      eb("o.status", "=", "paid"),
      eb("o.delivery_method_name", "is not", null),
      eb("o.fulfilment_status", "<>", "delivered"),
    ]),
  ]);
}

/**
 * Whether the order is paid when it is handed over (pay on delivery, at pickup): its method has no
 * payment type and is offered only with a delivery a person hands over (`requires_delivery`). A bank
 * transfer or an online payment is not. For `orders as o`.
 */
function paysOnDelivery(
  eb: ExpressionBuilder<Database & { o: OrdersTable }, "o">,
): ExpressionWrapper<Database & { o: OrdersTable }, "o", SqlBool> {
  return eb.exists(
    eb
      .selectFrom("payment_methods as pm")
      .select("pm.id")
      .whereRef("pm.id", "=", "o.payment_method_id")
      .where("pm.payment_type", "is", null)
      .where("pm.requires_delivery", "=", 1),
  );
}

/**
 * The order's payment state as its buyer and the back office read it, for `orders as o`: one
 * waiting for its payment is "paysOnDelivery" when that payment is made on delivery (`paysOnDelivery`),
 * and "pendingPayment" only when a payment is still to come (a bank transfer, an unpaid card); the
 * others are their status. The back office's list filters by it, as the order's state shows it.
 */
export function hasListStatus(
  eb: ExpressionBuilder<Database & { o: OrdersTable }, "o">,
  status: OrderListStatus,
): Expression<SqlBool> {
  if (status === "paysOnDelivery") return eb.and([eb("o.status", "=", "pendingPayment"), paysOnDelivery(eb)]);
  if (status === "pendingPayment") return eb.and([eb("o.status", "=", "pendingPayment"), eb.not(paysOnDelivery(eb))]);
  // A completed order was paid: it is found with the paid ones.
  if (status === "paid") return eb("o.status", "in", ["paid", "completed"]);
  return eb("o.status", "=", status);
}

/**
 * Which orders are to ship (decision 0061), the one definition the back office's `toShip` list and
 * the single order's "Mark as shipped" (orders' shippingRefusal, runs it for its one order) both
 * use: something to ship (a delivery method), not shipped yet, not cancelled or failed, and paid, or
 * waiting for a payment made on delivery. A bank transfer or an online payment not settled yet is
 * not to ship. For `orders as o`.
 */
export function toShip(eb: ExpressionBuilder<Database & { o: OrdersTable }, "o">): Expression<SqlBool> {
  return eb.and([
    eb("o.delivery_method_name", "is not", null),
    eb("o.fulfilment_status", "=", "unfulfilled"),
    eb.or([eb("o.status", "=", "paid"), eb.and([eb("o.status", "=", "pendingPayment"), paysOnDelivery(eb)])]),
  ]);
}

/**
 * One page of the site's orders, newest first, with their item counts and whom and how they were
 * paid by: the user's order history and the back office's list.
 */
export async function orderPage(
  services: Services,
  site: SiteRecord,
  filter: OrderFilter,
  q: { page: number; limit: number },
) {
  const filtered = () => {
    let query = services.db.selectFrom("orders as o").where("o.site_id", "=", site.id);
    if (filter.userId !== undefined) query = query.where("o.user_id", "=", filter.userId);
    const { status } = filter;
    if (status !== undefined) query = query.where((eb) => hasListStatus(eb, status));
    if (filter.fulfilment === "shipped" || filter.fulfilment === "delivered")
      query = query
        .where("o.delivery_method_name", "is not", null)
        .where("o.fulfilment_status", "=", filter.fulfilment);
    if (filter.fulfilment === "toShip") query = query.where(toShip);
    const { search } = filter;
    if (search)
      query = query.where((eb) =>
        eb.or(
          (["o.slug", "o.email", "o.guest_email"] as const).map((column) =>
            containsCaseless(services.dialect, eb.ref(column) as Expression<string>, search),
          ),
        ),
      );
    return query;
  };
  const [{ total }, rows] = await Promise.all([
    filtered()
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
    filtered()
      .select(["o.id", "o.slug", "o.status", "o.currency", "o.order_total", "o.created_at"])
      .select(["o.delivery_method_name", "o.fulfilment_status"])
      .select(["o.email", "o.guest_email", "o.payment_method_id", "o.payment_method_name", "o.payment_type"])
      .select((eb) => paysOnDelivery(eb).as("pays_on_delivery"))
      .select((eb) =>
        eb
          .selectFrom("order_items as i")
          .select((sub) => sub.fn.coalesce(sub.fn.sum<number>("i.qty"), sub.lit(0)).as("n"))
          .whereRef("i.order_id", "=", "o.id")
          .as("item_count"),
      )
      .orderBy("o.created_at", "desc")
      .orderBy("o.id", "desc")
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
  ]);
  const count = Number(total);
  return {
    rows: rows.map((r) => ({
      summary: toSummary(r),
      email: r.email ?? r.guest_email,
      paymentMethodId: r.payment_method_id,
      paymentMethod: r.payment_method_name,
      paymentType: r.payment_type,
    })),
    totalRecords: count,
    totalPages: Math.max(1, Math.ceil(count / q.limit)),
  };
}

export async function listOrders(
  services: Services,
  { site, userId }: UserScope,
  q: { page: number; limit: number },
): Promise<{ records: OrderSummary[]; totalRecords: number; totalPages: number }> {
  const { rows, totalRecords, totalPages } = await orderPage(services, site, { userId }, q);
  return { records: rows.map((r) => r.summary), totalRecords, totalPages };
}

const addressSchema = orderDetail.shape.billingAddress;

function parseAddress(text: string | null): OrderDetail["billingAddress"] {
  if (!text) return null;
  try {
    const parsed = addressSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type OrderRecord = Selectable<OrdersTable>;

function parseCompany(text: string | null): OrderDetail["company"] {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { name?: unknown; oib?: unknown };
    return typeof value.name === "string" && typeof value.oib === "string"
      ? { name: value.name, oib: value.oib }
      : null;
  } catch {
    return null;
  }
}

/** An order as its buyer sees it (the account's order page, and checkout's order view). */
export async function orderDetailOf(db: DbOrTx, o: OrderRecord): Promise<OrderDetail> {
  const [items, deliverables, payment] = await Promise.all([
    db.selectFrom("order_items").selectAll().where("order_id", "=", o.id).orderBy("id").execute(),
    deliverablesOf(db, o),
    db
      .selectFrom("orders as o")
      .select((eb) => paysOnDelivery(eb).as("pays_on_delivery"))
      .where("o.id", "=", o.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...toSummary({ ...o, ...payment, item_count: items.reduce((n, i) => n + Number(i.qty), 0) }),
    itemsTotal: Number(o.items_total),
    couponDiscount: Number(o.coupon_discount),
    delivery: Number(o.delivery_total),
    tax: Number(o.tax_total),
    loyalty: Number(o.loyalty_discount),
    couponCode: o.coupon_code,
    items: items.map((i) => ({
      productId: i.product_id,
      sku: i.sku,
      name: i.name,
      qty: Number(i.qty),
      unitPrice: Number(i.unit_price),
      rowTotal: Number(i.row_total),
      details: lineDetails(orderLineOptions(i.options)),
    })),
    billingAddress: parseAddress(o.billing_address),
    shippingAddress: parseAddress(o.shipping_address),
    deliveryMethod: o.delivery_method_name,
    deliveryBranch: o.delivery_branch_name,
    paymentMethod: o.payment_method_name,
    paymentType: o.payment_type,
    paymentInstructions: o.status === "pendingPayment" ? o.payment_instructions : null,
    email: o.email ?? o.guest_email,
    company: parseCompany(o.company),
    giftMessage: o.gift_message,
    orderMessage: o.order_message,
    to: o.gift_to,
    from: o.gift_from,
    deliverables,
    fulfilment: shipsSomething(o)
      ? {
          status: fulfilmentStatus.parse(o.fulfilment_status),
          shippedAt: o.shipped_at,
          deliveredAt: o.delivered_at,
          carrier: o.carrier,
          trackingNumber: o.tracking_number,
          trackingUrl: o.tracking_url,
        }
      : null,
  };
}

/** One order of the user; another user's (or an unknown) slug is 404 "Order not found". */
export async function getOrder(services: Services, { site, userId }: UserScope, slug: string): Promise<OrderDetail> {
  const o = await ordersOf(services, site, userId).selectAll("o").where("o.slug", "=", slug).executeTakeFirst();
  if (!o) throw accountsError(messages.orderNotFound, 404);
  return orderDetailOf(services.db, o);
}
