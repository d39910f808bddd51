/**
 * The links in account e-mails. A caller may give its own URL with `{token}` in it (an absolute URL
 * on one of the site's domains, or a path on the site); only the trusted storefront may point
 * elsewhere (its own configured public URL). This keeps anyone from making the shop mail a victim
 * a link that hands the token to a foreign host.
 *
 * A given URL is never mailed as it was written: it is resolved against the site's URL and written
 * out again by the WHATWG URL serializer, without user info. What a browser would read as
 * `http://shop\@evil.example/` (a backslash is a slash to it) is mailed as
 * `http://shop/@evil.example/`, which no other parser can read as a link to another host.
 */
import { pagePath, type Locale, type PageId } from "#server/contract/urls";
import type { SiteRecord } from "../site";
import { accountsError, messages } from "./errors";

const TOKEN = "{token}";
/** Stands in for `{token}` while a URL is parsed (the serializer would percent-encode the braces). */
const MARK = "TOKEN0PLACEHOLDER0";

/** The site's own base URL (no trailing slash). */
function siteBase(site: SiteRecord): string {
  return site.url.replace(/\/+$/, "");
}

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}

/** A page of the site in a language, as an absolute URL. */
export function sitePageUrl(site: SiteRecord, page: PageId, language: Locale): string {
  return `${siteBase(site)}${pagePath(page, language)}`;
}

/**
 * Checks a caller's link template and answers one ready to fill; without a template, the site's
 * page `page` in the language with `?{param}={token}`.
 */
export function linkTemplate(
  site: SiteRecord,
  language: Locale,
  given: string | undefined,
  fallback: { page: PageId; param: string },
  trusted: boolean,
): string {
  const raw = given?.trim();
  if (!raw) return `${sitePageUrl(site, fallback.page, language)}?${fallback.param}=${TOKEN}`;
  const withToken = raw.includes(TOKEN) ? raw : `${raw}${raw.includes("?") ? "&" : "?"}token=${TOKEN}`;
  // A path (but not `//host` or `/\host`, which browsers read as another host) is on the site.
  const absolute = /^\/(?![/\\])/.test(withToken) ? `${siteBase(site)}${withToken}` : withToken;
  let url: URL;
  try {
    url = new URL(absolute.replaceAll(TOKEN, MARK));
  } catch {
    throw accountsError(messages.foreignLink, 400);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw accountsError(messages.foreignLink, 400);
  const allowed = new Set([site.url, ...site.config.domains.map((d) => d.url)].map(originOf).filter((o) => o !== null));
  if (!trusted && !allowed.has(url.origin)) throw accountsError(messages.foreignLink, 400);
  url.username = "";
  url.password = "";
  return url.href.replaceAll(MARK, TOKEN);
}

export function fillLink(template: string, token: string): string {
  return template.replaceAll(TOKEN, encodeURIComponent(token));
}
