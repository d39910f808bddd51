/**
 * The shop's coupons in the back office (decision 0072): listed with what each gives and whether it
 * applies now, created, changed, switched off and on, and deleted while no order has used them. The
 * cart reads a coupon afresh on every read, so a change applies to carts from their next view.
 * Back office only, every endpoint.
 */
import { z } from "zod";
import { cartMessages } from "./cart";
import {
  COUPON_DAY_PATTERN,
  couponStates,
  MAX_COUPON_AMOUNT,
  MAX_COUPON_CODE,
  MAX_COUPON_USAGE,
} from "./coupon-limits";
import { endpoint, idNumber, queryId, queryInt } from "./define";

export const couponAdminMessages = {
  /** See COUPON_CODE_PATTERN. */
  codeInvalid: "A coupon code is 3 to 32 letters, digits, dashes or underscores.",
  /** Codes are unique per site, without regard to case. */
  codeTaken: "Another coupon has this code.",
  percentInvalid: "A percentage is a whole number from 1 to 100.",
  amountInvalid: "A fixed discount is an amount above zero.",
  minimumInvalid: "The minimum total is an amount of zero or more.",
  dateInvalid: "A validity date is a day of the calendar.",
  /** Both days are inclusive: a coupon may be valid for one day. */
  datesReversed: "The last day of validity is before the first.",
  usageLimitInvalid: "A usage limit is empty (no limit) or a whole number of at least 1.",
  /** A limit never takes back uses that orders made. */
  usageLimitBelowUsed: "The usage limit is below the number of times the coupon has been used.",
  /** Orders name the coupons they used (and give a use back when their payment fails). */
  couponUsed: "This coupon has been used: deactivate it instead.",
  /** The cart's own message for a code that names no coupon. */
  couponNotFound: cartMessages.couponNotFound,
} as const;

export const couponState = z.enum(couponStates);

/** A coupon as the back office sees it. */
export const adminCoupon = z.object({
  id: z.number(),
  /** Upper-case. */
  code: z.string(),
  type: z.enum(["percent", "fixed"]),
  /** Percent (1-100) or cents. */
  value: z.number().int(),
  /** Cents the items must total before the discount applies. */
  minTotal: z.number().int(),
  /** The first and last day it applies (yyyy-mm-dd, the shop's days, both inclusive), or null: open. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  active: z.boolean(),
  /** Whether it applies now (a cart's minimum aside), by the cart's rule. */
  state: couponState,
  /** An order used it: it can be switched off, not deleted. */
  used: z.boolean(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

/** The coupons of the site, by code. */
export const coupons = endpoint({
  method: "GET",
  path: "v1/admin/coupons/list",
  input: z.object({}),
  output: z.object({ coupons: z.array(adminCoupon) }),
});

/** One coupon. 404 couponNotFound. */
export const coupon = endpoint({
  method: "GET",
  path: "v1/admin/coupons/get",
  input: z.object({ id: queryInt().pipe(idNumber()) }),
  output: adminCoupon,
});

const day = z.string().regex(COUPON_DAY_PATTERN).nullable();

/** What a coupon's form sets, on creation and on every save. The bounds here only keep numbers in
 * the columns' range; the rules (a percent of 1-100, an amount above 0 ...) are the module's, each
 * refused with its own message rather than the contract's generic one. */
const couponSettings = z.object({
  type: z.enum(["percent", "fixed"]),
  value: z.number().int().min(-MAX_COUPON_AMOUNT).max(MAX_COUPON_AMOUNT),
  minTotal: z.number().int().min(-MAX_COUPON_AMOUNT).max(MAX_COUPON_AMOUNT),
  validFrom: day,
  validUntil: day,
  usageLimit: z.number().int().min(-MAX_COUPON_USAGE).max(MAX_COUPON_USAGE).nullable(),
  active: z.boolean(),
});
export type CouponSettings = z.infer<typeof couponSettings>;

/** A coupon's discount, minimum, days and limit and whether it is on. Carts that hold it are priced
 * with it as saved from their next read (one that no longer applies is taken off with the cart's
 * notice). 400 percentInvalid (percent outside 1-100), amountInvalid (fixed not above 0),
 * minimumInvalid, dateInvalid, datesReversed, usageLimitInvalid; 409 usageLimitBelowUsed; 404
 * couponNotFound. The code stays as created: carts and orders name the coupon by it. */
export const saveCoupon = endpoint({
  method: "PUT",
  path: "v1/admin/coupons/save",
  input: z.object({ id: idNumber(), ...couponSettings.shape }),
  output: adminCoupon,
});

/** A new coupon, its code stored upper-case, set as saveCoupon sets one. 400 codeInvalid
 * (COUPON_CODE_PATTERN), 409 codeTaken for a code another coupon of the site has (in any case); the
 * rest as saveCoupon. */
export const createCoupon = endpoint({
  method: "POST",
  path: "v1/admin/coupons/create",
  input: z.object({
    code: z
      .string()
      .trim()
      .max(MAX_COUPON_CODE * 2),
    ...couponSettings.shape,
  }),
  output: adminCoupon,
});

/** Switches a coupon off (carts holding it lose it at their next read) or on. 404 couponNotFound. */
export const setCouponActive = endpoint({
  method: "POST",
  path: "v1/admin/coupons/setActive",
  input: z.object({ id: idNumber(), active: z.boolean() }),
  output: adminCoupon,
});

/** Deletes a coupon no order used (carts holding it lose it at their next read). 409 couponUsed for
 * one an order used (switch it off instead); 404 couponNotFound. */
export const deleteCoupon = endpoint({
  method: "DELETE",
  path: "v1/admin/coupons/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ deleted: z.literal(true) }),
});
