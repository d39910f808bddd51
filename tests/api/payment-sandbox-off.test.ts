/**
 * Review h3, finding 4: the payment sandbox moves no money, yet its page approves a payment for
 * whoever clicks, and the order is then paid (its e-products delivered). A production server seeds
 * it (card, wallet) like the demo, and the back office cannot switch a payment method off, so a real
 * shop took "card payments" anyone could approve. The sandbox now works only where PAYMENT_SANDBOX
 * says (default: everywhere but production without DEMO_MODE): off, its methods are not offered nor
 * accepted by order/create, and its pages and wallet decide nothing.
 */
process.env.PLATFORM_SECRET ??= "payment-sandbox-off-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout } from "#server/contract";
import { reloadConfig } from "#server/config";
import { demoPaymentMethods } from "#server/modules/checkout";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { expectFailure, insertProduct } from "./cart-fixture";
import { formAction, orderInput, ordersOfCart, paymentMethodId, readyCart } from "./checkout-fixture";

let t: TestPlatform;
beforeAll(async () => {
  process.env.PAYMENT_SANDBOX = "1";
  reloadConfig();
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
  reloadConfig();
});

function sandbox(on: boolean) {
  process.env.PAYMENT_SANDBOX = on ? "1" : "0";
  reloadConfig();
}

describe("with the payment sandbox switched off", () => {
  it("its methods are not offered, order/create refuses them, its pages and wallet decide nothing", async () => {
    const productId = await insertProduct(t, { final: 1500 });
    // Made while the sandbox worked: an order waiting on its page, and a cart that chose the card.
    const placed = await readyCart(t, { lines: [{ productId, qty: 1 }], payment: demoPaymentMethods.card });
    const order = await t.call(checkout.orderCreate, await orderInput(t, placed));
    const page = formAction(order.html as string);
    const wallet = await readyCart(t, { lines: [{ productId, qty: 1 }], payment: demoPaymentMethods.card });

    sandbox(false);
    try {
      const cardId = await paymentMethodId(t, demoPaymentMethods.card);
      const walletId = await paymentMethodId(t, demoPaymentMethods.wallet);
      const fresh = await readyCart(t, { lines: [{ productId, qty: 1 }] });
      const offered = (await t.call(checkout.applicablePaymentMethods, { ...fresh.session })).map((m) => m.id);
      expect(offered).not.toContain(cardId);
      expect(offered).not.toContain(walletId);
      expect(offered).toContain(await paymentMethodId(t, demoPaymentMethods.onDelivery));
      await expectFailure(t.call(checkout.savePaymentMethod, { ...fresh.session, paymentMethodId: cardId }), 400);

      await expectFailure(t.call(checkout.orderCreate, await orderInput(t, wallet)), 400);
      expect(await ordersOfCart(t, wallet.session.cartId)).toEqual([]);

      expect((await t.request(page, { method: "GET" })).status).toBe(404);
      const decided = await t.request(page, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        rawBody: "decision=approve",
      });
      expect(decided.status).toBe(404);
      const reference = page.split("/").pop()!;
      const walletDecision = await t.request(`/api/v1/payment-sandbox/wallet/${reference}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        rawBody: JSON.stringify({ decision: "approve" }),
      });
      expect(walletDecision.status).toBe(404);
      const payment = await t.platform.services.db
        .selectFrom("payments")
        .select("status")
        .where("order_id", "=", order.orderId)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe("started");
    } finally {
      sandbox(true);
    }
  });
});
