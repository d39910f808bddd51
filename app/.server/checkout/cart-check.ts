/**
 * Spec section 4, cart change check: before an order the cart as the platform has it now is compared
 * with the cart the shopper confirmed (a snapshot in the payment form). A member card that is no
 * longer valid, another number of lines or quantities, a missing line, or another finalPrice or
 * cartTotal of a line stops the order. A snapshot that cannot be read counts as changed.
 */
import type { Cart, CartItem } from "#server/contract";

export interface SeenLine {
  itemId: number;
  qty: number;
  finalPrice: number;
  cartTotal: number;
}
export interface SeenCart {
  lines: SeenLine[];
  orderTotal: number;
}

/** "itemId:qty:finalPrice:cartTotal,...|orderTotal" of the cart the page shows. */
export function cartSnapshot(cart: Pick<Cart, "items" | "prices">): string {
  const lines = cart.items.map((i) => [i.itemId, i.qty, i.prices.base.finalPrice, i.prices.base.cartTotal].join(":"));
  return `${lines.join(",")}|${cart.prices.base.orderTotal}`;
}

/** A snapshot's lines with the cart's order total now: the one-step checkout saves the delivery the
 * shopper chose (its price shown beside it) just before the order, so the total seen on the page had
 * none yet. The lines are still compared as seen. */
export function withOrderTotal(snapshot: string, cart: Pick<Cart, "prices">): string {
  const [lines, total, ...rest] = snapshot.split("|");
  if (rest.length || total === undefined) return snapshot;
  return `${lines}|${cart.prices.base.orderTotal}`;
}

const INTEGER = /^-?\d{1,12}$/;

export function parseSnapshot(text: string): SeenCart | null {
  const [lines, total, ...rest] = text.split("|");
  if (rest.length || total === undefined || !INTEGER.test(total) || !lines) return null;
  const parsed: SeenLine[] = [];
  for (const line of lines.split(",")) {
    const parts = line.split(":");
    if (parts.length !== 4 || !parts.every((p) => INTEGER.test(p))) return null;
    const [itemId, qty, finalPrice, cartTotal] = parts.map(Number);
    parsed.push({ itemId, qty, finalPrice, cartTotal });
  }
  return { lines: parsed, orderTotal: Number(total) };
}

export type CartChange = "memberCard" | "changed" | null;

export function cartChange(seen: SeenCart | null, now: { items: CartItem[]; validateMemberCard: boolean }): CartChange {
  if (!now.validateMemberCard) return "memberCard";
  if (!seen || seen.lines.length !== now.items.length) return "changed";
  for (const line of seen.lines) {
    const item = now.items.find((i) => i.itemId === line.itemId);
    if (
      !item ||
      item.qty !== line.qty ||
      item.prices.base.finalPrice !== line.finalPrice ||
      item.prices.base.cartTotal !== line.cartTotal
    )
      return "changed";
  }
  return null;
}
