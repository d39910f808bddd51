import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/delivery-methods";
import { shopAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import {
  deliveryFormRefused,
  deliveryMethodSettings,
  deliverySettingsRefused,
  formText,
} from "~/.server/delivery-methods";
import { tFor } from "~/.server/i18n";
import { isPlatformError } from "~/.server/platform";
import { interfaceLocale } from "~/.server/interface-language";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { DeliveryMethodForm } from "~/components/admin/DeliveryMethodForm";
import { adminDeliveryMethodPath, adminPath } from "~/lib/admin-paths";
import { countryChoices } from "~/lib/countries";
import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { refusalKey } from "./admin.server";
import { DELIVERY_CODE_PATTERN, MAX_DELIVERY_CODE, MAX_DELIVERY_POSITION } from "#server/contract/delivery-limits";

/** The form errors' messages (forms), on top of the admin layout's. */

/**
 * The shop's delivery methods, offered or not: what each costs, where it delivers, who hands it
 * over; and a new one, created for every store (then its page, to add branches or switch it on), or
 * the form again with the reason and what was typed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { methods, countries } = await context.get(platformContext).call(shopAdmin.deliveryMethods, {});
  const language = interfaceLocale(context);
  return {
    locale,
    title: tFor(language)("admin.deliveryMethods.title"),
    methods,
    // Named in the admin's language, as the checkout settings name them.
    countries: countryChoices(
      countries.map((c) => c.iso),
      language,
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (formText(form, "intent") !== "create") return data(null, { status: 400 });
  const read = deliveryMethodSettings(form);
  // The code's rule is checked here too, so that it is said with the other fields, under its own.
  const code = formText(form, "code").trim();
  const codeRefused = !DELIVERY_CODE_PATTERN.test(code) || code.length > MAX_DELIVERY_CODE;
  if ("refused" in read || codeRefused)
    return deliverySettingsRefused("deliveryMethodNew", form, {
      ...("refused" in read ? read.refused : {}),
      ...(codeRefused ? { code: "admin.deliveryMethods.errors.codeInvalid" } : {}),
    });
  let id: number;
  try {
    ({ id } = await context.get(platformContext).call(shopAdmin.createDeliveryMethod, { code, ...read.settings }));
  } catch (error) {
    const reason = refusalKey(error);
    return isPlatformError(error) && error.code === "DELIVERY_CODE_TAKEN"
      ? deliverySettingsRefused("deliveryMethodNew", form, { code: reason })
      : deliveryFormRefused("deliveryMethodNew", form, reason);
  }
  sendToast(context, { type: "success", key: "admin.deliveryMethods.created" });
  return redirect(adminDeliveryMethodPath(context.get(localeContext), id), { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminDeliveryMethods({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, methods, countries } = loaderData;
  const yesNo = (value: boolean) => t(value ? "admin.deliveryMethods.yes" : "admin.deliveryMethods.no");
  return (
    <AdminPage title={t("admin.deliveryMethods.title")} testId="admin-delivery-methods">
      <p className={css.muted}>{t("admin.deliveryMethods.intro")}</p>
      {methods.length ? (
        <AdminTable
          label={t("admin.deliveryMethods.title")}
          columns={[
            t("admin.deliveryMethods.method"),
            t("admin.deliveryMethods.price"),
            t("admin.deliveryMethods.countries"),
            t("admin.deliveryMethods.active"),
            t("admin.deliveryMethods.handsOverShort"),
            t("admin.deliveryMethods.branches"),
          ]}
        >
          {methods.map((m) => (
            <AdminRow key={m.id} data-testid="admin-delivery-method">
              <AdminCell>
                <Link to={adminDeliveryMethodPath(locale, m.id)}>{m.name}</Link>
              </AdminCell>
              <AdminCell className={css.nowrap}>
                {formatMoney(m.price, locale)}
                {m.freeFrom === null ? null : (
                  <span className={css.muted}>
                    {" "}
                    ({t("admin.deliveryMethods.freeFromShort", { amount: formatMoney(m.freeFrom, locale) })})
                  </span>
                )}
              </AdminCell>
              <AdminCell>
                {m.countries === "ALL" ? t("admin.deliveryMethods.allCountries") : m.countries.join(", ")}
              </AdminCell>
              <AdminCell>{yesNo(m.active)}</AdminCell>
              <AdminCell>{yesNo(m.handsOver)}</AdminCell>
              <AdminCell>{m.branches.length}</AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p>{t("admin.deliveryMethods.empty")}</p>
      )}
      <section aria-labelledby="delivery-method-new">
        <h2 className={css.subheading} id="delivery-method-new">
          {t("admin.deliveryMethods.newTitle")}
        </h2>
        <p className={css.muted}>{t("admin.deliveryMethods.newIntro")}</p>
        <DeliveryMethodForm
          form="deliveryMethodNew"
          intent="create"
          action={adminPath(locale, "delivery-methods")}
          locale={locale}
          saved={{
            names: {},
            descriptions: {},
            price: null,
            freeFrom: null,
            countries: "ALL",
            active: false,
            handsOver: true,
            position: Math.min(MAX_DELIVERY_POSITION, Math.max(-1, ...methods.map((m) => m.position)) + 1),
          }}
          countries={countries}
          submitLabel={t("admin.deliveryMethods.create")}
          testId="delivery-method-new"
        />
      </section>
    </AdminPage>
  );
}
