/**
 * The checkout's own cookies, owned by `checkoutCookies` (a root middleware that writes them once
 * per answer; the cart session has its own owner, ../cart/middleware.ts). Both are signed,
 * httpOnly and SameSite=Lax, like every cookie of the site.
 */
import type { RouterContextProvider } from "react-router";
import { isRecord } from "~/lib/table";
import { cookieOwner, ownedCookie, signedCookie, type OwnedCookie } from "../cookies";

/** Spec section 9: cookies live 30 days unless said otherwise. */
const DEFAULT_MAX_AGE = 2_592_000;
/** The success page is shown for the last few orders of this browser only. */
const PLACED_ORDERS_KEPT = 10;

type Context = Readonly<RouterContextProvider>;

/** Spec sections 3 and 6: the guest's e-mail, set at the address step (cart/updateGuestUser). */
const guestUser = ownedCookie<{ email: string }>(signedCookie("guestUser", { maxAge: DEFAULT_MAX_AGE }), (raw) => {
  const email = (raw as { email?: unknown } | null)?.email;
  return typeof email === "string" ? { email } : null;
});

type PlacedOrder = [orderSlug: string, token: string];

/** The orders placed from this browser, each with its order-view token (order/create's
 * `orderViewToken`): the success page shows them, and only them. */
const placedOrders = ownedCookie<PlacedOrder[]>(signedCookie("placedOrders", { maxAge: DEFAULT_MAX_AGE }), (raw) =>
  Array.isArray(raw)
    ? raw.filter(
        (entry): entry is PlacedOrder =>
          Array.isArray(entry) && entry.length === 2 && entry.every((part) => typeof part === "string"),
      )
    : [],
);

/** A week: the longest a payment timeout (PAYMENT_TIMEOUT_MINUTES) may keep an order waiting. */
const HANDOVER_MAX_AGE = 604_800;

type Handover = [orderSlug: string, userId: number | null];

/** The order this browser last handed over to the payment provider (checkout, "Pay now"), with the
 * signed-in buyer who did (null for a guest), until a result for it comes back or the cart page finds
 * it no longer waiting: the cart page tells a shopper who left the provider's page that it waits. */
const paymentHandover = ownedCookie<Handover>(signedCookie("paymentHandover", { maxAge: HANDOVER_MAX_AGE }), (raw) =>
  Array.isArray(raw) &&
  raw.length === 2 &&
  typeof raw[0] === "string" &&
  (raw[1] === null || typeof raw[1] === "number")
    ? (raw as Handover)
    : null,
);

export interface AcceptedConsent {
  uniqueNumber: string;
  version: number;
}

type StoredConsents = { cartId: number; accepted: [uniqueNumber: string, version: number][] };

/** Spec sections 2 and 5: the checkout consents accepted at the address step, for one cart, each
 * with the version the shopper saw; the payment step shows them accepted. */
const checkoutConsents = ownedCookie<StoredConsents>(
  signedCookie("checkoutConsents", { maxAge: DEFAULT_MAX_AGE }),
  (raw) => {
    const value = raw as Partial<StoredConsents> | null;
    if (!value || typeof value.cartId !== "number" || !Array.isArray(value.accepted)) return null;
    const accepted = value.accepted.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "number",
    );
    return { cartId: value.cartId, accepted };
  },
);

/** The gift fields as posted with an order the storefront sent back to the payment step. */
export interface GiftDraft {
  giftMessage: string;
  giftTo: string;
  giftFrom: string;
}

type StoredGiftDraft = GiftDraft & { cartId: number };

/** A refused order sent back to the payment step with a notice (the cart changed): what the shopper
 * wrote in the gift fields, for that step's next page of the same cart, which takes it (a flash, like
 * the toast). At most ~2 kB of text (giftLimits), well within a cookie. */
const giftDraft = ownedCookie<StoredGiftDraft>(signedCookie("checkoutGift", { maxAge: 600 }), (raw) => {
  const value = raw as Partial<StoredGiftDraft> | null;
  if (!value || typeof value.cartId !== "number") return null;
  const text = (field: unknown) => (typeof field === "string" ? field : "");
  return {
    cartId: value.cartId,
    giftMessage: text(value.giftMessage),
    giftTo: text(value.giftTo),
    giftFrom: text(value.giftFrom),
  };
});

type StoredAddressDraft = { cartId: number; fields: Record<string, unknown> };

/** The address step's fields as typed when the shopper went back to the cart before saving them, for
 * that step's next page of the same cart, which takes them (a flash, like the gift's; half an hour,
 * for a change in the cart). Kept only when it fits a cookie (ADDRESS_DRAFT_MAX_LENGTH of JSON). */
