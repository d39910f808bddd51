/**
 * The storefront's side of the cart (spec sections 4 and 8): the cart session in a signed cookie kept
 * one year, created on the first add, cleared when the platform no longer knows it (400 or 409 on
 * fetch), on logout, after the order and on a language switch; recovered after login. The cart
 * middleware writes the cookie (./middleware.ts); these helpers only say what becomes of it.
 */
import { createContext, type RouterContextProvider } from "react-router";
import { cart as contract, type Cart, type CartSession } from "#server/contract";
import { isLocale, pagePath, pagePaths } from "#server/contract/urls";
import { log } from "#server/log";
import { platformContext } from "../context";
import { noteVisitorData } from "../http";
import { isPlatformError } from "../platform";
import { isEndedSession, isStaleSession } from "./messages";
import { cartSession } from "./session";

/** What the cart helpers need of a loader's or action's arguments. */
export interface CartArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export { CART_COOKIE_MAX_AGE, cartSession, memberCard, typedAdd, typedAddOf, refusedCode } from "./session";
export { cartMiddleware } from "./middleware";
export { availableStock, cartErrorKey, cartErrorToast, cartToast, isEndedSession, isStaleSession } from "./messages";

/** The cart session ends with this request (logout, the order made): the cookie is cleared and
 * nothing later in the request reads it. */
export function endCartSession(context: CartArgs["context"]): void {
  cartSession.clear(context);
}

export interface LoadedCart {
  cart: Cart | null;
  /** The cart became an order or was merged: the visitor goes home with cartUpdateError. */
  ended: boolean;
}

/** Loads made for one request (the root's and the page's), by whether they acknowledge the notices. */
const loads = new WeakMap<object, Map<boolean, Promise<LoadedCart>>>();

/** This request changed the cart (an action saved to it and answers with the page, not a redirect):
 * the page's loaders after the action read it again. */
export function forgetCartReads(context: CartArgs["context"]): void {
  loads.delete(context);
}

/**
 * The visitor's cart, or null without one; read once per request and kind (`acknowledge: false` is a
 * glance that leaves the notices for the cart page). Status 400 or 409 clears the session (spec section 8).
 */
export function loadCart(
  args: CartArgs,
  options: { acknowledge: boolean } = { acknowledge: true },
): Promise<LoadedCart> {
  noteVisitorData(args.context);
  let made = loads.get(args.context);
  if (!made) loads.set(args.context, (made = new Map()));
  let load = made.get(options.acknowledge);
  if (!load) made.set(options.acknowledge, (load = fetchCart(args, options)));
  return load;
}

async function fetchCart(args: CartArgs, options: { acknowledge: boolean }): Promise<LoadedCart> {
  const { value, ended } = await readSession(args, (session) =>
    args.context.get(platformContext).call(contract.getCart, { ...session, ...options }),
  );
  return { cart: value, ended };
}

/**
 * A read of the visitor's cart, null without one. Status 400 or 409 clears the session (spec
 * section 8); `ended`: the cart became an order or was merged.
 */
async function readSession<T>(
  { context }: CartArgs,
  read: (session: CartSession) => Promise<T>,
): Promise<{ value: T | null; ended: boolean }> {
  const session = await cartSession.read(context);
  if (!session) {
    // An unreadable cookie (tampered, or signed with a retired secret) is cleared.
    if (cartSession.present(context) && cartSession.intent(context) === "keep") cartSession.clear(context);
    return { value: null, ended: false };
  }
  try {
    return { value: await read(session), ended: false };
  } catch (error) {
    if (isPlatformError(error, 400) || isPlatformError(error, 409)) {
      cartSession.clear(context);
      return { value: null, ended: isEndedSession(error) };
    }
    throw error;
  }
}

/**
 * Runs a change on the visitor's cart. With `create` (adding), a visitor without a session gets one,
 * and a session the platform no longer knows is replaced once and the change tried again.
 */
export async function changeCart<T>(
  { context }: CartArgs,
  work: (session: CartSession) => Promise<T>,
  options: { create: boolean },
): Promise<T> {
  const api = context.get(platformContext);
  let session = await cartSession.read(context);
  let created = false;
  const fresh = async () => {
    created = true;
    return (session = await api.call(contract.getNewCartSession, {}));
  };
  if (!session) {
    if (!options.create) throw new NoCartError();
    await fresh();
  }
  let value: T;
  try {
    value = await work(session!);
  } catch (error) {
    if (!options.create || created || !isStaleSession(error)) throw error;
    value = await work(await fresh());
  }
  if (created) cartSession.set(context, session!);
  return value;
}

/** A change was asked of a cart the visitor does not have. */
export class NoCartError extends Error {
  constructor() {
    super("Cart session not initialised!");
    this.name = "NoCartError";
  }
}

/**
 * After login (spec section 4): the user's abandoned cart. The current cart is kept (and claimed) with
 * the older cart's lines merged in; without one, the older cart becomes the visitor's. A failure is only
 * logged.
 */
export async function recoverCart({ context }: CartArgs): Promise<void> {
  try {
    const current = await cartSession.read(context);
    const recovered = await context.get(platformContext).call(contract.getAbandoned, current ?? {});
    if (!recovered || (current && recovered.cartId === current.cartId && recovered.protectCode === current.protectCode))
      return;
    cartSession.set(context, recovered);
  } catch (error) {
    log.warn("abandoned cart could not be recovered", { err: error });
  }
}

/** Whether the request is for the cart page, in any language. */
export function isCartPage(request: Request): boolean {
  const { pathname } = new URL(request.url);
  const paths: Record<string, string> = pagePaths.cart;
  return Object.entries(paths).some(
    ([locale, path]) => pathname === (isLocale(locale) ? pagePath("cart", locale) : `/${path}`),
  );
}

const headerCountContext = createContext<Promise<number>>(Promise.resolve(0));

/**
 * The number of items for the header, deferred by the root loader; a cart that cannot be read counts
 * as empty. The document's headers are sent before it settles, so a session found over (spec
 * section 8) is cleared, with the cart update alert, where the cart is read whole: the cart page,
 * the checkout and every cart change.
 */
export function cartItemCount(args: CartArgs, onCartPage: boolean): Promise<number> {
  const counting = countItems(args, onCartPage);
  (args.context as RouterContextProvider).set(headerCountContext, counting);
  return counting;
}

/** The count this request's header shows (0 when it shows none). */
export function headerCartCount(context: Readonly<RouterContextProvider>): Promise<number> {
  return context.get(headerCountContext);
}

async function countItems(args: CartArgs, onCartPage: boolean): Promise<number> {
  if (!cartSession.present(args.context)) return 0;
  try {
    // On the cart page the header shares the page's read of the cart; elsewhere the cart is only counted.
    if (onCartPage) return (await loadCart(args)).cart?.itemCount ?? 0;
    const api = args.context.get(platformContext);
    const { value } = await readSession(args, (session) => api.call(contract.getCartCount, session));
    return value?.itemCount ?? 0;
  } catch (error) {
    log.warn("cart could not be loaded for the header", { err: error });
    return 0;
  }
}
