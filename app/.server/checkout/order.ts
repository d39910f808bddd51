/**
 * Spec section 4, order submit, in its order: validate the consents; require the payment method and
 * save it; check the cart for changes; create the order; then, by the method's payment type, go to
 * the success page (no payment type: the cart session ends), or hand over to the payment provider.
 * The platform makes one order per cart, so a second submit answers the same order.
 */
import { accounts, cart as cartContract, checkout as contract, type PaymentMethod } from "#server/contract";
import type { PaymentHandoff as PlatformHandoff } from "#server/contract/payment-handoff";
import { pagePath, type Locale } from "#server/contract/urls";
import { log } from "#server/log";
import { stepPath, successPath, type PaymentHandoff } from "~/lib/checkout";
import { checkoutMessages as keys, paymentChoiceError, type PaymentStep } from "~/lib/forms/checkout";
import { acceptedConsents, consentError } from "~/lib/forms/consents";
import { endCartSession } from "../cart";
import { config } from "../config";
import { loadConsents } from "../consents";
import { platformContext, viewerContext } from "../context";
import type { Toast } from "../toast";
import { cartChange, parseSnapshot } from "./cart-check";
import { rememberHandover, rememberPlacedOrder } from "./cookies";
import { checkoutErrorKey, checkoutFormError, isCartChanged } from "./messages";
import { forgetCheckoutReads, type Checkout, type CheckoutArgs } from "./state";

/** Spec section 9: the cart-change toast stays 12 s. */
const CART_UPDATED_MS = 12_000;

export type OrderOutcome =
  /** The form comes back with these messages. */
  | { kind: "invalid"; formErrors?: string[]; fieldErrors?: Record<string, string[]> }
  /** Back to the payment step with a toast (the page then shows the cart as it is now). */
  | { kind: "back"; toast: Toast }
  /** On to this page (the success page). */
  | { kind: "done"; to: string }
  /** The order waits for its payment: the page hands over to the provider. */
  | { kind: "pay"; payment: PaymentHandoff };

const cartUpdated: OrderOutcome = {
  kind: "back",
  toast: { type: "info", key: "core.notifications.cartUpdated", duration: CART_UPDATED_MS },
};

/** The payment result route, where the provider sends the shopper back. */
function paymentResultUrl(locale: Locale, outcome: "success" | "failure"): string {
  return `${config.publicUrl}${pagePath("checkoutPaymentResult", locale)}?outcome=${outcome}`;
}

/** Spec section 4, after order creation: how the page takes the payment the platform answered
 * (order/create, the order page's "Pay now", and the hand-over's own page: order/handover): the
 * wallet's button, or the provider's form; null when there is nothing to pay online. */
export function paymentHandoff(
  answer: Pick<PlatformHandoff, "orderSlug" | "paymentType" | "html">,
): PaymentHandoff | null {
  if (typeof answer.html !== "string") return { type: "WALLET", wallet: answer.html, orderSlug: answer.orderSlug };
  if (answer.paymentType === null || !answer.html) return null;
  return { type: "HPF", html: answer.html, orderSlug: answer.orderSlug };
}

/** The order placed (or paid again) in this browser: its view token kept (the success page shows it
 * here), and, handed over to the provider, remembered as waiting for its payment (the cart page says
 * so to a shopper who left the provider's page). A signed-in viewer's order is theirs (order/create
 * makes it so; "Pay now" is the buyer's), which its page in the account can cancel. */
async function handOver(context: CheckoutArgs["context"], answer: PlatformHandoff): Promise<PaymentHandoff | null> {
  await rememberPlacedOrder(context, answer.orderSlug, answer.orderViewToken);
  const payment = paymentHandoff(answer);
  if (!payment) return null;
  const buyer = context.get(viewerContext)?.id ?? null;
  rememberHandover(context, answer.orderSlug, buyer);
  return { ...payment, own: buyer !== null };
}

/** "Pay now" (decision 0099): a new payment attempt of the signed-in buyer's order, handed over as
 * checkout's is; null when there is nothing to pay online. Refusals are the platform's errors. */
export async function payOrderAgain(
  context: CheckoutArgs["context"],
  locale: Locale,
  slug: string,
): Promise<PaymentHandoff | null> {
  const answer = await context.get(platformContext).call(accounts.orderPay, {
    slug,
    successURL: paymentResultUrl(locale, "success"),
    failureURL: paymentResultUrl(locale, "failure"),
  });
  const payment = await handOver(context, answer);
  return payment && { ...payment, again: true };
}

/** Spec section 4: the order's company data, from the delivery address, when both fields are filled. */
export function companyOf(checkout: Checkout): { companyName: string; oib: string } | null {
  const address = checkout.cart.checkout.shippingAddress;
  return address?.companyName.trim() && address.companyOIB.trim()
    ? { companyName: address.companyName.trim(), oib: address.companyOIB.trim() }
    : null;
}

/** The gift fields for order/create, where the store's checkout settings offer them (the page shows
 * them only then; posted anyway, they are dropped here, as the platform would). */
