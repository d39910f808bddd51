import { createCookie } from "react-router";
import type { CartSession } from "../../../server/contract";
import { config } from "../config";
import { readCookie, secureFor } from "../cookies";

/** Spec section 9: cart cookies live one year. */
export const CART_COOKIE_MAX_AGE = 31_536_000;

/** The cart session (id and protectCode), signed and httpOnly: only the server ever reads it. */
export const cartCookie = createCookie("cart", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets: config.sessionSecrets,
  maxAge: CART_COOKIE_MAX_AGE,
});

export function hasCartCookie(request: Request): boolean {
  return /(?:^|;\s*)cart=/.test(request.headers.get("Cookie") ?? "");
}

export async function readCartSession(request: Request): Promise<CartSession | null> {
  const value = await readCookie<Partial<CartSession>>(cartCookie, request);
  if (!value || typeof value.cartId !== "number" || typeof value.protectCode !== "string") return null;
  return { cartId: value.cartId, protectCode: value.protectCode };
}

export function saveCartSession(request: Request, session: CartSession): Promise<string> {
  return cartCookie.serialize(session, secureFor(request));
}

export function clearCartSession(request: Request): Promise<string> {
  return cartCookie.serialize("", { ...secureFor(request), maxAge: 0 });
}
