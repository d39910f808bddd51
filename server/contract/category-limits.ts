/**
 * The bounds of a shop category in the back office: the platform's contract checks them and the
 * screen's fields carry them. No zod here, so that the screen's bundle can import them.
 */

/** A category's slug keeps the slug rules (./slug-rules.ts): camping-hiking. */
export { slugProblem as categorySlugProblem } from "./slug-rules";
export const MAX_CATEGORY_NAME = 120;
export const MAX_CATEGORY_DESCRIPTION = 2000;
/** The highest position among siblings. */
export const MAX_CATEGORY_POSITION = 9999;
