import type { Media, Post, Section, Term } from "#server/contract/cms";
import { contentPagePath, HOME_PAGE_SLUG, isLocale, pagePath, type Locale } from "#server/contract/urls";
import { sql, type RawBuilder, type Selectable } from "kysely";
import type { PostsTable, TermsTable } from "#server/db/schema";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { mediaByIds } from "../media";
import type { Scope } from "../scope";
import type { SiteRecord } from "../site";
import { sanitizeRichText, sanitizeSectionProps } from "./sanitize";

export { sanitizeRichText, sanitizeSectionProps } from "./sanitize";

/**
 * The memo's tag of everything read from posts and their categories: the home page's group, which
 * post a slug names, and post lists. Every write of a post invalidates it (`invalidatePosts`), in
 * every worker. Media stay out of it (resolved on each read): they are written elsewhere.
 */
const POSTS = "posts";
/** Slugs and filters come from URLs: entries of a tag with a lifetime are swept above 10,000. */
const POST_READS = { ttlMs: 10 * 60_000 };
type PostRow = Selectable<PostsTable>;

export type PostAccess = Post["access"];

/** The translation group of the home page: the page whose slug is the HomePageSlug option. */
export async function homePageGroup(services: Services, site: SiteRecord): Promise<number | null> {
  return services.cache.get(POSTS, `home:${site.id}`, async () => {
    const option = await services.db
      .selectFrom("cms_options")
      .select("value")
      .where("site_id", "=", site.id)
      .where("key", "=", "HomePageSlug")
      .executeTakeFirst();
    const slug = option?.value || HOME_PAGE_SLUG;
    const row = await services.db
      .selectFrom("posts")
      .select(["id", "translation_group"])
      .where("site_id", "=", site.id)
      .where("slug", "=", slug)
      .where("language_code", "=", site.defaultLanguage)
      .executeTakeFirst();
    return row ? translationGroupOf(row) : null;
  });
}

/**
 * The translation group of a post (or a blog category, or an event): the number in its
 * `translation_group`, or its own id when that is empty (a post on its own, or the anchor whose id
 * names its group).
 */
export function translationGroupOf(row: { id: number; translation_group: number | null }): number {
  return row.translation_group ?? row.id;
}

/** translationGroupOf in SQL, for the table (or alias) `table`. */
export function translationGroupIn(table: string): RawBuilder<number> {
  return sql<number>`coalesce(${sql.ref(`${table}.translation_group`)}, ${sql.ref(`${table}.id`)})`;
}

/** Every `mediaId` number inside section props. */
function collectMediaIds(value: unknown, into: number[]): number[] {
  if (Array.isArray(value)) for (const v of value) collectMediaIds(v, into);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "mediaId" && typeof v === "number") into.push(v);
      else collectMediaIds(v, into);
    }
  }
  return into;
}

/** Section props name images by `mediaId`; the answer adds the resolved `media` beside each. */
function withMedia(value: unknown, media: Map<number, Media>): unknown {
  if (Array.isArray(value)) return value.map((v) => withMedia(v, media));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withMedia(v, media);
    if (typeof out.mediaId === "number") out.media = media.get(out.mediaId) ?? null;
    return out;
  }
  return value;
}

/** Sections as pages render them: each `mediaId` with its resolved `media` beside it. */
export async function sectionsWithMedia(
  services: Services,
  site: SiteRecord,
  language: Locale,
  sections: Section[],
): Promise<Section[]> {
  const media = await mediaByIds(services, site, language, collectMediaIds(sections, []));
  return withMedia(sections, media) as Section[];
}

/** Sections as they are stored: the `media` resolved beside a `mediaId` left out (it is derived). */
export function sectionsToStore(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sectionsToStore);
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([k]) => !(k === "media" && "mediaId" in value));
    return Object.fromEntries(entries.map(([k, v]) => [k, sectionsToStore(v)]));
  }
  return value;
}

const toTerm = (r: Selectable<TermsTable>): Term => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  background: r.background,
});

