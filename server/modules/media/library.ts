/**
 * The media manager (issue 15; spec sections 3, 7 and 9): back-office users upload images (at most
 * STAFF_UPLOAD_LIMIT at once, each checked by its content), list and search the library, set an
 * item's title, description and alt text, and delete an item nothing uses any more. Files are kept
 * in the media storage (the disk or an S3-compatible bucket, ./storage.ts).
 */
import { fileTypeFromBuffer } from "file-type";
import type { Selectable } from "kysely";
import type { UploadedFile } from "#server/contract/define";
import { mediaMessages as m, STAFF_UPLOAD_LIMIT, type MediaItem } from "#server/contract/media";
import type { MediaUser, MediaUserKind } from "#server/contract/media-usage";
import { containsCaseless, holdingLiterally, type DbOrTx } from "#server/db";
import { MEDIA_TEXTS, narrowedByTrigrams, scopeOfNarrowed } from "#server/db/trigram-search";
import type { MediaTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { invalidateCategories } from "../catalog";
import { invalidateOptions } from "../cms";
import { DomainError } from "../errors";
import type { Scope } from "../scope";
import { assertAltText } from "../text-limits";
import type { Locale } from "#server/contract/urls";
import {
  altTextsOf,
  dropUnusedOriginals,
  imageFacts,
  insertMedia,
  putOriginal,
  storeSizes,
  toMedia,
  variantKeys,
  type Facts,
} from "./index";

export class MediaError extends DomainError {}

/** The image types the library takes, as file-type names them by their magic bytes. */
const ACCEPTED_IMAGES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);

export function toMediaItem(row: Selectable<MediaTable>, scope: Scope): MediaItem {
  return {
    ...toMedia(row, scope.site, scope.language),
    alts: altTextsOf(row),
    originalName: row.original_name,
    size: row.size,
    createdAt: row.created_at,
  };
}

/** The files sent (an empty file input sends one empty, nameless part: not a file). */
const sentFiles = (files: UploadedFile[]) => files.filter(({ file }) => file.size > 0 || file.name !== "");

/**
 * Stores the images of one upload, each checked by content: the originals, then their rows in one
 * transaction, then every size of each. One file that is not an image refuses them all, naming
 * every such file.
 */
export async function uploadMedia(
  services: Services,
  scope: Scope,
  input: { files: UploadedFile[]; customData: { title?: string } },
): Promise<MediaItem[]> {
  const files = sentFiles(input.files);
  if (!files.length) throw new MediaError(m.noFiles, 400);
  if (files.length > STAFF_UPLOAD_LIMIT) throw new MediaError(m.tooManyFiles, 400);
  const checked: { buffer: Buffer; name: string; facts: Facts }[] = [];
  // Every file is checked, so that the refusal names all that are not images, not only the first.
  const refused: string[] = [];
  for (const { file } of files) {
    const buffer = Buffer.from(await file.arrayBuffer());
    const type = buffer.length ? await fileTypeFromBuffer(buffer) : undefined;
    const name = file.name.slice(0, 200) || `image.${type?.ext ?? "bin"}`;
    // Magic bytes of an image but no image sharp can read is refused alike.
    const facts = type && ACCEPTED_IMAGES.has(type.mime) ? await imageFacts(buffer, name).catch(() => null) : null;
    if (facts) checked.push({ buffer, name, facts });
    else refused.push(name);
  }
  if (refused.length) throw new MediaError(`${m.imageRefused} Refused: ${refused.join(", ")}.`, 400, {}, { refused });
  // Written before the transaction, so that no write transaction waits on the storage.
  const stored: { hash: string; path: string }[] = [];
  for (const { buffer, facts } of checked) stored.push(await putOriginal(services, buffer, facts));
  let ids: number[];
  try {
    ids = await services.db.transaction().execute(async (tx) => {
      const created: number[] = [];
      for (const [i, { buffer, name, facts }] of checked.entries()) {
        const title = input.customData.title || name.replace(/\.[^.]+$/, "").slice(0, 200);
        created.push(
          await insertMedia(tx, scope.site.id, { originalName: name, title, size: buffer.length }, facts, stored[i]!),
        );
      }
      return created;
    });
  } catch (error) {
    await dropUnusedOriginals(
      services,
      stored.map((s) => s.path),
    );
    throw error;
  }
  for (const [i, id] of ids.entries()) {
    // The items exist now: a size that could not be stored is made on its first request instead.
    await storeSizes(services, id, checked[i]!.buffer).catch((err: unknown) =>
      services.log.warn("media sizes not stored; they will be made on request", { mediaId: id, err }),
    );
  }
  const rows = await services.db
    .selectFrom("media")
    .selectAll()
    .where("site_id", "=", scope.site.id)
    .where("id", "in", ids)
    .orderBy("id")
    .execute();
  return rows.map((row) => toMediaItem(row, scope));
}

