/**
 * Orders (spec sections 3, 4, 7 and 8): order/create in one transaction per cart (stock, coupon,
 * consents, archived cart, confirmation e-mail), exactly one order per cart under concurrent
 * submissions, the last units under concurrent orders, refusals that write nothing, the payment
 * sandbox (HPF and WALLET) with its signed results, and who may see an order.
 */
process.env.PLATFORM_SECRET ??= "orders-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, cart, checkout, shopAdmin, type OutputOf } from "#server/contract";
import { cartMessages } from "#server/contract/cart";
import { checkoutMessages } from "#server/contract/checkout";
import { consentMessages } from "#server/contract/consents";
import { consentLogsOf, demoConsents } from "#server/modules/consents";
import { listOutbox } from "#server/modules/mail";
import { cancelAbandonedPayments } from "#server/modules/orders";
import { takeStock } from "#server/modules/orders/stock";
import { ATTEMPT_LIMITS } from "#server/modules/accounts";
import { findSiteByApiKey, updateCheckoutSettings } from "#server/modules/site";
import { storefrontProof } from "#server/secrets";
import { DEMO_API_KEY, startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser, SITE_ID, signedInUser } from "./accounts-fixture";
import {
  dayFromToday,
  expectFailure,
  insertCoupon,
  insertMemberCard,
  insertProduct,
  newCart,
  setStock,
  stored,
} from "./cart-fixture";
import {
  couponUses,
  decideSandbox,
  deliveryMethod,
  formAction,
  guestAddress,
  orderCount,
  orderInput,
  ordersOfCart,
  paymentMethodId,
  readyCart,
  siteUrl,
  stockOf,
  type ReadyOptions,
} from "./checkout-fixture";

const m = checkoutMessages;
let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
  // The demo's stores offer no gift message (its fields would be ignored): this file's first order has one.
  const store = (await findSiteByApiKey(t.platform.services, DEMO_API_KEY))!.stores.find(
    (s) => s.languageCode === "en",
  )!;
  await updateCheckoutSettings(t.platform.services, store, { giftMessage: 1 });
});
afterAll(async () => {
  await t?.close();
});

let emailCounter = 0;
/** A guest address with its own e-mail, so mails and consent logs can be told apart. */
const guestWithEmail = () => ({
  ...guestAddress,
  contactEmail: `buyer-${Date.now().toString(36)}-${++emailCounter}@example.com`,
});

async function order(options: ReadyOptions, overrides: Parameters<typeof orderInput>[2] = {}) {
  const ready = await readyCart(t, options);
  const input = await orderInput(t, ready, overrides);
  return { ready, input, created: await t.call(checkout.orderCreate, input, options.headers) };
}

const mailsTo = (to: string) => listOutbox(t.platform.services, SITE_ID, { to, kind: "order-confirmation" });
/** The shop's notices of an order (the demo's SendEmailTo is shop@example.com). */
const shopNotices = async (slug: string) =>
  (await listOutbox(t.platform.services, SITE_ID, { to: "shop@example.com", kind: "order-notice" })).filter((m) =>
    m.subject.includes(slug),
  );