/** The blog's categories in a language, in their order (one, by its slug, if asked). */
export async function listTerms(services: Services, { site, language }: Scope, slug?: string): Promise<Term[]> {
  let query = services.db
    .selectFrom("terms")
    .selectAll()
    .where("site_id", "=", site.id)
    .where("language_code", "=", language);
  if (slug) query = query.where("slug", "=", slug);
  return (await query.orderBy("position").orderBy("id").execute()).map(toTerm);
}

/** The categories of some posts, by post id. */
async function termsOfPosts(services: Services, postIds: number[]): Promise<Map<number, Term[]>> {
  const byPost = new Map<number, Term[]>();
  if (!postIds.length) return byPost;
  const rows = await services.db
    .selectFrom("post_terms")
    .innerJoin("terms", "terms.id", "post_terms.term_id")
    .selectAll("terms")
    .select("post_terms.post_id")
    .where("post_terms.post_id", "in", postIds)
    .orderBy("terms.position")
    .execute();
  for (const row of rows) byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), toTerm(row)]);
  return byPost;
}

/** Posts as read from the database, with what their answer adds but media: cacheable under POSTS. */
interface PostFacts {
  rows: PostRow[];
  components: Section[][];
  mediaIds: number[];
  posts: Omit<Post, "components" | "media">[];
}

/** Posts as answered: their facts with the media their sections and covers name, read now. */
async function withPostMedia(services: Services, { site, language }: Scope, facts: PostFacts): Promise<Post[]> {
  if (!facts.rows.length) return [];
  const media = await mediaByIds(services, site, language, facts.mediaIds);
  return facts.posts.map((post, index) => {
    const mediaId = facts.rows[index]!.media_id;
    return {
      ...post,
      components: withMedia(facts.components[index], media) as Section[],
      media: mediaId ? (media.get(mediaId) ?? null) : null,
    };
  });
}

async function postFacts(services: Services, site: SiteRecord, rows: PostRow[]): Promise<PostFacts> {
  if (!rows.length) return { rows, components: [], mediaIds: [], posts: [] };
  const components = rows.map((r) => JSON.parse(r.components) as Section[]);
  const mediaIds = rows.map((r) => r.media_id).filter((id): id is number => id !== null);
  for (const list of components) collectMediaIds(list, mediaIds);
  const [home, translations, terms] = await Promise.all([
    homePageGroup(services, site),
    services.db
      .selectFrom("posts")
      .select(["id", "slug", "language_code", "translation_group"])
      .where("site_id", "=", site.id)
      .where("status", "=", "published")
      .where("translation_group", "in", [...new Set(rows.map(translationGroupOf))])
      .execute(),
    termsOfPosts(
      services,
      rows.filter((r) => r.type === "post").map((r) => r.id),
    ),
  ]);
  const posts = rows.map((r): PostFacts["posts"][number] => {
    const isHomePage = translationGroupOf(r) === home;
    const locale = r.language_code as Locale;
    return {
      id: r.id,
      slug: r.slug,
      type: { slug: r.type },
      languageCode: r.language_code,
      title: r.title,
      excerpt: r.excerpt,
      body: r.body,
      status: r.status === "published" ? "published" : "draft",
      access: (["guest-only", "auth-required"].includes(r.access) ? r.access : "public") as PostAccess,
      metaTitle: r.meta_title,
      metaDescription: r.meta_description,
      post_author: r.author_name,
      categories: terms.get(r.id) ?? [],
      isHomePage,
      url: contentPagePath(locale, r.slug, isHomePage),
      translations: translations
        .filter((t) => translationGroupOf(t) === translationGroupOf(r) && isLocale(t.language_code))
        .map((t) => ({
          languageCode: t.language_code,
          slug: t.slug,
          url: contentPagePath(t.language_code as Locale, t.slug, isHomePage),
        })),
      created_at: r.created_at,
      published_at: r.published_at,
      updated_at: r.updated_at,
    };
  });
  return { rows, components, mediaIds, posts };
}

export interface PostFilter {
  display: "components" | "legacy";
  postTypeSlugs?: string[];
  ids?: number[];
  excludeIds?: number[];
  slugs?: string[];
  termIds?: number[];
  termSlugs?: string[];
  limit: number;
  page: number;
  sort: { field: "published_at" | "created_at" | "title" | "id"; direction: "asc" | "desc" };
}

