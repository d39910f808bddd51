import type { RouterContextProvider } from "react-router";
import { ownedCookie, signedCookie } from "../cookies";
import { localeContext } from "../context";
import { sendToast } from "../toast";
import { toggleWishlist } from "./account";

/**
 * A guest's heart, remembered across the login it sends them to: the wishlist action keeps the
 * product for an hour, and the first login within it (the form, a registration that logs in, a
 * social login) puts it on the wishlist. Owned by the auth middleware.
 */
export const pendingWish = ownedCookie<number>(signedCookie("wish", { maxAge: 60 * 60 }), (raw) =>
  typeof raw === "number" && Number.isInteger(raw) && raw > 0 ? raw : null,
);

/** After a login: the remembered product goes on the wishlist (it stays there if it already was),
 * said by its own toast; the cookie is cleared whatever the platform answers. */
export async function keepPendingWish(context: Readonly<RouterContextProvider>, isBackoffice: boolean) {
  const productId = await pendingWish.read(context);
  if (productId === null) return;
  pendingWish.clear(context);
  if (isBackoffice) return;
  const locale = context.get(localeContext);
  const first = await toggleWishlist(context, productId, locale);
  // The list is toggled: a product that was on it came off, and goes back.
  const kept = first.added === false ? await toggleWishlist(context, productId, locale) : first;
  if (kept.added) sendToast(context, kept.toast);
}
