import { Link } from "react-router";
import type { FulfilmentStatus as FulfilmentStatusName, OrderSummary } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { formatOrderDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import * as css from "./account.css";
import { TableScroll } from "./TableScroll";

export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={css.status}>{t(`account.orders.statuses.${status}`, { defaultValue: status })}</span>;
}

/** Where the order's parcel is (decision 0061); nothing for an order that ships nothing. */
export function FulfilmentStatus({ status }: { status: FulfilmentStatusName | null }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <span className={css.status} data-testid="fulfilment-status" data-status={status}>
      {t(`account.orders.fulfilment.statuses.${status}`)}
    </span>
  );
}

/** The viewer's orders: how many, and a table linking each to its detail page. */
export function OrdersSection({ orders }: { orders: OrderSummary[] }) {
  const { t, locale } = useTranslation();
  if (!orders.length) return <p className={css.sectionMeta}>{t("account.orders.empty")}</p>;
  return (
    <TableScroll label={t("account.orders.list")}>
      <table className={css.table} data-testid="order-list">
        <caption className="visually-hidden">{t("account.orders.list")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("account.orders.number")}</th>
            <th scope="col">{t("account.orders.date")}</th>
            <th scope="col">{t("account.orders.status")}</th>
            <th scope="col" className={css.numeric}>
              {t("account.orders.items")}
            </th>
            <th scope="col" className={css.numeric}>
              {t("account.orders.total")}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t("account.orders.view")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} data-testid="order-row">
              {/* The number opens the order too: on a phone the table scrolls sideways, and the
                  "Details" column is out of view. */}
              <th scope="row" className={css.nowrap}>
                <Link to={pagePath("orderDetail", locale, { slug: o.slug })}>{o.slug}</Link>
              </th>
              <td className={css.nowrap}>{formatOrderDate(o.created_at, locale)}</td>
              <td>
                <span className={css.statuses}>
                  <OrderStatus status={o.status} />
                  {o.fulfilmentStatus !== "unfulfilled" ? <FulfilmentStatus status={o.fulfilmentStatus} /> : null}
                </span>
              </td>
              <td className={css.numeric}>{o.itemCount}</td>
              <td className={css.numeric}>{formatMoney(o.orderTotal, locale, o.currency || "EUR")}</td>
              <td className={css.numeric}>
                <Link
                  to={pagePath("orderDetail", locale, { slug: o.slug })}
                  aria-label={t("account.orders.viewOrder", { slug: o.slug })}
                >
                  {t("account.orders.view")}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
