/**
 * Orders (spec sections 3, 4 and 7): order/create makes the order of a cart in one transaction on the
 * locked cart, checking again everything the shopper chose and saw; order/pgSuccess settles an online
 * payment. One order per cart (a unique key on the cart id): a repeated submission answers the order
 * already made.
 */
import type { Selectable, Transaction } from "kysely";
import { productKey, purgeEdgeKeys } from "../../edge-purge";
import { checkoutMessages, type OrderStatus } from "#server/contract/checkout";
import type { PaymentHandoff } from "#server/contract/payment-handoff";
import { cartMessages, type Cart, type CartSession } from "#server/contract/cart";
import type { Locale } from "#server/contract/urls";
import { lineDetails } from "#server/contract/line-details";
import type { Database, DbOrTx } from "#server/db";
import type { OrdersTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { ATTEMPT_LIMITS, attachToConfirmedAccount, countAttempt, perAddress, userEmailOf } from "../accounts";
import {
  cartError,
  isCartTooLarge,
  openCart,
  reopenCart,
  storeOfCart,
  viewCart,
  type CartRow,
  type SessionInput,
} from "../cart";
import { invalidateCatalog } from "../catalog";
import {
  authorizeCheckout,
  checkoutError,
  confirmCheckout,
  instructionsForOrder,
  type OrderCheckout,
} from "../checkout";
import { shopAddress } from "../cms";
import { logConsents } from "../consents";
import { deliverablesOf, deliverDigitalGoods, releaseCodes, reserveCodes } from "../deliveries";
import {
  money,
  composeMail,
  orderConfirmationMail,
  queueMail,
  type CancellationReason,
  type MailAddress,
} from "../mail";
import {
  checkReturnUrl,
  openPayment,
  paymentByReference,
  paymentOfOrder,
  providerFor,
  settle,
  type PaymentRecord,
} from "../payments";
import type { CallerFacts, Scope } from "../scope";
import type { SiteRecord } from "../site";
import { orderLineOptions } from "./line-options";
import { returnStock, takeStock } from "./stock";
import { orderAdminLink, orderViewLink, orderViewToken } from "./view";
import { countOrder } from "../../observability/metrics";

/** Order numbers: DS-{year}-{number}, e.g. DS-2026-000123. */
const ORDER_NUMBER_PREFIX = "DS";

export function orderNumber(id: number, createdAt: string): string {
  return `${ORDER_NUMBER_PREFIX}-${createdAt.slice(0, 4)}-${String(id).padStart(6, "0")}`;
}

export type OrderRow = Selectable<OrdersTable>;

export interface OrderInput extends SessionInput {
  userId?: number;
  giftMessage?: string;
  orderMessage?: string;
  to?: string;
  from?: string;
  successURL: string;
  failureURL: string;
  acceptedConsents: string[];
  expectedOrderTotal?: number;
  language?: Locale;
}

export interface OrderCreated extends PaymentHandoff {
  orderId: number;
  status: OrderStatus;
}

const now = () => new Date().toISOString();
const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** The address as an order keeps it (contract accounts `address` without id). */
function addressJson(type: "shipping" | "billing", a: OrderCheckout["shipping"]): string {
  const { addressId: _saved, ...fields } = a;
  return JSON.stringify({ type, ...fields });
}

export function toMailAddress(json: string | null): MailAddress {
  const a = JSON.parse(json ?? "{}") as Partial<MailAddress>;
  return {
    firstName: a.firstName ?? "",
    lastName: a.lastName ?? "",
    street: a.street ?? "",
    houseNumber: a.houseNumber ?? "",
    zipCode: a.zipCode ?? "",
    city: a.city ?? "",
    country: a.country ?? "",
    contactPhone: a.contactPhone ?? "",
    contactEmail: a.contactEmail ?? "",
  };
}

/** Queues the confirmation e-mail of an order, and the shop's notice of it once it is the shop's to
 * send: placed without online payment, or paid online (an offline payment the back office marks paid
 * itself). Inside the order's transaction: sent only if it commits. */
async function queueConfirmation(tx: DbOrTx, site: SiteRecord, order: OrderRow, paid: boolean): Promise<void> {
  const email = order.email ?? order.guest_email;
  const language = orderLanguage(order);
  const lines = await tx
    .selectFrom("order_items")
    .select(["name", "qty", "row_total", "options"])
    .where("order_id", "=", order.id)
    .orderBy("id")
    .execute();
  const company = order.company ? (JSON.parse(order.company) as { name: string; oib: string }) : null;
  const facts = {
    siteName: site.name,
    orderSlug: order.slug,
    paid,
    sent: order.fulfilment_status !== "unfulfilled",
    currency: order.currency,
    lines: lines.map((l) => ({
      name: l.name,
      qty: Number(l.qty),
      rowTotal: Number(l.row_total),
      details: lineDetails(orderLineOptions(l.options)),
    })),
    totals: {
      itemsTotal: Number(order.items_total),
      coupon: Number(order.coupon_discount),
      couponCode: order.coupon_code,
      delivery: Number(order.delivery_total),
      tax: Number(order.tax_total),
      orderTotal: Number(order.order_total),
    },
    delivery: order.delivery_method_name
      ? { method: order.delivery_method_name, branch: order.delivery_branch_name }
      : null,
    paymentMethod: order.payment_method_name ?? "",
    paymentInstructions: paid ? null : order.payment_instructions,
    shipping: toMailAddress(order.shipping_address),
    billing: toMailAddress(order.billing_address),
    company,
    orderMessage: order.order_message,
    gift: order.gift_message ? { message: order.gift_message, to: order.gift_to, from: order.gift_from } : null,
  };
  if (email) {
    const mail = orderConfirmationMail(language, {
      ...facts,
      link: orderViewLink(site, language, order),
      deliverables: paid ? ((await deliverablesOf(tx, order))?.items ?? []) : [],
    });
    await queueMail(tx, { siteId: site.id, to: email, ...mail, kind: "order-confirmation" });
  }
  const shopsTurn = order.payment_type === null ? !paid : paid;
  if (!shopsTurn) return;
  const shopLanguage = site.defaultLanguage;
  const notice = orderConfirmationMail(
    shopLanguage,
    { ...facts, link: "" },
    { buyerEmail: email ?? "", adminLink: orderAdminLink(site, shopLanguage, order.slug) },
  );
  const to = await shopAddress(tx, site, shopLanguage);
  await queueMail(tx, { siteId: site.id, to, ...notice, kind: "order-notice" });
}

export const orderLanguage = (order: Pick<OrderRow, "language">): Locale => (order.language === "hr" ? "hr" : "en");

/** The editable mail (decision 0068) that tells each reason. */
const cancellationMails = {
  paymentNotArrived: "order-cancelled",
  paymentTimedOut: "order-payment-timeout",
  buyerCancelled: "order-buyer-cancelled",
} as const satisfies Record<CancellationReason, string>;

/** Tells the buyer their order was cancelled, and why (inside its transaction: sent only if it commits). */
export async function queueCancellation(
  tx: DbOrTx,
  site: SiteRecord,
  order: OrderRow,
  reason: CancellationReason,
): Promise<void> {
  const email = order.email ?? order.guest_email;
  if (!email) return;
  const language = orderLanguage(order);
  const mail = await composeMail(tx, site.id, cancellationMails[reason], language, {
    siteName: site.name,
    firstName: toMailAddress(order.shipping_address).firstName,
    orderNumber: order.slug,
    link: orderViewLink(site, language, order),
  });
  await queueMail(tx, { siteId: site.id, to: email, ...mail, kind: "order-cancelled" });
}

/** What the shopper's browser gets to pay for an order: its current payment attempt to start while
 * the order waits for it (order/create, and "Pay now": accounts.orderPay). */
export function paymentHandoffOf(site: SiteRecord, order: OrderRow, payment: PaymentRecord | null): PaymentHandoff {
  const paymentType = order.payment_type === "HPF" || order.payment_type === "WALLET" ? order.payment_type : null;
  const provider =
    payment && payment.status === "started" && order.status === "pendingPayment" ? providerFor(payment.provider) : null;
  return {
    orderSlug: order.slug,
    paymentType,
    html: provider && payment ? provider.start(payment, site) : "",
    orderViewToken: orderViewToken(order),
  };
}

/** What order/create answers for an order (made now or before). */
function created(site: SiteRecord, order: OrderRow, payment: PaymentRecord | null): OrderCreated {
  return { ...paymentHandoffOf(site, order, payment), orderId: order.id, status: order.status as OrderStatus };
}

async function orderOfCart(tx: DbOrTx, siteId: number, cartId: number): Promise<OrderRow | undefined> {
  return tx
    .selectFrom("orders")
    .selectAll()
    .where("site_id", "=", siteId)
    .where("cart_id", "=", cartId)
    .executeTakeFirst();
}

/** The buyer's e-mail: the signed-in user's, or the cart's guest's (401 'No active user' without one). */
async function buyerEmail(tx: DbOrTx, scope: Scope, row: CartRow): Promise<string> {
  const email = scope.userId !== null ? await userEmailOf(tx, scope.site.id, scope.userId) : row.guest_email;
  if (!email) throw checkoutError(checkoutMessages.noActiveUser, 401);
  return email;
}

/** The cart the shopper confirmed, priced now: a change since they saw it (a price, a line, the
 * coupon, the total) stops the order with cartChanged; a membership card gone bad with its own message;
 * a cart past what one cart may hold (its prices rose since it was filled) with cartTooLarge, on both
 * databases alike (an order's totals are 32-bit integers on PostgreSQL). */
async function confirmedCart(
  services: Services,
  tx: Transaction<Database>,
  scope: Scope,
  row: CartRow,
  expectedOrderTotal: number | undefined,
): Promise<Cart> {
  // A glance: the notices stay to be told by the storefront's next read of the cart.
  const { cart, notices } = await viewCart(services, tx, scope, row, [], false);
  if (!cart.items.length) throw checkoutError(checkoutMessages.emptyCart, 400);
  if (!cart.validateMemberCard) throw checkoutError(checkoutMessages.memberCardInvalid, 409);
  if (notices.length || (expectedOrderTotal !== undefined && expectedOrderTotal !== cart.prices.converted.orderTotal)) {
    throw checkoutError(checkoutMessages.cartChanged, 409);
  }
  if (isCartTooLarge(cart)) throw cartError(cartMessages.cartTooLarge, 400);
  return cart;
}

/** Counts the coupon's use; one used up meanwhile by another order is a changed cart. */
async function useCoupon(tx: DbOrTx, siteId: number, code: string): Promise<void> {
  const used = await tx
    .updateTable("coupons")
    .set((eb) => ({ used_count: eb("used_count", "+", 1) }))
    .where("site_id", "=", siteId)
    .where("code", "=", code)
    .where("active", "=", 1)
    .where((eb) => eb.or([eb("usage_limit", "is", null), eb("used_count", "<", eb.ref("usage_limit"))]))
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw checkoutError(checkoutMessages.cartChanged, 409);
}

async function returnCoupon(tx: DbOrTx, siteId: number, code: string): Promise<void> {
  await tx
    .updateTable("coupons")
    .set((eb) => ({ used_count: eb("used_count", "-", 1) }))
    .where("site_id", "=", siteId)
    .where("code", "=", code)
    .where("used_count", ">", 0)
    .execute();
}

/** An order's payment arrived (its provider's result, or the back office for an offline one), inside
 * the caller's transaction, which has locked the order and seen it still pendingPayment: it is paid,
 * its e-products are delivered and the buyer gets the paid confirmation. Answers the products whose
 * stock the delivery changed (codes taken now): the caller invalidates and purges them once committed. */
export async function markPaid(tx: DbOrTx, site: SiteRecord, order: OrderRow): Promise<number[]> {
  const stamp = now();
  await tx
    .updateTable("orders")
    .set({ status: "paid", paid_at: stamp, updated_at: stamp })
    .where("id", "=", order.id)
    .execute();
  const { resynced } = await deliverDigitalGoods(tx, site, order.id);
  await queueConfirmation(tx, site, { ...order, status: "paid", paid_at: stamp }, true);
  return resynced;
}

/**
 * Ends an order that will not be paid (its payment declined: failed; its payment never finished, or
 * its buyer or the shop gave it up: cancelled, for `reason`), giving back its stock and its coupon
 * use, inside the caller's transaction, which has locked the order and seen it still pendingPayment.
 * Answers whether a sold-out product is back, and the products whose stock came back (the caller
 * purges their pages once committed).
 */
export async function endUnpaidOrder(
  tx: DbOrTx,
  order: Pick<OrderRow, "id" | "site_id" | "coupon_code">,
  ending: { status: "failed" } | { status: "cancelled"; reason: CancellationReason },
): Promise<{ restocked: boolean; returned: number[] }> {
  const stamp = now();
  await tx
    .updateTable("orders")
    .set({ status: ending.status, cancel_reason: "reason" in ending ? ending.reason : null, updated_at: stamp })
    .where("id", "=", order.id)
    .execute();
  const stock = await returnStock(tx, order.id);
  await releaseCodes(tx, order.id);
  if (order.coupon_code) await returnCoupon(tx, order.site_id, order.coupon_code);
  return stock;
}

/**
 * The attempt limits of order/create (ATTEMPT_LIMITS.order), counted before the attempt's transaction
 * so that refused attempts count too: per client address first; then, once the session is proven (a
 * forged protectCode must not use up someone else's cart), per cart. 429 beyond either.
 */
async function countOrderAttempt(
  services: Services,
  scope: Scope,
  caller: CallerFacts,
  input: SessionInput,
): Promise<void> {
  const { db } = services;
  const { perCart, perAddress: addressMax, windowMs } = ATTEMPT_LIMITS.order;
  await countAttempt(db, perAddress("order", caller.clientAddress, addressMax, windowMs));
  await openCart(services, db, scope, input, false, true);
  await countAttempt(db, [{ key: `order:cart:${input.cartId}`, max: perCart, windowMs }]);
}

/**
 * order/create: one transaction on the locked cart. Checks (nothing is written on a refusal): the
 * caller, checkout settings, the buyer, the cart against what the shopper saw, the addresses and
 * methods, the consents; then takes the stock, counts the coupon, writes the order, its lines and
 * consent log, opens the payment, archives the cart and queues the confirmation (for an order
 * without online payment; an online one is confirmed when paid).
 */
export async function createOrder(
  services: Services,
  scope: Scope,
  input: OrderInput,
  caller: CallerFacts,
): Promise<OrderCreated> {
  const { site } = scope;
  const language = input.language ?? scope.language;
  await countOrderAttempt(services, scope, caller, input);
  const successUrl = checkReturnUrl(site, input.successURL, caller.trustedStorefront);
  const failureUrl = checkReturnUrl(site, input.failureURL, caller.trustedStorefront);
  const orderScope: Scope = { ...scope, language };

  const outcome = await services.db.transaction().execute(async (tx) => {
    const row = await openCart(services, tx, orderScope, input, true, true);
    authorizeCheckout(orderScope, input, row);
    if (row.status === "ordered") {
      const existing = await orderOfCart(tx, site.id, row.id);
      if (!existing) throw checkoutError(checkoutMessages.orderNotFound, 404);
      return { order: existing, payment: await paymentOfOrder(tx, existing.id), soldOut: false, taken: [] };
    }
    const store = storeOfCart(orderScope, row);
    if (store.checkoutSettings.checkoutEnabled === 0) throw checkoutError(checkoutMessages.checkoutDisabled, 400);
    if (scope.userId === null && store.checkoutSettings.guestCheckout === 0)
      throw checkoutError(checkoutMessages.loginRequired, 401);
    const email = await buyerEmail(tx, orderScope, row);
    const cart = await confirmedCart(services, tx, orderScope, row, input.expectedOrderTotal);
    const checkout = await confirmCheckout(tx, orderScope, row, language);
    const provider = checkout.payment.paymentType ? providerFor(checkout.payment.provider) : null;
    if (checkout.payment.paymentType && !provider) throw checkoutError(checkoutMessages.paymentMethodNotFound, 400);

    const totals = cart.prices.converted;
    const stamp = now();
    const { id } = await tx
      .insertInto("orders")
      .values({
        site_id: site.id,
        store_id: store.id,
        user_id: scope.userId,
        guest_email: scope.userId === null ? email : null,
        email,
        // The number comes from the id; a placeholder (unique per cart) holds its place meanwhile.
        slug: `pending-${row.id}`,
        status: "pendingPayment",
        currency: cart.currency,
        items_total: totals.itemsTotal,
        coupon_discount: totals.coupon,
        delivery_total: totals.delivery,
        tax_total: totals.tax,
        loyalty_discount: totals.loyalty,
        order_total: totals.orderTotal,
        coupon_code: cart.coupon?.code ?? null,
        delivery_method_id: checkout.delivery?.id ?? null,
        delivery_method_name: checkout.delivery?.name ?? null,
        delivery_branch_id: checkout.delivery?.branch?.id ?? null,
        delivery_branch_name: checkout.delivery?.branch?.name ?? null,
        payment_method_id: checkout.payment.id,
        payment_method_name: checkout.payment.name,
        payment_type: checkout.payment.paymentType,
        shipping_address: addressJson("shipping", checkout.shipping),
        billing_address: addressJson("billing", checkout.billing),
        company: checkout.company
          ? JSON.stringify({ name: checkout.company.companyName, oib: checkout.company.oib })
          : null,
        // Checkout settings: with the store's gift message off, gift fields sent anyway are ignored.
        ...(store.checkoutSettings.giftMessage === 1
          ? { gift_message: orNull(input.giftMessage), gift_to: orNull(input.to), gift_from: orNull(input.from) }
          : { gift_message: null, gift_to: null, gift_from: null }),
        // The cart's instructions box is where a shopper writes it; an API caller may send its own.
        order_message: orNull(input.orderMessage) ?? orNull(row.instructions ?? undefined),
        member_card_barcode: cart.memberCardBarcode,
        language,
        cart_id: row.id,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const slug = orderNumber(id, stamp);
    const instructions = instructionsForOrder(checkout.payment.instructions, language, {
      orderNumber: slug,
      total: money(totals.orderTotal, cart.currency, language),
    });
    await tx.updateTable("orders").set({ slug, payment_instructions: instructions }).where("id", "=", id).execute();

    await logConsents(tx, orderScope, {
      formType: "checkoutForm",
      email,
      accepted: input.acceptedConsents,
      orderId: id,
    });
    const { soldOut, taken } = await takeStock(tx, id, cart.items);
    if (cart.coupon) await useCoupon(tx, site.id, cart.coupon.code);
    await tx
      .insertInto("order_items")
      .values(
        cart.items.map((i) => ({
          order_id: id,
          product_id: i.productId,
          sku: i.sku,
          name: i.name,
          qty: i.qty,
          unit_price: i.prices.converted.finalPrice,
          row_total: i.prices.converted.row,
          options: JSON.stringify(i.options),
        })),
      )
      .execute();
    await reserveCodes(tx, id);
    const payment =
      checkout.payment.paymentType && checkout.payment.provider
        ? await openPayment(tx, {
            siteId: site.id,
            orderId: id,
            orderSlug: slug,
            provider: checkout.payment.provider,
            paymentType: checkout.payment.paymentType,
            amount: totals.orderTotal,
            currency: cart.currency,
            language,
            successUrl,
            failureUrl,
            openedBy: "checkout",
          })
        : null;
    await tx.updateTable("carts").set({ status: "ordered", updated_at: stamp }).where("id", "=", row.id).execute();
    if (scope.userId === null) await attachToConfirmedAccount(tx, site.id, email, stamp);
    const order = await tx.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    if (!payment) await queueConfirmation(tx, site, order, false);
    return { order, payment, soldOut, taken };
  });
  countOrder();
  if (outcome.soldOut) invalidateCatalog(services);
  purgeEdgeKeys(services, outcome.taken.map(productKey));
  return created(site, outcome.order, outcome.payment);
}

// ---------------------------------------------------------------- the payment result

/** The storefront page the browser goes to after a payment: success with the order number, or
 * failure. A path (spec section 4: the storefront goes to the returned URL without protocol and host). */
function pageAfterPayment(payment: PaymentRecord, status: OrderStatus): string {
  const url = new URL(status === "paid" ? payment.successUrl : payment.failureUrl);
  url.searchParams.set("orderSlug", payment.orderSlug);
  return `${url.pathname}${url.search}`;
}

/**
 * order/pgSuccess: settles a payment with the result its provider handed back. Approved: the order is
 * paid and confirmed by e-mail. Declined at checkout: it failed; its stock and coupon use are given
 * back, and the shopper gets the cart again as a new cart session. Declined on an attempt the buyer
 * opened with "Pay now" from the order's page (its `openedBy`, decisions 0099 and 0103): the order
 * keeps waiting, as it did before the attempt, to be paid again or cancelled (or ended by the
 * payment timeout), and the visitor's cart of the moment stays theirs.
 */
export async function settlePayment(
  services: Services,
  { site }: Scope,
  input: { id: string; details: Record<string, string> },
): Promise<{ url: string; status: OrderStatus; orderSlug: string; cartSession: CartSession | null }> {
  const invalid = () => checkoutError(checkoutMessages.paymentSignatureInvalid, 400);
  const known = await paymentByReference(services.db, input.id);
  const provider = known && known.siteId === site.id ? providerFor(known.provider) : null;
  if (!known || !provider) throw invalid();
  const result = provider.verify({ reference: input.id, details: input.details });

  const outcome = await services.db.transaction().execute(async (tx) => {
    const postgres = services.dialect === "postgres";
    const payment = (await paymentByReference(tx, input.id, true, postgres))!;
    await settle(tx, payment, result);
    let query = tx.selectFrom("orders").selectAll().where("id", "=", payment.orderId);
    if (postgres) query = query.forUpdate();
    const order = await query.executeTakeFirstOrThrow();
    // Cancelled (./abandoned.ts) before this result came, by the payment timeout or by its buyer: the
    // stock went back then. Orders cancelled before 0050 kept no reason: the timeout's, as they were.
    // The refusal names the order (the storefront shows its page): the result's signature was checked.
    if (order.status === "cancelled")
      throw checkoutError(
        order.cancel_reason === "buyerCancelled"
          ? checkoutMessages.paymentAfterCancel
          : checkoutMessages.paymentTimedOut,
        409,
        { orderSlug: order.slug },
      );
    if (order.status !== "pendingPayment") throw checkoutError(checkoutMessages.paymentAlreadyProcessed, 409);
    if (result.outcome === "approved") {
      const resynced = await markPaid(tx, site, order);
      return {
        payment,
        status: "paid" as const,
        restocked: resynced.length > 0,
        returned: resynced,
        cartSession: null,
      };
    }
    // The buyer's "Pay now" declined: the order waits as it did before it, to be paid again.
    if (payment.openedBy === "payNow")
      return { payment, status: "pendingPayment" as const, restocked: false, returned: [], cartSession: null };
    const { restocked, returned } = await endUnpaidOrder(tx, order, { status: "failed" });
    const cartSession = order.cart_id === null ? null : await reopenCart(tx, order.cart_id);
    return { payment, status: "failed" as const, restocked, returned, cartSession };
  });
  if (outcome.restocked) invalidateCatalog(services);
  purgeEdgeKeys(services, outcome.returned.map(productKey));
  const { payment, status, cartSession } = outcome;
  return { url: pageAfterPayment(payment, status), status, orderSlug: payment.orderSlug, cartSession };
}
