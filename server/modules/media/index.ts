/**
 * The media library's files (spec section 3): originals as uploaded, named by their content, and
 * each image's sizes in AVIF, WebP and JPEG (PNG on request), all in the media storage (the disk or
 * an S3-compatible bucket, ./storage.ts); their facts in the database.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Media } from "#server/contract/cms";
import { mediaSizes, type MediaSizeKey } from "#server/contract/site";
import type { Selectable } from "kysely";
import type { MediaTable } from "#server/db/schema";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { locales, type Locale } from "#server/contract/urls";
import { parseLabels } from "../labels";
import type { SiteRecord } from "../site";
import { readWhole } from "./storage";
import { documentTypes, imageFormats, type ImageFormat } from "./types";

export { documentTypes, imageFormats, type ImageFormat } from "./types";

type MediaRow = Selectable<MediaTable>;

export function mediaName(originalName: string): string {
  const base = originalName.replace(/\.[^.]+$/, "");
  return (
    base
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "image"
  );
}

/** An image's alt text in each of the product's languages it has one in. */
export function altTextsOf(row: Pick<MediaRow, "alt_texts">): Partial<Record<Locale, string>> {
  const texts = parseLabels(row.alt_texts);
  return Object.fromEntries(locales.flatMap((l) => (texts[l] ? [[l, texts[l]]] : [])));
}

/** The media item as `language`'s pages show it: its alt text is that language's, else the site's
 * default language's (an editor's description in another language still tells more than none). */
export function toMedia(row: MediaRow, site: SiteRecord, language: Locale): Media {
  const alts = altTextsOf(row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    alt: alts[language] || alts[site.defaultLanguage] || "",
    name: mediaName(row.original_name),
    mime: row.mime,
    extension: row.extension,
    width: row.width,
    height: row.height,
    baseUrl: `/media/${site.apiKeyId}/${row.id}`,
  };
}

async function mediaRows(services: Services, site: SiteRecord, ids: number[]): Promise<MediaRow[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  return services.db.selectFrom("media").selectAll().where("site_id", "=", site.id).where("id", "in", unique).execute();
}

export async function mediaByIds(
  services: Services,
  site: SiteRecord,
  language: Locale,
  ids: number[],
): Promise<Map<number, Media>> {
  const rows = await mediaRows(services, site, ids);
  return new Map(rows.map((r) => [r.id, toMedia(r, site, language)]));
}

/** Each item as every language shows it, for what is kept for all languages at once (the category tree). */
export async function mediaByIdsInEveryLanguage(
  services: Services,
  site: SiteRecord,
  ids: number[],
): Promise<Map<number, Record<Locale, Media>>> {
  const rows = await mediaRows(services, site, ids);
  return new Map(
    rows.map((r) => [r.id, Object.fromEntries(locales.map((l) => [l, toMedia(r, site, l)])) as Record<Locale, Media>]),
  );
}

/** Where an original lives in the storage: named by its content, so one file serves every item
 * that holds the same bytes. */
export const originalKey = (path: string) => `originals/${path}`;

type VariantFormat = "avif" | "webp" | "jpeg" | "png";
/** The formats every upload is stored in at every size (pages offer AVIF and WebP, JPEG falls back). */
const UPLOAD_FORMATS = ["avif", "webp", "jpeg"] as const satisfies VariantFormat[];

/** Where one size of an item lives in the storage. */
export const variantKey = (id: number, size: MediaSizeKey, format: VariantFormat) =>
  `variants/${id}/${size.replace(/\s+/g, "_")}.${format}`;

/** Every key the sizes of an item may have, for deleting them all. */
export const variantKeys = (id: number) =>
  mediaSizes.flatMap((s) => (["avif", "webp", "jpeg", "png"] as const).map((f) => variantKey(id, s.key, f)));

export type Facts = { mime: string; extension: string; width: number; height: number };
type NewFile = {
  buffer: Buffer;
  originalName: string;
  title: string;
  description?: string;
  /** "private": served only through an authorized route (an e-product's file), never under /media. */
  access?: "public" | "private";
};

