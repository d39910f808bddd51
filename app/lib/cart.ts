/**
 * Cart rules both sides need: how a typed quantity is read, the estimate shown while a change is on
 * its way, where a line links to, and the data of the cart page and its action. Zod-free. The cart
 * forms' vocabulary is ./cart-form.ts.
 */
import type { Cart, CartItem } from "#server/contract/cart";
import { cartTotals, couponDiscount, MAX_LINE_QUANTITY, type Totals } from "#server/contract/cart-pricing";
import { lineDetails, type LineDetail } from "#server/contract/line-details";
import { pagePath, type Locale } from "#server/contract/urls";
import type { CartIntent } from "./cart-form";
import { toImageRef, type ImageRef } from "./media";
import type { CardProduct } from "./product-card";
import type { ToastMessage } from "./toast";

export { MAX_LINE_QUANTITY };

/**
 * What an action answers a fetcher (JavaScript on): only what its forms read, whether the change
 * worked and, after an add, where to go; the cart itself comes with the page data read again after
 * the answer. Without JavaScript the same outcome is a 303.
 */
/** A coupon or card code the cart refused, and why (translated), shown under its field. */
export interface RefusedField {
  value: string;
  message: string;
}

export interface CartActionData {
  intent: CartIntent;
  ok: boolean;
  /** Why a coupon or card code, or a custom option's value, was refused: said under its field rather
   * than in a toast. */
  refusal?: string;
  /** The custom option whose value an add was refused for (its code): `refusal` goes under it. */
  refusedOption?: string;
  /** An add refused for its quantity: `refusal` goes under the quantity field. */
  refusedQuantity?: true;
  /** The store's cart-type setting after an add: 0 go to the cart, 1 stay, 2 open the cart popup. */
  cartType: number | null;
}

/** A line as the cart shows it: what its row renders, nothing more. */
export interface ShownCartLine {
  itemId: number;
  productId: number;
  qty: number;
  name: string;
  /** The product page it links to (cartItemUrl), or null. */
  url: string | null;
  image: ImageRef | null;
  /** The final unit price, in the cart's currency. */
  unit: number;
  /** The price before any discount, shown struck through when higher. */
  retailPrice: number;
  membershipPrice: boolean;
  /** Null: unlimited. */
  stockQty: number | null;
  /** The personalizations ("label: value (+price)") and a bundle's chosen members, one line each. */
  details: LineDetail[];
}

/**
 * The cart as the browser gets it (the cart page, its popup): its lines and totals. Never the cart's
 * id or protectCode: those name the cart in the signed, httpOnly cookie, which page script must
 * not be able to read, so neither the HTML nor the page data may carry them.
 */
export interface ShownCart {
  currency: string;
  itemCount: number;
  items: ShownCartLine[];
  coupon: Cart["coupon"];
  couponCode: string | null;
  instructions: string;
  deliveryChosen: boolean;
  totals: Totals;
}

/** Whether the delivery is known: a method is chosen, or the cart holds e-products only (nothing to deliver). */
export function deliveryChosen(cart: Pick<Cart, "deliveryMethodId" | "digitalOnly">): boolean {
  return cart.deliveryMethodId !== null || cart.digitalOnly;
}

/** The one way a cart leaves the server for the cart's views. */
export function shownCart(cart: Cart, locale: Locale): ShownCart {
  return {
    currency: cart.currency,
    itemCount: cart.itemCount,
    items: cart.items.map((item) => shownLine(item, locale)),
    coupon: cart.coupon,
    couponCode: cart.couponCode,
    instructions: cart.instructions,
    deliveryChosen: deliveryChosen(cart),
    totals: cart.prices.converted,
  };
}

function shownLine(item: CartItem, locale: Locale): ShownCartLine {
  return {
    itemId: item.itemId,
    productId: item.productId,
    qty: item.qty,
    name: item.name,
    url: cartItemUrl(item, locale),
    image: item.media ? toImageRef(item.media) : null,
    unit: item.prices.converted.finalPrice,
    retailPrice: item.retailPrice,
    membershipPrice: item.membershipPrice,
    stockQty: item.stockQty,
    details: lineDetails(item.options),
  };
}

/** The cart page's data (its loader), which the cart popup reads too. */
export interface CartPageData {
  locale: Locale;
  title: string;
  /** Null without a cart. */
  cart: ShownCart | null;
  /** Deferred by the loader: it streams in below the cart. */
  crossSell: CardProduct[] | Promise<CardProduct[]>;
  loggedIn: boolean;
  /** The membership card the form shows: the cart's, else the one the visitor last applied. */
  memberCard: string;
  /** A code a plain form post had refused, shown again in its box (once). */
  refused: { couponCode?: RefusedField; memberCardBarcode?: RefusedField };
  /** What changed in the cart since the shopper last saw it (spec section 8), told on the page. */
  notice: ToastMessage | null;
  /** An order this browser handed over to the payment provider that still waits for its payment. */
  awaitingPayment: AwaitingPayment | null;
}

/** An order waiting for its online payment, on the cart page: its number and the page to see it on
 * (`own`, the platform's word that it is the signed-in viewer's: the buyer's order page in the
 * account, which offers Pay now; else the success page). */
export interface AwaitingPayment {
  orderSlug: string;
  to: string;
  own: boolean;
}

/** Spec section 5: the quantity is read as a whole number; 0, negatives, fractions, exponents and text are refused. */
export function parseQuantity(value: unknown): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value).trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_LINE_QUANTITY ? n : null;
}

/**
 * The totals the platform will most likely answer for these quantities: shown at once while the change
 * travels, then replaced by the platform's own figures.
 */
export function estimateTotals(
  cart: { items: Pick<ShownCartLine, "itemId" | "qty" | "unit">[]; coupon: Cart["coupon"]; totals: Totals },
  quantities: Record<number, number>,
  removed: ReadonlySet<number> = new Set(),
): Totals {
  const lines = cart.items
    .filter((i) => !removed.has(i.itemId))
    .map((i) => ({ unitPrice: i.unit, qty: quantities[i.itemId] ?? i.qty, membershipSaving: 0 }));
  const itemsTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
  const discount = cart.coupon ? couponDiscount(cart.coupon, itemsTotal) : 0;
  const totals = cartTotals(lines, discount, cart.totals.delivery);
  // The membership savings scale with the lines; the platform sends the exact figure.
  return { ...totals, loyalty: cart.totals.loyalty };
}

/** A line links to its product, or to its configurable product with cartItemId (spec section 2). */
export function cartItemUrl(
  item: Pick<CartItem, "itemId" | "slug" | "isVisibleIndividually" | "mainProductSlug">,
  locale: Locale,
): string | null {
  if (item.isVisibleIndividually) return pagePath("product", locale, { slug: item.slug });
  if (item.mainProductSlug)
    return `${pagePath("product", locale, { slug: item.mainProductSlug })}?cartItemId=${item.itemId}`;
  return null;
}
