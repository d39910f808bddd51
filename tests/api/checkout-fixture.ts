/**
 * Helpers for the checkout and order tests: a guest's address, the demo's delivery and payment
 * methods by code, a cart made ready for an order through the API, and what the database holds for
 * orders, stock and coupons.
 */
import { cart, checkout, type InputOf } from "#server/contract";
import type { CartSession } from "#server/contract/cart";
import { demoDeliveryMethods, demoPaymentMethods } from "#server/modules/checkout";
import { demoConsents } from "#server/modules/consents";
import { expect } from "vitest";
import type { TestPlatform } from "../support/platform";
import { newCart, SITE_ID } from "./cart-fixture";

export const guestAddress = {
  firstName: "Ana",
  lastName: "Horvat",
  contactEmail: "ana.horvat@example.com",
  contactPhone: "+385 91 111 2222",
  country: "HR",
  city: "Zagreb",
  street: "Ilica",
  houseNumber: "1",
  zipCode: "10000",
} as const;

export const checkoutConsents = [demoConsents.terms, demoConsents.privacy];

export type DeliveryCode = (typeof demoDeliveryMethods)[keyof typeof demoDeliveryMethods]["code"];
export type PaymentCode = (typeof demoPaymentMethods)[keyof typeof demoPaymentMethods];

export async function deliveryMethod(t: TestPlatform, code: DeliveryCode) {
  const db = t.platform.services.db;
  const method = await db
    .selectFrom("delivery_methods")
    .select(["id", "price"])
    .where("site_id", "=", SITE_ID)
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  const branches = await db
    .selectFrom("delivery_branches")
    .select("id")
    .where("method_id", "=", method.id)
    .orderBy("position")
    .execute();
  return { id: method.id, price: Number(method.price), branchIds: branches.map((b) => b.id) };
}

export async function paymentMethodId(t: TestPlatform, code: PaymentCode): Promise<number> {
  const row = await t.platform.services.db
    .selectFrom("payment_methods")
    .select("id")
    .where("site_id", "=", SITE_ID)
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The site's own origin (return URLs must be on it). */
export async function siteUrl(t: TestPlatform): Promise<string> {
  const site = await t.platform.services.db
    .selectFrom("sites")
    .select("url")
    .where("id", "=", SITE_ID)
    .executeTakeFirstOrThrow();
  return site.url.replace(/\/+$/, "");
}

export interface ReadyCart {
  session: CartSession;
  orderTotal: number;
}

export interface ReadyOptions {
  lines: { productId: number; qty: number; options?: InputOf<typeof cart.addItem>["options"] }[];
  headers?: Record<string, string>;
  delivery?: DeliveryCode | null;
  payment?: PaymentCode;
  address?: InputOf<typeof checkout.checkoutAddresses>["shipping"];
  coupon?: string;
}

/** A cart with lines, addresses, a delivery method (the first branch when it has branches) and a payment method. */
export async function readyCart(t: TestPlatform, o: ReadyOptions): Promise<ReadyCart> {
  const headers = o.headers;
  const session = await newCart(t, headers);
  for (const line of o.lines) await t.call(cart.addItem, { ...session, ...line }, headers);
  if (o.coupon) await t.call(cart.applyCoupon, { ...session, couponCode: o.coupon }, headers);
  await t.call(checkout.checkoutAddresses, { ...session, shipping: o.address ?? guestAddress }, headers);
  if (o.delivery !== null) {
    const method = await deliveryMethod(t, o.delivery ?? "courier");
    await t.call(
      checkout.saveDeliveryMethod,
      { ...session, deliveryMethodId: method.id, branchId: method.branchIds[0] ?? null },
      headers,
    );
  }
  const paid = await t.call(
    checkout.savePaymentMethod,
    { ...session, paymentMethodId: await paymentMethodId(t, o.payment ?? "pay-on-delivery") },
    headers,
  );
  return { session, orderTotal: paid.cart.prices.converted.orderTotal };
}

/** order/create's input for a ready cart: the checkout consents accepted, the total the shopper saw. */
export async function orderInput(
  t: TestPlatform,
  ready: ReadyCart,
  overrides: Partial<InputOf<typeof checkout.orderCreate>> = {},
): Promise<InputOf<typeof checkout.orderCreate>> {
  const base = await siteUrl(t);
  return {
    ...ready.session,
    successURL: `${base}/checkout/success`,
    failureURL: `${base}/checkout/failure`,
    acceptedConsents: checkoutConsents,
    expectedOrderTotal: ready.orderTotal,
    ...overrides,
  };
}

/** An order of a cart made ready to `options` (delivered to the guest address unless they say
 * otherwise), placed as the storefront places it, with `options.headers` (a buyer's, say). */
export async function placeOrder(t: TestPlatform, options: ReadyOptions) {
  const ready = await readyCart(t, { address: guestAddress, ...options });
  return t.call(checkout.orderCreate, await orderInput(t, ready), options.headers);
}

/** Three orders of one `productId` that wait for no online payment, placed with `headers` (a buyer's):
 * by bank transfer, on delivery (the shop settles those) and by card, paid. Their slugs, in that order. */
export async function settledOrders(t: TestPlatform, productId: number, headers: Record<string, string>) {
  const lines = [{ productId, qty: 1 }];
  const transfer = await placeOrder(t, { lines, payment: "bank-transfer", headers });
  const onDelivery = await placeOrder(t, { lines, payment: "pay-on-delivery", headers });
  const paid = await placeOrder(t, { lines, payment: "card", headers });
  const result = await decideSandbox(t, formAction(paid.html as string), "approve");
  await t.call(checkout.paymentSuccess, { id: result.id, details: result.details });
  return [transfer.orderSlug, onDelivery.orderSlug, paid.orderSlug];
}

/** What the database holds for a cart's orders. */
export async function ordersOfCart(t: TestPlatform, cartId: number) {
  return t.platform.services.db.selectFrom("orders").selectAll().where("cart_id", "=", cartId).execute();
}

export async function stockOf(t: TestPlatform, productId: number): Promise<number | null> {
  const row = await t.platform.services.db
    .selectFrom("products")
    .select("stock_qty")
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return row.stock_qty === null ? null : Number(row.stock_qty);
}

export async function couponUses(t: TestPlatform, code: string): Promise<number> {
  const row = await t.platform.services.db
    .selectFrom("coupons")
    .select("used_count")
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  return Number(row.used_count);
}

export async function orderCount(t: TestPlatform): Promise<number> {
  const row = await t.platform.services.db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sandbox page's address in an HPF order's form. */
export function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in ${html}`);
  return new URL(action.replaceAll("&amp;", "&")).pathname;
}

/** Answers the sandbox page as the shopper would: the decision, then the return to the shop, with
 * order/pgSuccess's input. */
export async function decideSandbox(t: TestPlatform, action: string, decision: "approve" | "decline") {
  const res = await t.request(action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    rawBody: `decision=${decision}`,
  });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get("location")!);
  return {
    back,
    id: back.searchParams.get("paymentReference")!,
    details: { paymentResult: back.searchParams.get("paymentResult")! },
  };
}