describe("an order without online payment", () => {
  it("is made from the cart: number, pendingPayment, stock taken, cart archived, consents logged, confirmation mailed with the guest's link", async () => {
    const productId = await insertProduct(t, { final: 1250, stock: 5 });
    const address = guestWithEmail();
    const { ready, created } = await order(
      { lines: [{ productId, qty: 2 }], address, delivery: "parcel-locker", payment: "bank-transfer" },
      { orderMessage: "Leave it at the door.", giftMessage: "Happy birthday!", to: "Iva", from: "Ana" },
    );
    expect(created).toMatchObject({ status: "pendingPayment", paymentType: null, html: "" });
    expect(created.orderSlug).toMatch(/^DS-\d{4}-\d{6}$/);
    expect(created.orderViewToken.length).toBeGreaterThan(30);
    expect(await stockOf(t, productId)).toBe(3);
    await expectFailure(t.call(cart.getCart, ready.session), 409, cartMessages.archived);
    await expectFailure(t.call(cart.addItem, { ...ready.session, productId, qty: 1 }), 409, cartMessages.archived);

    const [log] = await consentLogsOf(t.platform.services, SITE_ID, address.contactEmail);
    expect(log).toMatchObject({
      formType: "checkoutForm",
      orderId: created.orderId,
      status: "accepted",
      sourceType: "cmsSite",
      userType: "webUser",
    });
    expect(log.consents.map((c) => [c.uniqueNumber, c.version])).toEqual([
      [demoConsents.terms, 1],
      [demoConsents.privacy, 1],
    ]);

    const detail = await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken });
    const locker = await deliveryMethod(t, "parcel-locker");
    expect(detail).toMatchObject({
      slug: created.orderSlug,
      status: "pendingPayment",
      itemCount: 2,
      itemsTotal: 2500,
      delivery: locker.price,
      orderTotal: 2500 + locker.price,
      deliveryMethod: "Parcel locker",
      deliveryBranch: "Zagreb, Ilica 242",
      paymentMethod: "Bank transfer",
      paymentType: null,
      email: address.contactEmail,
      orderMessage: "Leave it at the door.",
      giftMessage: "Happy birthday!",
      to: "Iva",
      from: "Ana",
      company: null,
    });
    expect(detail.items).toEqual([expect.objectContaining({ productId, qty: 2, unitPrice: 1250, rowTotal: 2500 })]);
    expect(detail.shippingAddress).toMatchObject({ firstName: "Ana", street: "Ilica", country: "HR" });
    expect(detail.billingAddress).toMatchObject({ firstName: "Ana", country: "HR" });

    const [mail] = await mailsTo(address.contactEmail);
    expect(mail.subject).toBe(`Your order ${created.orderSlug} – Demo Shop`);
    for (const text of [
      created.orderSlug,
      "2 × Cart fixture",
      "€25.00",
      "Parcel locker – Zagreb, Ilica 242",
      "Bank transfer",
      "Ilica 1",
      "10000 Zagreb",
      "Leave it at the door.",
      "Happy birthday!",
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.html).toContain(created.orderSlug);
    // The guest's link leads to the order's own page with its token: it works later, from any browser.
    const link = /View your order: (\S+)/.exec(mail.text)![1];
    const url = new URL(link);
    expect(url.origin).toBe(await siteUrl(t));
    expect(url.pathname).toBe(`/order/${created.orderSlug}`);
    expect([...url.searchParams.keys()]).toEqual(["token"]);
    expect(mail.html).toContain(`${url.pathname}?token=`);
    expect(
      await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: url.searchParams.get("token")! }),
    ).toMatchObject({ slug: created.orderSlug });
  });

  it("mails a Croatian buyer in Croatian", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const address = guestWithEmail();
    const { created } = await order({ lines: [{ productId, qty: 1 }], address, headers: { language: "hr" } });
    const [mail] = await mailsTo(address.contactEmail);
    expect(mail.subject).toBe(`Vaša narudžba ${created.orderSlug} – Demo Shop`);
    expect(mail.text).toContain("Pregled narudžbe: ");
    expect(mail.text).toContain(`/hr/narudzba/${created.orderSlug}?token=`);
    expect(mail.text).toContain("14,99");
  });

  it("keeps each line's personalization with its charge: the order's page and both mails say what to engrave", async () => {
    const productId = await insertProduct(t, { final: 2000, options: [{ code: "engraving", price: 300 }] });
    const address = guestWithEmail();
    const { created } = await order({
      lines: [
        { productId, qty: 2, options: { personalizations: { engraving: "Ana & Iva" } } },
        { productId, qty: 1 },
      ],
      address,
    });
    const detail = await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken });
    expect(detail.items.map((i) => [i.qty, i.unitPrice, i.details])).toEqual([
      [2, 2300, [{ label: "engraving: Ana & Iva", price: 300 }]],
      [1, 2000, []],
    ]);
    const [mail] = await mailsTo(address.contactEmail);
    expect(mail.text).toMatch(
      /2 × Cart fixture \d+ en: €46\.00\n {2}engraving: Ana & Iva \(\+€3\.00\)\n1 × Cart fixture \d+ en: €20\.00/,
    );
    expect(mail.html).toContain("engraving: Ana &#38; Iva (+€3.00)");
    const [notice] = await shopNotices(created.orderSlug);
    expect(notice.text).toContain("  engraving: Ana & Iva (+€3.00)");
  });

  it("a signed-in user's order shows in their history and detail; the mail links to it in the account", async () => {
    const user = await signedInUser(t);
    const productId = await insertProduct(t, { final: 2000 });
    const saved = await t.call(
      accounts.addressCreate,
      { ...guestAddress, type: "shipping", contactEmail: user.email },
      user.headers,
    );
    const { created } = await order(
      {
        lines: [{ productId, qty: 1 }],
        headers: user.headers,
        address: { addressId: saved.id },
        delivery: "store-pickup",
        payment: "pay-on-delivery",
      },
      { userId: user.user.id },
    );
    const list = await t.call(accounts.orderList, {}, user.headers);
    expect(list.records[0]).toMatchObject({
      slug: created.orderSlug,
      status: "pendingPayment",
      orderTotal: 2000,
      itemCount: 1,
    });
    const detail = await t.call(accounts.orderGet, { slug: created.orderSlug }, user.headers);
    expect(detail).toMatchObject({
      deliveryMethod: "Store pickup",
      deliveryBranch: "Zagreb store, Trg bana Jelačića 1",
      paymentMethod: "Pay on delivery",
      email: user.email,
    });
    const [mail] = await mailsTo(user.email);
    expect(mail.text).toContain(created.orderSlug);
    expect(mail.text).toContain(`View your order: ${await siteUrl(t)}/profile/orders/${created.orderSlug}\n`);
    expect(mail.text).not.toContain("token=");
  });

  it("an e-product cart is ordered without a delivery method", async () => {
    const productId = await insertProduct(t, { final: 900, format: "EProduct" });
    const { created } = await order({ lines: [{ productId, qty: 1 }], delivery: null, payment: "bank-transfer" });
    const detail = await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken });
    expect(detail).toMatchObject({ deliveryMethod: null, delivery: 0, orderTotal: 900 });
  });

  it("the instructions saved in the cart become the order's message, on its page and in its confirmation", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const address = guestWithEmail();
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], address });
    await t.call(cart.updateInstructions, { ...ready.session, instructions: "  Ring twice, please.  " });
    const input = await orderInput(t, ready);
    const created = await t.call(checkout.orderCreate, input);
    const detail = await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken });
    expect(detail.orderMessage).toBe("Ring twice, please.");
    const [mail] = await mailsTo(address.contactEmail);
    expect(mail.text).toContain("Ring twice, please.");
  });

  it("the shop is told of the order at its address, with the buyer, the buyer's message and a link to the back office", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const address = guestWithEmail();
    const { created } = await order(
      { lines: [{ productId, qty: 2 }], address, payment: "bank-transfer" },
      { orderMessage: "Leave it with the neighbour." },
    );
    const [notice, ...more] = await shopNotices(created.orderSlug);
    expect(more).toEqual([]);
    expect(notice.subject).toBe(`New order ${created.orderSlug}: €24.99`);
    expect(notice.text).toContain("A new order has arrived.");
    expect(notice.text).toContain(`Buyer: ${address.contactEmail}`);
    expect(notice.text).toContain("The buyer's message:\nLeave it with the neighbour.");
    expect(notice.text).toContain(`${await siteUrl(t)}/admin/orders/${created.orderSlug}`);
    expect(notice.text).not.toContain("Please transfer");
    expect(notice.text).not.toContain("token=");

    // The back office marking it paid is the shop's own doing: no second notice.
    const admin = (await backOfficeUser(t)).headers;
    await t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, admin);
    expect(await shopNotices(created.orderSlug)).toHaveLength(1);
  });

  it("an order message sent with the order stands over the cart's instructions", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }] });
    await t.call(cart.updateInstructions, { ...ready.session, instructions: "From the cart" });
    const created = await t.call(checkout.orderCreate, await orderInput(t, ready, { orderMessage: "From the order" }));
    const detail = await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken });
    expect(detail.orderMessage).toBe("From the order");
  });

  it("the company saved with the payment method is the order's", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }] });
    await t.call(checkout.savePaymentMethod, {
      ...ready.session,
      paymentMethodId: await paymentMethodId(t, "bank-transfer"),
      companyData: { companyName: "Demo d.o.o.", oib: "69435151530" },
    });
    const created = await t.call(checkout.orderCreate, await orderInput(t, ready));
    expect(
      (await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken })).company,
    ).toEqual({ name: "Demo d.o.o.", oib: "69435151530" });
  });

  it("counts the coupon's use", async () => {
    const productId = await insertProduct(t, { final: 3000 });
    const code = await insertCoupon(t, { value: 10, usageLimit: 5 });
    const { created } = await order({ lines: [{ productId, qty: 1 }], coupon: code });
    expect(await couponUses(t, code)).toBe(1);
    expect(
      await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken }),
    ).toMatchObject({ couponCode: code, couponDiscount: 300 });
  });
});

