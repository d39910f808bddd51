import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n";
import { ConsentFields, type ConsentView } from "../checkout/ConsentFields";
import { CheckboxField } from "../forms/Field";
import * as formCss from "../forms/forms.css";
import { AddressFields, addressFieldNames, type CountryOption } from "./AddressFields";
import { useRegisterReply } from "./RegisterForm";
import * as css from "./account.css";

/**
 * The registration form's delivery and billing addresses (shown by CSS when their box is checked)
 * and its consents: fields of the form in RegisterForm, read from the same reply.
 */
export function AddressesAndConsents({
  lastResult,
  countries,
  consents,
  consentsFailed,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  countries: CountryOption[];
  consents: ConsentView[];
  consentsFailed: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldset } = useRegisterReply(lastResult);
  return (
    <>
      <div className={css.addressBlock} data-testid="register-addresses">
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{t("account.register.delivery")}</legend>
          <AddressFields fields={fieldset("delivery", addressFieldNames)} countries={countries} purpose="shipping" />
        </fieldset>
        <CheckboxField meta={field("billingSame")}>{t("account.register.billingSame")}</CheckboxField>
        <fieldset className={`${formCss.fieldset} ${css.billingBlock}`}>
          <legend className={formCss.legend}>{t("account.register.billing")}</legend>
          <AddressFields fields={fieldset("billing", addressFieldNames)} countries={countries} purpose="billing" />
        </fieldset>
      </div>
      <ConsentFields meta={field("consents")} consents={consents} failed={consentsFailed} />
    </>
  );
}
