import { useId } from "react";
import { Form, Link, useLocation } from "react-router";
import { useTranslation } from "~/lib/i18n";
import type { CardProduct } from "~/lib/product-card";
import { Price } from "../catalog/Price";
import { CartAddForm } from "../catalog/CardCartForm";
import { AddToCartButton } from "../catalog/ProductCard";
import { Picture } from "../ui/Picture";
import { WishlistToggle } from "./WishlistToggle";
import * as css from "./account.css";
import { useActionAt } from "~/lib/hooks";
import { linkPrefetch } from "~/lib/prefetch";

export interface WishlistEntry {
  productId: number;
  /** As a product card shows it (its add-to-cart button too); null once the product is gone. */
  product: CardProduct | null;
}

/** The form the section's hearts submit without JavaScript: the profile's action, which comes back to
 * this section (#wishlist) as the address forms come back to theirs. */
const PROFILE_WISHLIST_FORM = "profile-wishlist-form";
/** The form its add-to-cart buttons submit without JavaScript: back to this section too. */
const WISHLIST_CART_FORM = "profile-wishlist-cart-form";

/** The wishlist on the profile page: each product with its price, its add-to-cart button and a heart to remove it. */
export function WishlistSection({ items }: { items: WishlistEntry[] }) {
  const { t } = useTranslation();
  const action = useActionAt("wishlist");
  const { pathname } = useLocation();
  if (!items.length) return <p className={css.sectionMeta}>{t("account.wishlist.empty")}</p>;
  return (
    <>
      <Form id={PROFILE_WISHLIST_FORM} method="post" action={action} hidden>
        <input type="hidden" name="intent" value="wishlist" />
      </Form>
      <CartAddForm id={WISHLIST_CART_FORM} redirectTo={`${pathname}#wishlist`} />
      <ul className={css.wishList} data-testid="wishlist">
        {items.map(({ productId, product }) => (
          <WishlistItem key={productId} productId={productId} product={product} />
        ))}
      </ul>
    </>
  );
}

function WishlistItem({ productId, product }: WishlistEntry) {
  const { t } = useTranslation();
  const nameId = useId();
  // An add comes back to the wishlist, as its hearts do.
  const back = `${useLocation().pathname}#wishlist`;
  return (
    <li className={css.wishItem} data-testid="wishlist-item" data-product-id={productId}>
      <div className={css.wishThumb}>
        {product?.image ? <Picture media={product.image} alt="" sizes="64px" widthHint={64} /> : null}
      </div>
      <div className={css.wishBody}>
        {product ? (
          <>
            <Link id={nameId} to={product.url} className={css.wishName} prefetch={linkPrefetch}>
              {product.name}
            </Link>
            <Price
              finalPrice={product.finalPrice}
              retailPrice={product.retailPrice ?? product.finalPrice}
              discountPercent={product.discountPercent ?? 0}
              currency={product.currency}
            />
            <AddToCartButton
              product={product}
              redirectTo={back}
              describedBy={nameId}
              placement={css.wishAction}
              form={WISHLIST_CART_FORM}
            />
          </>
        ) : (
          <span className={css.sectionMeta}>{t("account.wishlist.unavailable")}</span>
        )}
      </div>
      <WishlistToggle
        productId={productId}
        productName={product?.name ?? String(productId)}
        form={PROFILE_WISHLIST_FORM}
      />
    </li>
  );
}
