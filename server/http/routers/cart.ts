import type { Hono } from "hono";
import { cart as contract } from "../../contract";
import {
  addItem,
  applyCoupon,
  applyMemberCard,
  CartError,
  clearCart,
  deleteItem,
  getCart,
  newCartSession,
  recoverAbandoned,
  removeCoupon,
  updateInstructions,
  updateItem,
  validateCart,
  type CartScope,
} from "../../modules/cart";
import { AccountsError, countMemberCardCheck } from "../../modules/accounts";
import { CheckoutError, updateGuestUser } from "../../modules/checkout";
import { answering } from "../errors";
import { mount, type PlatformEnv } from "../mount";
import { requireUser, type RequestScope } from "../scope";

/** Cart failures answer with their own message and status. */
const answer = <T>(work: () => Promise<T>) => answering(CartError, work);

export function cartScope(s: RequestScope): CartScope {
  return { services: s.services, site: s.site, store: s.store, language: s.language, userId: s.userId };
}

/** Spec section 7, "Cart": every call but the new session names the cart by id and protectCode. */
export function mountCart(app: Hono<PlatformEnv>): void {
  mount(app, contract.getNewCartSession, (_, s) => newCartSession(cartScope(s)));
  mount(app, contract.getCart, (input, s) => answer(() => getCart(cartScope(s), input)));
  mount(app, contract.validateCart, (input, s) => answer(() => validateCart(cartScope(s), input)));
  mount(app, contract.getAbandoned, (input, s) => {
    requireUser(s);
    return answer(() => recoverAbandoned(cartScope(s), input));
  });
  mount(app, contract.addItem, (input, s) => answer(() => addItem(cartScope(s), input)));
  mount(app, contract.updateItem, (input, s) => answer(() => updateItem(cartScope(s), input)));
  mount(app, contract.deleteItem, (input, s) => answer(() => deleteItem(cartScope(s), input)));
  mount(app, contract.clearCart, (input, s) => answer(() => clearCart(cartScope(s), input)));
  mount(app, contract.applyCoupon, (input, s) => answer(() => applyCoupon(cartScope(s), input)));
  mount(app, contract.removeCoupon, (input, s) => answer(() => removeCoupon(cartScope(s), input)));
  mount(app, contract.applyMemberCard, async (input, s) => {
    // Applying a card is a barcode check too: counted like the check endpoint.
    await answering(AccountsError, () => countMemberCardCheck(s.services.db, requireUser(s), s.clientAddress));
    return answer(() => applyMemberCard(cartScope(s), input));
  });
  mount(app, contract.updateInstructions, (input, s) => answer(() => updateInstructions(cartScope(s), input)));
  // With addresses it is a checkout call: their rules and countries are checkout's.
  mount(app, contract.updateGuestUser, (input, s) => answering([CartError, CheckoutError], () => updateGuestUser(cartScope(s), input)));
}
