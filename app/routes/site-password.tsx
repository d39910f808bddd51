import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/site-password";
import { cms } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { secureFor } from "~/.server/cookies";
import { tFor } from "~/.server/i18n";
import { isPlatformError } from "~/.server/platform";
import { passedSitePassword, sitePasswordCookie, sitePasswordFingerprint } from "~/.server/site-password";
import { sitePasswordPath } from "~/lib/site-password";
import { AuthCard } from "~/components/account/AuthCard";
import { FormErrors } from "~/components/forms/ErrorList";
import { FieldFrame } from "~/components/forms/FieldFrame";
import * as formCss from "~/components/forms/forms.css";
import { REDIRECT_PARAM, withRedirect } from "~/lib/account";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { isSafeRedirect, safeRedirect } from "~/lib/safe-redirect";
import { primaryButton } from "~/styles/button.css";
import { SITE_PASSWORD_MAX } from "#server/contract/option-values";

export const handle: TranslationHandle = { i18n: ["auth", "forms"] };

/** Crawlers index none of it; no copy of it is kept anywhere. */
const answerHeaders = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };

const homeOf = (locale: "en" | "hr") => (locale === "hr" ? "/hr/" : "/");

/**
 * /site-password, /hr/site-password (PasswordProtection; docs/decisions/0059-custom-code.md): the
 * page the gate (~/.server/site-password.ts) sends shoppers to while the site has a password. A
 * visitor who needs none (no password, or the right one remembered) goes on to the page asked for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const target = new URL(request.url).searchParams.get(REDIRECT_PARAM);
  const fingerprint = await sitePasswordFingerprint(context.get(platformContext));
  if (!fingerprint || (await passedSitePassword(request, fingerprint)))
    throw redirect(safeRedirect(target, homeOf(locale)));
  return data(
    { locale, redirectTo: isSafeRedirect(target) ? target : null, title: tFor(locale)("sitePassword.title") },
    { headers: answerHeaders },
  );
}

/** A plain form: the right password sets the cookie and goes on (303); a wrong one shows the form
 * again, at the same address (the page to come back to is in it, for the form's next post too). */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const form = await request.formData();
  const password = form.get("password");
  const target = safeRedirect(form.get(REDIRECT_PARAM), homeOf(locale));
  if (typeof password !== "string" || !password)
    return data({ error: "validation.required" }, { status: 400, headers: answerHeaders });
  try {
    const { fingerprint } = await context
      .get(platformContext)
      .call(cms.sitePasswordCheck, { password: password.slice(0, SITE_PASSWORD_MAX + 1) });
    return redirect(target, {
      status: 303,
      headers: { "Set-Cookie": await sitePasswordCookie.serialize(fingerprint, secureFor(request)) },
    });
  } catch (error) {
    if (isPlatformError(error, 429))
      return data({ error: "core.notifications.tooManyRequests" }, { status: 429, headers: answerHeaders });
    if (isPlatformError(error, 401))
      return data({ error: "sitePassword.wrong" }, { status: 401, headers: answerHeaders });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "" }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return answerHeaders;
}

export default function SitePasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, redirectTo } = loaderData;
  const error = actionData?.error;
  return (
    <main>
      <AuthCard title={t("sitePassword.title")} intro={t("sitePassword.intro")} testId="site-password-page">
        <Form
          method="post"
          action={withRedirect(sitePasswordPath(locale), redirectTo)}
          className={formCss.form}
          data-testid="site-password-form"
        >
          <FormErrors id="site-password-errors" errors={error ? [error] : undefined} />
          {redirectTo ? <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} /> : null}
          <FieldFrame id="site-password" label={t("sitePassword.password")}>
            <input
              id="site-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              maxLength={SITE_PASSWORD_MAX}
              className={formCss.input}
              data-testid="site-password-input"
              {...(error ? { "aria-invalid": true, "aria-describedby": "site-password-errors" } : {})}
            />
          </FieldFrame>
          <button type="submit" className={primaryButton} data-testid="site-password-submit">
            {t("sitePassword.submit")}
          </button>
        </Form>
      </AuthCard>
    </main>
  );
}
