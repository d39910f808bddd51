import { z } from "zod";
import { newPassword, orderDetail } from "./accounts";
import { cart, cartNotice, cartSession } from "./cart";
import { checkoutAddress, checkoutBillingAddress, companyData, savedAddress } from "./checkout-address";
import { giftLimits } from "./address-rules";
import { endpoint, idNumber, languageCode } from "./define";
import { paymentHandoff, paymentType } from "./payment-handoff";
import { country } from "./site";

export { paymentType, walletPayment, type WalletPayment } from "./payment-handoff";

export {
  checkoutAddress,
  checkoutBillingAddress,
  checkoutAddressView,
  companyData,
  guestAddress,
  savedAddress,
} from "./checkout-address";
export type {
  CheckoutAddress,
  CheckoutBillingAddress,
  CheckoutAddressView,
  CompanyData,
  GuestAddress,
} from "./checkout-address";
import { OIB_INVALID_MESSAGE, PHONE_INVALID_MESSAGE, POSTAL_CODE_INVALID_MESSAGE } from "./address-rules";
export {
  COMPANY_INCOMPLETE_MESSAGE,
  NAME_INVALID_MESSAGE,
  OIB_INVALID_MESSAGE,
  PHONE_INVALID_MESSAGE,
  POSTAL_CODE_INVALID_MESSAGE,
  addressProblems,
  isCompanyIdOf,
  giftLimits,
  isCompanyComplete,
  isPersonName,
} from "./address-rules";

/**
 * Spec sections 3, 4 and 7: checkout. The buyer is the signed-in user (access token) or the cart's
 * guest (its e-mail set by cart/updateGuestUser or taken from the delivery address). Every call
 * names the cart by id and protectCode, as the cart calls do; a `userId` that is sent must be the
 * signed-in user's (403 otherwise), and a signed-in user's cart needs that user's access token (401
 * 'No active user' without one, 403 for another user). The platform decides which delivery and
 * payment methods apply and computes every amount again when the order is made.
 *
 * The order of calls: addresses (checkout/addresses), delivery (getApplicableDeliveryMethods, then
 * saveDeliveryMethod; skipped for an e-product cart, `digitalOnly`), payment
 * (getApplicablePaymentMethods, then savePaymentMethod), then order/create. Changing the addresses
 * drops a delivery or payment method that no longer applies.
 */

/** The messages callers (and the storefront's translations) rely on (spec section 8). */
export const checkoutMessages = {
  shippingMethodUndefined: "Please select shipping method before proceeding",
  shippingMethodNotFound: "Shipping method not found, please try again",
  shippingBranchUndefined: "Please select shipping branch before proceeding",
  paymentMethodUndefined: "Please select payment method before proceeding",
  paymentMethodNotFound: "Payment method not found, please try again",
  addressMissing: "Shipping and billing addresses are required.",
  addressNotFound: "Address not found.",
  countryNotAllowed: "Delivery to this country is not available.",
  companyIncomplete: "Company name and OIB must both be filled.",
  nameInvalid: "The input contains special characters! Use only letters.",
  /** A company in Croatia: its OIB has 11 digits, the last its check digit (ISO 7064 MOD 11,10). */
  oibInvalid: OIB_INVALID_MESSAGE,
  /** 6 to 15 digits, with spaces, a leading +, - / ( ) and dots. */
  phoneInvalid: PHONE_INVALID_MESSAGE,
  /** In Croatia: 5 digits. */
  postalCodeInvalid: POSTAL_CODE_INVALID_MESSAGE,
  emptyCart: "Cart is empty.",
  noActiveUser: "No active user",
  /** Checkout settings: checkout switched off for the store. */
  checkoutDisabled: "Checkout is not available.",
  /** Checkout settings: guest checkout switched off (registered users only). */
  loginRequired: "Please log in to place an order.",
  consentRequired: "Consent is required",
  /** The cart changed since the shopper last saw it (prices, items, delivery price, coupon): nothing was ordered. */
  cartChanged: "Cart was updated.",
  memberCardInvalid: "member card is not valid anymore..",
  insufficientStock: "Not enough stock.",
  /** A successURL or failureURL that is not on one of the site's own origins. */
  returnUrlInvalid: "Return address is not on this site.",
  orderNotFound: "Order not found.",
  paymentSignatureInvalid: "Payment result is not valid.",
  paymentAlreadyProcessed: "Payment result was already processed.",
  /** The order waited longer than the payment timeout and was cancelled before its payment's result came. */
  paymentTimedOut: "The time for this payment ran out and the order was cancelled.",
  /** The buyer cancelled the order (accounts.orderCancel) before its payment's result came. */
  paymentAfterCancel: "The order was cancelled before this payment arrived.",
  /** The buyer opened a newer payment of the order ("Pay now", accounts.orderPay): this one no longer pays it. */
  paymentSuperseded: "A newer payment was started for this order: this one no longer pays it.",
  /** An e-product's download address that was not signed by the platform, was altered or has expired. */
  downloadInvalid: "Download link is not valid or has expired.",
} as const;

