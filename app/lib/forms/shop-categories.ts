/**
 * The back office's shop category forms (a new category and a saved one), read on the server with
 * conform: the texts of every language (`texts.en.name` ...; an empty slug is made from the name by
 * the platform), the parent, the position and the picture, each field refused under itself; the
 * platform checks them again (and the parent's cycle, and slugs other categories have). Only the
 * actions parse them, so zod stays out of the pages' bundles.
 */
import { z } from "zod";
import {
  CATEGORY_SLUG_PATTERN,
  MAX_CATEGORY_DESCRIPTION,
  MAX_CATEGORY_NAME,
  MAX_CATEGORY_POSITION,
} from "#server/contract/category-limits";
import { positiveId } from "../ids";
import { optionalText, requiredText } from "./account";

const texts = z.object({
  name: requiredText(MAX_CATEGORY_NAME),
  /** Empty: made from the name. */
  slug: optionalText(MAX_CATEGORY_NAME)
    .transform((text) => text ?? "")
    .refine((text) => !text || CATEGORY_SLUG_PATTERN.test(text), "admin.shopCategories.errors.slug"),
  description: optionalText(MAX_CATEGORY_DESCRIPTION).transform((text) => text ?? ""),
});

const position = z
  .string({ error: "admin.shopCategories.errors.position" })
  .trim()
  .regex(/^\d{1,4}$/, "admin.shopCategories.errors.position")
  .transform(Number)
  .refine((n) => n <= MAX_CATEGORY_POSITION, "admin.shopCategories.errors.position");

export const shopCategorySchema = z.object({
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
});

/** A new category: an empty position puts it after its last sibling. */
export const newShopCategorySchema = shopCategorySchema.extend({
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
});
