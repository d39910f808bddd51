import { useFetcher, useLocation } from "react-router";
import type { WishlistToggleField } from "~/lib/forms/wishlist";
import { useTranslation } from "~/lib/i18n";
import * as css from "./header.css";
import { HeartIcon } from "./icons";
import { useAccount } from "~/lib/account";

export const WISHLIST_ACTION = "/_actions/wishlist";

/** A field of the toggle, as its schema names it (lib/forms/wishlist.ts). */
const field = (name: WishlistToggleField) => name;

/**
 * Adds a product to the wishlist or removes it (spec section 4, "Wishlist toggle"). A real POST form:
 * without JavaScript it comes back to this page with a toast; with it, a fetcher flips the heart at
 * once and the wishlist is fetched again. Guests are sent to log in. Back-office users have no
 * wishlist, so they get no toggle.
 */
export function WishlistToggle({
  productId,
  productName,
  variant = "icon",
  className,
}: {
  productId: number;
  productName: string;
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
  return (
    <fetcher.Form
      method="post"
      action={WISHLIST_ACTION}
      className={
        [variant === "card" ? css.wishCardSlot : variant === "button" ? css.wishPageSlot : "", className ?? ""]
          .join(" ")
          .trim() || undefined
      }
      data-testid="wishlist-toggle"
    >
      <input type="hidden" name={field("product_id")} value={productId} />
      <input type="hidden" name={field("wish")} value={active ? "remove" : "add"} />
      <input type="hidden" name={field("locale")} value={locale} />
      <input type="hidden" name={field("redirectTo")} value={pathname + search + hash} />
      <button
        type="submit"
        className={variant === "button" ? css.wishButton : css.wishIconButton}
        aria-pressed={active}
        aria-label={variant === "button" ? undefined : `${label}: ${productName}`}
        title={variant === "button" ? undefined : label}
        data-testid="wishlist-button"
      >
        <HeartIcon filled={active} size={variant === "button" ? 22 : 20} />
        {variant === "button" ? <span>{label}</span> : null}
      </button>
    </fetcher.Form>
  );
}
