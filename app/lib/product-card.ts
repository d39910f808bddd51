import type { ProductCard as ProductCardData } from "#server/contract";
import { toImageRef, type ImageRef } from "./media";

/**
 * What a product card shows (ProductCard), and all that loaders send of a product for one. What most
 * cards do not show is left out rather than sent empty (every key costs the document bytes, twice:
 * in the HTML's data and in its script): the retail price and the discount only when there is one, a
 * flag only when it is set.
 */
export type CardProduct = Pick<ProductCardData, "id" | "name" | "url" | "finalPrice" | "currency"> & {
  /** Both only for a discounted product: the price before the discount and the discount in percent. */
  retailPrice?: number;
  discountPercent?: number;
  soldOut?: true;
  /** Chosen on its page before it is added (a configurable product, or one with required options: the
   * platform's `needsChoice`): the card links there instead of adding it. */
  needsChoice?: true;
  image?: ImageRef;
  categoryName?: string;
};

export function toCardProduct(p: ProductCardData): CardProduct {
  const card: CardProduct = { id: p.id, name: p.name, url: p.url, finalPrice: p.finalPrice, currency: p.currency };
  if (p.discountPercent > 0) Object.assign(card, { retailPrice: p.retailPrice, discountPercent: p.discountPercent });
  if (!p.inStock) card.soldOut = true;
  if (p.needsChoice) card.needsChoice = true;
  if (p.media) card.image = toImageRef(p.media);
  if (p.mainCategory) card.categoryName = p.mainCategory.name;
  return card;
}

/**
 * The id a product's place on a page carries (its card in the page's listing, its own page's
 * purchase block): a wishlist heart pressed without JavaScript comes back there rather than to the
 * page's top (routes/account/wishlist.ts).
 */
export const productAnchor = (productId: number) => `product-${productId}`;

/** The wishlist action's query flag of a toggle whose product's place carries `productAnchor`. */
export const WISHLIST_AT = "at";
