/**
 * The surrogate keys of a page (issue 16): the loaders report what they showed (`reportEdgeKeys`),
 * and on the way out a shareable answer (server/host/edge-cache.ts) names them in `Surrogate-Key`
 * and `Cache-Tag`, so that a purge of a key (server/edge-purge) drops exactly the pages showing it.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getConfig } from "#server/config";
import { edgeCacheControl } from "#server/host/edge-cache";
import { SITE_WIDE_KEYS } from "#server/edge-purge/keys";

const edgeKeysContext = createContext<Set<string> | null>(null);

/** Adds keys to this request's page (a no-op outside a page request). */
export function reportEdgeKeys(context: Readonly<RouterContextProvider>, ...keys: string[]): void {
  const collected = context.get(edgeKeysContext);
  for (const key of keys) collected?.add(key);
}

/**
 * Inside perVisitorCaching (which still makes a visitor's own answers `private, no-store`) and
 * outside the cookie writers: an anonymous visitor's public page becomes shareable, with its keys
 * (every page shows the layout's site options, navigation and elements).
 */
export const edgeCaching: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const keys = new Set<string>(SITE_WIDE_KEYS);
  context.set(edgeKeysContext, keys);
  const response = await next();
  const cacheControl = edgeCacheControl(
    {
      method: request.method,
      url: new URL(request.url),
      cookie: request.headers.get("Cookie"),
      status: response.status,
      cacheControl: response.headers.get("Cache-Control"),
      setCookies: response.headers.getSetCookie(),
    },
    getConfig().edgeCache,
  );
  if (!cacheControl) return response;
  const shared = new Response(response.body, response);
  shared.headers.set("Cache-Control", cacheControl);
  shared.headers.set("Surrogate-Key", [...keys].join(" "));
  shared.headers.set("Cache-Tag", [...keys].join(","));
  shared.headers.append("Vary", "Accept-Encoding");
  return shared;
};
