/**
 * The bounds of a shop category in the back office: the platform's contract checks them and the
 * screen's fields carry them. No zod here, so that the screen's bundle can import them.
 */

/** A category's slug: lowercase letters and digits, words joined by single hyphens (camping-hiking). */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_CATEGORY_NAME = 120;
export const MAX_CATEGORY_DESCRIPTION = 2000;
/** The highest position among siblings. */
export const MAX_CATEGORY_POSITION = 9999;
