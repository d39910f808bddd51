/**
 * What the product pages (product.tsx, product-new.tsx) share on the server: the platform's refusals
 * of a product's form said under the field they concern (of the language the refusal names, for a
 * text), or over the form (decisions 0071, 0076).
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { ErrorCode } from "#server/contract";
import { isPlatformError } from "~/.server/platform";
import { formMessage, formMessages } from "~/lib/forms/messages";
import { productErrors } from "~/lib/forms/product";
import { slugMessages } from "~/lib/forms/slugs";
import { pictureSearchPosted, picturesShown, type PostedGallery } from "~/lib/gallery-pictures";
import { refusalKey, refusedLanguage, refusedText } from "./admin.server";
import { postedGallery } from "./pictures.server";

/** The platform's refusals of a save or a creation, by code: the field they concern (of the language
 * the refusal names, for a text) and the message. */
const refusals: Partial<Record<ErrorCode, { field: string; message: string; perLanguage?: true; namesSkus?: true }>> = {
  PRODUCT_NAME_MISSING: { field: "name", message: formMessages.required, perLanguage: true },
  SLUG_TOO_SHORT: { field: "slug", message: slugMessages.tooShort, perLanguage: true },
  SLUG_INVALID: { field: "slug", message: slugMessages.invalid, perLanguage: true },
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
  // A link in a language's description leading to no page of the site: said there, naming it.
  const text = refusedText(error);
  if (text) return { field: `texts.${text.language}.description`, message: text.message };
  const refusal = isPlatformError(error) ? refusals[error.code] : undefined;
  if (!refusal) return null;
  const details = (error as { details?: { skus?: unknown } }).details;
  if (refusal.namesSkus) {
    const skus = Array.isArray(details?.skus) ? details.skus.map(String).join(", ") : "";
    return { field: refusal.field, message: formMessage(refusal.message, { skus }) };
  }
  if (!refusal.perLanguage) return refusal;
  const language = refusedLanguage(error);
  return language ? { field: `texts.${language}.${refusal.field}`, message: refusal.message } : null;
}

/** Over a form whose fields were refused: the Save button sits far below them, so the editor who
 * pressed it is told where the form starts (in view with JavaScript; the page opens there without). */
const FIELDS_REFUSED = "admin.products.errors.checkFields";

/** The form again as typed, each message under its field and the form's own over it, and the
 * gallery's pictures it listed (`refusedGallery`). */
export function productFormInvalid(submission: Submission<unknown>, gallery: PostedGallery | null) {
  return data({ result: submission.reply({ formErrors: [FIELDS_REFUSED] }), gallery }, { status: 400 });
}

/** The form again as typed, with the platform's reason under its field (and the form's over it), or
 * over the form, and the gallery's pictures it listed (`refusedGallery`). */
export function productFormRefused(submission: Submission<unknown>, error: unknown, gallery: PostedGallery | null) {
  const refused = refusedField(error);
  const result = refused
    ? submission.reply({ formErrors: [FIELDS_REFUSED], fieldErrors: { [refused.field]: [refused.message] } })
    : submission.reply({ formErrors: [refusalKey(error)] });
  return data({ result, gallery }, { status: isPlatformError(error, 409) ? 409 : 400 });
}

/**
 * Without JavaScript, a post of the product form that searches the gallery's pictures or turns their
 * page instead of saving (decision 0085): the form again exactly as typed and ticked, without a
 * message (nothing was saved, so nothing is refused: the values are read without the form's
 * schema), with the page found. Null for a save.
 */
export async function productFormSearch(context: Readonly<RouterContextProvider>, form: FormData) {
  const asked = pictureSearchPosted(form);
  if (!asked) return null;
  const result = parseWithZod(form, { schema: z.unknown() }).reply();
  return data({ result, gallery: await postedGallery(context, form, asked, true) });
}

/** The gallery's pictures a refused save lists again: without JavaScript the page the form showed
 * and its ticked pictures; with JavaScript the form keeps its own (null). */
export function refusedGallery(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<PostedGallery | null> {
  const shown = picturesShown(form);
  return shown ? postedGallery(context, form, shown, false) : Promise.resolve(null);
}
