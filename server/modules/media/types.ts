/** The file types of the media library, by extension: images (served in several formats) and the
 * documents kept as uploaded; and what a media storage does (./storage.ts, ./s3.ts). */

export const imageFormats = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
} as const;
export type ImageFormat = keyof typeof imageFormats;

/** The document types a file may have (spec section 3 uploads: pdf, Word, Excel, PowerPoint, text,
 * csv, rtf, zip, OpenDocument), by extension. */
export const documentTypes: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  txt: "text/plain",
  csv: "text/csv",
  rtf: "application/rtf",
  zip: "application/zip",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  odp: "application/vnd.oasis.opendocument.presentation",
};

/** The type of a stored file by its extension (the disk keeps no type beside the file). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return (
    (imageFormats as Record<string, string>)[extension] ??
    documentTypes[extension] ??
    (extension === "gif" ? "image/gif" : "application/octet-stream")
  );
}

/** A stored file, as a stream to pass on without holding it in memory. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes. */
  contentLength: number;
}

export interface MediaStorage {
  /** "disk" or "s3", for logs and the start-up line. */
  readonly kind: "disk" | "s3";
  /** Writes a whole file; a reader sees the old one or the new one, never half of it. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the files that exist among `keys`; missing ones are not an error. */
  delete(keys: string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  close(): void;
}
