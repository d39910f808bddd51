/**
 * Translation links of pages and posts (spec section 7: link/{id}/createTranslationFromOriginal,
 * postTranslation bulkExisting): the posts of one translation group are one page in several
 * languages, which the language switcher and hreflang follow (server/modules/content). A group is
 * named by a post's id (`translation_group`); every change is one transaction.
 */
import type { Selectable } from "kysely";
import type { TranslationLink } from "#server/contract/publishing";
import { publishingMessages as m } from "#server/contract/publishing";
import { contentPagePath, isLocale, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { PostsTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { createPost, invalidatePosts, translationGroupOf } from "../content";
import type { Scope, UserScope } from "../scope";
import { checkedSlug, ensureSlugFree, postOf, PublishingError, requiresPublishing } from "./shared";

function toLink(row: Selectable<PostsTable>): TranslationLink {
  const language: Locale = isLocale(row.language_code) ? row.language_code : "en";
  return {
    id: row.id,
    title: row.title,
    languageCode: row.language_code,
    slug: row.slug,
    url: contentPagePath(language, row.slug),
  };
}

/** The posts of a group, the anchor (whose id names it) included even when its own column is empty. */
function groupMembers(db: DbOrTx, siteId: number, group: number) {
  return db
    .selectFrom("posts")
    .selectAll()
    .where("site_id", "=", siteId)
    .where("status", "!=", "deleted")
    .where((eb) => eb.or([eb("translation_group", "=", group), eb("id", "=", group)]))
    .orderBy("id")
    .execute();
}

async function translationsOf(db: DbOrTx, siteId: number, row: Selectable<PostsTable>) {
  return (await groupMembers(db, siteId, translationGroupOf(row))).filter((r) => r.id !== row.id);
}

export async function listTranslations(services: Services, scope: Scope, id: number) {
  const { row } = await postOf(services.db, scope, id);
  const translations = await translationsOf(services.db, scope.site.id, row);
  const candidates = await services.db
    .selectFrom("posts")
    .selectAll()
    .where("site_id", "=", scope.site.id)
    .where("type", "=", row.type)
    .where("status", "!=", "deleted")
    .where("language_code", "!=", row.language_code)
    .where("id", "not in", [row.id, ...translations.map((t) => t.id)])
    .orderBy("title")
    .limit(500)
    .execute();
  return { translations: translations.map(toLink), candidates: candidates.map(toLink) };
}

/** 400 for the post's own language, 409 when its group already has a post in that language. */
async function refuseTaken(db: DbOrTx, siteId: number, row: Selectable<PostsTable>, language: string, except?: number) {
  if (language === row.language_code) throw new PublishingError(m.sameLanguage, 400);
  const members = await groupMembers(db, siteId, translationGroupOf(row));
  if (members.some((r) => r.language_code === language && r.id !== except))
    throw new PublishingError(m.alreadyTranslated, 409);
}

/** The anchor of a group keeps its own id in `translation_group`, so the group's queries find it. */
async function anchor(db: DbOrTx, row: Selectable<PostsTable>): Promise<number> {
  const group = translationGroupOf(row);
  if (row.translation_group === null)
    await db.updateTable("posts").set({ translation_group: group }).where("id", "=", row.id).execute();
  return group;
}

/** A copy of the original in another language at its own slug, linked as its translation. */
export async function createTranslation(
  services: Services,
  scope: UserScope,
  id: number,
  input: { languageCode: Locale; slug: string },
): Promise<{ id: number; url: string }> {
  const slug = checkedSlug(input.slug);
  const status = (await requiresPublishing(services, scope)) ? "draft" : "published";
  const created = await services.db.transaction().execute(async (tx) => {
    const { row } = await postOf(tx, scope, id);
    await refuseTaken(tx, scope.site.id, row, input.languageCode);
    await ensureSlugFree(tx, scope, input.languageCode, slug);
    const group = await anchor(tx, row);
    return createPost(tx, services, scope.site.id, {
      type: row.type === "post" ? "post" : "page",
      slug,
      languageCode: input.languageCode,
      translationOf: group,
      title: row.title,
      excerpt: row.excerpt,
      body: row.body,
      components: JSON.parse(row.components) as [],
      metaTitle: row.meta_title,
      metaDescription: row.meta_description,
      mediaId: row.media_id,
      status,
    });
  });
  invalidatePosts(services);
  return { id: created, url: contentPagePath(input.languageCode, slug) };
}

/** Moves an existing post into a post's group (out of the one it was in). */
export async function linkTranslation(services: Services, scope: UserScope, id: number, translationId: number) {
  const translations = await services.db.transaction().execute(async (tx) => {
    const { row } = await postOf(tx, scope, id);
    const other = (await postOf(tx, scope, translationId)).row;
    if (other.id === row.id) throw new PublishingError(m.sameLanguage, 400);
    await refuseTaken(tx, scope.site.id, row, other.language_code, other.id);
    await leaveGroup(tx, scope.site.id, other);
    const group = await anchor(tx, row);
    await tx.updateTable("posts").set({ translation_group: group }).where("id", "=", other.id).execute();
    return translationsOf(tx, scope.site.id, { ...row, translation_group: group });
  });
  invalidatePosts(services);
  return { translations: translations.map(toLink) };
}

/**
 * The post leaves its translation group and is on its own again. When its id names the group, the
 * other members, deleted ones included, are named by the next member's id from then on: a deleted
 * member restored later goes back to the translations it had, not to the post that left.
 */
export async function leaveGroup(db: DbOrTx, siteId: number, row: { id: number; translation_group: number | null }) {
  if (translationGroupOf(row) === row.id) {
    const next = await db
      .selectFrom("posts")
      .select("id")
      .where("site_id", "=", siteId)
      .where("translation_group", "=", row.id)
      .where("id", "!=", row.id)
      .orderBy("id")
      .executeTakeFirst();
    if (next)
      await db
        .updateTable("posts")
        .set({ translation_group: next.id })
        .where("site_id", "=", siteId)
        .where("translation_group", "=", row.id)
        .where("id", "!=", row.id)
        .execute();
  }
  await db.updateTable("posts").set({ translation_group: null }).where("id", "=", row.id).execute();
}

export async function unlinkTranslation(services: Services, scope: UserScope, id: number) {
  await services.db
    .transaction()
    .execute(async (tx) => leaveGroup(tx, scope.site.id, (await postOf(tx, scope, id)).row));
  invalidatePosts(services);
  return { unlinked: true as const };
}
