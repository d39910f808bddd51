import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/wishlist";
import { viewerContext } from "~/.server/context";
import { toggleWishlist } from "~/.server/auth/account";
import { pendingWish } from "~/.server/auth/pending-wish";
import { homePath, loginPath } from "~/.server/auth/guards";
import { wantsDocument } from "~/.server/http";
import { sendToast } from "~/.server/toast";
import { wishlistToggleSchema } from "~/lib/forms/wishlist";
import { productAnchor, WISHLIST_AT } from "~/lib/product-card";
import { safeRedirect } from "~/lib/safe-redirect";

/**
 * POST /_actions/wishlist: toggles a product on the viewer's wishlist (spec sections 4 and 7,
 * POST wishlist/create). A plain form post comes back to the page with a 303 and a toast (at the
 * product's place on it, when the toggle says it has one: `productAnchor`); a fetcher
 * gets `{ added }` and the root data (the wishlist ids) is fetched again. Guests are sent to log in,
 * the product kept for the wishlist of the account they log in to.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: wishlistToggleSchema });
  // Every field has a fallback: only a form that is not one at all fails.
  if (submission.status !== "success") throw data(null, { status: 400 });
  const { product_id: productId, wish, locale, redirectTo } = submission.value;
  const back = safeRedirect(redirectTo, homePath(locale));

  const toLogin = () => {
    sendToast(context, { type: "info", key: "core.notifications.loggedUsersOnly" });
    return redirect(loginPath(locale, back), { status: 303 });
  };
  if (!context.get(viewerContext)) {
    // The product goes on the wishlist at the login this sends the guest to.
    if (productId !== null && wish !== "remove") pendingWish.set(context, productId);
    throw toLogin();
  }
  if (productId === null) throw data(null, { status: 400 });

  const { added, toast, error } = await toggleWishlist(context, productId, locale);
  // A token the platform refused logged the visitor out: go and log in again.
  if (added === null && (!context.get(viewerContext) || (error as { statusCode?: number }).statusCode === 401))
    throw toLogin();
  sendToast(context, toast);
  if (wantsDocument(request)) return redirect(atPlace(back, request, productId), { status: 303 });
  return data({ added }, { status: added === null ? 400 : 200 });
}

/** The way back, at the product's place on the page when the toggle names it (`WISHLIST_AT`). */
function atPlace(back: string, request: Request, productId: number): string {
  const named = new URL(request.url).searchParams.has(WISHLIST_AT);
  return named && !back.includes("#") ? `${back}#${productAnchor(productId)}` : back;
}

export function loader() {
  throw data(null, { status: 405 });
}
