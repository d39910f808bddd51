/** URL rules shared by the platform (which answers translated URLs) and the storefront
 * (which routes and links). Spec section 2. */
export const locales = ["en", "hr"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";
export const HOME_PAGE_SLUG = "home-page";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** "/hr" for Croatian, "" for the default locale. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** Strips the locale prefix: "/hr/kosarica" -> "/kosarica". */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === defaultLocale) return pathname || "/";
  return pathname.slice(localePrefix(locale).length) || "/";
}

/**
 * A path written with the default language's prefix, which its pages do not have (`/en/about`), as
 * the page's path (`/about`; `/en` and `/en/` are `/`); null for any other path. The storefront
 * redirects such an address there, and a link to it is a link to that page (decision 0079).
 */
export function withoutDefaultPrefix(pathname: string): string | null {
  const prefix = `/${defaultLocale}`;
  if (pathname === prefix) return "/";
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}

/** The path of a content page: the home page is the locale root. */
export function contentPagePath(locale: Locale, slug: string, isHomePage = false): string {
  if (isHomePage || slug === HOME_PAGE_SLUG) return locale === defaultLocale ? "/" : `${localePrefix(locale)}/`;
  return `${localePrefix(locale)}/${slug}`;
}

/**
 * The localized path segments of every page that has a fixed route (spec section 2).
 * `de` paths exist as aliases in the default locale. `:param?` marks optional segments.
 */
export const pagePaths = {
  cart: { en: "cart", hr: "kosarica", de: "einkaufswagen" },
  checkout: { en: "checkout", hr: "naplata", de: "kasse" },
  /** The checkout's steps after the address step (the checkout's own path): children of its layout. */
  checkoutShipping: { en: "checkout/shipping", hr: "naplata/dostava", de: "kasse/versand" },
  checkoutPayment: { en: "checkout/payment", hr: "naplata/placanje", de: "kasse/zahlung" },
  checkoutSuccess: { en: "checkout/success", hr: "naplata/uspjesna" },
  checkoutFailure: { en: "checkout/failure", hr: "checkout/failure" },
  /** Where the payment provider sends the shopper back (order/create's successURL and failureURL). */
  checkoutPaymentResult: { en: "checkout/payment-result", hr: "naplata/rezultat-placanja" },
  /** An order's hand-over to the payment provider, the page a no-JavaScript order or "Pay now"
   * redirects to, and Back from the provider's page lands on (decision 0104). */
  checkoutPaymentHandover: { en: "checkout/pay/:slug", hr: "naplata/plati/:slug" },
  confirmEmail: { en: "confirm-email", hr: "potvrdi-email" },
  search: { en: "search", hr: "pretraga", de: "suche" },
  login: { en: "login", hr: "prijava" },
  register: { en: "register", hr: "registracija" },
  profile: { en: "profile", hr: "profil" },
  forgotPassword: { en: "forgot-password", hr: "zaboravljena-lozinka" },
  setPassword: { en: "reset-password", hr: "nova-lozinka" },
  orderDetail: { en: "profile/orders/:slug", hr: "profil/narudzbe/:slug" },
  /** A guest's order, opened from the confirmation e-mail's signed link (?token=...). */
  guestOrder: { en: "order/:slug", hr: "narudzba/:slug" },
  /** An e-product's download from the order page (?expires&signature&order), decision 0049. */
  download: { en: "download/:id", hr: "preuzimanje/:id" },
  socialLogin: { en: "social-login", hr: "social-login" },
  event: { en: "event/:id", hr: "dogadjaj/:id" },
  blog: { en: "blog/:slug?", hr: "objave/:slug?" },
  product: { en: "product/:slug?", hr: "product/:slug?", de: "produkt/:slug?" },
  shop: { en: "shop/:slug?", hr: "shop/:slug?" },
  supportHelpdesk: { en: "support-helpdesk", hr: "tehnicka-podrska" },
  searchResults: { en: "search-results", hr: "search-results" },
  privacyPolicy: { en: "privacy-policy", hr: "politika-privatnosti" },
  tryForFree: { en: "try-for-free", hr: "isprobajte-besplatno" },
} as const satisfies Record<string, { en: string; hr: string; de?: string }>;

