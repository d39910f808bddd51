import { z } from "zod";
import { endpoint, listPage, queryId, uploadedFile } from "./define";
import { media } from "./cms";
import { ALT_TEXT_MAX_LENGTH } from "./text-limits";
import { locales } from "./urls";

/** The messages callers rely on (spec section 8). */
export const mediaMessages = {
  mediaNotFound: "Media not found.",
  tooManyFiles: "At most 20 files can be uploaded at once.",
  noFiles: "Choose at least one file to upload.",
  /** Followed by the files refused: "… Refused: notes.png, scan.png." (their names in `details.refused` too). */
  imageRefused: "Only JPEG, PNG, WebP, AVIF and GIF images are accepted (the file's content is checked, not its name).",
  /** Followed by the titles of what uses the file: "… Used by: Home page, About us." */
  mediaInUse: "The file is in use and cannot be deleted.",
} as const;

/** Spec section 9: the files a back-office user may upload at once. */
export const STAFF_UPLOAD_LIMIT = 20;

const language = z.enum(locales);

/** A media item as the media manager lists it: the public item (its `alt` in the caller's language),
 * its alt text in each language that has one, size and upload time. */
export const mediaItem = media.extend({
  alts: z.partialRecord(language, z.string()),
  originalName: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;

const text = (max: number) => z.string().trim().max(max);

/** Spec section 7 v2/media/upload: images (multipart over HTTP), each checked by content and stored
 * with its sizes; the whole batch is refused when one is not an image, naming each that is not. Back office only. */
export const upload = endpoint({
  method: "POST",
  path: "v2/media/upload",
  input: z.object({
    files: z.array(uploadedFile).max(100).default([]),
    /** Spec: customData; a title given to every file of the batch (else each file's name). */
    customData: z.object({ title: text(200).optional() }).default({}),
  }),
  output: z.object({ records: z.array(mediaItem) }),
});

/** The media library, newest first, searched by title or file name. Back office only. */
export const filterStandard = endpoint({
  method: "POST",
  readOnly: true,
  path: "v1/media/filterStandard",
  input: z.object({
    search: text(200).default(""),
    page: listPage(),
    limit: z.number().int().min(1).max(100).default(24),
    /** Only images (a section's picture picker): the documents section's files are left out. */
    imagesOnly: z.boolean().default(false),
  }),
  output: z.object({ records: z.array(mediaItem), totalRecords: z.number().int(), totalPages: z.number().int() }),
});

/** A media item's title, description and alt texts (the languages given; an empty text removes
 * one). Back office only. */
export const update = endpoint({
  method: "PATCH",
  path: "v1/media/update/:id",
  input: z.object({
    id: queryId(),
    /** Never empty: the library lists, searches and names a file by it. */
    title: text(200).min(1).optional(),
    description: text(2000).optional(),
    /** At most ALT_TEXT_MAX_LENGTH characters each, refused with the catalogue's ALT_TEXT_TOO_LONG
     * (the bound here only keeps a body's size in reason). */
    alts: z.partialRecord(language, text(10 * ALT_TEXT_MAX_LENGTH)).optional(),
  }),
  output: mediaItem,
});

/** Deletes a media item and its files; 409 naming the pages, posts and products that still use it. Back office only. */
const remove = endpoint({
  method: "DELETE",
  path: "v1/media/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ deleted: z.literal(true) }),
});

export { remove as delete };