describe("exactly one order per cart, and the last units", () => {
  it("20 concurrent submissions of one cart make one order, and all answer it", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 50 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 3 }] });
    const input = await orderInput(t, ready);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call(checkout.orderCreate, input)));
    expect(new Set(answers.map((a) => a.orderId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.orderSlug)).size).toBe(1);
    expect(new Set(answers.map((a) => a.orderViewToken)).size).toBe(1);
    expect(await ordersOfCart(t, ready.session.cartId)).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(47);
  });

  it("20 concurrent orders from 20 carts for 10 units make exactly 10; the others get 'Not enough stock.' and keep their carts", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 20 });
    const carts = [];
    for (let i = 0; i < 20; i++) carts.push(await readyCart(t, { lines: [{ productId, qty: 1 }] }));
    await setStock(t, productId, 10);
    const inputs = await Promise.all(carts.map((c) => orderInput(t, c)));
    const before = await orderCount(t);
    const results = await Promise.allSettled(inputs.map((input) => t.call(checkout.orderCreate, input)));
    const made = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(made).toHaveLength(10);
    expect(refused.map((r) => [r.reason.statusCode, r.reason.message])).toEqual(
      Array(10).fill([409, m.insufficientStock]),
    );
    expect(await orderCount(t)).toBe(before + 10);
    expect(await stockOf(t, productId)).toBe(0);
    for (const [i, r] of results.entries()) {
      const { row } = await stored(t, carts[i].session.cartId);
      expect(row.status).toBe(r.status === "fulfilled" ? "ordered" : "active");
    }
  });
});

describe("stock that ran out since the cart", () => {
  it("refuses the order with how many the line may hold now (details.available), as the cart does", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 5 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 3 }] });
    await setStock(t, productId, 2);
    const refused = await expectFailure(
      t.call(checkout.orderCreate, await orderInput(t, ready)),
      409,
      m.insufficientStock,
    );
    expect(refused.body).toMatchObject({
      code: "INSUFFICIENT_STOCK",
      details: { available: 2, productId, name: (await t.call(cart.getCart, ready.session)).items[0]!.name },
    });
    expect(await stockOf(t, productId)).toBe(2);
  });

  it("gives no number where one line's maximum is not the stock (the product on two lines), only which product", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 5 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 2 }] });
    const [line] = (await t.call(cart.getCart, ready.session)).items;
    await setStock(t, productId, 3);
    // Two lines of one product (other options): 2 + 2 of 3 left; neither line may hold 3 beside the other.
    const refusal = await t.platform.services.db
      .transaction()
      .execute((tx) => takeStock(tx, 0, [line!, { ...line!, itemId: line!.itemId + 1 }]))
      .then(
        () => null,
        (error: unknown) => error as { details?: unknown },
      );
    expect(refusal?.details).toEqual({ productId, name: line!.name });
    expect(await stockOf(t, productId)).toBe(3);
  });
});

describe("how often an order may be tried", () => {
  const TOO_MANY = "Too many attempts. Try again later.";
  /** A visitor's address, as the storefront tells it with its proof. */
  const from = (address: string) => ({ storefront: storefrontProof(), clientip: address });

  it("per cart: refused attempts count, then 429 with no order and the cart as it was", async () => {
    const { perCart } = ATTEMPT_LIMITS.order;
    const productId = await insertProduct(t, { final: 1000, stock: 5 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }] });
    const input = await orderInput(t, ready);
    for (let i = 0; i < perCart; i++)
      await expectFailure(t.call(checkout.orderCreate, { ...input, acceptedConsents: [] }), 400, m.consentRequired);
    await expectFailure(t.call(checkout.orderCreate, input), 429, TOO_MANY);
    expect(await ordersOfCart(t, ready.session.cartId)).toEqual([]);
    expect(await stockOf(t, productId)).toBe(5);
    expect((await t.call(cart.getCart, ready.session)).status).toBe("active");
  });

  it("per cart: attempts with a wrong protectCode do not use up the cart's", async () => {
    const { perCart } = ATTEMPT_LIMITS.order;
    const productId = await insertProduct(t, { final: 1000 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }] });
    const input = await orderInput(t, ready);
    for (let i = 0; i <= perCart; i++)
      await expectFailure(
        t.call(checkout.orderCreate, { ...input, protectCode: `forged-${i}-protect-code` }),
        400,
        cartMessages.sessionInvalid,
      );
    expect((await t.call(checkout.orderCreate, input)).status).toBe("pendingPayment");
  });

  it("per client address: any attempt counts, then 429 with no order; another address orders the same cart", async () => {
    const { perAddress } = ATTEMPT_LIMITS.order;
    const productId = await insertProduct(t, { final: 1000, stock: 5 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }] });
    const input = await orderInput(t, ready);
    for (let i = 0; i < perAddress; i++) {
      await expectFailure(
        t.call(checkout.orderCreate, { ...input, cartId: 999_999_000 + i }, from("192.0.2.44")),
        400,
        cartMessages.sessionInvalid,
      );
    }
    await expectFailure(t.call(checkout.orderCreate, input, from("192.0.2.44")), 429, TOO_MANY);
    expect(await ordersOfCart(t, ready.session.cartId)).toEqual([]);
    expect(await stockOf(t, productId)).toBe(5);
    expect((await t.call(checkout.orderCreate, input, from("192.0.2.45"))).status).toBe("pendingPayment");
  });
});

