/**
 * Spec sections 5 and 9: a slug (a page's, a product's or a shop category's address in a language)
 * has at least 4 characters, lowercase letters and digits, words joined by single hyphens; refused
 * with 'Slug is too short! (minimum 4 characters)' or 'Invalid slug format!'. Zod-free, so that the
 * back office's forms check the same in the browser.
 */
import { pagePaths } from "./urls";

export const SLUG_MIN = 4;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type SlugProblem = "tooShort" | "invalid";

/** The rule a (lower-case) slug breaks, if any. */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length < SLUG_MIN) return "tooShort";
  return SLUG_PATTERN.test(slug) ? null : "invalid";
}

/** First path segments a content page cannot take: the shop's own pages and the site's files. */
const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  "admin",
  "adminlogin",
  "api",
  "assets",
  "media",
  "hr",
  "de",
  "home-page",
  ...Object.values(pagePaths).flatMap((paths) =>
    Object.values(paths as Record<string, string>).map((path) => path.split("/")[0]!.toLowerCase()),
  ),
]);

/** Whether a (lower-case) slug is a path's first segment the site keeps for itself, which no content page may take. */
export const isReservedPageSlug = (slug: string) => RESERVED_PAGE_SLUGS.has(slug);
