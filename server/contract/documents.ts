import { z } from "zod";
import { endpoint, languageCode, listPage, queryId } from "./define";

/** The messages callers rely on (spec section 8). */
export const documentMessages = {
  documentNotFound: "Document not found.",
} as const;

/** A downloadable document (spec section 7 document/filter/web). */
export const document = z.object({
  id: z.number(),
  languageCode: languageCode,
  /** The store it is for; 0 for every store of the site. */
  storeId: z.number().int().nonnegative(),
  title: z.string(),
  description: z.string(),
  file: z.object({
    /** /media/{apiKeyId}/{id}/file/{name}.{extension}: the file as uploaded. */
    url: z.string(),
    name: z.string(),
    mime: z.string(),
    extension: z.string(),
    /** Bytes. */
    size: z.number().int().nonnegative(),
  }),
  updatedAt: z.string(),
});
export type Document = z.infer<typeof document>;

/** Spec section 7: the published documents of the call's language for a store (and those for every
 * store, store 0), in the editors' order. Without storeID, the call's store (the language's). */
export const filter = endpoint({
  method: "POST",
  path: "v1/document/filter/web",
  input: z.object({
    storeID: z.number().int().nonnegative().optional(),
    limit: z.number().int().min(1).max(100).default(20),
    page: listPage(),
  }),
  output: z.object({ records: z.array(document), totalRecords: z.number().int(), totalPages: z.number().int() }),
});

/** Spec section 7: one published document. */
export const get = endpoint({
  method: "GET",
  path: "v1/document/get/web/:id",
  input: z.object({ id: queryId() }),
  output: document,
});
