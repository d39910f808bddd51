import type { ProductCard as ProductCardData } from "../../server/contract";

/** What a product card shows (ProductCard), and all that loaders send of a product for one. */
export type CardProduct = Pick<
  ProductCardData,
  "id" | "slug" | "name" | "format" | "media" | "mainCategory" | "url" | "inStock" | "finalPrice" | "retailPrice" | "discountPercent" | "currency"
>;

/** Only the fields a card shows, so loaders do not send whole records to the browser. */
export function toCardProduct(p: ProductCardData): CardProduct {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    format: p.format,
    media: p.media,
    mainCategory: p.mainCategory,
    url: p.url,
    inStock: p.inStock,
    finalPrice: p.finalPrice,
    retailPrice: p.retailPrice,
    discountPercent: p.discountPercent,
    currency: p.currency,
  };
}
