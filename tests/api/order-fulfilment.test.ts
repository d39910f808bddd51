/**
 * Order fulfilment (decision 0061), apart from the payment: the back office marks an order's parcel
 * shipped (carrier, tracking) and then delivered; the buyer is told once by e-mail, in the order's
 * language, with the tracking link, and sees the state on the order. A parcel leaves a paid order,
 * or an unpaid one paid on delivery; never a cancelled, failed or unpaid one, and an order of
 * e-products only ships nothing. The back office lists the orders to ship, shipped and delivered.
 */
process.env.PLATFORM_SECRET ??= "order-fulfilment-test-platform-secret";

import { describe, expect, it } from "vitest";
import { accounts, checkout, shopAdmin } from "#server/contract";
import { shopAdminMessages } from "#server/contract/shop-admin";
import { listOutbox } from "#server/modules/mail";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer, SITE_ID } from "./accounts-fixture";
import { expectFailure, insertProduct } from "./cart-fixture";
import { guestAddress, orderInput, readyCart, stockOf, type ReadyOptions } from "./checkout-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

let counter = 0;
const buyer = () => ({ ...guestAddress, contactEmail: `ship-${Date.now().toString(36)}-${++counter}@example.com` });

async function order(options: Partial<ReadyOptions> & { payment: ReadyOptions["payment"]; stock?: number }) {
  const productId = await insertProduct(t, {
    final: 1500,
    stock: options.stock,
    ...(options.delivery === null ? { format: "EProduct" } : {}),
  });
  const address = options.address ?? buyer();
  const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], address, ...options });
  const created = await t.call(checkout.orderCreate, await orderInput(t, ready), options.headers);
  const view = () => t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken });
  return {
    slug: created.orderSlug,
    productId,
    view,
    email: "contactEmail" in address ? address.contactEmail : "",
  };
}

/** A bank transfer the back office marked paid: a paid order waiting to be shipped. */
async function paidOrder(options: Partial<ReadyOptions> = {}) {
  const placed = await order({ payment: "bank-transfer", ...options });
  await t.call(shopAdmin.markOrderPaid, { slug: placed.slug }, admin);
  return placed;
}

const shippedMails = (to: string) => listOutbox(t.platform.services, SITE_ID, { to, kind: "order-shipped" });
const tracking = {
  carrier: "DPD",
  trackingNumber: "1234 5678",
  trackingUrl: "https://tracking.example.com/p/12345678",
};