describe("refusals write nothing and leave the cart as it was", () => {
  async function refusedOrder(
    options: ReadyOptions,
    change: (ready: Awaited<ReturnType<typeof readyCart>>) => Promise<unknown>,
    status: number,
    message: string,
    overrides = {},
  ) {
    const ready = await readyCart(t, options);
    await change(ready);
    const before = { cart: await stored(t, ready.session.cartId), orders: await orderCount(t) };
    await expectFailure(
      t.call(checkout.orderCreate, await orderInput(t, ready, overrides), options.headers),
      status,
      message,
    );
    expect(await stored(t, ready.session.cartId)).toEqual(before.cart);
    expect(await orderCount(t)).toBe(before.orders);
    return ready;
  }

  it("a price changed between the cart and the order: 409 'Cart was updated.'", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 5 });
    const ready = await refusedOrder(
      { lines: [{ productId, qty: 1 }] },
      () =>
        t.platform.services.db.updateTable("products").set({ final_price: 1100 }).where("id", "=", productId).execute(),
      409,
      m.cartChanged,
    );
    expect(await stockOf(t, productId)).toBe(5);
    // Once the shopper has seen the new price (the cart tells it once), the order goes through at it.
    const seen = await t.call(cart.getCart, ready.session);
    expect(seen.notices).toContain("pricesChanged");
    const created = await t.call(
      checkout.orderCreate,
      await orderInput(t, ready, { expectedOrderTotal: seen.prices.converted.orderTotal }),
    );
    expect(
      (await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken })).itemsTotal,
    ).toBe(1100);
  });

  it("a total other than the one the shopper saw: 409 'Cart was updated.'", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    await refusedOrder({ lines: [{ productId, qty: 1 }] }, async () => undefined, 409, m.cartChanged, {
      expectedOrderTotal: 1,
    });
  });

  it("a coupon used up by others meanwhile: 409 'Cart was updated.', the use not counted", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const code = await insertCoupon(t, { value: 10, usageLimit: 1 });
    await refusedOrder(
      { lines: [{ productId, qty: 1 }], coupon: code },
      () => t.platform.services.db.updateTable("coupons").set({ used_count: 1 }).where("code", "=", code).execute(),
      409,
      m.cartChanged,
    );
    expect(await couponUses(t, code)).toBe(1);
  });

  it("a membership card no longer valid: 409 with the member-card message", async () => {
    const user = await signedInUser(t);
    const productId = await insertProduct(t, { final: 1000, membership: 800 });
    const barcode = await insertMemberCard(t, dayFromToday(30));
    await refusedOrder(
      { lines: [{ productId, qty: 1 }], headers: user.headers },
      async (ready) => {
        await t.call(cart.applyMemberCard, { ...ready.session, barcode }, user.headers);
        await t.platform.services.db
          .updateTable("member_cards")
          .set({ active: 0 })
          .where("barcode", "=", barcode)
          .execute();
      },
      409,
      m.memberCardInvalid,
    );
  });

  it("a required consent missing: 400 'Consent is required', no consent log", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 3 });
    const address = guestWithEmail();
    await refusedOrder(
      { lines: [{ productId, qty: 1 }], address },
      async () => undefined,
      400,
      consentMessages.required,
      { acceptedConsents: [demoConsents.privacy, demoConsents.marketing] },
    );
    expect(await consentLogsOf(t.platform.services, SITE_ID, address.contactEmail)).toEqual([]);
    expect(await stockOf(t, productId)).toBe(3);
  });

  it("a delivery method withdrawn since it was chosen: 400 shippingMethodNotFound", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const locker = await deliveryMethod(t, "parcel-locker");
    try {
      await refusedOrder(
        { lines: [{ productId, qty: 1 }], delivery: "parcel-locker", payment: "bank-transfer" },
        () =>
          t.platform.services.db
            .updateTable("delivery_branches")
            .set({ active: 0 })
            .where("id", "=", locker.branchIds[0])
            .execute(),
        400,
        m.shippingBranchUndefined,
        // The closed branch's locker is no longer charged either: the total seen is refused first.
        { expectedOrderTotal: undefined },
      );
      await refusedOrder(
        { lines: [{ productId, qty: 1 }], delivery: "courier", payment: "bank-transfer" },
        () =>
          t.platform.services.db
            .updateTable("delivery_methods")
            .set({ countries: JSON.stringify(["AT"]) })
            .where("code", "=", "courier")
            .execute(),
        400,
        m.shippingMethodNotFound,
        // The withdrawn method is no longer charged, so the total the shopper saw is refused first
        // (409 'Cart was updated.'); without it, the method itself is.
        { expectedOrderTotal: undefined },
      );
    } finally {
      await t.platform.services.db
        .updateTable("delivery_branches")
        .set({ active: 1 })
        .where("id", "=", locker.branchIds[0])
        .execute();
      await t.platform.services.db
        .updateTable("delivery_methods")
        .set({ countries: JSON.stringify("ALL") })
        .where("code", "=", "courier")
        .execute();
    }
  });

  it("a saved address deleted since it was chosen: 404 'Address not found.'", async () => {
    const user = await signedInUser(t);
    const productId = await insertProduct(t, { final: 1000 });
    const saved = await t.call(accounts.addressCreate, { ...guestAddress, type: "shipping" }, user.headers);
    await refusedOrder(
      { lines: [{ productId, qty: 1 }], headers: user.headers, address: { addressId: saved.id } },
      () => t.call(accounts.addressDelete, { id: saved.id }, user.headers),
      404,
      m.addressNotFound,
    );
  });

  it("a forged cart, method, branch or address id is refused with the catalogue's message; no order, the cart intact", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }] });
    const before = { cart: await stored(t, ready.session.cartId), orders: await orderCount(t) };
    const input = await orderInput(t, ready);
    await expectFailure(
      t.call(checkout.orderCreate, { ...input, protectCode: "forged-protect-code" }),
      400,
      cartMessages.sessionInvalid,
    );
    await expectFailure(
      t.call(checkout.orderCreate, { ...input, cartId: input.cartId + 100_000 }),
      400,
      cartMessages.sessionInvalid,
    );
    await expectFailure(
      t.call(checkout.saveDeliveryMethod, { ...ready.session, deliveryMethodId: 999_999 }),
      400,
      m.shippingMethodNotFound,
    );
    const locker = await deliveryMethod(t, "parcel-locker");
    await expectFailure(
      t.call(checkout.saveDeliveryMethod, { ...ready.session, deliveryMethodId: locker.id, branchId: 999_999 }),
      400,
      m.shippingBranchUndefined,
    );
    await expectFailure(
      t.call(checkout.savePaymentMethod, { ...ready.session, paymentMethodId: 999_999 }),
      400,
      m.paymentMethodNotFound,
    );
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...ready.session, shipping: { addressId: 1 } }),
      404,
      m.addressNotFound,
    );
    await expectFailure(
      t.call(checkout.orderCreate, { ...input, successURL: "https://evil.example/checkout/success" }),
      400,
      m.returnUrlInvalid,
    );
    expect(await stored(t, ready.session.cartId)).toEqual(before.cart);
    expect(await orderCount(t)).toBe(before.orders);
    expect((await t.call(checkout.orderCreate, input)).status).toBe("pendingPayment");
  });

  it("a cart without methods: 400 for the missing delivery and payment methods", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const session = await newCart(t);
    await t.call(cart.addItem, { ...session, productId, qty: 1 });
    const input = await orderInput(t, { session, orderTotal: 1000 });
    await expectFailure(t.call(checkout.orderCreate, input), 401, m.noActiveUser);
    await t.call(checkout.checkoutAddresses, { ...session, shipping: guestAddress });
    await expectFailure(t.call(checkout.orderCreate, input), 400, m.shippingMethodUndefined);
    await t.call(checkout.saveDeliveryMethod, {
      ...session,
      deliveryMethodId: (await deliveryMethod(t, "courier")).id,
    });
    await expectFailure(
      t.call(checkout.orderCreate, { ...input, expectedOrderTotal: 1499 }),
      400,
      m.paymentMethodUndefined,
    );
  });
});

