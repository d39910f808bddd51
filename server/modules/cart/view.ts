/**
 * The cart as the shopper sees it, computed from what was read (pure: no I/O, so it can be tested on
 * hand-made carts). `carts.ts` reads (`readCartView`), prices here, then writes what the shopper
 * has now been shown (`acknowledgeView`).
 */
import type { Cart, CartItem, CartNotice } from "#server/contract/cart";
import type { Locale } from "#server/contract/urls";
import type { CartItemsTable } from "#server/db/schema";
import { labelIn, type CustomOptionRecord, type loadCardRows } from "../catalog";
import { parseCartCheckout } from "./checkout-data";
import { optionDefsFor, optionsPrice, parseLineOptions, type ProductFacts } from "./lines";
import {
  cartTotals,
  couponDiscount,
  couponProblem,
  unitPrice,
  type CouponRule,
  type DeliveryCharge,
  type PricedLine,
} from "./pricing";
import type { Changed, CartRow } from "./types";

const CROSS_SELL_LIMIT = 8;

/** Everything a cart's view is computed from: inside a change's transaction, or by a read without one (carts.ts getCart). */
export interface CartRead {
  lines: (Pick<CartItemsTable, "product_id" | "qty" | "seen_price" | "options"> & { id: number })[];
  /** The lines' products, and their parents (configurable products). */
  products: Map<number, ProductFacts>;
  parents: Map<number, ProductFacts>;
  /** The custom options of the products and their parents. */
  optionDefs: CustomOptionRecord[];
  /** The catalog cards of the products, parents and bundle variants, in the request's language. */
  cards: Awaited<ReturnType<typeof loadCardRows>>;
  /** Cross-sells of the products and parents, in order. */
  crossSells: number[];
  /** The cart's membership card is held by the cart's user. */
  memberCardValid: boolean;
  /** The rule of the cart's coupon code, null when it has none or the code is unknown. */
  coupon: CouponRule | null;
  /** What the chosen delivery method costs, and from which goods total it is free (nothing without one). */
  deliveryCharge: DeliveryCharge;
  /** The store whose checkout settings the cart's order follows (storeOfCart). */
  storeId: number;
}

/** What showing the cart changes in the stored cart, once the shopper has been shown it. */
export interface Acknowledged {
  /** Lines of products that are gone (archived, or no longer on sale). */
  goneLines: number[];
  /** Lines whose catalog price the shopper now sees. */
  seenPrices: { id: number; price: number }[];
  /** The coupon no longer applies and comes off the cart. */
  dropCoupon: boolean;
}

/**
 * Every price computed now from the catalog. A line whose product is gone is left out (and reported),
 * a price that changed since the shopper last saw the line is reported, a coupon that no longer
 * applies is left off (and reported), so the view never claims a discount it does not give.
 */
export function priceCart(
  row: CartRow,
  read: CartRead,
  notices: CartNotice[],
  language: Locale,
  now: Date,
): Changed & { acknowledged: Acknowledged } {
  const { lines, products, parents, cards } = read;
  const productIds = lines.map((l) => l.product_id);
  const parentIds = [...products.values()].map((p) => p.parentId).filter((id): id is number => id !== null);
  const options = lines.map((l) => parseLineOptions(l.options));

  const items: CartItem[] = [];
  const priced: PricedLine[] = [];
  const goneLines: number[] = [];
  const seenPrices: { id: number; price: number }[] = [];
  lines.forEach((line, i) => {
    const product = products.get(line.product_id);
    const card = cards.get(line.product_id)?.card;
    const parent = product?.parentId != null ? parents.get(product.parentId) : undefined;
    if (!product || !card || product.archived || parent?.archived) return void goneLines.push(line.id);
    const lineDefs = optionDefsFor(product, read.optionDefs);
    const extras = optionsPrice(options[i], lineDefs);
    const price = unitPrice(product, extras, read.memberCardValid);
    // The catalog price (without the membership discount, which the shopper chose) is what they saw.
    const catalogPrice = product.finalPrice + extras;
    if (line.seen_price === null || Number(line.seen_price) !== catalogPrice) {
      seenPrices.push({ id: line.id, price: catalogPrice });
      if (line.seen_price !== null) notices = [...notices, "pricesChanged"];
    }
    const qty = Number(line.qty);
    priced.push({ unitPrice: price.unitPrice, qty, membershipSaving: price.membershipSaving });
    const parentCard = product.parentId !== null ? cards.get(product.parentId)?.card : undefined;
    items.push({
      itemId: line.id,
      productId: line.product_id,
      qty,
      sku: card.sku,
      name: card.name,
      slug: card.slug,
      format: card.format,
      media: card.media ?? parentCard?.media ?? null,
      isVisibleIndividually: card.isVisibleIndividually,
      mainProductSlug: card.mainProductSlug,
      stockQty: product.stockQty,
      retailPrice: product.retailPrice,
      membershipPrice: price.member,
      options: {
        personalizations: lineDefs
          .filter((d) => options[i].personalizations[d.code] !== undefined)
          .map((d) => ({
            code: d.code,
            label: labelIn(d.labels, language, d.code),
            value: options[i].personalizations[d.code],
            price: d.price,
          })),
        bundleOptions: Object.entries(options[i].bundleOptions).map(([memberId, variantId]) => ({
          id: Number(memberId),
          variantId,
          label: cards.get(variantId)?.card.name ?? "",
        })),
      },
      prices: {
        converted: { finalPrice: price.unitPrice, row: price.unitPrice * qty },
        base: { finalPrice: price.unitPrice, cartTotal: price.unitPrice * qty },
      },
    });
  });
  if (goneLines.length) notices = [...notices, "itemsRemoved"];

  const itemsTotal = priced.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
  let coupon: Cart["coupon"] = null;
  let discount = 0;
  const dropCoupon = !!row.coupon_code && (!read.coupon || couponProblem(read.coupon, itemsTotal, now) !== null);
  if (row.coupon_code && !dropCoupon && read.coupon) {
    coupon = { code: read.coupon.code, type: read.coupon.type, value: read.coupon.value };
    discount = couponDiscount(read.coupon, itemsTotal);
  }
  if (dropCoupon) notices = [...notices, "couponRemoved"];
  notices = [...new Set(notices)];

  const digitalOnly = items.length > 0 && items.every((i) => i.format === "EProduct");
  // Chosen at checkout; until then, and for e-products (nothing to deliver), nothing is charged.
  const delivery = digitalOnly || !items.length ? 0 : read.deliveryCharge;
  const totals = cartTotals(priced, discount, delivery);
  return {
    notices,
    acknowledged: { goneLines, seenPrices, dropCoupon },
    cart: {
      id: row.id,
      cartId: row.id,
      protectCode: row.protect_code,
      currencyId: row.currency_id,
      currency: "EUR",
      storeId: read.storeId,
      status: row.status,
      items,
      itemCount: items.reduce((n, i) => n + i.qty, 0),
      coupon,
      couponCode: coupon?.code ?? null,
      memberCardBarcode: row.member_card_barcode,
      validateMemberCard: row.member_card_barcode ? read.memberCardValid : true,
      instructions: row.instructions,
      digitalOnly,
      deliveryMethodId: row.delivery_method_id,
      paymentMethodId: row.payment_method_id,
      options: row.options,
      guestEmail: row.guest_email,
      checkout: parseCartCheckout(row.checkout),
      notices,
      crossSellIds: read.crossSells
        .filter((id) => !productIds.includes(id) && !parentIds.includes(id))
        .slice(0, CROSS_SELL_LIMIT),
      prices: { converted: totals, base: totals },
    },
  };
}
