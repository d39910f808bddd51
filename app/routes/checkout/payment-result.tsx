import { redirect } from "react-router";
import type { Route } from "./+types/payment-result";
import { checkout as contract } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { cartSession } from "~/.server/cart";
import { carryAcceptedConsents, forgetHandover } from "~/.server/checkout/cookies";
import { checkoutErrorKey } from "~/.server/checkout/messages";
import { pageAfterRefusedResult } from "~/.server/checkout/view";
import { localeContext, platformContext } from "~/.server/context";
import { sendToast } from "~/.server/toast";
import { successPath } from "~/lib/checkout";
import type { TranslationHandle } from "~/lib/i18n";

export const handle: TranslationHandle = { i18n: ["checkout"] };

/** The payment reference (order/pgSuccess's id) and the storefront's own parameter of the return
 * URLs; everything else is the provider's result (`paymentResult`, signed). */
const REFERENCE = "paymentReference";
const OWN_PARAMS = new Set(["outcome", REFERENCE]);
const MAX_DETAILS = 50;

/**
 * /checkout/payment-result (order/create's successURL and failureURL; the wallet's approval posts
 * here too). The provider's signed result goes to the platform (order/pgSuccess), which refuses a
 * forged, replayed or foreign one; then the success page, or the failure page for a declined payment,
 * with the cart the platform gave back as the visitor's cart (a "Pay now" attempt declined: the
 * order's page, the order still waiting). A refused result changes nothing: the shopper goes with the
 * message to the order's page when the result was of a replaced attempt or a cancelled order, else to
 * the cart. A result for the order this browser handed over ends the cart page's notice that it waits.
 */
async function settle(
  { context }: Route.LoaderArgs | Route.ActionArgs,
  params: Iterable<[string, FormDataEntryValue]>,
) {
  const locale = context.get(localeContext);
  const fields = [...params].filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const reference = fields.find(([name]) => name === REFERENCE)?.[1] ?? "";
  const details = Object.fromEntries(
    fields
      .filter(([name]) => !OWN_PARAMS.has(name))
      .slice(0, MAX_DETAILS)
      .map(([name, value]) => [name.slice(0, 100), value.slice(0, 2000)]),
  );
  const refuse = (key: string, to: string | null = null) => {
    sendToast(context, { type: "error", key });
    return redirect(to ?? pagePath("cart", locale), { status: 303, headers: { "Cache-Control": "private, no-store" } });
  };
  if (!reference || reference.length > 64) return refuse("checkout.result.invalid");
  let result;
  try {
    result = await context
      .get(platformContext)
      .call(contract.paymentSuccess, { id: reference, details, internalRedirect: true });
  } catch (error) {
    return refuse(checkoutErrorKey(error), await pageAfterRefusedResult(context, error));
  }
  await forgetHandover(context, result.orderSlug);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  // A declined payment: the platform gave the cart back as a new session, which becomes the visitor's,
  // with the consents accepted for it (trying again goes straight to the payment step).
  if (result.cartSession) {
    cartSession.set(context, result.cartSession);
    await carryAcceptedConsents(context, result.cartSession.cartId);
  }
  // Declined on a later attempt ("Pay now"): the order still waits, on its page.
  if (result.status === "pendingPayment") {
    sendToast(context, { type: "error", key: "checkout.result.declinedAgain" });
    return redirect(pagePath("orderDetail", locale, { slug: result.orderSlug }), { status: 303, headers });
  }
  const to = result.status === "paid" ? successPath(locale, result.orderSlug) : pagePath("checkoutFailure", locale);
  return redirect(to, { status: 303, headers });
}

export function loader(args: Route.LoaderArgs) {
  return settle(args, new URL(args.request.url).searchParams);
}

export async function action(args: Route.ActionArgs) {
  return settle(args, await args.request.formData());
}
