import type { ErrorCode } from "#server/contract";
import { checkoutMessages as keys } from "~/lib/forms/checkout";
import { errorMessageKey } from "../auth/errors";
import { formMessage } from "~/lib/forms/messages";
import { availableStock, cartErrorKey } from "../cart";
import { isPlatformError } from "../platform";

/** The platform's checkout refusals, by code (server/contract/errors.ts), to translation keys (spec section 8). */
const mapped: Partial<Record<ErrorCode, string>> = {
  SHIPPING_METHOD_UNDEFINED: keys.shippingMethodUndefined,
  SHIPPING_METHOD_NOT_FOUND: keys.shippingMethodNotFound,
  SHIPPING_BRANCH_UNDEFINED: keys.shippingBranchUndefined,
  PAYMENT_METHOD_UNDEFINED: keys.paymentMethodUndefined,
  PAYMENT_METHOD_NOT_FOUND: keys.paymentMethodNotFound,
  ADDRESSES_MISSING: "checkout.address.missing",
  CHECKOUT_ADDRESS_NOT_FOUND: keys.addressNotFound,
  COUNTRY_NOT_ALLOWED: keys.countryNotAllowed,
  COMPANY_INCOMPLETE: keys.companyIncomplete,
  NAME_INVALID: keys.alpha,
  OIB_INVALID: keys.oib,
  PHONE_NUMBER_INVALID: keys.phone,
  POSTAL_CODE_INVALID: keys.postalCode,
  CHECKOUT_DISABLED: "checkout.disabled",
  LOGIN_REQUIRED: "checkout.loginRequired",
  RETURN_URL_INVALID: "core.notifications.somethingWentWrong",
  CART_EMPTY: "cart.empty",
  NO_ACTIVE_USER: "checkout.address.missing",
  CONSENT_REQUIRED: keys.consentRequired,
  CART_CHANGED: "core.notifications.cartUpdated",
  MEMBER_CARD_EXPIRED: "core.notifications.memberCardNotValid",
  INSUFFICIENT_STOCK: "cart.insufficientStock",
  CHECKOUT_ORDER_NOT_FOUND: "checkout.orderNotFound",
  PAYMENT_SIGNATURE_INVALID: "checkout.result.invalid",
  PAYMENT_ALREADY_PROCESSED: "checkout.result.processed",
  PAYMENT_TIMED_OUT: "checkout.result.timedOut",
  PAYMENT_AFTER_CANCEL: "checkout.result.cancelled",
  PAYMENT_SUPERSEDED: "checkout.result.superseded",
  DOWNLOAD_LINK_INVALID: "checkout.result.downloadInvalid",
  CONSENTS_NOT_FETCHED: keys.consentsNotFetched,
  CONSENT_LOG_FAILED: keys.failedConsentLog,
  CONSENT_UNKNOWN: keys.consentsNotFetched,
};

/** The translation key to show for a failed checkout call (the cart's and the accounts' refusals too). */
export function checkoutErrorKey(error: unknown): string {
  if (!isPlatformError(error)) return errorMessageKey(error);
  return mapped[error.code] ?? cartErrorKey(error) ?? errorMessageKey(error);
}

/** The form's message for a failed checkout call: an order refused for stock that ran out since the
 * cart names the product (the payment step shows every line) and, where the platform could tell, how
 * many are left; a refusal without the product says it in the cart's words ('cart.onlyAvailable'). */
export function checkoutFormError(error: unknown): string {
  const product = stockRefusedProduct(error);
  if (product) {
    const { name, available } = product;
    if (available === undefined) return formMessage("checkout.payment.notEnoughOf", { product: name });
    return available > 0
      ? formMessage("checkout.payment.onlyLeft", { count: available, product: name })
      : formMessage("checkout.payment.soldOut", { product: name });
  }
  const available = availableStock(error);
  return available === null ? checkoutErrorKey(error) : formMessage("cart.onlyAvailable", { count: available });
}

/** The product an order was refused for, named in the refusal's details, with the stock left if told. */
function stockRefusedProduct(error: unknown): { name: string; available?: number } | null {
  if (!isPlatformError(error) || error.code !== "INSUFFICIENT_STOCK") return null;
  const { name, available } = (error.details ?? {}) as { name?: unknown; available?: unknown };
  if (typeof name !== "string" || !name) return null;
  return typeof available === "number" && Number.isInteger(available) && available >= 0
    ? { name, available }
    : { name };
}

/** The cart changed under the shopper: told for 12 s (spec sections 8 and 9). */
export function isCartChanged(error: unknown): boolean {
  return isPlatformError(error) && error.code === "CART_CHANGED";
}

/** The order a refused payment result names (order/pgSuccess's `details.orderSlug`, given to the
 * holder of its signed result only), or null. */
export function refusedResultOrder(error: unknown): string | null {
  if (!isPlatformError(error)) return null;
  const slug = (error.details as { orderSlug?: unknown } | undefined)?.orderSlug;
  return typeof slug === "string" && slug ? slug : null;
}
