import { useState } from "react";
import { Link, useFetchers } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import { estimateTotals, type CartPageData, type ShownCart } from "~/lib/cart";
import { useHydrated } from "~/lib/hooks";
import { useTranslation } from "~/lib/i18n";
import * as shared from "../catalog/catalog.css";
import { ClearCart, CouponForm, InstructionsForm, MemberCardForm } from "./CartForms";
import { CartLine } from "./CartLine";
import { CartSummary } from "./CartSummary";
import * as css from "./cart.css";

export interface CartViewProps {
  cart: ShownCart;
  locale: Locale;
  loggedIn: boolean;
  memberCard: string;
  /** A code a plain form post had refused, shown again in its box. */
  refused?: CartPageData["refused"];
}

/**
 * The cart's content, on the cart page and in the cart popup (spec section 2): lines, coupon,
 * membership card, instructions and the summary. Totals show an estimate while a change is on its
 * way and settle to the platform's figures when it answers.
 */
export function CartView({ cart, locale, loggedIn, memberCard, refused = {} }: CartViewProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
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
  const estimating =
    removing.size > 0 ||
    Object.entries(pending).some(([id, qty]) => cart.items.find((i) => i.itemId === Number(id))?.qty !== qty);
  const totals = estimating ? estimateTotals(cart, pending, removing) : cart.totals;

  // In reading order: lines, then the summary with the way to checkout (first after the lines on a
  // phone; the side column on a desktop), then the coupon, card and instructions.
  return (
    <div className={css.layout}>
      <div className={`${css.column} ${css.linesArea}`}>
        <h2 className="visually-hidden">{t("cart.lines")}</h2>
        <ul className={css.lines} data-testid="cart-lines">
          {cart.items.map((item) => (
            <CartLine
              key={item.itemId}
              item={item}
              locale={locale}
              action={action}
              currency={cart.currency}
              t={t}
              hydrated={hydrated}
              onPending={onPending}
            />
          ))}
        </ul>
        <ClearCart />
      </div>
      <div className={css.side}>
        <CartSummary totals={totals} cart={cart} locale={locale} estimating={estimating} />
        <CouponForm cart={cart} refused={refused.couponCode} />
        <MemberCardForm
          loggedIn={loggedIn}
          memberCard={memberCard}
          refused={refused.memberCardBarcode}
          locale={locale}
        />
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
export function CartContent({ cart, ...props }: Omit<CartViewProps, "cart"> & { cart: ShownCart | null }) {
  return cart?.items.length ? <CartView cart={cart} {...props} /> : <EmptyCart locale={props.locale} />;
}
