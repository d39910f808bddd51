import type { Fulfilment } from "#server/contract";
import type { Locale } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import * as css from "../account/account.css";
import { FulfilmentStatus } from "../account/OrdersSection";
import { formatOrderDate } from "~/lib/dates";

/**
 * Where the order's parcel is (decision 0061): not sent yet, on its way (when, the carrier, the
 * tracking number and link), or delivered. The tracking link is the merchant's https address, opened
 * in a new tab without handing it this page.
 */
export function OrderFulfilment({
  fulfilment,
  orderStatus,
  locale,
  forBuyer,
}: {
  fulfilment: Fulfilment | null;
  orderStatus: string;
  locale: Locale;
  /** The buyer is promised an e-mail when it leaves; the back office is not. */
  forBuyer: boolean;
}) {
  const { t } = useTranslation();
  // A cancelled or failed order that never left will not: nothing to say about its parcel.
  const ended = orderStatus === "cancelled" || orderStatus === "failed";
  if (!fulfilment || (ended && fulfilment.status === "unfulfilled")) return null;
  const date = (iso: string) => <time dateTime={iso}>{formatOrderDate(iso, locale)}</time>;
  return (
    <section className={css.section} aria-labelledby="order-fulfilment" data-testid="order-fulfilment">
      <h2 className={css.subTitle} id="order-fulfilment">
        {t("account.orders.fulfilment.title")}
      </h2>
      <p>
        <FulfilmentStatus status={fulfilment.status} />
      </p>
      {fulfilment.status === "unfulfilled" ? (
        forBuyer ? (
          <p className={css.sectionMeta}>{t("account.orders.fulfilment.notYet")}</p>
        ) : null
      ) : (
        <ul className={css.trackingList}>
          {fulfilment.shippedAt ? (
            <li data-testid="order-shipped-at">
              {t("account.orders.fulfilment.shippedOn")} {date(fulfilment.shippedAt)}
            </li>
          ) : null}
          {fulfilment.deliveredAt ? (
            <li data-testid="order-delivered-at">
              {t("account.orders.fulfilment.deliveredOn")} {date(fulfilment.deliveredAt)}
            </li>
          ) : null}
          {fulfilment.carrier ? (
            <li data-testid="order-carrier">
              {t("account.orders.fulfilment.carrier")}: {fulfilment.carrier}
            </li>
          ) : null}
          {fulfilment.trackingNumber ? (
            <li data-testid="order-tracking-number">
              {t("account.orders.fulfilment.trackingNumber")}: {fulfilment.trackingNumber}
            </li>
          ) : null}
          {fulfilment.trackingUrl ? (
            <li>
              <a
                href={fulfilment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="order-tracking-link"
              >
                {t("account.orders.fulfilment.track")}
              </a>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
