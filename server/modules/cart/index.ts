/**
 * The cart (spec sections 3, 4, 7 and 9): sessions named by id and protect code, lines of products
 * with their options, coupons and membership cards, every price computed on each read in integer
 * cents with VAT included. Each change is one transaction on the locked cart.
 */
export { CartError } from "./errors";
export {
  newCartSession,
  getCart,
  validateCart,
  addItem,
  updateItem,
  deleteItem,
  clearCart,
  applyCoupon,
  removeCoupon,
  applyMemberCard,
  updateInstructions,
  updateGuestUser,
  recoverAbandoned,
  type CartScope,
} from "./carts";
export { seedDemoCoupons, demoCoupons } from "./seed";