describe("marking an order shipped and delivered", () => {
  it("ships a paid order with its tracking: the order shows it, the buyer is told once, and then it is delivered", async () => {
    const { slug, view, email } = await paidOrder();
    expect((await view()).fulfilment).toEqual({
      status: "unfulfilled",
      shippedAt: null,
      deliveredAt: null,
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
    });

    expect((await t.call(shopAdmin.order, { slug }, admin)).canShip).toBe(true);
    const shipped = await t.call(shopAdmin.markOrderShipped, { slug, ...tracking }, admin);
    expect(shipped.status).toBe("paid");
    expect((await t.call(shopAdmin.order, { slug }, admin)).canShip).toBe(false);
    expect(shipped.fulfilment).toMatchObject({ status: "shipped", deliveredAt: null, ...tracking });
    expect(Date.parse(shipped.fulfilment?.shippedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect((await view()).fulfilment).toEqual(shipped.fulfilment);

    const mails = await shippedMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your order ${slug} is on its way – Demo Shop`);
    expect(mails[0].text).toContain("Carrier: DPD");
    expect(mails[0].text).toContain("Tracking number: 1234 5678");
    expect(mails[0].text).toContain(tracking.trackingUrl);
    expect(mails[0].html).toContain(`href="${tracking.trackingUrl}"`);
    expect(mails[0].text).toContain(`/order/${slug}?token=`);

    // A second click (another tab, a stale page) changes nothing and sends nothing.
    await expectFailure(
      t.call(shopAdmin.markOrderShipped, { slug, carrier: "GLS" }, admin),
      409,
      shopAdminMessages.orderAlreadyShipped,
    );
    expect((await view()).fulfilment?.carrier).toBe("DPD");
    expect(await shippedMails(email)).toHaveLength(1);

    const delivered = await t.call(shopAdmin.markOrderDelivered, { slug }, admin);
    expect(delivered.fulfilment).toMatchObject({ status: "delivered", shippedAt: shipped.fulfilment?.shippedAt });
    expect(delivered.fulfilment?.deliveredAt).toBeTruthy();
    await expectFailure(
      t.call(shopAdmin.markOrderDelivered, { slug }, admin),
      409,
      shopAdminMessages.orderAlreadyDelivered,
    );
    await expectFailure(
      t.call(shopAdmin.markOrderShipped, { slug }, admin),
      409,
      shopAdminMessages.orderAlreadyDelivered,
    );
  });

  it("tells a Croatian buyer in Croatian, and ships without tracking when none is given", async () => {
    const { slug, email } = await paidOrder({ headers: { language: "hr" } });
    const shipped = await t.call(shopAdmin.markOrderShipped, { slug, carrier: " ", trackingUrl: "" }, admin);
    expect(shipped.fulfilment).toMatchObject({
      status: "shipped",
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
    });
    const [mail] = await shippedMails(email);
    expect(mail.subject).toBe(`Vaša narudžba ${slug} je na putu – Demo Shop`);
    expect(mail.text).toContain("Pozdrav Ana,");
    expect(mail.text).not.toContain("Pratite pošiljku");
    expect(mail.text).toContain(`/hr/narudzba/${slug}?token=`);
  });

  it("ships an order paid on delivery while it waits for its payment, which is settled apart", async () => {
    const { slug } = await order({ payment: "pay-on-delivery" });
    expect((await t.call(shopAdmin.order, { slug }, admin)).canShip).toBe(true);
    const shipped = await t.call(shopAdmin.markOrderShipped, { slug, ...tracking }, admin);
    expect(shipped).toMatchObject({ status: "pendingPayment", fulfilment: { status: "shipped" } });
    const delivered = await t.call(shopAdmin.markOrderDelivered, { slug }, admin);
    expect(delivered).toMatchObject({ status: "pendingPayment", fulfilment: { status: "delivered" } });
    const paid = await t.call(shopAdmin.markOrderPaid, { slug }, admin);
    expect(paid).toMatchObject({ status: "paid", fulfilment: { status: "delivered" } });
  });

  it("refuses to ship an unpaid, cancelled or online-pending order, and to deliver one not shipped", async () => {
    const transfer = await order({ payment: "bank-transfer" });
    await expectFailure(
      t.call(shopAdmin.markOrderShipped, { slug: transfer.slug }, admin),
      409,
      shopAdminMessages.orderNotShippable,
    );
    await expectFailure(
      t.call(shopAdmin.markOrderDelivered, { slug: transfer.slug }, admin),
      409,
      shopAdminMessages.orderNotShipped,
    );
    const card = await order({ payment: "card" });
    await expectFailure(
      t.call(shopAdmin.markOrderShipped, { slug: card.slug }, admin),
      409,
      shopAdminMessages.orderNotShippable,
    );
    const onDelivery = await order({ payment: "pay-on-delivery" });
    await t.call(shopAdmin.cancelOrder, { slug: onDelivery.slug }, admin);
    await expectFailure(
      t.call(shopAdmin.markOrderShipped, { slug: onDelivery.slug }, admin),
      409,
      shopAdminMessages.orderNotShippable,
    );
    for (const placed of [transfer, card, onDelivery]) {
      expect((await t.call(shopAdmin.order, { slug: placed.slug }, admin)).canShip).toBe(false);
      expect((await placed.view()).fulfilment?.status).toBe("unfulfilled");
      expect(await shippedMails(placed.email)).toHaveLength(0);
    }
  });

  it("an order of e-products only ships nothing: no fulfilment, and no shipping", async () => {
    const { slug, view } = await paidOrder({ delivery: null });
    const detail = await view();
    expect(detail.fulfilment).toBeNull();
    expect(detail.fulfilmentStatus).toBeNull();
    await expectFailure(t.call(shopAdmin.markOrderShipped, { slug }, admin), 409, shopAdminMessages.orderShipsNothing);
    await expectFailure(
      t.call(shopAdmin.markOrderDelivered, { slug }, admin),
      409,
      shopAdminMessages.orderShipsNothing,
    );
  });

  it("takes only an https tracking link and bounded texts, writing nothing otherwise", async () => {
    const { slug, view, email } = await paidOrder();
    for (const trackingUrl of [
      "http://tracking.example.com/1",
      "javascript:alert(1)",
      "tracking.example.com/1",
      "https://user:pw@tracking.example.com/1",
      `https://tracking.example.com/${"a".repeat(500)}`,
    ])
      await expectFailure(
        t.call(shopAdmin.markOrderShipped, { slug, trackingUrl }, admin),
        400,
        shopAdminMessages.trackingUrlInvalid,
      );
    await expectFailure(
      t.call(shopAdmin.markOrderShipped, { slug, carrier: "C".repeat(101) }, admin),
      400,
      shopAdminMessages.carrierTooLong,
    );
    await expectFailure(
      t.call(shopAdmin.markOrderShipped, { slug, trackingNumber: "1".repeat(101) }, admin),
      400,
      shopAdminMessages.trackingNumberTooLong,
    );
    expect((await view()).fulfilment?.status).toBe("unfulfilled");
    expect(await shippedMails(email)).toHaveLength(0);
    const ok = await t.call(shopAdmin.markOrderShipped, { slug, carrier: "C".repeat(100) }, admin);
    expect(ok.fulfilment?.carrier).toHaveLength(100);
  });

  it("is the back office's only: a customer is refused, and nothing changes", async () => {
    const { slug, view } = await paidOrder();
    await expectFailure(t.call(shopAdmin.markOrderShipped, { slug }, customer), 403);
    await expectFailure(t.call(shopAdmin.markOrderShipped, { slug }), 401);
    expect((await view()).fulfilment?.status).toBe("unfulfilled");
  });
});

