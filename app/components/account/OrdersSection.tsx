import { Link } from "react-router";
import type { FulfilmentStatus as FulfilmentStatusName, OrderSummary } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { formatOrderDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import * as checkoutCss from "../checkout/checkout.css";
import * as css from "./account.css";
import { TableScroll } from "./TableScroll";

/** The order's payment status. One paid when it is handed over owes nothing yet: "awaiting payment"
 * would read as if something went wrong, so it says when it is paid. */
export function OrderStatus({ order }: { order: Pick<OrderSummary, "status" | "paysOnDelivery"> }) {
  const { t } = useTranslation();
  const status = order.status === "pendingPayment" && order.paysOnDelivery ? "paysOnDelivery" : order.status;
  return (
    <span className={css.status} data-testid="order-status" data-status={status}>
      {t(`account.orders.statuses.${status}`, { defaultValue: status })}
    </span>
  );
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

/**
 * The viewer's orders: how many, and a table linking each to its detail page. On a phone the date,
 * states and item count would push the total past the screen's edge, so they fold under the order's
 * number (shown only there, so nothing is read twice), as an order's lines do.
 */
export function OrdersSection({ orders }: { orders: OrderSummary[] }) {
  const { t, locale } = useTranslation();
  if (!orders.length) return <p className={css.sectionMeta}>{t("account.orders.empty")}</p>;
  const states = (o: OrderSummary) => (
    <span className={css.statuses}>
      <OrderStatus order={o} />
      {o.fulfilmentStatus !== "unfulfilled" ? <FulfilmentStatus status={o.fulfilmentStatus} /> : null}
    </span>
  );
  return (
    <TableScroll label={t("account.orders.list")}>
      <table className={css.table} data-testid="order-list">
        <caption className="visually-hidden">{t("account.orders.list")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("account.orders.number")}</th>
            <th scope="col" className={checkoutCss.wideColumn}>
              {t("account.orders.date")}
            </th>
            <th scope="col" className={checkoutCss.wideColumn}>
              {t("account.orders.status")}
            </th>
            <th scope="col" className={`${css.numeric} ${checkoutCss.wideColumn}`}>
              {t("account.orders.items")}
            </th>
            <th scope="col" className={css.numeric}>
              {t("account.orders.total")}
            </th>
            <th scope="col" className={checkoutCss.wideColumn}>
              <span className="visually-hidden">{t("account.orders.view")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} data-testid="order-row">
              {/* The number opens the order too: on a phone the "Details" column is not shown. */}
              <th scope="row">
                <Link to={pagePath("orderDetail", locale, { slug: o.slug })} className={css.nowrap}>
                  {o.slug}
                </Link>
                <span className={`${checkoutCss.lineDetail} ${css.orderFolded}`}>
                  <span className={css.foldedLine}>
                    {formatOrderDate(o.created_at, locale)} · {t("account.orders.itemCount", { count: o.itemCount })}
                  </span>
                  {states(o)}
                </span>
              </th>
              <td className={`${css.nowrap} ${checkoutCss.wideColumn}`}>{formatOrderDate(o.created_at, locale)}</td>
              <td className={checkoutCss.wideColumn}>{states(o)}</td>
              <td className={`${css.numeric} ${checkoutCss.wideColumn}`}>{o.itemCount}</td>
              <td className={css.numeric} data-testid="order-total">
                {formatMoney(o.orderTotal, locale, o.currency || "EUR")}
              </td>
              <td className={`${css.numeric} ${checkoutCss.wideColumn}`}>
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
