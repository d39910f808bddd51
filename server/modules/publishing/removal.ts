/**
 * Taking pages and posts off the site (docs/decisions/0055-deleting-pages.md): unpublishing sends a
 * published page back to draft (visitors get a 404, editors still list it and may publish it
 * again); deleting is soft (status `deleted`, the slug released, the row and its revisions kept).
 * The home page, and a page a navigation link, a site element (a template or master component) or
 * another page's sections link to, are refused (decision 0074). Each change is one transaction with the page's search documents; after it
 * commits the caches of posts, search and the page's cached copies are dropped. A deleted page may
 * be restored (a draft again, at its old address if no page took it) or deleted for good
 * (docs/decisions/0066-restoring-deleted-pages.md).
 */
import type { BackofficePost, DeletedPost, PageUse } from "#server/contract/publishing";
import { pageRemovalMessages as m } from "#server/contract/publishing";
import { contentPagePath, defaultLocale, isLocale, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import type { SiteRecord } from "../site";
import { homePageGroup, invalidatePosts, translationGroupIn, translationGroupOf } from "../content";
import { pageLinkTypes, usesOfAddress } from "../content/link-uses";
import { SEARCH_RESULTS_TAG, SEARCH_VOCABULARY_TAG, syncDocuments } from "../search";
import type { Scope, UserScope } from "../scope";
import { pageKey, purgeEdgeKeys } from "../../edge-purge";
import { postNotFound, postOf, postRowOf, PublishingError, slugTaken } from "./shared";
import { leaveGroup } from "./translations";

type Status = "published" | "draft";

/**
 * The pages and posts of the caller's language, published or not (deleted ones never); with a blog
 * category (its group), those of every language that have one of its terms, the posts its count counts.
 */
export async function listBackofficePosts(
  services: Services,
  scope: Scope,
  filter: { type?: "page" | "post"; category?: number } = {},
): Promise<BackofficePost[]> {
  const { type, category } = filter;
  let query = services.db
    .selectFrom("posts")
    .select(["id", "type", "title", "slug", "status", "language_code", "translation_group", "updated_at"])
    .where("site_id", "=", scope.site.id)
    .where("status", "in", ["published", "draft"]);
  query =
    category === undefined
      ? query.where("language_code", "=", scope.language)
      : query.where("id", "in", (eb) =>
          eb
            .selectFrom("post_terms")
            .innerJoin("terms", "terms.id", "post_terms.term_id")
            .select("post_terms.post_id")
            .where("terms.site_id", "=", scope.site.id)
            .where(translationGroupIn("terms"), "=", category),
        );
  if (type) query = query.where("type", "=", type);
  // Across languages, a page's translations are listed together, in the order of their languages' codes.
  if (category !== undefined) query = query.orderBy(translationGroupIn("posts")).orderBy("language_code");
  const [rows, home] = await Promise.all([query.orderBy("id").execute(), homePageGroup(services, scope.site)]);
  return rows.map((r) => {
    const isHomePage = r.type === "page" && translationGroupOf(r) === home;
    const language: Locale = isLocale(r.language_code) ? r.language_code : scope.language;
    return {
      id: r.id,
      type: r.type,
      title: r.title,
      slug: r.slug,
      url: contentPagePath(language, r.slug, isHomePage),
      languageCode: r.language_code,
      status: r.status === "published" ? "published" : "draft",
      isHomePage,
      updatedAt: r.updated_at,
    };
  });
}

/** The page whose uses are asked for (its own sections do not count). */
interface UsedPage {
  id: number;
  slug: string;
  language_code: string;
}

/**
 * What links to a page by its slug or path (decisions 0074 and 0079): `usesOfAddress` with the link
 * types that name pages, its path in its language, its own sections left out.
 */
export async function usesOf(db: DbOrTx, site: SiteRecord, page: UsedPage, home: number | null): Promise<PageUse[]> {
  const language: Locale = isLocale(page.language_code) ? page.language_code : defaultLocale;
  return usesOfAddress(db, site, home, {
    linkTypes: pageLinkTypes,
    languageCode: page.language_code,
    slug: page.slug,
    path: contentPagePath(language, page.slug),
    ownPostId: page.id,
  });
}

/** Refuses taking the home page (any of its translations) or a page something links to off the site. */
async function ensureRemovable(
  db: DbOrTx,
  scope: Scope,
  home: number | null,
  row: { id: number; translation_group: number | null; slug: string; language_code: string },
): Promise<void> {
  if (translationGroupOf(row) === home) throw new PublishingError(m.homePageProtected, 409);
  const uses = await usesOf(db, scope.site, row, home);
  if (uses.length) throw new PublishingError(m.pageInUse, 409, {}, uses);
}

/** After a change of a page's status commits: every cache that may show it drops it. */
export function statusChanged(services: Services, id: number): void {
  invalidatePosts(services);
  services.cache.invalidate(SEARCH_VOCABULARY_TAG);
  services.cache.invalidate(SEARCH_RESULTS_TAG);
  purgeEdgeKeys(services, [pageKey(id)]);
}

/** A page's status (and, deleted, its released slug) with its search documents, in the caller's
 * transaction; the first publishing dates it. */
export async function writeStatus(
  tx: DbOrTx,
  services: Services,
  scope: Scope,
  row: { id: number; slug: string; published_at: string | null },
  next: Status | "deleted",
  now: string,
): Promise<void> {
  await tx
    .updateTable("posts")
    .set({
      status: next,
      updated_at: now,
      // A deleted page's address is free for a new one: `__` never appears in a slug an editor types.
      ...(next === "deleted" ? { slug: `${row.slug}__deleted-${row.id}` } : {}),
      ...(next === "published" && !row.published_at ? { published_at: now } : {}),
    })
    .where("id", "=", row.id)
    .execute();
  await syncDocuments({ ...services, db: tx }, scope.site.id, "pages", [row.id]);
}

/** Takes a page off the site (back to draft, or deleted) with its search documents, in one transaction. */
async function setStatus(
  services: Services,
  scope: UserScope,
  id: number,
  next: "draft" | "deleted",
): Promise<{ id: number; status: "draft" | "deleted" }> {
  // Read before the transaction: on SQLite a read outside it would wait for it to end.
  const home = await homePageGroup(services, scope.site);
  const status = await services.db.transaction().execute(async (tx) => {
    const { row } = await postOf(tx, scope, id);
    if (row.status === next) return next;
    await ensureRemovable(tx, scope, home, row);
    await writeStatus(tx, services, scope, row, next, new Date().toISOString());
    return next;
  });
  statusChanged(services, id);
  return { id, status };
}

/** A published page or post back to draft: off the site, still the editors'. */
export async function unpublishPost(services: Services, scope: UserScope, id: number) {
  return (await setStatus(services, scope, id, "draft")) as { id: number; status: Status };
}

/** Deletes a page or post (soft: the row and its revisions stay, its slug is released). */
export async function deletePost(services: Services, scope: UserScope, id: number) {
  await setStatus(services, scope, id, "deleted");
  return { id, deleted: true as const };
}

// ------------------------------------------------------------ deleted pages: restore and purge

/** The slug a deleted page had: its stored slug without the `__deleted-<id>` that released it. */
const slugBeforeDeletion = (slug: string) => slug.replace(/__deleted-\d+$/, "");
const languageOf = (code: string, fallback: Locale): Locale => (isLocale(code) ? code : fallback);

/** The site's deleted pages and posts of every language, last deleted first (deleting is their last change). */
export async function listDeletedPosts(services: Services, scope: Scope): Promise<DeletedPost[]> {
  const rows = await services.db
    .selectFrom("posts")
    .select(["id", "type", "title", "slug", "language_code", "updated_at"])
    .where("site_id", "=", scope.site.id)
    .where("status", "=", "deleted")
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  if (!rows.length) return [];
  const slugs = [...new Set(rows.map((r) => slugBeforeDeletion(r.slug)))];
  const live = await services.db
    .selectFrom("posts")
    .select(["slug", "language_code"])
    .where("site_id", "=", scope.site.id)
    .where("status", "!=", "deleted")
    .where("slug", "in", slugs)
    .execute();
  const taken = new Set(live.map((r) => `${r.language_code}\n${r.slug}`));
  return rows.map((r) => {
    const slug = slugBeforeDeletion(r.slug);
    return {
      id: r.id,
      type: r.type,
      title: r.title,
      slug,
      languageCode: r.language_code,
      url: contentPagePath(languageOf(r.language_code, scope.language), slug),
      deletedAt: r.updated_at,
      addressTaken: taken.has(`${r.language_code}\n${slug}`),
    };
  });
}

/**
 * A deleted page or post back as a draft at its old address, in one transaction. Refused (409
 * PAGE_ADDRESS_TAKEN) while another page of its language has that address. When its translation
 * group got another page of its language meanwhile, it comes back on its own (no translations).
 */
export async function restorePost(services: Services, scope: UserScope, id: number) {
  const url = await services.db.transaction().execute(async (tx) => {
    const row = await postRowOf(tx, scope, id, "deleted");
    const slug = slugBeforeDeletion(row.slug);
    const url = contentPagePath(languageOf(row.language_code, scope.language), slug);
    if (await slugTaken(tx, scope, row.language_code, slug))
      throw new PublishingError(m.addressTaken, 409, {}, { url });
    const group = translationGroupOf(row);
    const rival = await tx
      .selectFrom("posts")
      .select("id")
      .where("site_id", "=", scope.site.id)
      .where("status", "!=", "deleted")
      .where("language_code", "=", row.language_code)
      .where("id", "!=", row.id)
      .where((eb) => eb.or([eb("translation_group", "=", group), eb("id", "=", group)]))
      .executeTakeFirst();
    if (rival) await leaveGroup(tx, scope.site.id, row);
    await tx
      .updateTable("posts")
      .set({ status: "draft", slug, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    // A draft has no search documents: this drops any left over.
    await syncDocuments({ ...services, db: tx }, scope.site.id, "pages", [id]);
    return url;
  });
  statusChanged(services, id);
  return { id, status: "draft" as const, url };
}

/**
 * A deleted page or post of the site removed for good: its search documents, comments, terms,
 * revisions and draft, then the row, in one transaction. Its translations stay, still one group (a
 * group is named by a number, which no new post gets again). With `deletedBefore`, only when it was
 * deleted before that time. False, and nothing removed, when no such deleted post has the id.
 */
export async function purgeDeleted(
  services: Services,
  siteId: number,
  id: number,
  deletedBefore?: string,
): Promise<boolean> {
  const purged = await services.db.transaction().execute(async (tx) => {
    let query = tx
      .selectFrom("posts")
      .select("id")
      .where("site_id", "=", siteId)
      .where("id", "=", id)
      .where("status", "=", "deleted");
    // A deleted page is never changed after its deletion: `updated_at` is when it was deleted.
    if (deletedBefore) query = query.where("updated_at", "<", deletedBefore);
    if (!(await query.executeTakeFirst())) return false;
    await syncDocuments({ ...services, db: tx }, siteId, "pages", [id]);
    await tx.deleteFrom("comments").where("post_id", "=", id).execute();
    await tx.deleteFrom("post_terms").where("post_id", "=", id).execute();
    await tx.deleteFrom("revisions").where("post_id", "=", id).execute();
    await tx.deleteFrom("post_edits").where("post_id", "=", id).execute();
    await tx.deleteFrom("posts").where("id", "=", id).execute();
    return true;
  });
  if (purged) statusChanged(services, id);
  return purged;
}

/** An editor deletes a deleted page or post for good; 404 when no deleted post of the site has the id. */
export async function purgePost(services: Services, scope: UserScope, id: number) {
  if (!(await purgeDeleted(services, scope.site.id, id))) throw postNotFound();
  return { id, purged: true as const };
}