/** The library, newest first, searched by title or file name. */
export async function filterMedia(
  services: Services,
  scope: Scope,
  input: { search: string; page: number; limit: number; imagesOnly: boolean },
): Promise<{ records: MediaItem[]; totalRecords: number; totalPages: number }> {
  let query = services.db
    .selectFrom("media")
    .where((eb) => scopeOfNarrowed(services.dialect, input.search, eb("site_id", "=", scope.site.id)));
  if (input.imagesOnly) query = query.where("mime", "like", "image/%");
  if (input.search) {
    const search = input.search;
    query = query.where((eb) =>
      narrowedByTrigrams(
        services.dialect,
        eb.ref("id"),
        MEDIA_TEXTS,
        search,
        eb.or([
          containsCaseless(services.dialect, eb.ref("title"), search),
          containsCaseless(services.dialect, eb.ref("original_name"), search),
        ]),
      ),
    );
  }
  const { count } = await query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const totalRecords = Number(count);
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(input.limit)
    .offset((input.page - 1) * input.limit)
    .execute();
  return {
    records: rows.map((row) => toMediaItem(row, scope)),
    totalRecords,
    totalPages: Math.ceil(totalRecords / input.limit),
  };
}

async function mediaRowOf(db: DbOrTx, scope: Scope, id: number): Promise<Selectable<MediaTable>> {
  const row = await db
    .selectFrom("media")
    .selectAll()
    .where("site_id", "=", scope.site.id)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new MediaError(m.mediaNotFound, 404);
  return row;
}

type AltTexts = Partial<Record<Locale, string>>;

/** The alt texts with the given ones set (an empty one removed). */
function withAlts(current: AltTexts, given: AltTexts): AltTexts {
  const next = { ...current, ...given };
  return Object.fromEntries(Object.entries(next).filter(([, text]) => text));
}

/** Sets a media item's title, description or alt texts (those given). */
export async function updateMedia(
  services: Services,
  scope: Scope,
  input: { id: number; title?: string; description?: string; alts?: AltTexts },
): Promise<MediaItem> {
  for (const alt of Object.values(input.alts ?? {})) assertAltText(alt);
  const row = await services.db.transaction().execute(async (tx) => {
    const current = await mediaRowOf(tx, scope, input.id);
    const alts = input.alts && withAlts(altTextsOf(current), input.alts);
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      // `alt` keeps the default language's text for the release before 0033 (docs/decisions/0034).
      ...(alts ? { alt_texts: JSON.stringify(alts), alt: alts[scope.site.defaultLanguage] ?? "" } : {}),
    };
    if (Object.keys(changes).length)
      await tx
        .updateTable("media")
        .set(changes)
        .where("id", "=", input.id)
        .where("site_id", "=", scope.site.id)
        .execute();
    return mediaRowOf(tx, scope, input.id);
  });
  // What keeps media facts in memory reads them again (cards, posts and pages read them per call).
  invalidateCategories(services);
  invalidateOptions(services);
  return toMediaItem(row, scope);
}

/** Whether a stored JSON text names the media id as a `mediaId` anywhere inside. */
function namesMedia(json: string | null, id: number): boolean {
  if (!json || !json.includes("mediaId")) return false;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return false;
  }
  const visit = (v: unknown): boolean => {
    if (Array.isArray(v)) return v.some(visit);
    if (v && typeof v === "object")
      return Object.entries(v).some(([k, inner]) => (k === "mediaId" && inner === id) || visit(inner));
    return false;
  };
  return visit(value);
}

/**
 * What uses a media item: pages and posts (their sections' `mediaId`, published or in a draft, their
 * featured image, and its address in their rich text: a picture or a file's link), CMS options,
 * products (also by its address in a description), categories, attribute swatches, events and documents.
 */
