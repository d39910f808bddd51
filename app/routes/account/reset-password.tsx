import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { accounts } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { log } from "#server/log";
import { localeContext, platformContext, viewerContext } from "~/.server/context";
import { refusalErrors } from "~/.server/auth/errors";
import { checkHoneypot } from "~/.server/auth/honeypot";
import { tFor } from "~/.server/i18n";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AuthCard } from "~/components/account/AuthCard";
import { NewPasswordFields } from "~/components/account/NewPasswordFields";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import { Honeypot } from "~/components/forms/Honeypot";
import { SubmitButton, useIsPending } from "~/components/forms/SubmitButton";
import * as formCss from "~/components/forms/forms.css";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { setPasswordSchema } from "~/lib/forms/account";
import { useBlurCheck } from "~/lib/forms/blur-check";
import { privatePageMeta } from "~/lib/seo";

export const handle: TranslationHandle = { i18n: ["forms", "auth"] };

/** /reset-password?token=..., /hr/nova-lozinka: the link of the reset e-mail (a signed-in visitor goes
 * to the profile's password form). A link
 * that no longer works (used, expired, unknown) says so at once instead of showing the form; the
 * check does not use the token up. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  // Signed in, the link is not needed: the profile's password form changes it (the link of another
  // account works once this one has logged out).
  if (context.get(viewerContext)) {
    sendToast(context, { type: "info", key: "account.reset.signedIn" });
    throw redirect(`${pagePath("profile", locale)}#password`);
  }
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const t = tFor(locale);
  return {
    locale,
    token: (await isUsableResetToken(context, token)) ? token : null,
    title: t("account.reset.title"),
    description: t("account.reset.metaDescription"),
  };
}

/** Whether the platform would still take the token. When it cannot tell (too many checks, a failure)
 * the form is shown, and its submit gets the answer. */
async function isUsableResetToken(context: Route.LoaderArgs["context"], token: string): Promise<boolean> {
  if (token.length < 10 || token.length > 200) return false;
  try {
    return (await context.get(platformContext).call(accounts.passwordResetCheck, { token })).valid;
  } catch (error) {
    if (!isPlatformError(error, 429)) log.warn("the reset link could not be checked", { err: error });
    return true;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const formData = await request.formData();
  checkHoneypot(formData);
  const hideFields = ["password", "confirmedPassword"];
  const submission = parseWithZod(formData, { schema: setPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  try {
    await context
      .get(platformContext)
      .call(accounts.passwordSet, { token: submission.value.token, password: submission.value.password });
  } catch (error) {
    const tooMany = isPlatformError(error, 429);
    // A refusal other than too many attempts is the link's (used, expired), except a password too
    // common, said under its field: the link still works for another.
    const linkRefused =
      isPlatformError(error) &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      error.statusCode !== 429 &&
      error.code !== "COMMON_PASSWORD";
    const errors = linkRefused
      ? { formErrors: ["account.reset.invalidToken"] }
      : refusalErrors(error, { COMMON_PASSWORD: "password" });
    return data({ result: submission.reply({ ...errors, hideFields }) }, { status: tooMany ? 429 : 400 });
  }
  sendToast(context, { type: "success", key: "account.reset.done" });
  return redirect(pagePath("login", locale), { status: 303 });
}

export const meta = privatePageMeta;

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, token } = loaderData;
  const [form, fields] = useForm({
    id: "reset-form",
    lastResult: actionData?.result,
    // Checked as a field loses focus by `useBlurCheck`, which spares a press on the button.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: setPasswordSchema }),
  });
  const blurCheck = useBlurCheck(form);
  const pending = useIsPending();
  const requestNew = <Link to={pagePath("forgotPassword", locale)}>{t("account.reset.requestNew")}</Link>;
  if (!token) {
    return (
      <AuthCard title={t("account.reset.title")} testId="reset-page" footer={requestNew}>
        <FormErrors errors={["account.reset.invalidToken"]} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("account.reset.title")} intro={t("account.reset.intro")} testId="reset-page" footer={requestNew}>
      <Form method="post" className={formCss.form} {...getFormProps(form)} {...blurCheck} data-testid="reset-form">
        <FaultFocus reply={actionData?.result}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields
            password={fields.password}
            confirmation={fields.confirmedPassword}
            labels={["account.fields.newPassword", "account.fields.newPasswordAgain"]}
            row={false}
          />
          <Honeypot />
          <SubmitButton pending={pending} pendingLabel={t("account.reset.pending")}>
            {t("account.reset.submit")}
          </SubmitButton>
        </FaultFocus>
      </Form>
    </AuthCard>
  );
}
