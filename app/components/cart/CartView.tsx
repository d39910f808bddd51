import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useFetchers } from "react-router";
import type { Cart, CartItem } from "../../../server/contract/cart";
import type { Totals } from "../../../server/contract/cart-pricing";
import { pagePath, type Locale } from "../../../server/contract/urls";
import { cartItemUrl, cartLimits, estimateTotals, MAX_LINE_QUANTITY, parseQuantity } from "../../lib/cart";
import { useTranslation } from "../../lib/i18n";
import { formatMoney } from "../../lib/money";
import * as shared from "../catalog/catalog.css";
import { useDebounced, useHydrated } from "../catalog/hooks";
import { Picture } from "../ui/Picture";
import { CartForm, cartField } from "./CartForm";
import * as css from "./cart.css";

/** Spec section 9: a quantity change is sent after 500 ms of quiet. */
export const QUANTITY_DEBOUNCE_MS = 500;

interface LineProps {
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
function CartLine({ item, locale, action, currency, onPending }: LineProps) {
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
    void update.submit({ intent: "update", [cartField("update", "itemId")]: String(item.itemId), [cartField("update", "qty")]: String(qty) }, { method: "post", action });
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
    <li className={css.line} data-testid="cart-line" data-item-id={item.itemId} data-product-id={item.productId} data-removing={removing}>
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
            <button type="submit" className={css.linkButton} aria-label={t("cart.removeItem", { name: item.name })} data-testid="cart-remove">
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
              <button type="submit" className={`${shared.buttonSecondary} ${shared.buttonSmall}`} data-testid="cart-update">
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
        {item.stockQty !== null && item.stockQty <= 5 ? <p className={css.meta}>{t("cart.inStockOnly", { count: item.stockQty })}</p> : null}
      </div>
    </li>
  );
}

function Summary({ totals, cart, locale, estimating }: { totals: Totals; cart: Cart; locale: Locale; estimating: boolean }) {
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
        <dd data-testid="summary-delivery">{cart.deliveryMethodId === null ? t("cart.summary.deliveryLater") : money(totals.delivery)}</dd>
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
      <Link to={pagePath("checkout", locale)} className={`${shared.button} ${shared.buttonBlock}`} data-testid="cart-checkout">
        {t("cart.checkout")}
      </Link>
    </section>
  );
}

/** A coupon: applied by its code, or removed (the code then shows, not editable). */
function CouponForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "cart-coupon" });
  const set = !!cart.coupon;
  return (
    <CartForm fetcher={fetcher} intent={set ? "removeCoupon" : "applyCoupon"} className={css.panel} data-testid="coupon-form" key={cart.couponCode ?? "none"}>
      <div className={css.inline}>
        <label className={css.field}>
          {t("cart.coupon.label")}
          <input
            className={shared.input}
            name={cartField("applyCoupon", "couponCode")}
            defaultValue={cart.couponCode ?? ""}
            disabled={set}
            maxLength={cartLimits.couponCode}
            autoComplete="off"
            data-testid="coupon-input"
          />
        </label>
        <button type="submit" className={`${shared.buttonSecondary}`} disabled={fetcher.state !== "idle"} data-testid="coupon-button">
          {set ? t("cart.coupon.remove") : t("cart.coupon.apply")}
        </button>
      </div>
    </CartForm>
  );
}

function MemberCardForm({ loggedIn, memberCard, locale }: { loggedIn: boolean; memberCard: string; locale: Locale }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "cart-member-card" });
  if (!loggedIn) {
    return (
      <p className={css.note} data-testid="member-card-login">
        <Link to={`${pagePath("login", locale)}?redirectTo=${encodeURIComponent(pagePath("cart", locale))}`}>{t("cart.memberCard.loginRequired")}</Link>
      </p>
    );
  }
  return (
    <CartForm fetcher={fetcher} intent="applyMemberCard" className={css.panel} data-testid="member-card-form">
      <div className={css.inline}>
        <label className={css.field}>
          {t("cart.memberCard.label")}
          <input
            className={shared.input}
            name={cartField("applyMemberCard", "memberCardBarcode")}
            defaultValue={memberCard}
            maxLength={cartLimits.memberCardBarcode}
            autoComplete="off"
            data-testid="member-card-input"
          />
        </label>
        <button type="submit" className={shared.buttonSecondary} disabled={fetcher.state !== "idle"} data-testid="member-card-button">
          {t("cart.memberCard.apply")}
        </button>
      </div>
    </CartForm>
  );
}

function InstructionsForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "cart-instructions" });
  return (
    <CartForm fetcher={fetcher} intent="instructions" className={css.panel} data-testid="instructions-form">
      <label className={css.field}>
        {t("cart.instructions.label")}
        <textarea
          className={css.textarea}
          name={cartField("instructions", "instructions")}
          defaultValue={cart.instructions}
          maxLength={cartLimits.instructions}
          aria-describedby="instructions-hint"
        />
      </label>
      <p id="instructions-hint" className={css.note}>
        {t("cart.instructions.hint")}
      </p>
      <button type="submit" className={`${shared.buttonSecondary} ${shared.buttonSmall}`} disabled={fetcher.state !== "idle"}>
        {t("cart.instructions.save")}
      </button>
    </CartForm>
  );
}

function ClearCart() {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "cart-clear" });
  return (
    <CartForm fetcher={fetcher} intent="clear" style={{ textAlign: "right" }}>
      <button type="submit" className={css.linkButton} disabled={fetcher.state !== "idle"} data-testid="cart-clear">
        {t("cart.clear")}
      </button>
    </CartForm>
  );
}

export interface CartViewProps {
  cart: Cart;
  locale: Locale;
  loggedIn: boolean;
  memberCard: string;
}

/**
 * The cart's content, on the cart page and in the cart popup (spec section 2): lines, coupon,
 * membership card, instructions and the summary. Totals show an estimate while a change is on its
 * way and settle to the platform's figures when it answers.
 */
export function CartView({ cart, locale, loggedIn, memberCard }: CartViewProps) {
  const { t } = useTranslation();
  const action = pagePath("cart", locale);
  const [pending, setPending] = useState<Record<number, number>>({});
  const removing = new Set(
    useFetchers()
      .filter((f) => f.formData?.get("intent") === "remove" && f.formAction?.startsWith(action))
      .map((f) => Number(f.formData?.get("itemId"))),
  );
  const onPending = (itemId: number, qty: number | undefined) =>
    setPending((current) => {
      if (current[itemId] === qty) return current;
      const next = { ...current };
      if (qty === undefined) delete next[itemId];
      else next[itemId] = qty;
      return next;
    });
  const estimating = removing.size > 0 || Object.entries(pending).some(([id, qty]) => cart.items.find((i) => i.itemId === Number(id))?.qty !== qty);
  const totals = estimating ? estimateTotals(cart, pending, removing) : cart.prices.converted;

  // In reading order: lines, then the summary with the way to checkout (first after the lines on a
  // phone; the side column on a desktop), then the coupon, card and instructions.
  return (
    <div className={css.layout}>
      <div className={`${css.column} ${css.linesArea}`}>
        <h2 className="visually-hidden">{t("cart.lines")}</h2>
        <ul className={css.lines} data-testid="cart-lines">
          {cart.items.map((item) => (
            <CartLine key={item.itemId} item={item} locale={locale} action={action} currency={cart.currency} onPending={onPending} />
          ))}
        </ul>
        <ClearCart />
      </div>
      <div className={css.side}>
        <Summary totals={totals} cart={cart} locale={locale} estimating={estimating} />
        <CouponForm cart={cart} />
        <MemberCardForm loggedIn={loggedIn} memberCard={memberCard} locale={locale} />
      </div>
      <div className={`${css.column} ${css.extrasArea}`}>
        <InstructionsForm cart={cart} />
      </div>
    </div>
  );
}

export function EmptyCart({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <div className={css.empty} data-testid="cart-empty">
      <p>{t("cart.empty")}</p>
      <Link to={pagePath("shop", locale)} className={shared.button}>
        {t("cart.continueShopping")}
      </Link>
    </div>
  );
}

/** The cart, or the empty-cart notice. */
export function CartContent({ cart, ...props }: Omit<CartViewProps, "cart"> & { cart: Cart | null }) {
  return cart?.items.length ? <CartView cart={cart} {...props} /> : <EmptyCart locale={props.locale} />;
}
