/**
 * What the coupon pages (coupons.tsx, coupon.tsx) share on the server: the platform's refusals of a
 * coupon's form said under the field they concern, and the coupons' days and discounts as the
 * back office shows them.
 */
import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import type { AdminCoupon, ErrorCode } from "#server/contract";
import type { Locale } from "#server/contract/urls";
import { isPlatformError } from "~/.server/platform";
import type { CouponFormField } from "~/lib/forms/coupons";
import { refusalKey } from "./admin.server";

/** The platform's refusals of a coupon's settings, by code, to the field they concern and its message. */
const fieldRefusals: Partial<Record<ErrorCode, [CouponFormField, string]>> = {
  COUPON_CODE_INVALID: ["code", "admin.coupons.errors.codeInvalid"],
  COUPON_CODE_TAKEN: ["code", "admin.coupons.errors.codeTaken"],
  COUPON_PERCENT_INVALID: ["value", "admin.coupons.errors.percent"],
  COUPON_AMOUNT_INVALID: ["value", "admin.coupons.errors.amount"],
  COUPON_MINIMUM_INVALID: ["minTotal", "admin.coupons.errors.minimum"],
  COUPON_DATE_INVALID: ["validFrom", "admin.coupons.errors.date"],
  COUPON_DATES_REVERSED: ["validUntil", "admin.coupons.errors.datesReversed"],
  COUPON_USAGE_LIMIT_INVALID: ["usageLimit", "admin.coupons.errors.usageLimit"],
  COUPON_USAGE_LIMIT_BELOW_USED: ["usageLimit", "admin.coupons.errors.usageLimitBelowUsed"],
};

/** The form again as typed, with the platform's reason under its field (or over the form). */
export function couponFormRefused(submission: Submission<unknown>, error: unknown) {
  const refusal = isPlatformError(error) ? fieldRefusals[error.code] : undefined;
  const result = refusal
    ? submission.reply({ fieldErrors: { [refusal[0]]: [refusal[1]] } })
    : submission.reply({ formErrors: [refusalKey(error)] });
  return data({ result }, { status: isPlatformError(error, 404) ? 404 : 400 });
}

/** A coupon's first and last day as the back office reads them (the days are the shop's already). */
export function couponDays(coupon: AdminCoupon, language: Locale) {
  const format = new Intl.DateTimeFormat(language === "hr" ? "hr-HR" : "en-GB", {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  const shown = (day: string | null) => (day ? format.format(new Date(`${day}T00:00:00Z`)) : null);
  return { ...coupon, shownFrom: shown(coupon.validFrom), shownUntil: shown(coupon.validUntil) };
}
