/**
 * Coupon rules and cart arithmetic. The arithmetic itself lives in server/contract/cart-pricing.ts,
 * shared with the storefront's estimates; the rules that need the platform's messages live here.
 */
import { cartMessages } from "#server/contract/cart";

export { couponDiscount, vatContained, cartTotals, unitPrice, type PricedLine } from "#server/contract/cart-pricing";

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

/** Why a coupon does not apply to a cart with these items, or null when it does. Dates are inclusive. */
export function couponProblem(coupon: CouponRule, itemsTotal: number, now: Date): string | null {
  if (!coupon.active) return cartMessages.couponNotFound;
  const at = now.getTime();
  if (coupon.validFrom && at < Date.parse(coupon.validFrom)) return cartMessages.couponNotStarted;
  if (coupon.validUntil && at > Date.parse(coupon.validUntil)) return cartMessages.couponExpired;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return cartMessages.couponUsedUp;
  if (itemsTotal < coupon.minTotal) return cartMessages.couponMinimum;
  return null;
}