const addressDraft = ownedCookie<StoredAddressDraft>(signedCookie("checkoutAddress", { maxAge: 1800 }), (raw) => {
  const value = raw as Partial<StoredAddressDraft> | null;
  if (!value || typeof value.cartId !== "number" || !isRecord(value.fields)) return null;
  return { cartId: value.cartId, fields: value.fields };
});
const ADDRESS_DRAFT_MAX_LENGTH = 3000;

export const checkoutCookies = cookieOwner(
  guestUser,
  placedOrders,
  checkoutConsents,
  giftDraft,
  paymentHandover,
  addressDraft,
);

/** Keeps the address step's typed fields (conform's payload of the posted form) for its next page. */
export function keepAddressDraft(context: Context, cartId: number, fields: Record<string, unknown>): void {
  if (JSON.stringify(fields).length <= ADDRESS_DRAFT_MAX_LENGTH) addressDraft.set(context, { cartId, fields });
}

export async function readGuestEmail(context: Context): Promise<string | null> {
  return (await guestUser.read(context))?.email ?? null;
}

export function saveGuestEmail(context: Context, email: string): void {
  guestUser.set(context, { email });
}

export async function rememberPlacedOrder(context: Context, orderSlug: string, token: string): Promise<void> {
  const kept = ((await placedOrders.read(context)) ?? []).filter(([slug]) => slug !== orderSlug);
  placedOrders.set(context, [...kept, [orderSlug, token] as PlacedOrder].slice(-PLACED_ORDERS_KEPT));
}

/** The order-view token of an order placed from this browser, or null. */
export async function placedOrderToken(context: Context, orderSlug: string): Promise<string | null> {
  return ((await placedOrders.read(context)) ?? []).find(([slug]) => slug === orderSlug)?.[1] ?? null;
}

/** The order was handed over to the payment provider from this browser (by this user, or a guest). */
export function rememberHandover(context: Context, orderSlug: string, userId: number | null): void {
  paymentHandover.set(context, [orderSlug, userId]);
}

/** An order handed over to the payment provider from this browser, and the signed-in buyer who did
 * (null for a guest). */
export interface PaymentHandover {
  orderSlug: string;
  userId: number | null;
}

/** The order last handed over from this browser, if it may still wait for its payment. */
export async function lastHandover(context: Context): Promise<PaymentHandover | null> {
  const value = await paymentHandover.read(context);
  return value ? { orderSlug: value[0], userId: value[1] } : null;
}

/** The order no longer waits, or its result came back: if it is the one handed over, forgotten. */
export async function forgetHandover(context: Context, orderSlug: string): Promise<void> {
  if ((await paymentHandover.read(context))?.[0] === orderSlug) paymentHandover.clear(context);
}

export function saveAcceptedConsents(context: Context, cartId: number, accepted: AcceptedConsent[]): void {
  checkoutConsents.set(context, { cartId, accepted: accepted.map((c) => [c.uniqueNumber, c.version]) });
}

/** A declined payment gave the cart back as a new cart: what was accepted for the old one holds for it
 * (the same checkout, tried again). */
export async function carryAcceptedConsents(context: Context, cartId: number): Promise<void> {
  const value = await checkoutConsents.read(context);
  if (value) checkoutConsents.set(context, { cartId, accepted: value.accepted });
}

/** The consents accepted at the address step for this cart, as given then (another cart's count for nothing). */
export async function readAcceptedConsents(context: Context, cartId: number): Promise<AcceptedConsent[]> {
  const value = await checkoutConsents.read(context);
  if (!value || value.cartId !== cartId) return [];
  return value.accepted.map(([uniqueNumber, version]) => ({ uniqueNumber, version }));
}

/** Keeps the gift fields of an order sent back to the payment step (nothing when none was written). */
export function keepGiftDraft(context: Context, cartId: number, draft: Partial<GiftDraft>): void {
  const kept = { giftMessage: draft.giftMessage ?? "", giftTo: draft.giftTo ?? "", giftFrom: draft.giftFrom ?? "" };
  if (kept.giftMessage || kept.giftTo || kept.giftFrom) giftDraft.set(context, { cartId, ...kept });
}

/** What a draft cookie keeps for this cart, once (the cookie goes); another cart's counts for nothing. */
async function takeForCart<T extends { cartId: number }>(
  cookie: OwnedCookie<T>,
  context: Context,
  cartId: number,
): Promise<Omit<T, "cartId"> | null> {
  const value = await cookie.read(context);
  if (!value) return null;
  cookie.clear(context);
  if (value.cartId !== cartId) return null;
  const { cartId: _cartId, ...draft } = value;
  return draft;
}

/** The gift fields kept for this cart's payment step. */
export const takeGiftDraft = (context: Context, cartId: number): Promise<GiftDraft | null> =>
  takeForCart(giftDraft, context, cartId);

/** The address step's fields kept for this cart. */
export async function takeAddressDraft(context: Context, cartId: number): Promise<Record<string, unknown> | null> {
  return (await takeForCart(addressDraft, context, cartId))?.fields ?? null;
}
