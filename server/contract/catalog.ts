import { z } from "zod";
import { media } from "./cms";
import { endpoint, idNumber, listPage, queryId, queryInt } from "./define";

/** The messages callers (and the storefront's translations) rely on (spec section 8). */
export const catalogMessages = {
  productNotFound: "Product not found",
  categoryNotFound: "Category not found",
  notABundle: "Not a bundle",
} as const;

/** Sort options of spec section 9; `newest` (id descending) is the default. */
export const sortIds = [
  "newest",
  "oldest",
  "priceAsc",
  "priceDesc",
  "nameAsc",
  "nameDesc",
  "priorityAsc",
  "priorityDesc",
] as const;
export const sortId = z.enum(sortIds);
export type SortId = z.infer<typeof sortId>;

export const productFormats = ["Simple", "EProduct", "Configurable", "Bundle"] as const;
export const attributeInputTypes = [
  "dropdown",
  "numberField",
  "multipleSelect",
  "textSwatch",
  "visualSwatch",
  "yesNo",
  "dateTime",
  "date",
] as const;
export type AttributeInputType = (typeof attributeInputTypes)[number];

/**
 * Filters by attribute code (spec section 5): a list of value codes for choice attributes
 * (dropdown, multipleSelect, swatches; several values of one attribute match any of them),
 * `[min, max]` for numbers and dates (both bounds set), `true`/`false` for yes/no.
 * The code `price` filters the final price in cents.
 */
export const filterValue = z.union([
  z.array(z.string().min(1).max(100)).min(1).max(50),
  z.tuple([z.number(), z.number()]),
  z.tuple([z.string().max(30), z.string().max(30)]),
  z.boolean(),
]);
export const filters = z.record(z.string().min(1).max(60), filterValue);
export type Filters = z.infer<typeof filters>;

export const money = z.object({
  /** Integer cents. */
  retailPrice: z.number().int(),
  basicPrice: z.number().int(),
  membershipPrice: z.number().int().nullable(),
  finalPrice: z.number().int(),
  /** round((retail - final) / retail * 100); 0 without a discount. */
  discountPercent: z.number().int(),
  currency: z.string(),
});

