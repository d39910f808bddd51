/**
 * The checkout of one request (spec section 4): the visitor's cart, the store's checkout settings,
 * who buys (the signed-in user, or the cart's guest) and which steps are done.
 * Read once per request: the layout's loader and the step's loader share it.
 */
import { redirect, type RouterContextProvider } from "react-router";
import {
  checkout as contract,
  site,
  type Cart,
  type CartSession,
  type CheckoutSettings,
  type DeliveryMethod,
} from "#server/contract";
import { pagePath, type Locale } from "#server/contract/urls";
import { deliveryPrice } from "#server/contract/cart-pricing";
import { stepPath, type CheckoutStep } from "~/lib/checkout";
import { homePath, loginPath } from "../auth/guards";
import { forgetCartReads, loadCart } from "../cart";
import { localeContext, platformContext, viewerContext, type Viewer } from "../context";
import { sendToast, type Toast } from "../toast";

export interface CheckoutArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface Checkout {
  locale: Locale;
  cart: Cart;
  /** What every checkout call names the cart by. */
  session: CartSession;
  viewer: Viewer | null;
  settings: CheckoutSettings;
  /** The buyer's e-mail: the user's, or the guest's once the address step set it. */
  email: string | null;
  /** Spec section 4: the delivery address is on the cart. */
  addressDone: boolean;
  /** The pickup branch saved with the delivery method. */
  branchId: number | null;
  /** Spec section 4: a delivery method is saved, or the cart holds electronic products only. */
  shippingDone: boolean;
}

const loads = new WeakMap<object, Promise<Checkout>>();

/** The checkout of this request; an empty or missing cart, or a visitor who may not check out, is
 * sent away (thrown redirects). */
export function loadCheckout(args: CheckoutArgs): Promise<Checkout> {
  let load = loads.get(args.context);
  if (!load) loads.set(args.context, (load = readCheckout(args)));
  return load;
}

/** This request saved to the checkout's cart: the page's loaders after the action read it again
 * (without JavaScript a refused order renders the page in the request that saved its method). */
export function forgetCheckoutReads(context: CheckoutArgs["context"]): void {
  loads.delete(context);
  deliveryLoads.delete(context);
  forgetCartReads(context);
}

/** Spec section 9, checkout type 1 (one step): the cart's store shows the checkout as one form
 * (docs/decisions/0067-one-step-checkout.md); type 0 shows the three steps. */
export function isOneStep(checkout: Checkout): boolean {
  return checkout.settings.checkoutType === 1;
}

function leave({ context }: CheckoutArgs, to: string, toast: Toast | null): never {
  if (toast) sendToast(context, toast);
  throw redirect(to, { status: 303, headers: { "Cache-Control": "private, no-store" } });
}

async function readCheckout(args: CheckoutArgs): Promise<Checkout> {
  const { request, context } = args;
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const { cart, ended } = await loadCart(args);
  // Spec section 8: a cart that became an order (or was merged) is over.
  if (ended) leave(args, homePath(locale), { type: "error", key: "core.notifications.cartUpdateError" });
  if (!cart?.items.length) leave(args, pagePath("cart", locale), null);
  // The cart's store's settings, as the platform's checkout and order follow them: a cart recovered
  // at login may belong to another language's store than the page's.
  const settings = await api.call(site.checkoutSettingsGet, { storeId: cart!.storeId });
  if (!settings.checkoutEnabled) leave(args, pagePath("cart", locale), { type: "info", key: "checkout.disabled" });
  const viewer = context.get(viewerContext);
  if (!viewer && !settings.guestCheckout) {
    const url = new URL(request.url);
    leave(args, loginPath(locale, url.pathname), { type: "info", key: "checkout.loginRequired" });
  }
  const found = cart!;
  return {
    locale,
    cart: found,
    session: { cartId: found.cartId, protectCode: found.protectCode },
    viewer,
    settings,
    email: viewer?.email ?? found.guestEmail,
    addressDone: found.checkout.shippingAddress !== null,
    branchId: savedBranch(found),
    shippingDone: found.deliveryMethodId !== null || found.digitalOnly,
  };
}

/** The cart's `options` JSON text holds the chosen branch (spec section 3). */
function savedBranch(cart: Cart): number | null {
  try {
    const options = JSON.parse(cart.options || "{}") as { deliveryBranchId?: unknown };
    const id = Number(options.deliveryBranchId);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** A step may be opened once the steps before it are done; otherwise the first unfinished one opens.
 * Under checkout type 1 every step's address goes to the checkout's own. */
export async function requireStepsBefore(args: CheckoutArgs, checkout: Checkout, step: CheckoutStep): Promise<void> {
  // The one-step checkout has no steps of its own: the one form is the checkout's own address.
  if (isOneStep(checkout)) leave(args, stepPath("address", checkout.locale), null);
  if (step !== "address" && !checkout.addressDone) leave(args, stepPath("address", checkout.locale), null);
  if (step === "payment" && !checkout.shippingDone) leave(args, stepPath("shipping", checkout.locale), null);
}

const deliveryLoads = new WeakMap<object, Promise<DeliveryMethod[]>>();

/** The delivery methods that bring this cart to the delivery address's country (spec section 4),
 * read once per request (the layout's summary and the shipping step both need them). */
export function applicableDelivery(args: CheckoutArgs, checkout: Checkout): Promise<DeliveryMethod[]> {
  let load = deliveryLoads.get(args.context);
  if (!load) deliveryLoads.set(args.context, (load = deliveryMethodsOfCart(args, checkout, {})));
  return load;
}

/** The methods that deliver the cart (to `to`'s country, else its address's), each priced as this
 * cart pays it: free from the method's threshold on, as the platform charges it. */
export async function deliveryMethodsOfCart(
  args: CheckoutArgs,
  checkout: Checkout,
  to: { countryId?: number },
): Promise<DeliveryMethod[]> {
  const methods = await args.context
    .get(platformContext)
    .call(contract.applicableDeliveryMethods, { ...checkout.session, ...to });
  const goods = checkout.cart.prices.converted.cartTotal;
  return methods.map((method) => ({ ...method, price: deliveryPrice(method, goods) }));
}
