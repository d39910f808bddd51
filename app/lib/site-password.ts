/** Where the site's password page is (PasswordProtection): /site-password, /hr/site-password. */
import { localePrefix, type Locale } from "#server/contract/urls";

/** The password page's path segment, in every language. */
export const SITE_PASSWORD_SEGMENT = "site-password";

export const sitePasswordPath = (locale: Locale) => `${localePrefix(locale)}/${SITE_PASSWORD_SEGMENT}`;
