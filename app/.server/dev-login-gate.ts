/**
 * Spec section 1: "In development mode a visitor is sent to /adminLogin." Under `npm run dev`
 * (NODE_ENV=development, never a production or test build) a request for a storefront page by
 * anyone but a signed-in back-office user is redirected to the login of the page's language, with
 * the page as a safe return path. DEV_OPEN_STOREFRONT=1 turns this off (docs/operations.md).
 */
import { redirect, type MiddlewareFunction } from "react-router";
import { localeFromPath, pathWithoutLocale } from "#server/contract/urls";
import { withRedirect } from "~/lib/account";
import { adminLoginPath } from "~/lib/admin-paths";
import { config } from "./config";
import { viewerContext } from "./context";

/** Not storefront pages: the login itself, the back office (it sends visitors to its login), files
 * and the platform, the storefront's own calls and the developer pages, and what crawlers read. */
const EXEMPT_SEGMENTS = new Set([
  "adminLogin",
  "admin",
  "assets",
  "api",
  "media",
  "_actions",
  "_locales",
  "_dev",
  "_refused",
]);
const EXEMPT_FILES = new Set(["/robots.txt", "/sitemap.xml", "/favicon.ico"]);

/**
 * The storefront page a request asks for (a data request, `/page.data`, as its page), or null when
 * it asks for no shopper's page: the gates in front of the shop (this one, the site password's)
 * let such requests through.
 */
export function gatedPagePath(url: URL, exemptSegments: ReadonlySet<string> = EXEMPT_SEGMENTS): string | null {
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const bare = pathWithoutLocale(pathname);
  if (EXEMPT_FILES.has(bare) || exemptSegments.has(bare.split("/")[1] ?? "")) return null;
  return pathname;
}

/** The segments the gates let through, for a gate that adds its own. */
export const GATE_EXEMPT_SEGMENTS: ReadonlySet<string> = EXEMPT_SEGMENTS;

/**
 * Where the gate sends this request, or null to let it through. `url` is the request's; a data
 * request (`/page.data`) is judged, and returned to, as its page.
 */
export function devLoginRedirect(url: URL, { gate, isBackoffice }: { gate: boolean; isBackoffice: boolean }) {
  if (!gate || isBackoffice) return null;
  const pathname = gatedPagePath(url);
  if (pathname === null) return null;
  const back = new URLSearchParams(url.search);
  back.delete("_routes");
  const query = back.size ? `?${back}` : "";
  return withRedirect(adminLoginPath(localeFromPath(pathname)), `${pathname}${query}`);
}

export const devLoginGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const target = devLoginRedirect(new URL(request.url), {
    gate: config.devLoginGate,
    isBackoffice: context.get(viewerContext)?.isBackofficeUser === true,
  });
  if (target) throw redirect(target, request.method === "GET" || request.method === "HEAD" ? 302 : 303);
  return next();
};
