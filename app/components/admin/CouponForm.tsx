import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { AdminCoupon } from "#server/contract";
import type { Locale } from "#server/contract/urls";
import * as css from "~/components/admin/admin.css";
import { CheckboxField, Field, SelectField } from "~/components/forms/Field";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import { SubmitButton, useIsPending } from "~/components/forms/SubmitButton";
import type { CouponFormField } from "~/lib/forms/coupons";
import { useTranslation, type TFunction } from "~/lib/i18n";
import { amountInput, formatMoney } from "~/lib/money";

/** A coupon as its pages show it: the days also written out in the admin's language. */
export type ShownCoupon = AdminCoupon & { shownFrom: string | null; shownUntil: string | null };

/** What a coupon gives: "10 %", or an amount in the shop's format ("5,00 €"). */
export const discountText = (t: TFunction, coupon: Pick<AdminCoupon, "type" | "value">, locale: Locale) =>
  coupon.type === "percent"
    ? t("admin.coupons.percentOff", { value: coupon.value })
    : formatMoney(coupon.value, locale);

/** When a coupon applies: both days inclusive, either open. */
export function validityText(t: TFunction, coupon: ShownCoupon) {
  const { shownFrom: from, shownUntil: until } = coupon;
  if (from && until) return t("admin.coupons.window.between", { from, until });
  if (from) return t("admin.coupons.window.from", { from });
  if (until) return t("admin.coupons.window.until", { until });
  return t("admin.coupons.window.always");
}

/** How often it was used, of how many uses. */
export const usageText = (t: TFunction, coupon: AdminCoupon) =>
  coupon.usageLimit === null
    ? t("admin.coupons.usedUnlimited", { used: coupon.usedCount })
    : t("admin.coupons.usedOfLimit", { used: coupon.usedCount, limit: coupon.usageLimit });

/** A form's values from a saved coupon, as they would be typed. */
function typedValues(coupon: AdminCoupon | null, locale: Locale): Partial<Record<CouponFormField, string>> {
  if (!coupon) return { type: "percent", active: "on" };
  return {
    type: coupon.type,
    value: coupon.type === "percent" ? String(coupon.value) : amountInput(coupon.value, locale),
    minTotal: coupon.minTotal ? amountInput(coupon.minTotal, locale) : "",
    validFrom: coupon.validFrom ?? "",
    validUntil: coupon.validUntil ?? "",
    usageLimit: coupon.usageLimit === null ? "" : String(coupon.usageLimit),
    ...(coupon.active ? { active: "on" } : {}),
  };
}

/**
 * A coupon's fields: for a new one its code (kept as created: carts and orders name the coupon by
 * it), then the discount (a percent or an amount), the minimum, the first and last day, the usage
 * limit and whether it is on. Checked by the action; a refused post shows what was typed with the
 * message under its field, with or without JavaScript.
 */
export function CouponForm({
  id,
  intent,
  locale,
  saved,
  lastResult,
  submitLabel,
}: {
  id: string;
  intent: "create" | "save";
  locale: Locale;
  saved: AdminCoupon | null;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<Record<CouponFormField, string>>({
    id,
    lastResult,
    defaultValue: typedValues(saved, locale),
  });
  const pending = useIsPending({ intent });
  const types = [
    { value: "percent", label: t("admin.coupons.type.percent") },
    { value: "fixed", label: t("admin.coupons.type.fixed") },
  ];
  return (
    <Form method="post" {...getFormProps(form)} className={css.fields} data-testid={id}>
      {/* Without JavaScript the first field at fault gets the cursor (conform puts it there with it). */}
      <FaultFocus reply={lastResult}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={intent} />
        {intent === "create" ? (
          <Field
            meta={fields.code}
            label={t("admin.coupons.code")}
            hint={t("admin.coupons.codeHint")}
            testId="coupon-code"
          />
        ) : null}
        <SelectField meta={fields.type} label={t("admin.coupons.typeLabel")} options={types} />
        <Field
          meta={fields.value}
          label={t("admin.coupons.value")}
          hint={t("admin.coupons.valueHint")}
          inputMode="decimal"
          testId="coupon-value"
        />
        <Field
          meta={fields.minTotal}
          label={t("admin.coupons.minTotal")}
          hint={t("admin.coupons.minTotalHint")}
          inputMode="decimal"
          optional
          testId="coupon-min-total"
        />
        <Field
          meta={fields.validFrom}
          type="date"
          label={t("admin.coupons.validFrom")}
          hint={t("admin.coupons.validFromHint")}
          optional
          testId="coupon-valid-from"
        />
        <Field
          meta={fields.validUntil}
          type="date"
          label={t("admin.coupons.validUntil")}
          hint={t("admin.coupons.validUntilHint")}
          optional
          testId="coupon-valid-until"
        />
        <Field
          meta={fields.usageLimit}
          label={t("admin.coupons.usageLimit")}
          hint={t("admin.coupons.usageLimitHint")}
          inputMode="numeric"
          optional
          testId="coupon-usage-limit"
        />
        <CheckboxField meta={fields.active} testId="coupon-active">
          {t("admin.coupons.activeLabel")}
        </CheckboxField>
      </FaultFocus>
      <SubmitButton pending={pending} pendingLabel={t("admin.coupons.saving")} block={false}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
