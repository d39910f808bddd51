/** The visitor's account on both sides: where to go after logging in, and what every page knows of them. */
import { useRouteLoaderData } from "react-router";
import { isSafeRedirect } from "./safe-redirect";

/** The query parameter that carries where to go after logging in. */
export const REDIRECT_PARAM = "redirectTo";

/** `path?redirectTo=target` when the target passes the safe-path rule (spec section 2), else `path`. */
export function withRedirect(path: string, target: string | null | undefined): string {
  return isSafeRedirect(target) ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : path;
}

/** The order's page asking whether to cancel the order waiting for its payment (asked first: a
 * plain link, it works without JavaScript): the buyer's page in the account, or for a guest the
 * success page, whose address has a query already. */
export function cancelQuestionPath(orderPage: string): string {
  return `${orderPage}${orderPage.includes("?") ? "&" : "?"}confirm=cancel`;
}

/** Whether the order's page was opened on its cancel question (cancelQuestionPath). */
export function asksToCancel(url: URL): boolean {
  return url.searchParams.get("confirm") === "cancel";
}

/** What every page knows about the visitor (root loader data): logged in or not, and the ids of the
 * wishlisted products (null for guests and back-office users, whose wishlist is not loaded). */
export interface AccountSummary {
  loggedIn: boolean;
  isBackoffice: boolean;
  wishlist: number[] | null;
}

/** The visitor's account summary from the root loader: logged in or not, and the wishlist ids. */
export function useAccount(): AccountSummary {
  const root = useRouteLoaderData<{ account?: AccountSummary }>("root");
  return root?.account ?? { loggedIn: false, isBackoffice: false, wishlist: null };
}