/** Published posts of a language. `display: "components"` lists pages, `legacy` blog posts unless
 * postTypeSlugs says otherwise. */
export async function filterPosts(services: Services, scope: Scope, filter: PostFilter) {
  const { site, language } = scope;
  const key = `${site.id}:${language}:${JSON.stringify(filter)}`;
  const { facts, ...page } = await services.cache.get(POSTS, key, () => readPosts(services, scope, filter), POST_READS);
  return { records: await withPostMedia(services, scope, facts), ...page };
}

async function readPosts(services: Services, { site, language }: Scope, filter: PostFilter) {
  const types = filter.postTypeSlugs?.length
    ? filter.postTypeSlugs
    : [filter.display === "components" ? "page" : "post"];
  let query = services.db
    .selectFrom("posts")
    .where("site_id", "=", site.id)
    .where("language_code", "=", language)
    .where("status", "=", "published")
    .where("type", "in", types);
  if (filter.ids?.length) query = query.where("id", "in", filter.ids);
  if (filter.slugs?.length) query = query.where("slug", "in", filter.slugs);
  if (filter.excludeIds?.length) query = query.where("id", "not in", filter.excludeIds);
  if (filter.termIds?.length || filter.termSlugs?.length) {
    const { termIds, termSlugs } = filter;
    query = query.where("id", "in", (eb) => {
      let terms = eb
        .selectFrom("post_terms")
        .innerJoin("terms", "terms.id", "post_terms.term_id")
        .select("post_terms.post_id")
        .where("terms.site_id", "=", site.id);
      if (termIds?.length) terms = terms.where("terms.id", "in", termIds);
      if (termSlugs?.length)
        terms = terms.where("terms.slug", "in", termSlugs).where("terms.language_code", "=", language);
      return terms;
    });
  }
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy(filter.sort.field, filter.sort.direction)
      .orderBy("id", filter.sort.direction)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
  ]);
  const totalRecords = Number(count);
  return {
    facts: await postFacts(services, site, rows),
    totalRecords,
    totalPages: Math.max(1, Math.ceil(totalRecords / filter.limit)),
  };
}

/**
 * An unpublished page or post of the caller's language by its slug, read now (never cached: only
 * edit mode asks, before it is published); null when none has it.
 */
export async function unpublishedPost(services: Services, scope: Scope, slug: string): Promise<Post | null> {
  const rows = await services.db
    .selectFrom("posts")
    .selectAll()
    .where("site_id", "=", scope.site.id)
    .where("language_code", "=", scope.language)
    .where("slug", "=", slug)
    .where("status", "=", "draft")
    .execute();
  const [found] = await withPostMedia(services, scope, await postFacts(services, scope.site, rows));
  return found ?? null;
}

/**
 * Which published post a slug names in a language; the home page slug finds the home page's
 * translation. With `originalTranslation`, a slug of another language finds this language's
 * translation of that post (the storefront then redirects to its own URL).
 */
export function decide(services: Services, scope: Scope, slug: string, originalTranslation = false) {
  const key = `decide:${scope.site.id}:${scope.language}:${originalTranslation}:${slug}`;
  return services.cache.get(POSTS, key, () => findPost(services, scope, slug, originalTranslation), POST_READS);
}

async function findPost(services: Services, { site, language }: Scope, slug: string, originalTranslation: boolean) {
  let row = await services.db
    .selectFrom("posts")
    .select(["id", "slug", "type", "language_code", "translation_group"])
    .where("site_id", "=", site.id)
    .where("language_code", "=", language)
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!row && slug === HOME_PAGE_SLUG) {
    const group = await homePageGroup(services, site);
    if (group !== null) row = await translationIn(services.db, site.id, group, language);
  }
  if (!row && originalTranslation) {
    const elsewhere = await services.db
      .selectFrom("posts")
      .select(["id", "translation_group"])
      .where("site_id", "=", site.id)
      .where("slug", "=", slug)
      .where("status", "=", "published")
      .orderBy("id")
      .executeTakeFirst();
    if (elsewhere) row = await translationIn(services.db, site.id, translationGroupOf(elsewhere), language);
  }
  if (!row) return null;
  return {
    type: row.type === "page" ? ("page" as const) : ("post" as const),
    id: row.id,
    slug: row.slug,
    languageCode: row.language_code,
  };
}

