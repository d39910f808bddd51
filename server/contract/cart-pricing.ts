/**
 * Cart arithmetic in integer cents, shared by the platform (which decides every price) and the
 * storefront (which shows an estimate while a change is on its way). Zod-free, so browsers can load it.
 * Prices include VAT; the tax line is the VAT contained in what the shopper pays.
 */

export { MAX_CART_LINES, MAX_CART_TOTAL, MAX_LINE_QUANTITY, MAX_PERSONALIZATION_LENGTH } from "./cart-limits";

/** Croatian VAT, included in every price. */
export const VAT_PERCENT = 25;

export interface Totals {
  itemsTotal: number;
  coupon: number;
  cartTotal: number;
  delivery: number;
  tax: number;
  loyalty: number;
  orderTotal: number;
}

export interface PricedLine {
  /** What one unit costs the shopper: its price (membership price when it applies) plus paid options. */
  unitPrice: number;
  qty: number;
  /** What the membership price saves per unit (0 without it). */
  membershipSaving: number;
}

/** The discount a coupon gives on the items total: a rounded percentage, or a fixed amount never above the total. */
export function couponDiscount(coupon: { type: "percent" | "fixed"; value: number }, itemsTotal: number): number {
  if (itemsTotal <= 0) return 0;
  if (coupon.type === "percent")
    return Math.min(itemsTotal, Math.round((itemsTotal * Math.min(100, Math.max(0, coupon.value))) / 100));
  return Math.min(itemsTotal, Math.max(0, coupon.value));
}

/** The VAT contained in a gross amount. */
export function vatContained(gross: number, percent = VAT_PERCENT): number {
  return Math.round((gross * percent) / (100 + percent));
}

/** A delivery method's price and the goods' total from which it delivers for free (null: never). */
export interface DeliveryCharge {
  price: number;
  freeFrom: number | null;
}

/** What delivery costs a cart whose goods cost `cartTotal` (after the coupon). */
export function deliveryPrice(charge: DeliveryCharge, cartTotal: number): number {
  return charge.freeFrom !== null && cartTotal >= charge.freeFrom ? 0 : charge.price;
}

/** The cart's totals; `delivery` is a price already settled, or a method's charge settled on the goods' total. */
export function cartTotals(lines: PricedLine[], coupon: number, delivery: number | DeliveryCharge): Totals {
  const itemsTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
  const loyalty = lines.reduce((sum, l) => sum + l.membershipSaving * l.qty, 0);
  const discount = Math.min(coupon, itemsTotal);
  const goods = { itemsTotal, coupon: discount, cartTotal: itemsTotal - discount, loyalty };
  return totalsWithDelivery({ ...goods, delivery: 0, tax: 0, orderTotal: 0 }, delivery);
}

/** The same goods' totals with `delivery` (a price settled, or a method's charge settled on the goods'
 * total): the delivery, the order total and its VAT again. The one-step checkout's summary shows a
 * method chosen before it is saved with the platform's arithmetic. */
export function totalsWithDelivery(totals: Totals, delivery: number | DeliveryCharge): Totals {
  const charged = typeof delivery === "number" ? delivery : deliveryPrice(delivery, totals.cartTotal);
  const orderTotal = totals.cartTotal + charged;
  return { ...totals, delivery: charged, tax: vatContained(orderTotal), orderTotal };
}

/** A line's unit price: the membership price when the card applies and it is lower, plus paid options. */
export function unitPrice(
  p: { finalPrice: number; membershipPrice: number | null },
  optionsPrice: number,
  memberCardValid: boolean,
) {
  const member = memberCardValid && p.membershipPrice !== null && p.membershipPrice < p.finalPrice;
  const base = member ? p.membershipPrice! : p.finalPrice;
  return { unitPrice: base + optionsPrice, membershipSaving: member ? p.finalPrice - base : 0, member };
}