/** Every checkout call carries the cart session; `userId`, when sent, must be the caller's. */
const session = z.object({
  cartId: idNumber(),
  protectCode: z.string().min(8).max(128),
  userId: idNumber().optional(),
  currencyId: z.number().int().positive().optional(),
});

const changed = z.object({ cart, notices: z.array(cartNotice) });

/** Spec: the countries the store delivers to (checkout settings allowedCountries; 'ALL' is all). */
export const availableCountries = endpoint({
  method: "POST",
  path: "v2/checkout/getAvailableCountries",
  input: z.object({}),
  output: z.array(country),
});

/**
 * The addresses an order ships and bills to, kept on the cart (its `checkout`). A guest sends them
 * whole; a signed-in user names saved addresses (`{ addressId }`, 404 'Address not found.' for one
 * that is not theirs) or sends them whole. Billing defaults to the shipping address. Both countries
 * must be among the store's allowed countries (400 countryNotAllowed); names, lengths and company
 * data follow spec section 5 (`checkoutAddress`), saved addresses included. A guest cart without an
 * e-mail takes the shipping address's contactEmail.
 */
export const checkoutAddresses = endpoint({
  method: "PUT",
  path: "v1/checkout/addresses",
  input: session.extend({
    shipping: z.union([savedAddress, checkoutAddress]),
    billing: z.union([savedAddress, checkoutBillingAddress]).optional(),
  }),
  output: changed,
});

export const deliveryBranch = z.object({ id: z.number(), name: z.string() });

export const deliveryMethod = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Integer cents, VAT included. */
  price: z.number().int(),
  /** Delivery is free for a cart whose goods cost this much or more after the coupon (cents); null never. */
  freeFrom: z.number().int().nullable(),
  /** Pickup branches (parcel lockers, stores): one must be chosen when there are any. */
  options: z.array(deliveryBranch),
});
export type DeliveryMethod = z.infer<typeof deliveryMethod>;

/**
 * The methods that deliver this cart to the country: `countryId` when given (a country the store
 * does not deliver to has none), else the country of `userShippingAddressId` (a saved address of
 * the caller's), else the cart's shipping address's. Empty without a country, and for a cart of
 * e-products only (it needs no delivery).
 */
export const applicableDeliveryMethods = endpoint({
  method: "POST",
  path: "v1/delivery/getApplicableDeliveryMethods",
  input: session.extend({
    countryId: idNumber().optional(),
    userBillingAddressId: idNumber().optional(),
    userShippingAddressId: idNumber().optional(),
  }),
  output: z.array(deliveryMethod),
});

/** 401 'No active user' without a signed-in user or a guest e-mail; 400 addressMissing before the
 * addresses; 400 shippingMethodNotFound for a method not applicable to the cart and its shipping
 * country; 400 shippingBranchUndefined for a method with branches and no (or a foreign) branch.
 * The branch goes into the cart's options (`deliveryBranchId`), the price into its totals. */
export const saveDeliveryMethod = endpoint({
  method: "PUT",
  path: "v1/delivery/saveDeliveryMethod",
  input: session.extend({ deliveryMethodId: idNumber(), branchId: idNumber().nullable().optional() }),
  output: changed,
});

