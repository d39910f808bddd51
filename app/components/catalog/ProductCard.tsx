import { useId } from "react";
import { Link, useLocation } from "react-router";
import { useAddToCart } from "../cart/CartModal";
import type { CartFieldName } from "~/lib/forms/cart";
import { useTranslation } from "~/lib/i18n";
import { CARD_CART_FORM, cardCartAction, cardCartFields } from "./CardCartForm";
import { productAnchor, type CardProduct } from "~/lib/product-card";
import { Picture } from "../ui/Picture";
import { WishlistToggle } from "../account/WishlistToggle";
import { DiscountBadge, Price } from "./Price";
import * as css from "./catalog.css";
import { linkPrefetch } from "~/lib/prefetch";

/** A card is at most 290 px wide (about 180 px on a phone): the medium file (576 px for a square
 * image) is about 2x that on every screen, so it is the only one a card offers. */
const CARD_IMAGE_SIZE = "MediumSize";

const PRODUCT_FIELD = "productId" satisfies CartFieldName<"add">;

/**
 * Adds one product to the cart: a submit button of the page's card form (CardCartForm), naming the
 * product, so it works without JavaScript; with it, the card's own fetcher posts the same fields. A
 * product chosen on its page first (`needsChoice`: a configurable product, required options) has a
 * link to its page instead, unless it is out of stock.
 * Its name is its visible text ("Add to cart", "Adding…", "Out of stock"); `describedBy` (the card's
 * title) tells which product it is about.
 */
export function AddToCartButton({
  product,
  redirectTo,
  describedBy,
  placement = css.cardAction,
  form = CARD_CART_FORM,
}: {
  product: CardProduct;
  redirectTo: string;
  describedBy?: string;
  /** Its place and width: a card's whole width (over the card's link) unless another list says. */
  placement?: string;
  /** The hidden form it posts without JavaScript (CardCartForm's, or a list's own CartAddForm). */
  form?: string;
}) {
  const { t, locale } = useTranslation();
  const fetcher = useAddToCart(`add-to-cart-${product.id}`);
  const pending = fetcher.state !== "idle";
  // Sold out, it says so rather than sending the shopper to choose among variants none of which is there.
  if (product.needsChoice && !product.soldOut) {
    return (
      <Link
        className={`${css.button} ${css.buttonSecondary} ${css.buttonSmall} ${placement}`}
        to={product.url}
        prefetch={linkPrefetch}
        aria-describedby={describedBy}
      >
        {t("shop.chooseOptions")}
      </Link>
    );
  }
  const inStock = !product.soldOut;
  return (
    <button
      type="submit"
      form={form}
      name={PRODUCT_FIELD}
      value={product.id}
      className={`${css.button} ${css.buttonSmall} ${placement}`}
      disabled={!inStock || pending}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      data-testid="card-add-to-cart"
      onClick={(event) => {
        event.preventDefault();
        void fetcher.submit(
          { ...cardCartFields(redirectTo), [PRODUCT_FIELD]: product.id },
          { method: "post", action: cardCartAction(locale) },
        );
      }}
    >
      {pending ? t("shop.adding") : inStock ? t("shop.addToCart") : t("shop.outOfStock")}
    </button>
  );
}

export function ProductCard({
  product,
  priority = false,
  anchored = false,
}: {
  product: CardProduct;
  priority?: boolean;
  /** The page's own listing, where a product shows once: its card carries the product's anchor. */
  anchored?: boolean;
}) {
  const { pathname, search } = useLocation();
  const titleId = useId();
  return (
    <article
      id={anchored ? productAnchor(product.id) : undefined}
      className={css.card}
      data-testid="product-card"
      data-product-id={product.id}
    >
      <div className={css.cardMedia}>
        {product.image ? <Picture media={product.image} alt="" size={CARD_IMAGE_SIZE} priority={priority} /> : null}
        {product.discountPercent ? <DiscountBadge percent={product.discountPercent} className={css.cardBadge} /> : null}
        <WishlistToggle productId={product.id} productName={product.name} variant="card" placed={anchored} />
      </div>
      <div className={css.cardBody}>
        {product.categoryName ? <span>{product.categoryName}</span> : null}
        <h3 id={titleId}>
          <Link to={product.url} prefetch={linkPrefetch}>
            {product.name}
          </Link>
        </h3>
        <div>
          <Price
            finalPrice={product.finalPrice}
            retailPrice={product.retailPrice ?? product.finalPrice}
            discountPercent={product.discountPercent ?? 0}
            currency={product.currency}
          />
          <AddToCartButton product={product} redirectTo={pathname + search} describedBy={titleId} />
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  priorityCount = 0,
  label,
  anchored = false,
}: {
  products: CardProduct[];
  priorityCount?: number;
  label?: string;
  /** The page's main listing (a category's, the search's): its cards carry their products' anchors. */
  anchored?: boolean;
}) {
  return (
    <ul className={css.grid} aria-label={label} data-testid="product-grid">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < priorityCount} anchored={anchored} />
        </li>
      ))}
    </ul>
  );
}