export async function mediaUsage(db: DbOrTx, scope: Scope, id: number): Promise<MediaUser[]> {
  const site = scope.site.id;
  const used: MediaUser[] = [];
  // Every size and the file itself lie under this path (mediaUrl, mediaFileUrl); an operator's API key
  // id may hold a `_`, which LIKE would read as any character.
  const address = `/media/${scope.site.apiKeyId}/${id}/`;
  const holdsAddress = holdingLiterally(address);
  const inText = (text: string | null) => !!text?.includes(address);
  const posts = await db
    .selectFrom("posts")
    .leftJoin("post_edits", "post_edits.post_id", "posts.id")
    .select(["posts.id", "posts.title", "posts.media_id", "posts.components", "posts.body", "post_edits.draft"])
    .where("posts.site_id", "=", site)
    .where((eb) =>
      eb.or([
        eb("posts.media_id", "=", id),
        eb("posts.components", "like", "%mediaId%"),
        eb("post_edits.draft", "like", "%mediaId%"),
        eb("posts.components", "like", holdsAddress),
        eb("posts.body", "like", holdsAddress),
        eb("post_edits.draft", "like", holdsAddress),
      ]),
    )
    .orderBy("posts.title")
    .execute();
  for (const p of posts) {
    const user = (kind: MediaUserKind) => ({ kind, title: p.title, id: p.id });
    if (p.media_id === id) used.push(user("featuredImage"));
    if (namesMedia(p.components, id) || inText(p.components) || inText(p.body)) used.push(user("page"));
    if (namesMedia(p.draft, id) || inText(p.draft)) used.push(user("draft"));
  }
  const options = await db
    .selectFrom("cms_options")
    .select("key")
    .where("site_id", "=", site)
    .where("media_id", "=", id)
    .execute();
  used.push(...options.map((o) => ({ kind: "cmsOption" as const, title: o.key, id: null })));
  const products = await db
    .selectFrom("products")
    .select("products.id")
    .where("products.site_id", "=", site)
    .where((eb) =>
      eb.or([
        eb("products.media_id", "=", id),
        eb.exists(
          eb
            .selectFrom("product_media")
            .select("product_media.media_id")
            .whereRef("product_media.product_id", "=", "products.id")
            .where("product_media.media_id", "=", id),
        ),
        eb.exists(
          eb
            .selectFrom("product_translations")
            .select("product_translations.product_id")
            .whereRef("product_translations.product_id", "=", "products.id")
            .where("product_translations.description", "like", holdsAddress),
        ),
        // An e-product's file (decision 0047): deleting it would break its buyers' downloads.
        eb.exists(
          eb
            .selectFrom("product_deliveries")
            .select("product_deliveries.media_id")
            .whereRef("product_deliveries.product_id", "=", "products.id")
            .where("product_deliveries.media_id", "=", id),
        ),
      ]),
    )
    .execute();
  if (products.length) {
    const names = await db
      .selectFrom("product_translations")
      .select(["product_id", "name"])
      .where(
        "product_id",
        "in",
        products.map((p) => p.id),
      )
      .where("language_code", "=", scope.language)
      .execute();
    const byId = new Map(names.map((n) => [n.product_id, n.name]));
    used.push(...products.map((p) => ({ kind: "product" as const, title: byId.get(p.id) ?? null, id: p.id })));
  }
  const categories = await db
    .selectFrom("categories")
    .select("id")
    .where("site_id", "=", site)
    .where("media_id", "=", id)
    .execute();
  used.push(...categories.map((c) => ({ kind: "category" as const, title: null, id: c.id })));
  const swatches = await db.selectFrom("attribute_values").select("code").where("media_id", "=", id).execute();
  used.push(...swatches.map((s) => ({ kind: "swatch" as const, title: s.code, id: null })));
  const events = await db
    .selectFrom("events")
    .select(["id", "title"])
    .where("site_id", "=", site)
    .where("media_id", "=", id)
    .execute();
  used.push(...events.map((e) => ({ kind: "event" as const, title: e.title, id: e.id })));
  const documents = await db
    .selectFrom("documents")
    .select(["id", "title"])
    .where("site_id", "=", site)
    .where("media_id", "=", id)
    .execute();
  used.push(...documents.map((d) => ({ kind: "document" as const, title: d.title, id: d.id })));
  return used;
}

/**
 * The refusal to delete a file in use: English names for the message (a post's title once), the
 * users as data in `details` (once each: a post has a draft per language) for the back office to
 * name in its own language.
 */
function inUse(found: MediaUser[]): MediaError {
  const used = [...new Map(found.map((u) => [JSON.stringify(u), u])).values()];
  const english: Record<MediaUserKind, string> = {
    page: "",
    draft: "",
    featuredImage: "",
    cmsOption: "CMS option ",
    product: "product ",
    category: "category ",
    swatch: "attribute value ",
    event: "event ",
    document: "document ",
  };
  const names = new Set(used.map((u) => `${english[u.kind]}${u.title ?? `#${u.id}`}`));
  return new MediaError(`${m.mediaInUse} Used by: ${[...names].join(", ")}.`, 409, {}, { usedBy: used });
}

/** Deletes a media item nothing uses (409 naming what does), then its sizes and its original
 * unless another item holds the same file. */
export async function deleteMedia(services: Services, scope: Scope, id: number): Promise<void> {
  const path = await services.db.transaction().execute(async (tx) => {
    const row = await mediaRowOf(tx, scope, id);
    const used = await mediaUsage(tx, scope, id);
    if (used.length) throw inUse(used);
    await tx.updateTable("search_documents").set({ media_id: null }).where("media_id", "=", id).execute();
    await tx.deleteFrom("media").where("id", "=", id).where("site_id", "=", scope.site.id).execute();
    return row.path;
  });
  await services.mediaStorage.delete(variantKeys(id));
  await dropUnusedOriginals(services, [path]);
}
