import { Link } from "react-router";
import type { Route } from "./+types/orders";
import { shopAdmin } from "#server/contract";
import { MAX_ORDER_SEARCH, type FulfilmentFilter, type OrderListStatus } from "#server/contract/shop-admin";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPager } from "~/components/admin/AdminPager";
import { AdminSearch } from "~/components/admin/AdminSearch";
import { askedPage } from "./admin.server";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import { EmailAddress } from "~/components/admin/EmailAddress";
import * as css from "~/components/admin/admin.css";
import { FulfilmentStatus, OrderStatus } from "~/components/account/OrdersSection";
import { formatOrderDate } from "~/lib/dates";
import { adminOrderPath, adminPath } from "~/lib/admin-paths";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";

/** Order statuses and their names are the order pages' (orders). */
export const handle: TranslationHandle = { i18n: ["orders"] };

/** By the payment's state as an order's reads: "Awaiting payment" holds only the orders whose payment
 * is still to come, the ones paid on delivery are apart (the platform's one rule). */
const statuses = [
  "pendingPayment",
  "paysOnDelivery",
  "paid",
  "cancelled",
  "failed",
] as const satisfies readonly OrderListStatus[];
/** Decision 0061: the lists by shipping, apart from the payment's. */
const fulfilments = ["toShip", "shipped", "delivered"] as const satisfies readonly FulfilmentFilter[];

/** The shop's orders, newest first, all, of one payment status or of one shipping list, or found by
 * a part of their number or buyer's e-mail (a plain GET form, `q`); each links to its page, where one
 * that waits for an offline payment is marked paid or cancelled, and one that may leave is marked
 * shipped, then delivered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const query = new URL(request.url).searchParams;
  const status = statuses.find((s) => s === query.get("status"));
  const fulfilment = fulfilments.find((f) => f === query.get("fulfilment"));
  const search = query.get("q")?.trim().slice(0, MAX_ORDER_SEARCH) ?? "";
  const page = askedPage(request);
  const list = await context
    .get(platformContext)
    .call(shopAdmin.orders, { q: search || undefined, status, fulfilment, page });
  return {
    locale,
    search,
    status: status ?? null,
    fulfilment: fulfilment ?? null,
    page,
    title: tFor(interfaceLocale(context))("admin.orders.title"),
    ...list,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, search, status, fulfilment, page, orders, totalRecords, totalPages } = loaderData;
  const listPath = adminPath(locale, "orders");
  const filters = [
    { status: null, label: t("admin.orders.all"), to: listPath },
    ...statuses.map((s) => ({ status: s, label: t(`account.orders.statuses.${s}`), to: `${listPath}?status=${s}` })),
  ];
  const shippingFilters = fulfilments.map((f) => ({
    fulfilment: f,
    label: f === "toShip" ? t("admin.orders.toShip") : t(`account.orders.fulfilment.statuses.${f}`),
    to: `${listPath}?fulfilment=${f}`,
  }));
  return (
    <AdminPage title={t("admin.orders.title")} testId="admin-orders">
      <p className={css.muted}>{t("admin.orders.intro")}</p>
      <AdminSearch
        id="order-search"
        name="q"
        label={t("admin.orders.search")}
        button={t("admin.orders.searchButton")}
        value={search}
        testId="order-search"
      />
      {search ? (
        <p className={css.muted} aria-live="polite" data-testid="order-count">
          {t("admin.orders.found", { count: totalRecords, search })}{" "}
          <Link to={listPath}>{t("admin.orders.showAll")}</Link>
        </p>
      ) : null}
      <nav aria-label={t("admin.orders.byStatus")} className={css.filterLinks}>
        <span className={css.filterName} aria-hidden="true">
          {t("admin.orders.payment")}:
        </span>
        {filters.map((f) => (
          <Link
            key={f.label}
            to={f.to}
            aria-current={
              f.status === status && fulfilment === null && !(search && f.status === null) ? "page" : undefined
            }
          >
            {f.label}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("admin.orders.byFulfilment")} className={css.filterLinks}>
        <span className={css.filterName} aria-hidden="true">
          {t("admin.orders.shipping")}:
        </span>
        {shippingFilters.map((f) => (
          <Link
            key={f.fulfilment}
            to={f.to}
            aria-current={f.fulfilment === fulfilment ? "page" : undefined}
            data-testid={`admin-orders-${f.fulfilment}`}
          >
            {f.label}
          </Link>
        ))}
      </nav>
      {orders.length ? (
        <AdminTable
          label={t("admin.orders.title")}
          columns={[
            t("account.orders.number"),
            t("account.orders.status"),
            t("admin.orders.shipping"),
            t("account.orders.total"),
            t("admin.orders.customer"),
            t("admin.orders.payment"),
          ]}
        >
          {/* What a merchant looks for first (which order, when, paid, shipped) comes first: on a
              phone the rows fold, in this order. */}
          {orders.map((o) => (
            <AdminRow key={o.id} data-testid="admin-order">
              <AdminCell className={css.nowrap}>
                <Link to={adminOrderPath(locale, o.slug)}>{o.slug}</Link>
                <br />
                <time dateTime={o.created_at} className={css.muted}>
                  {formatOrderDate(o.created_at, locale)}
                </time>
              </AdminCell>
              <AdminCell>
                <OrderStatus order={o} />
              </AdminCell>
              <AdminCell>
                <FulfilmentStatus status={o.fulfilmentStatus} />
              </AdminCell>
              <AdminCell className={css.nowrap}>{formatMoney(o.orderTotal, locale, o.currency || "EUR")}</AdminCell>
              <AdminCell className={css.email}>
                <EmailAddress address={o.email ?? ""} />
              </AdminCell>
              <AdminCell>{o.paymentMethod ?? ""}</AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p>{t("admin.orders.empty")}</p>
      )}
      <AdminPager
        page={page}
        totalPages={totalPages}
        query={{ q: search || undefined, status: status ?? undefined, fulfilment: fulfilment ?? undefined }}
      />
    </AdminPage>
  );
}
