import type { Media, NavigationLink } from "../../server/contract";
import type { Locale } from "../../server/contract/urls";
import type { CookieConsent } from "./cookie-consent";

export interface ChromeLink {
  label: string;
  href: string;
  external: boolean;
  rel?: string;
  target?: string;
}

export interface SiteChromeData {
  locale: Locale;
  logo: Media | null;
  logoAlt: string;
  cta: ChromeLink | null;
  mainNav: NavigationLink[];
  footerColumns: { title: string; links: NavigationLink[] }[];
  appStores: (ChromeLink & { store: "apple" | "google" })[];
  infoLinks: ChromeLink[];
  privacyLinks: ChromeLink[];
  socialLinks: (ChromeLink & { network: string })[];
  contact: { company: string; address: string; phone: string; email: string } | null;
  copyright: string;
  /** Null when the CookieNotice option is off. Shown while `consent` is null, and again on request
   * (the cookie-settings link). */
  cookieBanner: { text: string; linkLabel: string; privacyHref: string; acceptLabel: string; consent: CookieConsent | null } | null;
}
