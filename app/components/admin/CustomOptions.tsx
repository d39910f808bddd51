import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { AdminCustomOption } from "#server/contract";
import { MAX_OPTION_CODE, MAX_OPTION_LABEL } from "#server/contract/catalog-admin-limits";
import { MAX_PERSONALIZATION_LENGTH } from "#server/contract/cart-limits";
import { locales, type Locale } from "#server/contract/urls";
import * as css from "~/components/admin/admin.css";
import { ConfirmedRowAction } from "~/components/admin/ConfirmedRowAction";
import { CheckboxField, Field, SelectField } from "~/components/forms/Field";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import * as formCss from "~/components/forms/forms.css";
import { NEW_OPTION_FORM, OPTION_INTENTS, optionFormId } from "~/lib/forms/custom-option-forms";
import { useReplyForm } from "~/lib/forms/reply";
import { useTranslation } from "~/lib/i18n";
import { amountInput, formatMoney } from "~/lib/money";
import { outlineButton, primaryButton } from "~/styles/button.css";

/** The reply to one of the section's forms: which form, and what the action answered. */
export interface OptionReply {
  formId: string;
  result: SubmissionResult<string[]>;
}

/**
 * A product's personalization fields (decision 0114): each with what its buyer sees and pays, its
 * form behind "Edit" and its removal asked first; a new field's form below. Plain forms posting to
 * the product page's action, so that all of it works without JavaScript; a refused form opens again
 * with what was typed and each message under its field.
 */
