/**
 * The cart's cookies (spec sections 4 and 9, one year each): the cart session (id and protectCode)
 * and the membership card applied to the cart. Both are owned by the cart middleware
 * (./middleware.ts): everything else reads them and states what should become of them here.
 */
import type { Cookie } from "react-router";
import type { CartSession } from "#server/contract";
import { ownedCookie, signedCookie } from "../cookies";

/** Spec section 9: cart cookies live one year. */
export const CART_COOKIE_MAX_AGE = 31_536_000;

/** How many cookie values each cart cookie remembers having read. */
const REMEMBERED_VALUES = 10_000;

/**
 * The cookie, its signature checked once per value: every page a visitor with a cart opens carries
 * the same cookie, and checking it (an HMAC through Web Crypto, on the thread pool) took about 5% of
 * the cart page's CPU under load. Whether a value verifies never changes while the server runs (its
 * secrets are read at start), so the reading is remembered by the value's text.
 */
function verifiedOnce(cookie: Cookie): Cookie {
  const read = new Map<string, Promise<unknown>>();
  const valueIn = new RegExp(`(?:^|;)\\s*${cookie.name}=([^;]*)`);
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, options) => cookie.serialize(value, options),
    parse(header, options) {
      const raw = header ? valueIn.exec(header)?.[1] : undefined;
      if (raw === undefined || options) return cookie.parse(header, options);
      let value = read.get(raw);
      if (!value) {
        value = cookie.parse(`${cookie.name}=${raw}`);
        if (read.size >= REMEMBERED_VALUES) read.delete(read.keys().next().value!);
        read.set(raw, value);
        value.catch(() => read.delete(raw));
      }
      return value;
    },
  };
}

/** The cart session, signed and httpOnly: only the server ever reads it. */
export const cartSession = ownedCookie<CartSession>(
  verifiedOnce(signedCookie("cart", { maxAge: CART_COOKIE_MAX_AGE })),
  (raw) => {
    const value = raw as Partial<CartSession> | null;
    if (!value || typeof value.cartId !== "number" || typeof value.protectCode !== "string") return null;
    return { cartId: value.cartId, protectCode: value.protectCode };
  },
);

/** The membership card barcode applied to the cart (spec section 4, "Membership barcode"). The cart
 * reads and sets it; a profile save keeps it in step with the profile; logout clears it. */
export const memberCard = ownedCookie<string>(
  verifiedOnce(signedCookie("memberCardBarcode", { maxAge: CART_COOKIE_MAX_AGE })),
  (raw) => (typeof raw === "string" ? raw : null),
);
