/**
 * A shared cache in front of the storefront (issue 16; docs/operations.md, "A cache in front"):
 * which answers a CDN or nginx may keep, and their ETag. Anonymous visitors' public pages only:
 * anything made for one visitor stays `private, no-store` (app/.server/http.ts).
 */
import { createHash } from "node:crypto";

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

/** The only cookie an anonymous visitor's public page may be asked with: the locale (the URL
 * carries the language anyway). Any other (session, cart, toast, checkout, consent, whose banner
 * the layout renders, or one we do not know) makes the page the visitor's own. */
const NEUTRAL_COOKIES = new Set(["locale"]);
/** A 404 is kept briefly: long enough to absorb a burst, short enough for a page published next. */
const NOT_FOUND_SECONDS = 10;

/** The locale cookie's header is the same for every visitor of a language (app/.server/cookies.ts,
 * localeCookieHeader) and a page's language is in its URL: an answer setting only it may be
 * shared, and everyone reading it from the cache gets the cookie the page would have set anyway. */
const sharesOnlyLocale = (setCookies: string[]) => setCookies.every((cookie) => cookie.startsWith("locale="));

function onlyNeutralCookies(cookie: string | null): boolean {
  if (!cookie) return true;
  return cookie
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .every((name) => !name || NEUTRAL_COOKIES.has(name));
}

function isBackOffice(url: URL): boolean {
  return /^\/(?:hr\/)?admin(?:\/|$)/.test(url.pathname) || url.searchParams.has("editPage");
}

/** The Cache-Control a shared cache may follow, or null to leave the answer as it is. */
export function edgeCacheControl(candidate: EdgeCandidate, settings: EdgeSettings): string | null {
  const { method, url, cookie, status, cacheControl, setCookies } = candidate;
  if (settings.seconds <= 0 || (method !== "GET" && method !== "HEAD")) return null;
  if (cacheControl !== null || !sharesOnlyLocale(setCookies) || isBackOffice(url) || !onlyNeutralCookies(cookie))
    return null;
  if (status === 404) return `public, max-age=0, s-maxage=${Math.min(settings.seconds, NOT_FOUND_SECONDS)}`;
  if (status !== 200) return null;
  const stale = settings.staleSeconds > 0 ? `, stale-while-revalidate=${settings.staleSeconds}` : "";
  return `public, max-age=0, s-maxage=${settings.seconds}${stale}`;
}

/** Whether an answer was made shareable here (the mark edgeCacheControl leaves). */
export function isEdgeCacheable(response: Response): boolean {
  return (
    /\bs-maxage=/.test(response.headers.get("Cache-Control") ?? "") && sharesOnlyLocale(response.headers.getSetCookie())
  );
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

/**
 * A shareable GET document is read whole (an anonymous page's deferred data included) to give it
 * a weak ETag of its body (weak: compression re-encodes it), and a request already holding that
 * version gets 304 without the body. Everything else passes through, still streamed.
 */
export async function withEdgeEtag(request: Request, response: Response): Promise<Response> {
  if (request.method !== "GET" || response.status !== 200 || !response.body || !isEdgeCacheable(response))
    return response;
  const body = new Uint8Array(await response.arrayBuffer());
  // The document's CSP nonce is new on every render: the version is the body without it.
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  const text = Buffer.from(body).toString("latin1");
  const versioned = nonce ? text.replaceAll(nonce, "") : text;
  const etag = `W/"${createHash("sha1").update(versioned, "latin1").digest("base64url")}"`;
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  if (matches(request.headers.get("If-None-Match"), etag)) {
    for (const name of ["Content-Length", "Content-Type"]) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  headers.delete("Content-Length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
