/**
 * The bounds of a coupon in the back office: the platform checks them and the screen's form carries
 * them. No zod here, so that the screen's bundle can import them.
 */

/** A coupon's code as typed: 3 to 32 letters, digits, dashes or underscores; stored upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const MAX_COUPON_CODE = 32;
/** The largest fixed discount and minimum total, in cents (a sanity bound: a typo of a few digits is
 * refused rather than saved). */
export const MAX_COUPON_AMOUNT = 10_000_000;
/** The most uses a limit may allow. */
export const MAX_COUPON_USAGE = 1_000_000;
/** A day as a date input posts it. */
export const COUPON_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A coupon's state now, judged by the cart's own rule (server/modules/cart/pricing.ts couponState):
 * switched off, not started, past its last day, at its usage limit, or applying now. */
export const couponStates = ["inactive", "scheduled", "expired", "usedUp", "live"] as const;
export type CouponState = (typeof couponStates)[number];
