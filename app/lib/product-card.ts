import type { ProductCard as ProductCardData } from "#server/contract";
import { toImageRef, type ImageRef } from "./media";

/** What a product card shows (ProductCard), and all that loaders send of a product for one. */
export type CardProduct = Pick<
  ProductCardData,
  "id" | "name" | "url" | "inStock" | "finalPrice" | "retailPrice" | "discountPercent" | "currency"
> & {
  /** A configurable product is chosen on its page: the card links there instead of adding it. */
  configurable?: true;
  image?: ImageRef;
  categoryName?: string;
};

/** Only the fields a card shows (absent ones left out), so loaders do not send whole records to the browser. */
export function toCardProduct(p: ProductCardData): CardProduct {
  const card: CardProduct = {
    id: p.id,
    name: p.name,
    url: p.url,
    inStock: p.inStock,
    finalPrice: p.finalPrice,
    retailPrice: p.retailPrice,
    discountPercent: p.discountPercent,
    currency: p.currency,
  };
  if (p.format === "Configurable") card.configurable = true;
  if (p.media) card.image = toImageRef(p.media);
  if (p.mainCategory) card.categoryName = p.mainCategory.name;
  return card;
}
