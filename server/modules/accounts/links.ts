/**
 * The links in verification and reset e-mails. A caller may give its own URL with `{token}` in it
 * (an absolute URL on one of the site's domains, or a path on the site); only the trusted
 * storefront may point elsewhere. This keeps anyone from making the shop mail a victim a link
 * that hands the token to a foreign host.
 */
import { pagePath, type Locale, type PageId } from "../../contract/urls";
import type { SiteRecord } from "../site";
import { accountsError, messages } from "./errors";

const TOKEN = "{token}";

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}

/** The site's own base URL (no trailing slash). */
function siteBase(site: SiteRecord): string {
  return site.url.replace(/\/+$/, "");
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
  if (!raw) return `${siteBase(site)}${pagePath(fallback.page, language)}?${fallback.param}=${TOKEN}`;
  const withToken = raw.includes(TOKEN) ? raw : `${raw}${raw.includes("?") ? "&" : "?"}token=${TOKEN}`;
  if (withToken.startsWith("/") && !withToken.startsWith("//") && !withToken.startsWith("/\\")) {
    return `${siteBase(site)}${withToken}`;
  }
  const origin = originOf(withToken.replaceAll(TOKEN, "x"));
  if (!origin) throw accountsError(messages.foreignLink, 400);
  if (trusted) return withToken;
  const allowed = new Set([site.url, ...site.config.domains.map((d) => d.url)].map(originOf).filter((o) => o !== null));
  if (!allowed.has(origin)) throw accountsError(messages.foreignLink, 400);
  return withToken;
}

export function fillLink(template: string, token: string): string {
  return template.replaceAll(TOKEN, encodeURIComponent(token));
}
