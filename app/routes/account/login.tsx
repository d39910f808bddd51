import { Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { accounts } from "#server/contract";
import { locales, pagePath } from "#server/contract/urls";
import { localeContext, platformContext, viewerContext } from "~/.server/context";
import { errorMessageKey } from "~/.server/auth/errors";
import { homePath, requireGuest } from "~/.server/auth/guards";
import { attemptLogin } from "~/.server/auth/login";
import { signIn } from "~/.server/auth/state";
import { socialLoginButton } from "~/.server/auth/social";
import { returnTargetAlternates } from "~/.server/return-targets";
import { isPlatformError } from "~/.server/platform";
import { tFor } from "~/.server/i18n";
import { sendToast } from "~/.server/toast";
import { AuthCard } from "~/components/account/AuthCard";
import { REDIRECT_PARAM, withRedirect } from "~/lib/account";
import type { Alternates } from "~/lib/alternates";
import { LoginForm } from "~/components/account/LoginForm";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { isSafeRedirect, safeRedirect } from "~/lib/safe-redirect";
import { privatePageMeta } from "~/lib/seo";
import { outlineButton } from "~/styles/button.css";

// The social login's button only where a provider is configured.
export const handle: TranslationHandle<Route.ComponentProps["loaderData"]> = {
  i18n: ["forms", "auth"],
  i18nWhen: { social: (page) => !!page.social },
};

/**
 * /login, /hr/prijava (guest-only). With ?verificationToken=... it first confirms the e-mail address
 * (spec section 2) and comes back without the token, showing core.notifications.emailConfirmed (a
 * link opened again once the address is confirmed: account.verify.alreadyConfirmed, with the login form).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const url = new URL(request.url);
  const token = url.searchParams.get("verificationToken");
  if (token !== null) {
    // Signed in (a changed address's link), the login page is not theirs: the profile says it instead.
    const signedIn = !!context.get(viewerContext);
    let toast;
    try {
      await context.get(platformContext).call(accounts.verify, { token });
      toast = {
        type: "success" as const,
        key: signedIn ? "account.verify.confirmed" : "core.notifications.emailConfirmed",
      };
    } catch (error) {
      const tooMany = isPlatformError(error, 429);
      // A link opened again once its address is confirmed: nothing failed, the visitor may log in here.
      if (isPlatformError(error) && error.code === "EMAIL_ALREADY_CONFIRMED")
        toast = {
          type: "info" as const,
          key: signedIn ? "account.verify.confirmed" : "account.verify.alreadyConfirmed",
        };
      else toast = { type: "error" as const, key: tooMany ? errorMessageKey(error) : "account.verify.failed" };
    }
    url.searchParams.delete("verificationToken");
    sendToast(context, toast);
    throw redirect(signedIn ? pagePath("profile", locale) : url.pathname + url.search);
  }
  requireGuest(context);
  const asked = url.searchParams.get(REDIRECT_PARAM);
  const redirectTo = isSafeRedirect(asked) ? asked : null;
  const t = tFor(locale);
  return {
    locale,
    redirectTo,
    // The language switch takes a content page, post, product or category to return to into the
    // language chosen (a fixed page's address the switch translates itself).
    alternates: redirectTo ? await loginAlternates(context, redirectTo) : undefined,
    title: t("account.login.title"),
    description: t("account.login.metaDescription"),
    social: socialLoginButton(),
  };
}

/** The login page in each language, returning to `target`'s translation; undefined when it has none. */
async function loginAlternates(context: Route.LoaderArgs["context"], target: string): Promise<Alternates | undefined> {
  const targets = await returnTargetAlternates(context, target);
  if (!targets) return undefined;
  return Object.fromEntries(
    locales.map((language) => [language, withRedirect(pagePath("login", language), targets[language] ?? target)]),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const attempt = await attemptLogin(request, context);
  if (!attempt.ok) return attempt.response;
  signIn(context, attempt.login);
  sendToast(context, { type: "success", key: "core.login.success" });
  return redirect(safeRedirect(attempt.redirectTo, homePath(locale)), { status: 303 });
}

export const meta = privatePageMeta;

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
      {/* Posted to an address that names the target too: without JavaScript a refused login is a new
          page of that address, whose form must still carry it (review: the way back to the checkout
          was lost after one wrong password). */}
      <LoginForm
        locale={locale}
        redirectTo={redirectTo}
        lastResult={actionData?.result}
        action={withRedirect(pagePath("login", locale), redirectTo)}
      />
      {loaderData.social ? (
        // A plain link (a document GET): its answer is a redirect to the provider, another origin, which
        // the CSP's form-action 'self' would block after a form POST.
        <a
          href={withRedirect(pagePath("socialLogin", locale), redirectTo)}
          className={outlineButton}
          style={{ display: "flex", width: "100%", marginTop: "1rem" }}
          data-testid="social-login"
        >
          {t("social.continueWith", { provider: loaderData.social.name })}
        </a>
      ) : null}
    </AuthCard>
  );
}
