/**
 * The checkout's own cookies, each written only here (the cart session has its own module,
 * ../cart/session.ts). All are signed, httpOnly and SameSite=Lax, like every cookie of the site.
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

/** The orders placed from this browser, each with its order-view token (order/create's
 * `orderViewToken`): the success page shows them, and only them. */
export const placedOrdersCookie = createCookie("placedOrders", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets: config.sessionSecrets,
  maxAge: DEFAULT_MAX_AGE,
});

type PlacedOrder = [orderSlug: string, token: string];

async function readPlacedOrders(request: Request): Promise<PlacedOrder[]> {
  const value = await readCookie<unknown>(placedOrdersCookie, request);
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is PlacedOrder => Array.isArray(entry) && entry.length === 2 && entry.every((part) => typeof part === "string"));
}

export async function rememberPlacedOrder(request: Request, orderSlug: string, token: string): Promise<string> {
  const kept = (await readPlacedOrders(request)).filter(([slug]) => slug !== orderSlug);
  return placedOrdersCookie.serialize([...kept, [orderSlug, token]].slice(-PLACED_ORDERS_KEPT), secureFor(request));
}

/** The order-view token of an order placed from this browser, or null. */
export async function placedOrderToken(request: Request, orderSlug: string): Promise<string | null> {
  return (await readPlacedOrders(request)).find(([slug]) => slug === orderSlug)?.[1] ?? null;
}

/** Spec sections 2 and 5: the checkout consents accepted at the address step, for one cart, each
 * with the version the shopper saw; the payment step shows them accepted. */
export const checkoutConsentsCookie = createCookie("checkoutConsents", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets: config.sessionSecrets,
  maxAge: DEFAULT_MAX_AGE,
});

export interface AcceptedConsent {
  uniqueNumber: string;
  version: number;
}

type StoredConsents = { cartId: number; accepted: [uniqueNumber: string, version: number][] };

export function saveAcceptedConsents(request: Request, cartId: number, accepted: AcceptedConsent[]): Promise<string> {
  const value: StoredConsents = { cartId, accepted: accepted.map((c) => [c.uniqueNumber, c.version]) };
  return checkoutConsentsCookie.serialize(value, secureFor(request));
}

/** A declined payment gave the cart back as a new cart: what was accepted for the old one holds for it
 * (the same checkout, tried again). Null when nothing was accepted. */
export async function carryAcceptedConsents(request: Request, cartId: number): Promise<string | null> {
  const value = await readCookie<Partial<StoredConsents>>(checkoutConsentsCookie, request);
  if (!value || typeof value.cartId !== "number" || !Array.isArray(value.accepted)) return null;
  return checkoutConsentsCookie.serialize({ cartId, accepted: value.accepted } satisfies Partial<StoredConsents>, secureFor(request));
}

/** The consents accepted at the address step for this cart, as given then (another cart's count for nothing). */
export async function readAcceptedConsents(request: Request, cartId: number): Promise<AcceptedConsent[]> {
  const value = await readCookie<Partial<StoredConsents>>(checkoutConsentsCookie, request);
  if (!value || value.cartId !== cartId || !Array.isArray(value.accepted)) return [];
  return value.accepted.flatMap((entry) =>
    Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "number" ? [{ uniqueNumber: entry[0], version: entry[1] }] : [],
  );
}
