import type { Hono } from "hono";
import { cart as contract } from "#server/contract";
import {
  addItem,
  applyCoupon,
  applyMemberCard,
  clearCart,
  deleteItem,
  getCart,
  getCartCount,
  newCartSession,
  recoverAbandoned,
  removeCoupon,
  updateInstructions,
  updateItem,
  validateCart,
} from "#server/modules/cart";
import { countMemberCardCheck } from "#server/modules/accounts";
import { updateGuestUser } from "#server/modules/checkout";
import { mount, type PlatformEnv } from "../mount";
import { requireUser } from "../scope";

/** Spec section 7, "Cart": every call but the new session names the cart by id and protectCode. */
export function mountCart(app: Hono<PlatformEnv>): void {
  mount(app, contract.getNewCartSession, (_, s) => newCartSession(s.services, s));
  mount(app, contract.getCart, (input, s) => getCart(s.services, s, input));
  mount(app, contract.getCartCount, (input, s) => getCartCount(s.services, s, input));
  mount(app, contract.validateCart, (input, s) => validateCart(s.services, s, input));
  mount(app, contract.getAbandoned, (input, s) => recoverAbandoned(s.services, requireUser(s), input));
  mount(app, contract.addItem, (input, s) => addItem(s.services, s, input));
  mount(app, contract.updateItem, (input, s) => updateItem(s.services, s, input));
  mount(app, contract.deleteItem, (input, s) => deleteItem(s.services, s, input));
  mount(app, contract.clearCart, (input, s) => clearCart(s.services, s, input));
  mount(app, contract.applyCoupon, (input, s) => applyCoupon(s.services, s, input));
  mount(app, contract.removeCoupon, (input, s) => removeCoupon(s.services, s, input));
  mount(app, contract.applyMemberCard, async (input, s) => {
    const signedIn = requireUser(s);
    // Applying a card is a barcode check too: counted like the check endpoint.
    await countMemberCardCheck(s.services.db, signedIn.userId, s.clientAddress);
    return applyMemberCard(s.services, signedIn, input);
  });
  mount(app, contract.updateInstructions, (input, s) => updateInstructions(s.services, s, input));
  // With addresses it is a checkout call: their rules and countries are checkout's.
  mount(app, contract.updateGuestUser, (input, s) => updateGuestUser(s.services, s, input));
}
