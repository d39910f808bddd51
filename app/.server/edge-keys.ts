/**
 * A shared cache in front (issue 16; docs/decisions/0032-shared-cache.md): which answers a CDN or
 * nginx may keep (anonymous visitors' public pages only: anything made for one visitor stays
 * `private, no-store`, app/.server/http.ts), and their surrogate keys: the loaders report what they
 * showed (`reportEdgeKeys`), and a shareable answer names them in `Surrogate-Key` and `Cache-Tag`,
 * so that a purge of a key (server/edge-purge) drops exactly the pages showing it. The host gives
 * such answers their ETag (server/host/edge-cache.ts).
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getConfig } from "#server/config";
import {
  PAGE_VARIANT_HEADER,
  PAGE_VARIANT_SECONDS_HEADER,
  SITE_WIDE_KEYS,
  mayShareAnswerTo,
  mayShareVariantWith,
  setsOnlySharedCookies,
} from "#server/contract/edge";
import { hostContext } from "./host";
import { madeForOneVisitor } from "./http";
import { renderedVariant } from "./page-variant";

export interface EdgeSettings {
  /** s-maxage in seconds; 0 leaves every answer as the storefront made it. */
  seconds: number;
  /** stale-while-revalidate in seconds. */
  staleSeconds: number;
}

/** What the decision looks at: the request and the answer as the routes made it. */
export interface EdgeCandidate {
  method: string;
  url: URL;
  cookie: string | null;
  status: number;
  /** The route's own Cache-Control, if it chose one (sitemaps, robots, locales keep theirs). */
  cacheControl: string | null;
  /** The answer's Set-Cookie headers. */
  setCookies: string[];
}

/** A 404 is kept briefly: long enough to absorb a burst, short enough for a page published next. */
const NOT_FOUND_SECONDS = 10;

/** The Cache-Control a shared cache may follow, or null to leave the answer as it is. */
export function edgeCacheControl(candidate: EdgeCandidate, settings: EdgeSettings): string | null {
  const { method, url, cookie, status, cacheControl, setCookies } = candidate;
  if (settings.seconds <= 0 || !mayShareAnswerTo(method, url, cookie)) return null;
  if (cacheControl !== null || !setsOnlySharedCookies(setCookies)) return null;
  if (status === 404) return `public, max-age=0, s-maxage=${Math.min(settings.seconds, NOT_FOUND_SECONDS)}`;
  if (status !== 200) return null;
  const stale = settings.staleSeconds > 0 ? `, stale-while-revalidate=${settings.staleSeconds}` : "";
  return `public, max-age=0, s-maxage=${settings.seconds}${stale}`;
}

const edgeKeysContext = createContext<Set<string> | null>(null);

/** Adds keys to this request's page (a no-op outside a page request). */
export function reportEdgeKeys(context: Readonly<RouterContextProvider>, ...keys: string[]): void {
  const collected = context.get(edgeKeysContext);
  for (const key of keys) collected?.add(key);
}

const edgeChangeContext = createContext<{ at: number } | null>(null);

/** Says when this request's page will change with no write to purge it (an event it shows as
 * upcoming ends): a shared copy lives no longer than that. A no-op outside a page request. */
export function reportEdgeChange(context: Readonly<RouterContextProvider>, at: string): void {
  const change = context.get(edgeChangeContext);
  const time = Date.parse(at);
  if (change && time > Date.now()) change.at = Math.min(change.at, time);
}

/** The lifetimes, the shared one cut to the whole seconds left until the page changes by itself
 * (0, not shared, in its last second). */
export function untilChange(settings: EdgeSettings, at: number, now = Date.now()): EdgeSettings {
  if (!Number.isFinite(at)) return settings;
  return { ...settings, seconds: Math.min(settings.seconds, Math.max(0, Math.floor((at - now) / 1000))) };
}

/**
 * Inside perVisitorCaching (which still makes a visitor's own answers `private, no-store`) and
 * outside the cookie writers: an anonymous visitor's public page becomes shareable, with its keys
 * (every page shows the layout's site options, navigation and elements), for no longer than until
 * it changes by itself. When the host keeps pages, a public page asked with a cart or a cookie
 * choice names the variant it showed instead (decision 0041): the host keeps it for the visitors
 * of that variant, while it stays private to everyone else.
 */
export const edgeCaching: MiddlewareFunction<Response> = async (args, next) => {
  const { request, context } = args;
  const keys = new Set<string>(SITE_WIDE_KEYS);
  const change = { at: Infinity };
  context.set(edgeKeysContext, keys);
  context.set(edgeChangeContext, change);
  const response = await next();
  const settings = untilChange(getConfig().edgeCache, change.at);
  const url = new URL(request.url);
  const cookie = request.headers.get("Cookie");
  const cacheControl = response.headers.get("Cache-Control");
  const sharedCacheControl = edgeCacheControl(
    {
      method: request.method,
      url,
      cookie,
      status: response.status,
      cacheControl,
      setCookies: response.headers.getSetCookie(),
    },
    settings,
  );
  if (sharedCacheControl) {
    const shared = withKeys(response, keys);
    shared.headers.set("Cache-Control", sharedCacheControl);
    // Cookie: a browser keeps the answer too, and may show it stale (stale-while-revalidate), which
    // it must not once its cookies have changed (a login, a cart): the same address answers otherwise.
    shared.headers.append("Vary", "Accept-Encoding, Cookie");
    return shared;
  }
  const variantShared =
    context.get(hostContext).keepsPages &&
    settings.seconds > 0 &&
    response.status === 200 &&
    cacheControl === null &&
    mayShareVariantWith(request.method, url, cookie) &&
    !madeForOneVisitor(args, response);
  if (!variantShared) return response;
  const shared = withKeys(response, keys);
  shared.headers.set(PAGE_VARIANT_HEADER, await renderedVariant(context, request));
  shared.headers.set(PAGE_VARIANT_SECONDS_HEADER, String(settings.seconds));
  return shared;
};

function withKeys(response: Response, keys: Set<string>): Response {
  const shared = new Response(response.body, response);
  shared.headers.set("Surrogate-Key", [...keys].join(" "));
  shared.headers.set("Cache-Tag", [...keys].join(","));
  return shared;
}
