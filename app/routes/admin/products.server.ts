/**
 * What the product pages (product.tsx, product-new.tsx) share on the server: the platform's refusals
 * of a product's form said under the field they concern (of the language the refusal names, for a
 * text), or over the form (decisions 0071, 0076); the pictures the form offers (decision 0085).
 */
import type { Submission } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { media, type ErrorCode, type Media } from "#server/contract";
import { locales } from "#server/contract/urls";
import { platformContext } from "~/.server/context";
import { isPlatformError } from "~/.server/platform";
import { formMessage, formMessages } from "~/lib/forms/messages";
import { productErrors } from "~/lib/forms/product";
import { askedPictures, GALLERY_PICTURES_PAGE, pictureOf, type PictureSearch } from "~/lib/gallery-pictures";
import { refusalKey } from "./admin.server";

/** The platform's refusals of a save or a creation, by code: the field they concern (of the language
 * the refusal names, for a text) and the message. */
const refusals: Partial<Record<ErrorCode, { field: string; message: string; perLanguage?: true; namesSkus?: true }>> = {
  PRODUCT_NAME_MISSING: { field: "name", message: formMessages.required, perLanguage: true },
  SLUG_TOO_SHORT: { field: "slug", message: productErrors.slug, perLanguage: true },
  SLUG_INVALID: { field: "slug", message: productErrors.slug, perLanguage: true },
  PRODUCT_SLUG_TAKEN: { field: "slug", message: "admin.products.errors.slugTaken", perLanguage: true },
  FINAL_ABOVE_RETAIL: { field: "finalPrice", message: productErrors.finalAboveRetail },
  MEMBERSHIP_ABOVE_FINAL: { field: "membershipPrice", message: productErrors.membershipAboveFinal },
  PRODUCT_CATEGORY_NOT_FOUND: { field: "categoryIds", message: "admin.products.errors.category" },
  PRODUCT_IMAGE_NOT_FOUND: { field: "mediaId", message: "admin.products.errors.image" },
  STOCK_IS_CODE_POOL: { field: "stockQty", message: "admin.products.errors.stockIsCodePool" },
  SKU_INVALID: { field: "sku", message: productErrors.sku },
  SKU_TAKEN: { field: "sku", message: "admin.productCreate.errors.skuTaken" },
  // Decision 0080: the gallery and the cross-sells; a refusal of SKUs names them.
  GALLERY_IMAGE_NOT_FOUND: { field: "gallery", message: "admin.productGallery.errors.image" },
  GALLERY_DUPLICATE: { field: "gallery", message: "admin.productGallery.errors.duplicate" },
  CROSS_SELL_SELF: { field: "crossSellSkus", message: "admin.productGallery.errors.self" },
  CROSS_SELL_UNKNOWN: { field: "crossSellSkus", message: "admin.productGallery.errors.unknownSkus", namesSkus: true },
  CROSS_SELL_DUPLICATE: { field: "crossSellSkus", message: productErrors.crossSellsTwice, namesSkus: true },
};

/** The field a refusal concerns, or null for the form as a whole. */
function refusedField(error: unknown): { field: string; message: string } | null {
  const refusal = isPlatformError(error) ? refusals[error.code] : undefined;
  if (!refusal) return null;
  const details = (error as { details?: { language?: unknown; skus?: unknown } }).details;
  if (refusal.namesSkus) {
    const skus = Array.isArray(details?.skus) ? details.skus.map(String).join(", ") : "";
    return { field: refusal.field, message: formMessage(refusal.message, { skus }) };
  }
  if (!refusal.perLanguage) return refusal;
  const language = details?.language;
  const known = locales.find((l) => l === language);
  return known ? { field: `texts.${known}.${refusal.field}`, message: refusal.message } : null;
}

/** The form again as typed, with the platform's reason under its field (or over the form). */
export function productFormRefused(submission: Submission<unknown>, error: unknown) {
  const refused = refusedField(error);
  const result = refused
    ? submission.reply({ fieldErrors: { [refused.field]: [refused.message] } })
    : submission.reply({ formErrors: [refusalKey(error)] });
  return data({ result }, { status: isPlatformError(error, 409) ? 409 : 400 });
}

/**
 * The pictures the gallery offers (decision 0085): a page of the media library's images, newest
 * first, narrowed by the address's search (`?pictures=`) through the platform's media search. The
 * product pages' loaders and the list's own route (what the form's script loads) answer it alike.
 */
export async function galleryPictures(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<PictureSearch> {
  return picturesPage(context, askedPictures(new URL(request.url).searchParams));
}

async function picturesPage(
  context: Readonly<RouterContextProvider>,
  { search, page }: { search: string; page: number },
): Promise<PictureSearch> {
  const found = await context
    .get(platformContext)
    .call(media.filterStandard, { search, page, limit: GALLERY_PICTURES_PAGE, imagesOnly: true });
  return {
    search,
    page,
    totalPages: found.totalPages,
    totalRecords: found.totalRecords,
    records: found.records.map(pictureOf),
  };
}

/**
 * What a product's form offers to pick from: the gallery's page of pictures (`galleryPictures`) and
 * the main picture's choices, the library's newest with the product's own pictures (`own`: its main
 * one and its gallery's, whatever their age) after them. Without a search the newest are the
 * gallery's first page, read once for both.
 */
export async function productFormPictures(
  context: Readonly<RouterContextProvider>,
  request: Request,
  own: readonly Media[],
): Promise<{ galleryPictures: PictureSearch; images: Media[] }> {
  const asked = askedPictures(new URL(request.url).searchParams);
  const unsearched = { search: "", page: 1 };
  const [gallery, newest] = await Promise.all([
    picturesPage(context, asked),
    asked.search === "" && asked.page === 1 ? null : picturesPage(context, unsearched),
  ]);
  const images = new Map((newest ?? gallery).records.map((picture) => [picture.id, picture]));
  for (const picture of own) if (!images.has(picture.id)) images.set(picture.id, pictureOf(picture));
  return { galleryPictures: gallery, images: [...images.values()] };
}
