import { createContext, type MiddlewareFunction } from "react-router";
import { cms } from "#server/contract";
import { localePrefix, locales, pagePath, type Locale } from "#server/contract/urls";
import { config } from "./config";
import { localeCookie, localeCookieHeader, readCookie, withCookies } from "./cookies";
import { devDomainContext, devDomainOf } from "./dev-domain";
import { createPlatformClient, type PlatformClient } from "./platform";

export const localeContext = createContext<Locale>("en");
export const platformContext = createContext<PlatformClient>();

/** Who is looking: filled by the accounts module; null for anonymous visitors. */
export interface Viewer {
  id: number;
  email: string;
  isBackofficeUser: boolean;
}
export const viewerContext = createContext<Viewer | null>(null);

/** True when this page request is in another language than the visitor's last (the cart middleware
 * drops the cart session then). */
export const languageSwitchedContext = createContext<boolean>(false);

/** True while maintenance mode hides the site from this visitor. */
export const maintenanceContext = createContext<boolean>(false);

async function maintenanceOn(api: PlatformClient): Promise<boolean> {
  if (config.maintenanceMode) return true;
  const [option] = await api.call(cms.optionFilter, { keys: ["MaintenanceMode"] });
  return option?.value === "true";
}

/**
 * Runs after the locale middleware (app/.server/i18n.ts) on every request: a platform client for
 * the locale (the auth middleware, next, swaps in one carrying the viewer's token), and the locale
 * cookie (365 days) when the locale changed.
 */
export const requestMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const locale = context.get(localeContext);
  // Outside production the developer menu may have chosen another site's domain.
  if (!config.isProduction) context.set(devDomainContext, await devDomainOf(request));
  context.set(platformContext, createPlatformClient(context, { locale }));
  // The locale is remembered from the pages a visitor reads, not from form posts or sitemaps.
  const saved = request.method === "GET" ? await readCookie<string>(localeCookie, request) : locale;
  context.set(languageSwitchedContext, saved !== null && saved !== locale);

  const response = await next();
  const contentType = response.headers.get("Content-Type") ?? "";
  const isDocument = contentType.startsWith("text/html");
  if (!isDocument || request.method !== "GET" || saved === locale) return response;
  return withCookies(response, [await localeCookieHeader(locale, request)]);
};

/** The login pages stay reachable in maintenance mode, so that back-office users can sign in. */
function maintenanceExempt(pathname: string): boolean {
  return locales.some(
    (locale) => pathname === pagePath("login", locale) || pathname === `${localePrefix(locale)}/adminLogin`,
  );
}

/**
 * Runs after the auth middleware (it needs the viewer): maintenance mode hides the site (the page
 * answers 503 and the root renders only the notice) from everyone but back-office users.
 */
export const maintenanceMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const api = context.get(platformContext);
  const maintenance =
    (await maintenanceOn(api)) &&
    !context.get(viewerContext)?.isBackofficeUser &&
    !maintenanceExempt(new URL(request.url).pathname);
  context.set(maintenanceContext, maintenance);

  let response = await next();
  const contentType = response.headers.get("Content-Type") ?? "";
  if (maintenance && (contentType.startsWith("text/html") || contentType.includes("xml"))) {
    response = new Response(response.body, { status: 503, headers: response.headers });
    response.headers.set("Retry-After", "600");
  }
  return response;
};
