/**
 * Spec sections 5 and 9: a slug (a page's, a product's or a shop category's address in a language)
 * has at least 4 characters, lowercase letters and digits, words joined by single hyphens; refused
 * with 'Slug is too short! (minimum 4 characters)' or 'Invalid slug format!'. Zod-free, so that the
 * back office's forms check the same in the browser.
 */
export const SLUG_MIN = 4;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type SlugProblem = "tooShort" | "invalid";

/** The rule a (lower-case) slug breaks, if any. */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length < SLUG_MIN) return "tooShort";
  return SLUG_PATTERN.test(slug) ? null : "invalid";
}