function translationIn(db: DbOrTx, siteId: number, group: number, language: Locale) {
  return db
    .selectFrom("posts")
    .select(["id", "slug", "type", "language_code", "translation_group"])
    .where("site_id", "=", siteId)
    .where("language_code", "=", language)
    .where("status", "=", "published")
    .where((eb) => eb.or([eb("translation_group", "=", group), eb("id", "=", group)]))
    .executeTakeFirst();
}

/** The URL of a post's translation; the new language's home page when there is none. Null when the post is unknown. */
export async function urlOnLanguage(
  services: Services,
  { site }: Scope,
  postId: number,
  newLanguage: Locale,
): Promise<string | null> {
  const source = await services.db
    .selectFrom("posts")
    .select(["id", "translation_group"])
    .where("site_id", "=", site.id)
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!source) return null;
  const group = translationGroupOf(source);
  const [target, home] = await Promise.all([
    translationIn(services.db, site.id, group, newLanguage),
    homePageGroup(services, site),
  ]);
  if (!target) return contentPagePath(newLanguage, "", true);
  return contentPagePath(newLanguage, target.slug, group === home);
}

/**
 * The blog URL of a category's translation (spec section 7, finder/getUrlOnLanguage with a termId);
 * the new language's blog when the category has none. Null when the category is unknown.
 */
export async function termUrlOnLanguage(
  services: Services,
  { site }: Scope,
  termId: number,
  newLanguage: Locale,
): Promise<string | null> {
  const source = await services.db
    .selectFrom("terms")
    .select(["id", "translation_group"])
    .where("site_id", "=", site.id)
    .where("id", "=", termId)
    .executeTakeFirst();
  if (!source) return null;
  const group = translationGroupOf(source);
  const target = await services.db
    .selectFrom("terms")
    .select("slug")
    .where("site_id", "=", site.id)
    .where("language_code", "=", newLanguage)
    .where((eb) => eb.or([eb("translation_group", "=", group), eb("id", "=", group)]))
    .executeTakeFirst();
  return pagePath("blog", newLanguage, { slug: target?.slug });
}

export interface NewPost {
  type: string;
  slug: string;
  languageCode: Locale;
  title: string;
  excerpt?: string;
  body?: string;
  components?: Section[];
  status?: "published" | "draft";
  access?: PostAccess;
  metaTitle?: string;
  metaDescription?: string;
  mediaId?: number | null;
  authorName?: string;
  /** The id of the post this one translates. */
  translationOf?: number;
  publishedAt?: string;
}

/** Writes a post with its rich text sanitized; returns its id. */
export async function createPost(db: DbOrTx, services: Services, siteId: number, post: NewPost): Promise<number> {
  const now = new Date().toISOString();
  const components = (post.components ?? []).map((s) => ({
    ...s,
    props: sanitizeSectionProps(s.props) as Record<string, unknown>,
  }));
  const { id } = await db
    .insertInto("posts")
    .values({
      site_id: siteId,
      type: post.type,
      slug: post.slug,
      language_code: post.languageCode,
      translation_group: post.translationOf ?? null,
      title: post.title,
      excerpt: post.excerpt ?? "",
      body: sanitizeRichText(post.body ?? ""),
      components: JSON.stringify(components),
      status: post.status ?? "published",
      access: post.access ?? "public",
      meta_title: post.metaTitle ?? "",
      meta_description: post.metaDescription ?? "",
      media_id: post.mediaId ?? null,
      author_name: post.authorName ?? "",
      published_at: (post.status ?? "published") === "published" ? (post.publishedAt ?? now) : null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (post.translationOf === undefined)
    await db.updateTable("posts").set({ translation_group: id }).where("id", "=", id).execute();
  invalidatePosts(services);
  return id;
}

export function invalidatePosts(services: Services): void {
  services.cache.invalidate(POSTS);
}
