import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import * as shared from "~/components/catalog/catalog.css";
import { DiscountBadge, Price } from "~/components/catalog/Price";
import { useHydrated, useOnHydration } from "~/lib/hooks";
import { changedBeforeHydration } from "~/lib/hydration";
import { CartForm, cartField } from "~/components/cart/CartForm";
import { useAddToCart } from "~/components/cart/CartModal";
import { optionField } from "~/lib/cart-form";
import { MAX_LINE_QUANTITY } from "~/lib/cart";
import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import type { BundleData, Offer, Variant } from "./product.server";
import {
  attributeField,
  findVariant,
  isAvailable,
  isComplete,
  withSelection,
  type Axis,
  type Selection,
} from "~/lib/variants";
import * as css from "./product.css";
import { lazyPart } from "~/lib/lazy";
import { DefaultSubmit } from "~/components/forms/DefaultSubmit";
import { keepRoomFor } from "~/components/layout/room";

// Only bundles have a customiser: other products' pages do without its code.
const BundleCustomiser = lazyPart(() => import("./Bundle").then((m) => m.BundleCustomiser));

const LOW_STOCK = 5;
/** The add-to-cart form, which the phone's buy bar submits too. */
const ADD_FORM_ID = "add-to-cart-form";
const BUY_ROW_ID = "add-to-cart-row";

type PurchaseProduct = Offer & {
  name: string;
  format: string;
  customOptions: {
    id: number;
    code: string;
    type: "text" | "number";
    label: string;
    required: boolean;
    price: number;
    /** A text option's most characters. */
    maxLength: number;
  }[];
};
/** The cart line this page was opened from (?cartItemId): its quantity and personalizations. */
type CartLine = { itemId: number; qty: number; personalizations: Record<string, string> } | null;
/** What the add form had in its fields when a plain post left the page (a refused add, "Show
 * selection"), shown again (the cart's typedAdd), and the field an add was refused for with why. */
type Typed = {
  qty: string;
  personalizations: Record<string, string>;
  /** The field an add was refused for: a custom option by its code, or (null) the quantity. */
  fault: { option: string | null; message: string } | null;
} | null;

/** A custom option's input by its code, or (null) the quantity's: a refusal of its value puts the cursor there. */
const fieldInputId = (option: string | null) =>
  option === null ? `${ADD_FORM_ID}-quantity` : `${ADD_FORM_ID}-option-${option}`;

const QUANTITY_ERROR_ID = `${ADD_FORM_ID}-quantity-error`;

/** The address the last variant pick went to, which the page has drawn already. */
let pickedAddress: string | null = null;

/**
 * Whether a navigation is to the variant pick just made: the route's loader need not run for it.
 * Asked more than once for one navigation (when the router discovers routes), so it is forgotten
 * only when another address is asked about.
 */
export function isVariantPick(next: URL): boolean {
  const picked = pickedAddress === next.pathname + next.search;
  if (!picked) pickedAddress = null;
  return picked;
}

/**
 * The page's purchase state: the chosen values, the variant they name, whether it can be added and
 * the add-to-cart request (shared by the form and the buy bar).
 */
