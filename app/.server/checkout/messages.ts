import { checkoutMessages as platform } from "../../../server/contract/checkout";
import { consentMessages } from "../../../server/contract/consents";
import { checkoutMessages as keys } from "../../lib/forms/checkout";
import { errorMessageKey } from "../auth/errors";
import { cartErrorToast } from "../cart";
import { isPlatformError } from "../platform";

/** The platform's checkout messages (server/contract/checkout.ts) to translation keys (spec section 8). */
const mapped: Record<string, string> = {
  [platform.shippingMethodUndefined]: keys.shippingMethodUndefined,
  [platform.shippingMethodNotFound]: keys.shippingMethodNotFound,
  [platform.shippingBranchUndefined]: keys.shippingBranchUndefined,
  [platform.paymentMethodUndefined]: keys.paymentMethodUndefined,
  [platform.paymentMethodNotFound]: keys.paymentMethodNotFound,
  [platform.addressMissing]: "checkout.address.missing",
  [platform.addressNotFound]: keys.addressNotFound,
  [platform.countryNotAllowed]: keys.countryNotAllowed,
  [platform.companyIncomplete]: keys.companyIncomplete,
  [platform.nameInvalid]: keys.alpha,
  [platform.checkoutDisabled]: "checkout.disabled",
  [platform.loginRequired]: "checkout.loginRequired",
  [platform.returnUrlInvalid]: "core.notifications.somethingWentWrong",
  [platform.emptyCart]: "cart.empty",
  [platform.noActiveUser]: "checkout.address.missing",
  [platform.consentRequired]: keys.consentRequired,
  [platform.cartChanged]: "core.notifications.cartUpdated",
  [platform.memberCardInvalid]: "core.notifications.memberCardNotValid",
  [platform.insufficientStock]: "cart.insufficientStock",
  [platform.orderNotFound]: "checkout.orderNotFound",
  [platform.paymentSignatureInvalid]: "checkout.result.invalid",
  [platform.paymentAlreadyProcessed]: "checkout.result.processed",
  [platform.paymentTimedOut]: "checkout.result.timedOut",
  [consentMessages.notFetched]: keys.consentsNotFetched,
  [consentMessages.logFailed]: keys.failedConsentLog,
  [consentMessages.unknown]: keys.consentsNotFetched,
};

/** The translation key to show for a failed checkout call (the cart's and the accounts' messages too). */
export function checkoutErrorKey(error: unknown): string {
  if (isPlatformError(error) && mapped[error.message]) return mapped[error.message];
  if (isPlatformError(error)) return cartErrorToast(error).key;
  return errorMessageKey(error);
}

/** The cart changed under the shopper: told for 12 s (spec sections 8 and 9). */
export function isCartChanged(error: unknown): boolean {
  return isPlatformError(error) && error.message === platform.cartChanged;
}
