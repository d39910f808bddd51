import { z } from "zod";
import { addressInput } from "./accounts";
import { cart, cartNotice } from "./cart";
import { endpoint, idNumber } from "./define";
import { country } from "./site";

/**
 * Spec sections 3, 4 and 7: checkout. The buyer is the signed-in user (access token) or the cart's
 * guest (its e-mail set by cart/updateGuestUser). Every call names the cart by id and protectCode,
 * as the cart calls do; a `userId` that is sent must be the signed-in user's. The platform decides
 * which delivery and payment methods apply and computes every amount again when the order is made.
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
  emptyCart: "Cart is empty.",
  noActiveUser: "No active user",
  consentRequired: "Consent is required",
  /** The cart changed since the shopper last saw it (prices, items, member card): nothing was ordered. */
  cartChanged: "Cart was updated.",
  memberCardInvalid: "member card is not valid anymore..",
  insufficientStock: "Not enough stock.",
  orderNotFound: "Order not found.",
  paymentSignatureInvalid: "Payment result is not valid.",
  paymentAlreadyProcessed: "Payment result was already processed.",
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

/** The addresses an order ships and bills to. A guest sends them whole (they are kept on the cart);
 * a signed-in user names saved addresses. Billing defaults to the shipping address. */
export const checkoutAddresses = endpoint({
  method: "PUT",
  path: "v1/checkout/addresses",
  input: session.extend({
    shipping: z.union([z.object({ addressId: idNumber() }), addressInput.omit({ type: true })]),
    billing: z.union([z.object({ addressId: idNumber() }), addressInput.omit({ type: true, companyName: true, companyOIB: true })]).optional(),
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
  /** Pickup branches (parcel lockers, stores): one must be chosen when there are any. */
  options: z.array(deliveryBranch),
});
export type DeliveryMethod = z.infer<typeof deliveryMethod>;

/** The methods that deliver this cart to the country (the shipping address's when omitted). */
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

/** 400 shippingMethodNotFound for a method not applicable to the cart, shippingBranchUndefined
 * for a method with branches and no (or a foreign) branch. The delivery price enters the totals. */
export const saveDeliveryMethod = endpoint({
  method: "PUT",
  path: "v1/delivery/saveDeliveryMethod",
  input: session.extend({ deliveryMethodId: idNumber(), branchId: idNumber().nullable().optional() }),
  output: changed,
});

/** null: no payment type (pay on delivery, bank transfer); HPF: a hosted payment form; WALLET: a
 * wallet provider's button. */
export const paymentType = z.enum(["HPF", "WALLET"]).nullable();

export const paymentMethod = z.object({ id: z.number(), name: z.string(), description: z.string(), paymentType });
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** Spec section 4: only when the cart has a delivery method (or holds e-products only) and the
 * buyer has shipping and billing addresses; otherwise an empty list. */
export const applicablePaymentMethods = endpoint({
  method: "POST",
  path: "v1/payment/getApplicablePaymentMethods",
  input: session.extend({ userBillingAddressId: idNumber().optional() }),
  output: z.array(paymentMethod),
});

export const companyData = z.object({ companyName: z.string().trim().min(1).max(150), oib: z.string().trim().min(1).max(20) });

export const savePaymentMethod = endpoint({
  method: "PUT",
  path: "v1/payment/savePaymentMethod",
  input: session.extend({ paymentMethodId: idNumber(), companyData: companyData.optional() }),
  output: changed,
});

/** The wallet provider's data (spec section 3: html is this object instead of a string). */
export const walletPayment = z.object({
  isSubscription: z.boolean(),
  plan_id: z.string().nullable(),
  quantity: z.number().int().nullable(),
  scriptUrl: z.string(),
  orderId: z.string(),
  total: z.number().int(),
});

export const orderStatus = z.enum(["pendingPayment", "paid", "failed", "cancelled"]);
export type OrderStatus = z.infer<typeof orderStatus>;

/**
 * Makes the order of the cart in one transaction: stock, coupon validity and prices are checked
 * again, stock is taken, the coupon use counted and the cart archived. Idempotent per cart: a second
 * call for the same cart answers the same order. 409 cartChanged when a price or item changed since
 * `expected` (the totals the shopper confirmed), 409 insufficientStock, 400 for a missing method.
 * `html`: empty for no payment type, a self-submitting form for HPF, the wallet data for WALLET.
 */
export const orderCreate = endpoint({
  method: "POST",
  path: "v1/order/create",
  input: session.extend({
    giftMessage: z.string().trim().max(500).optional(),
    orderMessage: z.string().trim().max(1000).optional(),
    to: z.string().trim().max(100).optional(),
    from: z.string().trim().max(100).optional(),
    /** Absolute URLs of the storefront the payment provider returns to. */
    successURL: z.url().max(500),
    failureURL: z.url().max(500),
    /** The consents accepted on the checkout form (unique numbers); logged with the order. */
    acceptedConsents: z.array(z.string().min(1).max(64)).max(100).default([]),
    /** The cart total the shopper saw; a different one stops the order with cartChanged. */
    expectedOrderTotal: z.number().int().optional(),
    language: z.enum(["en", "hr"]).optional(),
  }),
  output: z.object({
    orderId: z.number(),
    orderSlug: z.string(),
    status: orderStatus,
    paymentType,
    html: z.union([z.string(), walletPayment]),
  }),
});

/** The payment provider's result for an order (spec: details, internalRedirect true). A forged,
 * replayed or foreign result is refused; the answer's url is the success or failure page. */
export const paymentSuccess = endpoint({
  method: "POST",
  path: "v1/order/pgSuccess/:id",
  input: z.object({
    id: z.string().min(1).max(64),
    details: z.record(z.string(), z.string().max(2000)),
    internalRedirect: z.boolean().default(true),
  }),
  output: z.object({ url: z.string(), status: orderStatus, orderSlug: z.string() }),
});