describe("after the parcel left", () => {
  it("an order paid on delivery that was shipped or delivered is not cancelled: its stock stays sold", async () => {
    for (const step of ["shipped", "delivered"] as const) {
      const placed = await order({ payment: "pay-on-delivery", stock: 5 });
      const { slug } = placed;
      expect(await stockOf(t, placed.productId)).toBe(4);
      expect((await t.call(shopAdmin.order, { slug }, admin)).canCancel).toBe(true);
      await t.call(shopAdmin.markOrderShipped, { slug, ...tracking }, admin);
      if (step === "delivered") await t.call(shopAdmin.markOrderDelivered, { slug }, admin);

      expect((await t.call(shopAdmin.order, { slug }, admin)).canCancel).toBe(false);
      await expectFailure(
        t.call(shopAdmin.cancelOrder, { slug }, admin),
        409,
        shopAdminMessages.orderShippedNotCancellable,
      );
      expect(await stockOf(t, placed.productId)).toBe(4);
      expect(await placed.view()).toMatchObject({ status: "pendingPayment", fulfilment: { status: step } });

      // The courier's money arrives: marking it paid stays possible.
      const paid = await t.call(shopAdmin.markOrderPaid, { slug }, admin);
      expect(paid).toMatchObject({ status: "paid", fulfilment: { status: step } });
    }
  });

  it("a paid or online order is never cancelled by hand, shipped or not", async () => {
    const paid = await paidOrder();
    expect((await t.call(shopAdmin.order, { slug: paid.slug }, admin)).canCancel).toBe(false);
    const card = await order({ payment: "card" });
    expect((await t.call(shopAdmin.order, { slug: card.slug }, admin)).canCancel).toBe(false);
    const transfer = await order({ payment: "bank-transfer" });
    expect((await t.call(shopAdmin.order, { slug: transfer.slug }, admin)).canCancel).toBe(true);
  });
});

