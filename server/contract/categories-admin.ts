/**
 * The shop's categories in the back office: the tree as it stands, and one category's names,
 * slugs and descriptions per language, its parent, its position among its siblings, its picture and
 * the sorts its page offers (decision 0087); new categories, and deleting one (decision 0077). A
 * change reaches the shop at once: the category tree and index are read again, the search index
 * takes the new texts, and the door purges the cached pages (the sitemap reads the same tree). Back
 * office only.
 */
import { z } from "zod";
import { catalogMessages, sortId } from "./catalog";
import { MAX_CATEGORY_DESCRIPTION, MAX_CATEGORY_NAME, MAX_CATEGORY_POSITION } from "./category-limits";
import { media } from "./cms";
import { endpoint, idNumber, queryId, queryInt } from "./define";
import { locales } from "./urls";

export const categoryAdminMessages = {
  categoryNotFound: catalogMessages.categoryNotFound,
  /** Every language's shop has the category, so each needs its name (an empty slug is made from it). */
  textsMissing: "A category needs a name in every language.",
  /** See ./slug-rules.ts (a slug too short is refused as a page's: 'Slug is too short!…'). */
  slugInvalid: "A category's slug is lowercase letters and digits, words joined by single hyphens.",
  /** Slugs are unique per language (a category's address is /shop/{slug}). */
  slugTaken: "Another category of this language has this slug.",
  parentCycle: "A category cannot be placed under itself or one of its subcategories.",
  /** A category's picture is one of the site's media library. */
  imageNotFound: "The category's picture is not an image of the media library.",
  /** Deleting a category would leave its subcategories without a place: move or delete them first. */
  hasSubcategories: "The category has subcategories: move or delete them first.",
  /** The category page's sort select offers the category's sorts, and opens on its default (decision 0087). */
  sortsInvalid: "A category offers at least one sort, and its default sort is one it offers.",
  /** A navigation menu links to the category (details: the links, as a page's deletion names them). */
  inMenu: "A navigation menu links to this category: change the menu first.",
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
  /** Its picture: the category page's og:image (decision 0077). */
  image: media.nullable(),
  /** The sorts the category page offers, in the list's order, and the one it opens on (decision 0087). */
  sortTypes: z.array(sortId),
  sortDefaultType: sortId,
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

/** What a new category and a saved one are given: the texts of every language (an empty slug is
 * made from the name), the parent (null: top level), the position, the picture (null: none) and the
 * sorts (left out: a saved category keeps its own, a new one offers every sort, newest first by
 * default; one of the two given, the other is kept, or is the first sort offered). */
const categoryFields = z.object({
  parentId: idNumber().nullable(),
  position: z.number().int().min(0).max(MAX_CATEGORY_POSITION),
  texts: z.partialRecord(language, categoryTexts),
  mediaId: idNumber().nullable(),
  sortTypes: z.array(sortId).max(32).optional(),
  sortDefaultType: sortId.optional(),
});

/** A category's texts, parent, position, picture and sorts. 400 textsMissing, slugInvalid,
 * imageNotFound, sortsInvalid; 409 slugTaken, parentCycle; 404 categoryNotFound (the category or the
 * parent). */
export const saveCategory = endpoint({
  method: "PUT",
  path: "v1/admin/categories/save",
  input: categoryFields.extend({ id: idNumber() }),
  output: adminCategory,
});

/** A new category, as a save checks it. 400 textsMissing, slugInvalid, imageNotFound, sortsInvalid;
 * 409 slugTaken; 404 categoryNotFound (the parent). */
export const createCategory = endpoint({
  method: "POST",
  path: "v1/admin/categories/create",
  /** position null or absent: after the parent's last child. */
  input: categoryFields.extend({ position: categoryFields.shape.position.nullable().optional() }),
  output: adminCategory,
});

/** A link that keeps a category from being deleted: a navigation menu's item (live or drafted). */
export const categoryUse = z.object({ tree: z.string(), title: z.string(), language: language });
export type CategoryUse = z.infer<typeof categoryUse>;

/** Deletes a category without subcategories: its products stay, without it (one whose main
 * category it was takes another of its own, if any); its addresses lead permanently to its
 * parent's (the shop's for a top-level one). 409 hasSubcategories; 409 inMenu (details: the
 * menu items, CategoryUse[]); 404 categoryNotFound. */
export const deleteCategory = endpoint({
  method: "DELETE",
  path: "v1/admin/categories/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ deleted: z.literal(true), productsUnlinked: z.number().int() }),
});
