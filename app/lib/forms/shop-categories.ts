/**
 * The back office's shop category forms (a new category and a saved one), read on the server with
 * conform: the texts of every language (`texts.en.name` ...; an empty slug is made from the name by
 * the platform), the parent, the position, the picture and the sorts (decision 0087), each field
 * refused under itself; the
 * platform checks them again (and the parent's cycle, and slugs other categories have). Only the
 * actions parse them, so zod stays out of the pages' bundles.
 */
import { z } from "zod";
import { MAX_CATEGORY_DESCRIPTION, MAX_CATEGORY_NAME, MAX_CATEGORY_POSITION } from "#server/contract/category-limits";
import { sortIds, type SortId } from "#server/contract/catalog";
import { positiveId } from "../ids";
import { optionalText, requiredText } from "./account";
import { checkSlug } from "./slugs";
import { asList } from "./values";

const texts = z.object({
  name: requiredText(MAX_CATEGORY_NAME),
  /** Empty: made from the name. */
  slug: optionalText(MAX_CATEGORY_NAME)
    .transform((text) => text ?? "")
    .superRefine(checkSlug),
  description: optionalText(MAX_CATEGORY_DESCRIPTION).transform((text) => text ?? ""),
});

const position = z
  .string({ error: "admin.shopCategories.errors.position" })
  .trim()
  .regex(/^\d{1,4}$/, "admin.shopCategories.errors.position")
  .transform(Number)
  .refine((n) => n <= MAX_CATEGORY_POSITION, "admin.shopCategories.errors.position");

/** The sorts offered: the boxes ticked (one box sends a string, several an array), at least one. */
const sortTypes = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const ticked = asList(value);
    return sortIds.filter((sort) => ticked.includes(sort));
  })
  .refine((list) => list.length > 0, "admin.shopCategories.errors.sortTypes");

const sortDefaultType = z.enum(sortIds, { error: "admin.shopCategories.errors.sortDefault" });

/** The default sort is one of those offered. */
function defaultOffered(form: { sortTypes: SortId[]; sortDefaultType: SortId }, ctx: z.RefinementCtx) {
  if (!form.sortTypes.includes(form.sortDefaultType))
    ctx.addIssue({ code: "custom", path: ["sortDefaultType"], message: "admin.shopCategories.errors.sortDefault" });
}

const categoryForm = z.object({
  texts: z.object({ en: texts, hr: texts }),
  /** Empty: a top-level category. */
  parentId: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      return (
        positiveId(value) ?? (ctx.addIssue({ code: "custom", message: "admin.shopCategories.errors.parent" }), z.NEVER)
      );
    }),
  position,
  /** Empty: no picture. */
  mediaId: z
    .string()
    .optional()
    .transform((text) => positiveId(text)),
  sortTypes,
  sortDefaultType,
});

export const shopCategorySchema = categoryForm.superRefine(defaultOffered);

/** A new category: an empty position puts it after its last sibling. */
export const newShopCategorySchema = categoryForm
  .extend({
    position: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value?.trim()) return null;
        const parsed = position.safeParse(value);
        if (parsed.success) return parsed.data;
        ctx.addIssue({ code: "custom", message: "admin.shopCategories.errors.position" });
        return z.NEVER;
      }),
  })
  .superRefine(defaultOffered);
