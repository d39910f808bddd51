/**
 * The catalogue's back office (decision 0071): the site's products listed, searched and filtered,
 * and one product's texts per language, prices, stock, flags, categories and main image changed.
 * Back office only, every endpoint. A new simple product is created with the same fields and checks
 * as a save, and a product no order names is deleted (decision 0076).
 */
import { z } from "zod";
import {
  MAX_PRODUCT_CATEGORIES,
  MAX_PRODUCT_CROSS_SELLS,
  MAX_OPTION_CODE,
  MAX_OPTION_LABEL,
  MAX_PRODUCT_DESCRIPTION,
  MAX_PRODUCT_GALLERY,
  MAX_PRODUCT_META_DESCRIPTION,
  MAX_PRODUCT_META_TITLE,
  MAX_PRODUCT_NAME,
  MAX_PRODUCT_PRICE,
  MAX_PRODUCT_SEARCH,
  MAX_PRODUCT_SHORT_DESCRIPTION,
  MAX_PRODUCT_SKU,
  MAX_PRODUCT_SLUG,
  MAX_PRODUCT_STOCK,
} from "./catalog-admin-limits";
import { MAX_PERSONALIZATION_LENGTH } from "./cart-pricing";
import { productFormats } from "./catalog";
import { media } from "./cms";
import { pageUse } from "./publishing";
import { endpoint, idNumber, queryId, queryInt, queryListPage } from "./define";
import { locales, type Locale } from "./urls";

export const catalogAdminMessages = {
  /** Every language shows the product under its own name and address (its page, the sitemap). */
  productNameMissing: "A product needs a name in every language.",
  /** Product addresses are unique per language (details: `{ language }`). */
  productSlugTaken: "Another product has this address in this language.",
  /** The selling price is what the retail price is discounted to (spec section 1: the discount percent). */
  finalAboveRetail: "The selling price cannot be above the retail price.",
  /** The membership price is a member's discount on the selling price. */
  membershipAboveFinal: "The membership price cannot be above the selling price.",
  productCategoryNotFound: "A category the product names does not exist.",
  productImageNotFound: "The image is not a picture of the media library.",
  /** Decision 0049: a code e-product's stock is its free codes, kept by its pool. */
  stockIsCodePool: "This e-product's stock is its free codes: load or remove codes on its e-product page.",
  /** Decision 0076: PRODUCT_SKU_PATTERN, at most MAX_PRODUCT_SKU characters. */
  skuInvalid: "A SKU is letters, digits, dots, hyphens, underscores or slashes, starting with a letter or a digit.",
  /** SKUs are unique whatever their case (orders, codes and imports name a product by it). */
  skuTaken: "Another product has this SKU.",
  /** Decision 0076: orders keep the products they name. */
  productOrdered: "Orders name this product, so it cannot be deleted: archive it instead.",
  productHasVariants: "This product has variants: delete or move them first, or archive it instead.",
  productInBundle: "A bundle includes this product: take it out of the bundle first, or archive it instead.",
  /** Decision 0080: every picture of the gallery is an image of the site's media library. */
  galleryImageNotFound: "A gallery picture is not a picture of the media library.",
  galleryDuplicate: "A picture is in the gallery twice.",
  /** Decision 0080: cross-sells are named by SKU (details: `{ skus }`, the SKUs no product of the shop has). */
  crossSellUnknown: "No product of the shop has these SKUs.",
  crossSellSelf: "A product cannot be its own cross-sell.",
  /** Details: `{ skus }`, the SKUs named again (in any case). */
  crossSellDuplicate: "A product is among the cross-sells twice.",
  /** Decision 0081: menus and content would lead to a 404 (details: what links to it, as a page's PAGE_IN_USE). */
  productLinked: "Menus or pages link to this product: remove or change those links first.",
  /** Decision 0114: OPTION_CODE_PATTERN, at most MAX_OPTION_CODE characters. */
  optionCodeInvalid: "A field's code is lower-case letters, digits and underscores, starting with a letter.",
  optionCodeTaken: "The product has another field with this code.",
  optionLabelMissing: "A field needs a label in every language.",
  optionsTooMany: "The product has as many personalisation fields as it may have.",
  optionNotFound: "The product has no such personalisation field.",
} as const;

