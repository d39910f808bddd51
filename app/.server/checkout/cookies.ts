/**
 * The checkout's own cookies, each written only here (the cart session has its own module,
 * ../cart/session.ts). Both are signed, httpOnly and SameSite=Lax, like every cookie of the site.
 */
import { createCookie } from "react-router";
import { config } from "../config";
import { readCookie, secureFor } from "../cookies";

/** Spec section 9: cookies live 30 days unless said otherwise. */
const DEFAULT_MAX_AGE = 2_592_000;
/** The success page is shown for the last few orders of this browser only. */
const PLACED_ORDERS_KEPT = 10;

/** Spec sections 3 and 6: the guest's e-mail, set at the address step (cart/updateGuestUser). */
export const guestUserCookie = createCookie("guestUser", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets: config.sessionSecrets,
  maxAge: DEFAULT_MAX_AGE,
});

export async function readGuestEmail(request: Request): Promise<string | null> {
  const value = await readCookie<{ email?: unknown }>(guestUserCookie, request);
  return typeof value?.email === "string" ? value.email : null;
}

export function saveGuestEmail(request: Request, email: string): Promise<string> {
  return guestUserCookie.serialize({ email }, secureFor(request));
}

/** The orders placed from this browser (their identifiers): the success page belongs to them. */
export const placedOrdersCookie = createCookie("placedOrders", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets: config.sessionSecrets,
  maxAge: DEFAULT_MAX_AGE,
});

export async function readPlacedOrders(request: Request): Promise<string[]> {
  const value = await readCookie<unknown>(placedOrdersCookie, request);
  return Array.isArray(value) ? value.filter((slug): slug is string => typeof slug === "string") : [];
}

export async function rememberPlacedOrder(request: Request, orderSlug: string): Promise<string> {
  const kept = (await readPlacedOrders(request)).filter((slug) => slug !== orderSlug);
  return placedOrdersCookie.serialize([...kept, orderSlug].slice(-PLACED_ORDERS_KEPT), secureFor(request));
}

export async function placedHere(request: Request, orderSlug: string): Promise<boolean> {
  return (await readPlacedOrders(request)).includes(orderSlug);
}
