import { redirect, type MiddlewareFunction } from "react-router";
import { redirects } from "#server/contract";
import { MAX_PATH_LENGTH } from "#server/contract/redirects";
import { decodedSegment, fixedPageInOwnWords, pagePaths, withoutDefaultPrefix } from "#server/contract/urls";
import { log } from "#server/log";
import { platformContext } from "./context";

/** The page a request reads: a client navigation's data request (`/old.data`, `/_root.data`) reads its page's path. */
function pagePathOf(request: Request): string {
  const { pathname } = new URL(request.url);
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/** The storefront's own internal paths (`/_refused/404`, `/hr/_actions/...`) are never dead links. */
const isInternal = (path: string) => /^\/(hr\/)?_/.test(path);

/**
 * The routes (as React Router names their pattern) whose 404 means that no page stands at the
 * address: no route at all, or a slug naming no content page, product, category, blog post or event.
 * A page's own 404 for a record that is missing or not the visitor's (another user's order, the
 * success page without its order, a back-office record) is not a dead link an editor could redirect,
 * and its address may be private.
 */
const deadLinkPatterns = new Set([
  "*",
  ":slug",
  "hr/:slug",
  ...(["product", "shop", "blog", "event"] as const).flatMap((page) =>
    Object.entries(pagePaths[page]).map(([locale, path]) => (locale === "hr" ? `hr/${path}` : path)),
  ),
]);

/** The query of the page a request reads: a client navigation's data request names its routes in
 * the query (`_routes`), which is not the page's. */
function pageSearch(request: Request): string {
  const query = new URL(request.url).searchParams;
  query.delete("_routes");
  return query.size ? `?${query}` : "";
}

/**
 * A path with the fixed words of the route that matched it (`pattern`, as React Router names it:
 * `shop/:slug?`) as the route table writes them (lower case): React Router matches without regard
 * to case, so `/Shop` and `/HR/Objave` reach the shop and the blog. A route's parameters and splat
 * (a category's or order's slug, a token) are kept as asked (docs/decisions/0105-address-case.md).
 */
function withRouteCase(path: string, pattern: string): string {
  const words = pattern.replace(/^\//, "").split("/");
  return path
    .split("/")
    .map((segment, i) => {
      const word = i === 0 ? undefined : words[i - 1];
      if (word === undefined || word === "" || word.startsWith(":") || word === "*") return segment;
      // A malformed encoding is not one React Router matched the word by: left as asked.
      const asked = decodedSegment(segment) ?? segment;
      return asked.toLowerCase() === word.toLowerCase() ? word : segment;
    })
    .join("/");
}

/**
 * The page's one address, the one its links and canonical name, when it is asked by another
 * (null when not): a route's fixed words in upper case (`/Shop`, `/HR/Objave?page=2`) go lower case
 * (`withRouteCase`), and a trailing slash (`/shop/`, `/blog/?page=2`) goes, but a language's home
 * keeps its slash (`/hr/`, as the content page has it). Query kept.
 */
function soleAddress(request: Request, pattern: string): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { pathname, search } = new URL(request.url);
  const asked = pagePathOf(request);
  let own = withRouteCase(asked, pattern);
  // A data request's path (`/shop.data`, `/_root.data`) never ends with a slash.
  if (own.endsWith("/") && own !== "/" && !/^\/[a-z]{2}\/$/.test(own)) own = own.replace(/\/+$/, "") || "/";
  if (own === asked) return null;
  // A data request (a client navigation) goes to the page's address, as a document does.
  return `${own}${pathname === asked ? search : pageSearch(request)}`;
}

/**
 * Innermost of the root middlewares, so that what it answers still passes the cookie owners: an
 * address with a trailing slash or a route's fixed words in upper case goes for good to the page's
 * own (`soleAddress`), before any loader runs; a page that
 * answered 404 goes where an editor redirected its path (301 or 302), whichever route matched it
 * (the content catch-all, a product or category that is gone, no route at all); a path with no
 * redirect is counted for the back office's list of dead links when no page stands for it; a path
 * with the default language's prefix goes to the path without it, a fixed page's path in the other
 * language's words to the page in the address's language. Pages that exist never wait for
 * the platform here (docs/decisions/0017-redirects.md).
 */
export const redirectsMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const sole = soleAddress(request, pattern);
  if (sole) return redirect(sole, 301);
  const response = await next();
  if (response.status !== 404 || (request.method !== "GET" && request.method !== "HEAD")) return response;
  const path = pagePathOf(request);
  // An address with the default language's prefix, which its pages do not have (`/en/about`, `/en`),
  // goes for good to the page's own (`/about`, `/`), query kept (decision 0079).
  const unprefixed = withoutDefaultPrefix(path);
  if (unprefixed !== null) {
    await response.body?.cancel();
    return redirect(`${unprefixed}${pageSearch(request)}`, 301);
  }
  // A fixed page's path in the other language's words (`/hr/cart`, `/kosarica`) goes for good to the
  // page in the address's language (`/hr/kosarica`, `/cart`), as another language's slug of a
  // product or category does.
  const inOwnWords = fixedPageInOwnWords(path);
  if (inOwnWords !== null) {
    await response.body?.cancel();
    return redirect(`${inOwnWords}${pageSearch(request)}`, 301);
  }
  if (isInternal(path) || path.length > MAX_PATH_LENGTH) return response;
  const api = context.get(platformContext);
  try {
    const found = await api.call(redirects.find, { path });
    if (found.redirect) {
      await response.body?.cancel();
      return redirect(found.redirect.to, found.redirect.statusCode);
    }
    if (deadLinkPatterns.has(pattern.replace(/^\//, ""))) await api.call(redirects.addFailedRequest, { path });
  } catch (error) {
    // The visitor still gets the page's 404; only the redirect or the count is missed.
    log.warn("redirect lookup failed", { err: error, path });
  }
  return response;
};