export const categoryRef = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const productCard = money.extend({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  type: z.string(),
  format: z.enum(productFormats),
  sku: z.string(),
  media: media.nullable(),
  mainCategory: categoryRef.nullable(),
  isVisibleIndividually: z.boolean(),
  mainProductSlug: z.string().nullable(),
  inStock: z.boolean(),
  featured: z.boolean(),
  url: z.string(),
  /** Chosen on its page before it can be added: a configurable product (a variant to pick) or one
   * with a required custom option (a variant's are its configurable product's). A card links to the
   * page instead of offering an add the cart would refuse. */
  needsChoice: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;

export const attributeValue = z.object({
  id: z.number(),
  /** The value's code, used in filters and URLs. */
  value: z.string(),
  label: z.string(),
  swatch: z.string(),
  isMedia: z.boolean(),
  media: media.nullable(),
  shopDefault: z.boolean(),
});

export const productAttribute = z.object({
  attributeCode: z.string(),
  label: z.string(),
  inputType: z.enum(attributeInputTypes),
  /** For choice types the chosen values; for numbers, yes/no and dates a single display value. */
  value: z.object({ value: z.string(), label: z.string() }),
  values: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const associatedProduct = productCard.extend({
  /** attributeCode -> value code, on the configurable product's axes. */
  attributes: z.record(z.string(), z.string()),
  stockQty: z.number().nullable(),
});

export const customOption = z.object({
  id: z.number(),
  code: z.string(),
  option_type: z.enum(["text", "number"]),
  label: z.string(),
  required: z.boolean(),
  /** Extra price in cents when filled. */
  price: z.number().int(),
  /** A text option's most characters (at most MAX_PERSONALIZATION_LENGTH); a number option ignores it. */
  maxLength: z.number().int(),
});

export const bundleEntry = z.object({
  product: productCard.extend({
    associatedProducts: z.array(associatedProduct),
    associatedProductsAttributes: z.array(
      z.object({
        label: z.string(),
        inputType: z.enum(attributeInputTypes),
        customClass: z.string(),
        attributeCode: z.string(),
        values: z.array(attributeValue),
      }),
    ),
  }),
  quantity: z.number().int(),
  format: z.enum(productFormats),
});

export const productDetail = productCard.extend({
  shortDescription: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  gallery: z.array(media),
  categories: z.array(categoryRef),
  /** The main category and its ancestors, root first. */
  breadcrumbs: z.array(categoryRef),
  tags: z.array(z.object({ id: z.number(), name: z.string() })),
  categoryPriority: z.number(),
  stockQty: z.number().nullable(),
  attributeSet: z.object({ attributes: z.array(productAttribute) }),
  associatedProducts: z.array(associatedProduct),
  associatedProductsAttributes: bundleEntry.shape.product.shape.associatedProductsAttributes,
  customOptions: z.array(customOption),
  bundles: z.array(bundleEntry),
  crossSellProducts: z.array(productCard),
  translations: z.array(z.object({ languageCode: z.string(), slug: z.string(), url: z.string() })),
});
export type ProductDetail = z.infer<typeof productDetail>;

export type Category = {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: z.infer<typeof media> | null;
  parentId: number | null;
  sortTypes: SortId[];
  sortDefaultType: SortId;
  productCount: number;
  url: string;
  translations: { languageCode: string; slug: string; url: string }[];
  children: Category[];
};
export const category: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    image: media.nullable(),
    parentId: z.number().nullable(),
    sortTypes: z.array(sortId),
    sortDefaultType: sortId,
    productCount: z.number(),
    url: z.string(),
    translations: z.array(z.object({ languageCode: z.string(), slug: z.string(), url: z.string() })),
    children: z.array(category),
  }),
);

export const layeredFilter = z.object({
  attributeCode: z.string(),
  label: z.string(),
  /** An attribute input type, or "price" for the price range. */
  type: z.union([z.enum(attributeInputTypes), z.literal("price")]),
  position: z.number(),
  values: z.array(
    z.object({
      value: z.string(),
      valueLabel: z.string(),
      attributeID: z.number(),
      swatch: z.string(),
      totalProducts: z.number(),
    }),
  ),
  /** For ranges (numbers, dates, price): the bounds under the other filters. */
  minValue: z.union([z.number(), z.string()]).nullable(),
  maxValue: z.union([z.number(), z.string()]).nullable(),
});
export type LayeredFilter = z.infer<typeof layeredFilter>;

const listInput = {
  keywords: z.string().max(200).optional(),
  filters: filters.default({}),
  /** Products of this category and its descendants. */
  mainCategory: idNumber().optional(),
  categories: z.array(idNumber()).max(50).optional(),
  featured: z.boolean().optional(),
  /** Only discounted products. */
  discount: z.boolean().optional(),
};

export const productFilter = endpoint({
  method: "POST",
  path: "v1/product/web/filter",
  input: z.object({
    ...listInput,
    ids: z.array(idNumber()).max(500).optional(),
    limit: z.number().int().min(1).default(10),
    page: listPage(),
    sort: sortId.default("newest"),
    /** Lifts the page-size cap of 100 (up to 1000). */
    allowUnlimited: z.boolean().default(false),
  }),
  output: z.object({ records: z.array(productCard), totalRecords: z.number(), totalPages: z.number() }),
});

export const layeredNavigation = endpoint({
  method: "POST",
  path: "v1/product/layered/navigation",
  input: z.object(listInput),
  output: z.array(layeredFilter),
});

export const productGet = endpoint({
  method: "GET",
  path: "v1/product/web/get",
  input: z
    .object({
      slug: z.string().min(1).max(200).optional(),
      id: queryId().optional(),
      store: queryId().optional(),
      currency: z.string().max(3).optional(),
    })
    .refine((v) => v.slug !== undefined || v.id !== undefined, { message: "slug or id is required" }),
  output: productDetail,
});

export const categoryGet = endpoint({
  method: "GET",
  path: "v1/product/web/category/get/:id",
  input: z.object({ id: queryId() }),
  output: category,
});

export const categoryFilter = endpoint({
  method: "POST",
  path: "v1/product/web/category/filter",
  input: z.object({
    filters: z
      .object({
        slugs: z.array(z.string().max(200)).max(50).optional(),
        ids: z.array(idNumber()).max(200).optional(),
        parentId: idNumber().nullable().optional(),
      })
      .default({}),
    /** With tree, top-level categories carry their children; otherwise a flat list. */
    tree: z.boolean().default(true),
  }),
  output: z.array(category),
});

export const tagFilter = endpoint({
  method: "POST",
  path: "v1/product/web/tag/filter",
  input: z.object({}),
  output: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
});

export const checkBundles = endpoint({
  method: "GET",
  path: "v1/product/checkBundles",
  input: z.object({ product: queryId() }),
  output: z.object({
    bundleId: z.number(),
    items: z.array(bundleEntry),
    /** A configurable bundle (one with a Configurable member) needs customising before adding. */
    configurable: z.boolean(),
    /** Addable as it is: no nested bundles, every member available. */
    valid: z.boolean(),
    problems: z.array(z.string()),
  }),
});

export const searchCategories = ["pages", "products", "posts", "productCategories"] as const;
export const searchCategory = z.enum(searchCategories);
export type SearchCategory = z.infer<typeof searchCategory>;

/**
 * The post types the support search looks in (/search-results?posttype=…), each with the search
 * category its documents are indexed in: pages as pages, posts as posts. Any other post type, or
 * none, is searched as posts (the support page's search).
 */
export const searchPostTypes = { post: "posts", page: "pages" } as const satisfies Record<string, SearchCategory>;
export type SearchPostType = keyof typeof searchPostTypes;

/** The post type a visitor's posttype names (posts unless it names another known one). */
export function searchPostType(value: string | null | undefined): SearchPostType {
  return value && Object.hasOwn(searchPostTypes, value) ? (value as SearchPostType) : "post";
}

export const searchHit = z.object({
  kind: searchCategory,
  id: z.number(),
  title: z.string(),
  url: z.string(),
  excerpt: z.string(),
  media: media.nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

/** The last page of search hits a search may ask for. */
export const MAX_SEARCH_PAGE = 1000;

/** Full-text search over pages, products, posts and product categories: prefix matches, one typo
 * per word tolerated, diacritics ignored ("kosarica" finds "košarica"). Text without a word (blank,
 * only symbols) finds nothing; only the first words count, so long text is accepted. */
export const search = endpoint({
  method: "GET",
  path: "v1/search",
  input: z.object({
    search: z.string().trim().max(1000),
    category: searchCategory,
    page: queryInt().pipe(z.number().int().min(1).max(MAX_SEARCH_PAGE)).default(1),
    limit: queryInt().pipe(z.number().int().min(1).max(50)).default(10),
  }),
  output: z.object({
    records: z.array(searchHit),
    totalRecords: z.number(),
    totalPages: z.number(),
    /** Hits per category, for the tabs. */
    counts: z.record(searchCategory, z.number()),
  }),
});
