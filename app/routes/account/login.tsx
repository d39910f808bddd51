import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { accounts } from "../../../server/contract";
import { pagePath } from "../../../server/contract/urls";
import { localeContext, platformContext } from "../../.server/context";
import { authenticator } from "../../.server/auth/authenticator";
import { errorMessageKey } from "../../.server/auth/errors";
import { homePath, requireGuest } from "../../.server/auth/guards";
import { checkHoneypot } from "../../.server/auth/honeypot";
import { signIn } from "../../.server/auth/state";
import { isPlatformError } from "../../.server/platform";
import { tFor } from "../../.server/i18n";
import { toastHeader } from "../../.server/toast";
import { AuthCard } from "../../components/account/AuthCard";
import { REDIRECT_PARAM, withRedirect } from "../../components/account/paths";
import { LoginForm } from "../../components/account/LoginForm";
import { useTranslation } from "../../lib/i18n";
import { loginSchema } from "../../lib/forms/account";
import { isSafeRedirect, safeRedirect } from "../../lib/safe-redirect";
import { accountMeta } from "./meta";

/**
 * /login, /hr/prijava (guest-only). With ?verificationToken=... it first confirms the e-mail address
 * (spec section 2) and comes back without the token, showing core.notifications.emailConfirmed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const url = new URL(request.url);
  const token = url.searchParams.get("verificationToken");
  if (token !== null) {
    let toast;
    try {
      await context.get(platformContext).call(accounts.verify, { token });
      toast = { type: "success" as const, key: "core.notifications.emailConfirmed" };
    } catch (error) {
      const tooMany = isPlatformError(error, 429);
      toast = { type: "error" as const, key: tooMany ? errorMessageKey(error) : "account.verify.failed" };
    }
    url.searchParams.delete("verificationToken");
    throw redirect(url.pathname + url.search, { headers: { "Set-Cookie": await toastHeader(request, toast) } });
  }
  requireGuest(context);
  const target = url.searchParams.get(REDIRECT_PARAM);
  const t = tFor(locale);
  return {
    locale,
    redirectTo: isSafeRedirect(target) ? target : null,
    title: t("account.login.title"),
    description: t("account.login.metaDescription"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const formData = await request.clone().formData();
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    const login = await authenticator.authenticate("form", request);
    signIn(context, login);
  } catch (error) {
    const status = isPlatformError(error, 429) ? 429 : 400;
    return data({ result: submission.reply({ formErrors: [errorMessageKey(error)], hideFields: ["password"] }) }, { status });
  }
  return redirect(safeRedirect(submission.value.redirectTo, homePath(locale)), {
    status: 303,
    headers: { "Set-Cookie": await toastHeader(request, { type: "success", key: "core.login.success" }) },
  });
}

export const meta = accountMeta;

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, redirectTo } = loaderData;
  const register = withRedirect(pagePath("register", locale), redirectTo);
  return (
    <AuthCard
      title={t("account.login.title")}
      intro={t("account.login.intro")}
      testId="login-page"
      footer={
        <>
          {t("account.login.noAccount")}
          <Link to={register}>{t("account.login.createAccount")}</Link>
        </>
      }
    >
      <LoginForm locale={locale} redirectTo={redirectTo} lastResult={actionData?.result} />
    </AuthCard>
  );
}
