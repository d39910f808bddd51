import { createCookie, type Cookie, type CookieOptions } from "react-router";
import { config } from "./config";

const YEAR = 365 * 24 * 60 * 60;

/** Every cookie is signed, httpOnly and SameSite=Lax; Secure whenever the request came over HTTPS. */
function signedCookie(name: string, options: CookieOptions = {}): Cookie {
  return createCookie(name, { path: "/", httpOnly: true, sameSite: "lax", secrets: config.sessionSecrets, ...options });
}

export function secureFor(request: Request): { secure: boolean } {
  return { secure: new URL(request.url).protocol === "https:" };
}

/** The visitor's locale, kept 365 days (spec section 2). */
export const localeCookie = signedCookie("locale", { maxAge: YEAR });
/** The cookie banner's answer. */
export const cookieConsentCookie = signedCookie("cookie-consent", { maxAge: YEAR });
/** One-shot messages shown after a redirect. */
export const toastCookie = signedCookie("toast", { maxAge: 60 });

/** A tampered or unreadable cookie counts as absent, never as an error. */
export async function readCookie<T>(cookie: Cookie, request: Request): Promise<T | null> {
  try {
    return ((await cookie.parse(request.headers.get("Cookie"))) as T | null) ?? null;
  } catch {
    return null;
  }
}
