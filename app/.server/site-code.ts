/**
 * The site's own code on this request's page (docs/decisions/0059-custom-code.md): read by the
 * main layout's loader, kept in the request's context for the document's render (entry.server.tsx
 * writes the pasted code into the head and before </body>, and widens the page's policy), never
 * sent to the browser as data. Shopper pages only: the back office has its own layout, and edit
 * mode (`?editPage=true`) gets none of it.
 */
import { createContext } from "react-router";
import type { CmsOption } from "#server/contract";
import { GA_MEASUREMENT_ID, GTM_CONTAINER_ID } from "#server/contract/option-values";
import { cspSourcesFor, type AnalyticsIds, type CspSources } from "~/lib/site-code";
import type { CookieConsent } from "~/lib/cookie-consent";

export interface SiteCode {
  analytics: AnalyticsIds | null;
  /** The cookie banner's answer the page is rendered for: the policy allows the tags' hosts only
   * once it is "accepted" (docs/decisions/0070-consent-policy-and-field-refusals.md). */
  consent: CookieConsent | null;
  head: string;
  footer: string;
}

export const siteCodeContext = createContext<SiteCode | null>(null);

/** The option keys the layout reads for it. */
export const SITE_CODE_KEYS = ["GoogleAnalyticsId", "GoogleTagManagerId", "CustomHeader", "CustomFooter"] as const;

/** The page's code from the options, or null in edit mode. An identifier that does not read (saved
 * before it was checked) counts as unset. */
export function siteCodeOf(options: CmsOption[], request: Request, consent: CookieConsent | null): SiteCode | null {
  if (new URL(request.url).searchParams.get("editPage") === "true") return null;
  const value = (key: string) => options.find((o) => o.key === key)?.value.trim() ?? "";
  const ga = GA_MEASUREMENT_ID.test(value("GoogleAnalyticsId")) ? value("GoogleAnalyticsId") : null;
  const gtm = GTM_CONTAINER_ID.test(value("GoogleTagManagerId")) ? value("GoogleTagManagerId") : null;
  return {
    analytics: ga || gtm ? { ga, gtm } : null,
    consent,
    head: value("CustomHeader"),
    footer: value("CustomFooter"),
  };
}

/** What the page's policy adds for the site's code: Google's hosts on a page rendered for a visitor
 * who accepted cookies (the tags load for no one else), the origins the pasted code names always
 * (the operator's code, which the banner does not govern). */
export function siteCodeSources(code: SiteCode): CspSources {
  return cspSourcesFor(code.consent === "accepted" ? code.analytics : null, `${code.head}\n${code.footer}`);
}
