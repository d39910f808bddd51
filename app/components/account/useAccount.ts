import { useRouteLoaderData } from "react-router";

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
