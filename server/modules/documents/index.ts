/**
 * Documents (spec section 7 document/filter/web, document/get/web): files visitors download (price
 * lists, terms, brochures), per language, for one store of the site or for every store (store 0).
 * The file is a media row stored as uploaded (`importFile`), served at /media/{apiKeyId}/{id}/file/...
 */
import type { Selectable } from "kysely";
import { documentMessages, type Document } from "#server/contract/documents";
import type { Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { DocumentsTable, MediaTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { DomainError } from "../errors";
import { mediaFileUrl, mediaName } from "../media";
import type { Scope } from "../scope";
import type { SiteRecord } from "../site";

type Row = Selectable<DocumentsTable> & Pick<Selectable<MediaTable>, "original_name" | "extension" | "mime" | "size">;

export class DocumentError extends DomainError {
  constructor(message: string, statusCode: 404) {
    super(message, statusCode);
  }
}

function published(services: Services, { site }: Scope) {
  return services.db
    .selectFrom("documents")
    .innerJoin("media", "media.id", "documents.media_id")
    .where("documents.site_id", "=", site.id)
    .where("documents.status", "=", "published");
}

const columns = [
  "documents.id",
  "documents.site_id",
  "documents.store_id",
  "documents.language_code",
  "documents.title",
  "documents.description",
  "documents.media_id",
  "documents.position",
  "documents.status",
  "documents.created_at",
  "documents.updated_at",
  "media.original_name",
  "media.extension",
  "media.mime",
  "media.size",
] as const;

function toDocument(r: Row, site: SiteRecord): Document {
  return {
    id: r.id,
    languageCode: r.language_code as Locale,
    storeId: Number(r.store_id),
    title: r.title,
    description: r.description,
    file: {
      url: mediaFileUrl({ id: r.media_id, original_name: r.original_name, extension: r.extension }, site),
      name: `${mediaName(r.original_name)}.${r.extension}`,
      mime: r.mime,
      extension: r.extension,
      size: Number(r.size),
    },
    updatedAt: r.updated_at,
  };
}

/** The published documents of the scope's language for a store and for every store (0), in the
 * editors' order. */
export async function filterDocuments(
  services: Services,
  scope: Scope,
  input: { storeID?: number; limit: number; page: number },
): Promise<{ records: Document[]; totalRecords: number; totalPages: number }> {
  const query = published(services, scope)
    .where("documents.language_code", "=", scope.language)
    .where("documents.store_id", "in", [...new Set([0, input.storeID ?? scope.store.id])]);
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    query
      .select(columns)
      .orderBy("documents.position")
      .orderBy("documents.id")
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
  ]);
  const totalRecords = Number(count);
  return {
    records: rows.map((r) => toDocument(r, scope.site)),
    totalRecords,
    totalPages: Math.max(1, Math.ceil(totalRecords / input.limit)),
  };
}

/** One published document of the site; 404 for an unknown id or a draft. */
export async function getDocument(services: Services, scope: Scope, id: number): Promise<Document> {
  const row = await published(services, scope).select(columns).where("documents.id", "=", id).executeTakeFirst();
  if (!row) throw new DocumentError(documentMessages.documentNotFound, 404);
  return toDocument(row, scope.site);
}

export interface NewDocument {
  languageCode: Locale;
  storeId?: number;
  title: string;
  description?: string;
  mediaId: number;
  position?: number;
  status?: "published" | "draft";
}

export async function createDocument(db: DbOrTx, siteId: number, doc: NewDocument): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("documents")
    .values({
      site_id: siteId,
      store_id: doc.storeId ?? 0,
      language_code: doc.languageCode,
      title: doc.title,
      description: doc.description ?? "",
      media_id: doc.mediaId,
      position: doc.position ?? 0,
      status: doc.status ?? "published",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
