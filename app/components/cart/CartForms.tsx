/** The cart's forms besides its lines: coupon, membership card, instructions, and clearing the cart. */
import { useEffect, useId, useRef } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import type { CartActionData, RefusedField, ShownCart } from "~/lib/cart";
import { cartLimits, sameText } from "~/lib/cart-form";
import { useHydrated } from "~/lib/hooks";
import { useTranslation } from "~/lib/i18n";
import { dangerButton } from "~/styles/button.css";
import * as shared from "../catalog/catalog.css";
import { CartForm, cartField } from "./CartForm";
import { useFocusBack } from "./focus";
import * as css from "./cart.css";

/**
 * Why a coupon or card code was refused, under its field: the fetcher's answer with JavaScript, the
 * cart page's `refused` without (cart.server.ts). The field names it as its description and has the
 * typing cursor, to be corrected at once: the page answering without JavaScript opens with it there,
 * and an answer in place puts it back (the pressed button, disabled while sending, had dropped it).
 */
function useFieldRefusal(fetcher: { state: string; data?: unknown }, refused: RefusedField | undefined) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const answer = fetcher.data as CartActionData | undefined;
  const message = fetcher.state === "idle" && answer ? answer.refusal : refused?.message;
  useEffect(() => {
    if (answer?.refusal) input.current?.focus();
  }, [answer]);
  const field = {
    ref: input,
    ...(message ? { "aria-invalid": true as const, "aria-describedby": id, autoFocus: !answer } : {}),
  };
  const note = message ? (
    <p id={id} role="alert" className={css.refusal}>
      {message}
    </p>
  ) : null;
  return { field, note };
}

/** A coupon: applied by its code, or removed (the code then shows, not editable). A refused code
 * stays in its box, to be corrected, with why under it. */
export function CouponForm({ cart, refused }: { cart: ShownCart; refused?: RefusedField }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "cart-coupon" });
  const refusal = useFieldRefusal(fetcher, refused);
  const set = !!cart.coupon;
  const button = useRef<HTMLButtonElement>(null);
  // Applied, the focus goes to "Remove coupon"; removed, to the emptied box.
  const focusBack = useFocusBack(fetcher.state, () => (set ? button.current : refusal.field.ref.current));
  return (
    <CartForm
      fetcher={fetcher}
      intent={set ? "removeCoupon" : "applyCoupon"}
      className={css.panel}
      data-testid="coupon-form"
      {...focusBack}
    >
      <div className={css.inline}>
        <label className={css.field}>
          {t("cart.coupon.label")}
          <input
            key={cart.couponCode ?? "none"}
            className={shared.input}
            name={cartField("applyCoupon", "couponCode")}
            defaultValue={cart.couponCode ?? refused?.value ?? ""}
            disabled={set}
            maxLength={cartLimits.couponCode}
            autoComplete="off"
            data-testid="coupon-input"
            {...refusal.field}
          />
        </label>
        <button
          ref={button}
          type="submit"
          className={shared.buttonSecondary}
          disabled={fetcher.state !== "idle"}
          data-testid="coupon-button"
        >
          {set ? t("cart.coupon.remove") : t("cart.coupon.apply")}
        </button>
      </div>
      {refusal.note}
    </CartForm>
  );
}

export function MemberCardForm({
  loggedIn,
  memberCard,
  refused,
  locale,
}: {
  loggedIn: boolean;
  memberCard: string;
  refused?: RefusedField;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "cart-member-card" });
  const refusal = useFieldRefusal(fetcher, refused);
  if (!loggedIn) {
    return (
      <p className={css.note} data-testid="member-card-login">
        <Link to={`${pagePath("login", locale)}?redirectTo=${encodeURIComponent(pagePath("cart", locale))}`}>
          {t("cart.memberCard.loginRequired")}
        </Link>
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
            defaultValue={refused?.value ?? memberCard}
            maxLength={cartLimits.memberCardBarcode}
            autoComplete="off"
            data-testid="member-card-input"
            {...refusal.field}
          />
        </label>
        <button
          type="submit"
          className={shared.buttonSecondary}
          disabled={fetcher.state !== "idle"}
          data-testid="member-card-button"
        >
          {t("cart.memberCard.apply")}
        </button>
      </div>
      {refusal.note}
    </CartForm>
  );
}

const INSTRUCTIONS_FORM_ID = "cart-instructions";
const INSTRUCTIONS_FETCHER = "cart-instructions";

export function InstructionsForm({ cart }: { cart: ShownCart }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: INSTRUCTIONS_FETCHER });
  return (
    <CartForm
      fetcher={fetcher}
      intent="instructions"
      values={{ shownInstructions: cart.instructions }}
      id={INSTRUCTIONS_FORM_ID}
      className={css.panel}
      data-testid="instructions-form"
    >
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
      <button
        type="submit"
        className={`${shared.buttonSecondary} ${shared.buttonSmall}`}
        disabled={fetcher.state !== "idle"}
      >
        {t("cart.instructions.save")}
      </button>
    </CartForm>
  );
}

/**
 * The way to checkout, which takes instructions typed and not saved along: without JavaScript it
 * submits the instructions form on its way (the plain post ends at checkout); with JavaScript it is
 * a link that saves changed instructions first.
 */
export function ToCheckout({ cart, className }: { cart: ShownCart; className: string }) {
  const { t, locale } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const saving = useFetcher<CartActionData>({ key: INSTRUCTIONS_FETCHER });
  const leaving = useRef(false);
  const path = pagePath("checkout", locale);
  useEffect(() => {
    if (!leaving.current || saving.state !== "idle") return;
    leaving.current = false;
    // A refusal stays on the cart, where its toast says why.
    if (saving.data?.ok) void navigate(path);
  }, [saving.state, saving.data, navigate, path]);

  if (!hydrated)
    return (
      <button
        type="submit"
        form={INSTRUCTIONS_FORM_ID}
        name={cartField("instructions", "redirectTo")}
        value={path}
        className={className}
        data-testid="cart-checkout"
      >
        {t("cart.checkout")}
      </button>
    );
  return (
    <Link
      to={path}
      className={className}
      data-testid="cart-checkout"
      aria-disabled={saving.state !== "idle" || undefined}
      onClick={(e) => {
        if (leaving.current) return e.preventDefault();
        const form = document.getElementById(INSTRUCTIONS_FORM_ID) as HTMLFormElement | null;
        const typed = form ? new FormData(form).get(cartField("instructions", "instructions")) : null;
        if (typeof typed !== "string" || sameText(typed, cart.instructions)) return;
        e.preventDefault();
        leaving.current = true;
        void saving.submit(form);
      }}
    >
      {t("cart.checkout")}
    </Link>
  );
}

/**
 * Emptying the cart cannot be undone: a second step first, a <details> that works without
 * JavaScript (as an address's deletion in the account).
 */
export function ClearCart() {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "cart-clear" });
  return (
    <details className={css.clearQuestion} data-testid="cart-clear-question">
      <summary className={css.clearSummary} data-testid="cart-clear">
        {t("cart.clear")}
      </summary>
      <CartForm fetcher={fetcher} intent="clear" className={css.clearBody}>
        <p className={css.note}>{t("cart.clearQuestion")}</p>
        <button
          type="submit"
          className={dangerButton}
          disabled={fetcher.state !== "idle"}
          data-testid="cart-clear-confirm"
        >
          {t("cart.clearYes")}
        </button>
      </CartForm>
    </details>
  );
}
