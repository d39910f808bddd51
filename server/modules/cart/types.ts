import type { Cart, CartNotice } from "../../contract/cart";
import type { Locale } from "../../contract/urls";
import type { Selectable } from "kysely";
import type { CartsTable } from "../../db/schema";
import type { Services } from "../../services";
import type { SiteRecord, StoreRecord } from "../site";

/** A cart as stored (checkout and orders read and change it through this module's doors). */
export type CartRow = Selectable<CartsTable>;

/** Who is asking: the site and store of the request and the signed-in user, if any. */
export interface CartScope {
  services: Services;
  site: SiteRecord;
  store: StoreRecord;
  language: Locale;
  userId: number | null;
}

export interface SessionInput {
  cartId: number;
  protectCode: string;
}

export interface Changed {
  cart: Cart;
  notices: CartNotice[];
}
