/**
 * The shop's categories in the back office: the tree as it stands, and one category's names,
 * slugs and descriptions per language, its parent and its position among its siblings. A save
 * reaches the shop at once: the category tree and index are read again, the search index takes the
 * new texts, and the door purges the cached pages (the sitemap reads the same tree). Back office only.
 */
import { z } from "zod";
import { catalogMessages } from "./catalog";
import { MAX_CATEGORY_DESCRIPTION, MAX_CATEGORY_NAME, MAX_CATEGORY_POSITION } from "./category-limits";
import { endpoint, idNumber, queryInt } from "./define";
import { locales } from "./urls";

export const categoryAdminMessages = {
  categoryNotFound: catalogMessages.categoryNotFound,
  /** Every language's shop has the category, so each needs its name and slug. */
  textsMissing: "A category needs a name and a slug in every language.",
  /** See CATEGORY_SLUG_PATTERN. */
  slugInvalid: "A category's slug is lowercase letters and digits, words joined by single hyphens.",
  /** Slugs are unique per language (a category's address is /shop/{slug}). */
  slugTaken: "Another category of this language has this slug.",
  parentCycle: "A category cannot be placed under itself or one of its subcategories.",
} as const;

const language = z.enum(locales);

/** A category's texts in one language. */
export const categoryTexts = z.object({
  name: z.string().trim().max(MAX_CATEGORY_NAME),
  slug: z.string().trim().max(MAX_CATEGORY_NAME),
  description: z.string().trim().max(MAX_CATEGORY_DESCRIPTION),
});

/** A category as the back office sees it, in the tree's order (depth first, siblings by position). */
export const adminCategory = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  /** 0 for a top-level category. */
  depth: z.number().int(),
  position: z.number().int(),
  /** In the caller's language. */
  name: z.string(),
  texts: z.partialRecord(language, categoryTexts),
  /** Products of which it is one of the categories. */
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

/** The site's categories as a tree, flattened depth first. */
export const categories = endpoint({
  method: "GET",
  path: "v1/admin/categories/list",
  input: z.object({}),
  output: z.object({ categories: z.array(adminCategory) }),
});

/** One category. 404 categoryNotFound. */
export const category = endpoint({
  method: "GET",
  path: "v1/admin/categories/get",
  input: z.object({ id: queryInt().pipe(idNumber()) }),
  output: adminCategory,
});

/** A category's texts in every language, its parent (null: top level) and position. 400 textsMissing,
 * slugInvalid; 409 slugTaken, parentCycle; 404 categoryNotFound (the category or the parent). */
export const saveCategory = endpoint({
  method: "PUT",
  path: "v1/admin/categories/save",
  input: z.object({
    id: idNumber(),
    parentId: idNumber().nullable(),
    position: z.number().int().min(0).max(MAX_CATEGORY_POSITION),
    texts: z.partialRecord(language, categoryTexts),
  }),
  output: adminCategory,
});