export type PageId = keyof typeof pagePaths;

/** The checkout steps after the address step, children of the checkout's layout route. */
export type CheckoutStepPage = "checkoutShipping" | "checkoutPayment";

/** A checkout step's path below the checkout's own (`checkout/shipping` -> `shipping`), for the
 * route table's nested routes. */
export function checkoutStepSegment(page: CheckoutStepPage, locale: Locale | "de"): string {
  const base = `${pagePaths.checkout[locale]}/`;
  const path: string = pagePaths[page][locale];
  if (!path.startsWith(base)) throw new Error(`The ${page} path ${path} must lie below ${base}`);
  return path.slice(base.length);
}

/** Builds the path of a fixed page in a locale, filling `:param` segments. */
export function pagePath(
  page: PageId,
  locale: Locale,
  params: Record<string, string | number | undefined> = {},
): string {
  const pattern: string = pagePaths[page][locale];
  const filled = pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const name = segment.replace(/^:/, "").replace(/\?$/, "");
      const value = params[name];
      if (value === undefined || value === "") {
        if (segment.endsWith("?")) return null;
        throw new Error(`Missing parameter ${name} for page ${page}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((s) => s !== null)
    .join("/");
  return `${localePrefix(locale)}/${filled}`;
}

/** Pages whose parameter is a slug of their own language: their address in another is the platform's to say. */
const SLUG_PAGES: ReadonlySet<PageId> = new Set(["blog", "product", "shop"]);

/**
 * The same place in another language, for a fixed page (its parameters kept) or the home page, its
 * query and fragment kept; null for any other path (a content page's or a product's slug is
 * translated by the platform).
 */
export function fixedPagePathIn(target: string, locale: Locale): string | null {
  const at = target.search(/[?#]/);
  const [path, rest] = at < 0 ? [target, ""] : [target.slice(0, at), target.slice(at)];
  const inner = innerPath(path);
  if (inner === "") return contentPagePath(locale, "", true) + rest;
  const fixed = fixedPageAt(inner, localeFromPath(path));
  return fixed ? pagePath(fixed.page, locale, fixed.params) + rest : null;
}

/**
 * A fixed page's address written in another language's words under this language's prefix
 * (`/hr/cart`, `/kosarica`) as the page's own address in the prefix's language (`/hr/kosarica`,
 * `/cart`), as another language's product or category slug leads to its translation; null for any
 * other path.
 */
export function fixedPageInOwnWords(pathname: string): string | null {
  const locale = localeFromPath(pathname);
  const inner = innerPath(pathname);
  // Already a page's own words (some pages have the same path in both languages): that page's 404.
  if (inner === "" || fixedPageAt(inner, locale)) return null;
  for (const other of locales) {
    if (other === locale) continue;
    const fixed = fixedPageAt(inner, other);
    if (fixed) return pagePath(fixed.page, locale, fixed.params);
  }
  return null;
}

/** A path without its language's prefix and its outer slashes: "/hr/kosarica/" -> "kosarica". */
const innerPath = (path: string) => pathWithoutLocale(path).replace(/^\/|\/$/g, "");

/** The fixed page (not one named by a slug) whose path in `locale` an unprefixed path is, with its parameters. */
function fixedPageAt(inner: string, locale: Locale): { page: PageId; params: Record<string, string> } | null {
  const segments = inner.split("/");
  for (const page of Object.keys(pagePaths) as PageId[]) {
    if (SLUG_PAGES.has(page)) continue;
    const pattern: string[] = pagePaths[page][locale].split("/");
    const params: Record<string, string> = {};
    const fits =
      segments.length <= pattern.length &&
      pattern.every((part, i) => {
        const segment = segments[i];
        if (!part.startsWith(":")) return part === segment;
        if (!segment) return part.endsWith("?");
        const value = decodedSegment(segment);
        if (value === null) return false;
        params[part.replace(/^:|\?$/g, "")] = value;
        return true;
      });
    if (fits) return { page, params };
  }
  return null;
}

/** A path segment decoded; null for a malformed encoding (which names no page). */
export function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
