import { OrderTitle } from "./OrderTitle";
import type { ReactNode } from "react";
import type { OrderDetail } from "#server/contract";
import type { Locale } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import type { QrPicture } from "~/lib/qr";
import { OrderDetails } from "../checkout/OrderDetails";
import * as css from "./account.css";
import { OrderStatus } from "./OrdersSection";
import { formatOrderDate } from "~/lib/dates";

/**
 * An order's page: its number, date and status, then the order. The buyer's (from the order
 * history) and a guest's (from the confirmation e-mail) are the same page; `back` is the way back
 * where there is one.
 */
export function OrderPage({
  order,
  locale,
  countries,
  qrCodes,
  testId,
  back,
  actions,
}: {
  order: OrderDetail;
  locale: Locale;
  countries: { shipping: string; billing: string };
  qrCodes: Record<string, QrPicture>;
  testId: string;
  back?: ReactNode;
  /** What the buyer may do with the order now (pay it, cancel it), under its heading. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.profilePage} data-testid={testId}>
      {back}
      <header className={css.profileHeader}>
        <div>
          <h1 className={css.pageTitle}>
            <OrderTitle slug={order.slug} />
          </h1>
          <p className={css.intro}>
            {t("account.orders.placedOn", { date: formatOrderDate(order.created_at, locale) })} ·{" "}
            <OrderStatus order={order} />
          </p>
        </div>
      </header>
      {actions && <div className={css.orderActions}>{actions}</div>}
      <OrderDetails order={order} locale={locale} countries={countries} qrCodes={qrCodes} />
    </div>
  );
}
