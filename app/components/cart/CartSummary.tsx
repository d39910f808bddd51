import { Link } from "react-router";
import type { Cart } from "#server/contract/cart";
import type { Totals } from "#server/contract/cart-pricing";
import { pagePath, type Locale } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import * as shared from "../catalog/catalog.css";
import * as css from "./cart.css";

/** The totals (an estimate, marked busy, while a change is on its way) and the way to checkout. */
export function CartSummary({
  totals,
  cart,
  locale,
  estimating,
}: {
  totals: Totals;
  cart: Cart;
  locale: Locale;
  estimating: boolean;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, locale, cart.currency);
  return (
    <section className={css.panel} aria-labelledby="cart-summary" data-testid="cart-summary" aria-busy={estimating}>
      <h2 id="cart-summary" className={css.panelTitle}>
        {t("cart.summary.title")}
      </h2>
      <dl className={css.summary}>
        <dt>{t("cart.summary.itemsTotal")}</dt>
        <dd data-testid="summary-items">{money(totals.itemsTotal)}</dd>
        {cart.coupon ? (
          <>
            <dt>
              {t("cart.summary.coupon")} ({cart.coupon.code})
            </dt>
            <dd className={css.discount} data-testid="summary-coupon">
              −{money(totals.coupon)}
            </dd>
          </>
        ) : null}
        {totals.loyalty > 0 ? (
          <>
            <dt>{t("cart.summary.loyalty")}</dt>
            <dd className={css.discount} data-testid="summary-loyalty">
              {money(totals.loyalty)}
            </dd>
          </>
        ) : null}
        <dt>{t("cart.summary.delivery")}</dt>
        <dd data-testid="summary-delivery">
          {cart.deliveryMethodId === null ? t("cart.summary.deliveryLater") : money(totals.delivery)}
        </dd>
        <dt>{t("cart.summary.tax")}</dt>
        <dd data-testid="summary-tax">{money(totals.tax)}</dd>
        <dt className={css.grandTotal}>{t("cart.summary.grandTotal")}</dt>
        <dd className={css.grandTotal} data-testid="summary-total">
          {money(totals.orderTotal)}
        </dd>
      </dl>
      {estimating ? (
        <p className={css.estimate} role="status">
          {t("cart.summary.estimate")}
        </p>
      ) : null}
      <Link
        to={pagePath("checkout", locale)}
        className={`${shared.button} ${shared.buttonBlock}`}
        data-testid="cart-checkout"
      >
        {t("cart.checkout")}
      </Link>
    </section>
  );
}
