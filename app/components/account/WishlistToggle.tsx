import { useFetcher, useLocation } from "react-router";
import type { WishlistToggleField } from "~/lib/forms/wishlist";
import { WISHLIST_AT } from "~/lib/product-card";
import { useTranslation } from "~/lib/i18n";
import * as css from "./header.css";
import { HeartIcon } from "./icons";
import { useAccount } from "~/lib/account";

export const WISHLIST_ACTION = "/_actions/wishlist";

/** A field of the toggle, as its schema names it (lib/forms/wishlist.ts). */
const field = (name: WishlistToggleField) => name;

/** The form every toggle of a page submits, its buttons naming the product (`form` attribute). */
const WISHLIST_FORM = "wishlist-form";

/**
 * The one wishlist form of a page (in the main layout): the language and the way back, which every
 * toggle would otherwise repeat in hidden fields of its own form.
 */
export function WishlistForm() {
  const { locale } = useTranslation();
  const account = useAccount();
  const { pathname, search, hash } = useLocation();
  if (account.isBackoffice) return null;
  return (
    <form id={WISHLIST_FORM} method="post" action={WISHLIST_ACTION} hidden>
      <input type="hidden" name={field("locale")} value={locale} />
      <input type="hidden" name={field("redirectTo")} value={pathname + search + hash} />
    </form>
  );
}

/**
 * Adds a product to the wishlist or removes it (spec section 4, "Wishlist toggle"). A submit button
 * of the page's wishlist form: without JavaScript it posts the product and comes back to this page
 * with a toast; with it, a fetcher flips the heart at once and the wishlist is fetched again. Guests
 * are sent to log in. Back-office users have no wishlist, so they get no toggle.
 */
export function WishlistToggle({
  productId,
  productName,
  variant = "icon",
  className,
  form = WISHLIST_FORM,
  placed = false,
}: {
  productId: number;
  productName: string;
  /** Its product's place on the page carries `productAnchor`: a post without JavaScript comes back there. */
  placed?: boolean;
  /** The form the button submits without JavaScript: the page's wishlist form, or a page's own (the
   * profile's, which comes back to its wishlist section). */
  form?: string;
  /** icon: a round heart; card: the same, placed on a product card's image; button: heart and label. */
  variant?: "icon" | "card" | "button";
  className?: string;
}) {
  const { t, locale } = useTranslation();
  const account = useAccount();
  const fetcher = useFetcher({ key: `wishlist-${productId}` });
  const { pathname, search, hash } = useLocation();
  if (account.isBackoffice) return null;
  const saved = account.wishlist?.includes(productId) ?? false;
  const pending = fetcher.formData?.get(field("product_id")) === String(productId);
  const active = pending ? fetcher.formData?.get(field("wish")) === "add" : saved;
  const label = active ? t("account.wishlist.remove") : t("account.wishlist.add");
  const slot = variant === "card" ? css.wishCardSlot : variant === "button" ? css.wishPageSlot : undefined;
  return (
    <button
      type="submit"
      form={form}
      formAction={placed ? `${WISHLIST_ACTION}?${WISHLIST_AT}` : undefined}
      name={field("product_id")}
      value={productId}
      className={[variant === "button" ? css.wishButton : css.wishIconButton, slot, className]
        .filter(Boolean)
        .join(" ")}
      aria-pressed={active}
      aria-label={variant === "button" ? undefined : `${label}: ${productName}`}
      title={variant === "button" ? undefined : label}
      data-testid="wishlist-button"
      onClick={(event) => {
        event.preventDefault();
        void fetcher.submit(
          {
            [field("product_id")]: productId,
            [field("wish")]: active ? "remove" : "add",
            [field("locale")]: locale,
            [field("redirectTo")]: pathname + search + hash,
          },
          { method: "post", action: WISHLIST_ACTION },
        );
      }}
    >
      <HeartIcon filled={active} size={variant === "button" ? 22 : 20} />
      {variant === "button" ? <span>{label}</span> : null}
    </button>
  );
}
