import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/settings";
import { cms, site, type CheckoutSettings } from "#server/contract";
import { CUSTOM_CODE_MAX, MAX_STARS, SITE_PASSWORD_MIN, wwwPolicies } from "#server/contract/option-values";
import { localeContext, platformContext } from "~/.server/context";
import { formRefused, formValues } from "~/.server/forms";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { readCheckoutSettings, readSiteOptions } from "~/.server/site-settings";
import {
  analyticsFields,
  commentSwitches,
  customCodeFields,
  publishingSwitches,
  SETTINGS_OPTION_KEYS,
  SITE_PASSWORD_OFF_FIELD,
  siteSwitches,
  sitemapSwitches,
} from "~/lib/site-settings";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { FormErrors, fieldMessages, useRefusedFields } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import { FieldFrame } from "~/components/forms/FieldFrame";
import * as formCss from "~/components/forms/forms.css";
import { CountryPicker, type CountryChoice } from "~/components/admin/CountryPicker";
import { adminPath } from "~/lib/admin-paths";
import { countryChoices } from "~/lib/countries";
import { positiveId } from "~/lib/ids";
import { typed, useRefusal, type FormRefusal } from "~/lib/forms/refusal";
import { useTranslation } from "~/lib/i18n";
import { primaryButton } from "~/styles/button.css";
import { refusalKey } from "./admin.server";

/** The form errors' messages (forms), on top of the admin layout's. */

/**
 * Site settings (spec sections 3 and 6): the site's CMS options that change what the site does (the
 * comment rules, publishing, where the forms are mailed, the cookie banner, the www policy, the
 * analytics identifiers, the pasted code, the site's password, the sitemap), saved
 * together in one transaction (option/saveMany); and each store's checkout settings (checkout on,
 * guests, what adding to the cart does, the countries sold to), one store per form
 * (checkoutSettingsUpdate). Plain forms: back here with a toast, or the form again with the fields
 * to correct and what was typed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const [options, domain, countries] = await Promise.all([
    api.call(cms.optionFilter, { keys: [...SETTINGS_OPTION_KEYS] }),
    api.call(site.domainDetect, {}),
    api.call(site.commonsCountries, {}),
  ]);
  const language = interfaceLocale(context);
  return {
    locale,
    title: tFor(language)("admin.settings.title"),
    // The countries a store may sell to, named in the admin's language (as the delivery methods name them).
    countries: countryChoices(
      countries.map((c) => c.iso),
      language,
    ),
    options: Object.fromEntries(options.map((o) => [o.key, o.value])) as Record<string, string | undefined>,
    stores: domain.stores.map((store) => ({
      id: store.storeID,
      language: store.language,
      checkout: domain.extra.checkoutSettings[String(store.storeID)] ?? null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const form = await request.formData();
  const back = adminPath(locale, "settings");
  const intent = form.get("intent");
  const which: FormRefusal["form"] = intent === "checkout" ? "checkoutSettings" : "siteOptions";
  // The site password typed is never sent back to the page.
  const { PasswordProtection: _typed, ...typedValues } = formValues(form);
  // The ticked countries are shown again as ticked, all of them.
  const values =
    intent === "checkout" ? { ...typedValues, countries: form.getAll("countries").map(String) } : typedValues;
  const refused = (error: string, fields?: Record<string, string>) =>
    formRefused(which, error, values, 400, { fields });
  try {
    if (intent === "options") {
      const read = readSiteOptions(form);
      if ("refused" in read) return refused("core.notifications.invalidInput", read.fields);
      await api.call(cms.optionSaveMany, { options: read.options });
    } else if (intent === "checkout") {
      const storeId = positiveId(form.get("storeId"));
      if (storeId === null) return data(null, { status: 400 });
      const countries = await api.call(site.commonsCountries, {});
      const read = readCheckoutSettings(form, storeId, new Set(countries.map((c) => c.iso)));
      if ("refused" in read) return refused("core.notifications.invalidInput", read.fields);
      await api.call(site.checkoutSettingsUpdate, read.changes);
    } else return data(null, { status: 400 });
  } catch (error) {
    return refused(refusalKey(error));
  }
  sendToast(context, { type: "success", key: "admin.settings.saved" });
  return redirect(back, { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.settings.title")} testId="admin-settings">
      <p className={css.muted}>{t("admin.settings.intro")}</p>
      {/* Keyed by what was saved: after a save the fields show it, not what the browser kept typed. */}
      <OptionsForm
        key={JSON.stringify(loaderData.options)}
        options={loaderData.options}
        action={adminPath(loaderData.locale, "settings")}
      />
      <section aria-labelledby="settings-checkout">
        <h2 className={css.subheading} id="settings-checkout">
          {t("admin.settings.checkout.title")}
        </h2>
        <p className={css.muted}>{t("admin.settings.checkout.intro")}</p>
        {loaderData.stores.map((store) =>
          store.checkout ? (
            <CheckoutForm
              countries={loaderData.countries}
              key={`${store.id} ${JSON.stringify(store.checkout)}`}
              storeId={store.id}
              language={store.language}
              saved={store.checkout}
              action={adminPath(loaderData.locale, "settings")}
            />
          ) : null,
        )}
      </section>
    </AdminPage>
  );
}

