/**
 * The options the back office's Site settings page shows (app/routes/admin/settings.tsx), in its
 * order, by fieldset; the server reads the form by the same lists (~/.server/site-settings.ts).
 */
import type { TypedOptionKey } from "#server/contract/option-values";

export const commentSwitches = [
  "CanCommentOnBlog",
  "AnonymousChat",
  "RequireRatingForComment",
  "RequireCommentForRating",
  "OneUserOneComment",
  "UserCanEditComment",
] as const satisfies readonly TypedOptionKey[];
export const publishingSwitches = ["RequireAdminPublishing"] as const satisfies readonly TypedOptionKey[];
export const siteSwitches = ["CookiesNotification"] as const satisfies readonly TypedOptionKey[];
export const sitemapSwitches = ["AutoGenerateSiteMap"] as const satisfies readonly TypedOptionKey[];
/** The analytics identifiers and the pasted code: texts, saved as typed ("" for none). */
export const analyticsFields = ["GoogleAnalyticsId", "GoogleTagManagerId"] as const satisfies readonly TypedOptionKey[];
export const customCodeFields = ["CustomHeader", "CustomFooter"] as const satisfies readonly TypedOptionKey[];
/** The box that removes the site's password (the password field left empty keeps it). */
export const SITE_PASSWORD_OFF_FIELD = "PasswordProtectionOff";

/** Every option the page shows and saves (PasswordProtection reads as "" or a fingerprint, never the password). */
export const SETTINGS_OPTION_KEYS = [
  ...commentSwitches,
  "NumberOfStars",
  ...publishingSwitches,
  "SendEmailTo",
  ...siteSwitches,
  "WwwPolicy",
  ...analyticsFields,
  ...customCodeFields,
  "PasswordProtection",
  ...sitemapSwitches,
  "SiteMapOptions",
] as const satisfies readonly TypedOptionKey[];
