/**
 * The gift message of an order (spec sections 4, 6 and 7: order/create's giftMessage, to and from;
 * the checkout settings' giftMessage switch). With the store's switch on they are kept on the order,
 * its page and its confirmation; with it off the platform ignores gift fields sent anyway (the order
 * is made without them), as the storefront shows no such fields then.
 */
process.env.PLATFORM_SECRET ??= "gift-message-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout } from "#server/contract";
import { listOutbox } from "#server/modules/mail";
import { findSiteByApiKey, updateCheckoutSettings } from "#server/modules/site";
import { DEMO_API_KEY, startTestPlatform, type TestPlatform } from "../support/platform";
import { SITE_ID } from "./accounts-fixture";
import { insertProduct } from "./cart-fixture";
import { guestAddress, orderInput, ordersOfCart, readyCart } from "./checkout-fixture";

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

/** Sets the English store's (the requests' store) gift message switch. */
async function setGiftMessage(giftMessage: 0 | 1) {
  const store = (await findSiteByApiKey(t.platform.services, DEMO_API_KEY))!.stores.find(
    (s) => s.languageCode === "en",
  )!;
  await updateCheckoutSettings(t.platform.services, store, { giftMessage });
}

let counter = 0;
const buyer = () => ({ ...guestAddress, contactEmail: `gift-${Date.now().toString(36)}-${++counter}@example.com` });

const gift = { giftMessage: "Happy birthday, Ivo!", to: "Ivo", from: "Ana" };

describe("the gift message", () => {
  it("with the store's switch on, is the order's: on its page and in its confirmation", async () => {
    await setGiftMessage(1);
    const productId = await insertProduct(t, { final: 1500 });
    const address = buyer();
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], address });
    const created = await t.call(checkout.orderCreate, await orderInput(t, ready, gift));
    const view = await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken });
    expect(view).toMatchObject({ giftMessage: gift.giftMessage, to: "Ivo", from: "Ana" });
    const [mail] = await listOutbox(t.platform.services, SITE_ID, {
      to: address.contactEmail,
      kind: "order-confirmation",
    });
    expect(mail.text).toContain("Gift message");
    expect(mail.text).toContain(gift.giftMessage);
    expect(mail.text).toContain("From: Ana");
  });

  it("with the switch off, gift fields sent anyway are ignored: the order is made without them", async () => {
    await setGiftMessage(0);
    const productId = await insertProduct(t, { final: 1500 });
    const address = buyer();
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], address });
    const created = await t.call(checkout.orderCreate, await orderInput(t, ready, gift));
    expect(created.status).toBe("pendingPayment");
    const view = await t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken });
    expect(view).toMatchObject({ giftMessage: null, to: null, from: null });
    const [row] = await ordersOfCart(t, ready.session.cartId);
    expect([row.gift_message, row.gift_to, row.gift_from]).toEqual([null, null, null]);
    const [mail] = await listOutbox(t.platform.services, SITE_ID, {
      to: address.contactEmail,
      kind: "order-confirmation",
    });
    expect(mail.text).not.toContain(gift.giftMessage);
  });

  it("refuses a message over 500 characters, or a name over 100, and makes no order", async () => {
    await setGiftMessage(1);
    const productId = await insertProduct(t, { final: 1500 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], address: buyer() });
    const tooLong = await t.answer(checkout.orderCreate, await orderInput(t, ready, { giftMessage: "x".repeat(501) }));
    expect(tooLong.status).toBe(400);
    const longName = await t.answer(checkout.orderCreate, await orderInput(t, ready, { ...gift, to: "x".repeat(101) }));
    expect(longName.status).toBe(400);
    expect(await ordersOfCart(t, ready.session.cartId)).toEqual([]);
  });
});
