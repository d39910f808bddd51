/**
 * What the storefront and the platform agree on for a shared cache in front (issue 16;
 * docs/decisions/0032-shared-cache.md): the surrogate keys pages carry and purges name, and which
 * cookies an answer may set and still be shared.
 */

/** What every page shows: the site's options, its navigation, its elements (header, footer). */
export const SITE_WIDE_KEYS = ["site", "nav", "elements"] as const;
/** Pages listing the catalog (shop, categories, search, a product's related items). */
export const CATALOG_KEY = "catalog";
export const SEARCH_KEY = "search";

export const pageKey = (id: number) => `page-${id}`;
export const productKey = (id: number) => `product-${id}`;
export const categoryKey = (id: number) => `category-${id}`;

/** The locale cookie's header is the same for every visitor of a language (app/.server/cookies.ts,
 * localeCookieHeader) and a page's language is in its URL: an answer setting only it may be
 * shared, and everyone reading it from the cache gets the cookie the page would have set anyway. */
export const setsOnlySharedCookies = (setCookies: string[]) =>
  setCookies.every((cookie) => cookie.startsWith("locale="));

/** The only cookie an anonymous visitor's public page may be asked with: the locale (the URL
 * carries the language anyway). Any other (session, cart, toast, checkout, consent, whose banner
 * the layout renders, or one we do not know) makes the page the visitor's own. */
const NEUTRAL_COOKIES = new Set(["locale"]);

const cookieNames = (cookie: string | null) =>
  (cookie ?? "")
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter(Boolean);

function onlyNeutralCookies(cookie: string | null): boolean {
  return cookieNames(cookie).every((name) => NEUTRAL_COOKIES.has(name));
}

/** The back office's screens and edit mode's pages: never shared, and spoken in the back-office
 * user's interface language (docs/decisions/0060-admin-language.md). */
export const isBackOffice = (url: URL) =>
  /^\/(?:hr\/)?admin(?:\/|$)/.test(url.pathname) || url.searchParams.has("editPage");

/** Whether a request may get a shared answer at all (the answer decides the rest): read with GET or
 * HEAD, outside the back office, with no cookie but the neutral ones. */
export const mayShareAnswerTo = (method: string, url: URL, cookie: string | null): boolean =>
  (method === "GET" || method === "HEAD") && !isBackOffice(url) && onlyNeutralCookies(cookie);

/**
 * Cookies that make a page one of a few variants rather than the visitor's own (decision 0041): the
 * header shows only the cart's item count, and the cookie choice only hides the banner. Visitors
 * whose cart holds as many items and who chose alike may share one copy of such a page, in the
 * host's page cache only: to a cache in front, and to the browser, it stays private.
 */
export const VARIANT_COOKIES: readonly string[] = ["cart", "cookie-consent"];

/** Whether a request may get an answer shared by the visitors of its variant: read with GET or
 * HEAD, outside the back office, carrying a variant cookie and no cookie but those and the neutral ones. */
export function mayShareVariantWith(method: string, url: URL, cookie: string | null): boolean {
  if ((method !== "GET" && method !== "HEAD") || isBackOffice(url)) return false;
  const names = cookieNames(cookie);
  return (
    names.some((name) => VARIANT_COOKIES.includes(name)) &&
    names.every((name) => NEUTRAL_COOKIES.has(name) || VARIANT_COOKIES.includes(name))
  );
}

/** Set by the storefront on an answer the visitors of one variant may share: the variant, and how
 * long a copy may be kept (seconds). The host keeps such answers in its page cache and never lets
 * these headers out. */
export const PAGE_VARIANT_HEADER = "X-Page-Variant";
export const PAGE_VARIANT_SECONDS_HEADER = "X-Page-Variant-Seconds";
