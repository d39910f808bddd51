import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/register";
import { accounts, type AddressInput } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { refusalErrors } from "~/.server/auth/errors";
import { loginPath, requireGuest } from "~/.server/auth/guards";
import { checkHoneypot } from "~/.server/auth/honeypot";
import { checkedRegistrationForm, REGISTRATION_HIDDEN_FIELDS } from "~/.server/auth/registration-form";
import { verificationLinkTemplate } from "~/.server/auth/verification-link";
import { tFor } from "~/.server/i18n";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AuthCard } from "~/components/account/AuthCard";
import { REDIRECT_PARAM, withRedirect } from "~/lib/account";
import { RegisterForm } from "~/components/account/RegisterForm";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { registerAddress, registerSchemaFor } from "~/lib/forms/account";
import { consentView, loadConsents } from "~/.server/consents";
import { isSafeRedirect } from "~/lib/safe-redirect";
import { privatePageMeta } from "~/lib/seo";
import { countryOptions } from "./countries.server";

export const handle: TranslationHandle = { i18n: ["forms", "auth"] };

/** /register, /hr/registracija (guest-only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(context);
  const locale = context.get(localeContext);
  const target = new URL(request.url).searchParams.get(REDIRECT_PARAM);
  const t = tFor(locale);
  const api = context.get(platformContext);
  const [countries, { consents, failed }] = await Promise.all([countryOptions(api), loadConsents(api, "registerForm")]);
  return {
    locale,
    redirectTo: isSafeRedirect(target) ? target : null,
    countries,
    consents: consents.map(consentView),
    consentsFailed: failed,
    title: t("account.register.title"),
    description: t("account.register.metaDescription"),
  };
}

/**
 * Spec section 4, Registration: the consents of the registerForm type are fetched, the form is
 * checked with them, their log is written for the e-mail, then the platform registers (checking a
 * membership barcode first: a guest may not use the barcode check). The address must
 * be confirmed: an info toast says a mail was sent, nobody is logged in, and the visitor goes to
 * the login page. The answer is the same when the address already has an account (its owner gets
 * a mail instead), so this page never tells who is registered (docs/decisions/0004).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const formData = await request.formData();
  checkHoneypot(formData);
  const checked = await checkedRegistrationForm(api, formData, registerSchemaFor, (value) => value.email);
  if (checked.refusal) return checked.refusal;
  const { submission, value } = checked;
  const hideFields = REGISTRATION_HIDDEN_FIELDS;

  let addresses: AddressInput[] | undefined;
  if (value.withAddresses) {
    const delivery = registerAddress.parse(value.delivery);
    const billing = value.billingSame ? delivery : registerAddress.parse(value.billing);
    addresses = [
      { ...delivery, type: "shipping" },
      { ...billing, type: "main" },
    ];
  }
  try {
    await api.call(accounts.register, {
      details: { firstName: value.firstName, lastName: value.lastName },
      email: value.email,
      username: value.email,
      password: value.password,
      ...(value.memberCardBarcode ? { memberCardBarcode: value.memberCardBarcode } : {}),
      ...(addresses ? { addresses } : {}),
      verificationUrl: verificationLinkTemplate(locale),
    });
  } catch (error) {
    const status = isPlatformError(error, 429) ? 429 : 400;
    // An address in a country the shop does not deliver to: under the Country field of the address
    // the platform names (the first is the delivery address, the second the billing address).
    const refusedAddress = isPlatformError(error) ? (error.details as { field?: unknown } | undefined)?.field : null;
    const country = refusedAddress === "addresses.1.country" && !value.billingSame ? "billing" : "delivery";
    const errors = refusalErrors(error, {
      MEMBER_CARD_INVALID: "memberCardBarcode",
      COMMON_PASSWORD: "password",
      COUNTRY_NOT_ALLOWED: `${country}.country`,
    });
    return data({ result: submission.reply({ ...errors, hideFields }) }, { status });
  }
  sendToast(context, { type: "info", key: "core.notifications.confirmEmail" });
  return redirect(loginPath(locale, value.redirectTo), { status: 303 });
}

export const meta = privatePageMeta;

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, redirectTo, countries, consents, consentsFailed } = loaderData;
  const login = withRedirect(pagePath("login", locale), redirectTo);
  return (
    <AuthCard
      wide
      title={t("account.register.title")}
      intro={t("account.register.intro")}
      testId="register-page"
      footer={
        <>
          {t("account.register.haveAccount")}
          <Link to={login}>{t("account.register.login")}</Link>
        </>
      }
    >
      <RegisterForm
        locale={locale}
        countries={countries}
        consents={consents}
        consentsFailed={consentsFailed}
        redirectTo={redirectTo}
        lastResult={actionData?.result}
      />
    </AuthCard>
  );
}