export const paymentMethod = z.object({ id: z.number(), name: z.string(), description: z.string(), paymentType });
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** Spec section 4: only when the cart has a delivery method (or holds e-products only) and the
 * buyer has shipping and billing addresses on the cart; otherwise an empty list.
 * `userBillingAddressId`, when sent, must be a saved address of the caller's (404 otherwise).
 * `previewDeliveryMethodId` (checkout type 1, one step, lists the methods before anything is saved):
 * the methods that would apply with the addresses given and that delivery method (one of the cart's
 * store's active ones, whatever its countries; another id: an empty list); for a cart of e-products
 * the delivery is not looked at. Nothing is saved, and the order checks again. */
export const applicablePaymentMethods = endpoint({
  method: "POST",
  path: "v1/payment/getApplicablePaymentMethods",
  input: session.extend({
    userBillingAddressId: idNumber().optional(),
    previewDeliveryMethodId: idNumber().optional(),
  }),
  output: z.array(paymentMethod),
});

/** 400 paymentMethodNotFound for a method not applicable now. `companyData` (both fields) is the
 * order's company; without it the shipping address's company (if any) is used. */
export const savePaymentMethod = endpoint({
  method: "PUT",
  path: "v1/payment/savePaymentMethod",
  input: session.extend({ paymentMethodId: idNumber(), companyData: companyData.optional() }),
  output: changed,
});

export const orderStatus = z.enum(["pendingPayment", "paid", "failed", "cancelled"]);
export type OrderStatus = z.infer<typeof orderStatus>;

/**
 * Makes the order of the cart in one transaction: stock, coupon validity, member card, methods and
 * prices are checked again, stock is taken, the coupon use counted, the checkout consents logged and
 * the cart archived (further cart calls: 409 'Cart is archived.'). Idempotent per cart: a repeated
 * call for the same cart (a double submit, a second tab) answers the same order.
 *
 * Refusals (nothing is written): 409 cartChanged when the total differs from `expectedOrderTotal`
 * or a price, item or coupon changed since the shopper last saw the cart; 409 memberCardInvalid;
 * 409 insufficientStock (`details`: the product's `productId` and `name`, and `available`, how
 * many are left, where that is its line's maximum, as the cart's refusal tells it); 400
 * consentRequired; 400 emptyCart, addressMissing, shippingMethodUndefined,
 * shippingMethodNotFound, shippingBranchUndefined, paymentMethodUndefined, paymentMethodNotFound,
 * returnUrlInvalid; 404 addressNotFound; 429 'Too many attempts. Try again later.' beyond the attempt
 * limits per client address and per cart (refused attempts count too).
 *
 * `html`: "" for no payment type (status pendingPayment: paid on delivery or by transfer); for HPF
 * a form (no script in it) that posts to the payment page: submit it (the storefront's own script
 * may do it at once); for WALLET the wallet data. `orderViewToken` proves this visitor placed the
 * order (checkout.orderView); keep it with the visitor's session.
 */
export const orderCreate = endpoint({
  method: "POST",
  path: "v1/order/create",
  input: session.extend({
    /** Kept only where the store's checkout settings have giftMessage on (ignored otherwise). */
    giftMessage: z.string().trim().max(giftLimits.message).optional(),
    orderMessage: z.string().trim().max(1000).optional(),
    to: z.string().trim().max(giftLimits.name).optional(),
    from: z.string().trim().max(giftLimits.name).optional(),
    /** Absolute URLs on the site's own origin that the payment provider returns the browser to,
     * with `paymentReference` and `paymentResult` added to the query (see pgSuccess). */
    successURL: z.url().max(500),
    failureURL: z.url().max(500),
    /** The consents accepted on the checkout form (unique numbers); logged with the order. */
    acceptedConsents: z.array(z.string().min(1).max(64)).max(100).default([]),
    /** The cart total the shopper saw; a different one stops the order with cartChanged. */
    expectedOrderTotal: z.number().int().optional(),
    /** The language of the confirmation e-mail and the payment page (the request's by default). */
    language: languageCode.optional(),
  }),
  output: paymentHandoff.extend({ orderId: z.number(), status: orderStatus }),
});

/**
 * The payment provider's result (spec: details, internalRedirect true). `id` is the payment
 * reference (the `paymentReference` query parameter of the return, or the wallet's `orderId`);
 * `details` what the provider handed back (`{ paymentResult }`). The result is signed and carries
 * the order, the amount and a one-time nonce: a forged or foreign one is 400
 * paymentSignatureInvalid, a replayed one 409 paymentAlreadyProcessed, one for an order cancelled
 * meanwhile because its payment took too long (PAYMENT_TIMEOUT_MINUTES) 409 paymentTimedOut, one
 * for an order its buyer cancelled 409 paymentAfterCancel, one of an attempt a newer one replaced
 * (accounts.orderPay) 409 paymentSuperseded, and nothing changes; these three (a result whose
 * signature held) carry the order's slug in `details.orderSlug`. An approved payment marks the order paid (and sends the confirmation e-mail); a
 * declined one marks it failed, gives the stock back, returns the coupon use and answers a new cart
 * session with the same cart (`cartSession`), unless the buyer opened it with accounts.orderPay: the
 * order then still waits (`pendingPayment`, no cart session), to be paid again. `url` is the path
 * and query (no protocol or host) of the storefront's success page (with orderSlug) or failure
 * page, as given to order/create.
 */
export const paymentSuccess = endpoint({
  method: "POST",
  path: "v1/order/pgSuccess/:id",
  input: z.object({
    id: z.string().min(1).max(64),
    details: z.record(z.string(), z.string().max(2000)),
    internalRedirect: z.boolean().default(true),
  }),
  output: z.object({
    url: z.string(),
    status: orderStatus,
    orderSlug: z.string(),
    /** A declined payment of checkout's attempt: a new cart session holding the order's cart again
     * (its lines, coupon, addresses and methods), for the shopper to pay again or change; null
     * otherwise. The order's own cart stays archived. */
    cartSession: cartSession.nullable(),
  }),
});

/**
 * One order for whoever holds its order-view token: the visitor who placed it (order/create's
 * `orderViewToken`) or a guest following the confirmation e-mail's link (the order's own page,
 * `/order/{orderSlug}?token=`). A wrong token is 404 'Order not found.', as an unknown order is.
 * `own`: whether the order is the signed-in caller's (accounts.orderGet shows it to them); false for
 * a guest's order, another account's, or an anonymous caller.
 */
export const orderView = endpoint({
  method: "POST",
  path: "v1/order/view",
  input: z.object({ orderSlug: z.string().min(1).max(64), token: z.string().min(1).max(200) }),
  output: orderDetail.extend({ own: z.boolean() }),
});

/**
 * The holder of the order's view token (the browser that placed it: a guest has no account to cancel
 * it from) cancels it while it waits for its card or wallet payment (awaitsOnlinePayment), as its
 * buyer's own cancel (accounts.orderCancel) does: one transaction, stock and coupon use given back,
 * a short confirmation mailed, a later payment result refused (paymentAfterCancel). Decision 0108.
 * A wrong token is 404 'Order not found.', as an unknown order is; 409 orderNotCancellable for an
 * order no longer waiting (paid, cancelled, failed) or paid offline. Answers the order as
 * order/view does.
 */
export const orderCancel = endpoint({
  method: "POST",
  path: "v1/order/cancel",
  input: z.object({ orderSlug: z.string().min(1).max(64), token: z.string().min(1).max(200) }),
  output: orderDetail.extend({ own: z.boolean() }),
});

/**
 * The hand-over of an order's current payment attempt once more (decision 0104), for the page a
 * shopper comes back to from the provider's: what order/create or the buyer's "Pay now"
 * (accounts.orderPay) answered, built again from the same attempt (nothing is opened), while the
 * order waits for its online payment and that attempt for its decision. For whoever holds the order's
 * view token (`token`) or is its signed-in buyer; anyone else gets 404 'Order not found.', as for an
 * unknown order. 409 orderNotPayable once there is nothing to hand over (the order paid, cancelled or
 * failed; the attempt decided). `openedBy`: whether checkout or "Pay now" opened the attempt. `own`
 * (also the 409's `details.own`): whether the order is the signed-in caller's, whose page in the
 * account then shows it, so that a caller holding both keys asks once.
 */
export const orderHandover = endpoint({
  method: "POST",
  path: "v1/order/handover",
  input: z.object({ orderSlug: z.string().min(1).max(64), token: z.string().min(1).max(200).optional() }),
  output: paymentHandoff.omit({ orderViewToken: true }).extend({
    paymentType: z.enum(["HPF", "WALLET"]),
    openedBy: z.enum(["checkout", "payNow"]),
    own: z.boolean(),
  }),
  readOnly: true,
});

/**
 * An account for a guest's order (docs/decisions/0057), for whoever holds the order's view token (the
 * browser that placed it, or the confirmation e-mail's link). The order's e-mail is registered as
 * v1/user/web/register does (the billing address's names; the same password rules, the usual
 * verification mail and attempt limits; `verificationUrl` as there). The guest's orders with that
 * e-mail become the account's once the address is verified (the verification link), not before.
 * `accountExists` (nothing written, nothing mailed): the e-mail already has an account, or the order
 * is a signed-in user's; the visitor is asked to sign in. A wrong token is 404 'Order not found.'.
 */
export const orderAccount = endpoint({
  method: "POST",
  path: "v1/order/createAccount",
  input: z.object({
    orderSlug: z.string().min(1).max(64),
    token: z.string().min(1).max(200),
    password: newPassword,
    verificationUrl: z.string().max(500).optional(),
  }),
  output: z.object({ outcome: z.enum(["sent", "accountExists"]) }),
});
