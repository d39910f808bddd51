import type { ErrorCode } from "#server/contract";
import { errorMessageKey } from "../auth/errors";
import { isPlatformError } from "../platform";
import type { Toast } from "../toast";

/** The platform's cart refusals, by code (server/contract/errors.ts), to translation keys (spec section 8). */
const keys: Partial<Record<ErrorCode, string>> = {
  PRODUCT_NOT_FOUND: "cart.productNotFound",
  CONFIGURATION_NOT_SET: "core.notifications.configurationNotSet",
  COMBINATION_UNAVAILABLE: "product.combinationUnavailable",
  BUNDLE_ITEMS_MISSING: "error.bundleItemsNotFetched",
  OPTION_REQUIRED: "cart.optionRequired",
  OPTION_INVALID: "cart.optionInvalid",
  OPTION_TOO_LONG: "cart.optionTooLong",
  INSUFFICIENT_STOCK: "cart.insufficientStock",
  ITEM_NOT_IN_CART: "core.notifications.itemNotInCart",
  COUPON_NOT_FOUND: "cart.coupon.notFound",
  COUPON_EXPIRED: "cart.coupon.expired",
  COUPON_NOT_STARTED: "cart.coupon.notStarted",
  COUPON_USED_UP: "cart.coupon.usedUp",
  COUPON_MINIMUM: "cart.coupon.minimum",
  MEMBER_CARD_INVALID: "core.notifications.membershipCardBarcodeInvalid",
  NO_ACTIVE_USER: "core.notifications.loggedUsersOnly",
  CART_WRONG_OWNER: "cart.wrongOwner",
  INVALID_QUANTITY: "error.invalidQuantity",
  CART_TOO_LARGE: "cart.tooLarge",
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

/** The translation key of a platform cart refusal, if it is one. */
export function cartErrorKey(error: unknown): string | undefined {
  return isPlatformError(error) ? keys[error.code] : undefined;
}

/** A platform refusal for stock's details (available, and on an add inCart and stock), else null. */
function stockRefusal(error: unknown): { available?: unknown; inCart?: unknown; stock?: unknown } | null {
  if (!isPlatformError(error) || error.code !== "INSUFFICIENT_STOCK") return null;
  return (error.details ?? {}) as { available?: unknown; inCart?: unknown; stock?: unknown };
}

/** How many a line may hold at most, when the platform refused a quantity for stock and said so. */
export function availableStock(error: unknown): number | null {
  const available = stockRefusal(error)?.available;
  return typeof available === "number" && Number.isInteger(available) && available > 0 ? available : null;
}

/** What an add refused for stock found in the cart already: that many of the product, out of `stock`. */
function heldInCart(error: unknown): { inCart: number; stock: number } | null {
  const { inCart, stock } = stockRefusal(error) ?? {};
  return typeof inCart === "number" && inCart > 0 && typeof stock === "number" && stock > 0 ? { inCart, stock } : null;
}

export function cartErrorToast(error: unknown, fallback?: string): Toast & { type: "error" | "info" } {
  // "Only 5 are available" alone puzzles a shopper adding one: say the cart holds them already.
  const held = heldInCart(error);
  if (held) return { type: "error", key: "cart.alreadyInCart", values: { count: held.stock, inCart: held.inCart } };
  const available = availableStock(error);
  if (available !== null) return { type: "error", key: "cart.onlyAvailable", values: { count: available } };
  // None to be had: no other quantity would do.
  if (stockRefusal(error)?.available === 0) return { type: "error", key: "cart.soldOut" };
  const key = cartErrorKey(error);
  return key ? cartToast(key) : { type: "error", key: errorMessageKey(error, fallback) };
}

/** The cart became an order or was merged into another: the session is over (spec section 8). */
export function isEndedSession(error: unknown): boolean {
  return isPlatformError(error) && (error.code === "CART_ARCHIVED" || error.code === "CART_SESSION_USED");
}

/** The cookie names a cart the platform does not know (or with another protectCode). */
export function isStaleSession(error: unknown): boolean {
  return isPlatformError(error, 400) && error.code === "CART_SESSION_INVALID";
}
