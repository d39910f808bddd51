import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/forgot-password";
import { accounts } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { resetLinkTemplate } from "~/.server/auth/verification-link";
import { localeContext, platformContext } from "~/.server/context";
import { errorMessageKey } from "~/.server/auth/errors";
import { requireGuest } from "~/.server/auth/guards";
import { checkHoneypot } from "~/.server/auth/honeypot";
import { tFor } from "~/.server/i18n";
import { isPlatformError } from "~/.server/platform";
import { AuthCard } from "~/components/account/AuthCard";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import { Field } from "~/components/forms/Field";
import { Honeypot } from "~/components/forms/Honeypot";
import { SubmitButton, useIsPending } from "~/components/forms/SubmitButton";
import * as formCss from "~/components/forms/forms.css";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { forgotPasswordSchema } from "~/lib/forms/account";
import { useBlurCheck } from "~/lib/forms/blur-check";
import { privatePageMeta } from "~/lib/seo";
import { notice } from "~/styles/notice.css";

export const handle: TranslationHandle = { i18n: ["forms", "auth"] };

/** /forgot-password, /hr/zaboravljena-lozinka (guest-only): asks the platform to e-mail a reset link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(context);
  const locale = context.get(localeContext);
  const t = tFor(locale);
  return {
    locale,
    sent: new URL(request.url).searchParams.get("sent") === "1",
    title: t("account.forgot.title"),
    description: t("account.forgot.metaDescription"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const formData = await request.formData();
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await context.get(platformContext).call(accounts.passwordForgot, {
      email: submission.value.email,
      resetUrl: resetLinkTemplate(locale),
    });
  } catch (error) {
    const status = isPlatformError(error, 429) ? 429 : 400;
    return data({ result: submission.reply({ formErrors: [errorMessageKey(error)] }) }, { status });
  }
  // The same answer whether or not the address has an account.
  return redirect(`${pagePath("forgotPassword", locale)}?sent=1`, { status: 303 });
}

export const meta = privatePageMeta;

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, sent } = loaderData;
  const [form, fields] = useForm({
    id: "forgot-form",
    lastResult: actionData?.result,
    // Checked as a field loses focus by `useBlurCheck`, which spares a press on the button.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  const blurCheck = useBlurCheck(form);
  const pending = useIsPending();
  const back = <Link to={pagePath("login", locale)}>{t("account.forgot.backToLogin")}</Link>;
  if (sent) {
    return (
      <AuthCard title={t("account.forgot.sentTitle")} testId="forgot-sent" footer={back}>
        <div className={notice} role="status">
          <p style={{ margin: 0 }}>{t("account.forgot.sent")}</p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("account.forgot.title")} intro={t("account.forgot.intro")} testId="forgot-page" footer={back}>
      <Form method="post" className={formCss.form} {...getFormProps(form)} {...blurCheck} data-testid="forgot-form">
        <FaultFocus reply={actionData?.result}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            meta={fields.email}
            label={t("account.fields.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <Honeypot />
          <SubmitButton pending={pending} pendingLabel={t("account.forgot.pending")}>
            {t("account.forgot.submit")}
          </SubmitButton>
        </FaultFocus>
      </Form>
    </AuthCard>
  );
}