describe("checkout settings", () => {
  /** Runs `work` with the English store's checkout settings changed, then puts them back. */
  async function withSettings(
    changes: { guestCheckout?: number; checkoutEnabled?: number },
    work: () => Promise<void>,
  ) {
    const store = (await findSiteByApiKey(t.platform.services, DEMO_API_KEY))!.stores.find(
      (s) => s.languageCode === "en",
    )!;
    const kept = {
      guestCheckout: store.checkoutSettings.guestCheckout,
      checkoutEnabled: store.checkoutSettings.checkoutEnabled,
    };
    await updateCheckoutSettings(t.platform.services, store, changes);
    try {
      await work();
    } finally {
      await updateCheckoutSettings(t.platform.services, store, kept);
    }
  }

  it("guest checkout off: guests are asked to log in, signed-in users order", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }] });
    const user = await signedInUser(t);
    const users = await readyCart(t, { lines: [{ productId, qty: 1 }], headers: user.headers });
    await withSettings({ guestCheckout: 0 }, async () => {
      await expectFailure(t.call(checkout.orderCreate, await orderInput(t, ready)), 401, m.loginRequired);
      await expectFailure(
        t.call(checkout.checkoutAddresses, { ...ready.session, shipping: guestAddress }),
        401,
        m.loginRequired,
      );
      expect((await t.call(checkout.orderCreate, await orderInput(t, users), user.headers)).status).toBe(
        "pendingPayment",
      );
    });
    expect(await ordersOfCart(t, ready.session.cartId)).toEqual([]);
  });

  it("checkout off: no orders", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }] });
    await withSettings({ checkoutEnabled: 0 }, async () => {
      await expectFailure(t.call(checkout.orderCreate, await orderInput(t, ready)), 400, m.checkoutDisabled);
    });
    expect(await ordersOfCart(t, ready.session.cartId)).toEqual([]);
  });
});

// ---------------------------------------------------------------- the payment sandbox

/** Answers the sandbox page as the shopper would: the decision, then the return to the shop. */
const decide = (action: string, decision: "approve" | "decline") => decideSandbox(t, action, decision);

type Created = OutputOf<typeof checkout.orderCreate>;

async function statusOf(created: Created) {
  return (await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken })).status;
}

