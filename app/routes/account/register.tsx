import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/register";
import { accounts, type AddressInput } from "../../../server/contract";
import { pagePath } from "../../../server/contract/urls";
import { config } from "../../.server/config";
import { localeContext, platformContext } from "../../.server/context";
import { errorMessageKey } from "../../.server/auth/errors";
import { homePath, loginPath, requireGuest } from "../../.server/auth/guards";
import { checkHoneypot } from "../../.server/auth/honeypot";
import { signIn } from "../../.server/auth/state";
import { tFor } from "../../.server/i18n";
import { isPlatformError } from "../../.server/platform";
import { toastHeader } from "../../.server/toast";
import { AuthCard } from "../../components/account/AuthCard";
import { REDIRECT_PARAM, withRedirect } from "../../components/account/paths";
import { RegisterForm } from "../../components/account/RegisterForm";
import { useTranslation } from "../../lib/i18n";
import { addressFields, registerSchema } from "../../lib/forms/account";
import { formMessages } from "../../lib/forms/messages";
import { isSafeRedirect, safeRedirect } from "../../lib/safe-redirect";
import { countryOptions } from "./countries.server";
import { accountMeta } from "./meta";

/** /register, /hr/registracija (guest-only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(context);
  const locale = context.get(localeContext);
  const target = new URL(request.url).searchParams.get(REDIRECT_PARAM);
  const t = tFor(locale);
  return {
    locale,
    redirectTo: isSafeRedirect(target) ? target : null,
    countries: await countryOptions(context.get(platformContext)),
    title: t("account.register.title"),
    description: t("account.register.metaDescription"),
  };
}

/**
 * Spec section 4, Registration: a membership barcode, if entered, is checked first; then the form
 * with its consent; then the platform registers. A returned verificationToken means the address must
 * be confirmed: an info toast says so, nobody is logged in, and the visitor goes to the login page.
 * Without one the new user is logged in at once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const formData = await request.formData();
  checkHoneypot(formData);
  const hideFields = ["password", "confirmedPassword"];

  const barcode = String(formData.get("memberCardBarcode") ?? "").trim();
  if (barcode) {
    const barcodeError = await api.call(accounts.memberCardCheck, { barcode: barcode.slice(0, 64) }).then(
      ({ isValid }) => (isValid ? null : formMessages.barcodeInvalid),
      () => formMessages.barcodeError,
    );
    if (barcodeError) {
      const submission = parseWithZod(formData, { schema: registerSchema });
      return data({ result: submission.reply({ fieldErrors: { ...fieldErrorsOf(submission), memberCardBarcode: [barcodeError] }, hideFields }) }, { status: 400 });
    }
  }

  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const value = submission.value;

  let addresses: AddressInput[] | undefined;
  if (value.withAddresses) {
    const delivery = addressFields.parse(value.delivery);
    const billing = value.billingSame ? delivery : addressFields.parse(value.billing);
    addresses = [
      { ...delivery, type: "shipping" },
      { ...billing, type: "main" },
    ];
  }
  // Never the request's Host (a forged one would mail the token elsewhere): the configured public
  // URL, or a path that the platform puts on the site's own URL.
  const linkBase = config.publicUrl ?? "";
  let registered;
  try {
    registered = await api.call(accounts.register, {
      details: { firstName: value.firstName, lastName: value.lastName },
      email: value.email,
      username: value.email,
      password: value.password,
      ...(value.memberCardBarcode ? { memberCardBarcode: value.memberCardBarcode } : {}),
      ...(addresses ? { addresses } : {}),
      verificationUrl: `${linkBase}${pagePath("login", locale)}?verificationToken={token}`,
    });
  } catch (error) {
    const status = isPlatformError(error, 429) ? 429 : 400;
    return data({ result: submission.reply({ formErrors: [errorMessageKey(error)], hideFields }) }, { status });
  }

  const next = safeRedirect(value.redirectTo, homePath(locale));
  if (registered.verificationToken) {
    return redirect(loginPath(locale, value.redirectTo), {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { type: "info", key: "core.notifications.confirmEmail" }) },
    });
  }
  // No confirmation needed: log the new user in (autoLogin).
  try {
    signIn(context, await api.call(accounts.login, { username: value.email, password: value.password }));
  } catch {
    return redirect(loginPath(locale, value.redirectTo), {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { type: "success", key: "core.notifications.registered" }) },
    });
  }
  return redirect(next, {
    status: 303,
    headers: { "Set-Cookie": await toastHeader(request, { type: "success", key: "core.notifications.registered" }) },
  });
}

function fieldErrorsOf(submission: object): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const error = "error" in submission ? (submission.error as Record<string, string[] | null> | null | undefined) : null;
  for (const [name, errors] of Object.entries(error ?? {})) if (name && errors) out[name] = errors;
  return out;
}

export const meta = accountMeta;

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, redirectTo, countries } = loaderData;
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
      <RegisterForm locale={locale} countries={countries} redirectTo={redirectTo} lastResult={actionData?.result} />
    </AuthCard>
  );
}
