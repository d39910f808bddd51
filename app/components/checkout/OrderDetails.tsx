import type { OrderDetail } from "#server/contract";
import type { Locale } from "#server/contract/urls";
import { countryName } from "~/lib/countries";
import { useTranslation } from "~/lib/i18n";
import type { QrPicture } from "~/lib/qr";
import { formatMoney } from "~/lib/money";
import type { ShownTotals } from "~/lib/totals";
import * as css from "../account/account.css";
import { TableScroll } from "../account/TableScroll";
import { TotalsList } from "../cart/TotalsList";
import * as checkoutCss from "./checkout.css";
import { AddressBlock } from "./AddressBlock";
import { DigitalDelivery } from "./DigitalDelivery";
import { LineDetails } from "./LineDetails";
import { OrderFulfilment } from "./OrderFulfilment";

/** The names of the order's countries in the page's language, worked out once on the server (the
 * browser's Intl data may name them differently). */
export function orderCountryNames(order: Pick<OrderDetail, "shippingAddress" | "billingAddress">, locale: Locale) {
  const name = (iso: string | undefined) => (iso ? countryName(iso, locale) : "");
  return { shipping: name(order.shippingAddress?.country), billing: name(order.billingAddress?.country) };
}

/** An order's amounts as the cart's totals list reads them: the order page says them as the cart did. */
const orderTotals = (order: OrderDetail): ShownTotals => ({
  itemsTotal: order.itemsTotal,
  coupon: Math.abs(order.couponDiscount),
  // Saved, not taken off: the items total holds the membership prices already (as in the cart).
  loyalty: order.loyalty,
  delivery: order.delivery,
  tax: order.tax,
  orderTotal: order.orderTotal,
});

/** An order's lines, totals, addresses and methods: in the order history, on the success page,
 * behind the confirmation e-mail's link and in the back office. */
export function OrderDetails({
  order,
  locale,
  countries,
  qrCodes,
  forBuyer = true,
}: {
  order: OrderDetail;
  locale: Locale;
  countries: { shipping: string; billing: string };
  qrCodes: Record<string, QrPicture>;
  /** False on the back office's order page: what is said to the buyer is left out. */
  forBuyer?: boolean;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, locale, order.currency || "EUR");
  return (
    <div className={css.sections} data-testid="order-details">
      {order.paymentInstructions ? (
        <section className={css.section} aria-labelledby="order-how-to-pay">
          <h2 className={css.subTitle} id="order-how-to-pay">
            {t("account.orders.howToPay")}
          </h2>
          <p className={css.paymentInstructions} data-testid="order-payment-instructions">
            <UnbrokenIbans text={order.paymentInstructions} />
          </p>
        </section>
      ) : null}
      <OrderFulfilment fulfilment={order.fulfilment} orderStatus={order.status} locale={locale} forBuyer={forBuyer} />
      <DigitalDelivery deliverables={order.deliverables} qrCodes={qrCodes} locale={locale} />
      <section className={css.section}>
        <TableScroll label={t("account.orders.lines")}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t("account.orders.product")}</th>
                <th scope="col" className={checkoutCss.wideColumn}>
                  {t("account.orders.sku")}
                </th>
                <th scope="col" className={css.numeric}>
                  {t("account.orders.quantity")}
                </th>
                <th scope="col" className={`${css.numeric} ${checkoutCss.wideColumn}`}>
                  {t("account.orders.unitPrice")}
                </th>
                <th scope="col" className={css.numeric}>
                  {t("account.orders.rowTotal")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, i) => (
                <tr key={`${item.sku}-${i}`}>
                  <td>
                    {item.name}
                    <LineDetails details={item.details} money={money} />
                    <span className={checkoutCss.lineDetail}>
                      {t("account.orders.sku")} {item.sku} ·{" "}
                      {t("account.orders.each", { price: money(item.unitPrice) })}
                    </span>
                  </td>
                  <td className={checkoutCss.wideColumn}>{item.sku}</td>
                  <td className={css.numeric}>{item.qty}</td>
                  <td className={`${css.numeric} ${checkoutCss.wideColumn}`}>{money(item.unitPrice)}</td>
                  <td className={css.numeric}>{money(item.rowTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <TotalsList
          totals={orderTotals(order)}
          coupon={order.couponDiscount ? { code: order.couponCode ?? "" } : null}
          deliveryChosen
          currency={order.currency || "EUR"}
          locale={locale}
          className={css.orderTotals}
        />
      </section>
      <section className={css.section}>
        <div className={css.detailGrid}>
          <AddressBlock
            title={t("account.orders.shippingAddress")}
            address={order.shippingAddress}
            country={countries.shipping}
          />
          <AddressBlock
            title={t("account.orders.billingAddress")}
            address={order.billingAddress}
            country={countries.billing}
          />
          {order.deliveryMethod ? (
            <div>
              <h2 className={css.subTitle}>{t("account.orders.deliveryMethod")}</h2>
              <p data-testid="order-delivery-method">
                {order.deliveryMethod}
                {order.deliveryBranch ? `: ${order.deliveryBranch}` : ""}
              </p>
            </div>
          ) : null}
          {order.paymentMethod ? (
            <div>
              <h2 className={css.subTitle}>{t("account.orders.paymentMethod")}</h2>
              <p data-testid="order-payment-method">{order.paymentMethod}</p>
            </div>
          ) : null}
          {order.orderMessage ? (
            <div>
              <h2 className={css.subTitle}>{t("account.orders.orderMessage")}</h2>
              <p className={css.buyerText} data-testid="order-message">
                {order.orderMessage}
              </p>
            </div>
          ) : null}
          {order.giftMessage ? (
            <div>
              <h2 className={css.subTitle}>{t("account.orders.giftMessage")}</h2>
              <p className={css.buyerText} data-testid="order-gift-message">
                {order.giftMessage}
              </p>
              {order.to ? <p>{t("account.orders.giftTo", { name: order.to })}</p> : null}
              {order.from ? <p>{t("account.orders.giftFrom", { name: order.from })}</p> : null}
            </div>
          ) : null}
          {order.company ? (
            <div>
              <h2 className={css.subTitle}>{t("account.fields.companyName")}</h2>
              <p>
                {order.company.name}, {t("account.fields.companyOIB")} {order.company.oib}
              </p>
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}

/** An account number in IBAN form, grouped by fours or not ("HR12 1001 0051 8630 0016 0"). */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g;

/** Instructions (an editor's free text) with each account number kept on one line: one broken
 * across lines on a phone invites copying it wrong. */
function UnbrokenIbans({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(IBAN)) {
    parts.push(text.slice(from, match.index));
    parts.push(
      <span key={match.index} className={css.unbroken} data-testid="iban">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
