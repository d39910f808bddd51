/**
 * The back office's product form (decision 0071). Only the action parses it, so zod stays on the
 * server; the page takes the field names and limits from here and from the zod-free limits file.
 * What the form can tell alone (a missing name, an address of the wrong form, a price that is no
 * amount, a selling price above the retail price) it says under the field; the platform checks it all
 * again, and its refusals of what only it knows (an address another product has) land under their
 * field too (see the route's action). A new product's form (decision 0076) is the same form with a
 * SKU, and its addresses may be left empty (the platform makes them of the names). The gallery
 * (decision 0080) is a box per picture and a position number each (the ticked ones in the order of
 * their numbers, the unnumbered last as listed); the cross-sells are SKUs, one a line, in order.
 */
import { z } from "zod";
import {
  MAX_PRODUCT_CROSS_SELLS,
  MAX_PRODUCT_DESCRIPTION,
  MAX_PRODUCT_GALLERY,
  MAX_PRODUCT_META_DESCRIPTION,
  MAX_PRODUCT_META_TITLE,
  MAX_PRODUCT_NAME,
  MAX_PRODUCT_PRICE,
  MAX_PRODUCT_SHORT_DESCRIPTION,
  MAX_PRODUCT_SKU,
  MAX_PRODUCT_SLUG,
  MAX_PRODUCT_STOCK,
  PRODUCT_SKU_PATTERN,
} from "#server/contract/catalog-admin-limits";
import { locales, type Locale } from "#server/contract/urls";
import { maxLengthMessage } from "../account-form";
import { positiveId } from "../ids";
import { parseAmount } from "../money";
import { formMessage, formMessages as m } from "./messages";
import { optionalText, requiredText } from "./account";
import { checkSlug } from "./slugs";
import { asList } from "./values";

export const productErrors = {
  sku: "admin.productCreate.errors.sku",
  price: "admin.products.errors.price",
  stock: "admin.products.errors.stock",
  finalAboveRetail: "admin.products.errors.finalAboveRetail",
  membershipAboveFinal: "admin.products.errors.membershipAboveFinal",
  galleryTooMany: "admin.productGallery.errors.tooMany",
  crossSellsTooMany: "admin.productGallery.errors.crossSellsTooMany",
  crossSellsTwice: "admin.productGallery.errors.duplicateSkus",
} as const;

/** The cross-sells field's SKUs: one a line (commas and spaces part them too), in order. */
export function crossSellLines(text: string | undefined): string[] {
  return (text ?? "").split(/[\s,;]+/).filter(Boolean);
}

/** An amount typed in euros ("19,99" or "19.99") as cents. */
const cents = (text: string, ctx: z.RefinementCtx): number => {
  const value = parseAmount(text);
  if (value !== null && value <= MAX_PRODUCT_PRICE) return value;
  ctx.addIssue({ code: "custom", message: formMessage(productErrors.price, { max: MAX_PRODUCT_PRICE / 100 }) });
  return z.NEVER;
};

const requiredAmount = z.string({ error: m.required }).trim().min(1, m.required).transform(cents);

/** An amount that may be left empty (null). */
export const optionalAmount = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx) => (text ? cents(text, ctx) : null));

const slug = z
  .string({ error: m.required })
  .trim()
  .toLowerCase()
  .min(1, m.required)
  .max(MAX_PRODUCT_SLUG, maxLengthMessage(MAX_PRODUCT_SLUG))
  .superRefine(checkSlug);

/** A new product's address: empty, the platform makes it of the name. */
const optionalSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_PRODUCT_SLUG, maxLengthMessage(MAX_PRODUCT_SLUG))
  .optional()
  .transform((value) => value ?? "")
  .superRefine(checkSlug);

const textsWith = <S extends z.ZodType<string, unknown>>(slugField: S) =>
  z.object({
    name: requiredText(MAX_PRODUCT_NAME),
    slug: slugField,
    shortDescription: optionalText(MAX_PRODUCT_SHORT_DESCRIPTION).transform((v) => v ?? ""),
    description: optionalText(MAX_PRODUCT_DESCRIPTION).transform((v) => v ?? ""),
    metaTitle: optionalText(MAX_PRODUCT_META_TITLE).transform((v) => v ?? ""),
    metaDescription: optionalText(MAX_PRODUCT_META_DESCRIPTION).transform((v) => v ?? ""),
  });

const ids = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    asList(value).flatMap((text) => {
      const id = positiveId(text);
      return id === null ? [] : [id];
    }),
  );

