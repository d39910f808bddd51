/**
 * Where a refused payment result takes the shopper (pageAfterRefusedResult, decision 0102), read from
 * the browser's real signed cookies, when the platform cannot be asked whose the order is (order/view's
 * `own`, which decides where it answers: tests/e2e/payment-waiting.spec.ts): the account's order page
 * only for the signed-in buyer who handed the order over (the `paymentHandover` cookie); anyone else
 * the success page while this browser holds the order's view token, else the cart (null). A guest's
 * order paid from a browser then signed in to an account is not that account's: its order page is a 404.
 */
import { createCookie, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ErrorCode } from "#server/contract";
import { checkoutCookies } from "~/.server/checkout/cookies";
import { pageAfterRefusedResult } from "~/.server/checkout/view";
import { config } from "~/.server/config";
import { localeContext, platformContext, viewerContext } from "~/.server/context";
import { PlatformRequestError, type PlatformClient } from "~/.server/platform";

const SLUG = "DS-REFUSED-1";
const BUYER = 41;
const OTHER = 42;
const ORDER_PAGE = `/profile/orders/${SLUG}`;
const SUCCESS_PAGE = `/checkout/success?orderSlug=${SLUG}`;

/** A platform that cannot answer just now (its 503). */
const unavailable: PlatformClient = {
  locale: "en",
  call: () => Promise.reject(new PlatformRequestError("unavailable", 503)),
};

const cookie = (name: string) => createCookie(name, { secrets: config.sessionSecrets });
const valueOf = async (name: string, value: unknown) => (await cookie(name).serialize(value)).split(";")[0];
const handover = (slug: string, userId: number | null) => valueOf("paymentHandover", [slug, userId]);
const placed = (slug: string) => valueOf("placedOrders", [[slug, "view-token"]]);

/** The page for the refusal, and the Set-Cookie headers the answer carries, as the checkout's
 * cookie middleware writes them around the route. */
async function pageFor(code: ErrorCode, cookies: string[], viewerId: number | null) {
  const context = new RouterContextProvider();
  context.set(localeContext, "en");
  context.set(platformContext, unavailable);
  context.set(
    viewerContext,
    viewerId === null ? null : { id: viewerId, email: "b@example.com", isBackofficeUser: false },
  );
  const request = new Request("http://localhost/checkout/payment-result", { headers: { cookie: cookies.join("; ") } });
  const error = new PlatformRequestError("refused", 409, code, { orderSlug: SLUG });
  let to: string | null | undefined;
  const response = await checkoutCookies(
    { request, context, url: new URL(request.url), pattern: "", params: {} },
    async () => {
      to = await pageAfterRefusedResult(context, error);
      return new Response(null);
    },
  );
  return { to, setCookies: (response as Response).headers.getSetCookie() };
}

describe("the page after a refused payment result", () => {
  it("is the account's order page for the signed-in buyer who handed the order over, the hand-over forgotten", async () => {
    for (const code of ["PAYMENT_SUPERSEDED", "PAYMENT_AFTER_CANCEL"] as const) {
      const { to, setCookies } = await pageFor(code, [await handover(SLUG, BUYER), await placed(SLUG)], BUYER);
      expect(to).toBe(ORDER_PAGE);
      expect(setCookies).toEqual([expect.stringMatching(/^paymentHandover=;.*Max-Age=0/)]);
    }
  });

  it("is the success page for a guest's order this browser placed, even once signed in to an account", async () => {
    const cookies = [await handover(SLUG, null), await placed(SLUG)];
    expect((await pageFor("PAYMENT_SUPERSEDED", cookies, null)).to).toBe(SUCCESS_PAGE);
    expect((await pageFor("PAYMENT_SUPERSEDED", cookies, OTHER)).to).toBe(SUCCESS_PAGE);
    expect((await pageFor("PAYMENT_AFTER_CANCEL", cookies, OTHER)).to).toBe(SUCCESS_PAGE);
  });

  it("is not the account's order page of another account's hand-over", async () => {
    const other = await handover(SLUG, OTHER);
    expect((await pageFor("PAYMENT_SUPERSEDED", [other, await placed(SLUG)], BUYER)).to).toBe(SUCCESS_PAGE);
    expect((await pageFor("PAYMENT_SUPERSEDED", [other], BUYER)).to).toBeNull();
  });

  it("is the account's order page for a signed-in visitor without this order's hand-over (the buyer's cancel forgot it)", async () => {
    expect((await pageFor("PAYMENT_AFTER_CANCEL", [await placed(SLUG)], BUYER)).to).toBe(ORDER_PAGE);
    expect((await pageFor("PAYMENT_AFTER_CANCEL", [], BUYER)).to).toBe(ORDER_PAGE);
    expect((await pageFor("PAYMENT_SUPERSEDED", [await handover("DS-OTHER-2", BUYER)], BUYER)).to).toBe(ORDER_PAGE);
    expect((await pageFor("PAYMENT_AFTER_CANCEL", [await placed(SLUG)], null)).to).toBe(SUCCESS_PAGE);
    expect((await pageFor("PAYMENT_AFTER_CANCEL", [], null)).to).toBeNull();
  });

  it("is the cart for any other refusal, the hand-over forgotten all the same", async () => {
    const { to, setCookies } = await pageFor(
      "PAYMENT_TIMED_OUT",
      [await handover(SLUG, BUYER), await placed(SLUG)],
      BUYER,
    );
    expect(to).toBeNull();
    expect(setCookies).toEqual([expect.stringMatching(/^paymentHandover=;.*Max-Age=0/)]);
  });
});
