/**
 * Paying by an offline method: the buyer is told how to pay (the method's instructions, filled in
 * with the order's number and total, in the order's language) on the order and in the confirmation
 * e-mail; the back office lists the site's orders, marks one paid when the transfer arrives (the
 * buyer gets the paid confirmation) or cancels it (stock and coupon use go back), and edits each
 * method's instructions. Orders keep the text they were placed with.
 */
process.env.PLATFORM_SECRET ??= "shop-admin-test-platform-secret";

import { describe, expect, it } from "vitest";
import { accounts, checkout, shopAdmin } from "#server/contract";
import { shopAdminMessages } from "#server/contract/shop-admin";
import { listOutbox } from "#server/modules/mail";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer, SITE_ID } from "./accounts-fixture";
import { expectFailure, insertCoupon, insertProduct } from "./cart-fixture";
import {
  couponUses,
  guestAddress,
  orderInput,
  paymentMethodId,
  readyCart,
  stockOf,
  type ReadyOptions,
} from "./checkout-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

let counter = 0;
const buyer = () => ({ ...guestAddress, contactEmail: `transfer-${Date.now().toString(36)}-${++counter}@example.com` });

async function order(options: ReadyOptions) {
  const ready = await readyCart(t, options);
  const created = await t.call(checkout.orderCreate, await orderInput(t, ready), options.headers);
  const view = () => t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken });
  return { created, view };
}

const mailsTo = (to: string) => listOutbox(t.platform.services, SITE_ID, { to, kind: "order-confirmation" });

describe("a bank transfer order", () => {
  it("tells the buyer how to pay: payee, IBAN, the order number as reference and the total, on the order and in the e-mail", async () => {
    const productId = await insertProduct(t, { final: 1250 });
    const address = buyer();
    const { created, view } = await order({ lines: [{ productId, qty: 2 }], address, payment: "bank-transfer" });
    const detail = await view();
    const total = `€${(detail.orderTotal / 100).toFixed(2)}`;
    expect(detail.paymentInstructions).toContain(`Please transfer ${total} to:`);
    expect(detail.paymentInstructions).toContain("IBAN: HR12 1001 0051 8630 0016 0");
    expect(detail.paymentInstructions).toContain(`Payment reference: ${created.orderSlug}`);
    expect(detail.paymentInstructions).not.toMatch(/\{\w+\}/);

    const [mail] = await mailsTo(address.contactEmail);
    expect(mail.text).toContain(`How to pay:\n${detail.paymentInstructions}`);
    expect(mail.html).toContain("How to pay");
    expect(mail.html).toContain(`Payment reference: ${created.orderSlug}`);
  });

  it("tells a Croatian buyer in Croatian, with the total written the Croatian way", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const { created, view } = await order({
      lines: [{ productId, qty: 1 }],
      address: buyer(),
      payment: "bank-transfer",
      headers: { language: "hr" },
    });
    const detail = await view();
    expect(detail.paymentInstructions).toMatch(/^Molimo uplatite \d+,\d{2}\s€ na:/);
    expect(detail.paymentInstructions).toContain(`Opis plaćanja: ${created.orderSlug}`);
  });

  it("is awaiting its payment; one paid on delivery says so, in the buyer's order history and on its page", async () => {
    const productId = await insertProduct(t, { final: 900 });
    const placed = async (payment: "bank-transfer" | "pay-on-delivery") =>
      (await order({ lines: [{ productId, qty: 1 }], address: buyer(), payment, headers: customer })).created.orderSlug;
    const transfer = await placed("bank-transfer");
    const onDelivery = await placed("pay-on-delivery");
    const { records } = await t.call(accounts.orderList, { page: 1, limit: 20 }, customer);
    const listed = (slug: string) => records.find((r) => r.slug === slug);
    expect(listed(transfer)).toMatchObject({ status: "pendingPayment", paysOnDelivery: false });
    expect(listed(onDelivery)).toMatchObject({ status: "pendingPayment", paysOnDelivery: true });
    expect(await t.call(accounts.orderGet, { slug: onDelivery }, customer)).toMatchObject({ paysOnDelivery: true });
    expect(await t.call(accounts.orderGet, { slug: transfer }, customer)).toMatchObject({ paysOnDelivery: false });
  });

  it("a card payment's order has nothing to tell", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const { view } = await order({ lines: [{ productId, qty: 1 }], address: buyer(), payment: "card" });
    expect((await view()).paymentInstructions).toBeNull();
  });
});

