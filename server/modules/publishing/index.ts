/**
 * Drafts, publishing and revisions of pages and posts (issue 15 item 2; the contract is
 * server/contract/publishing.ts). The live fields stay in `posts`, where every shopper-facing read
 * finds them; a draft waits in `post_edits` until published, so shoppers, caches and the sitemap
 * only ever see published content. Every change is one transaction that checks the version the
 * editor saw (optimistic locking: the second of two editors is told, not silently overwritten),
 * writes, and keeps a revision.
 */
import type { Selectable } from "kysely";
import type { EditableFields, EditState, Revision } from "#server/contract/publishing";
import { publishingMessages as m } from "#server/contract/publishing";
import { contentPagePath, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { PostsTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { assertNewLinksLead, changedFields, listedRevision } from "../cms";
import {
  createPost,
  invalidatePosts,
  sanitizeRichText,
  sanitizeSectionProps,
  sectionsToStore,
  sectionsWithMedia,
} from "../content";
import type { Scope, UserScope } from "../scope";
import { assertSectionTexts } from "../text-limits";
import { pageKey, purgeEdgeKeys } from "../../edge-purge";
import { checkedSlug, ensureSlugFree, postOf, PublishingError, requiresPublishing } from "./shared";
import { statusChanged, writeStatus } from "./removal";

export { checkedSlug, PublishingError } from "./shared";
export { setPostCategories } from "./categories";
export { deleteBlogCategory, listBlogCategories, saveBlogCategory } from "./blog-categories";
export { createTranslation, linkTranslation, listTranslations, unlinkTranslation } from "./translations";
export { changePostSlug } from "./address";
export { purgeLongDeleted, startDeletedPagePurge } from "./deleted-purge";
export { deletePost, listBackofficePosts, listDeletedPosts, purgePost, restorePost, unpublishPost } from "./removal";

const conflict = () => new PublishingError(m.editConflict, 409);

function liveFields(row: Selectable<PostsTable>): EditableFields {
  return {
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    components: JSON.parse(row.components) as EditableFields["components"],
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    mediaId: row.media_id,
  };
}

/** What may be stored: rich text and section props sanitized (scripts and handlers never reach a
 * page), and the media resolved for display left out (a `mediaId` names it). */
function sanitized(fields: EditableFields): EditableFields {
  return {
    ...fields,
    body: sanitizeRichText(fields.body),
    components: fields.components.map((s) => ({
      ...s,
      props: sectionsToStore(sanitizeSectionProps(s.props)) as typeof s.props,
    })),
  };
}

/** The fields as the editor sees them rendered: sections with their media, in the page's language. */
async function forDisplay(
  services: Services,
  scope: Scope,
  language: Locale,
  fields: EditableFields,
): Promise<EditableFields> {
  return { ...fields, components: await sectionsWithMedia(services, scope.site, language, fields.components) };
}

export async function postForEditing(services: Services, scope: Scope, id: number): Promise<EditState> {
  const { row, version, draft } = await postOf(services.db, scope, id);
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    languageCode: row.language_code,
    version,
    live: await forDisplay(services, scope, row.language_code as Locale, liveFields(row)),
    draft: draft && (await forDisplay(services, scope, row.language_code as Locale, draft)),
    published: row.status === "published",
    requireAdminPublishing: await requiresPublishing(services, scope),
  };
}

/**
 * Moves a post from the version the editor saw to the next, in the caller's transaction; refused
 * when another save came first (the version moved on, or two first saves raced for the row).
 */
async function nextVersion(
  db: DbOrTx,
  post: { row: { id: number }; version: number; hasEditRow: boolean },
  seen: number,
  change: { draft: EditableFields | null; userId: number | null; now: string },
): Promise<number> {
  if (seen !== post.version) throw conflict();
  const values = {
    version: seen + 1,
    draft: change.draft ? JSON.stringify(change.draft) : null,
    draft_user_id: change.draft ? change.userId : null,
    updated_at: change.now,
  };
  if (post.hasEditRow) {
    const result = await db
      .updateTable("post_edits")
      .set(values)
      .where("post_id", "=", post.row.id)
      .where("version", "=", seen)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw conflict();
  } else {
    const inserted = await db
      .insertInto("post_edits")
      .values({ post_id: post.row.id, ...values })
      .onConflict((oc) => oc.column("post_id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw conflict();
  }
  return seen + 1;
}

async function writeLive(db: DbOrTx, id: number, fields: EditableFields, now: string) {
  await db
    .updateTable("posts")
    .set({
      title: fields.title,
      excerpt: fields.excerpt,
      body: fields.body,
      components: JSON.stringify(fields.components),
      meta_title: fields.metaTitle,
      meta_description: fields.metaDescription,
      media_id: fields.mediaId,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
}

/**
 * Keeps the snapshot `after` with its author; before the post's first recorded change, the post as
 * it was too (action `original`, no author, at the version it had), so a seeded or newly created
 * page's content can be restored after it was first edited (as a site part's: cms/revisions.ts).
 */
async function keepRevision(
  db: DbOrTx,
  scope: UserScope,
  post: { row: Selectable<PostsTable>; version: number },
  after: { version: number; action: Exclude<Revision["action"], "original">; data: EditableFields; now: string },
) {
  const row = { site_id: scope.site.id, post_id: post.row.id, created_at: after.now };
  const hasHistory = await db
    .selectFrom("revisions")
    .select("id")
    .where("post_id", "=", post.row.id)
    .executeTakeFirst();
  if (!hasHistory)
    await db
      .insertInto("revisions")
      .values({
        ...row,
        version: post.version,
        action: "original",
        data: JSON.stringify(liveFields(post.row)),
        user_id: null,
      })
      .execute();
  await db
    .insertInto("revisions")
    .values({
      ...row,
      version: after.version,
      action: after.action,
      data: JSON.stringify(after.data),
      user_id: scope.userId,
    })
    .execute();
}

/** Saves fields on the version the editor saw: to the draft with RequireAdminPublishing, else live. */
async function save(
  services: Services,
  scope: UserScope,
  id: number,
  seen: number,
  changes: Partial<EditableFields>,
  action: "save" | "restore",
): Promise<{ id: number; version: number; draft: boolean }> {
  const toDraft = await requiresPublishing(services, scope);
  const result = await services.db.transaction().execute(async (tx) => {
    const post = await postOf(tx, scope, id);
    const current = post.draft ?? liveFields(post.row);
    const fields = sanitized({ ...current, ...changes });
    if (action === "save")
      await assertNewLinksLead(
        tx,
        { site: scope.site, language: post.row.language_code },
        [current.components, current.body],
        [fields.components, fields.body],
      );
    // A save that changes nothing keeps the version and makes no revision (the version seen still guards it).
    if (action === "save" && JSON.stringify(fields) === JSON.stringify(sanitized(current))) {
      if (seen !== post.version) throw conflict();
      return { id, version: post.version, draft: post.draft !== null };
    }
    const now = new Date().toISOString();
    const version = await nextVersion(tx, post, seen, { draft: toDraft ? fields : null, userId: scope.userId, now });
    if (!toDraft) await writeLive(tx, id, fields, now);
    await keepRevision(tx, scope, post, { version, action, data: fields, now });
    return { id, version, draft: toDraft };
  });
  if (!toDraft) {
    invalidatePosts(services);
    purgeEdgeKeys(services, [pageKey(id)]);
  }
  return result;
}

/** An editor's save: a section's heading, short texts and alt texts within their limits (server/contract/text-limits.ts), its new links leading somewhere. */
export function savePost(
  services: Services,
  scope: UserScope,
  id: number,
  seen: number,
  changes: Partial<EditableFields>,
): Promise<{ id: number; version: number; draft: boolean }> {
  for (const section of changes.components ?? []) assertSectionTexts(section.props);
  return save(services, scope, id, seen, changes, "save");
}

/**
 * The page as the editor sees it becomes what shoppers see: its draft, and an unpublished page (a new
 * one made under RequireAdminPublishing, or one taken off the site) goes live at its address. `seen`
 * is the version the editor saw; "latest" (the pages list's "Publish again", which shows no version)
 * publishes whatever the page holds and answers a live page without a draft as done. The caches of
 * posts are dropped (in every worker).
 */
export async function publishPost(
  services: Services,
  scope: UserScope,
  id: number,
  seen: number | "latest",
): Promise<{ id: number; version: number }> {
  let wentLive = false;
  let changed = true;
  const result = await services.db.transaction().execute(async (tx) => {
    const post = await postOf(tx, scope, id);
    const unpublished = post.row.status !== "published";
    if (!post.draft && !unpublished) {
      if (seen !== "latest") throw new PublishingError(m.nothingToPublish, 409);
      changed = false;
      return { id, version: post.version };
    }
    const now = new Date().toISOString();
    const version = await nextVersion(tx, post, seen === "latest" ? post.version : seen, {
      draft: null,
      userId: scope.userId,
      now,
    });
    if (post.draft) {
      await writeLive(tx, id, post.draft, now);
      await keepRevision(tx, scope, post, { version, action: "publish", data: post.draft, now });
    }
    if (unpublished) await writeStatus(tx, services, scope, post.row, "published", now);
    wentLive = unpublished;
    return { id, version };
  });
  if (wentLive) statusChanged(services, id);
  else if (changed) {
    invalidatePosts(services);
    purgeEdgeKeys(services, [pageKey(id)]);
  }
  return result;
}

/** JSON with object keys sorted, so two snapshots compare by content whatever order their keys were kept in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "object" && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** A post's revisions, newest first; the newest one whose content shoppers see now is marked `live`. */
export async function listRevisions(
  services: Services,
  scope: Scope,
  postId: number,
): Promise<(Revision & { live: boolean })[]> {
  const { row } = await postOf(services.db, scope, postId);
  const rows = await services.db
    .selectFrom("revisions")
    .leftJoin("users", "users.id", "revisions.user_id")
    .select([
      "revisions.id",
      "revisions.version",
      "revisions.action",
      "users.email",
      "revisions.created_at",
      "revisions.data",
    ])
    .where("revisions.post_id", "=", postId)
    .orderBy("revisions.id", "desc")
    .execute();
  const live = canonical(liveFields(row));
  const liveId = rows.find((r) => canonical(JSON.parse(r.data)) === live)?.id;
  return rows.map((r) => ({ ...listedRevision<Revision["action"]>(r), live: r.id === liveId }));
}

async function revisionOf(services: Services, scope: Scope, id: number) {
  const row = await services.db
    .selectFrom("revisions")
    .selectAll()
    .where("site_id", "=", scope.site.id)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new PublishingError(m.revisionNotFound, 404);
  return { postId: row.post_id, data: JSON.parse(row.data) as EditableFields };
}

/** The fields that differ between two revisions, with their values in each. */
export async function compareRevisions(
  services: Services,
  scope: Scope,
  fromId: number,
  toId: number,
): Promise<{ field: string; before: unknown; after: unknown }[]> {
  const [from, to] = await Promise.all([revisionOf(services, scope, fromId), revisionOf(services, scope, toId)]);
  return changedFields(from.data, to.data);
}

/** A revision's content saved again as a new version (to the draft with RequireAdminPublishing). */
export async function restoreRevision(
  services: Services,
  scope: UserScope,
  revisionId: number,
  seen: number,
): Promise<{ id: number; version: number; draft: boolean }> {
  const { postId, data } = await revisionOf(services, scope, revisionId);
  return save(services, scope, postId, seen, data, "restore");
}

/** A new page or blog post (the new-page dialog): title, slug, language, the sections of a template page;
 * unpublished under RequireAdminPublishing, until an editor publishes it (decision 0088). */
export async function createPage(
  services: Services,
  scope: UserScope,
  input: { title: string; slug: string; languageCode: Locale; type?: "page" | "post"; templateId?: number },
): Promise<{ id: number; url: string }> {
  const slug = checkedSlug(input.slug);
  const components = input.templateId ? (await postOf(services.db, scope, input.templateId)).row.components : "[]";
  const status = (await requiresPublishing(services, scope)) ? "draft" : "published";
  const id = await services.db.transaction().execute(async (tx) => {
    await ensureSlugFree(tx, scope, input.languageCode, slug);
    return createPost(tx, services, scope.site.id, {
      type: input.type ?? "page",
      slug,
      languageCode: input.languageCode,
      title: input.title,
      components: JSON.parse(components) as EditableFields["components"],
      status,
    });
  });
  // Again after the commit: a read between the write and the commit may have cached the old list.
  invalidatePosts(services);
  return { id, url: contentPagePath(input.languageCode, slug) };
}

/** An unpublished page or post live again from the pages list, with any draft its editors left (decision 0055). */
export async function republishPost(services: Services, scope: UserScope, id: number) {
  await publishPost(services, scope, id, "latest");
  return { id, status: "published" as const };
}
