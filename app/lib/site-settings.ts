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

/** Every option the page shows and saves. */
export const SETTINGS_OPTION_KEYS = [
  ...commentSwitches,
  "NumberOfStars",
  ...publishingSwitches,
  "SendEmailTo",
  ...siteSwitches,
  "WwwPolicy",
] as const satisfies readonly TypedOptionKey[];
