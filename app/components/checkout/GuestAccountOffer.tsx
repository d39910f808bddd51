import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import { useReplyForm } from "~/lib/forms/reply";
import { NewPasswordFields } from "../account/NewPasswordFields";
import { FormErrors } from "../forms/ErrorList";
import { FaultFocus } from "../forms/fault-focus";
import { FieldFrame } from "../forms/FieldFrame";
import { Honeypot } from "../forms/Honeypot";
import { SubmitButton, useIsPending } from "../forms/SubmitButton";
import * as formCss from "../forms/forms.css";
import { primaryButton } from "~/styles/button.css";
import { ConsentFields, type ConsentView } from "./ConsentFields";
import * as css from "./checkout.css";

export interface GuestAccountOfferProps {
  locale: Locale;
  /** The order's e-mail: the account's, shown, not typed. */
  email: string;
  consents: ConsentView[];
  consentsFailed: boolean;
  /** Where the form posts (the success page of this order). */
  action: string;
  /** The confirmation link was mailed. */
  sent: boolean;
  /** The address has an account already: the visitor is asked to sign in. */
  accountExists: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}

/**
 * The success page's offer to a guest (docs/decisions/0057): an account for the order's e-mail, with
 * a password (the registration's rules) and the registration's consents. A plain form: the page's
 * action registers it, and the account gets the order once its confirmation link is followed.
 */
export function GuestAccountOffer({
  locale,
  email,
  consents,
  consentsFailed,
  action,
  sent,
  accountExists,
  lastResult,
}: GuestAccountOfferProps) {
  const { t } = useTranslation();
  const { form, field } = useReplyForm("guest-account-form", lastResult);
  const pending = useIsPending({ formAction: action });
  const heading = <h2 className={css.resultTitle}>{t("checkout.success.account.title")}</h2>;
  if (sent || accountExists) {
    return (
      <section className={css.result} aria-live="polite" data-testid="guest-account">
        {heading}
        {sent ? (
          <p data-testid="guest-account-sent">{t("checkout.success.account.sent", { email })}</p>
        ) : (
          <>
            <p data-testid="guest-account-exists">{t("checkout.success.account.exists")}</p>
            <Link to={pagePath("login", locale)} className={primaryButton}>
              {t("checkout.success.account.signIn")}
            </Link>
          </>
        )}
      </section>
    );
  }
  const emailId = "guest-account-email";
  return (
    <section className={css.result} data-testid="guest-account">
      {heading}
      <p>{t("checkout.success.account.intro")}</p>
      <Form method="post" action={action} className={formCss.form} {...form.props} data-testid="guest-account-form">
        <FaultFocus reply={lastResult}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <FieldFrame id={emailId} label={t("account.fields.email")}>
            <input
              id={emailId}
              type="email"
              value={email}
              readOnly
              className={formCss.input}
              data-testid="guest-account-email"
            />
          </FieldFrame>
          <NewPasswordFields
            password={field("password")}
            confirmation={field("confirmedPassword")}
            labels={["account.fields.password", "account.fields.confirmedPassword"]}
          />
          <ConsentFields meta={field("consents")} consents={consents} failed={consentsFailed} />
          <Honeypot />
          <SubmitButton
            pending={pending}
            pendingLabel={t("checkout.success.account.pending")}
            testId="guest-account-submit"
          >
            {t("checkout.success.account.submit")}
          </SubmitButton>
        </FaultFocus>
      </Form>
    </section>
  );
}
