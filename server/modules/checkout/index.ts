/**
 * Checkout (spec sections 3, 4, 5 and 7): the store's countries, the order's addresses kept on the
 * cart, delivery methods with pickup branches and payment methods and the rules of which apply, and
 * `confirmCheckout`, which checks all of it again inside the order's transaction.
 */
export { CheckoutError, checkoutError } from "./errors";
export {
  availableCountries,
  saveAddresses,
  updateGuestUser,
  deliveryMethodsFor,
  saveDeliveryMethod,
  paymentMethodsFor,
  savePaymentMethod,
  confirmCheckout,
  authorizeCheckout,
  type CheckoutSession,
  type OrderCheckout,
} from "./checkout";
export { instructionsForOrder, INSTRUCTION_PLACEHOLDERS, type PaymentTypeName } from "./methods";
export {
  orderMethodNames,
  paymentMethodNames,
  paymentMethodsForBackoffice,
  savePaymentInstructions,
} from "./payment-instructions";
export {
  addDeliveryBranch,
  createDeliveryMethod,
  deleteDeliveryMethod,
  deliveryMethodForBackoffice,
  deliveryMethodsForBackoffice,
  removeDeliveryBranch,
  saveDeliveryBranch,
  saveDeliveryMethodSettings,
} from "./delivery-admin";
export { seedDemoCheckout, demoDeliveryMethods, demoPaymentMethods } from "./seed";
