/**
 * The cart (spec sections 3, 4, 7 and 9): sessions named by id and protect code, lines of products
 * with their options, coupons and membership cards, every price computed on each read in integer
 * cents with VAT included. Each change is one transaction on the locked cart. Checkout (addresses,
 * delivery and payment methods) and orders change carts through `changeCart`, `openCart` and `viewCart`.
 */
export { CartError, cartError, stockError } from "./errors";
export {
  newCartSession,
  getCart,
  getCartCount,
  validateCart,
  addItem,
  updateItem,
  deleteItem,
  clearCart,
  applyCoupon,
  removeCoupon,
  applyMemberCard,
  updateInstructions,
  recoverAbandoned,
  reopenCart,
  openCart,
  viewCart,
  changeCart,
  isCartTooLarge,
  type CartRow,
  type Changed,
  type SessionInput,
} from "./carts";
export {
  parseCartCheckout,
  parseCartOptions,
  cartContents,
  storeOfCart,
  type CartCheckout,
  type CartOptions,
} from "./checkout-data";
export { productFacts, parseLineOptions, type ProductFacts, type LineOptions } from "./lines";
export { seedDemoCoupons, demoCoupons } from "./seed";
export {
  couponsForBackoffice,
  couponForBackoffice,
  createCoupon,
  saveCoupon,
  setCouponActive,
  deleteCoupon,
} from "./coupons-admin";