/** What an image is, as sharp reads it; throws when sharp cannot read it. */
export async function imageFacts(buffer: Buffer, originalName: string): Promise<Facts> {
  const meta = await sharp(buffer).metadata();
  if (!meta.format || !meta.width || !meta.height) throw new Error(`Not an image: ${originalName}`);
  // AVIF is HEIF with AV1 inside: sharp names the container.
  const format = meta.format === "heif" && meta.compression === "av1" ? "avif" : meta.format;
  const extension = format === "jpeg" ? "jpg" : format;
  return { mime: `image/${format}`, extension, width: meta.width, height: meta.height };
}

/** Writes a file as uploaded into the storage, named by its hash. */
/** Where a file's original is stored: named by its content. */
export function originalPath(buffer: Buffer, extension: string): { hash: string; path: string } {
  const hash = createHash("sha256").update(buffer).digest("hex");
  return { hash, path: `${hash}.${extension}` };
}

export async function putOriginal(
  services: Services,
  buffer: Buffer,
  facts: Facts,
): Promise<{ hash: string; path: string }> {
  const { hash, path } = originalPath(buffer, facts.extension);
  await services.mediaStorage.put(originalKey(path), buffer, facts.mime);
  return { hash, path };
}

/** The media row of a stored original. */
export async function insertMedia(
  db: DbOrTx,
  siteId: number,
  file: Omit<NewFile, "buffer"> & { size: number },
  facts: Facts,
  stored: { hash: string; path: string },
): Promise<number> {
  const row = await db
    .insertInto("media")
    .values({
      site_id: siteId,
      title: file.title,
      description: file.description ?? "",
      original_name: file.originalName,
      path: stored.path,
      ...facts,
      size: file.size,
      hash: stored.hash,
      access: file.access ?? "public",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function storeOriginal(services: Services, siteId: number, file: NewFile, facts: Facts, db: DbOrTx) {
  const stored = await putOriginal(services, file.buffer, facts);
  return insertMedia(db, siteId, { ...file, size: file.buffer.length }, facts, stored);
}

/** Stores an image as it is (the demo seed): the original in the storage, its facts in the
 * database; its sizes are made when first asked for. */
export async function importImage(
  services: Services,
  siteId: number,
  file: NewFile,
  db: DbOrTx = services.db,
): Promise<number> {
  return storeOriginal(services, siteId, file, await imageFacts(file.buffer, file.originalName), db);
}

/** Removes the originals among `paths` that no media row holds any more. */
export async function dropUnusedOriginals(services: Services, paths: string[]): Promise<void> {
  const unique = [...new Set(paths)];
  if (!unique.length) return;
  const held = await services.db.selectFrom("media").select("path").where("path", "in", unique).execute();
  const kept = new Set(held.map((r) => r.path));
  await services.mediaStorage.delete(unique.filter((p) => !kept.has(p)).map(originalKey));
}

export function isMediaSize(value: string): value is MediaSizeKey {
  return mediaSizes.some((s) => s.key === value);
}

/** One media row of the site, or undefined. */
function mediaRow(services: Services, site: SiteRecord, id: number): Promise<MediaRow | undefined> {
  return services.db
    .selectFrom("media")
    .selectAll()
    .where("id", "=", id)
    .where("site_id", "=", site.id)
    .executeTakeFirst();
}

/** The site's image with this id, or undefined (unknown, another site's, or a document). */
export async function findImage(services: Services, site: SiteRecord, id: number): Promise<MediaRow | undefined> {
  const row = await mediaRow(services, site, id);
  return row?.mime.startsWith("image/") ? row : undefined;
}

const variantFormat = (format: ImageFormat): VariantFormat => (format === "jpg" ? "jpeg" : format);

/** The ETag of an image's size in a format: the same bytes wherever they are served from, named by
 * the original's hash, the size and the format. */
export function variantTag(row: MediaRow, size: MediaSizeKey, format: ImageFormat): string {
  const sizeId = mediaSizes.find((s) => s.key === size)!.id;
  return `"${row.hash.slice(0, 24)}-${sizeId}-${variantFormat(format)}"`;
}

/** One size in one format: square sizes are cropped to fill, the others fit inside and never enlarge. */
function renderVariant(source: Buffer, size: MediaSizeKey, format: VariantFormat): Promise<Buffer> {
  const dims = mediaSizes.find((s) => s.key === size)!;
  const square = dims.x === dims.y;
  const pipeline = sharp(source)
    .rotate()
    .resize(dims.x, dims.y, { fit: square ? "cover" : "inside", withoutEnlargement: !square });
  const output =
    format === "avif"
      ? pipeline.avif({ quality: 55, effort: 3 })
      : format === "webp"
        ? pipeline.webp({ quality: 78 })
        : format === "png"
          ? pipeline.png()
          : pipeline.jpeg({ quality: 80, mozjpeg: true });
  return output.toBuffer();
}

/** Makes and stores every size of a new upload in AVIF, WebP and JPEG, so that no host makes them
 * on a visitor's request. One at a time: sharp already uses every core for each. */
export async function storeSizes(services: Services, id: number, source: Buffer): Promise<void> {
  for (const { key } of mediaSizes)
    for (const format of UPLOAD_FORMATS)
      await services.mediaStorage.put(
        variantKey(id, key, format),
        await renderVariant(source, key, format),
        imageFormats[format],
      );
}

/** A file to send: a stream from the storage, or bytes just made. */
export type MediaBody = { body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>; length: number };

/** Sizes being made in this process: a burst of requests for one makes it once. */
const inFlight = new Map<string, Promise<Buffer | null>>();

/**
 * One size of an image in one format, from the storage. One not stored yet (the demo seed's
 * images, PNG, a host that lost its copy) is made with sharp from the original and stored, for every
 * later request on every host. Null when the original is missing too.
 */
export async function openVariant(
  services: Services,
  row: MediaRow,
  size: MediaSizeKey,
  format: ImageFormat,
): Promise<MediaBody | null> {
  const key = variantKey(row.id, size, variantFormat(format));
  const stored = await services.mediaStorage.get(key);
  if (stored) return { body: stored.body, length: stored.contentLength };
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const original = await services.mediaStorage.get(originalKey(row.path));
      if (!original) return null;
      const buffer = await renderVariant(await readWhole(original), size, variantFormat(format));
      await services.mediaStorage.put(key, buffer, imageFormats[format]);
      return buffer;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const made = await pending;
  return made && { body: new Uint8Array(made), length: made.length };
}

/** Stores a document file (not an image) as it is; its type comes from its extension. */
export async function importFile(
  services: Services,
  siteId: number,
  file: NewFile,
  db: DbOrTx = services.db,
): Promise<number> {
  const extension = file.originalName.split(".").pop()?.toLowerCase() ?? "";
  const mime = documentTypes[extension];
  if (!mime) throw new Error(`Not a document type: ${file.originalName}`);
  return storeOriginal(services, siteId, file, { mime, extension, width: 0, height: 0 }, db);
}

/** The path of a media item's file as uploaded (documents): /media/{apiKeyId}/{id}/file/{name}.{ext}. */
export function mediaFileUrl(
  row: Pick<MediaRow, "id" | "original_name" | "extension">,
  site: Pick<SiteRecord, "apiKeyId">,
): string {
  return `/media/${site.apiKeyId}/${row.id}/file/${mediaName(row.original_name)}.${row.extension}`;
}

/** The site's public document with this id and extension, or undefined (unknown, an image, another
 * extension, or a private file such as an e-product's, which only its signed download gives). */
export async function findDocument(
  services: Services,
  site: SiteRecord,
  id: number,
  extension: string,
): Promise<MediaRow | undefined> {
  const row = await mediaRow(services, site, id);
  return row && row.access === "public" && row.extension === extension && documentTypes[row.extension] === row.mime
    ? row
    : undefined;
}

/** The ETag of a file as uploaded: its hash. */
export const originalTag = (row: MediaRow) => `"${row.hash.slice(0, 24)}"`;

/** A file as uploaded, from the storage; null when it is missing there. */
export async function openOriginal(services: Services, row: MediaRow): Promise<MediaBody | null> {
  const stored = await services.mediaStorage.get(originalKey(row.path));
  return stored && { body: stored.body, length: stored.contentLength };
}
