/**
 * A guest's order that waits for its online payment, cancelled by the holder of its view token (the
 * browser that placed it: checkout.orderCancel, decision 0108): the same rule and the same one
 * transaction as the buyer's own cancel (stock and coupon use go back, a short confirmation mailed, a
 * late payment result refused saying the order was cancelled). A wrong or missing token finds the
 * order as unknown as a missing one; an order no longer waiting (paid, paid offline, cancelled,
 * failed) is not cancelled.
 */
process.env.PLATFORM_SECRET ??= "order-guest-cancel-test-platform-secret";

import { describe, expect, it } from "vitest";
import { checkout } from "#server/contract";
import { accountsMessages, awaitsOnlinePayment } from "#server/contract/accounts";
import { checkoutMessages } from "#server/contract/checkout";
import { listOutbox } from "#server/modules/mail";
import { cancelAbandonedPayments, orderViewToken } from "#server/modules/orders";
import type { TestPlatform } from "../support/platform";
import { SITE_ID, withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure, insertCoupon, insertProduct } from "./cart-fixture";
import {
  couponUses,
  decideSandbox,
  formAction,
  guestAddress,
  placeOrder,
  settledOrders,
  stockOf,
} from "./checkout-fixture";

let t: TestPlatform;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, customer } = started));

const notFound = (call: Promise<unknown>) => expectFailure(call, 404, checkoutMessages.orderNotFound);
const notCancellable = (call: Promise<unknown>) => expectFailure(call, 409, accountsMessages.orderNotCancellable);

/** The order as its token shows it. */
const viewed = (order: { orderSlug: string; orderViewToken: string }) =>
  t.call(checkout.orderView, { orderSlug: order.orderSlug, token: order.orderViewToken });

const keyOf = (order: { orderSlug: string; orderViewToken: string }) => ({
  orderSlug: order.orderSlug,
  token: order.orderViewToken,
});

describe("a guest cancels their order waiting for its payment, with its view token", () => {
  it("cancels it: stock and coupon use go back, the order reads cancelled, mailed once, a late payment refused", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 3 });
    const code = await insertCoupon(t, { value: 10, usageLimit: 5 });
    const created = await placeOrder(t, { lines: [{ productId, qty: 2 }], payment: "card", coupon: code });
    expect(await stockOf(t, productId)).toBe(1);
    expect(await couponUses(t, code)).toBe(1);
    expect(awaitsOnlinePayment(await viewed(created))).toBe(true);

    const cancelled = await t.call(checkout.orderCancel, keyOf(created));
    expect(cancelled).toMatchObject({ slug: created.orderSlug, status: "cancelled", own: false });
    expect(awaitsOnlinePayment(cancelled)).toBe(false);
    expect(await viewed(created)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(t, productId)).toBe(3);
    expect(await couponUses(t, code)).toBe(0);

    // Once: cancelled already, it no longer waits.
    await notCancellable(t.call(checkout.orderCancel, keyOf(created)));
    const mails = await listOutbox(t.platform.services, SITE_ID, {
      to: guestAddress.contactEmail,
      kind: "order-cancelled",
    });
    const mail = mails.filter((m) => m.text.includes(created.orderSlug));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`your order ${created.orderSlug} has been cancelled, as you asked.`);
    // A guest has no account: the mail links the order's own page, with its token.
    expect(mail[0]!.text).toContain(`/order/${created.orderSlug}?token=`);

    const late = await decideSandbox(t, formAction(created.html as string), "approve");
    const refused = await expectFailure(
      t.call(checkout.paymentSuccess, { id: late.id, details: late.details }),
      409,
      checkoutMessages.paymentAfterCancel,
    );
    expect(refused.body).toMatchObject({ code: "PAYMENT_AFTER_CANCEL", details: { orderSlug: created.orderSlug } });
    expect(await viewed(created)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(t, productId)).toBe(3);
  });

  it("refuses a wrong, another order's or no token, as if the order did not exist, and changes nothing", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 5 });
    const lines = [{ productId, qty: 1 }];
    const created = await placeOrder(t, { lines, payment: "card" });
    const other = await placeOrder(t, { lines, payment: "card" });
    expect(await stockOf(t, productId)).toBe(3);

    await notFound(t.call(checkout.orderCancel, { orderSlug: created.orderSlug, token: "not-the-order-view-token" }));
    await notFound(t.call(checkout.orderCancel, { orderSlug: created.orderSlug, token: other.orderViewToken }));
    await notFound(t.call(checkout.orderCancel, { orderSlug: "DS-2000-000001", token: created.orderViewToken }));
    // Signed in changes nothing: the token is the key (the account's own orders have their cancel).
    await notFound(
      t.call(checkout.orderCancel, { orderSlug: created.orderSlug, token: other.orderViewToken }, customer),
    );
    // No token at all: the input is refused before any order is looked at.
    const missing = await t.answer(checkout.orderCancel, { orderSlug: created.orderSlug } as never);
    expect(missing.status).toBe(400);

    expect(await viewed(created)).toMatchObject({ status: "pendingPayment" });
    expect(await viewed(other)).toMatchObject({ status: "pendingPayment" });
    expect(await stockOf(t, productId)).toBe(3);
  });

  it("refuses an order not waiting for its online payment: paid, paid offline, timed out, declined", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 20 });
    const lines = [{ productId, qty: 1 }];
    // Placed by a guest (no headers but the demo's).
    const settled = await settledOrders(t, productId, {});
    const declined = await placeOrder(t, { lines, payment: "card" });
    const result = await decideSandbox(t, formAction(declined.html as string), "decline");
    await t.call(checkout.paymentSuccess, { id: result.id, details: result.details });
    const timedOut = await placeOrder(t, { lines, payment: "card" });
    expect(await cancelAbandonedPayments(t.platform.services, { now: Date.now() + 86_400_000 })).toContain(
      timedOut.orderSlug,
    );

    const tokens = new Map<string, string>();
    const db = t.platform.services.db;
    for (const slug of settled) {
      // Their tokens, as order/create answered them to the browser that placed them.
      const row = await db
        .selectFrom("orders")
        .select(["id", "slug"])
        .where("slug", "=", slug)
        .executeTakeFirstOrThrow();
      tokens.set(slug, orderViewToken(row));
    }
    tokens.set(declined.orderSlug, declined.orderViewToken);
    tokens.set(timedOut.orderSlug, timedOut.orderViewToken);
    const stockBefore = await stockOf(t, productId);
    for (const [orderSlug, token] of tokens) {
      const before = await t.call(checkout.orderView, { orderSlug, token });
      expect(awaitsOnlinePayment(before)).toBe(false);
      await notCancellable(t.call(checkout.orderCancel, { orderSlug, token }));
      expect((await t.call(checkout.orderView, { orderSlug, token })).status).toBe(before.status);
    }
    expect(await stockOf(t, productId)).toBe(stockBefore);
  });
});