describe("one rule for what is to ship", () => {
  it("an order may be marked shipped exactly when the list of orders to ship shows it", async () => {
    const db = t.platform.services.db;
    const placed = {
      paid: await paidOrder(),
      payOnDelivery: await order({ payment: "pay-on-delivery" }),
      transfer: await order({ payment: "bank-transfer" }),
      card: await order({ payment: "card" }),
      failedCard: await order({ payment: "card" }),
      cancelledOnDelivery: await order({ payment: "pay-on-delivery" }),
      cancelledTransfer: await order({ payment: "bank-transfer" }),
      digital: await paidOrder({ delivery: null }),
      digitalTransfer: await order({ payment: "bank-transfer", delivery: null }),
      shipped: await paidOrder(),
      delivered: await paidOrder(),
      shippedOnDelivery: await order({ payment: "pay-on-delivery" }),
      paidOnDelivery: await order({ payment: "pay-on-delivery" }),
    };
    await db.updateTable("orders").set({ status: "failed" }).where("slug", "=", placed.failedCard.slug).execute();
    await t.call(shopAdmin.cancelOrder, { slug: placed.cancelledOnDelivery.slug }, admin);
    await t.call(shopAdmin.cancelOrder, { slug: placed.cancelledTransfer.slug }, admin);
    for (const o of [placed.shipped, placed.delivered, placed.shippedOnDelivery])
      await t.call(shopAdmin.markOrderShipped, { slug: o.slug }, admin);
    await t.call(shopAdmin.markOrderDelivered, { slug: placed.delivered.slug }, admin);
    await t.call(shopAdmin.markOrderPaid, { slug: placed.paidOnDelivery.slug }, admin);

    const listed = new Set<string>();
    for (let page = 1; ; page++) {
      const { orders, totalPages } = await t.call(shopAdmin.orders, { fulfilment: "toShip", page }, admin);
      for (const o of orders) listed.add(o.slug);
      if (page >= totalPages) break;
    }
    const verdicts = Object.fromEntries(
      await Promise.all(
        Object.entries(placed).map(async ([state, o]) => {
          const { canShip } = await t.call(shopAdmin.order, { slug: o.slug }, admin);
          expect({ state, listed: listed.has(o.slug) }).toEqual({ state, listed: canShip });
          return [state, canShip] as const;
        }),
      ),
    );
    expect(verdicts).toEqual({
      paid: true,
      payOnDelivery: true,
      transfer: false,
      card: false,
      failedCard: false,
      cancelledOnDelivery: false,
      cancelledTransfer: false,
      digital: false,
      digitalTransfer: false,
      shipped: false,
      delivered: false,
      shippedOnDelivery: false,
      paidOnDelivery: true,
    });
  });
});

