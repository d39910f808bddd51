import type { RouterContextProvider } from "react-router";
import { accounts } from "#server/contract";
import { log } from "#server/log";
import { platformContext, viewerContext } from "../context";
import { isPlatformError } from "../platform";
import type { AccountSummary } from "~/lib/account";

/** Spec section 9: the wishlist is (re)fetched with limit 9999. */
export const WISHLIST_LIMIT = 9999;

export type { AccountSummary };

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
