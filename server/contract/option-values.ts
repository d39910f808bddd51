/**
 * The typed CMS options and the values they take (spec section 3), without zod: the back office's
 * Site settings page shows them in the browser. server/contract/cms.ts checks saved values by them.
 */

/** What a typed option's value may be: "true" or "false" ("1" and "0" are read alike), a number of
 * stars from 1 to MAX_STARS, an e-mail address, one of the WwwPolicy values, an analytics
 * identifier (Google Analytics 4 measurement id, Google Tag Manager container id), code an
 * administrator pastes (at most CUSTOM_CODE_MAX characters), the site's password, or the sitemap's
 * options (docs/decisions/0059-custom-code.md). */
export type OptionKind =
  | "boolean"
  | "stars"
  | "email"
  | "wwwPolicy"
  | "gaMeasurementId"
  | "gtmContainerId"
  | "customCode"
  | "sitePassword"
  | "sitemapOptions";

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
  GoogleAnalyticsId: "gaMeasurementId",
  GoogleTagManagerId: "gtmContainerId",
  CustomHeader: "customCode",
  CustomFooter: "customCode",
  PasswordProtection: "sitePassword",
  AutoGenerateSiteMap: "boolean",
  SiteMapOptions: "sitemapOptions",
} as const satisfies Record<string, OptionKind>;
export type TypedOptionKey = keyof typeof typedOptions;

export const MAX_STARS = 10;
/** WwwPolicy's values (docs/decisions/0056-www-policy.md): "none" redirects nothing. */
export const wwwPolicies = ["none", "non-www", "www"] as const;

/** A Google Analytics 4 measurement id ("G-" and letters or digits), or "" for none. */
export const GA_MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;
/** A Google Tag Manager container id ("GTM-" and letters or digits), or "" for none. */
export const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** The most characters CustomHeader and CustomFooter may hold each. */
export const CUSTOM_CODE_MAX = 10_000;
/** The site password's length (PasswordProtection); "" or "false" switches the protection off. */
export const SITE_PASSWORD_MIN = 8;
export const SITE_PASSWORD_MAX = 128;
/** PasswordProtection's values that mean "off" (the seed's is "false"). */
export const sitePasswordOff = ["", "false"] as const;

/** What the sitemap lists (SiteMapOptions `include`): the kinds' names as the option spells them. */
export const sitemapIncludes = ["page", "post", "product", "category", "event"] as const;
export type SitemapInclude = (typeof sitemapIncludes)[number];
export const sitemapChangefreqs = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"] as const;

/** SiteMapOptions, read: what its JSON says, each field optional. */
export interface SitemapOptions {
  changefreq?: (typeof sitemapChangefreqs)[number];
  /** 0.0 to 1.0, every URL but the home page's. */
  priority?: number;
  homePagePriority?: number;
  /** The kinds listed; absent: every kind. */
  include?: SitemapInclude[];
  /** Paths never listed (e.g. "/privacy-policy", "/hr/uvjeti"). */
  exclude?: string[];
}

const isPriority = (value: unknown) => typeof value === "number" && value >= 0 && value <= 1;

/** SiteMapOptions' JSON read, or null when it is not one (a value "" reads as no options). */
export function parseSitemapOptions(value: string): SitemapOptions | null {
  if (value.trim() === "") return {};
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) return null;
  const { changefreq, priority, homePagePriority, include, exclude } = json as Record<string, unknown>;
  if (changefreq !== undefined && !(sitemapChangefreqs as readonly unknown[]).includes(changefreq)) return null;
  if (priority !== undefined && !isPriority(priority)) return null;
  if (homePagePriority !== undefined && !isPriority(homePagePriority)) return null;
  if (
    include !== undefined &&
    !(Array.isArray(include) && include.every((k) => (sitemapIncludes as readonly unknown[]).includes(k)))
  )
    return null;
  if (
    exclude !== undefined &&
    !(
      Array.isArray(exclude) &&
      exclude.length <= 500 &&
      exclude.every((p) => typeof p === "string" && p.startsWith("/"))
    )
  )
    return null;
  return json as SitemapOptions;
}
