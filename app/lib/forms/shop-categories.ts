/**
 * The back office's shop category form, read on the server with conform: the texts of every
 * language (`texts.en.name` ...), the parent and the position, each field refused under itself; the
 * platform checks them again (and the parent's cycle, and slugs other categories have). Only the
 * action parses it, so zod stays out of the page's bundle.
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
  slug: requiredText(MAX_CATEGORY_NAME).regex(CATEGORY_SLUG_PATTERN, "admin.shopCategories.errors.slug"),
  description: optionalText(MAX_CATEGORY_DESCRIPTION).transform((text) => text ?? ""),
});

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
  position: z
    .string({ error: "admin.shopCategories.errors.position" })
    .trim()
    .regex(/^\d{1,4}$/, "admin.shopCategories.errors.position")
    .transform(Number)
    .refine((n) => n <= MAX_CATEGORY_POSITION, "admin.shopCategories.errors.position"),
});
