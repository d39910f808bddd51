import { Link } from "react-router";
import type { Route } from "./+types/delivery-methods";
import { shopAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { adminDeliveryMethodPath } from "~/lib/admin-paths";
import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";

/** The shop's delivery methods, offered or not: what each costs, where it delivers, who hands it over. */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { methods } = await context.get(platformContext).call(shopAdmin.deliveryMethods, {});
  return { locale, title: tFor(locale)("admin.deliveryMethods.title"), methods };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminDeliveryMethods({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, methods } = loaderData;
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
            <tr key={m.id} data-testid="admin-delivery-method">
              <td>
                <Link to={adminDeliveryMethodPath(locale, m.id)}>{m.name}</Link>
              </td>
              <td className={css.nowrap}>{formatMoney(m.price, locale)}</td>
              <td>{m.countries === "ALL" ? t("admin.deliveryMethods.allCountries") : m.countries.join(", ")}</td>
              <td>{yesNo(m.active)}</td>
              <td>{yesNo(m.handsOver)}</td>
              <td>{m.branches.length}</td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>{t("admin.deliveryMethods.empty")}</p>
      )}
    </AdminPage>
  );
}
