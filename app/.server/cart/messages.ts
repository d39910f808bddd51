import { cartMessages } from "../../../server/contract/cart";
import { errorMessageKey } from "../auth/errors";
import { isPlatformError } from "../platform";

/** The platform's cart messages (server/contract/cart.ts) to translation keys (spec section 8). */
const keys: Record<string, string> = {
  [cartMessages.productNotFound]: "cart.productNotFound",
  [cartMessages.configurationNotSet]: "core.notifications.configurationNotSet",
  [cartMessages.combinationUnavailable]: "product.combinationUnavailable",
  [cartMessages.bundleItemsMissing]: "error.bundleItemsNotFetched",
  [cartMessages.optionRequired]: "cart.optionRequired",
  [cartMessages.optionInvalid]: "cart.optionInvalid",
  [cartMessages.insufficientStock]: "cart.insufficientStock",
  [cartMessages.itemNotInCart]: "core.notifications.itemNotInCart",
  [cartMessages.couponNotFound]: "cart.coupon.notFound",
  [cartMessages.couponExpired]: "cart.coupon.expired",
  [cartMessages.couponNotStarted]: "cart.coupon.notStarted",
  [cartMessages.couponUsedUp]: "cart.coupon.usedUp",
  [cartMessages.couponMinimum]: "cart.coupon.minimum",
  [cartMessages.memberCardInvalid]: "core.notifications.membershipCardBarcodeInvalid",
  [cartMessages.noActiveUser]: "core.notifications.loggedUsersOnly",
  [cartMessages.wrongOwner]: "cart.wrongOwner",
  [cartMessages.invalidQuantity]: "error.invalidQuantity",
};

/** Rules the shopper can act on are told as notices, not failures. */
const notices = new Set<string>([
  "core.notifications.configurationNotSet",
  "product.combinationUnavailable",
  "core.notifications.itemNotInCart",
  "core.notifications.loggedUsersOnly",
]);

/** The toast of a cart refusal (a translation key), from the cart's form or the platform. */
export function cartToast(key: string): { type: "error" | "info"; key: string } {
  return { type: notices.has(key) ? "info" : "error", key };
}

export function cartErrorToast(error: unknown, fallback?: string): { type: "error" | "info"; key: string } {
  if (isPlatformError(error) && keys[error.message]) return cartToast(keys[error.message]);
  return { type: "error", key: errorMessageKey(error, fallback) };
}

/** The cart became an order or was merged into another: the session is over (spec section 8). */
export function isEndedSession(error: unknown): boolean {
  return isPlatformError(error) && (error.message === cartMessages.archived || error.message === cartMessages.sessionUsed);
}

/** The cookie names a cart the platform does not know (or with another protectCode). */
export function isStaleSession(error: unknown): boolean {
  return isPlatformError(error, 400) && error.message === cartMessages.sessionInvalid;
}
