/**
 * The back office's new-page form: a page or post in a language, empty or with a template page's
 * sections. Only the action parses it (the platform checks the slug), so zod stays on the server;
 * the page takes the field names from here.
 */
import { z } from "zod";
import { locales } from "#server/contract/urls";
import { positiveId } from "../ids";
import { requiredText } from "./account";

/** The platform's limits (server/contract/publishing.ts), kept out of the browser's bundle. */
export const PAGE_TITLE_MAX = 300;
export const PAGE_SLUG_MAX = 200;

export const newPageFormSchema = z.object({
  title: requiredText(PAGE_TITLE_MAX),
  slug: requiredText(PAGE_SLUG_MAX),
  languageCode: z.enum(locales).catch("en"),
  type: z.enum(["page", "post"]).catch("page"),
  templateId: z
    .string()
    .optional()
    .transform((value) => positiveId(value) ?? undefined),
});
export type NewPageFormField = keyof z.input<typeof newPageFormSchema>;
