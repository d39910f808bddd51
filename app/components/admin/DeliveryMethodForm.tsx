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
  const { errors, control } = useRefusedFields(refusal)(name, id, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        required={required}
        defaultValue={typed(refusal?.values, name) ?? (saved === null ? "" : amountInput(saved, locale))}
        className={formCss.input}
        data-testid={id}
        {...control}
      />
    </FieldFrame>
  );
}

/** A new method's code, which names it in the data: refused under itself, the first to take the cursor. */
function CodeField({ refusal }: { refusal: FormRefusal | null }) {
  const { t } = useTranslation();
  const codeHint = t("admin.deliveryMethods.codeHint");
  const { errors, control } = useRefusedFields(refusal)("code", "method-code", codeHint);
  return (
    <FieldFrame id="method-code" label={t("admin.deliveryMethods.code")} hint={codeHint} errors={errors}>
      <input
        id="method-code"
        name="code"
        type="text"
        required
        maxLength={MAX_DELIVERY_CODE}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        defaultValue={typed(refusal?.values, "code") ?? ""}
        className={formCss.input}
        {...control}
      />
    </FieldFrame>
  );
}

/** The method's place in checkout's list. A component of its own, so that it asks for the cursor
 * after the amounts above it (fields ask in the order React draws them). */
function PositionField({ saved, refusal }: { saved: number; refusal: FormRefusal | null }) {
  const { t } = useTranslation();
  const positionHint = t("admin.deliveryMethods.positionHint");
  const { errors, control } = useRefusedFields(refusal)("position", "method-position", positionHint);
  return (
    <FieldFrame id="method-position" label={t("admin.deliveryMethods.position")} hint={positionHint} errors={errors}>
      <input
        id="method-position"
        name="position"
        type="text"
        inputMode="numeric"
        required
        defaultValue={typed(refusal?.values, "position") ?? String(saved)}
        className={formCss.input}
        {...control}
      />
    </FieldFrame>
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
        {form === "deliveryMethodNew" ? <CodeField refusal={refusal} /> : null}
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
        <PositionField saved={saved.position} refusal={refusal} />
        <div>
          <button type="submit" className={primaryButton} data-testid="method-save">
            {submitLabel}
          </button>
        </div>
      </FaultFocus>
    </Form>
  );
}
