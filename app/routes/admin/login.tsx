import { Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { accounts } from "#server/contract";
import { log } from "#server/log";
import { attemptLogin, loginFailure } from "~/.server/auth/login";
import { signIn } from "~/.server/auth/state";
import { localeContext, viewerContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { createPlatformClient, isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AuthCard } from "~/components/account/AuthCard";
import { LoginForm } from "~/components/account/LoginForm";
import { REDIRECT_PARAM } from "~/lib/account";
import { adminLoginPath, adminPath } from "~/lib/admin-paths";
import * as css from "~/components/admin/admin.css";
import { homePath } from "~/.server/auth/guards";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { isSafeRedirect, safeRedirect } from "~/lib/safe-redirect";

export const handle: TranslationHandle = { i18n: ["admin", "forms", "auth"] };

/** /adminLogin, /hr/adminLogin (spec section 2): back-office users already logged in go to /admin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const url = new URL(request.url);
  const target = url.searchParams.get(REDIRECT_PARAM);
  if (context.get(viewerContext)?.isBackofficeUser)
    // The safe path asked for (a page of the back office, or a live page to edit in place), else /admin.
    throw redirect(safeRedirect(target, adminPath(locale)));
  const t = tFor(locale);
  return {
    locale,
    home: homePath(locale),
    redirectTo: isSafeRedirect(target) ? target : null,
    title: t("admin.login.title"),
  };
}

/**
 * The shared login form's logic; the user is signed in only when the platform confirms a back-office
 * account (accounts.adminProfile answers 403 for customers). A customer's fresh tokens are revoked
 * and no session is created: the form says the account has no back-office access.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const attempt = await attemptLogin(request, context);
  if (!attempt.ok) return attempt.response;
  const api = createPlatformClient(context, { locale, accessToken: attempt.login.tokens.accessToken });
  try {
    await api.call(accounts.adminProfile, {});
  } catch (error) {
    if (!isPlatformError(error, 403)) {
      log.warn("back-office check failed", { err: error });
      return loginFailure(attempt.submission, "core.notifications.somethingWentWrong", 500);
    }
    await api
      .call(accounts.logout, { refreshToken: attempt.login.tokens.refreshToken })
      .catch((err: unknown) => log.info("revoking a refused admin login failed", { err }));
    return loginFailure(attempt.submission, "admin.login.noAccess", 403);
  }
  signIn(context, attempt.login);
  sendToast(context, { type: "success", key: "core.login.success" });
  return redirect(safeRedirect(attempt.redirectTo, adminPath(locale)), { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, home, redirectTo } = loaderData;
  return (
    <main className={css.loginPage}>
      <AuthCard
        title={t("admin.login.title")}
        intro={t("admin.login.intro")}
        testId="admin-login-page"
        footer={<Link to={home}>{t("admin.backToSite")}</Link>}
      >
        <LoginForm
          locale={locale}
          redirectTo={redirectTo}
          lastResult={actionData?.result}
          action={adminLoginPath(locale)}
        />
      </AuthCard>
    </main>
  );
}