/** Why a product cannot be deleted (decision 0076): an order names it, it has variants, a bundle
 * includes it. */
export const productKept = z.enum(["ordered", "variants", "bundled"]);
export type ProductKept = z.infer<typeof productKept>;

const language = z.enum(locales);

/** Which products the list shows by their archived flag. */
export const archivedFilter = z.enum(["all", "active", "archived"]);
export type ArchivedFilter = z.infer<typeof archivedFilter>;

/** A product as the back office lists it. */
export const adminProductRow = z.object({
  id: z.number(),
  sku: z.string(),
  /** In the caller's language (the SKU when it has none). */
  name: z.string(),
  /** product, service or bundle. */
  type: z.string(),
  format: z.enum(productFormats),
  /** The configurable product this one is a variant of. */
  parentId: z.number().nullable(),
  /** Integer cents. */
  finalPrice: z.number().int(),
  /** Null: not tracked. */
  stockQty: z.number().int().nullable(),
  archived: z.boolean(),
  visibleIndividually: z.boolean(),
  image: media.nullable(),
  /** The product's shop page in the caller's language (a variant's: its configurable product's),
   * null while archived or without an address. */
  url: z.string().nullable(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

/**
 * The site's products, newest first, PRODUCTS_PAGE_SIZE a page; a configurable product's variants
 * only when searched (its page lists them). `q` finds a SKU (exactly, or starting with it) or a name
 * containing it in the caller's language, variants included; `category` keeps
 * the products in a category; `archived` the archived ones or the others. Past the last page, none.
 */
export const products = endpoint({
  method: "GET",
  path: "v1/admin/products",
  input: z.object({
    q: z.string().trim().max(MAX_PRODUCT_SEARCH).optional(),
    category: queryId().optional(),
    archived: archivedFilter.default("all"),
    page: queryListPage(),
  }),
  output: z.object({
    products: z.array(adminProductRow),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** A product's texts in one language. */
export const productTexts = z.object({
  name: z.string(),
  slug: z.string(),
  /** Plain text. */
  shortDescription: z.string(),
  /** Rich text: sanitized HTML. */
  description: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
});

/** What a field's typed value is: any text (at most its `maxLength` characters), or a whole number. */
export const optionType = z.enum(["text", "number"]);

/** A personalization field (custom option, decision 0114) as the back office edits it. */
export const adminCustomOption = z.object({
  id: z.number(),
  /** What carts and orders key the typed value by: fixed once made, as is the type. */
  code: z.string(),
  type: optionType,
  labels: z.partialRecord(language, z.string()),
  required: z.boolean(),
  /** Integer cents added to a unit when the field is filled. */
  price: z.number().int(),
  /** A text field's most characters; a number field ignores it. */
  maxLength: z.number().int(),
});
export type AdminCustomOption = z.infer<typeof adminCustomOption>;

/** One product as the back office edits it. */
export const adminProduct = adminProductRow.extend({
  texts: z.partialRecord(language, productTexts),
  /** Integer cents; basicPrice follows retailPrice (the price before any discount). */
  retailPrice: z.number().int(),
  basicPrice: z.number().int(),
  membershipPrice: z.number().int().nullable(),
  featured: z.boolean(),
  mainCategoryId: z.number().nullable(),
  categoryIds: z.array(z.number()),
  /** The pool of a code e-product is its stock (decision 0049): not edited here. */
  stockIsCodePool: z.boolean(),
  /** Why it cannot be deleted, or null when it can (decision 0076). */
  kept: productKept.nullable(),
  /** The pictures its page shows after the main one, in order (decision 0080). */
  gallery: z.array(media),
  /** The products shown below it and in a cart holding it, in order (decision 0080). */
  crossSells: z.array(adminProductRow),
  /** Its personalization fields in the order its page shows them (decision 0114). */
  customOptions: z.array(adminCustomOption),
});
export type AdminProduct = z.infer<typeof adminProduct>;

/** A category of the tree, in tree order, with its depth (0 for a root), named in the caller's language. */
export const categoryChoice = z.object({ id: z.number(), name: z.string(), depth: z.number().int() });

/** One product; the variants of a configurable product; the category tree. The pictures its form
 * offers are the media search's (`media.filterStandard`, decision 0085). 404 productNotFound. */
export const product = endpoint({
  method: "GET",
  path: "v1/admin/product/get",
  input: z.object({ id: queryInt().pipe(idNumber()) }),
  output: z.object({
    product: adminProduct,
    variants: z.array(adminProductRow),
    categories: z.array(categoryChoice),
  }),
});

/** What a new product's form offers: the category tree (its pictures are the media search's). */
export const newProduct = endpoint({
  method: "GET",
  path: "v1/admin/product/new",
  input: z.object({}),
  output: z.object({ categories: z.array(categoryChoice) }),
});

const price = z.number().int().min(0).max(MAX_PRODUCT_PRICE);

const textsInput = z.object({
  name: z.string().trim().max(MAX_PRODUCT_NAME),
  slug: z.string().trim().max(MAX_PRODUCT_SLUG),
  shortDescription: z.string().trim().max(MAX_PRODUCT_SHORT_DESCRIPTION),
  description: z.string().trim().max(MAX_PRODUCT_DESCRIPTION),
  metaTitle: z.string().trim().max(MAX_PRODUCT_META_TITLE),
  metaDescription: z.string().trim().max(MAX_PRODUCT_META_DESCRIPTION),
});

/** The fields a save and a creation share. */
const productFields = {
  texts: z.object(Object.fromEntries(locales.map((l) => [l, textsInput])) as Record<Locale, typeof textsInput>),
  retailPrice: price,
  finalPrice: price,
  membershipPrice: price.nullable(),
  stockQty: z.number().int().min(0).max(MAX_PRODUCT_STOCK).nullable(),
  featured: z.boolean(),
  archived: z.boolean(),
  mainCategoryId: idNumber().nullable(),
  categoryIds: z.array(idNumber()).max(MAX_PRODUCT_CATEGORIES),
  mediaId: idNumber().nullable(),
  /** The gallery's pictures after the main one, in order; left out, the gallery stays as it is. */
  galleryIds: z.array(idNumber()).max(MAX_PRODUCT_GALLERY).optional(),
  /** The cross-sells' SKUs (any case), in order; left out, they stay as they are. */
  crossSellSkus: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(MAX_PRODUCT_SKU * 2),
    )
    .max(MAX_PRODUCT_CROSS_SELLS)
    .optional(),
};

/**
 * A product's texts in every language, prices (cents), stock (null: not tracked), whether it is
 * featured and archived (hidden from the shop), its categories (the main one among them), its
 * main image (a picture of the media library, or none), and (decision 0080) its gallery after the
 * main image and its cross-sells by SKU, each in order, at most MAX_PRODUCT_GALLERY and
 * MAX_PRODUCT_CROSS_SELLS (left out: kept). Shops, carts and search show it at once.
 * 400 productNameMissing, SLUG_TOO_SHORT, SLUG_INVALID (details `{ language }`), finalAboveRetail,
 * membershipAboveFinal, productCategoryNotFound, productImageNotFound, galleryImageNotFound,
 * galleryDuplicate, crossSellSelf, crossSellUnknown and crossSellDuplicate (details `{ skus }`); 409
 * productSlugTaken (details `{ language }`), stockIsCodePool (a code e-product's stock changed); 404
 * productNotFound.
 */
export const saveProduct = endpoint({
  method: "PUT",
  path: "v1/admin/product/save",
  input: z.object({ id: idNumber(), ...productFields }),
  output: adminProduct.extend({
    /** Saved archived: what links to it (menus, site elements, pages), which leads to a 404 now (decision
     * 0081); empty when it is shown. */
    linkedBy: z.array(pageUse),
  }),
});

/**
 * A new simple product (decision 0076), visible individually: its SKU, then all a save sets, by the
 * same checks; an address left empty is made of the name (the SKU's words after it when the name's
 * are too short or taken). Answers it as saved. 400 skuInvalid, and saveProduct's refusals; 409
 * skuTaken (another product has it, in any case), productSlugTaken (details `{ language }`).
 */
export const createProduct = endpoint({
  method: "POST",
  path: "v1/admin/product/create",
  input: z.object({
    sku: z
      .string()
      .trim()
      .max(MAX_PRODUCT_SKU * 2),
    ...productFields,
  }),
  output: adminProduct,
});

/**
 * Deletes a product (decision 0076) no order names, with no variants, in no bundle and that nothing
 * links to (decision 0081): carts and wishlists lose it, and so do its categories' lists, search and
 * the catalog; its address answers 404, and the redirects to its address (in either language) go
 * with it. 409 productOrdered (archive it instead), productHasVariants, productInBundle,
 * productLinked (details: the navigation links, site elements and pages that link to it); 404
 * productNotFound.
 */
export const deleteProduct = endpoint({
  method: "DELETE",
  path: "v1/admin/product/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({
    deleted: z.literal(true),
    /** How many redirects led to its address. */
    redirectsRemoved: z.number().int(),
  }),
});

/** What a personalization field's save and creation share (decision 0114). */
const optionFields = {
  labels: z.object(
    Object.fromEntries(locales.map((l) => [l, z.string().trim().max(MAX_OPTION_LABEL)])) as Record<Locale, z.ZodString>,
  ),
  required: z.boolean(),
  price,
  maxLength: z.number().int().min(1).max(MAX_PERSONALIZATION_LENGTH),
};

/** A product's fields after a change, in order. */
const optionsOutput = z.object({ customOptions: z.array(adminCustomOption) });

/**
 * A new personalization field on a product (decision 0114), shown last on its page and asked in its
 * cart form at once: its code (lower case, unique on the product) and type, fixed from now on, its
 * label in every language, whether a buyer must fill it, the price it adds to a unit when filled and,
 * for text, its most characters. A variant with fields of its own shows those instead of its
 * configurable product's. Answers the product's fields. 400 optionCodeInvalid, optionLabelMissing;
 * 409 optionCodeTaken, optionsTooMany (MAX_PRODUCT_OPTIONS); 404 productNotFound.
 */
export const createCustomOption = endpoint({
  method: "POST",
  path: "v1/admin/product/option/create",
  input: z.object({
    productId: idNumber(),
    code: z
      .string()
      .trim()
      .max(MAX_OPTION_CODE * 2),
    type: optionType,
    ...optionFields,
  }),
  output: optionsOutput,
});

/**
 * A personalization field's labels, whether it is required, its price and its length (decision
 * 0114). Lines already in carts take the new price and are kept as typed. Answers the product's
 * fields. 400 optionLabelMissing; 404 optionNotFound (none of that id on that product).
 */
export const saveCustomOption = endpoint({
  method: "PUT",
  path: "v1/admin/product/option/save",
  input: z.object({ productId: idNumber(), id: idNumber(), ...optionFields }),
  output: optionsOutput,
});

/**
 * Removes a personalization field (decision 0114): its page and cart form no longer ask it, and
 * lines in carts that hold it neither show it nor charge it; orders keep what was bought. Answers the
 * product's fields. 404 optionNotFound (none of that id on that product).
 */
export const deleteCustomOption = endpoint({
  method: "DELETE",
  path: "v1/admin/product/option/delete/:productId/:id",
  input: z.object({ productId: queryId(), id: queryId() }),
  output: optionsOutput,
});