describe("the back office's orders", () => {
  it("lists the site's orders newest first, by status, for back-office users only", async () => {
    const productId = await insertProduct(t, { final: 700 });
    const address = buyer();
    const { created } = await order({ lines: [{ productId, qty: 3 }], address, payment: "bank-transfer" });
    const { orders, totalRecords } = await t.call(shopAdmin.orders, { status: "pendingPayment", page: 1 }, admin);
    expect(totalRecords).toBeGreaterThan(0);
    expect(orders[0]).toMatchObject({
      slug: created.orderSlug,
      status: "pendingPayment",
      email: address.contactEmail,
      paymentMethod: "Bank transfer",
      paymentType: null,
      itemCount: 3,
    });
    expect(orders.every((o) => o.status === "pendingPayment")).toBe(true);
    const paid = await t.call(shopAdmin.orders, { status: "paid", page: 1 }, admin);
    expect(paid.orders.some((o) => o.slug === created.orderSlug)).toBe(false);

    await expectFailure(t.call(shopAdmin.orders, { page: 1 }, customer), 403);
    await expectFailure(t.call(shopAdmin.orders, { page: 1 }), 401);
    await expectFailure(t.call(shopAdmin.order, { slug: created.orderSlug }, customer), 403);
    await expectFailure(t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, customer), 403);
    expect((await t.call(shopAdmin.order, { slug: created.orderSlug }, admin)).slug).toBe(created.orderSlug);
    await expectFailure(t.call(shopAdmin.order, { slug: "DS-2000-999999" }, admin), 404);
  });

  it("finds an order by a part of its number or of its buyer's e-mail, any letter's case, wildcards taken literally", async () => {
    const productId = await insertProduct(t, { final: 700 });
    const address = { ...buyer(), contactEmail: `Search_${Date.now().toString(36)}@Example.com` };
    const { created } = await order({ lines: [{ productId, qty: 1 }], address, payment: "bank-transfer" });
    const found = async (q: string, more: { status?: "paid" | "pendingPayment" } = {}) =>
      (await t.call(shopAdmin.orders, { q, page: 1, ...more }, admin)).orders.map((o) => o.slug);
    expect(await found(created.orderSlug.toLowerCase())).toEqual([created.orderSlug]);
    expect(await found(created.orderSlug.slice(-6))).toContain(created.orderSlug);
    expect(await found(address.contactEmail.toUpperCase())).toEqual([created.orderSlug]);
    expect(await found(address.contactEmail.split("@")[0].toLowerCase())).toEqual([created.orderSlug]);
    // The search keeps the filters: a pending order is no paid one.
    expect(await found(address.contactEmail, { status: "pendingPayment" })).toEqual([created.orderSlug]);
    expect(await found(address.contactEmail, { status: "paid" })).toEqual([]);
    // "%" and "_" are themselves: "search%" finds nothing, "search_" only the underscore's.
    expect(await found("search%")).toEqual([]);
    expect(await found(`search_${address.contactEmail.slice(7, 12)}`)).toEqual([created.orderSlug]);
    const { totalRecords } = await t.call(shopAdmin.orders, { q: "no-such-order-anywhere", page: 1 }, admin);
    expect(totalRecords).toBe(0);
  });

  it("names each order's payment method in the back-office user's language, not the order's", async () => {
    const productId = await insertProduct(t, { final: 700 });
    const hr = await order({
      lines: [{ productId, qty: 1 }],
      address: buyer(),
      payment: "bank-transfer",
      headers: { language: "hr" },
    });
    const en = await order({ lines: [{ productId, qty: 1 }], address: buyer(), payment: "card" });
    const method = async (headers: Record<string, string>, slug: string) =>
      (await t.call(shopAdmin.orders, { page: 1 }, headers)).orders.find((o) => o.slug === slug)?.paymentMethod;
    expect(await method(admin, hr.created.orderSlug)).toBe("Bank transfer");
    expect(await method({ ...admin, language: "hr" }, en.created.orderSlug)).toBe("Plaćanje karticom");
  });

  it("names an order's delivery method, branch and payment method in the back-office user's language, else as the order was placed", async () => {
    const productId = await insertProduct(t, { final: 700 });
    const { created } = await order({
      lines: [{ productId, qty: 1 }],
      address: buyer(),
      delivery: "store-pickup",
      payment: "pay-on-delivery",
    });
    const detail = () => t.call(shopAdmin.order, { slug: created.orderSlug }, { ...admin, language: "hr" });
    expect(await detail()).toMatchObject({
      deliveryMethod: "Osobno preuzimanje",
      deliveryBranch: "Trgovina Zagreb, Trg bana Jelačića 1",
      paymentMethod: "Plaćanje pouzećem",
    });
    expect(await t.call(shopAdmin.order, { slug: created.orderSlug }, admin)).toMatchObject({
      deliveryMethod: "Store pickup",
      paymentMethod: "Pay on delivery",
    });
    // A method the order no longer finds is named as the order was placed.
    await t.platform.services.db
      .updateTable("orders")
      .set({ delivery_method_id: null, delivery_branch_id: null, payment_method_id: null })
      .where("slug", "=", created.orderSlug)
      .execute();
    expect(await detail()).toMatchObject({
      deliveryMethod: "Store pickup",
      deliveryBranch: "Zagreb store, Trg bana Jelačića 1",
      paymentMethod: "Pay on delivery",
    });
  });

  it("marks a transfer paid: the order is paid, no longer asks for the money, and the buyer gets the paid confirmation", async () => {
    const productId = await insertProduct(t, { final: 1500 });
    const address = buyer();
    const { created, view } = await order({ lines: [{ productId, qty: 1 }], address, payment: "bank-transfer" });
    const marked = await t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, admin);
    expect(marked).toMatchObject({ slug: created.orderSlug, status: "paid", paymentInstructions: null });
    expect(await view()).toMatchObject({ status: "paid", paymentInstructions: null });

    const mails = await mailsTo(address.contactEmail);
    expect(mails).toHaveLength(2);
    const paidMail = mails.find((m) => m.text.includes("Your payment has been received"));
    expect(paidMail?.text).not.toContain("How to pay");

    await expectFailure(
      t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, admin),
      409,
      shopAdminMessages.orderNotAwaitingOfflinePayment,
    );
    await expectFailure(t.call(shopAdmin.cancelOrder, { slug: created.orderSlug }, admin), 409);
  });

  it("marks paid on delivery after the parcel arrived: the buyer's receipt promises no news of its way", async () => {
    // Found in review: the courier's money marked paid after delivery mailed "we will let you know
    // when the order is on its way".
    const productId = await insertProduct(t, { final: 1500 });
    const address = buyer();
    const { created } = await order({ lines: [{ productId, qty: 1 }], address, payment: "pay-on-delivery" });
    await t.call(shopAdmin.markOrderShipped, { slug: created.orderSlug }, admin);
    await t.call(shopAdmin.markOrderDelivered, { slug: created.orderSlug }, admin);
    await t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, admin);
    const receipt = (await mailsTo(address.contactEmail)).find((m) => m.text.includes("payment for this order"));
    expect(receipt?.text).toContain("thank you: your payment for this order has been received.");
    expect(receipt?.text).not.toContain("on its way");
  });

  it("does not settle an online payment by hand: the provider's result or the timeout does", async () => {
    const productId = await insertProduct(t, { final: 1500 });
    const { created, view } = await order({ lines: [{ productId, qty: 1 }], address: buyer(), payment: "card" });
    await expectFailure(
      t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, admin),
      409,
      shopAdminMessages.orderNotAwaitingOfflinePayment,
    );
    await expectFailure(t.call(shopAdmin.cancelOrder, { slug: created.orderSlug }, admin), 409);
    expect((await view()).status).toBe("pendingPayment");
  });

  it("cancels a transfer that will not come: its stock and coupon use go back", async () => {
    const productId = await insertProduct(t, { final: 2000, stock: 4 });
    const code = await insertCoupon(t, { value: 10 });
    const { created, view } = await order({
      lines: [{ productId, qty: 3 }],
      address: buyer(),
      payment: "bank-transfer",
      coupon: code,
    });
    expect(await stockOf(t, productId)).toBe(1);
    expect(await couponUses(t, code)).toBe(1);
    const cancelled = await t.call(shopAdmin.cancelOrder, { slug: created.orderSlug }, admin);
    expect(cancelled).toMatchObject({ status: "cancelled", paymentInstructions: null });
    expect(await stockOf(t, productId)).toBe(4);
    expect(await couponUses(t, code)).toBe(0);
    expect((await view()).status).toBe("cancelled");
  });

  it("tells the buyer a cancelled order is cancelled, in the order's language, with its page", async () => {
    const productId = await insertProduct(t, { final: 800 });
    const address = buyer();
    const { created } = await order({
      lines: [{ productId, qty: 1 }],
      address,
      payment: "bank-transfer",
      headers: { language: "hr" },
    });
    await t.call(shopAdmin.cancelOrder, { slug: created.orderSlug }, admin);
    const [mail] = await listOutbox(t.platform.services, SITE_ID, {
      to: address.contactEmail,
      kind: "order-cancelled",
    });
    expect(mail.subject).toBe(`Vaša narudžba ${created.orderSlug} je otkazana – Demo Shop`);
    expect(mail.text).toContain("Pozdrav Ana,");
    expect(mail.text).toContain(`vaša narudžba ${created.orderSlug} je otkazana jer uplata nije stigla.`);
    expect(mail.text).toContain(`/hr/narudzba/${created.orderSlug}?token=`);
  });
});

