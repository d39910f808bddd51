import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import * as css from "./catalog.css";

/** A price with its currency label; a discounted one shows the retail price struck through and the
 * discount percent (spec section 1). Amounts are integer cents. */
export function Price({
  finalPrice,
  retailPrice,
  discountPercent,
  currency,
  large = false,
  showBadge = false,
}: {
  finalPrice: number;
  retailPrice: number;
  discountPercent: number;
  currency: string;
  large?: boolean;
  showBadge?: boolean;
}) {
  const { t, locale } = useTranslation();
  const discounted = discountPercent > 0 && retailPrice > finalPrice;
  return (
    <p className={large ? `${css.price} ${css.priceLarge}` : css.price} data-testid="price">
      <span
        className={discounted ? `${css.priceFinal} ${css.priceDiscounted}` : css.priceFinal}
        data-testid="final-price"
      >
        {formatMoney(finalPrice, locale, currency)}
      </span>
      {discounted ? (
        <>
          <s className={css.priceRetail}>
            <span className="visually-hidden">{t("shop.regularPrice")}: </span>
            {formatMoney(retailPrice, locale, currency)}
          </s>
          {showBadge ? <DiscountBadge percent={discountPercent} /> : null}
        </>
      ) : null}
    </p>
  );
}

export function DiscountBadge({ percent, className = "" }: { percent: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${css.badge} ${className}`} data-testid="discount">
      <span aria-hidden="true">{t("shop.discount", { percent })}</span>
      <span className="visually-hidden">{t("shop.discountLabel", { percent })}</span>
    </span>
  );
}
