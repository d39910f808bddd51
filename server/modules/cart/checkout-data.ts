/**
 * What checkout keeps on a cart (server/modules/checkout writes it): the addresses and the company
 * data in the `checkout` column, the chosen delivery method (whose price enters the totals) and the
 * pickup branch in `options`.
 */
import { cart, type Cart } from "#server/contract/cart";
import type { DbOrTx } from "#server/db";

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

/** The price of the cart's delivery method (0 without one, or when it was withdrawn: order/create refuses it then). */
export async function deliveryCharge(db: DbOrTx, siteId: number, methodId: number | null): Promise<number> {
  if (methodId === null) return 0;
  const method = await db
    .selectFrom("delivery_methods")
    .select("price")
    .where("id", "=", methodId)
    .where("site_id", "=", siteId)
    .where("active", "=", 1)
    .executeTakeFirst();
  return method ? Number(method.price) : 0;
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