async function cartCount(): Promise<number> {
  const row = await t.platform.services.db
    .selectFrom("carts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("a card payment (HPF) through the sandbox", () => {
  it("answers a form without script that posts to the sandbox page, in English and Croatian", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const { created } = await order({ lines: [{ productId, qty: 1 }], payment: "card" });
    expect(created).toMatchObject({ status: "pendingPayment", paymentType: "HPF" });
    const html = created.html as string;
    expect(html).toMatch(
      /^<form method="post" action="http[^"]+\/api\/v1\/payment-sandbox\/hpf\/pay_[\w-]+"[^>]*>.*<button type="submit">Continue to payment<\/button><\/form>$/,
    );
    expect(html).not.toMatch(/<script|on\w+=/i);
    const page = await t.request(formAction(html), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      rawBody: `orderSlug=${created.orderSlug}&amount=1499`,
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(created.orderSlug);
    expect(page.body).toContain("€14.99");
    expect(page.body).toMatch(/<button type="submit" name="decision" value="approve"[^>]*>Approve payment<\/button>/);
    expect(page.body).toMatch(/<button type="submit" name="decision" value="decline"[^>]*>Decline payment<\/button>/);
    const hr = await t.request(`${formAction(html)}?lang=hr`);
    expect(hr.body).toContain('<html lang="hr">');
    expect(hr.body).toContain("Odobri plaćanje");
    expect(hr.body).toContain("14,99");
    expect((await t.request("/api/v1/payment-sandbox/hpf/pay_unknown")).status).toBe(404);
  });

  it("approved: the order is paid and confirmed by e-mail; the result works once", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 4 });
    const address = guestWithEmail();
    const { created } = await order({ lines: [{ productId, qty: 1 }], payment: "card", address });
    expect(await mailsTo(address.contactEmail)).toEqual([]);
    expect(await shopNotices(created.orderSlug)).toEqual([]);
    const result = await decide(formAction(created.html as string), "approve");
    expect(result.back.pathname).toBe("/checkout/success");
    const settled = await t.call(checkout.paymentSuccess, { id: result.id, details: result.details });
    expect(settled).toMatchObject({ status: "paid", orderSlug: created.orderSlug });
    expect(settled.url).toBe(`/checkout/success?orderSlug=${created.orderSlug}`);
    expect(await statusOf(created)).toBe("paid");
    expect(await stockOf(t, productId)).toBe(3);
    const [mail] = await mailsTo(address.contactEmail);
    expect(mail.text).toContain("Your payment has been received");
    // The shop hears of a card order once it is paid, not while it waits for the payment.
    const [notice] = await shopNotices(created.orderSlug);
    expect(notice.text).toContain("A new order has been paid and is ready to be sent.");

    await expectFailure(
      t.call(checkout.paymentSuccess, { id: result.id, details: result.details }),
      409,
      m.paymentAlreadyProcessed,
    );
    expect(await statusOf(created)).toBe("paid");
    expect(await mailsTo(address.contactEmail)).toHaveLength(1);
  });

  it("declined: the order failed, its stock and coupon use given back; the replay is refused", async () => {
    const productId = await insertProduct(t, { final: 2000, stock: 2 });
    const code = await insertCoupon(t, { value: 10, usageLimit: 3 });
    const { created } = await order({ lines: [{ productId, qty: 2 }], payment: "card", coupon: code });
    expect(await stockOf(t, productId)).toBe(0);
    expect(await couponUses(t, code)).toBe(1);
    const result = await decide(formAction(created.html as string), "decline");
    expect(result.back.pathname).toBe("/checkout/failure");
    const settled = await t.call(checkout.paymentSuccess, { id: result.id, details: result.details });
    expect(settled.status).toBe("failed");
    expect(settled.url).toBe(`/checkout/failure?orderSlug=${created.orderSlug}`);
    expect(await statusOf(created)).toBe("failed");
    expect(await stockOf(t, productId)).toBe(2);
    expect(await couponUses(t, code)).toBe(0);

    // The replay gives no second cart either.
    const carts = await cartCount();
    await expectFailure(
      t.call(checkout.paymentSuccess, { id: result.id, details: result.details }),
      409,
      m.paymentAlreadyProcessed,
    );
    expect(await stockOf(t, productId)).toBe(2);
    expect(await couponUses(t, code)).toBe(0);
    expect(await cartCount()).toBe(carts);
    // A decision is final: the page shows it and the way back.
    const page = await t.request(formAction(created.html as string));
    expect(page.body).toContain("This payment was declined.");
    expect(page.body).toContain("Return to the shop");
  });

  it("a forged, tampered or foreign result is refused and changes nothing", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 5 });
    const first = await order({ lines: [{ productId, qty: 1 }], payment: "card" });
    const second = await order({ lines: [{ productId, qty: 1 }], payment: "card" });
    const approved = await decide(formAction(first.created.html as string), "approve");
    const [payload, sig] = [
      approved.details.paymentResult.slice(0, approved.details.paymentResult.lastIndexOf(".")),
      approved.details.paymentResult.slice(approved.details.paymentResult.lastIndexOf(".") + 1),
    ];
    const decoded = JSON.parse(Buffer.from(payload, "base64url").toString());
    const tampered = Buffer.from(JSON.stringify({ ...decoded, amount: 1 })).toString("base64url");
    const forgeries: { id: string; details: Record<string, string> }[] = [
      { id: approved.id, details: {} },
      { id: approved.id, details: { paymentResult: "garbage" } },
      { id: approved.id, details: { paymentResult: `${tampered}.${sig}` } },
      { id: approved.id, details: { paymentResult: `${payload}.${"A".repeat(sig.length)}` } },
      // The first order's result under the second order's payment reference.
      {
        id: new URL(`http://x${formAction(second.created.html as string)}`).pathname.split("/").pop()!,
        details: approved.details,
      },
      { id: "pay_unknown", details: approved.details },
    ];
    for (const forged of forgeries)
      await expectFailure(t.call(checkout.paymentSuccess, forged), 400, m.paymentSignatureInvalid);
    expect(await statusOf(first.created)).toBe("pendingPayment");
    expect(await statusOf(second.created)).toBe("pendingPayment");
    expect(await stockOf(t, productId)).toBe(3);
    expect((await t.call(checkout.paymentSuccess, approved)).status).toBe("paid");
  });

  it("the order answered again to a repeated submission still offers its payment", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const { input, created } = await order({ lines: [{ productId, qty: 1 }], payment: "card" });
    expect(await t.call(checkout.orderCreate, input)).toEqual(created);
  });
});

describe("a declined payment gives the shopper a cart again", () => {
  it("HPF: a new cart with the same lines, coupon and checkout choices; the archived cart stays the order's", async () => {
    const productId = await insertProduct(t, { final: 2000, stock: 3 });
    const other = await insertProduct(t, { final: 500 });
    const code = await insertCoupon(t, { value: 10, usageLimit: 3 });
    const { ready, created } = await order({
      lines: [
        { productId, qty: 2 },
        { productId: other, qty: 1 },
      ],
      payment: "card",
      coupon: code,
    });
    const result = await decide(formAction(created.html as string), "decline");
    const settled = await t.call(checkout.paymentSuccess, { id: result.id, details: result.details });
    expect(settled.status).toBe("failed");
    const again = settled.cartSession!;
    expect(again).toEqual({ cartId: expect.any(Number), protectCode: expect.any(String) });
    expect(again.cartId).not.toBe(ready.session.cartId);
    expect(again.protectCode).not.toBe(ready.session.protectCode);

    const cartAgain = await t.call(cart.getCart, again);
    expect(cartAgain.status).toBe("active");
    expect(cartAgain.notices).toEqual([]);
    expect(cartAgain.items.map((i) => [i.productId, i.qty])).toEqual([
      [productId, 2],
      [other, 1],
    ]);
    expect(cartAgain.couponCode).toBe(code);
    expect(cartAgain.checkout.shippingAddress).toMatchObject({
      firstName: guestAddress.firstName,
      street: guestAddress.street,
    });
    expect(cartAgain.deliveryMethodId).not.toBeNull();
    // The stock the order gave back is there for the cart to be ordered again.
    expect(await stockOf(t, productId)).toBe(3);
    await expectFailure(t.call(cart.getCart, ready.session), 409, cartMessages.archived);

    // Ordered again, it becomes an order of its own.
    const paid = await t.call(checkout.savePaymentMethod, {
      ...again,
      paymentMethodId: await paymentMethodId(t, "bank-transfer"),
    });
    const second = await t.call(
      checkout.orderCreate,
      await orderInput(t, { session: again, orderTotal: paid.cart.prices.converted.orderTotal }),
    );
    expect(second.orderSlug).not.toBe(created.orderSlug);
    expect(await stockOf(t, productId)).toBe(1);
    expect(await couponUses(t, code)).toBe(1);
  });

  it("WALLET: declined in the wallet, the same; an approved payment keeps no cart", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const declined = await order({ lines: [{ productId, qty: 3 }], payment: "wallet" });
    const wallet = declined.created.html as Exclude<Created["html"], string>;
    const decided = await t.request(`/api/v1/payment-sandbox/wallet/${wallet.orderId}`, {
      method: "POST",
      body: { decision: "decline" },
    });
    const settled = await t.call(checkout.paymentSuccess, { id: wallet.orderId, details: decided.body.data.details });
    expect(settled.status).toBe("failed");
    expect((await t.call(cart.getCart, settled.cartSession!)).items.map((i) => [i.productId, i.qty])).toEqual([
      [productId, 3],
    ]);

    const approved = await order({ lines: [{ productId, qty: 1 }], payment: "card" });
    const result = await decide(formAction(approved.created.html as string), "approve");
    expect(await t.call(checkout.paymentSuccess, { id: result.id, details: result.details })).toMatchObject({
      status: "paid",
      cartSession: null,
    });
  });

  it("a signed-in user's cart comes back as theirs", async () => {
    const user = await signedInUser(t);
    const productId = await insertProduct(t, { final: 1000 });
    const saved = await t.call(
      accounts.addressCreate,
      { ...guestAddress, type: "shipping", contactEmail: user.email },
      user.headers,
    );
    const { created } = await order({
      lines: [{ productId, qty: 1 }],
      headers: user.headers,
      address: { addressId: saved.id },
      payment: "card",
    });
    const result = await decide(formAction(created.html as string), "decline");
    const settled = await t.call(checkout.paymentSuccess, { id: result.id, details: result.details });
    const again = settled.cartSession!;
    expect((await t.call(cart.getCart, again, user.headers)).items).toHaveLength(1);
    // Another user cannot take it.
    const other = await signedInUser(t);
    await expectFailure(t.call(cart.getCart, again, other.headers), 403);
  });
});

