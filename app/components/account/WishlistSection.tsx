import { Form, Link } from "react-router";
import type { Media } from "#server/contract";
import { useTranslation } from "~/lib/i18n";
import { Price } from "../catalog/Price";
import { Picture } from "../ui/Picture";
import { WishlistToggle } from "./WishlistToggle";
import * as css from "./account.css";
import { useActionAt } from "~/lib/hooks";
import { linkPrefetch } from "~/lib/prefetch";

export interface WishlistEntry {
  productId: number;
  product: {
    name: string;
    url: string;
    media: Media | null;
    finalPrice: number;
    retailPrice: number;
    discountPercent: number;
    currency: string;
  } | null;
}

/** The form the section's hearts submit without JavaScript: the profile's action, which comes back to
 * this section (#wishlist) as the address forms come back to theirs. */
const PROFILE_WISHLIST_FORM = "profile-wishlist-form";

/** The wishlist on the profile page: each product with its price and a heart to remove it. */
export function WishlistSection({ items }: { items: WishlistEntry[] }) {
  const { t } = useTranslation();
  const action = useActionAt("wishlist");
  if (!items.length) return <p className={css.sectionMeta}>{t("account.wishlist.empty")}</p>;
  return (
    <>
      <Form id={PROFILE_WISHLIST_FORM} method="post" action={action} hidden>
        <input type="hidden" name="intent" value="wishlist" />
      </Form>
      <ul className={css.wishList} data-testid="wishlist">
        {items.map(({ productId, product }) => (
          <li key={productId} className={css.wishItem} data-testid="wishlist-item" data-product-id={productId}>
            <div className={css.wishThumb}>
              {product?.media ? <Picture media={product.media} alt="" sizes="64px" widthHint={64} /> : null}
            </div>
            <div className={css.wishBody}>
              {product ? (
                <>
                  <Link to={product.url} className={css.wishName} prefetch={linkPrefetch}>
                    {product.name}
                  </Link>
                  <Price
                    finalPrice={product.finalPrice}
                    retailPrice={product.retailPrice}
                    discountPercent={product.discountPercent}
                    currency={product.currency}
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
        ))}
      </ul>
    </>
  );
}
