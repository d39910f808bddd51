import { type RefObject, useEffect, useRef, useState } from "react";
import { Link, useFetchers } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import { estimateTotals, type CartPageData, type ShownCart } from "~/lib/cart";
import { useHydrated } from "~/lib/hooks";
import { useTranslation } from "~/lib/i18n";
import * as shared from "../catalog/catalog.css";
import { ClearCart, CouponForm, InstructionsForm, MemberCardForm } from "./CartForms";
import { CartLine } from "./CartLine";
import { CartSummary } from "./CartSummary";
import { focusIsLost } from "~/lib/focus";
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
  const linesList = useRef<HTMLUListElement>(null);
  useFocusInPlaceOfRemoved(
    linesList,
    cart.items.map((i) => i.itemId),
  );

  // In reading order: lines, then the summary with the way to checkout (first after the lines on a
  // phone; the side column on a desktop), then the coupon, card and instructions.
  return (
    <div className={css.layout}>
      <div className={`${css.column} ${css.linesArea}`}>
        <h2 className="visually-hidden">{t("cart.lines")}</h2>
        <ul ref={linesList} className={css.lines} data-testid="cart-lines">
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

/**
 * A removed line's focus goes to the line that takes its place (or the one before, at the end):
 * its first control, the product's name.
 */
function useFocusInPlaceOfRemoved(list: RefObject<HTMLUListElement | null>, itemIds: number[]) {
  const before = useRef(itemIds);
  const shown = itemIds.join();
  useEffect(() => {
    const removedAt = before.current.findIndex((id) => !itemIds.includes(id));
    before.current = itemIds;
    const lines = list.current?.children;
    if (removedAt < 0 || !lines?.length || !focusIsLost()) return;
    lines[Math.min(removedAt, lines.length - 1)].querySelector<HTMLElement>("a, button, input")?.focus();
  }, [shown]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * The empty cart says so; emptied here (its last line removed, or the cart emptied), the notice
 * takes the focus the gone control had.
 */
export function EmptyCart({ locale, emptiedHere = false }: { locale: Locale; emptiedHere?: boolean }) {
  const { t } = useTranslation();
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (emptiedHere && focusIsLost()) notice.current?.focus();
  }, [emptiedHere]);
  return (
    <div className={css.empty} data-testid="cart-empty">
      <p ref={notice} tabIndex={-1}>
        {t("cart.empty")}
      </p>
      <Link to={pagePath("shop", locale)} className={shared.button}>
        {t("cart.continueShopping")}
      </Link>
    </div>
  );
}

/** The cart, or the empty-cart notice. */
export function CartContent({ cart, ...props }: Omit<CartViewProps, "cart"> & { cart: ShownCart | null }) {
  const filled = !!cart?.items.length;
  const [hadLines, setHadLines] = useState(filled);
  if (filled && !hadLines) setHadLines(true);
  return cart && filled ? (
    <CartView cart={cart} {...props} />
  ) : (
    <EmptyCart locale={props.locale} emptiedHere={hadLines} />
  );
}
