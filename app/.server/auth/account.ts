import type { RouterContextProvider } from "react-router";
import { accounts } from "#server/contract";
import { log } from "#server/log";
import type { Locale } from "#server/contract/urls";
import { platformContext, viewerContext } from "../context";
import { tFor } from "../i18n";
import { errorMessageKey } from "./errors";
import { isPlatformError } from "../platform";
import type { Toast } from "../toast";
import type { AccountSummary } from "~/lib/account";

/** Spec section 9: the wishlist is (re)fetched with limit 9999. */
export const WISHLIST_LIMIT = 9999;

export type { AccountSummary };

/**
 * Spec sections 4 and 7, POST wishlist/create: toggles a product on the viewer's wishlist, for the
 * wishlist action and the profile's wishlist section. Answers whether it is on the list now and the
 * toast that says so; a refusal answers `added: null`, its toast and the error.
 */
export async function toggleWishlist(
  context: Readonly<RouterContextProvider>,
  productId: number,
  locale: Locale,
): Promise<{ added: boolean; toast: Toast; error?: never } | { added: null; toast: Toast; error: unknown }> {
  try {
    const { added, bundle } = await context
      .get(platformContext)
      .call(accounts.wishlistToggle, { product_id: productId });
    const key = added ? "core.notifications.addedToWishlist" : "core.notifications.removedFromWishlist";
    // Spec section 8: the notice names a bundle or a product, in the language of the page it shows on
    // (the un-prefixed /_actions/wishlist route's own locale is always English).
    const entity = tFor(locale)(bundle ? "entity.bundle" : "entity.product");
    return { added, toast: { type: "success", key, values: { entity } } };
  } catch (error) {
    return { added: null, toast: { type: "error", key: errorMessageKey(error) }, error };
  }
}

export async function loadAccountSummary(context: Readonly<RouterContextProvider>): Promise<AccountSummary> {
  const viewer = context.get(viewerContext);
  if (!viewer) return { loggedIn: false, isBackoffice: false, wishlist: null };
  if (viewer.isBackofficeUser) return { loggedIn: true, isBackoffice: true, wishlist: null };
  const wishlist = await loadWishlistIds(context);
  // A token the platform refused while loading logs the visitor out (the middleware clears the cookie).
  if (!context.get(viewerContext) || wishlist === "logged-out")
    return { loggedIn: false, isBackoffice: false, wishlist: null };
  return { loggedIn: true, isBackoffice: false, wishlist };
}

/** Spec section 4: a failed wishlist fetch stops silently (an empty list is shown). */
async function loadWishlistIds(context: Readonly<RouterContextProvider>): Promise<number[] | "logged-out"> {
  try {
    const { items } = await context
      .get(platformContext)
      .call(accounts.wishlistFilter, { limit: WISHLIST_LIMIT, page: 1 });
    return items.map((i) => i.product_id);
  } catch (error) {
    if (isPlatformError(error, 401)) return "logged-out";
    log.warn("wishlist could not be loaded", { err: error });
    return [];
  }
}
