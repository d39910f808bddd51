import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { Media } from "#server/contract/cms";
import { mediaSizes, type MediaSizeKey } from "#server/contract/site";
import type { Selectable } from "kysely";
import type { MediaTable } from "#server/db/schema";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import type { SiteRecord } from "../site";

export const imageFormats = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
} as const;
export type ImageFormat = keyof typeof imageFormats;

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

export function toMedia(row: MediaRow, site: SiteRecord): Media {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    name: mediaName(row.original_name),
    mime: row.mime,
    extension: row.extension,
    width: row.width,
    height: row.height,
    baseUrl: `/media/${site.apiKeyId}/${row.id}`,
  };
}

export async function mediaByIds(services: Services, site: SiteRecord, ids: number[]): Promise<Map<number, Media>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await services.db
    .selectFrom("media")
    .selectAll()
    .where("site_id", "=", site.id)
    .where("id", "in", unique)
    .execute();
  return new Map(rows.map((r) => [r.id, toMedia(r, site)]));
}

export const originalsDir = (services: Services) => join(services.dataDir, "media", "originals");
export const variantsDir = (services: Services) => join(services.dataDir, "media", "variants");

/** Stores an uploaded image: the original file under data/media/originals, its facts in the database. */
export async function importImage(
  services: Services,
  siteId: number,
  file: { buffer: Buffer; originalName: string; title: string; description?: string },
  db: DbOrTx = services.db,
): Promise<number> {
  const meta = await sharp(file.buffer).metadata();
  if (!meta.format || !meta.width || !meta.height) throw new Error(`Not an image: ${file.originalName}`);
  // AVIF is HEIF with AV1 inside: sharp names the container.
  const format = meta.format === "heif" && meta.compression === "av1" ? "avif" : meta.format;
  const extension = format === "jpeg" ? "jpg" : format;
  return storeOriginal(
    services,
    siteId,
    file,
    { mime: `image/${format}`, extension, width: meta.width, height: meta.height },
    db,
  );
}

type NewFile = { buffer: Buffer; originalName: string; title: string; description?: string };

/** Writes an upload under data/media/originals (named by its hash) and its facts in the database. */
async function storeOriginal(
  services: Services,
  siteId: number,
  file: NewFile,
  facts: { mime: string; extension: string; width: number; height: number },
  db: DbOrTx = services.db,
): Promise<number> {
  const hash = createHash("sha256").update(file.buffer).digest("hex");
  const relative = `${hash}.${facts.extension}`;
  await mkdir(originalsDir(services), { recursive: true });
  await writeFile(join(originalsDir(services), relative), file.buffer);
  const row = await db
    .insertInto("media")
    .values({
      site_id: siteId,
      title: file.title,
      description: file.description ?? "",
      original_name: file.originalName,
      path: relative,
      ...facts,
      size: file.buffer.length,
      hash,
      access: "public",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
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

const inFlight = new Map<string, Promise<Buffer>>();

/**
 * One image at one of the spec's sizes in one format, made with sharp on first request and kept
 * on disk. Square sizes are cropped to fill; the others fit inside and never enlarge.
 */
export async function imageVariant(
  services: Services,
  site: SiteRecord,
  id: number,
  size: MediaSizeKey,
  format: ImageFormat,
): Promise<Buffer | null> {
  const row = await mediaRow(services, site, id);
  if (!row || !row.mime.startsWith("image/")) return null;
  const dims = mediaSizes.find((s) => s.key === size)!;
  const normalized = format === "jpg" ? "jpeg" : format;
  const file = join(variantsDir(services), String(id), `${size.replace(/\s+/g, "_")}.${normalized}`);
  try {
    return await readFile(file);
  } catch {
    /* not made yet */
  }
  let pending = inFlight.get(file);
  if (!pending) {
    pending = (async () => {
      const source = await readFile(join(originalsDir(services), row.path));
      const square = dims.x === dims.y;
      const pipeline = sharp(source)
        .rotate()
        .resize(dims.x, dims.y, { fit: square ? "cover" : "inside", withoutEnlargement: !square });
      const output =
        normalized === "avif"
          ? pipeline.avif({ quality: 55, effort: 3 })
          : normalized === "webp"
            ? pipeline.webp({ quality: 78 })
            : normalized === "png"
              ? pipeline.png()
              : pipeline.jpeg({ quality: 80, mozjpeg: true });
      const buffer = await output.toBuffer();
      await mkdir(join(variantsDir(services), String(id)), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, buffer);
      await rename(temp, file);
      return buffer;
    })().finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}

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

/** Stores a document file (not an image) as it is; its type comes from its extension. */
export async function importFile(services: Services, siteId: number, file: NewFile): Promise<number> {
  const extension = file.originalName.split(".").pop()?.toLowerCase() ?? "";
  const mime = documentTypes[extension];
  if (!mime) throw new Error(`Not a document type: ${file.originalName}`);
  return storeOriginal(services, siteId, file, { mime, extension, width: 0, height: 0 });
}

/** The path of a media item's file as uploaded (documents): /media/{apiKeyId}/{id}/file/{name}.{ext}. */
export function mediaFileUrl(row: Pick<MediaRow, "id" | "original_name" | "extension">, site: SiteRecord): string {
  return `/media/${site.apiKeyId}/${row.id}/file/${mediaName(row.original_name)}.${row.extension}`;
}

/** A document file as uploaded, with its type; null for an unknown id, an image or another extension. */
export async function mediaFile(
  services: Services,
  site: SiteRecord,
  id: number,
  extension: string,
): Promise<{ buffer: Buffer; mime: string; name: string } | null> {
  const row = await mediaRow(services, site, id);
  if (!row || row.extension !== extension || documentTypes[row.extension] !== row.mime) return null;
  const buffer = await readFile(join(originalsDir(services), row.path));
  return { buffer, mime: row.mime, name: `${mediaName(row.original_name)}.${row.extension}` };
}
