/**
 * The limits of public uploads (spec sections 5 and 9), without zod: the browser's form shows them
 * and the platform enforces them.
 */

/** Spec section 9: the files a visitor may upload with one form. */
export const PUBLIC_UPLOAD_LIMIT = 10;
/** Spec section 5: the document types public uploads accept (their content is checked, not the name). */
export const ACCEPTED_UPLOAD_EXTENSIONS = [
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "txt",
  "csv",
  "rtf",
  "zip",
  "odt",
  "ods",
  "odp",
] as const;

/** Spec section 9: the picture types the media library takes (their content is checked, not the name),
 * as a file input's `accept`. */
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";
