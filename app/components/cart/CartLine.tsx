import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { CartItem } from "#server/contract/cart";
import type { Locale } from "#server/contract/urls";
import { cartItemUrl, MAX_LINE_QUANTITY, parseQuantity } from "~/lib/cart";
import { useDebounced, useHydrated } from "~/lib/hooks";
import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import * as shared from "../catalog/catalog.css";
import { Picture } from "../ui/Picture";
import { CartForm, cartField } from "./CartForm";
import * as css from "./cart.css";

/** Spec section 9: a quantity change is sent after 500 ms of quiet. */
export const QUANTITY_DEBOUNCE_MS = 500;

export interface CartLineProps {
  item: CartItem;
  locale: Locale;
  action: string;
  currency: string;
  /** Reports the quantity shown while it is not yet the platform's (undefined once settled). */
  onPending: (itemId: number, qty: number | undefined) => void;
}

/**
 * One line. Without JavaScript the quantity is a form with − / + and Update submit buttons, and Remove
 * is its own form. With JavaScript − / + and typing change the number at once and the update is sent
 * after 500 ms of quiet; a newer change cancels the pending one (and an older request still on its way).
 */
export function CartLine({ item, locale, action, currency, onPending }: CartLineProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const update = useFetcher({ key: `cart-update-${item.itemId}` });
  const remove = useFetcher({ key: `cart-remove-${item.itemId}` });
  const [text, setText] = useState(String(item.qty));
  const waiting = useRef(false);
  const send = useDebounced(() => {
    waiting.current = false;
    const qty = parseQuantity(text);
    if (qty === null || qty === item.qty) return onPending(item.itemId, undefined);
    void update.submit(
      {
        intent: "update",
        [cartField("update", "itemId")]: String(item.itemId),
        [cartField("update", "qty")]: String(qty),
      },
      { method: "post", action },
    );
  }, QUANTITY_DEBOUNCE_MS);

  // Settle to the platform's quantity once nothing is pending.
  useEffect(() => {
    if (waiting.current || update.state !== "idle") return;
    setText(String(item.qty));
    onPending(item.itemId, undefined);
  }, [item.qty, update.state, update.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (next: string) => {
    setText(next);
    const qty = parseQuantity(next);
    // A quantity that is not a whole number from 1 is told at once and never sent.
    if (qty === null) return;
    onPending(item.itemId, qty);
    waiting.current = true;
    send.trigger();
  };
  const invalid = parseQuantity(text) === null;
  const shown = parseQuantity(text) ?? item.qty;
  const url = cartItemUrl(item, locale);
  const removing = remove.state !== "idle";
  const unit = item.prices.converted.finalPrice;

  return (
    <li
      className={css.line}
      data-testid="cart-line"
      data-item-id={item.itemId}
      data-product-id={item.productId}
      data-removing={removing}
    >
      <div className={css.thumb}>{item.media ? <Picture media={item.media} alt="" sizes="72px" /> : null}</div>
      <div className={css.lineBody}>
        <div className={css.lineHead}>
          <div style={{ display: "grid", gap: 2, minWidth: 0 }}>
            {url ? (
              <Link className={css.name} to={url} data-testid="cart-line-name">
                {item.name}
              </Link>
            ) : (
              <span className={css.name} data-testid="cart-line-name">
                {item.name}
              </span>
            )}
            {item.options.personalizations.map((p) => (
              <p key={p.code} className={css.meta}>
                {p.label}: {p.value}
                {p.price ? ` (+${formatMoney(p.price, locale, currency)})` : ""}
              </p>
            ))}
            {item.options.bundleOptions.map((b) => (
              <p key={b.id} className={css.meta}>
                {b.label}
              </p>
            ))}
            {item.membershipPrice ? <p className={`${css.meta} ${css.discount}`}>{t("cart.memberPrice")}</p> : null}
          </div>
          <CartForm fetcher={remove} intent="remove" values={{ itemId: item.itemId }}>
            <button
              type="submit"
              className={css.linkButton}
              aria-label={t("cart.removeItem", { name: item.name })}
              data-testid="cart-remove"
            >
              {t("cart.remove")}
            </button>
          </CartForm>
        </div>
        <div className={css.lineFoot}>
          <CartForm
            fetcher={update}
            intent="update"
            values={{ itemId: item.itemId }}
            className={css.quantity}
            // The server's translated message (error.invalidQuantity) rather than the browser's.
            noValidate
            onSubmit={(e) => {
              // With JavaScript the debounced update sends the change.
              e.preventDefault();
              send.flush();
            }}
          >
            <button
              type={hydrated ? "button" : "submit"}
              name={cartField("update", "step")}
              value="-1"
              className={css.stepButton}
              disabled={shown <= 1}
              aria-label={t("cart.decrease", { name: item.name })}
              onClick={hydrated ? () => change(String(Math.max(1, shown - 1))) : undefined}
              data-testid="cart-decrease"
            >
              −
            </button>
            <input
              className={css.qtyInput}
              type="number"
              name={cartField("update", "qty")}
              min={1}
              max={item.stockQty !== null ? Math.min(item.stockQty, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY}
              step={1}
              inputMode="numeric"
              value={text}
              onChange={(e) => change(e.target.value)}
              onBlur={() => (invalid ? setText(String(item.qty)) : undefined)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `qty-error-${item.itemId}` : undefined}
              aria-label={t("cart.quantityOf", { name: item.name })}
              data-testid="cart-qty"
            />
            <button
              type={hydrated ? "button" : "submit"}
              name={cartField("update", "step")}
              value="1"
              className={css.stepButton}
              disabled={shown >= MAX_LINE_QUANTITY || (item.stockQty !== null && shown >= item.stockQty)}
              aria-label={t("cart.increase", { name: item.name })}
              onClick={hydrated ? () => change(String(shown + 1)) : undefined}
              data-testid="cart-increase"
            >
              +
            </button>
            {hydrated ? null : (
              <button
                type="submit"
                className={`${shared.buttonSecondary} ${shared.buttonSmall}`}
                data-testid="cart-update"
              >
                {t("cart.update")}
              </button>
            )}
          </CartForm>
          <dl className={css.prices}>
            <div className={css.priceRow}>
              <dt className={css.priceLabel}>{t("cart.unitPrice")}</dt>
              <dd>
                <span data-testid="cart-unit-price">{formatMoney(unit, locale, currency)}</span>
                {item.retailPrice > unit ? (
                  <s className={css.meta} style={{ marginLeft: 6 }}>
                    <span className="visually-hidden">{t("shop.regularPrice")}: </span>
                    {formatMoney(item.retailPrice, locale, currency)}
                  </s>
                ) : null}
              </dd>
            </div>
            <div className={`${css.priceRow} ${css.rowTotal}`}>
              <dt className={css.priceLabel}>{t("cart.rowTotal")}</dt>
              <dd data-testid="cart-row-total">{formatMoney(unit * shown, locale, currency)}</dd>
            </div>
          </dl>
        </div>
        {invalid ? (
          <p id={`qty-error-${item.itemId}`} className={css.error} role="alert" data-testid="cart-qty-error">
            {t("error.invalidQuantity")}
          </p>
        ) : null}
        {item.stockQty !== null && item.stockQty <= 5 ? (
          <p className={css.meta}>{t("cart.inStockOnly", { count: item.stockQty })}</p>
        ) : null}
      </div>
    </li>
  );
}
