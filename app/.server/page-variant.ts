/**
 * Pages the visitors of one variant share (docs/decisions/0041-page-variants.md). A visitor with a
 * cart, or who answered the cookie banner, sees a public page as every visitor does but for the
 * header's item count and the banner: the host's page cache keeps one copy per variant (the count
 * and the choice) instead of rendering the page for each of them.
 *
 * The host asks `pageVariant` before rendering, to look a copy up; a render names the variant it
 * showed (`renderedVariant`), which is the one its copy is kept under, so a count that changed in
 * between never lands under the wrong key.
 */
import type { RouterContextProvider } from "react-router";
import { cart, type PlatformTransport } from "#server/contract";
import { mayShareVariantWith } from "#server/contract/edge";
import { localeFromPath } from "#server/contract/urls";
import { isCookieConsent } from "~/lib/cookie-consent";
import { cartSession, headerCartCount } from "./cart";
import { cookieConsentCookie, hasCookie, readCookie } from "./cookies";
import { createLoadContext } from "./host";
import { isPerVisitorPath } from "./http";
import { createPlatformClient } from "./platform";

const variantKey = (cartCount: number, consent: string) => `cart=${cartCount};consent=${consent}`;

/** The banner's answer as the layout reads it: "" without one (a cookie that does not read included). */
async function consentOf(request: Request): Promise<string> {
  if (!hasCookie(request, cookieConsentCookie.name)) return "";
  const value = await readCookie<unknown>(cookieConsentCookie, request);
  return isCookieConsent(value) ? value : "";
}

/** The cart's item count, or null when the page will be the visitor's own: a cart cookie that does
 * not read, or a cart the platform no longer knows (the render clears the cookie). */
async function cartCountOf(request: Request, url: URL, platform: PlatformTransport): Promise<number | null> {
  if (!hasCookie(request, cartSession.name)) return 0;
  const session = await cartSession.carriedBy(request);
  if (!session) return null;
  const locale = localeFromPath(url.pathname);
  const api = createPlatformClient(createLoadContext({ platform, clientIp: "", refusal: null }), { locale });
  try {
    return (await api.call(cart.getCartCount, session)).itemCount;
  } catch {
    return null;
  }
}

/**
 * The host's question, before rendering: the variant of the page this request would get, or null
 * when it may get no shared copy (a per-visitor page such as the cart, a cookie beyond the locale
 * and the variant cookies, a form post, the back office, a cart that does not read). Anonymous
 * requests are not asked: they share the one copy a cache in front may keep too.
 */
export async function pageVariant(request: Request, platform: PlatformTransport): Promise<string | null> {
  const url = new URL(request.url);
  // The cart page and its like are never shared: their variant need not be counted.
  if (isPerVisitorPath(url.pathname) || !mayShareVariantWith(request.method, url, request.headers.get("Cookie")))
    return null;
  const [count, consent] = await Promise.all([cartCountOf(request, url, platform), consentOf(request)]);
  return count === null ? null : variantKey(count, consent);
}

/** The variant a render showed: the count its header has and the banner's answer. */
export async function renderedVariant(context: Readonly<RouterContextProvider>, request: Request): Promise<string> {
  const [count, consent] = await Promise.all([headerCartCount(context), consentOf(request)]);
  return variantKey(count, consent);
}