function Switch({ name, checked, label, testId }: { name: string; checked: boolean; label: string; testId: string }) {
  return (
    <label className={formCss.checkboxLabel}>
      <input type="checkbox" name={name} defaultChecked={checked} className={formCss.checkbox} data-testid={testId} />
      {label}
    </label>
  );
}

const isOn = (value: string | undefined) => value === "true" || value === "1";

/** What a text field of the options form gets: its name, value shown, test id and error wiring. */
type FieldControl = {
  id: string;
  name: string;
  defaultValue: string;
  "data-testid": string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

function OptionsForm({ options, action }: { options: LoaderData["options"]; action: string }) {
  const { t } = useTranslation();
  const refusal = useRefusal("siteOptions");
  const values = refusal?.values;
  // After a refused post the switches show what was posted (an unticked box is not posted).
  // AutoGenerateSiteMap is on until set otherwise (the sitemap is written unless it is "false").
  const on = (key: string) =>
    values ? key in values : isOn(options[key] ?? (key === "AutoGenerateSiteMap" ? "true" : undefined));
  const shown = (key: string, fallback: string) => typed(values, key) ?? options[key] ?? fallback;
  const starsHint = t("admin.settings.starsHint", { max: MAX_STARS });
  const emailHint = t("admin.settings.sendEmailToHint");
  const wwwHint = t("admin.settings.wwwPolicyHint");
  // Asked for in the page's order: the first field at fault takes the cursor.
  const field = useRefusedFields(refusal);
  const stars = field("NumberOfStars", "settings-stars", starsHint);
  const email = field("SendEmailTo", "settings-email", emailHint);
  const www = field("WwwPolicy", "settings-www", wwwHint);
  const hasPassword = Boolean(options.PasswordProtection);
  const textField = (key: string, hint: string, control: (props: FieldControl) => React.ReactNode) => {
    const id = `settings-${key}`;
    const refused = field(key, id, hint);
    return (
      <FieldFrame key={key} id={id} label={t(`admin.settings.option.${key}`)} hint={hint} errors={refused.errors}>
        {control({
          id,
          name: key,
          defaultValue: shown(key, ""),
          "data-testid": `option-${key}`,
          ...refused.control,
        })}
      </FieldFrame>
    );
  };
  const analytics = analyticsFields.map((key) =>
    textField(key, t(`admin.settings.hints.${key}`), (props) => (
      <input
        {...props}
        type="text"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={20}
        className={formCss.input}
      />
    )),
  );
  const customCode = customCodeFields.map((key) =>
    textField(key, t(`admin.settings.hints.${key}`), (props) => (
      <textarea
        {...props}
        rows={5}
        spellCheck={false}
        maxLength={CUSTOM_CODE_MAX}
        className={`${formCss.input} ${css.code}`}
      />
    )),
  );
  const passwordHint = t("admin.settings.passwordHint", { min: SITE_PASSWORD_MIN });
  const password = field("PasswordProtection", "settings-password", passwordHint);
  const sitemapHint = t("admin.settings.sitemapOptionsHint");
  const sitemapOptions = field("SiteMapOptions", "settings-sitemap-options", sitemapHint);
  const switchOf = (key: string) => (
    <Switch key={key} name={key} checked={on(key)} label={t(`admin.settings.option.${key}`)} testId={`option-${key}`} />
  );
  return (
    <Form method="post" action={action} className={css.fields} data-testid="settings-options-form">
      <FaultFocus reply={refusal}>
        <FormErrors
          id="settings-options-errors"
          errors={refusal ? [refusal.error] : undefined}
          answer={refusal}
          pointsToFields={Object.keys(refusal?.fields ?? {}).length > 0}
        />
        <input type="hidden" name="intent" value="options" />
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{t("admin.settings.comments")}</legend>
          {commentSwitches.map(switchOf)}
          <FieldFrame
            id="settings-stars"
            label={t("admin.settings.option.NumberOfStars")}
            hint={starsHint}
            errors={stars.errors}
          >
            <input
              id="settings-stars"
              name="NumberOfStars"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_STARS}
              step={1}
              required
              defaultValue={shown("NumberOfStars", "5")}
              className={formCss.input}
              data-testid="option-NumberOfStars"
              {...stars.control}
            />
          </FieldFrame>
        </fieldset>
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{t("admin.settings.publishing")}</legend>
          {publishingSwitches.map(switchOf)}
        </fieldset>
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{t("admin.settings.site")}</legend>
          <FieldFrame
            id="settings-email"
            label={t("admin.settings.option.SendEmailTo")}
            hint={emailHint}
            errors={email.errors}
          >
            <input
              id="settings-email"
              name="SendEmailTo"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              defaultValue={shown("SendEmailTo", "")}
              className={formCss.input}
              data-testid="option-SendEmailTo"
              {...email.control}
            />
          </FieldFrame>
          {siteSwitches.map(switchOf)}
          <FieldFrame id="settings-www" label={t("admin.settings.option.WwwPolicy")} hint={wwwHint} errors={www.errors}>
            <select
              id="settings-www"
              name="WwwPolicy"
              defaultValue={wwwPolicies.find((p) => p === shown("WwwPolicy", "none")) ?? "none"}
              className={formCss.select}
              data-testid="option-WwwPolicy"
              {...www.control}
            >
              {wwwPolicies.map((policy) => (
                <option key={policy} value={policy}>
                  {t(`admin.settings.wwwPolicy.${policy}`)}
                </option>
              ))}
            </select>
          </FieldFrame>
        </fieldset>
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{t("admin.settings.analytics")}</legend>
          <p className={formCss.hint}>{t("admin.settings.analyticsIntro")}</p>
          {analytics}
        </fieldset>
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{t("admin.settings.customCode")}</legend>
          <p className={formCss.hint}>{t("admin.settings.customCodeIntro", { max: CUSTOM_CODE_MAX })}</p>
          {customCode}
        </fieldset>
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{t("admin.settings.passwordProtection")}</legend>
          <p className={formCss.hint} data-testid="settings-password-state">
            {t(hasPassword ? "admin.settings.passwordOn" : "admin.settings.passwordOff")}
          </p>
          <FieldFrame
            id="settings-password"
            label={t(hasPassword ? "admin.settings.newPassword" : "admin.settings.option.PasswordProtection")}
            hint={passwordHint}
            errors={password.errors}
          >
            <input
              id="settings-password"
              name="PasswordProtection"
              type="password"
              autoComplete="new-password"
              maxLength={128}
              className={formCss.input}
              data-testid="option-PasswordProtection"
              {...password.control}
            />
          </FieldFrame>
          {hasPassword ? (
            <Switch
              name={SITE_PASSWORD_OFF_FIELD}
              checked={Boolean(values && SITE_PASSWORD_OFF_FIELD in values)}
              label={t("admin.settings.removePassword")}
              testId="option-PasswordProtectionOff"
            />
          ) : null}
        </fieldset>
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{t("admin.settings.sitemap")}</legend>
          {sitemapSwitches.map(switchOf)}
          <FieldFrame
            id="settings-sitemap-options"
            label={t("admin.settings.option.SiteMapOptions")}
            hint={sitemapHint}
            errors={sitemapOptions.errors}
          >
            <textarea
              id="settings-sitemap-options"
              name="SiteMapOptions"
              rows={4}
              spellCheck={false}
              maxLength={10_000}
              defaultValue={shown("SiteMapOptions", "")}
              className={`${formCss.input} ${css.code}`}
              data-testid="option-SiteMapOptions"
              {...sitemapOptions.control}
            />
          </FieldFrame>
        </fieldset>
        <div>
          <button type="submit" className={primaryButton} data-testid="settings-options-save">
            {t("admin.settings.save")}
          </button>
        </div>
      </FaultFocus>
    </Form>
  );
}

