/**
 * The typed CMS options and the values they take (spec section 3), without zod: the back office's
 * Site settings page shows them in the browser. server/contract/cms.ts checks saved values by them.
 */

/** What a typed option's value may be: "true" or "false" ("1" and "0" are read alike), a number of
 * stars from 1 to MAX_STARS, an e-mail address, or one of the WwwPolicy values. */
export type OptionKind = "boolean" | "stars" | "email" | "wwwPolicy";

/**
 * The options whose values the platform checks when they are saved (the back office's Site
 * settings page edits them): each key's kind. Any other key takes any text.
 */
export const typedOptions = {
  CanCommentOnBlog: "boolean",
  AnonymousChat: "boolean",
  RequireRatingForComment: "boolean",
  RequireCommentForRating: "boolean",
  OneUserOneComment: "boolean",
  UserCanEditComment: "boolean",
  RequireAdminPublishing: "boolean",
  CookiesNotification: "boolean",
  MaintenanceMode: "boolean",
  NumberOfStars: "stars",
  SendEmailTo: "email",
  WwwPolicy: "wwwPolicy",
} as const satisfies Record<string, OptionKind>;
export type TypedOptionKey = keyof typeof typedOptions;

export const MAX_STARS = 10;
/** WwwPolicy's values (docs/decisions/0056-www-policy.md): "none" redirects nothing. */
export const wwwPolicies = ["none", "non-www", "www"] as const;
