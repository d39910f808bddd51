import { Link } from "react-router";
import type { Route } from "./+types/eproducts";
import { shopAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import { DeliverySummary } from "~/components/admin/EProductDelivery";
import * as css from "~/components/admin/admin.css";
import { adminEProductPath } from "~/lib/admin-paths";
import { useTranslation } from "~/lib/i18n";

/** The shop's e-products (decision 0049): what each delivers and, for codes, how many are left. */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { products } = await context.get(platformContext).call(shopAdmin.eProducts, {});
  return { locale, title: tFor(interfaceLocale(context))("admin.eproducts.title"), products };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminEProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, products } = loaderData;
  return (
    <AdminPage title={t("admin.eproducts.title")} testId="admin-eproducts">
      <p className={css.muted}>{t("admin.eproducts.intro")}</p>
      {products.length ? (
        <AdminTable
          label={t("admin.eproducts.title")}
          columns={[
            t("admin.eproducts.product"),
            t("admin.eproducts.sku"),
            t("admin.eproducts.type"),
            t("admin.eproducts.delivers"),
          ]}
        >
          {products.map((p) => (
            <AdminRow key={p.id} data-testid="admin-eproduct">
              <AdminCell>
                <Link to={adminEProductPath(locale, p.id)}>{p.name}</Link>
              </AdminCell>
              <AdminCell className={css.nowrap}>{p.sku}</AdminCell>
              <AdminCell>{t(`admin.eproducts.types.${p.deliveryType}`)}</AdminCell>
              <AdminCell>
                <DeliverySummary product={p} />
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p>{t("admin.eproducts.empty")}</p>
      )}
    </AdminPage>
  );
}
