/**
 * The bounds of a delivery method in the back office: the platform's contract checks them and the
 * screen's fields carry them. No zod here, so that the screen's bundle can import them.
 */

/** The highest delivery price, in cents (a sanity bound: a typo of a few digits is refused). */
export const MAX_DELIVERY_PRICE = 1_000_000;
/** The highest goods total a method may deliver for free from, in cents (the same kind of bound). */
export const MAX_FREE_DELIVERY_FROM = 100_000_000;
/** The longest name of a delivery method or a branch, and the longest description. */
export const MAX_DELIVERY_NAME = 120;
export const MAX_DELIVERY_DESCRIPTION = 500;
/** The highest display position of a delivery method. */
export const MAX_DELIVERY_POSITION = 9999;
/** A delivery method's code: lowercase letters and digits, words joined by single hyphens
 * (express-courier), at most MAX_DELIVERY_CODE characters. */
export const DELIVERY_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_DELIVERY_CODE = 60;
