import type { Totals } from "#server/contract/cart-pricing";
import type { Locale } from "#server/contract/urls";
import type { ShownCart } from "~/lib/cart";
import { useTranslation } from "~/lib/i18n";
import * as shared from "../catalog/catalog.css";
import * as css from "./cart.css";
import { ToCheckout } from "./CartForms";
import { TotalsList } from "./TotalsList";

/** The totals (an estimate, marked busy, while a change is on its way) and the way to checkout. */
export function CartSummary({
  totals,
  cart,
  locale,
  estimating,
}: {
  totals: Totals;
  cart: ShownCart;
  locale: Locale;
  estimating: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={css.panel} aria-labelledby="cart-summary" data-testid="cart-summary" aria-busy={estimating}>
      <h2 id="cart-summary" className={css.panelTitle}>
        {t("cart.summary.title")}
      </h2>
      <TotalsList
        totals={totals}
        coupon={cart.coupon}
        deliveryChosen={cart.deliveryChosen}
        currency={cart.currency}
        locale={locale}
      />
      {estimating ? (
        <p className={css.estimate} role="status">
          {t("cart.summary.estimate")}
        </p>
      ) : null}
      <ToCheckout cart={cart} className={`${shared.button} ${shared.buttonBlock}`} />
    </section>
  );
}