function CheckoutForm({
  storeId,
  language,
  saved,
  action,
  countries: choices,
}: {
  storeId: number;
  language: string;
  saved: CheckoutSettings;
  action: string;
  countries: CountryChoice[];
}) {
  const { t } = useTranslation();
  const answer = useRefusal("checkoutSettings");
  const refusal = answer && typed(answer.values, "storeId") === String(storeId) ? answer : null;
  const values = refusal?.values;
  const id = `checkout-${storeId}`;
  const checked = (name: string, was: number) => (values ? name in values : was === 1);
  const field = useRefusedFields(refusal);
  const cartType = field("cartType", `${id}-cart-type`);
  const checkoutType = field("checkoutType", `${id}-checkout-type`);
  const countries = fieldMessages(
    refusal?.fields?.countries ? [refusal.fields.countries] : undefined,
    `${id}-countries`,
  );
  const storeName = t("admin.settings.checkout.store", {
    store: language === "hr" || language === "en" ? t(`admin.settings.checkout.language.${language}`) : language,
    id: storeId,
  });
  return (
    <Form method="post" action={action} className={css.fields} data-testid={`settings-checkout-${storeId}`}>
      <h3 className={css.subheading}>{storeName}</h3>
      <FaultFocus reply={refusal}>
        {/* The countries' picker takes no cursor of its own: the message here does, pointing to it. */}
        <FormErrors
          id={`${id}-errors`}
          errors={refusal ? [refusal.error] : undefined}
          answer={refusal}
          pointsToFields={Object.keys(refusal?.fields ?? {}).some((name) => name !== "countries")}
        />
        <input type="hidden" name="intent" value="checkout" />
        <input type="hidden" name="storeId" value={storeId} />
        <Switch
          name="checkoutEnabled"
          checked={checked("checkoutEnabled", saved.checkoutEnabled)}
          label={t("admin.settings.checkout.checkoutEnabled")}
          testId={`${id}-enabled`}
        />
        <Switch
          name="guestCheckout"
          checked={checked("guestCheckout", saved.guestCheckout)}
          label={t("admin.settings.checkout.guestCheckout")}
          testId={`${id}-guest`}
        />
        <Switch
          name="giftMessage"
          checked={checked("giftMessage", saved.giftMessage)}
          label={t("admin.settings.checkout.giftMessage")}
          testId={`${id}-gift-message`}
        />
        <FieldFrame id={`${id}-cart-type`} label={t("admin.settings.checkout.cartType")} errors={cartType.errors}>
          <select
            id={`${id}-cart-type`}
            name="cartType"
            defaultValue={typed(values, "cartType") ?? String(saved.cartType)}
            className={formCss.select}
            data-testid={`${id}-cart-type`}
            {...cartType.control}
          >
            {[0, 1, 2].map((type) => (
              <option key={type} value={type}>
                {t(`admin.settings.checkout.cartTypes.${type}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame
          id={`${id}-checkout-type`}
          label={t("admin.settings.checkout.checkoutType")}
          errors={checkoutType.errors}
        >
          <select
            id={`${id}-checkout-type`}
            name="checkoutType"
            defaultValue={typed(values, "checkoutType") ?? String(saved.checkoutType)}
            className={formCss.select}
            data-testid={`${id}-checkout-type`}
            {...checkoutType.control}
          >
            {[0, 1].map((type) => (
              <option key={type} value={type}>
                {t(`admin.settings.checkout.checkoutTypes.${type}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <CountryPicker
          legend={t("admin.settings.checkout.countries")}
          allLabel={t("admin.settings.checkout.allCountries")}
          chosenLabel={t("admin.settings.checkout.chosenCountries")}
          countries={choices}
          saved={saved.allowedCountries}
          typedValues={values}
          errors={countries.errors}
          describedBy={countries.errors ? `${id}-countries-error` : undefined}
          testId={id}
        />
        <div>
          <button type="submit" className={primaryButton} data-testid={`${id}-save`}>
            {t("admin.settings.checkout.save", { store: storeName })}
          </button>
        </div>
      </FaultFocus>
    </Form>
  );
}
