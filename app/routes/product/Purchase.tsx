import { useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { pagePath, type Locale } from "../../../server/contract/urls";
import * as shared from "../../components/catalog/catalog.css";
import { DiscountBadge, Price } from "../../components/catalog/Price";
import { useHydrated } from "../../components/catalog/hooks";
import { useAddToCart } from "../../components/cart/CartModal";
import { useTranslation } from "../../lib/i18n";
import { formatMoney } from "../../lib/money";
import { BundleCustomiser } from "./Bundle";
import type { BundleData, Offer, Variant } from "./product.server";
import { findVariant, isAvailable, isComplete, selectionSearch, type Axis, type Selection } from "./variants";
import * as css from "./product.css";

const LOW_STOCK = 5;

interface PurchaseProps {
  locale: Locale;
  path: string;
  product: Offer & { name: string; format: string; customOptions: { id: number; code: string; type: "text" | "number"; label: string; required: boolean; price: number }[] };
  axes: Axis[];
  variants: Variant[];
  initialSelection: Selection;
  /** The cart line this page was opened from (?cartItemId): its quantity and personalizations. */
  cartItem?: { itemId: number; qty: number; personalizations: Record<string, string> } | null;
  bundle: BundleData | null;
  children?: React.ReactNode;
}

function StockStatus({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  if (!offer.inStock) return <span className={`${css.stock} ${css.stockOut}`}>{t("product.outOfStock")}</span>;
  if (offer.stockQty !== null && offer.stockQty <= LOW_STOCK)
    return <span className={`${css.stock} ${css.stockLow}`}>{t("product.lowStock", { count: offer.stockQty })}</span>;
  return <span className={`${css.stock} ${css.stockIn}`}>{t("product.inStock")}</span>;
}

/** Spec section 4: the product opened from a cart line can be taken out of the cart here. */
function RemoveFromCart({ itemId, locale, back }: { itemId: number; locale: Locale; back: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: `cart-remove-${itemId}` });
  return (
    <fetcher.Form method="post" action={pagePath("cart", locale)} data-testid="product-remove-from-cart">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="from" value="product" />
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" className={`${shared.buttonSecondary} ${shared.buttonSmall}`} disabled={fetcher.state !== "idle"}>
        {t("cart.removeFromCart")}
      </button>
    </fetcher.Form>
  );
}

/**
 * Price, stock, variant choice and the add-to-cart form. Without JavaScript the variant form is a
 * GET form: submitting it reloads the page with ?{axis}={value} and the loader picks the variant.
 * With JavaScript a click picks the variant at once (and the URL follows, without a request).
 */
export function Purchase({ locale, path, product, axes, variants, initialSelection, cartItem, bundle, children }: PurchaseProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [selection, setSelection] = useState(initialSelection);
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  // After a successful add the bundle dialog closes (spec section 4).
  const cart = useAddToCart(`add-to-cart-${product.id}`, () => dialogRef.current?.close());

  const configurable = product.format === "Configurable";
  const complete = isComplete(axes, selection);
  const active = configurable ? findVariant(variants, axes, selection) : null;
  const offer: Offer = active ?? product;
  const search = configurable ? selectionSearch(axes, selection) : "";

  let blocked: string | null = null;
  if (configurable && !complete) blocked = t("core.notifications.configurationNotSet");
  else if (configurable && !active) blocked = t("product.combinationUnavailable");
  else if (bundle && !bundle.configurable && !bundle.valid) blocked = t("product.bundleInvalid");
  const canAdd = !blocked && offer.inStock;
  const addLabel = !offer.inStock && !blocked ? t("shop.outOfStock") : cartItem ? t("cart.updateLine") : t("shop.addToCart");

  const choose = (code: string, value: string) => {
    const next = { ...selection, [code]: value };
    setSelection(next);
    // Keep the URL shareable without a request: the loader would pick the same variant from it.
    window.history.replaceState(window.history.state, "", path + selectionSearch(axes, next));
  };

  return (
    <>
      <div className={css.priceRow} data-testid="product-price">
        <Price
          finalPrice={offer.finalPrice}
          retailPrice={offer.retailPrice}
          discountPercent={offer.discountPercent}
          currency={offer.currency}
          locale={locale}
          large
        />
        {offer.discountPercent > 0 ? <DiscountBadge percent={offer.discountPercent} /> : null}
        {offer.discountPercent > 0 && offer.retailPrice > offer.finalPrice ? (
          <span className={css.save}>{t("product.youSave", { amount: formatMoney(offer.retailPrice - offer.finalPrice, locale, offer.currency) })}</span>
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
        {axes.length ? (
          <Form method="get" action={path} id="variant-form" preventScrollReset replace data-testid="variant-form" style={{ display: "grid", gap: 16 }}>
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
                      const swatch = v.swatch;
                      return (
                        <li key={v.value}>
                          <input
                            className={shared.pillInput}
                            type="radio"
                            id={id}
                            name={axis.attributeCode}
                            value={v.value}
                            checked={selection[axis.attributeCode] === v.value}
                            onChange={() => choose(axis.attributeCode, v.value)}
                          />
                          <label className={`${shared.pill} ${swatch ? css.swatchPill : ""} ${available ? "" : shared.pillUnavailable}`} htmlFor={id}>
                            {swatch ? <span className={shared.swatchDot} style={{ background: v.swatch }} aria-hidden="true" /> : null}
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
            <div hidden={hydrated}>
              <button type="submit" className={`${shared.button} ${shared.buttonSecondary} ${shared.buttonSmall}`}>
                {t("product.updateSelection")}
              </button>
            </div>
          </Form>
        ) : null}

        {/* The cart route's `intent=add`: productId is the active variant or the product, options[code]
            the custom options, bundleOptions[memberId] the chosen variants of a bundle's members. */}
        <cart.Form
          method="post"
          action={pagePath("cart", locale)}
          className={css.optionGrid}
          data-testid="add-to-cart-form"
          onSubmit={(e) => {
            // A configurable bundle is customised before it is added (spec section 4).
            if (bundle?.configurable && dialogRef.current && !dialogRef.current.open) {
              e.preventDefault();
              dialogRef.current.showModal();
            }
          }}
        >
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="productId" value={active?.id ?? product.id} />
          <input type="hidden" name="redirectTo" value={path + search} />
          {cartItem ? <input type="hidden" name="cartItemId" value={cartItem.itemId} /> : null}
          {product.customOptions.length ? (
            <fieldset className={css.axis}>
              <legend className={css.axisLegend}>{t("product.options")}</legend>
              <div className={css.optionGrid}>
                {product.customOptions.map((o) => (
                  <label key={o.id} className={shared.field} style={{ fontSize: "0.875rem" }}>
                    <span>
                      {o.label}
                      {o.price ? ` (${t("product.optionPrice", { price: formatMoney(o.price, locale, product.currency) })})` : ""}
                      {o.required ? <span aria-hidden="true"> *</span> : ` (${t("product.optional")})`}
                    </span>
                    <input
                      className={shared.input}
                      type={o.type === "number" ? "number" : "text"}
                      name={`options[${o.code}]`}
                      defaultValue={cartItem?.personalizations[o.code]}
                      required={o.required}
                      maxLength={o.type === "text" ? 200 : undefined}
                      step={o.type === "number" ? "any" : undefined}
                    />
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {bundle ? <BundleCustomiser bundle={bundle} hydrated={hydrated} dialogRef={dialogRef} submitLabel={t("shop.addToCart")} canSubmit={canAdd} /> : null}
          {blocked ? (
            <p className={css.notice} role="status" data-testid="purchase-notice">
              {blocked}
            </p>
          ) : null}
          <div className={css.buyRow}>
            <label className={shared.field}>
              {t("product.quantity")}
              <input
                className={`${shared.input} ${css.quantity}`}
                type="number"
                name="quantity"
                defaultValue={cartItem?.qty ?? 1}
                min={1}
                max={offer.stockQty && offer.stockQty > 0 ? offer.stockQty : 999}
                step={1}
                required
                inputMode="numeric"
              />
            </label>
            <button type="submit" className={shared.button} style={{ flex: 1, minHeight: 48 }} disabled={!canAdd || cart.state !== "idle"} data-testid="add-to-cart">
              {addLabel}
            </button>
          </div>
        </cart.Form>
        {cartItem ? <RemoveFromCart itemId={cartItem.itemId} locale={locale} back={path + search} /> : null}
      </div>
    </>
  );
}
