/**
 * The hand-over of an order's current payment attempt, once more (checkout.orderHandover, decision
 * 0104): for the shopper who comes back from the provider's page, the same attempt's form or wallet
 * data as order/create or "Pay now" answered, opening nothing. For the holder of the order's view
 * token or its signed-in buyer; anyone else finds it as unknown (404). Nothing to hand over once the
 * order is paid or cancelled, paid offline, or its attempt decided (409 orderNotPayable). Both say
 * whether the order is the signed-in caller's own (`own`), so that the storefront asks once.
 */
process.env.PLATFORM_SECRET ??= "order-handover-test-platform-secret";

import { describe, expect, it } from "vitest";
import { accounts, checkout } from "#server/contract";
import { accountsMessages } from "#server/contract/accounts";
import { checkoutMessages } from "#server/contract/checkout";
import type { TestPlatform } from "../support/platform";
import { signedInUser, withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure, insertProduct } from "./cart-fixture";
import { decideSandbox, formAction, placeOrder, siteUrl } from "./checkout-fixture";

let t: TestPlatform;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, customer } = started));

const attemptsOf = async (slug: string) =>
  (
    await t.platform.services.db
      .selectFrom("payments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("order_slug", "=", slug)
      .executeTakeFirstOrThrow()
  ).n;

const notFound = (call: Promise<unknown>) => expectFailure(call, 404, checkoutMessages.orderNotFound);
/** Nothing to hand over; `details.own` says whether the order is the signed-in caller's, whose page is
 * then the order's in the account (else the success page, for the view token's holder). */
async function notPayable(call: Promise<unknown>, own = false) {
  const refused = await expectFailure(call, 409, accountsMessages.orderNotPayable);
  expect(refused.body).toMatchObject({ details: { own } });
}

async function lines() {
  return [{ productId: await insertProduct(t, { final: 1000, stock: 5 }), qty: 1 }];
}

describe("the hand-over of an order waiting for its payment, again", () => {
  it("answers a guest's order to the holder of its view token: the same attempt, until it is paid", async () => {
    const created = await placeOrder(t, { lines: await lines(), payment: "card" });
    const input = { orderSlug: created.orderSlug, token: created.orderViewToken };

    const again = await t.call(checkout.orderHandover, input);
    expect(again).toEqual({
      orderSlug: created.orderSlug,
      paymentType: "HPF",
      html: created.html,
      openedBy: "checkout",
      own: false,
    });
    // Asked again, still the same: nothing was opened.
    expect(await t.call(checkout.orderHandover, input)).toEqual(again);
    expect(await attemptsOf(created.orderSlug)).toBe(1);
    // A signed-in visitor holding the token may see it too: not their own order.
    expect(await t.call(checkout.orderHandover, input, customer)).toEqual(again);

    // Anyone else: as unknown as a missing order.
    await notFound(t.call(checkout.orderHandover, { orderSlug: created.orderSlug }));
    await notFound(t.call(checkout.orderHandover, { orderSlug: created.orderSlug }, customer));
    await notFound(t.call(checkout.orderHandover, { ...input, token: "not-the-order-view-token" }));
    await notFound(t.call(checkout.orderHandover, { orderSlug: "DS-2000-000001", token: created.orderViewToken }));

    const paid = await decideSandbox(t, formAction(created.html as string), "approve");
    // Decided at the provider, its result not back yet: nothing to hand over.
    await notPayable(t.call(checkout.orderHandover, input));
    await t.call(checkout.paymentSuccess, { id: paid.id, details: paid.details });
    await notPayable(t.call(checkout.orderHandover, input));
    await notPayable(t.call(checkout.orderHandover, input, customer));
  });

  it("answers the signed-in buyer's own order without a token, and Pay now's attempt once it replaced checkout's", async () => {
    const buyer = await signedInUser(t);
    const created = await placeOrder(t, { lines: await lines(), payment: "card", headers: buyer.headers });
    const own = { orderSlug: created.orderSlug };
    expect(await t.call(checkout.orderHandover, own, buyer.headers)).toMatchObject({
      html: created.html,
      openedBy: "checkout",
      own: true,
    });
    // The buyer holding the token too (the browser that placed it): still their own.
    const withToken = { ...own, token: created.orderViewToken };
    expect(await t.call(checkout.orderHandover, withToken, buyer.headers)).toMatchObject({ own: true });
    // Another signed-in user holding the token: answered, not as theirs.
    expect(await t.call(checkout.orderHandover, withToken, customer)).toMatchObject({ own: false });
    // Another signed-in user: not theirs.
    await notFound(t.call(checkout.orderHandover, own, customer));

    const base = await siteUrl(t);
    const payNow = await t.call(
      accounts.orderPay,
      {
        ...own,
        slug: created.orderSlug,
        successURL: `${base}/checkout/success`,
        failureURL: `${base}/checkout/failure`,
      },
      buyer.headers,
    );
    const again = await t.call(checkout.orderHandover, own, buyer.headers);
    expect(again).toEqual({
      orderSlug: created.orderSlug,
      paymentType: "HPF",
      html: payNow.html,
      openedBy: "payNow",
      own: true,
    });
    expect(await attemptsOf(created.orderSlug)).toBe(2);

    // Pay now's attempt declined: the order still waits (to be paid again), but this attempt is done.
    const declined = await decideSandbox(t, formAction(payNow.html as string), "decline");
    await t.call(checkout.paymentSuccess, { id: declined.id, details: declined.details });
    await notPayable(t.call(checkout.orderHandover, own, buyer.headers), true);
    await notPayable(t.call(checkout.orderHandover, withToken, buyer.headers), true);
    await notPayable(t.call(checkout.orderHandover, withToken, customer), false);
  });

  it("answers a wallet order's data, and nothing for an order paid offline or cancelled", async () => {
    const buyer = await signedInUser(t);
    const wallet = await placeOrder(t, { lines: await lines(), payment: "wallet", headers: buyer.headers });
    expect(await t.call(checkout.orderHandover, { orderSlug: wallet.orderSlug }, buyer.headers)).toEqual({
      orderSlug: wallet.orderSlug,
      paymentType: "WALLET",
      html: wallet.html,
      openedBy: "checkout",
      own: true,
    });
    await t.call(accounts.orderCancel, { slug: wallet.orderSlug }, buyer.headers);
    await notPayable(t.call(checkout.orderHandover, { orderSlug: wallet.orderSlug }, buyer.headers), true);

    const transfer = await placeOrder(t, { lines: await lines(), payment: "bank-transfer", headers: buyer.headers });
    await notPayable(t.call(checkout.orderHandover, { orderSlug: transfer.orderSlug, token: transfer.orderViewToken }));
  });
});
