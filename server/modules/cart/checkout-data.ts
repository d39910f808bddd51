/**
 * What checkout keeps on a cart (server/modules/checkout writes it): the addresses and the company
 * data in the `checkout` column, the chosen delivery method (whose price enters the totals) and the
 * pickup branch in `options`.
 */
import { cart, type Cart } from "#server/contract/cart";
import type { DbOrTx } from "#server/db";
// methods.ts, not the checkout module's index: checkout builds on the cart, and these rules are all it needs.
import { applicableDelivery, chosenBranch, deliveryMethodsOf } from "../checkout/methods";
import type { Scope } from "../scope";
import type { DeliveryCharge } from "./pricing";
import type { StoreRecord } from "../site";
import type { CartRow } from "./types";

export type CartCheckout = Cart["checkout"];

const EMPTY: CartCheckout = { shippingAddress: null, billingAddress: null, companyData: null };

export function parseCartCheckout(text: string): CartCheckout {
  try {
    const parsed = cart.shape.checkout.safeParse({ ...EMPTY, ...(JSON.parse(text) as object) });
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

export interface CartOptions {
  deliveryBranchId?: number | null;
}

export function parseCartOptions(text: string): CartOptions {
  try {
    const value = JSON.parse(text) as CartOptions;
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
}

/** The store the cart was made in (its countries and methods), or the request's. */
export function storeOfCart(scope: Scope, row: CartRow): StoreRecord {
  return scope.site.stores.find((s) => s.id === row.store_id) ?? scope.store;
}

const FREE: DeliveryCharge = { price: 0, freeFrom: null };

/**
 * The charge of the cart's delivery method (its price and free-delivery threshold) while checkout
 * would still deliver the cart with it to its shipping address: nothing without one, or when it was
 * switched off or withdrawn from that country since, or its chosen branch closed (order/create
 * refuses it then), so that the totals never hold a price checkout would not charge.
 */
export async function deliveryCharge(db: DbOrTx, scope: Scope, row: CartRow): Promise<DeliveryCharge> {
  if (row.delivery_method_id === null) return FREE;
  const store = storeOfCart(scope, row);
  const country = parseCartCheckout(row.checkout).shippingAddress?.country ?? null;
  const methods = applicableDelivery(
    await deliveryMethodsOf(db, scope.site.id, store),
    store,
    { empty: false, digitalOnly: false },
    country,
  );
  const method = methods.find((m) => m.id === row.delivery_method_id);
  if (!method || chosenBranch(method, parseCartOptions(row.options).deliveryBranchId ?? null) === undefined)
    return FREE;
  return { price: method.price, freeFrom: method.freeFrom };
}

/** What checkout needs to know of a cart's lines without pricing them: whether it has any, and
 * whether they are all e-products (nothing to deliver). */
export async function cartContents(db: DbOrTx, cartId: number): Promise<{ empty: boolean; digitalOnly: boolean }> {
  const formats = await db
    .selectFrom("cart_items as i")
    .innerJoin("products as p", "p.id", "i.product_id")
    .select("p.format")
    .where("i.cart_id", "=", cartId)
    .execute();
  return {
    empty: formats.length === 0,
    digitalOnly: formats.length > 0 && formats.every((f) => f.format === "EProduct"),
  };
}
