import type { OrderDetail } from "#server/contract";
import type { Locale } from "#server/contract/urls";
import { tFor } from "~/.server/i18n";
import { qrCodesOf } from "~/.server/qr";
import { orderCountryNames } from "~/components/checkout/OrderDetails";

/** What an order's page shows, whether its buyer opened it from the history or a guest from the e-mail's link. */
export function orderPageData(order: OrderDetail, locale: Locale) {
  return {
    locale,
    order,
    countries: orderCountryNames(order, locale),
    qrCodes: qrCodesOf(order),
    title: tFor(locale)("account.orders.detailTitle", { slug: order.slug }),
  };
}
