import { Link } from "react-router";
import type { Route } from "./+types/orders";
import { shopAdmin, type OrderStatus as OrderStatusName } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPager, askedPage } from "~/components/admin/AdminPager";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { formatOrderDate, OrderStatus } from "~/components/account/OrdersSection";
import { adminOrderPath, adminPath } from "~/lib/admin-paths";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";

/** Order statuses and their names are the order pages' (orders). */
export const handle: TranslationHandle = { i18n: ["orders"] };

const statuses = ["pendingPayment", "paid", "cancelled", "failed"] as const satisfies readonly OrderStatusName[];

/** The shop's orders, newest first, all or of one status; each links to its page, where one that
 * waits for an offline payment is marked paid or cancelled. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const asked = new URL(request.url).searchParams.get("status");
  const status = statuses.find((s) => s === asked);
  const page = askedPage(request);
  const list = await context.get(platformContext).call(shopAdmin.orders, { status, page });
  return { locale, status: status ?? null, page, title: tFor(interfaceLocale(context))("admin.orders.title"), ...list };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, status, page, orders, totalPages } = loaderData;
  const listPath = adminPath(locale, "orders");
  const filters = [
    { status: null, label: t("admin.orders.all"), to: listPath },
    ...statuses.map((s) => ({ status: s, label: t(`account.orders.statuses.${s}`), to: `${listPath}?status=${s}` })),
  ];
  return (
    <AdminPage title={t("admin.orders.title")} testId="admin-orders">
      <p className={css.muted}>{t("admin.orders.intro")}</p>
      <nav aria-label={t("admin.orders.byStatus")} className={css.filterLinks}>
        {filters.map((f) => (
          <Link key={f.label} to={f.to} aria-current={f.status === status ? "page" : undefined}>
            {f.label}
          </Link>
        ))}
      </nav>
      {orders.length ? (
        <AdminTable
          label={t("admin.orders.title")}
          columns={[
            t("account.orders.number"),
            t("account.orders.date"),
            t("admin.orders.customer"),
            t("admin.orders.payment"),
            t("account.orders.total"),
            t("account.orders.status"),
          ]}
        >
          {orders.map((o) => (
            <tr key={o.id} data-testid="admin-order">
              <td className={css.nowrap}>
                <Link to={adminOrderPath(locale, o.slug)}>{o.slug}</Link>
              </td>
              <td className={css.nowrap}>
                <time dateTime={o.created_at}>{formatOrderDate(o.created_at, locale)}</time>
              </td>
              <td className={css.path}>{o.email ?? ""}</td>
              <td>{o.paymentMethod ?? ""}</td>
              <td className={css.nowrap}>{formatMoney(o.orderTotal, locale, o.currency || "EUR")}</td>
              <td>
                <OrderStatus status={o.status} />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>{t("admin.orders.empty")}</p>
      )}
      <AdminPager page={page} totalPages={totalPages} query={{ status: status ?? undefined }} />
    </AdminPage>
  );
}