describe("a wallet payment through the sandbox", () => {
  it("answers the wallet's data; its script renders the button and its decision settles the order", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const { created } = await order({ lines: [{ productId, qty: 1 }], payment: "wallet" });
    expect(created.paymentType).toBe("WALLET");
    const wallet = created.html as Exclude<Created["html"], string>;
    expect(wallet).toMatchObject({ isSubscription: false, plan_id: null, quantity: null, total: 1499 });
    expect(wallet.orderId).toMatch(/^pay_/);
    expect(wallet.scriptUrl).toBe(`${await siteUrl(t)}/api/v1/payment-sandbox/wallet.js`);

    const script = await t.request(new URL(wallet.scriptUrl).pathname);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(script.body).toContain("window.SandboxWallet = { render: render }");

    const decided = await t.request(`/api/v1/payment-sandbox/wallet/${wallet.orderId}`, {
      method: "POST",
      body: { decision: "approve" },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({ orderId: wallet.orderId, outcome: "approved" });
    const settled = await t.call(checkout.paymentSuccess, {
      id: wallet.orderId,
      details: decided.body.data.details,
      internalRedirect: true,
    });
    expect(settled).toMatchObject({ status: "paid", orderSlug: created.orderSlug });
    await expectFailure(
      t.call(checkout.paymentSuccess, { id: wallet.orderId, details: decided.body.data.details }),
      409,
      m.paymentAlreadyProcessed,
    );
    expect(
      (await t.request(`/api/v1/payment-sandbox/wallet/pay_unknown`, { method: "POST", body: { decision: "approve" } }))
        .status,
    ).toBe(404);
  });
});

describe("who may see an order", () => {
  it("the order view needs that order's token; another order's token, or none that fits, is 404", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const a = (await order({ lines: [{ productId, qty: 1 }] })).created;
    const b = (await order({ lines: [{ productId, qty: 1 }] })).created;
    await expectFailure(
      t.call(checkout.orderView, { orderSlug: b.orderSlug, token: a.orderViewToken }),
      404,
      m.orderNotFound,
    );
    await expectFailure(
      t.call(checkout.orderView, { orderSlug: a.orderSlug, token: `${a.orderViewToken.slice(0, -2)}AA` }),
      404,
      m.orderNotFound,
    );
    await expectFailure(
      t.call(checkout.orderView, { orderSlug: "DS-2000-999999", token: a.orderViewToken }),
      404,
      m.orderNotFound,
    );
    expect((await t.call(checkout.orderView, { orderSlug: b.orderSlug, token: b.orderViewToken })).slug).toBe(
      b.orderSlug,
    );
  });

  it("a user's order is not another user's, and a guest's order is no user's", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const productId = await insertProduct(t, { final: 1000 });
    const mine = (await order({ lines: [{ productId, qty: 1 }], headers: owner.headers })).created;
    const guests = (await order({ lines: [{ productId, qty: 1 }] })).created;
    expect((await t.call(accounts.orderGet, { slug: mine.orderSlug }, owner.headers)).slug).toBe(mine.orderSlug);
    await expectFailure(t.call(accounts.orderGet, { slug: mine.orderSlug }, other.headers), 404);
    await expectFailure(t.call(accounts.orderGet, { slug: guests.orderSlug }, other.headers), 404);
    expect((await t.call(accounts.orderList, {}, other.headers)).records).toEqual([]);
  });

  it("the order view says whether the order is the signed-in caller's own", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const productId = await insertProduct(t, { final: 1000 });
    const mine = (await order({ lines: [{ productId, qty: 1 }], headers: owner.headers })).created;
    const guests = (await order({ lines: [{ productId, qty: 1 }] })).created;
    const view = (created: typeof mine, headers?: Record<string, string>) =>
      t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken }, headers);
    expect((await view(mine, owner.headers)).own).toBe(true);
    // The token shows the order to anyone holding it, as no one's own but its buyer's.
    expect((await view(mine, other.headers)).own).toBe(false);
    expect((await view(mine)).own).toBe(false);
    expect((await view(guests, owner.headers)).own).toBe(false);
    expect((await view(guests)).own).toBe(false);
  });

  it("a signed-in user's cart cannot be ordered by another user or anonymously", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const productId = await insertProduct(t, { final: 1000 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], headers: owner.headers });
    const input = await orderInput(t, ready);
    await expectFailure(t.call(checkout.orderCreate, input, other.headers), 403, cartMessages.wrongOwner);
    await expectFailure(t.call(checkout.orderCreate, input), 401, m.noActiveUser);
    await expectFailure(t.call(checkout.orderCreate, { ...input, userId: other.user.id }, owner.headers), 403);
    expect(await ordersOfCart(t, ready.session.cartId)).toEqual([]);
  });
});

// ---------------------------------------------------------------- payments never finished

