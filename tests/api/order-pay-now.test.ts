/**
 * "Pay now": the buyer's own order that waits for its online payment gets a new payment attempt
 * (accounts.orderPay), for the total the order holds, never one the client names. The new attempt
 * supersedes the one before: a result of the old one is refused (409 paymentSuperseded) and pays
 * nothing, before or after the new one paid. The payment timeout counts from the newest attempt.
 * Never another's order (404), nor one paid, cancelled, or paid offline (409 orderNotPayable).
 */
process.env.PLATFORM_SECRET ??= "order-pay-now-test-platform-secret";

import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { accounts, checkout, type OutputOf } from "#server/contract";
import { accountsMessages, awaitsOnlinePayment } from "#server/contract/accounts";
import { checkoutMessages } from "#server/contract/checkout";
import { ATTEMPT_LIMITS } from "#server/modules/accounts";
import { listOutbox } from "#server/modules/mail";
import { cancelAbandonedPayments } from "#server/modules/orders";
import type { TestPlatform } from "../support/platform";
import { SITE_ID, signedInUser, withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure, insertProduct } from "./cart-fixture";
import {
  decideSandbox,
  formAction,
  placeOrder,
  settledOrders,
  siteUrl,
  stockOf,
  type ReadyOptions,
} from "./checkout-fixture";

let t: TestPlatform;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, customer } = started));

const MINUTE = 60_000;

const order = (options: ReadyOptions) => placeOrder(t, options);

async function payInput(slug: string) {
  const base = await siteUrl(t);
  return {
    slug,
    successURL: `${base}/checkout/payment-result?outcome=success`,
    failureURL: `${base}/checkout/failure`,
  };
}

type Wallet = Exclude<OutputOf<typeof checkout.orderCreate>["html"], string>;

const statusOf = async (slug: string, headers = customer) =>
  (await t.call(accounts.orderGet, { slug }, headers)).status;

