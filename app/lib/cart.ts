/**
 * Cart rules both sides need: how a typed quantity is read, the estimate shown while a change is on
 * its way, where a line links to, and the data of the cart page and its action. Zod-free. The cart
 * forms' vocabulary is ./cart-form.ts.
 */
import type { Cart, CartItem } from "#server/contract/cart";
import { cartTotals, couponDiscount, MAX_LINE_QUANTITY, type Totals } from "#server/contract/cart-pricing";
import { pagePath, type Locale } from "#server/contract/urls";
import type { CartIntent } from "./cart-form";
import type { CardProduct } from "./product-card";
import type { ToastMessage } from "./toast";

export { MAX_LINE_QUANTITY };

/** What the cart action answers a fetcher (JavaScript on); without JavaScript the same outcome is a 303. */
/**
 * What an action answers a fetcher (JavaScript on): only what its forms read, whether the change
 * worked and, after an add, where to go; the cart itself comes with the page data read again after
 * the answer. Without JavaScript the same outcome is a 303.
 */
export interface CartActionData {
  intent: CartIntent;
  ok: boolean;
  /** The store's cart-type setting after an add: 0 go to the cart, 1 stay, 2 open the cart popup. */
  cartType: number | null;
}

/** The cart page's data (its loader), which the cart popup reads too. */
export interface CartPageData {
  locale: Locale;
  title: string;
  /** Null without a cart. */
  cart: Cart | null;
  /** Deferred by the loader: it streams in below the cart. */
  crossSell: CardProduct[] | Promise<CardProduct[]>;
  loggedIn: boolean;
  /** The membership card the form shows: the cart's, else the one the visitor last applied. */
  memberCard: string;
  /** What changed in the cart since the shopper last saw it (spec section 8), told on the page. */
  notice: ToastMessage | null;
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
  cart: Pick<Cart, "items" | "coupon" | "prices">,
  quantities: Record<number, number>,
  removed: ReadonlySet<number> = new Set(),
): Totals {
  const lines = cart.items
    .filter((i) => !removed.has(i.itemId))
    .map((i) => ({
      unitPrice: i.prices.converted.finalPrice,
      qty: quantities[i.itemId] ?? i.qty,
      membershipSaving: 0,
    }));
  const itemsTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
  const discount = cart.coupon ? couponDiscount(cart.coupon, itemsTotal) : 0;
  const totals = cartTotals(lines, discount, cart.prices.converted.delivery);
  // The membership savings scale with the lines; the platform sends the exact figure.
  return { ...totals, loyalty: cart.prices.converted.loyalty };
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