function giftOf(
  checkout: Checkout,
  value: Pick<PaymentStep, "giftMessage" | "giftTo" | "giftFrom">,
): { giftMessage?: string; to?: string; from?: string } {
  if (checkout.settings.giftMessage !== 1 || !value.giftMessage) return {};
  return {
    giftMessage: value.giftMessage,
    ...(value.giftTo ? { to: value.giftTo } : {}),
    ...(value.giftFrom ? { from: value.giftFrom } : {}),
  };
}

/** Saves the chosen payment method (spec section 4: choosing a method saves it); the page's loaders
 * after this request read the cart again, so that they show it saved. */
export async function savePaymentChoice(
  args: CheckoutArgs,
  checkout: Checkout,
  methodId: number,
  methods: PaymentMethod[],
): Promise<OrderOutcome> {
  const outcome = await savePaymentMethod(args, checkout, methodId, methods);
  if (outcome.kind === "done") forgetCheckoutReads(args.context);
  return outcome;
}

async function savePaymentMethod(
  args: CheckoutArgs,
  checkout: Checkout,
  methodId: number,
  methods: PaymentMethod[],
): Promise<OrderOutcome> {
  const notFound = paymentChoiceError(methodId, methods);
  if (notFound) return { kind: "invalid", fieldErrors: { methodId: [notFound] } };
  if (checkout.cart.paymentMethodId === methodId) return { kind: "done", to: stepPath("payment", checkout.locale) };
  try {
    const companyData = companyOf(checkout);
    await args.context.get(platformContext).call(contract.savePaymentMethod, {
      ...checkout.session,
      paymentMethodId: methodId,
      ...(companyData ? { companyData } : {}),
    });
  } catch (error) {
    return { kind: "invalid", formErrors: [checkoutErrorKey(error)] };
  }
  return { kind: "done", to: stepPath("payment", checkout.locale) };
}

/**
 * Spec section 4, the order. A refused one renders the payment step again in this request (without
 * JavaScript): its loaders read the cart afresh, to show the method the order saved. A placed one
 * must not: the cart is an order now, and the page shows the hand-over from the action's answer.
 */
export async function placeOrder(
  args: CheckoutArgs,
  checkout: Checkout,
  value: PaymentStep,
  methods: PaymentMethod[],
): Promise<OrderOutcome> {
  const outcome = await orderOutcome(args, checkout, value, methods);
  if (outcome.kind === "invalid") forgetCheckoutReads(args.context);
  return outcome;
}

async function orderOutcome(
  args: CheckoutArgs,
  checkout: Checkout,
  value: PaymentStep,
  methods: PaymentMethod[],
): Promise<OrderOutcome> {
  const { context } = args;
  const api = context.get(platformContext);
  const { locale, session } = checkout;

  // 1. Consents (spec section 5): fetched, then every required one accepted.
  const { consents, failed } = await loadConsents(api, "checkoutForm");
  if (failed) return { kind: "invalid", formErrors: [keys.consentsNotFetched] };
  const missing = consentError(value.consents, consents);
  if (missing) return { kind: "invalid", fieldErrors: { consents: [missing] } };

  // 2. The method: one of the applicable ones, saved.
  const method = methods.find((m) => m.id === value.methodId);
  if (!method) return { kind: "invalid", fieldErrors: { methodId: [keys.paymentMethodNotFound] } };
  const saved = await savePaymentMethod(args, checkout, method.id, methods);
  if (saved.kind === "invalid") return saved;

  // 3. The cart as the shopper saw it; any error in the check counts as a change.
  const seen = parseSnapshot(value.cart);
  try {
    const now = await api.call(cartContract.validateCart, session);
    const change = cartChange(seen, now);
    if (change === "memberCard")
      return { kind: "back", toast: { type: "error", key: "core.notifications.memberCardNotValid" } };
    if (change) return cartUpdated;
  } catch (error) {
    log.warn("cart check before the order failed", { err: error });
    return cartUpdated;
  }

  // 4. The order.
  let order;
  try {
    order = await api.call(contract.orderCreate, {
      ...session,
      successURL: paymentResultUrl(locale, "success"),
      failureURL: paymentResultUrl(locale, "failure"),
      acceptedConsents: acceptedConsents(value.consents, consents),
      expectedOrderTotal: seen!.orderTotal,
      language: locale,
      ...giftOf(checkout, value),
    });
  } catch (error) {
    if (isCartChanged(error)) return cartUpdated;
    const message = checkoutFormError(error);
    if (message === keys.consentRequired) return { kind: "invalid", fieldErrors: { consents: [message] } };
    return { kind: "invalid", formErrors: [message] };
  }

  // 5. Spec section 4, after order creation. The cart is an order now (the platform archived it):
  // its session ends here, for this request's own page too.
  endCartSession(context);
  const payment = await handOver(context, order);
  return payment ? { kind: "pay", payment } : { kind: "done", to: successPath(locale, order.orderSlug) };
}
