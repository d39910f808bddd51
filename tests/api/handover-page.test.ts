/**
 * What the payment hand-over's page shows (handoverPage, decision 0104), asked of the real platform
 * with the browser's real signed cookies: the order's hand-over while it waits, for the signed-in
 * buyer or the holder of the view token this browser kept; once there is nothing to hand over, the
 * order's page (the account's for the buyer, else the success page), the hand-over forgotten; for
 * anyone else nothing (the page's 404). One platform call whichever keys the visitor holds, also a
 * signed-in visitor holding another's order's view token (it took two, the buyer's key tried first).
 */
process.env.PLATFORM_SECRET ??= "handover-page-test-platform-secret";

import { createCookie, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { checkout, type Endpoint, type ErrorCode, type InputOf, type OutputOf } from "#server/contract";
import { handoverPage } from "~/.server/checkout/handover";
import { checkoutCookies } from "~/.server/checkout/cookies";
import { config } from "~/.server/config";
import { localeContext, platformContext, viewerContext } from "~/.server/context";
import { PlatformRequestError, type PlatformClient } from "~/.server/platform";
import { PlatformCallError, type TestPlatform } from "../support/platform";
import { signedInUser, withEditorAndCustomer } from "./accounts-fixture";
import { insertProduct } from "./cart-fixture";
import { decideSandbox, formAction, placeOrder } from "./checkout-fixture";

let t: TestPlatform;

withEditorAndCustomer((started) => ({ t } = started));

type Visitor = { userId: number; headers: Record<string, string> } | null;

/** The storefront's client for one request, as the visitor (their access token), on the test's
 * platform through its transport; it counts the calls. */
function clientFor(visitor: Visitor, calls: string[]): PlatformClient {
  return {
    locale: "en",
    async call<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<OutputOf<E>> {
      calls.push(endpoint.path);
      try {
        return await t.call(endpoint, input, visitor?.headers);
      } catch (error) {
        if (!(error instanceof PlatformCallError)) throw error;
        const body = error.body as { code: ErrorCode; details?: unknown };
        throw new PlatformRequestError(error.message, error.statusCode, body.code, body.details);
      }
    },
  };
}

const cookie = async (name: string, value: unknown) =>
  (await createCookie(name, { secrets: config.sessionSecrets }).serialize(value)).split(";")[0];

/** The page for the visitor in the browser that handed the order over (with the order's view token,
 * or none), the platform calls it took, and the cookies its answer sets. */
async function pageFor(slug: string, visitor: Visitor, token: string | null) {
  const calls: string[] = [];
  const context = new RouterContextProvider();
  context.set(localeContext, "en");
  context.set(viewerContext, visitor && { id: visitor.userId, email: "v@example.com", isBackofficeUser: false });
  context.set(platformContext, clientFor(visitor, calls));
  const cookies = [await cookie("paymentHandover", [slug, null])];
  if (token) cookies.push(await cookie("placedOrders", [[slug, token]]));
  const request = new Request(`http://localhost/checkout/pay/${slug}`, { headers: { cookie: cookies.join("; ") } });
  let page: Awaited<ReturnType<typeof handoverPage>> | undefined;
  const response = (await checkoutCookies(
    { request, context, url: new URL(request.url), pattern: "", params: {} },
    async () => {
      page = await handoverPage(context, slug);
      return new Response(null);
    },
  )) as Response;
  return { page, calls, setCookies: response.headers.getSetCookie() };
}

const HANDOVER = checkout.orderHandover.path;

describe("the payment hand-over's page", () => {
  it("asks the platform once, whoever asks and whatever keys they hold", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 10 });
    const lines = [{ productId, qty: 1 }];
    const buyerSession = await signedInUser(t);
    const otherSession = await signedInUser(t);
    const buyer = { userId: buyerSession.user.id, headers: buyerSession.headers };
    const other = { userId: otherSession.user.id, headers: otherSession.headers };
    const own = await placeOrder(t, { lines, payment: "card", headers: buyer.headers });
    const guest = await placeOrder(t, { lines, payment: "card" });
    const ownPage = `/profile/orders/${own.orderSlug}`;
    const guestSuccess = `/checkout/success?orderSlug=${guest.orderSlug}`;
    // `own`: the signed-in viewer's order, which the page offers to cancel beside a wallet.
    const handoff = (slug: string, own: boolean) => ({
      payment: expect.objectContaining({ type: "HPF", orderSlug: slug, own }),
    });

    // Waiting: the hand-over, for the buyer with or without the token, and for the token's holder.
    for (const [visitor, token] of [
      [buyer, own.orderViewToken],
      [buyer, null],
      [null, own.orderViewToken],
    ] as const) {
      const { page, calls } = await pageFor(own.orderSlug, visitor, token);
      expect(page).toEqual(handoff(own.orderSlug, visitor !== null));
      expect(calls).toEqual([HANDOVER]);
    }
    // A signed-in visitor holding a guest's order's token (this browser placed it before signing in).
    const signedInOverGuest = await pageFor(guest.orderSlug, other, guest.orderViewToken);
    expect(signedInOverGuest.page).toEqual(handoff(guest.orderSlug, false));
    expect(signedInOverGuest.calls).toEqual([HANDOVER]);

    // Neither key: not this visitor's order; without any key the platform is not asked.
    expect(await pageFor(own.orderSlug, other, null)).toMatchObject({ page: null, calls: [HANDOVER] });
    expect(await pageFor(own.orderSlug, null, null)).toMatchObject({ page: null, calls: [] });

    // Paid: the order's own page, the hand-over forgotten.
    for (const order of [own, guest]) {
      const paid = await decideSandbox(t, formAction(order.html as string), "approve");
      await t.call(checkout.paymentSuccess, { id: paid.id, details: paid.details });
    }
    for (const [slug, visitor, token, to] of [
      [own.orderSlug, buyer, own.orderViewToken, ownPage],
      [own.orderSlug, buyer, null, ownPage],
      [own.orderSlug, null, own.orderViewToken, `/checkout/success?orderSlug=${own.orderSlug}`],
      [guest.orderSlug, other, guest.orderViewToken, guestSuccess],
      [guest.orderSlug, null, guest.orderViewToken, guestSuccess],
    ] as const) {
      const { page, calls, setCookies } = await pageFor(slug, visitor, token);
      expect(page).toEqual({ to });
      expect(calls).toEqual([HANDOVER]);
      expect(setCookies).toEqual([expect.stringMatching(/^paymentHandover=;.*Max-Age=0/)]);
    }
  });
});
