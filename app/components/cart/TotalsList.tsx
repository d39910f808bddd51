import { Fragment } from "react";
import type { Locale } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { totalsRows, type ShownTotals } from "~/lib/totals";
import * as css from "./totals.css";

/** The totals rows of the cart page's summary and the checkout's side panel (one list for both):
 * items total, coupon discount only while a coupon is set, membership saving, delivery, tax, grand
 * total. Each amount carries `data-testid="summary-{row}"`. */
export function TotalsList({
  totals,
  coupon,
  deliveryChosen,
  deliveryPending = "cart.summary.deliveryLater",
  currency,
  locale,
  className,
}: {
  totals: ShownTotals;
  coupon: { code: string } | null;
  deliveryChosen: boolean;
  /** What the delivery row says before a method is chosen (a key): in the cart "at checkout". */
  deliveryPending?: string;
  currency: string;
  locale: Locale;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className={className ? `${css.totals} ${className}` : css.totals}>
      {totalsRows(totals, coupon, deliveryChosen).map((row) => {
        const cls = row.grand ? css.grandTotal : row.discount ? css.discount : undefined;
        const amount = row.cents === null ? t(deliveryPending) : formatMoney(row.cents, locale, currency);
        return (
          <Fragment key={row.id}>
            <dt className={row.grand ? css.grandTotal : undefined}>
              {t(row.label)}
              {row.detail ? ` (${row.detail})` : null}
            </dt>
            <dd className={cls} data-testid={`summary-${row.id}`}>
              {row.discount === "minus" ? "−" : null}
              {amount}
            </dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
