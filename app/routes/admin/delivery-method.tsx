import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/delivery-method";
import { shopAdmin } from "#server/contract";
import { locales, type Locale } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { formRefused, formValues } from "~/.server/forms";
import { tFor } from "~/.server/i18n";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { FormErrors } from "~/components/forms/ErrorList";
import { FieldFrame, hintIdOf } from "~/components/forms/FieldFrame";
import * as formCss from "~/components/forms/forms.css";
import { adminDeliveryMethodPath, adminPath } from "~/lib/admin-paths";
import { positiveId } from "~/lib/ids";
import { typed, useRefusal, type FormRefusal } from "~/lib/forms/refusal";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { amountInput, parseAmount } from "~/lib/money";
import { outlineButton, primaryButton } from "~/styles/button.css";
import { refusalKey } from "./admin.server";

/** The form errors' messages (forms), on top of the admin layout's. */
export const handle: TranslationHandle = { i18n: ["forms"] };

/** The platform's limits (server/contract/shop-admin.ts), kept out of the browser's bundle. */
const MAX_PRICE = 1_000_000;
const MAX_NAME = 120;
const MAX_DESCRIPTION = 500;
const MAX_POSITION = 9999;

/**
 * One delivery method: its names and descriptions per language, price, countries, whether it is
 * offered and whether a person hands the order over (pay on delivery), its position; and its
 * branches (stores, parcel lockers): added, renamed, (de)activated, removed. Plain forms, each back
 * here with a toast, or the form again with the reason and what was typed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const id = positiveId(params.id);
  if (id === null) throw data(null, { status: 404 });
  try {
    const found = await context.get(platformContext).call(shopAdmin.deliveryMethod, { id });
    return { locale, title: tFor(locale)("admin.deliveryMethods.detailTitle", { name: found.method.name }), ...found };
  } catch (error) {
    if (isPlatformError(error, 404)) throw data(null, { status: 404 });
    throw error;
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The per-language texts posted as `<prefix>.<language>`. */
const textsOf = (form: FormData, prefix: string) =>
  Object.fromEntries(locales.map((language) => [language, text(form, `${prefix}.${language}`).trim()]));

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = positiveId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const back = adminDeliveryMethodPath(context.get(localeContext), id);
  const api = context.get(platformContext);
  const form = await request.formData();
  const intent = text(form, "intent");
  const which: FormRefusal["form"] =
    intent === "method" ? "deliveryMethod" : intent === "addBranch" ? "deliveryBranchAdd" : "deliveryBranch";
  const refused = (error: string) =>
    formRefused(which, error, { ...formValues(form), countries: form.getAll("countries").map(String) }, 400);
  try {
    if (intent === "method") {
      const price = parseAmount(text(form, "price"));
      if (price === null || price > MAX_PRICE) return refused("admin.deliveryMethods.errors.price");
      const position = /^\d{1,4}$/.test(text(form, "position").trim()) ? Number(text(form, "position")) : null;
      if (position === null || position > MAX_POSITION) return refused("admin.deliveryMethods.errors.position");
      const chosen = form.getAll("countries").map(String);
      const countries = text(form, "countryScope") === "ALL" ? ("ALL" as const) : chosen;
      if (countries !== "ALL" && !countries.length) return refused("admin.deliveryMethods.errors.countries");
      await api.call(shopAdmin.saveDeliveryMethod, {
        id,
        names: textsOf(form, "names"),
        descriptions: textsOf(form, "descriptions"),
        price,
        countries,
        active: form.has("active"),
        handsOver: form.has("handsOver"),
        position,
      });
      sendToast(context, { type: "success", key: "admin.deliveryMethods.saved" });
    } else if (intent === "addBranch") {
      await api.call(shopAdmin.addDeliveryBranch, { methodId: id, names: textsOf(form, "names") });
      sendToast(context, { type: "success", key: "admin.deliveryMethods.branchAdded" });
    } else if (intent === "branch") {
      const branchId = positiveId(text(form, "branchId")) ?? 0;
      await api.call(shopAdmin.saveDeliveryBranch, {
        id: branchId,
        names: textsOf(form, "names"),
        active: form.has("active"),
      });
      sendToast(context, { type: "success", key: "admin.deliveryMethods.branchSaved" });
    } else if (intent === "removeBranch") {
      await api.call(shopAdmin.removeDeliveryBranch, { id: positiveId(text(form, "branchId")) ?? 0 });
      sendToast(context, { type: "success", key: "admin.deliveryMethods.branchRemoved" });
    } else return data(null, { status: 400 });
  } catch (error) {
    if (isPlatformError(error, 404) && (intent === "method" || intent === "addBranch"))
      throw data(null, { status: 404 });
    if (intent === "removeBranch") sendToast(context, { type: "error", key: refusalKey(error) });
    else return refused(refusalKey(error));
  }
  return redirect(back, { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function AdminDeliveryMethod({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, method } = loaderData;
  const here = adminDeliveryMethodPath(locale, method.id);
  return (
    <AdminPage title={t("admin.deliveryMethods.detailTitle", { name: method.name })} testId="admin-delivery-method">
      <p>
        <Link to={adminPath(locale, "delivery-methods")}>{t("admin.deliveryMethods.back")}</Link>
      </p>
      <MethodForm loaderData={loaderData} action={here} />
      <BranchesSection method={method} action={here} />
    </AdminPage>
  );
}

/** A text per language: `<prefix>.en`, `<prefix>.hr`. */
function LanguageTexts({
  idPrefix,
  prefix,
  label,
  values,
  typedValues,
  multiline = false,
  max,
  hint,
}: {
  idPrefix: string;
  prefix: string;
  label: (language: Locale) => string;
  values: Partial<Record<Locale, string>>;
  typedValues: FormRefusal["values"] | undefined;
  multiline?: boolean;
  max: number;
  hint?: string;
}) {
  return locales.map((language) => {
    const id = `${idPrefix}-${prefix}-${language}`;
    const name = `${prefix}.${language}`;
    const shown = typed(typedValues, name) ?? values[language] ?? "";
    const own = language === "en" ? undefined : hint;
    const props = {
      id,
      name,
      lang: language,
      maxLength: max,
      defaultValue: shown,
      required: language === "en" && !multiline,
      "aria-describedby": hintIdOf(id, own),
      className: formCss.input,
      "data-testid": `${idPrefix}-${prefix}-${language}`,
    };
    return (
      <FieldFrame key={language} id={id} label={label(language)} hint={own}>
        {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
      </FieldFrame>
    );
  });
}

function MethodForm({ loaderData, action }: { loaderData: LoaderData; action: string }) {
  const { t } = useTranslation();
  const { locale, method, countries } = loaderData;
  const refusal = useRefusal("deliveryMethod");
  const values = refusal?.values;
  const scope = typed(values, "countryScope") ?? (method.countries === "ALL" ? "ALL" : "chosen");
  const chosenTyped = values?.countries;
  const chosen = new Set(Array.isArray(chosenTyped) ? chosenTyped : method.countries === "ALL" ? [] : method.countries);
  const checked = (name: string, saved: boolean) => (values ? name in values : saved);
  const priceHint = t("admin.deliveryMethods.priceHint");
  const positionHint = t("admin.deliveryMethods.positionHint");
  const fallbackHint = t("admin.deliveryMethods.fallbackHint");
  return (
    <section aria-labelledby="delivery-method-settings">
      <h2 className={css.subheading} id="delivery-method-settings">
        {t("admin.deliveryMethods.settings")}
      </h2>
      <p className={css.muted}>
        {t("admin.deliveryMethods.code")}: <code>{method.code}</code>
      </p>
      <Form method="post" action={action} className={css.fields} data-testid="delivery-method-form">
        <FormErrors id="delivery-method-errors" errors={refusal ? [refusal.error] : undefined} />
        <input type="hidden" name="intent" value="method" />
        <LanguageTexts
          idPrefix="method"
          prefix="names"
          label={(language) => t(`admin.deliveryMethods.name.${language}`)}
          values={method.names}
          typedValues={values}
          max={MAX_NAME}
          hint={fallbackHint}
        />
        <LanguageTexts
          idPrefix="method"
          prefix="descriptions"
          label={(language) => t(`admin.deliveryMethods.description.${language}`)}
          values={method.descriptions}
          typedValues={values}
          multiline
          max={MAX_DESCRIPTION}
          hint={fallbackHint}
        />
        <FieldFrame id="method-price" label={t("admin.deliveryMethods.priceLabel")} hint={priceHint}>
          <input
            id="method-price"
            name="price"
            type="text"
            inputMode="decimal"
            required
            defaultValue={typed(values, "price") ?? amountInput(method.price, locale)}
            aria-describedby={hintIdOf("method-price", priceHint)}
            className={formCss.input}
            data-testid="method-price"
          />
        </FieldFrame>
        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{t("admin.deliveryMethods.countries")}</legend>
          <label className={formCss.checkboxLabel}>
            <input
              type="radio"
              name="countryScope"
              value="ALL"
              defaultChecked={scope === "ALL"}
              className={formCss.checkbox}
            />
            {t("admin.deliveryMethods.allCountriesChoice")}
          </label>
          <label className={formCss.checkboxLabel}>
            <input
              type="radio"
              name="countryScope"
              value="chosen"
              defaultChecked={scope !== "ALL"}
              className={formCss.checkbox}
            />
            {t("admin.deliveryMethods.chosenCountries")}
          </label>
          <ul className={css.countryList}>
            {countries.map((c) => (
              <li key={c.iso}>
                <label className={formCss.checkboxLabel}>
                  <input
                    type="checkbox"
                    name="countries"
                    value={c.iso}
                    defaultChecked={chosen.has(c.iso)}
                    className={formCss.checkbox}
                  />
                  {c.name} ({c.iso})
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <label className={formCss.checkboxLabel}>
          <input
            type="checkbox"
            name="active"
            defaultChecked={checked("active", method.active)}
            className={formCss.checkbox}
            data-testid="method-active"
          />
          {t("admin.deliveryMethods.activeLabel")}
        </label>
        <label className={formCss.checkboxLabel}>
          <input
            type="checkbox"
            name="handsOver"
            defaultChecked={checked("handsOver", method.handsOver)}
            className={formCss.checkbox}
            data-testid="method-hands-over"
          />
          {t("admin.deliveryMethods.handsOverLabel")}
        </label>
        <FieldFrame id="method-position" label={t("admin.deliveryMethods.position")} hint={positionHint}>
          <input
            id="method-position"
            name="position"
            type="text"
            inputMode="numeric"
            required
            defaultValue={typed(values, "position") ?? String(method.position)}
            aria-describedby={hintIdOf("method-position", positionHint)}
            className={formCss.input}
          />
        </FieldFrame>
        <div>
          <button type="submit" className={primaryButton} data-testid="method-save">
            {t("admin.deliveryMethods.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function BranchesSection({ method, action }: { method: LoaderData["method"]; action: string }) {
  const { t } = useTranslation();
  const refusal = useRefusal("deliveryBranch");
  const adding = useRefusal("deliveryBranchAdd");
  return (
    <section aria-labelledby="delivery-method-branches">
      <h2 className={css.subheading} id="delivery-method-branches">
        {t("admin.deliveryMethods.branchesTitle")}
      </h2>
      <p className={css.muted}>{t("admin.deliveryMethods.branchesIntro")}</p>
      {method.branches.length ? (
        <ul className={css.itemList}>
          {method.branches.map((branch) => {
            const mine = refusal && typed(refusal.values, "branchId") === String(branch.id) ? refusal : null;
            const idPrefix = `branch-${branch.id}`;
            const heading = `${idPrefix}-name`;
            return (
              <li key={branch.id} className={css.branch} data-testid="delivery-branch">
                <h3 className={css.branchName} id={heading}>
                  {branch.name}
                  {branch.active ? "" : ` (${t("admin.deliveryMethods.inactive")})`}
                </h3>
                <Form method="post" action={action} className={css.fields}>
                  <FormErrors id={`${idPrefix}-errors`} errors={mine ? [mine.error] : undefined} />
                  <input type="hidden" name="intent" value="branch" />
                  <input type="hidden" name="branchId" value={branch.id} />
                  <LanguageTexts
                    idPrefix={idPrefix}
                    prefix="names"
                    label={(language) => t(`admin.deliveryMethods.name.${language}`)}
                    values={branch.names}
                    typedValues={mine?.values}
                    max={MAX_NAME}
                  />
                  <label className={formCss.checkboxLabel}>
                    <input
                      type="checkbox"
                      name="active"
                      defaultChecked={mine ? "active" in mine.values : branch.active}
                      className={formCss.checkbox}
                    />
                    {t("admin.deliveryMethods.branchActive")}
                  </label>
                  <div>
                    <button
                      type="submit"
                      className={outlineButton}
                      aria-label={t("admin.deliveryMethods.saveBranchOne", { name: branch.name })}
                    >
                      {t("admin.deliveryMethods.saveBranch")}
                    </button>
                  </div>
                </Form>
                {branch.used ? (
                  <p className={css.muted}>{t("admin.deliveryMethods.branchUsed")}</p>
                ) : (
                  <Form method="post" action={action}>
                    <input type="hidden" name="intent" value="removeBranch" />
                    <input type="hidden" name="branchId" value={branch.id} />
                    <button
                      type="submit"
                      className={outlineButton}
                      aria-label={t("admin.deliveryMethods.removeBranchOne", { name: branch.name })}
                    >
                      {t("admin.deliveryMethods.removeBranch")}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t("admin.deliveryMethods.noBranches")}</p>
      )}
      <h3 className={css.branchName} id="delivery-branch-new">
        {t("admin.deliveryMethods.addBranchTitle")}
      </h3>
      {/* Keyed by the branches: once one is added, the fields are empty again (with JavaScript too). */}
      <Form
        key={method.branches.length}
        method="post"
        action={action}
        className={css.fields}
        aria-labelledby="delivery-branch-new"
        data-testid="delivery-branch-add"
      >
        <FormErrors id="delivery-branch-new-errors" errors={adding ? [adding.error] : undefined} />
        <input type="hidden" name="intent" value="addBranch" />
        <LanguageTexts
          idPrefix="new-branch"
          prefix="names"
          label={(language) => t(`admin.deliveryMethods.name.${language}`)}
          values={{}}
          typedValues={adding?.values}
          max={MAX_NAME}
        />
        <div>
          <button type="submit" className={primaryButton}>
            {t("admin.deliveryMethods.addBranch")}
          </button>
        </div>
      </Form>
    </section>
  );
}