export function usePurchase({
  product,
  axes,
  variants,
  initialSelection,
  cartItem,
  bundle,
}: {
  product: PurchaseProduct;
  axes: Axis[];
  variants: Variant[];
  initialSelection: Selection;
  cartItem: CartLine;
  bundle: BundleData | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [selection, setSelection] = useState(initialSelection);
  // A selection the loader names anew (a link to another variant) is shown; the loader answering
  // again for the one already shown (after an add, at the address a pick wrote) changes nothing, so
  // the block keeps the add's answer and what was typed.
  const [loaded, setLoaded] = useState(initialSelection);
  const named = JSON.stringify(initialSelection);
  if (named !== JSON.stringify(loaded)) {
    setLoaded(initialSelection);
    if (named !== JSON.stringify(selection)) setSelection(initialSelection);
  }
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  // After a successful add the bundle dialog closes (spec section 4).
  const request = useAddToCart(`add-to-cart-${product.id}`, () => dialogRef.current?.close());

  const configurable = product.format === "Configurable";
  const active = configurable ? findVariant(variants, axes, selection) : null;
  const offer: Offer = active ?? product;

  let blocked: string | null = null;
  if (configurable && !isComplete(axes, selection)) blocked = t("core.notifications.configurationNotSet");
  else if (configurable && !active) blocked = t("product.combinationUnavailable");
  else if (bundle && !bundle.configurable && !bundle.valid) blocked = t("product.bundleInvalid");
  const pending = request.state !== "idle";
  // Without JavaScript another value can be picked without the page knowing (until "Show selection"):
  // the add button stays pressable, the values picked are what it adds, and the platform refuses a
  // variant out of stock or missing. Disabled, it held a shopper on a sold-out size until then.
  const choiceUnseen = configurable && !hydrated;
  const canAdd = (!blocked && offer.inStock) || choiceUnseen;
  let addLabel = cartItem ? t("cart.updateLine") : t("shop.addToCart");
  if (pending) addLabel = cartItem ? t("cart.updatingLine") : t("shop.adding");
  else if (!offer.inStock && !blocked && !choiceUnseen) addLabel = t("shop.outOfStock");

  const pick = (next: Selection) => {
    setSelection(next);
    // The address names the choice, through the router so that what is built from it (the language
    // links, "Log in", a guest's wishlist heart) follows; the loader would pick the same variant.
    pickedAddress = withSelection(pathname + search, next);
    void navigate(pickedAddress, { replace: true, preventScrollReset: true });
  };
  const choose = (code: string, value: string) => pick({ ...selection, [code]: value });

  // On a slow phone a shopper may pick a variant before the scripts come (decision 0040): its
  // radios show it until a render from this state, the default, draws them again.
  useOnHydration(() => {
    const form = document.getElementById(ADD_FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
    const ticked = [...form.elements].filter(
      (c): c is HTMLInputElement => c instanceof HTMLInputElement && c.checked && changedBeforeHydration(c),
    );
    const picked = axes.flatMap((axis) => {
      const radio = ticked.find((c) => c.name === attributeField(axis.attributeCode));
      return radio ? [[axis.attributeCode, radio.value]] : [];
    });
    if (picked.length) pick({ ...selection, ...Object.fromEntries(picked) });
  });

  return { selection, choose, active, offer, blocked, canAdd, addLabel, pending, request, dialogRef };
}
export type PurchaseState = ReturnType<typeof usePurchase>;

function StockStatus({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  if (!offer.inStock) return <span className={`${css.stock} ${css.stockOut}`}>{t("product.outOfStock")}</span>;
  if (offer.stockQty !== null && offer.stockQty <= LOW_STOCK)
    return <span className={`${css.stock} ${css.stockLow}`}>{t("product.lowStock", { count: offer.stockQty })}</span>;
  return <span className={`${css.stock} ${css.stockIn}`}>{t("product.inStock")}</span>;
}

/** Spec section 4: the product opened from a cart line can be taken out of the cart here. */
function RemoveFromCart({ itemId, back }: { itemId: number; back: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: `cart-remove-${itemId}` });
  return (
    <CartForm
      fetcher={fetcher}
      intent="remove"
      values={{ itemId, from: "product", redirectTo: back }}
      data-testid="product-remove-from-cart"
    >
      <button
        type="submit"
        className={`${shared.buttonSecondary} ${shared.buttonSmall}`}
        disabled={fetcher.state !== "idle"}
      >
        {t("cart.removeFromCart")}
      </button>
    </CartForm>
  );
}

/** The variant choice: a radio group per axis, fields of the add-to-cart form. */
function VariantChoice({
  purchase,
  path,
  axes,
  variants,
  hydrated,
}: {
  purchase: PurchaseState;
  path: string;
  axes: Axis[];
  variants: Variant[];
  hydrated: boolean;
}) {
  const { t } = useTranslation();
  const { selection, choose } = purchase;
  return (
    <div data-testid="variant-form" className={css.variants}>
      {axes.map((axis) => {
        const chosen = axis.values.find((v) => v.value === selection[axis.attributeCode]);
        return (
          <fieldset key={axis.attributeCode} className={css.axis}>
            <legend className={css.axisLegend}>
              {axis.label}
              {chosen ? <span className={css.axisChosen}>: {chosen.label}</span> : null}
            </legend>
            <ul className={shared.pillList}>
              {axis.values.map((v) => {
                const id = `axis-${axis.attributeCode}-${v.value}`;
                const available = isAvailable(variants, axes, selection, axis.attributeCode, v.value);
                return (
                  <li key={v.value}>
                    <input
                      className={shared.pillInput}
                      type="radio"
                      id={id}
                      name={attributeField(axis.attributeCode)}
                      value={v.value}
                      checked={selection[axis.attributeCode] === v.value}
                      onChange={() => choose(axis.attributeCode, v.value)}
                    />
                    <label
                      className={`${shared.pill} ${v.swatch ? css.swatchPill : ""} ${available ? "" : shared.pillUnavailable}`}
                      htmlFor={id}
                    >
                      {v.swatch ? (
                        <span className={shared.swatchDot} style={{ background: v.swatch }} aria-hidden="true" />
                      ) : null}
                      {v.label}
                      {available ? null : <span className="visually-hidden"> ({t("product.unavailable")})</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      {/* Without JavaScript the price, stock and pictures follow the choice once it is shown (the
          product route's action answers with the page for these values); adding needs no such step.
          With JavaScript they follow at once, and the button is not there (Enter must not find it). */}
      {hydrated ? null : (
        <div>
          <button
            type="submit"
            formAction={path}
            formNoValidate
            className={`${shared.button} ${shared.buttonSecondary} ${shared.buttonSmall}`}
          >
            {t("product.updateSelection")}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * Price, stock, variant choice and the add-to-cart form: one form, so that one press adds exactly the
 * values shown as chosen (the platform picks their variant). With JavaScript a click picks the
 * variant at once (price, stock and pictures follow, and the URL, without a request).
 */
export function Purchase({
  purchase,
  path,
  product,
  axes,
  variants,
  cartItem,
  typed,
  bundle,
  children,
}: {
  purchase: PurchaseState;
  path: string;
  product: PurchaseProduct;
  axes: Axis[];
  variants: Variant[];
  cartItem: CartLine;
  typed: Typed;
  bundle: BundleData | null;
  children?: React.ReactNode;
}) {
  const { t, locale } = useTranslation();
  const hydrated = useHydrated();
  const { offer, blocked, canAdd, addLabel, pending, request, dialogRef, selection } = purchase;
  const back = withSelection(path, selection);
  // An add refused for one field's value (an option's or the quantity): said under that field (with
  // JavaScript the fetcher's answer, without it the page it came back to), the cursor put there.
  const answer = request.state === "idle" ? request.data : undefined;
  const answered =
    answer?.intent === "add" && !answer.ok && (answer.refusedOption || answer.refusedQuantity)
      ? { option: answer.refusedOption ?? null, message: answer.refusal ?? "" }
      : null;
  const fault = answered ?? typed?.fault ?? null;
  useEffect(() => {
    if (answered) document.getElementById(fieldInputId(answered.option))?.focus();
    // The answer, not each drawing's copy of it, moves the cursor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  // Without JavaScript the page the refusal came back to opens in the field (as FaultFocus does
  // for the site's forms).
  const focusOnLoad = (option: string | null) =>
    fault && fault.option === option && typed?.fault?.option === option ? { autoFocus: true } : {};
  const quantityRefused = fault && fault.option === null ? fault.message : null;
  // A refused quantity comes back as it was typed, empty too; otherwise an empty one means the default.
  const quantityShown = typed?.fault?.option === null ? typed.qty : typed?.qty || cartItem?.qty || 1;

  return (
    <>
      <div className={css.priceRow} data-testid="product-price">
        <Price
          finalPrice={offer.finalPrice}
          retailPrice={offer.retailPrice}
          discountPercent={offer.discountPercent}
          currency={offer.currency}
          large
        />
        {offer.discountPercent > 0 ? <DiscountBadge percent={offer.discountPercent} /> : null}
        {offer.discountPercent > 0 && offer.retailPrice > offer.finalPrice ? (
          <span className={css.save}>
            {t("product.youSave", {
              amount: formatMoney(offer.retailPrice - offer.finalPrice, locale, offer.currency),
            })}
          </span>
        ) : null}
      </div>
      <p className={css.meta}>
        <span>
          {t("product.sku")}: <span data-testid="sku">{offer.sku}</span>
        </span>
        <span data-testid="stock">
          <StockStatus offer={offer} />
        </span>
      </p>
      {children}

      <div className={css.panel}>
        {/* The cart route's `intent=add`: productId with attributes[code] (a configurable product's
            chosen values), options[code] the custom options, bundleOptions[memberId] the chosen
            variants of a bundle's members. */}
        <CartForm
          fetcher={request}
          intent="add"
          values={{ productId: product.id, redirectTo: back, cartItemId: cartItem?.itemId }}
          id={ADD_FORM_ID}
          className={css.optionGrid}
          data-testid="add-to-cart-form"
          // The shop's translated messages (the cart's refusals) rather than the browser's, in its own language.
          noValidate
          onSubmit={(e) => {
            // A configurable bundle is customised before it is added (spec section 4).
            if (bundle?.configurable && dialogRef.current && !dialogRef.current.open) {
              e.preventDefault();
              dialogRef.current.showModal();
            }
          }}
        >
          {axes.length && !hydrated ? (
            // Enter in a field submits with the form's first submit button: without JavaScript that
            // would be "Show selection", so an unseen add button comes first (the visible one is below).
            <DefaultSubmit disabled={!canAdd}>{addLabel}</DefaultSubmit>
          ) : null}
          {axes.length ? (
            <VariantChoice purchase={purchase} path={path} axes={axes} variants={variants} hydrated={hydrated} />
          ) : null}
          {product.customOptions.length ? (
            <fieldset className={css.axis}>
              <legend className={css.axisLegend}>{t("product.options")}</legend>
              <div className={css.optionGrid}>
                {product.customOptions.map((o) => {
                  const limitId = o.type === "text" ? `option-${o.id}-limit` : undefined;
                  const refused = fault?.option === o.code ? fault.message : null;
                  const errorId = refused ? `option-${o.id}-error` : undefined;
                  return (
                    <div key={o.id} className={shared.field} style={{ fontSize: "0.875rem" }}>
                      <label className={shared.field}>
                        <span>
                          {o.label}
                          {o.price
                            ? ` (${t("product.optionPrice", { price: formatMoney(o.price, locale, product.currency) })})`
                            : ""}
                          {o.required ? <span aria-hidden="true"> *</span> : ` (${t("product.optional")})`}
                        </span>
                        <input
                          id={fieldInputId(o.code)}
                          className={shared.input}
                          type={o.type === "number" ? "number" : "text"}
                          name={optionField(o.code)}
                          defaultValue={typed?.personalizations[o.code] ?? cartItem?.personalizations[o.code]}
                          required={o.required}
                          aria-invalid={refused ? true : undefined}
                          aria-describedby={[errorId, limitId].filter(Boolean).join(" ") || undefined}
                          {...focusOnLoad(o.code)}
                          // The platform refuses a longer text; the field stops at the option's own limit.
                          maxLength={limitId ? o.maxLength : undefined}
                          // A count (gift-wrap sheets): whole, from 1 to what a line may hold, as the platform checks.
                          {...(o.type === "number" ? { step: 1, min: 1, max: MAX_LINE_QUANTITY } : {})}
                        />
                      </label>
                      {refused ? (
                        <span id={errorId} className={css.optionError} data-testid="option-error">
                          {refused}
                        </span>
                      ) : null}
                      {limitId ? (
                        <span id={limitId} className={css.optionLimit}>
                          {t("product.optionLimit", { count: o.maxLength })}
                        </span>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ) : null}
          {bundle ? (
            <BundleCustomiser
              bundle={bundle}
              hydrated={hydrated}
              dialogRef={dialogRef}
              submitLabel={addLabel}
              canSubmit={canAdd && !pending}
            />
          ) : null}
          {blocked ? (
            <p className={css.notice} role="status" data-testid="purchase-notice">
              {blocked}
            </p>
          ) : null}
          <div className={css.buyRow} id={BUY_ROW_ID}>
            <label className={shared.field}>
              {t("product.quantity")}
              <input
                id={fieldInputId(null)}
                className={`${shared.input} ${css.quantity}`}
                type="number"
                name={cartField("add", "quantity")}
                defaultValue={quantityShown}
                min={1}
                max={MAX_LINE_QUANTITY}
                step={1}
                required
                inputMode="numeric"
                aria-invalid={quantityRefused ? true : undefined}
                aria-describedby={quantityRefused ? QUANTITY_ERROR_ID : undefined}
                {...focusOnLoad(null)}
              />
            </label>
            <AddButton purchase={purchase} className={css.addButton} testId="add-to-cart" />
          </div>
          {quantityRefused ? (
            <p id={QUANTITY_ERROR_ID} className={css.optionError} data-testid="quantity-error">
              {quantityRefused}
            </p>
          ) : null}
        </CartForm>
        {cartItem ? <RemoveFromCart itemId={cartItem.itemId} back={back} /> : null}
      </div>
    </>
  );
}

/** The add-to-cart submit button: "Adding…" while the request runs, "Out of stock" when it cannot be had. */
function AddButton({ purchase, className, testId }: { purchase: PurchaseState; className: string; testId: string }) {
  const { canAdd, pending, addLabel } = purchase;
  return (
    <button
      type="submit"
      form={ADD_FORM_ID}
      className={`${shared.button} ${className}`}
      disabled={!canAdd || pending}
      aria-busy={pending || undefined}
      data-testid={testId}
    >
      {addLabel}
    </button>
  );
}

const keepRoomForBar = keepRoomFor(css.buyBarRoom, (_bar, height) => height);

/**
 * On a phone the price and the add button stay in reach at the bottom of the screen while the
 * page scrolls by (it submits the same form). With JavaScript it steps aside while the form's own
 * button is in view; the page keeps room for it at its end (product.css.ts).
 */
export function BuyBar({ purchase }: { purchase: PurchaseState }) {
  const { offer } = purchase;
  const [formButtonInView, setFormButtonInView] = useState(false);
  useEffect(() => {
    const row = document.getElementById(BUY_ROW_ID);
    if (!row || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setFormButtonInView(entry.isIntersecting));
    observer.observe(row);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={keepRoomForBar} className={css.buyBar} data-testid="buy-bar" data-covered={formButtonInView || undefined}>
      <Price
        finalPrice={offer.finalPrice}
        retailPrice={offer.retailPrice}
        discountPercent={offer.discountPercent}
        currency={offer.currency}
      />
      <AddButton purchase={purchase} className={css.buyBarButton} testId="buy-bar-add" />
    </div>
  );
}