describe("paying one's own unpaid card order again", () => {
  it("opens a new attempt that pays the order once; the old attempt's result is refused", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 3 });
    const buyer = await signedInUser(t);
    const created = await order({ lines: [{ productId, qty: 2 }], payment: "card", headers: buyer.headers });
    const oldForm = formAction(created.html as string);
    // Approved at the provider, but its result never came back (the buyer closed the page).
    const old = await decideSandbox(t, oldForm, "approve");

    const again = await t.call(accounts.orderPay, await payInput(created.orderSlug), buyer.headers);
    expect(again).toMatchObject({ orderSlug: created.orderSlug, paymentType: "HPF" });
    expect(again.orderViewToken).toBe(created.orderViewToken);
    const newForm = formAction(again.html as string);
    expect(newForm).not.toBe(oldForm);
    // Nothing more is taken from the stock: the order holds what it took.
    expect(await stockOf(t, productId)).toBe(1);

    // The old attempt's result, coming late: refused, and the order still waits.
    const refused = await expectFailure(
      t.call(checkout.paymentSuccess, { id: old.id, details: old.details }),
      409,
      checkoutMessages.paymentSuperseded,
    );
    // The refusal names the order to whoever holds the attempt's signed result (the storefront
    // sends the buyer to the order's page).
    expect(refused.body).toMatchObject({ code: "PAYMENT_SUPERSEDED", details: { orderSlug: created.orderSlug } });
    expect(await statusOf(created.orderSlug, buyer.headers)).toBe("pendingPayment");

    // The new one pays it, back to the success page given with it.
    const paid = await decideSandbox(t, newForm, "approve");
    const settled = await t.call(checkout.paymentSuccess, { id: paid.id, details: paid.details });
    expect(settled).toMatchObject({ status: "paid", orderSlug: created.orderSlug });
    expect(settled.url).toBe(`/checkout/payment-result?outcome=success&orderSlug=${created.orderSlug}`);
    expect(await statusOf(created.orderSlug, buyer.headers)).toBe("paid");
    // The old result once more, after the order was paid: still refused, nothing paid twice.
    await expectFailure(t.call(checkout.paymentSuccess, { id: old.id, details: old.details }), 409);
    const confirmations = await listOutbox(t.platform.services, SITE_ID, {
      to: buyer.email,
      kind: "order-confirmation",
    });
    expect(confirmations).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(1);

    // Paid: nothing more to pay.
    await expectFailure(
      t.call(accounts.orderPay, await payInput(created.orderSlug), buyer.headers),
      409,
      accountsMessages.orderNotPayable,
    );
  });

  it("a declined new attempt leaves the order waiting, its stock held and no cart given back: it may be paid again", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 3 });
    const created = await order({ lines: [{ productId, qty: 1 }], payment: "card", headers: customer });
    const again = await t.call(accounts.orderPay, await payInput(created.orderSlug), customer);
    const declined = await decideSandbox(t, formAction(again.html as string), "decline");
    const result = await t.call(checkout.paymentSuccess, { id: declined.id, details: declined.details });
    expect(result).toMatchObject({ status: "pendingPayment", orderSlug: created.orderSlug, cartSession: null });
    expect(await statusOf(created.orderSlug)).toBe("pendingPayment");
    expect(await stockOf(t, productId)).toBe(2);

    const third = await t.call(accounts.orderPay, await payInput(created.orderSlug), customer);
    const approved = await decideSandbox(t, formAction(third.html as string), "approve");
    expect((await t.call(checkout.paymentSuccess, { id: approved.id, details: approved.details })).status).toBe("paid");
    expect(await stockOf(t, productId)).toBe(2);
  });

  it("a declined Pay-now attempt is known by who opened it, not by an attempt it superseded", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 3 });
    const created = await order({ lines: [{ productId, qty: 1 }], payment: "card", headers: customer });
    // An order without checkout's attempt (imported, or written by a fixture): the buyer's first
    // attempt supersedes none, and is still theirs.
    const { db } = t.platform.services;
    await db.deleteFrom("payments").where("order_slug", "=", created.orderSlug).execute();
    const first = await t.call(accounts.orderPay, await payInput(created.orderSlug), customer);
    const declined = await decideSandbox(t, formAction(first.html as string), "decline");
    const result = await t.call(checkout.paymentSuccess, { id: declined.id, details: declined.details });
    expect(result).toMatchObject({ status: "pendingPayment", orderSlug: created.orderSlug, cartSession: null });
    expect(await stockOf(t, productId)).toBe(2);
  });

  it("an attempt written without who opened it (before 0051, or by the previous release) is checkout's", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 3 });
    const created = await order({ lines: [{ productId, qty: 1 }], payment: "card", headers: customer });
    const { db } = t.platform.services;
    const {
      id,
      opened_by: _openedBy,
      ...older
    } = await db
      .selectFrom("payments")
      .selectAll()
      .where("order_slug", "=", created.orderSlug)
      .executeTakeFirstOrThrow();
    await db.deleteFrom("payments").where("id", "=", id).execute();
    const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await untyped.insertInto("payments").values(older).execute();
    const declined = await decideSandbox(t, formAction(created.html as string), "decline");
    const result = await t.call(checkout.paymentSuccess, { id: declined.id, details: declined.details });
    expect(result).toMatchObject({ status: "failed", orderSlug: created.orderSlug });
    expect(result.cartSession).not.toBeNull();
    expect(await stockOf(t, productId)).toBe(3);
  });

  it("charges the total the order holds, whatever the product costs now (a wallet order)", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const created = await order({ lines: [{ productId, qty: 1 }], payment: "wallet", headers: customer });
    const before = created.html as Wallet;
    await t.platform.services.db
      .updateTable("products")
      .set({ final_price: 5000 })
      .where("id", "=", productId)
      .execute();
    const again = await t.call(accounts.orderPay, await payInput(created.orderSlug), customer);
    expect(again.paymentType).toBe("WALLET");
    const wallet = again.html as Wallet;
    expect(wallet.total).toBe(before.total);
    expect(wallet.orderId).not.toBe(before.orderId);
    const detail = await t.call(accounts.orderGet, { slug: created.orderSlug }, customer);
    expect(wallet.total).toBe(detail.orderTotal);
    expect(awaitsOnlinePayment(detail)).toBe(true);
  });

  it("the payment timeout counts from the newest attempt", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 2 });
    const created = await order({ lines: [{ productId, qty: 1 }], payment: "card", headers: customer });
    // The order and its first attempt are 50 minutes old when the buyer pays again.
    const earlier = new Date(Date.now() - 50 * MINUTE).toISOString();
    const { db } = t.platform.services;
    const row = await db
      .selectFrom("orders")
      .select("id")
      .where("slug", "=", created.orderSlug)
      .executeTakeFirstOrThrow();
    await db.updateTable("orders").set({ created_at: earlier }).where("id", "=", row.id).execute();
    await db.updateTable("payments").set({ created_at: earlier }).where("order_id", "=", row.id).execute();
    await t.call(accounts.orderPay, await payInput(created.orderSlug), customer);

    const sweepAfter = (minutes: number) =>
      cancelAbandonedPayments(t.platform.services, { now: Date.now() + minutes * MINUTE, timeoutMinutes: 60 });
    // 80 minutes after the order, 30 after the new attempt: it still waits.
    expect(await sweepAfter(30)).not.toContain(created.orderSlug);
    expect(await statusOf(created.orderSlug)).toBe("pendingPayment");
    expect(await sweepAfter(61)).toContain(created.orderSlug);
    expect(await statusOf(created.orderSlug)).toBe("cancelled");
    expect(await stockOf(t, productId)).toBe(2);
  });

  it("refuses an order paid, cancelled, or paid by transfer or on delivery, and another's", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const lines = [{ productId, qty: 1 }];
    const settled = await settledOrders(t, productId, customer);
    const cancelled = await order({ lines, payment: "card", headers: customer });
    await t.call(accounts.orderCancel, { slug: cancelled.orderSlug }, customer);
    for (const slug of [...settled, cancelled.orderSlug])
      await expectFailure(
        t.call(accounts.orderPay, await payInput(slug), customer),
        409,
        accountsMessages.orderNotPayable,
      );

    const card = await order({ lines, payment: "card", headers: customer });
    const other = await signedInUser(t);
    await expectFailure(t.call(accounts.orderPay, await payInput(card.orderSlug), other.headers), 404);
    await expectFailure(t.call(accounts.orderPay, await payInput(card.orderSlug)), 401);
    // The provider returns the browser to the shop's own addresses only.
    await expectFailure(
      t.call(
        accounts.orderPay,
        { ...(await payInput(card.orderSlug)), successURL: "https://elsewhere.example.com/ok" },
        customer,
      ),
      400,
      checkoutMessages.returnUrlInvalid,
    );
    // Refused, it opened nothing: the first attempt still pays the order.
    const first = await decideSandbox(t, formAction(card.html as string), "approve");
    expect((await t.call(checkout.paymentSuccess, { id: first.id, details: first.details })).status).toBe("paid");
  });

  it("opens at most so many attempts an hour for one order (each is a row and a provider's session)", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const created = await order({ lines: [{ productId, qty: 1 }], payment: "card", headers: customer });
    const input = await payInput(created.orderSlug);
    for (let i = 0; i < ATTEMPT_LIMITS.orderPay.perOrder; i++) await t.call(accounts.orderPay, input, customer);
    await expectFailure(t.call(accounts.orderPay, input, customer), 429, accountsMessages.tooManyAttempts);
    // Refused, it cancelled nothing: the order still waits for its payment.
    expect(await statusOf(created.orderSlug)).toBe("pendingPayment");
  });

  it("the sandbox page of a replaced attempt says so and decides nothing; its wallet refuses", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const card = await order({ lines: [{ productId, qty: 1 }], payment: "card", headers: customer });
    const oldForm = formAction(card.html as string);
    await t.call(accounts.orderPay, await payInput(card.orderSlug), customer);
    const page = await t.request(oldForm);
    expect(page.status).toBe(200);
    expect(page.body).toContain("This payment was replaced by a newer one for this order: it can no longer be paid.");
    expect(page.body).not.toContain("Approve payment");
    expect((await t.request(`${oldForm}?lang=hr`)).body).toContain(
      "Ovo je plaćanje zamijenjeno novijim plaćanjem ove narudžbe: više se ne može platiti.",
    );
    // A decision posted anyway decides nothing: the page again.
    const posted = await t.request(oldForm, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      rawBody: "decision=approve",
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toContain("it can no longer be paid");
    const row = await t.platform.services.db
      .selectFrom("payments")
      .select("status")
      .where("reference", "=", oldForm.split("/").pop()!)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("started");

    const wallet = await order({ lines: [{ productId, qty: 1 }], payment: "wallet", headers: customer });
    await t.call(accounts.orderPay, await payInput(wallet.orderSlug), customer);
    const decided = await t.request(`/api/v1/payment-sandbox/wallet/${(wallet.html as Wallet).orderId}`, {
      method: "POST",
      body: { decision: "approve" },
    });
    expect(decided.status).toBe(409);
    expect(decided.body).toMatchObject({ code: "PAYMENT_SUPERSEDED" });
  });
});
