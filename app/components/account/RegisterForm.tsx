import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import { useReplyForm } from "~/lib/forms/reply";
import { lazyPart } from "~/lib/lazy";
import type { ConsentView } from "../checkout/ConsentFields";
import { FormErrors } from "../forms/ErrorList";
import { FaultFocus } from "../forms/fault-focus";
import { CheckboxField } from "../forms/Field";
import { Honeypot } from "../forms/Honeypot";
import { SubmitButton, useIsPending } from "../forms/SubmitButton";
import * as formCss from "../forms/forms.css";
import type { CountryOption } from "./AddressFields";
import { DetailsFields, detailsFieldNames } from "./DetailsFields";
import { NewPasswordFields } from "./NewPasswordFields";
import * as css from "./account.css";
import "../checkout/consents.css";

// Fields that need no script (the addresses CSS shows, the consent boxes) load their code after the
// page, keeping the registration page as light as a product page; their styles are the page's.
const AddressesAndConsents = lazyPart(() => import("./RegisterAddresses").then((m) => m.AddressesAndConsents));

/**
 * The registration form's fields from the action's reply. Checked by the action's schema only, its
 * errors coming back with the reply: neither zod nor conform's client state is on this page
 * (docs/decisions/0018-lighter-pages.md, 0019-reply-forms.md).
 */
export const useRegisterReply = (lastResult: SubmissionResult<string[]> | null | undefined) =>
  useReplyForm("register-form", lastResult, { defaults: { billingSame: "on" } });

/**
 * The registration form (spec sections 3 to 5): details, password, optional membership card, and
 * optionally a delivery and a billing address (shown by CSS when the box is checked, so it works
 * without JavaScript), then the consents of the registerForm type. Posts to the registration page.
 */
export function RegisterForm({
  locale,
  countries,
  redirectTo,
  lastResult,
  consents,
  consentsFailed,
}: {
  locale: Locale;
  countries: CountryOption[];
  consents: ConsentView[];
  consentsFailed: boolean;
  redirectTo?: string | null;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const action = pagePath("register", locale);
  const { form, field, fieldset } = useRegisterReply(lastResult);
  const pending = useIsPending({ formAction: action });
  return (
    <Form method="post" action={action} className={formCss.form} {...form.props} data-testid="register-form">
      <FaultFocus reply={lastResult}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{t("account.register.yourDetails")}</legend>
          <DetailsFields fields={fieldset("", detailsFieldNames)} />
        </fieldset>
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{t("account.register.security")}</legend>
          <NewPasswordFields
            password={field("password")}
            confirmation={field("confirmedPassword")}
            labels={["account.fields.password", "account.fields.confirmedPassword"]}
          />
        </fieldset>
        <div className={css.addressToggle}>
          <CheckboxField meta={field("withAddresses")} testId="with-addresses">
            {t("account.register.withAddresses")}
          </CheckboxField>
        </div>
        <AddressesAndConsents
          lastResult={lastResult}
          countries={countries}
          consents={consents}
          consentsFailed={consentsFailed}
        />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Honeypot />
        <SubmitButton pending={pending} pendingLabel={t("account.register.pending")} testId="register-submit">
          {t("account.register.submit")}
        </SubmitButton>
      </FaultFocus>
    </Form>
  );
}