/** The fields of a product's form, its addresses by the rule given (required, or optional for a new one). */
const productFields = <S extends z.ZodType<string, unknown>>(slugField: S) => {
  const texts = textsWith(slugField);
  return {
    texts: z.object(Object.fromEntries(locales.map((l) => [l, texts])) as Record<Locale, typeof texts>),
    retailPrice: requiredAmount,
    finalPrice: requiredAmount,
    membershipPrice: optionalAmount,
    stockQty: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text?.trim()) return null;
        const trimmed = text.trim();
        if (!/^\d{1,10}$/.test(trimmed) || Number(trimmed) > MAX_PRODUCT_STOCK) {
          ctx.addIssue({ code: "custom", message: productErrors.stock });
          return z.NEVER;
        }
        return Number(trimmed);
      }),
    featured: z.literal("on").optional().transform(Boolean),
    archived: z.literal("on").optional().transform(Boolean),
    mainCategoryId: z
      .string()
      .optional()
      .transform((text) => positiveId(text)),
    categoryIds: ids,
    mediaId: z
      .string()
      .optional()
      .transform((text) => positiveId(text)),
    // Checked here, not with the order below, so that it is said along with the other fields' refusals.
    gallery: ids.refine(
      (list) => new Set(list).size <= MAX_PRODUCT_GALLERY,
      formMessage(productErrors.galleryTooMany, { max: MAX_PRODUCT_GALLERY }),
    ),
    galleryPosition: z.record(z.string(), z.string()).optional(),
    crossSellSkus: z
      .string()
      .optional()
      .transform((text, ctx) => {
        const skus = crossSellLines(text);
        const seen = new Set<string>();
        const twice = skus.filter((sku) => {
          const key = sku.toLowerCase();
          const again = seen.has(key);
          seen.add(key);
          return again;
        });
        if (twice.length)
          ctx.addIssue({
            code: "custom",
            message: formMessage(productErrors.crossSellsTwice, { skus: twice.join(", ") }),
          });
        else if (skus.length > MAX_PRODUCT_CROSS_SELLS)
          ctx.addIssue({
            code: "custom",
            message: formMessage(productErrors.crossSellsTooMany, { max: MAX_PRODUCT_CROSS_SELLS }),
          });
        return skus;
      }),
  };
};

/** The ticked pictures in the order of their position numbers (unnumbered last, as listed), as the
 * platform's `galleryIds` (the gallery field refuses more than MAX_PRODUCT_GALLERY). */
function galleryInOrder<F extends { gallery: number[]; galleryPosition?: Record<string, string> }>(
  form: F,
): Omit<F, "gallery" | "galleryPosition"> & { galleryIds: number[] } {
  const { gallery, galleryPosition, ...rest } = form;
  const numberOf = (id: number) => {
    const text = galleryPosition?.[String(id)]?.trim() ?? "";
    const value = Number(text);
    return text && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
  };
  const galleryIds = [...new Set(gallery)]
    .map((id, listed) => ({ id, listed, position: numberOf(id) }))
    .sort((a, b) => a.position - b.position || a.listed - b.listed)
    .map((entry) => entry.id);
  return { ...rest, galleryIds };
}

/** The prices in their order: selling ≤ retail, membership ≤ selling. */
function pricesInOrder(
  form: { retailPrice: number; finalPrice: number; membershipPrice: number | null },
  ctx: z.RefinementCtx,
) {
  if (form.finalPrice > form.retailPrice)
    ctx.addIssue({ code: "custom", path: ["finalPrice"], message: productErrors.finalAboveRetail });
  if (form.membershipPrice !== null && form.membershipPrice > form.finalPrice)
    ctx.addIssue({ code: "custom", path: ["membershipPrice"], message: productErrors.membershipAboveFinal });
}

export const productFormSchema = z.object(productFields(slug)).superRefine(pricesInOrder).transform(galleryInOrder);

/** A new product's form (decision 0076): a SKU, then the product's fields, its addresses optional. */
export const productCreateSchema = z
  .object({
    sku: z
      .string({ error: m.required })
      .trim()
      .min(1, m.required)
      .max(MAX_PRODUCT_SKU, maxLengthMessage(MAX_PRODUCT_SKU))
      .regex(PRODUCT_SKU_PATTERN, productErrors.sku),
    ...productFields(optionalSlug),
  })
  .superRefine(pricesInOrder)
  .transform(galleryInOrder);

export type ProductForm = z.output<typeof productFormSchema>;
