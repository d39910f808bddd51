/** The cookie choice, shared by the banner, the layout loader and the action that records it. */
export const COOKIE_CONSENT_ACTION = "/_actions/cookie-consent";

/** Non-essential cookies accepted or rejected; no value yet means the banner asks. */
export const cookieConsents = ["accepted", "rejected"] as const;
export type CookieConsent = (typeof cookieConsents)[number];

export function isCookieConsent(value: unknown): value is CookieConsent {
  return typeof value === "string" && (cookieConsents as readonly string[]).includes(value);
}

/**
 * A page opened with this query flag (`/privacy-policy?cookie-settings`) shows the banner again,
 * whatever was chosen before: the footer's "Cookie settings" link (demo seed) uses it, and it needs
 * no JavaScript. See docs/decisions/0005-cookie-choice.md.
 */
export const COOKIE_SETTINGS_PARAM = "cookie-settings";

/** The page to come back to after choosing: the current one without the settings flag. */
export function pathWithoutSettingsFlag(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(COOKIE_SETTINGS_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
