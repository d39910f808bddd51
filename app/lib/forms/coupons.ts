/**
 * The back office's coupon form (decision 0072), read on the server with conform: a new coupon's
 * (with its code) and a saved one's. What was typed is turned into the platform's input here (a
 * percent, or euros with a comma or a dot as cents; days as the date inputs post them), each field
 * refused under itself; the platform checks the same rules again. Only the action parses it, so zod
 * stays out of the page's bundle.
 */
import { z } from "zod";
import {
  COUPON_CODE_PATTERN,
  COUPON_DAY_PATTERN,
  MAX_COUPON_AMOUNT,
  MAX_COUPON_CODE,
  MAX_COUPON_USAGE,
} from "#server/contract/coupon-limits";
import { parseAmount } from "../money";
import { formMessages } from "./messages";

/** The form's fields, whose names the page and the platform's refusals share. */
export type CouponFormField =
  "code" | "type" | "value" | "minTotal" | "validFrom" | "validUntil" | "usageLimit" | "active";

const errors = {
  code: "admin.coupons.errors.codeInvalid",
  percent: "admin.coupons.errors.percent",
  amount: "admin.coupons.errors.amount",
  minimum: "admin.coupons.errors.minimum",
  date: "admin.coupons.errors.date",
  datesReversed: "admin.coupons.errors.datesReversed",
  usageLimit: "admin.coupons.errors.usageLimit",
} as const;

// The shapes of the code and the days are checked with the other rules (settingsOf), not here: a
// field refused by the object's own schema would stop every other check, and the form would tell
// its faults one round at a time.
const day = z.string().trim().optional();

const settingsObject = z.object({
  type: z.enum(["percent", "fixed"], { error: formMessages.required }),
  value: z.string({ error: formMessages.required }).trim(),
  minTotal: z.string().trim().optional(),
  validFrom: day,
  validUntil: day,
  usageLimit: z.string().trim().optional(),
  active: z.literal("on").optional(),
});

type Typed = z.infer<typeof settingsObject>;

/** A whole number typed in a field, or null. */
const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/** The typed settings as the platform takes them, every field's refusal added to `ctx`. */
function settingsOf(typed: Typed, ctx: z.RefinementCtx) {
  const refuse = (field: CouponFormField, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
  const percent = wholeNumber(typed.value);
  const cents = parseAmount(typed.value);
  const value = typed.type === "percent" ? percent : cents;
  if (typed.type === "percent" && (percent === null || percent < 1 || percent > 100)) refuse("value", errors.percent);
  if (typed.type === "fixed" && (cents === null || cents < 1 || cents > MAX_COUPON_AMOUNT))
    refuse("value", errors.amount);
  const minTotal = typed.minTotal ? parseAmount(typed.minTotal) : 0;
  if (minTotal === null || minTotal > MAX_COUPON_AMOUNT) refuse("minTotal", errors.minimum);
  const usageLimit = typed.usageLimit ? wholeNumber(typed.usageLimit) : null;
  if (typed.usageLimit && (usageLimit === null || usageLimit < 1 || usageLimit > MAX_COUPON_USAGE))
    refuse("usageLimit", errors.usageLimit);
  const dayOf = (field: "validFrom" | "validUntil") => {
    const text = typed[field] || null;
    if (text && !COUPON_DAY_PATTERN.test(text)) refuse(field, errors.date);
    return text;
  };
  const [validFrom, validUntil] = [dayOf("validFrom"), dayOf("validUntil")];
  // Both days are inclusive: the same day twice is a one-day coupon.
  if (validFrom && validUntil && validUntil < validFrom) refuse("validUntil", errors.datesReversed);
  return {
    type: typed.type,
    value: value ?? 0,
    minTotal: minTotal ?? 0,
    validFrom,
    validUntil,
    usageLimit,
    active: typed.active === "on",
  };
}

/** A saved coupon's form. */
export const couponSaveSchema = settingsObject.transform(settingsOf);

/** A new coupon's form: its code too (3-32 letters, digits, dashes, underscores; stored upper-case). */
export const couponCreateSchema = z
  .object({
    ...settingsObject.shape,
    code: z.string({ error: formMessages.required }).trim(),
  })
  .transform(({ code, ...typed }, ctx) => {
    if (code.length > MAX_COUPON_CODE || !COUPON_CODE_PATTERN.test(code))
      ctx.addIssue({ code: "custom", path: ["code"], message: errors.code });
    return { code, ...settingsOf(typed, ctx) };
  });
