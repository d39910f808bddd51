/**
 * The buyer's own unpaid card order: while it waits for its online payment, its owner may cancel it
 * from the order's page (stock and coupon use go back, as the payment timeout does), in one
 * transaction; never another's order, nor one paid, paid on delivery or by transfer (the shop
 * settles those), nor one cancelled already. The buyer gets a short confirmation e-mail in the
 * order's language; a late payment result is refused then, saying the order was cancelled.
 */
process.env.PLATFORM_SECRET ??= "order-buyer-cancel-test-platform-secret";

import { describe, expect, it } from "vitest";
import { accounts, checkout } from "#server/contract";
import { accountsMessages, awaitsOnlinePayment } from "#server/contract/accounts";
import { checkoutMessages } from "#server/contract/checkout";
import { listOutbox } from "#server/modules/mail";
import type { TestPlatform } from "../support/platform";
import { SITE_ID, signedInUser, withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure, insertCoupon, insertProduct } from "./cart-fixture";
import {
  couponUses,
  decideSandbox,
  formAction,
  placeOrder,
  settledOrders,
  stockOf,
  type ReadyOptions,
} from "./checkout-fixture";

let t: TestPlatform;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, customer } = started));

const order = (options: ReadyOptions) => placeOrder(t, options);

describe("cancelling one's own unpaid card order", () => {
  it("cancels it: stock and coupon use go back, the order reads cancelled, a late payment is refused", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 3 });
    const code = await insertCoupon(t, { value: 10, usageLimit: 5 });
    const created = await order({ lines: [{ productId, qty: 2 }], payment: "card", coupon: code, headers: customer });
    expect(await stockOf(t, productId)).toBe(1);
    expect(await couponUses(t, code)).toBe(1);
    const waiting = await t.call(accounts.orderGet, { slug: created.orderSlug }, customer);
    expect(awaitsOnlinePayment(waiting)).toBe(true);

    const cancelled = await t.call(accounts.orderCancel, { slug: created.orderSlug }, customer);
    expect(cancelled).toMatchObject({ slug: created.orderSlug, status: "cancelled" });
    expect(awaitsOnlinePayment(cancelled)).toBe(false);
    expect(await stockOf(t, productId)).toBe(3);
    expect(await couponUses(t, code)).toBe(0);

    await expectFailure(
      t.call(accounts.orderCancel, { slug: created.orderSlug }, customer),
      409,
      accountsMessages.orderNotCancellable,
    );
    const late = await decideSandbox(t, formAction(created.html as string), "approve");
    const refused = await expectFailure(
      t.call(checkout.paymentSuccess, { id: late.id, details: late.details }),
      409,
      checkoutMessages.paymentAfterCancel,
    );
    // Named to the holder of the signed result only (the storefront shows the order's page).
    expect(refused.body).toMatchObject({ code: "PAYMENT_AFTER_CANCEL", details: { orderSlug: created.orderSlug } });
    const forged = await expectFailure(
      t.call(checkout.paymentSuccess, { id: late.id, details: { paymentResult: "forged" } }),
      400,
    );
    expect(forged.body).not.toHaveProperty("details");
    expect((await t.call(accounts.orderGet, { slug: created.orderSlug }, customer)).status).toBe("cancelled");
    expect(await stockOf(t, productId)).toBe(3);
  });

  it("confirms the cancel to the buyer by e-mail, once, in the order's language", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const buyer = await signedInUser(t);
    const lines = [{ productId, qty: 1 }];
    const english = await order({ lines, payment: "card", headers: buyer.headers });
    const croatian = await order({ lines, payment: "card", headers: { ...buyer.headers, language: "hr" } });
    const cancelMails = () => listOutbox(t.platform.services, SITE_ID, { to: buyer.email, kind: "order-cancelled" });
    expect(await cancelMails()).toEqual([]);

    await t.call(accounts.orderCancel, { slug: english.orderSlug }, buyer.headers);
    await t.call(accounts.orderCancel, { slug: croatian.orderSlug }, buyer.headers);
    await expectFailure(t.call(accounts.orderCancel, { slug: english.orderSlug }, buyer.headers), 409);
    const mails = await cancelMails();
    expect(mails).toHaveLength(2);
    const en = mails.find((mail) => mail.text.includes(english.orderSlug))!;
    expect(en.subject).toBe(`Your order ${english.orderSlug} is cancelled – Demo Shop`);
    expect(en.text).toContain(`your order ${english.orderSlug} has been cancelled, as you asked.`);
    expect(en.text).toContain(`/profile/orders/${english.orderSlug}`);
    const hr = mails.find((mail) => mail.text.includes(croatian.orderSlug))!;
    expect(hr.subject).toBe(`Vaša narudžba ${croatian.orderSlug} je otkazana – Demo Shop`);
    expect(hr.text).toContain(`vaša narudžba ${croatian.orderSlug} je otkazana, kako ste zatražili.`);
  });

  it("refuses an order paid, or paid by transfer or on delivery (the shop settles those), and another's", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const lines = [{ productId, qty: 1 }];
    for (const slug of await settledOrders(t, productId, customer)) {
      expect(awaitsOnlinePayment(await t.call(accounts.orderGet, { slug }, customer))).toBe(false);
      await expectFailure(t.call(accounts.orderCancel, { slug }, customer), 409, accountsMessages.orderNotCancellable);
    }
    const card = await order({ lines, payment: "card", headers: customer });
    const other = await signedInUser(t);
    await expectFailure(t.call(accounts.orderCancel, { slug: card.orderSlug }, other.headers), 404);
    await expectFailure(t.call(accounts.orderCancel, { slug: card.orderSlug }), 401);
    expect((await t.call(accounts.orderGet, { slug: card.orderSlug }, customer)).status).toBe("pendingPayment");
  });
});
