/**
 * Coupon rules and cart arithmetic. The arithmetic itself lives in server/contract/cart-pricing.ts,
 * shared with the storefront's estimates; the rules that need the platform's messages live here.
 */
import { cartMessages } from "#server/contract/cart";
import type { CouponState } from "#server/contract/coupon-limits";

export {
  couponDiscount,
  deliveryPrice,
  vatContained,
  cartTotals,
  totalsWithDelivery,
  unitPrice,
  type DeliveryCharge,
  type PricedLine,
} from "#server/contract/cart-pricing";

export interface CouponRule {
  code: string;
  type: "percent" | "fixed";
  /** Percent (1-100) or cents. */
  value: number;
  minTotal: number;
  validFrom: string | null;
  validUntil: string | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
}

/** A coupon's state at `now`, whatever the cart: the one rule by which the cart applies it and the
 * back office says whether it applies now. Dates are inclusive instants. */
export function couponState(coupon: CouponRule, now: Date): CouponState {
  if (!coupon.active) return "inactive";
  const at = now.getTime();
  if (coupon.validFrom && at < Date.parse(coupon.validFrom)) return "scheduled";
  if (coupon.validUntil && at > Date.parse(coupon.validUntil)) return "expired";
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return "usedUp";
  return "live";
}

/** What the cart tells the shopper for a coupon in a state that does not apply (a switched-off one
 * is as unknown as a code that names none). */
const stateProblems: Record<Exclude<CouponState, "live">, string> = {
  inactive: cartMessages.couponNotFound,
  scheduled: cartMessages.couponNotStarted,
  expired: cartMessages.couponExpired,
  usedUp: cartMessages.couponUsedUp,
};

/** Why a coupon does not apply to a cart with these items, or null when it does. */
export function couponProblem(coupon: CouponRule, itemsTotal: number, now: Date): string | null {
  const state = couponState(coupon, now);
  if (state !== "live") return stateProblems[state];
  if (itemsTotal < coupon.minTotal) return cartMessages.couponMinimum;
  return null;
}