describe("the lists", () => {
  it("the back office lists the orders to ship (paid, or paid on delivery), shipped and delivered", async () => {
    const paid = await paidOrder();
    const onDelivery = await order({ payment: "pay-on-delivery" });
    const transfer = await order({ payment: "bank-transfer" });
    const digital = await paidOrder({ delivery: null });
    const shipped = await paidOrder();
    await t.call(shopAdmin.markOrderShipped, { slug: shipped.slug }, admin);
    const delivered = await paidOrder();
    await t.call(shopAdmin.markOrderShipped, { slug: delivered.slug }, admin);
    await t.call(shopAdmin.markOrderDelivered, { slug: delivered.slug }, admin);

    const list = async (fulfilment: "toShip" | "shipped" | "delivered") =>
      (await t.call(shopAdmin.orders, { fulfilment, page: 1 }, admin)).orders;
    const toShip = await list("toShip");
    const slugs = toShip.map((o) => o.slug);
    expect(slugs).toEqual(expect.arrayContaining([paid.slug, onDelivery.slug]));
    for (const other of [transfer, digital, shipped, delivered]) expect(slugs).not.toContain(other.slug);
    expect(toShip.every((o) => o.fulfilmentStatus === "unfulfilled")).toBe(true);

    const shippedList = await list("shipped");
    expect(shippedList.map((o) => o.slug)).toContain(shipped.slug);
    expect(shippedList.every((o) => o.fulfilmentStatus === "shipped")).toBe(true);
    const deliveredList = await list("delivered");
    expect(deliveredList.map((o) => o.slug)).toContain(delivered.slug);
    expect(deliveredList.every((o) => o.fulfilmentStatus === "delivered")).toBe(true);

    const all = (await t.call(shopAdmin.orders, { page: 1 }, admin)).orders;
    expect(all.find((o) => o.slug === digital.slug)?.fulfilmentStatus).toBeNull();
    // Both filters: the paid ones to ship.
    const paidToShip = await t.call(shopAdmin.orders, { status: "paid", fulfilment: "toShip", page: 1 }, admin);
    expect(paidToShip.orders.map((o) => o.slug)).toContain(paid.slug);
    expect(paidToShip.orders.map((o) => o.slug)).not.toContain(onDelivery.slug);
  });

  it("'Awaiting payment' holds the orders whose payment is still to come (a transfer, an unpaid card), not one paid on delivery: 'Payable on delivery' holds that", async () => {
    const transfer = await order({ payment: "bank-transfer" });
    const card = await order({ payment: "card" });
    const onDelivery = await order({ payment: "pay-on-delivery" });
    const shippedOnDelivery = await order({ payment: "pay-on-delivery" });
    await t.call(shopAdmin.markOrderShipped, { slug: shippedOnDelivery.slug }, admin);
    const slugsOf = async (status: "pendingPayment" | "paysOnDelivery") => {
      const slugs: string[] = [];
      for (let page = 1; ; page++) {
        const { orders, totalPages } = await t.call(shopAdmin.orders, { status, page }, admin);
        slugs.push(...orders.map((o) => o.slug));
        expect(orders.every((o) => o.status === "pendingPayment")).toBe(true);
        expect(orders.every((o) => o.paysOnDelivery === (status === "paysOnDelivery"))).toBe(true);
        if (page >= totalPages) return slugs;
      }
    };
    const awaiting = await slugsOf("pendingPayment");
    expect(awaiting).toEqual(expect.arrayContaining([transfer.slug, card.slug]));
    expect(awaiting).not.toContain(onDelivery.slug);
    expect(awaiting).not.toContain(shippedOnDelivery.slug);
    const payableOnDelivery = await slugsOf("paysOnDelivery");
    expect(payableOnDelivery).toEqual(expect.arrayContaining([onDelivery.slug, shippedOnDelivery.slug]));
    expect(payableOnDelivery).not.toContain(transfer.slug);
    // With the shipping list: paid on delivery and still to ship.
    const toShip = await t.call(shopAdmin.orders, { status: "paysOnDelivery", fulfilment: "toShip", page: 1 }, admin);
    expect(toShip.orders.map((o) => o.slug)).toContain(onDelivery.slug);
    expect(toShip.orders.map((o) => o.slug)).not.toContain(shippedOnDelivery.slug);
  });

  it("the buyer's order history and order show the fulfilment", async () => {
    const { slug } = await paidOrder({ headers: customer });
    await t.call(shopAdmin.markOrderShipped, { slug, ...tracking }, admin);
    const { records } = await t.call(accounts.orderList, { page: 1, limit: 20 }, customer);
    expect(records.find((o) => o.slug === slug)?.fulfilmentStatus).toBe("shipped");
    const detail = await t.call(accounts.orderGet, { slug }, customer);
    expect(detail.fulfilment).toMatchObject({ status: "shipped", ...tracking });
  });
});