describe("payments left unfinished", () => {
  const MINUTE = 60_000;
  /** The job as it runs after this many minutes (PAYMENT_TIMEOUT_MINUTES is 60 by default). */
  const sweepAfter = (minutes: number) =>
    cancelAbandonedPayments(t.platform.services, { now: Date.now() + minutes * MINUTE });

  it("are cancelled after the payment timeout, stock and coupon use given back once; orders without online payment stay", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 6 });
    const code = await insertCoupon(t, { value: 10, usageLimit: 5 });
    const card = (await order({ lines: [{ productId, qty: 2 }], payment: "card", coupon: code })).created;
    const wallet = (await order({ lines: [{ productId, qty: 1 }], payment: "wallet" })).created;
    const offline = (await order({ lines: [{ productId, qty: 1 }], payment: "bank-transfer" })).created;
    expect(await stockOf(t, productId)).toBe(2);
    expect(await couponUses(t, code)).toBe(1);

    // Within the time nothing happens.
    expect(await sweepAfter(59)).not.toContain(card.orderSlug);
    expect(await statusOf(card)).toBe("pendingPayment");

    const cancelled = await sweepAfter(61);
    expect(cancelled).toEqual(expect.arrayContaining([card.orderSlug, wallet.orderSlug]));
    expect(cancelled).not.toContain(offline.orderSlug);
    expect([await statusOf(card), await statusOf(wallet), await statusOf(offline)]).toEqual([
      "cancelled",
      "cancelled",
      "pendingPayment",
    ]);
    expect(await stockOf(t, productId)).toBe(5);
    expect(await couponUses(t, code)).toBe(0);

    // Once only: a second pass finds nothing of these.
    expect(await sweepAfter(120)).not.toEqual(expect.arrayContaining([card.orderSlug]));
    expect(await stockOf(t, productId)).toBe(5);
  });

  it("tells the buyer their order was cancelled because the payment did not arrive in time, in the order's language", async () => {
    const productId = await insertProduct(t, { final: 1000 });
    const english = guestWithEmail();
    const croatian = guestWithEmail();
    const card = (await order({ lines: [{ productId, qty: 1 }], address: english, payment: "card" })).created;
    const wallet = (
      await order({ lines: [{ productId, qty: 1 }], address: croatian, payment: "wallet", headers: { language: "hr" } })
    ).created;
    const cancelledMails = (to: string) => listOutbox(t.platform.services, SITE_ID, { to, kind: "order-cancelled" });
    await sweepAfter(59);
    expect(await cancelledMails(english.contactEmail)).toEqual([]);

    expect(await sweepAfter(61)).toEqual(expect.arrayContaining([card.orderSlug, wallet.orderSlug]));
    const [en] = await cancelledMails(english.contactEmail);
    expect(en.subject).toBe(`Your order ${card.orderSlug} is cancelled – Demo Shop`);
    expect(en.text).toContain("Hello Ana,");
    expect(en.text).toContain(
      `your order ${card.orderSlug} has been cancelled, as its payment was not completed in time.`,
    );
    expect(en.text).toContain(`/order/${card.orderSlug}?token=`);
    const [hr] = await cancelledMails(croatian.contactEmail);
    expect(hr.subject).toBe(`Vaša narudžba ${wallet.orderSlug} je otkazana – Demo Shop`);
    expect(hr.text).toContain("Pozdrav Ana,");
    expect(hr.text).toContain(`vaša narudžba ${wallet.orderSlug} je otkazana jer plaćanje nije dovršeno na vrijeme.`);
    expect(hr.text).toContain(`/hr/narudzba/${wallet.orderSlug}?token=`);

    // Once: a second pass finds these orders ended and sends nothing more.
    await sweepAfter(120);
    expect(await cancelledMails(english.contactEmail)).toHaveLength(1);
    expect(await cancelledMails(croatian.contactEmail)).toHaveLength(1);
  });

  it("a result coming back after the cancellation is refused, with nothing given back twice and no cart", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 4 });
    const code = await insertCoupon(t, { value: 10, usageLimit: 5 });
    const approvedLate = (await order({ lines: [{ productId, qty: 1 }], payment: "card", coupon: code })).created;
    const declinedLate = (await order({ lines: [{ productId, qty: 1 }], payment: "card" })).created;
    const walletLate = (await order({ lines: [{ productId, qty: 1 }], payment: "wallet" })).created;
    await sweepAfter(61);
    expect(await stockOf(t, productId)).toBe(4);
    expect(await couponUses(t, code)).toBe(0);
    const carts = await cartCount();

    const approved = await decide(formAction(approvedLate.html as string), "approve");
    await expectFailure(
      t.call(checkout.paymentSuccess, { id: approved.id, details: approved.details }),
      409,
      m.paymentTimedOut,
    );
    const declined = await decide(formAction(declinedLate.html as string), "decline");
    await expectFailure(
      t.call(checkout.paymentSuccess, { id: declined.id, details: declined.details }),
      409,
      m.paymentTimedOut,
    );
    const reference = (walletLate.html as Exclude<Created["html"], string>).orderId;
    const decided = await t.request(`/api/v1/payment-sandbox/wallet/${reference}`, {
      method: "POST",
      body: { decision: "decline" },
    });
    await expectFailure(
      t.call(checkout.paymentSuccess, { id: reference, details: decided.body.data.details }),
      409,
      m.paymentTimedOut,
    );

    expect([await statusOf(approvedLate), await statusOf(declinedLate), await statusOf(walletLate)]).toEqual([
      "cancelled",
      "cancelled",
      "cancelled",
    ]);
    expect(await stockOf(t, productId)).toBe(4);
    expect(await couponUses(t, code)).toBe(0);
    expect(await cartCount()).toBe(carts);
    expect(
      await mailsTo(guestAddress.contactEmail).then((mails) =>
        mails.filter((mail) => mail.text.includes(approvedLate.orderSlug)),
      ),
    ).toEqual([]);
  });

  it("the job and a late decline at the same moment give the stock back once", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 3 });
    const { created } = await order({ lines: [{ productId, qty: 2 }], payment: "card" });
    const declined = await decide(formAction(created.html as string), "decline");
    const [swept, settled] = await Promise.allSettled([
      sweepAfter(61),
      t.call(checkout.paymentSuccess, { id: declined.id, details: declined.details }),
    ]);
    expect(swept.status).toBe("fulfilled");
    const jobWon = swept.status === "fulfilled" && swept.value.includes(created.orderSlug);
    // Exactly one of them settled the order.
    expect(jobWon).toBe(settled.status === "rejected");
    expect(await statusOf(created)).toBe(jobWon ? "cancelled" : "failed");
    expect(await stockOf(t, productId)).toBe(3);
  });
});