export function CustomOptions({
  id,
  options,
  locale,
  variant,
  reply,
}: {
  /** The section's id: where an answer without JavaScript opens. */
  id: string;
  options: AdminCustomOption[];
  locale: Locale;
  /** A variant's own fields replace its configurable product's. */
  variant: boolean;
  reply: OptionReply | null;
}) {
  const { t } = useTranslation();
  const resultFor = (formId: string) => (reply?.formId === formId ? reply.result : undefined);
  return (
    <section aria-labelledby={`${id}-title`} id={id} data-testid="product-options">
      <h2 className={css.subheading} id={`${id}-title`}>
        {t("admin.productOptions.title")}
      </h2>
      <p className={css.muted}>{t("admin.productOptions.intro")}</p>
      {variant ? <p className={css.muted}>{t("admin.productOptions.variantIntro")}</p> : null}
      {options.length ? (
        <ul className={css.optionList}>
          {options.map((option) => {
            const name = option.labels[locale] || option.code;
            return (
              <li key={option.id} className={css.optionItem} data-testid="product-option">
                <p className={css.optionName}>
                  <strong>{name}</strong> <code>{option.code}</code>
                </p>
                <p className={css.muted} data-testid="product-option-facts">
                  {[
                    option.type === "text"
                      ? t("admin.productOptions.textUpTo", { count: option.maxLength })
                      : t("admin.productOptions.wholeNumber"),
                    option.price
                      ? t("admin.productOptions.adds", { price: formatMoney(option.price, locale) })
                      : t("admin.productOptions.free"),
                    t(option.required ? "admin.productOptions.requiredShort" : "admin.productOptions.optionalShort"),
                  ].join(" · ")}
                </p>
                <div className={css.wrappingRowActions}>
                  {/* Its save closes its form (drawn anew from what was saved); another's keeps it. */}
                  <details
                    key={JSON.stringify(option)}
                    open={!!resultFor(optionFormId(option.id))}
                    className={css.optionEdit}
                  >
                    <summary className={css.optionSummary} aria-label={t("admin.productOptions.editOne", { name })}>
                      {t("admin.productOptions.edit")}
                    </summary>
                    <OptionForm
                      formId={optionFormId(option.id)}
                      option={option}
                      locale={locale}
                      lastResult={resultFor(optionFormId(option.id))}
                    />
                  </details>
                  <ConfirmedRowAction
                    intent={OPTION_INTENTS.delete}
                    fields={{ optionId: option.id }}
                    label={t("admin.productOptions.deleteOne", { name })}
                    question={t("admin.productOptions.confirmTitle", { name })}
                    text={t("admin.productOptions.confirmText")}
                    yes={t("admin.productOptions.confirmYes")}
                    testId="product-option-delete"
                  >
                    {t("admin.productOptions.delete")}
                  </ConfirmedRowAction>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={css.muted} data-testid="product-options-none">
          {t("admin.productOptions.none")}
        </p>
      )}
      {/* A field made (a new newest id) closes and empties the form. */}
      <details
        key={Math.max(0, ...options.map((o) => o.id))}
        open={!!resultFor(NEW_OPTION_FORM)}
        className={css.optionEdit}
        data-testid="product-option-add"
      >
        <summary className={css.optionSummary}>{t("admin.productOptions.add")}</summary>
        <OptionForm formId={NEW_OPTION_FORM} locale={locale} lastResult={resultFor(NEW_OPTION_FORM)} />
      </details>
    </section>
  );
}

/** A field's form, or without `option` a new field's, which also takes its code and type. */
function OptionForm({
  formId,
  option,
  locale,
  lastResult,
}: {
  formId: string;
  option?: AdminCustomOption;
  locale: Locale;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const defaults = option
    ? {
        labels: option.labels,
        required: option.required ? "on" : undefined,
        price: option.price ? amountInput(option.price, locale) : "",
        maxLength: String(option.maxLength),
      }
    : { type: "text" };
  const { form, field } = useReplyForm(formId, lastResult, { defaults });
  return (
    // No anchor in the action: an address with one turns off the autofocus that, without JavaScript,
    // puts the cursor in the refused field (and brings it into view).
    <Form method="post" {...form.props} className={formCss.form} data-testid={formId}>
      <input type="hidden" name="intent" value={option ? OPTION_INTENTS.save : OPTION_INTENTS.create} />
      {option ? <input type="hidden" name="optionId" value={option.id} /> : null}
      <FaultFocus reply={lastResult}>
        <FormErrors id={form.errorId} errors={form.errors} answer={lastResult} />
        {option ? null : (
          <div className={css.inlineForm}>
            <Field
              meta={{ ...field("code"), maxLength: MAX_OPTION_CODE }}
              label={t("admin.productOptions.code")}
              hint={t("admin.productOptions.codeHint")}
              testId="option-code"
            />
            <SelectField
              meta={field("type")}
              label={t("admin.productOptions.type")}
              options={[
                { value: "text", label: t("admin.productOptions.types.text") },
                { value: "number", label: t("admin.productOptions.types.number") },
              ]}
            />
          </div>
        )}
        <div className={css.inlineForm}>
          {locales.map((language) => (
            <Field
              key={language}
              meta={{ ...field(`labels.${language}`), maxLength: MAX_OPTION_LABEL }}
              label={t(`admin.productOptions.label.${language}`)}
              testId={`option-label-${language}`}
            />
          ))}
        </div>
        <div className={css.inlineForm}>
          <Field
            meta={field("price")}
            label={t("admin.productOptions.price")}
            hint={t("admin.productOptions.priceHint")}
            inputMode="decimal"
            optional
            testId="option-price"
          />
          {option?.type === "number" ? null : (
            // A new field's form hides the length while "Number" is picked, with or without JavaScript.
            <div className={css.forTextOnly}>
              <Field
                meta={field("maxLength")}
                label={t("admin.productOptions.maxLength")}
                hint={t("admin.productOptions.maxLengthHint", { max: MAX_PERSONALIZATION_LENGTH })}
                inputMode="numeric"
                optional
                testId="option-max-length"
              />
            </div>
          )}
        </div>
        <CheckboxField meta={field("required")} testId="option-required">
          {t("admin.productOptions.required")}
        </CheckboxField>
        <div>
          <button type="submit" className={option ? outlineButton : primaryButton}>
            {t(option ? "admin.productOptions.save" : "admin.productOptions.create")}
          </button>
        </div>
      </FaultFocus>
    </Form>
  );
}
