import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import { loginErrors } from "~/lib/account-form";
import { useReplyForm } from "~/lib/forms/reply";
import { useTranslation } from "~/lib/i18n";
import { FormErrors } from "../forms/ErrorList";
import { FaultFocus } from "../forms/fault-focus";
import { Field } from "../forms/Field";
import { Honeypot } from "../forms/Honeypot";
import { SubmitButton, useIsPending } from "../forms/SubmitButton";
import * as formCss from "../forms/forms.css";
import * as css from "./account.css";

/** The login form (spec sections 3 and 5): e-mail as username and password. Posts to the login page
 * unless `action` names another (the back-office login, /adminLogin). */
export function LoginForm({
  locale,
  redirectTo,
  lastResult,
  action = pagePath("login", locale),
}: {
  locale: Locale;
  redirectTo?: string | null;
  lastResult?: SubmissionResult<string[]> | null;
  action?: string;
}) {
  const { t } = useTranslation();
  // The schema's rules without zod, and the fields from the action's reply without conform's client
  // state: both stay off this page (docs/decisions/0018-lighter-pages.md, 0019-reply-forms.md).
  const { form, field } = useReplyForm("login-form", lastResult, { validate: loginErrors });
  const pending = useIsPending({ formAction: action });
  return (
    <Form method="post" action={action} className={formCss.form} {...form.props} data-testid="login-form">
      <FaultFocus reply={lastResult}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={field("username")}
          label={t("account.fields.email")}
          type="email"
          autoComplete="username"
          inputMode="email"
        />
        <Field
          meta={field("password")}
          label={t("account.fields.password")}
          type="password"
          autoComplete="current-password"
        />
      </FaultFocus>
      <div className={css.linkRow}>
        <Link to={pagePath("forgotPassword", locale)}>{t("account.login.forgot")}</Link>
      </div>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Honeypot />
      <SubmitButton pending={pending} pendingLabel={t("account.login.pending")} testId="login-submit">
        {t("account.login.submit")}
      </SubmitButton>
    </Form>
  );
}
