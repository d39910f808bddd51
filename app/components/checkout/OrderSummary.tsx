import type { Cart } from "#server/contract/cart";
import { lineDetails, type LineDetail } from "#server/contract/line-details";
import { totalsWithDelivery, type DeliveryCharge } from "#server/contract/cart-pricing";
import type { Locale } from "#server/contract/urls";
import { deliveryChosen } from "~/lib/cart";
import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { TotalsList } from "../cart/TotalsList";
import { LineDetails } from "./LineDetails";
import * as css from "./checkout.css";

/** What the checkout's summary shows of the cart. */
export type SummaryCart = Pick<Cart, "currency" | "coupon" | "itemCount"> & {
  deliveryChosen: boolean;
  items: { itemId: number; name: string; qty: number; row: number; details: LineDetail[] }[];
  totals: Cart["prices"]["converted"];
};

export function summaryCart(cart: Cart): SummaryCart {
  return {
    currency: cart.currency,
    coupon: cart.coupon,
    deliveryChosen: deliveryChosen(cart),
    itemCount: cart.itemCount,
    items: cart.items.map((i) => ({
      itemId: i.itemId,
      name: i.name,
      qty: i.qty,
      row: i.prices.converted.row,
      details: lineDetails(i.options),
    })),
    totals: cart.prices.converted,
  };
}

/** The checkout's side panel: the lines and the totals, delivery included once it is chosen (or there
 * is none). `delivery`: a method chosen in the one-step form and not saved yet, settled on the
 * platform's goods total with the platform's arithmetic (its price replaces a saved method's). */
export function OrderSummary({
  cart,
  locale,
  delivery = null,
}: {
  cart: SummaryCart;
  locale: Locale;
  delivery?: DeliveryCharge | null;
}) {
  const { t } = useTranslation();
  const totals = delivery ? totalsWithDelivery(cart.totals, delivery) : cart.totals;
  const money = (cents: number) => formatMoney(cents, locale, cart.currency);
  return (
    <section className={css.panel} aria-labelledby="checkout-summary" data-testid="checkout-summary">
      <h2 id="checkout-summary" className={css.panelTitle}>
        {t("checkout.summary.title")}
      </h2>
      <ul className={css.items}>
        {cart.items.map((item) => (
          <li key={item.itemId} className={css.itemRow} data-testid="summary-line">
            <div className={css.itemName}>
              {item.qty} × {item.name}
              <LineDetails details={item.details} money={money} />
            </div>
            <span className={css.amount}>{money(item.row)}</span>
          </li>
        ))}
      </ul>
      <TotalsList
        className={css.totals}
        totals={totals}
        coupon={cart.coupon}
        deliveryChosen={cart.deliveryChosen || delivery !== null}
        deliveryPending="cart.summary.deliveryStep"
        currency={cart.currency}
        locale={locale}
      />
    </section>
  );
}
