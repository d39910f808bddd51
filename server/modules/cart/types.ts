import type { Cart, CartNotice } from "../../contract/cart";
import type { CartsTable } from "../../db/schema";

/** A cart as stored (checkout and orders read and change it through this module's doors). */
export type CartRow = Omit<CartsTable, "id" | "instructions" | "guest_data" | "options" | "checkout"> & {
  id: number;
  instructions: string;
  guest_data: string;
  options: string;
  checkout: string;
};

export interface SessionInput {
  cartId: number;
  protectCode: string;
}

export interface Changed {
  cart: Cart;
  notices: CartNotice[];
}
