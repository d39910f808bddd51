import { Form } from "react-router";
import type { AdminDeliveryMethod } from "#server/contract";
import { locales, type Locale } from "#server/contract/urls";
import * as css from "~/components/admin/admin.css";
import { CountryPicker, type CountryChoice } from "~/components/admin/CountryPicker";
import { FormErrors, useRefusedFields } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import { FieldFrame, hintIdOf } from "~/components/forms/FieldFrame";
import * as formCss from "~/components/forms/forms.css";
import { typed, useRefusal, type FormRefusal } from "~/lib/forms/refusal";
import { useTranslation } from "~/lib/i18n";
import { MAX_DELIVERY_CODE, MAX_DELIVERY_DESCRIPTION, MAX_DELIVERY_NAME } from "#server/contract/delivery-limits";
import { amountInput } from "~/lib/money";
import { primaryButton } from "~/styles/button.css";

/** A text per language: `<prefix>.en`, `<prefix>.hr`. */
export function LanguageTexts({
  idPrefix,
  prefix,
  label,
  values,
  typedValues,
  multiline = false,
  max,
  hint,
}: {
  idPrefix: string;
  prefix: string;
  label: (language: Locale) => string;
  values: Partial<Record<Locale, string>>;
  typedValues: FormRefusal["values"] | undefined;
  multiline?: boolean;
  max: number;
  hint?: string;
}) {
  return locales.map((language) => {
    const id = `${idPrefix}-${prefix}-${language}`;
    const name = `${prefix}.${language}`;
    const shown = typed(typedValues, name) ?? values[language] ?? "";
    const own = language === "en" ? undefined : hint;
    const props = {
      id,
      name,
      lang: language,
      maxLength: max,
      defaultValue: shown,
      required: language === "en" && !multiline,
      "aria-describedby": hintIdOf(id, own),
      className: formCss.input,
      "data-testid": `${idPrefix}-${prefix}-${language}`,
    };
    return (
      <FieldFrame key={language} id={id} label={label(language)} hint={own}>
        {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
      </FieldFrame>
    );
  });
}

/**
 * A one-line field the form's refusal may name: its reason under it, the cursor in it when it is the
 * first at fault (fields ask in the order React draws them), what was typed shown again, else `saved`.
 */
function RefusedField({
  name,
  id,
  label,
  hint,
  refusal,
  saved,
  ...input
}: {
  name: string;
  id: string;
  label: string;
  hint: string;
  refusal: FormRefusal | null;
  saved: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue">) {
  const { errors, control } = useRefusedFields(refusal)(name, id, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={typed(refusal?.values, name) ?? saved}
        className={formCss.input}
        {...input}
        {...control}
      />
    </FieldFrame>
  );
}

/** An amount in euros (typed as the language writes it), shown as saved or as typed before a refusal. */
function AmountField({
  name,
  label,
  hint,
  saved,
  refusal,
  locale,
  required = false,
}: {
  name: "price" | "freeFrom";
  label: string;
  hint: string;
  saved: number | null;
  refusal: FormRefusal | null;
  locale: Locale;
  required?: boolean;
}) {
  const id = `method-${name === "price" ? "price" : "free-from"}`;
  return (
    <RefusedField
      name={name}
      id={id}
      label={label}
      hint={hint}
      refusal={refusal}
      saved={saved === null ? "" : amountInput(saved, locale)}
      inputMode="decimal"
      required={required}
      data-testid={id}
    />
  );
}

/** What the form starts from: a method as saved, or a new one's defaults (no price yet). */
export type DeliveryMethodFields = Pick<
  AdminDeliveryMethod,
  "names" | "descriptions" | "countries" | "active" | "handsOver" | "position"
> & { price: number | null; freeFrom: number | null };

/**
 * A delivery method's fields: names and descriptions per language, price, the goods total it
 * delivers for free from (optional), countries (every one the
 * store delivers to, or those ticked), offered, handed over in person, position; and for a new
 * method its code, which stays as it is once created. A refused post shows it again as typed.
 */
export function DeliveryMethodForm({
  form,
  intent,
  action,
  locale,
  saved,
  countries,
  submitLabel,
  testId,
}: {
  /** Which refusal is this form's: a new method's asks for the code too. */
  form: Extract<FormRefusal["form"], "deliveryMethod" | "deliveryMethodNew">;
  intent: string;
  action: string;
  locale: Locale;
  saved: DeliveryMethodFields;
  countries: CountryChoice[];
  submitLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal(form);
  const values = refusal?.values;
  const checked = (name: string, was: boolean) => (values ? name in values : was);
  const fallbackHint = t("admin.deliveryMethods.fallbackHint");
  return (
    <Form method="post" action={action} className={css.fields} data-testid={testId}>
      <FaultFocus reply={refusal}>
        {/* The countries' picker has no place for a message of its own: theirs is said above. */}
        <FormErrors
          id={`${testId}-errors`}
          errors={refusal ? [refusal.error, refusal.fields?.countries ?? ""] : undefined}
          answer={refusal}
          pointsToFields={Object.keys(refusal?.fields ?? {}).some((name) => name !== "countries")}
        />
        <input type="hidden" name="intent" value={intent} />
        {form === "deliveryMethodNew" ? (
          // The code names the method in the data: plain, and fixed once made.
          <RefusedField
            name="code"
            id="method-code"
            label={t("admin.deliveryMethods.code")}
            hint={t("admin.deliveryMethods.codeHint")}
            refusal={refusal}
            saved=""
            required
            maxLength={MAX_DELIVERY_CODE}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
        ) : null}
        <LanguageTexts
          idPrefix="method"
          prefix="names"
          label={(language) => t(`admin.deliveryMethods.name.${language}`)}
          values={saved.names}
          typedValues={values}
          max={MAX_DELIVERY_NAME}
          hint={fallbackHint}
        />
        <LanguageTexts
          idPrefix="method"
          prefix="descriptions"
          label={(language) => t(`admin.deliveryMethods.description.${language}`)}
          values={saved.descriptions}
          typedValues={values}
          multiline
          max={MAX_DELIVERY_DESCRIPTION}
          hint={fallbackHint}
        />
        <AmountField
          name="price"
          label={t("admin.deliveryMethods.priceLabel")}
          hint={t("admin.deliveryMethods.priceHint")}
          saved={saved.price}
          refusal={refusal}
          locale={locale}
          required
        />
        <AmountField
          name="freeFrom"
          label={t("admin.deliveryMethods.freeFromLabel")}
          hint={t("admin.deliveryMethods.freeFromHint")}
          saved={saved.freeFrom}
          refusal={refusal}
          locale={locale}
        />
        <CountryPicker
          legend={t("admin.deliveryMethods.countries")}
          allLabel={t("admin.deliveryMethods.allCountriesChoice")}
          chosenLabel={t("admin.deliveryMethods.chosenCountries")}
          countries={countries}
          saved={saved.countries}
          typedValues={values}
        />
        <label className={formCss.checkboxLabel}>
          <input
            type="checkbox"
            name="active"
            defaultChecked={checked("active", saved.active)}
            className={formCss.checkbox}
            data-testid="method-active"
          />
          {t("admin.deliveryMethods.activeLabel")}
        </label>
        <label className={formCss.checkboxLabel}>
          <input
            type="checkbox"
            name="handsOver"
            defaultChecked={checked("handsOver", saved.handsOver)}
            className={formCss.checkbox}
            data-testid="method-hands-over"
          />
          {t("admin.deliveryMethods.handsOverLabel")}
        </label>
        <RefusedField
          name="position"
          id="method-position"
          label={t("admin.deliveryMethods.position")}
          hint={t("admin.deliveryMethods.positionHint")}
          refusal={refusal}
          saved={String(saved.position)}
          inputMode="numeric"
          required
        />
        <div>
          <button type="submit" className={primaryButton} data-testid="method-save">
            {submitLabel}
          </button>
        </div>
      </FaultFocus>
    </Form>
  );
}
