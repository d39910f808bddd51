import type { ImageRef } from "./media";
import type { Locale } from "#server/contract/urls";
import type { CookieConsent } from "./cookie-consent";

export interface ChromeLink {
  label: string;
  href: string;
  external: boolean;
  rel?: string;
  target?: string;
}

/** A navigation node as the header and footer render it; optional fields are absent when empty. */
export interface NavItem {
  id: number;
  name: string;
  href: string;
  /** Shown as a tooltip when it differs from the name. */
  title?: string;
  external?: true;
  rel?: string;
  target?: string;
  children?: NavItem[];
}

export interface SiteChromeData {
  locale: Locale;
  logo: ImageRef | null;
  logoAlt: string;
  cta: ChromeLink | null;
  mainNav: NavItem[];
  footerColumns: { title: string; links: NavItem[] }[];
  appStores: (ChromeLink & { store: "apple" | "google" })[];
  infoLinks: ChromeLink[];
  privacyLinks: ChromeLink[];
  socialLinks: (ChromeLink & { network: string })[];
  contact: { company: string; address: string; phone: string; email: string } | null;
  copyright: string;
  /** Null when the CookiesNotification option is off. Shown while `consent` is null, and again on request
   * (the cookie-settings link). */
  cookieBanner: {
    text: string;
    linkLabel: string;
    privacyHref: string;
    acceptLabel: string;
    consent: CookieConsent | null;
  } | null;
}
