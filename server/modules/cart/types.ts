import type { Cart, CartNotice } from "#server/contract/cart";
import type { Selectable } from "kysely";
import type { CartsTable } from "#server/db/schema";

/** A cart as stored (checkout and orders read and change it through this module's doors). */
export type CartRow = Selectable<CartsTable>;

export interface SessionInput {
  cartId: number;
  protectCode: string;
}

export interface Changed {
  cart: Cart;
  notices: CartNotice[];
}
