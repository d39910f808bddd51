/** The developer menu's data (app/.server/dev-menu.ts), as the main layout sends it outside production. */
export interface DevMenuData {
  /** The core version of spec section 1. */
  core: string;
  /** package.json's version. */
  version: string;
  /** The name of the site the storefront serves now. */
  site: string;
  /** The domains the picker offers. */
  domains: { url: string; name: string }[];
  /** The domain chosen by the picker; null: the storefront's own site. */
  domain: string | null;
  /** The section tool is on. */
  sections: boolean;
}

/** Where the developer pages live, per locale (English without a prefix). */
export function devPath(locale: string, page: "changelog" | "docs"): string {
  return `${locale === "en" ? "" : `/${locale}`}/_dev/${page}`;
}

/** Where the menu's forms post (the domain choice, the section tool). */
export const DEV_SETTINGS_PATH = "/_dev/settings";

/** Where the release notice asks for the latest release (app/routes/dev/release.ts). */
export const RELEASE_PATH = "/_dev/release";

/** Its answer: CHANGELOG's latest version heading, null without one. */
export interface LatestRelease {
  tag: string | null;
}
