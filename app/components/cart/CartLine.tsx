import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { lineDetailText } from "#server/contract/line-details";
import type { Locale } from "#server/contract/urls";
import { MAX_LINE_QUANTITY, parseQuantity, type ShownCartLine } from "~/lib/cart";
import { useDebounced, useOnHydration } from "~/lib/hooks";
import { changedBeforeHydration } from "~/lib/hydration";
import type { TFunction } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import * as shared from "../catalog/catalog.css";
import { Picture } from "../ui/Picture";
import { cartField } from "./CartForm";
import * as css from "./cart.css";
import { DefaultSubmit } from "~/components/forms/DefaultSubmit";

/** Spec section 9: a quantity change is sent after 500 ms of quiet. */
export const QUANTITY_DEBOUNCE_MS = 500;

export interface CartLineProps {
  item: ShownCartLine;
  locale: Locale;
  action: string;
  currency: string;
  /** The list's translator and hydration, read once for all its lines. */
  t: TFunction;
  hydrated: boolean;
  /** Reports the quantity shown while it is not yet the platform's (undefined once settled). */
  onPending: (itemId: number, qty: number | undefined) => void;
}

/**
 * One line: a cart page has many, so each keeps to one fetcher (its update and its removal: a
 * removal supersedes an update on its way) and plain forms. Without JavaScript the quantity is a
 * form with − / + and Update submit buttons, and Remove is its own form. With JavaScript − / + and
 * typing change the number at once and the update is sent after 500 ms of quiet; a newer change
 * cancels the pending one (and an older request still on its way).
 */
export function CartLine({ item, locale, action, currency, t, hydrated, onPending }: CartLineProps) {
  const fetcher = useFetcher({ key: `cart-line-${item.itemId}` });
  const [text, setText] = useState(String(item.qty));
  const waiting = useRef(false);
  const removing = fetcher.formData?.get("intent") === "remove";
  const send = useDebounced(() => {
    waiting.current = false;
    const qty = parseQuantity(text);
    if (removing || qty === null || qty === item.qty) return onPending(item.itemId, undefined);
    void fetcher.submit(
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
    if (waiting.current || fetcher.state !== "idle") return;
    setText(String(item.qty));
    onPending(item.itemId, undefined);
  }, [item.qty, fetcher.state, fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (next: string) => {
    setText(next);
    const qty = parseQuantity(next);
    // A quantity that is not a whole number from 1 is told at once and never sent.
    if (qty === null) return;
    onPending(item.itemId, qty);
    waiting.current = true;
    send.trigger();
  };
  // On a slow phone a shopper may type a quantity before the scripts come (decision 0040): the box
  // shows it until a render from this state draws it over, and hydrating takes its Update button
  // away. It is sent as if typed now (after the settling above, which it follows).
  const quantityField = useRef<HTMLInputElement>(null);
  useOnHydration(() => {
    const field = quantityField.current;
    if (field && changedBeforeHydration(field)) change(field.value);
  });
  const invalid = parseQuantity(text) === null;
  const shown = parseQuantity(text) ?? item.qty;
  const { unit, name } = item;
  const max = item.stockQty !== null ? Math.min(item.stockQty, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
  const stepBy = (by: -1 | 1) => {
    const next = Math.min(max, Math.max(1, shown + by));
    change(String(next));
    // At 1 or at the stock's limit the button is disabled, which would drop the focus: it goes to
    // the quantity, which says the number reached.
    if (next === (by < 0 ? 1 : max)) quantityField.current?.focus();
  };
  const step = (by: -1 | 1, label: string, testId: string, disabled: boolean) => (
    <button
      type={hydrated ? "button" : "submit"}
      name={cartField("update", "step")}
      value={by}
      className={css.stepButton}
      disabled={disabled}
      aria-label={t(label, { name })}
      onClick={hydrated ? () => stepBy(by) : undefined}
      data-testid={testId}
    >
      {by < 0 ? "−" : "+"}
    </button>
  );

  return (
    <li
      className={css.line}
      data-testid="cart-line"
      data-item-id={item.itemId}
      data-product-id={item.productId}
      data-removing={removing}
    >
      <div className={css.thumb}>
        {/* A 72 px slot: one small file serves every screen, without a srcset per line. */}
        {item.image ? <Picture media={item.image} alt="" size="SmallSize" /> : null}
      </div>
      <div className={css.lineBody}>
        <div className={css.lineHead}>
          <div style={{ display: "grid", gap: 2, minWidth: 0 }}>
            {item.url ? (
              <Link className={css.name} to={item.url} data-testid="cart-line-name">
                {name}
              </Link>
            ) : (
              <span className={css.name} data-testid="cart-line-name">
                {name}
              </span>
            )}
            {item.details.map((d, i) => (
              <p key={i} className={css.meta}>
                {lineDetailText(d, (cents) => formatMoney(cents, locale, currency))}
              </p>
            ))}
            {item.membershipPrice ? <p className={`${css.meta} ${css.discount}`}>{t("cart.memberPrice")}</p> : null}
          </div>
          <form
            method="post"
            action={action}
            onSubmit={(e) => {
              e.preventDefault();
              onPending(item.itemId, undefined);
              void fetcher.submit(e.currentTarget, { method: "post", action });
            }}
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name={cartField("remove", "itemId")} value={item.itemId} />
            <button
              type="submit"
              className={css.linkButton}
              aria-label={t("cart.removeItem", { name })}
              data-testid="cart-remove"
            >
              {t("cart.remove")}
            </button>
          </form>
        </div>
        <div className={css.lineFoot}>
          <form
            method="post"
            action={action}
            className={css.quantity}
            // The server's translated message (error.invalidQuantity) rather than the browser's.
            noValidate
            onSubmit={(e) => {
              // With JavaScript the debounced update sends the change.
              e.preventDefault();
              send.flush();
            }}
          >
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name={cartField("update", "itemId")} value={item.itemId} />
            {/* Without JavaScript, Enter in the box saves the typed quantity, not the − step. */}
            {hydrated ? null : <DefaultSubmit />}
            {step(-1, "cart.decrease", "cart-decrease", shown <= 1)}
            <input
              className={css.qtyInput}
              type="number"
              name={cartField("update", "qty")}
              min={1}
              max={max}
              step={1}
              inputMode="numeric"
              ref={quantityField}
              value={text}
              onChange={(e) => change(e.target.value)}
              onBlur={() => (invalid ? setText(String(item.qty)) : undefined)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `qty-error-${item.itemId}` : undefined}
              aria-label={t("cart.quantityOf", { name })}
              data-testid="cart-qty"
            />
            {step(1, "cart.increase", "cart-increase", shown >= max)}
            {hydrated ? null : (
              <button
                type="submit"
                className={`${shared.buttonSecondary} ${shared.buttonSmall}`}
                data-testid="cart-update"
              >
                {t("cart.update")}
              </button>
            )}
          </form>
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
