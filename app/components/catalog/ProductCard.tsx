import { Suspense, use, useId } from "react";
import { Link, useLocation } from "react-router";
import { useAddToCart } from "../cart/CartModal";
import type { ProductCard as ProductCardData } from "../../../server/contract";
import { pagePath } from "../../../server/contract/urls";
import { useTranslation } from "../../lib/i18n";
import { Picture } from "../ui/Picture";
import { toImageRef, type ImageRef } from "../../lib/media";
import { WishlistToggle } from "../account/WishlistToggle";
import { DiscountBadge, Price } from "./Price";
import * as css from "./catalog.css";

export type CardProduct = Pick<ProductCardData, "id" | "name" | "url" | "inStock" | "finalPrice" | "retailPrice" | "discountPercent" | "currency"> & {
  /** A configurable product is chosen on its page: the card links there instead of adding it. */
  configurable?: true;
  image?: ImageRef;
  categoryName?: string;
};

/** Only the fields a card shows (absent ones left out), so loaders do not send whole records to the browser. */
export function toCardProduct(p: ProductCardData): CardProduct {
  const card: CardProduct = {
    id: p.id,
    name: p.name,
    url: p.url,
    inStock: p.inStock,
    finalPrice: p.finalPrice,
    retailPrice: p.retailPrice,
    discountPercent: p.discountPercent,
    currency: p.currency,
  };
  if (p.format === "Configurable") card.configurable = true;
  if (p.media) card.image = toImageRef(p.media);
  if (p.mainCategory) card.categoryName = p.mainCategory.name;
  return card;
}

const CARD_IMAGE_SIZES = "(min-width: 1232px) 290px, (min-width: 600px) 30vw, 50vw";
/** A card is at most 290 px wide (about 215 px on a phone), so 720 px files serve even 3x screens. */
const CARD_IMAGE_MAX_WIDTH = 720;

/**
 * Adds one product to the cart: a real POST form to the cart route, so it works without JavaScript.
 * Its name is its visible text ("Add to cart", "Adding…", "Out of stock"); `describedBy` (the card's
 * title) tells which product it is about.
 */
export function AddToCartButton({ product, redirectTo, describedBy }: { product: CardProduct; redirectTo: string; describedBy?: string }) {
  const { t, locale } = useTranslation();
  const fetcher = useAddToCart(`add-to-cart-${product.id}`);
  const pending = fetcher.state !== "idle";
  if (product.configurable) {
    return (
      <Link className={`${css.button} ${css.buttonSecondary} ${css.buttonSmall} ${css.cardAction}`} to={product.url} prefetch="intent" aria-describedby={describedBy}>
        {t("shop.chooseOptions")}
      </Link>
    );
  }
  return (
    <fetcher.Form method="post" action={pagePath("cart", locale)} className={css.cardAction}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className={`${css.button} ${css.buttonSmall} ${css.buttonBlock}`}
        disabled={!product.inStock || pending}
        aria-busy={pending || undefined}
        aria-describedby={describedBy}
        data-testid="card-add-to-cart"
      >
        {pending ? t("shop.adding") : product.inStock ? t("shop.addToCart") : t("shop.outOfStock")}
      </button>
    </fetcher.Form>
  );
}

export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const { pathname, search } = useLocation();
  const titleId = useId();
  return (
    <article className={css.card} data-testid="product-card" data-product-id={product.id}>
      <div className={css.cardMedia}>
        {product.image ? (
          <Picture media={product.image} alt="" sizes={CARD_IMAGE_SIZES} maxWidth={CARD_IMAGE_MAX_WIDTH} priority={priority} />
        ) : null}
        {product.discountPercent > 0 ? <DiscountBadge percent={product.discountPercent} className={css.cardBadge} /> : null}
        <WishlistToggle productId={product.id} productName={product.name} variant="card" />
      </div>
      <div className={css.cardBody}>
        {product.categoryName ? <span className={css.cardCategory}>{product.categoryName}</span> : null}
        <h3 className={css.cardTitle} id={titleId}>
          <Link className={css.cardLink} to={product.url} prefetch="intent">
            {product.name}
          </Link>
        </h3>
        <div className={css.cardFooter}>
          <Price
            finalPrice={product.finalPrice}
            retailPrice={product.retailPrice}
            discountPercent={product.discountPercent}
            currency={product.currency}
          />
          <AddToCartButton product={product} redirectTo={pathname + search} describedBy={titleId} />
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({ products, priorityCount = 0, label }: { products: CardProduct[]; priorityCount?: number; label?: string }) {
  return (
    <ul className={css.grid} aria-label={label} data-testid="product-grid">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A titled block of product cards below a page (cross-sells of a product or of the cart). The cards
 * may be deferred by the loader (a promise): nothing shows until they stream in.
 */
export function ProductShelf(props: { id: string; title: string; products: CardProduct[] | Promise<CardProduct[]>; testId: string }) {
  const { products } = props;
  if (!(products instanceof Promise)) return <Shelf {...props} products={products} />;
  return (
    <Suspense fallback={null}>
      <DeferredShelf {...props} products={products} />
    </Suspense>
  );
}

function DeferredShelf(props: { id: string; title: string; products: Promise<CardProduct[]>; testId: string }) {
  return <Shelf {...props} products={use(props.products)} />;
}

function Shelf({ id, title, products, testId }: { id: string; title: string; products: CardProduct[]; testId: string }) {
  if (!products.length) return null;
  return (
    <section className={css.shelf} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}