describe("a payment method's instructions", () => {
  it("are edited per language; orders already placed keep what they were told", async () => {
    const id = await paymentMethodId(t, "bank-transfer");
    const { methods } = await t.call(shopAdmin.paymentMethods, {}, admin);
    const before = methods.find((m) => m.id === id)!;
    expect(before).toMatchObject({ code: "bank-transfer", name: "Bank transfer", paymentType: null, active: true });
    expect(before.instructions.en).toContain("{orderNumber}");
    expect(before.instructions.hr).toContain("{total}");

    const productId = await insertProduct(t, { final: 900 });
    const earlier = await order({ lines: [{ productId, qty: 1 }], address: buyer(), payment: "bank-transfer" });
    const told = (await earlier.view()).paymentInstructions;

    const saved = await t.call(
      shopAdmin.savePaymentInstructions,
      { id, instructions: { en: "Pay {total} to IBAN HR00 0000 0000 0000 0000 0, reference {orderNumber}.", hr: "" } },
      admin,
    );
    expect(saved.instructions).toEqual({
      en: "Pay {total} to IBAN HR00 0000 0000 0000 0000 0, reference {orderNumber}.",
    });
    expect((await earlier.view()).paymentInstructions).toBe(told);

    const later = await order({ lines: [{ productId, qty: 1 }], address: buyer(), payment: "bank-transfer" });
    const laterDetail = await later.view();
    expect(laterDetail.paymentInstructions).toBe(
      `Pay €${(laterDetail.orderTotal / 100).toFixed(2)} to IBAN HR00 0000 0000 0000 0000 0, reference ${later.created.orderSlug}.`,
    );
    // Without a Croatian text, a Croatian order is told the English one rather than nothing.
    const croatian = await order({
      lines: [{ productId, qty: 1 }],
      address: buyer(),
      payment: "bank-transfer",
      headers: { language: "hr" },
    });
    expect((await croatian.view()).paymentInstructions).toContain("reference DS-");

    await t.call(shopAdmin.savePaymentInstructions, { id, instructions: before.instructions }, admin);
  });

  it("refuses a placeholder no order can fill in, and a method of no site's", async () => {
    const id = await paymentMethodId(t, "bank-transfer");
    await expectFailure(
      t.call(shopAdmin.savePaymentInstructions, { id, instructions: { en: "Reference {orderNo}" } }, admin),
      400,
      `${shopAdminMessages.instructionsPlaceholderUnknown} {orderNo}; use {orderNumber}, {total}.`,
    );
    await expectFailure(t.call(shopAdmin.savePaymentInstructions, { id: 999_999, instructions: {} }, admin), 404);
    await expectFailure(t.call(shopAdmin.savePaymentInstructions, { id, instructions: {} }, customer), 403);
  });
});
