/**
 * Sitemaps (issue 14 item 8): the pages, blog posts, the blog's listings, listable products, the
 * shop's listings (its own and each category's) and events of a site in one language, each with its
 * path in every language (hreflang alternates) and when it last changed. Entries are read by
 * ascending id after a given one (keyset paging: a part deep into a 100,000-product catalog costs
 * what the first does), and `sitemapCounts` cuts each kind into parts by id so that the storefront
 * can name and stream the parts of a sitemap index.
 */
import { sql, type SelectQueryBuilder } from "kysely";
import type { SitemapEntry, SitemapKind, SitemapPart } from "#server/contract/sitemap";
import { contentPagePath, locales, pagePath, type Locale } from "#server/contract/urls";
import type { Database } from "#server/db/schema";
import type { Services } from "#server/services";
import { categoryData } from "../catalog";
import { homePageGroup, translationGroupOf } from "../content";
import { eventPath } from "../events";
import type { Scope } from "../scope";

type Translations = Map<string, { slug: string }>;

/** The slug an item shows in a language: its own, else the site's default language's, else any
 * (the catalog's rule: cards.ts namesOf, index.ts toCategory), else its id. */
function slugIn(translations: Translations, language: Locale, defaultLanguage: Locale, id: number): string {
  return (
    (translations.get(language) ?? translations.get(defaultLanguage) ?? [...translations.values()][0])?.slug ??
    String(id)
  );
}

/** Every language's path of an item that exists in all of them (products and categories). */
function everyLanguage(
  id: number,
  lastmod: string | null,
  language: Locale,
  pathIn: (locale: Locale) => string,
): SitemapEntry {
  const alternates = locales.map((locale) => ({ language: locale, path: pathIn(locale) }));
  return { id, path: pathIn(language), lastmod, alternates };
}

/** Published posts of a type in the scope's language: what filterPosts lists. */
function publishedPosts(services: Services, { site, language }: Scope, type: "page" | "post") {
  return services.db
    .selectFrom("posts")
    .where("site_id", "=", site.id)
    .where("language_code", "=", language)
    .where("status", "=", "published")
    .where("type", "=", type);
}

/** Published events of the scope's language, past ones too (their pages stay). */
function publishedEvents(services: Services, { site, language }: Scope) {
  return services.db
    .selectFrom("events")
    .where("site_id", "=", site.id)
    .where("language_code", "=", language)
    .where("status", "=", "published");
}

async function eventEntries(services: Services, scope: Scope, afterId: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await publishedEvents(services, scope)
    .select(["id", "translation_group", "updated_at"])
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
  if (!rows.length) return [];
  const translations = await services.db
    .selectFrom("events")
    .select(["id", "language_code", "translation_group"])
    .where("site_id", "=", scope.site.id)
    .where("status", "=", "published")
    .where("translation_group", "in", [...new Set(rows.map(translationGroupOf))])
    .where("language_code", "in", [...locales])
    .orderBy("language_code")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    path: eventPath(scope.language, r.id),
    lastmod: r.updated_at,
    alternates: translations
      .filter((t) => translationGroupOf(t) === translationGroupOf(r))
      .map((t) => ({ language: t.language_code as Locale, path: eventPath(t.language_code as Locale, t.id) })),
  }));
}

/** Products a visitor can open (the catalog index's listable products, load.ts): no variants, no
 * archived ones, only those visible on their own. */
function listableProducts(services: Services, { site }: Scope) {
  return services.db
    .selectFrom("products")
    .where("site_id", "=", site.id)
    .where("parent_id", "is", null)
    .where("is_visible_individually", "=", 1)
    .where("archived", "=", 0);
}

async function postEntries(
  services: Services,
  scope: Scope,
  type: "page" | "post",
  afterId: number,
  limit: number,
): Promise<SitemapEntry[]> {
  const rows = await publishedPosts(services, scope, type)
    .select(["id", "slug", "translation_group", "updated_at"])
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
  if (!rows.length) return [];
  const [home, translations] = await Promise.all([
    homePageGroup(services, scope.site),
    services.db
      .selectFrom("posts")
      .select(["id", "slug", "language_code", "translation_group"])
      .where("site_id", "=", scope.site.id)
      .where("status", "=", "published")
      .where("translation_group", "in", [...new Set(rows.map(translationGroupOf))])
      .where("language_code", "in", [...locales])
      .orderBy("language_code")
      .execute(),
  ]);
  // The storefront's paths: pages and posts at the root (the home page at the locale's root);
  // /blog/{slug} is a category's listing, not a post.
  const pathOf = (locale: Locale, slug: string, group: number) =>
    contentPagePath(locale, slug, type === "page" && group === home);
  return rows.map((r) => {
    const group = translationGroupOf(r);
    return {
      id: r.id,
      path: pathOf(scope.language, r.slug, group),
      lastmod: r.updated_at,
      alternates: translations
        .filter((t) => translationGroupOf(t) === group)
        .map((t) => ({ language: t.language_code as Locale, path: pathOf(t.language_code as Locale, t.slug, group) })),
    };
  });
}

async function productEntries(
  services: Services,
  scope: Scope,
  afterId: number,
  limit: number,
): Promise<SitemapEntry[]> {
  const rows = await listableProducts(services, scope)
    .select(["id", "updated_at"])
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
  if (!rows.length) return [];
  const translations = await services.db
    .selectFrom("product_translations")
    .select(["product_id", "language_code", "slug"])
    .where(
      "product_id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  const byProduct = new Map<number, Translations>();
  for (const t of translations) {
    let map = byProduct.get(t.product_id);
    if (!map) byProduct.set(t.product_id, (map = new Map()));
    map.set(t.language_code, t);
  }
  const { language, site } = scope;
  return rows.map((r) => {
    const names = byProduct.get(r.id) ?? new Map();
    return everyLanguage(r.id, r.updated_at, language, (locale) =>
      pagePath("product", locale, { slug: slugIn(names, locale, site.defaultLanguage, r.id) }),
    );
  });
}

/** Categories come from the catalog's cached tree (a few hundred at most), sorted by id. */
async function sortedCategories(services: Services, { site }: Scope) {
  const data = await categoryData(services, site);
  return [...data.byId.values()].sort((a, b) => a.id - b.id);
}

/** A list's own listing's sitemap id (the shop's, the blog's); the listing of one of its categories
 * has the category's id + 1: one id per entry for keyset paging. */
const OWN_LISTING_ID = 1;

/**
 * The shop's listings in the scope's language, by ascending id: the shop's own (`/shop`, `/hr/shop`,
 * every product), with its latest listed product's change, and each category's (`/shop/{slug}`),
 * in every language. Categories record no change time: no lastmod rather than a made-up one.
 */
async function shopListings(services: Services, scope: Scope): Promise<SitemapEntry[]> {
  const { site, language } = scope;
  const [categories, latest] = await Promise.all([
    sortedCategories(services, scope),
    listableProducts(services, scope)
      .select(sql<string | null>`max(updated_at)`.as("lastmod"))
      .executeTakeFirst(),
  ]);
  const own = everyLanguage(OWN_LISTING_ID, latest?.lastmod ?? null, language, (locale) => pagePath("shop", locale));
  return [
    own,
    ...categories.map((c) =>
      everyLanguage(c.id + OWN_LISTING_ID, null, language, (locale) =>
        pagePath("shop", locale, { slug: slugIn(c.translations, locale, site.defaultLanguage, c.id) }),
      ),
    ),
  ];
}

/**
 * The blog's listings in the scope's language, by ascending id: the blog's own (`/blog`,
 * `/hr/objave`) and each of its categories' (`/blog/{slug}`), each with its path in every language
 * it exists in and its latest post's change. A site has a few dozen categories at most: read whole.
 */
async function blogListings(services: Services, scope: Scope): Promise<SitemapEntry[]> {
  const { site, language } = scope;
  const [terms, latest, latestByTerm] = await Promise.all([
    services.db
      .selectFrom("terms")
      .select(["id", "slug", "language_code", "translation_group"])
      .where("site_id", "=", site.id)
      .where("language_code", "in", [...locales])
      .orderBy("language_code")
      .orderBy("id")
      .execute(),
    publishedPosts(services, scope, "post")
      .select(sql<string | null>`max(updated_at)`.as("lastmod"))
      .executeTakeFirst(),
    publishedPosts(services, scope, "post")
      .innerJoin("post_terms", "post_terms.post_id", "posts.id")
      .select(["post_terms.term_id", sql<string>`max(posts.updated_at)`.as("lastmod")])
      .groupBy("post_terms.term_id")
      .execute(),
  ]);
  const lastmodOf = new Map(latestByTerm.map((r) => [r.term_id, r.lastmod]));
  const own: SitemapEntry = {
    id: OWN_LISTING_ID,
    path: pagePath("blog", language),
    lastmod: latest?.lastmod ?? null,
    alternates: locales.map((locale) => ({ language: locale, path: pagePath("blog", locale) })),
  };
  const categories = terms
    .filter((t) => t.language_code === language)
    .map((term) => ({
      id: term.id + OWN_LISTING_ID,
      path: pagePath("blog", language, { slug: term.slug }),
      lastmod: lastmodOf.get(term.id) ?? null,
      alternates: terms
        .filter((t) => translationGroupOf(t) === translationGroupOf(term))
        .map((t) => ({
          language: t.language_code as Locale,
          path: pagePath("blog", t.language_code as Locale, { slug: t.slug }),
        })),
    }));
  return [own, ...categories];
}

/** One kind's entries after `afterId`, ascending by id, and where the next page starts (null at the end). */
export async function sitemapEntries(
  services: Services,
  scope: Scope,
  query: { kind: SitemapKind; afterId: number; limit: number },
): Promise<{ entries: SitemapEntry[]; nextAfterId: number | null }> {
  const { kind, afterId, limit } = query;
  const entries =
    kind === "pages" || kind === "posts"
      ? await postEntries(services, scope, kind === "pages" ? "page" : "post", afterId, limit)
      : kind === "products"
        ? await productEntries(services, scope, afterId, limit)
        : kind === "events"
          ? await eventEntries(services, scope, afterId, limit)
          : (await (kind === "blog" ? blogListings : shopListings)(services, scope))
              .filter((e) => e.id > afterId)
              .slice(0, limit);
  return { entries, nextAfterId: entries.length === limit ? entries[entries.length - 1].id : null };
}

type Numbered = SelectQueryBuilder<
  Database,
  "posts" | "products" | "events",
  { id: number; updated_at: string; n: number }
>;

/** Cuts rows into parts of `partSize` by ascending id in the database (a window function), so that
 * the index of a large catalog does not read its ids. */
async function partsOf(
  services: Services,
  query: SelectQueryBuilder<Database, "posts" | "products" | "events", object>,
  partSize: number,
): Promise<SitemapPart[]> {
  const numbered: Numbered = query.select(["id", "updated_at", sql<number>`row_number() over (order by id)`.as("n")]);
  // A literal, not a parameter: the same expression must appear in select and group by.
  const part = sql<number>`(r.n - 1) / ${sql.lit(partSize)}`;
  const rows = await services.db
    .selectFrom(numbered.as("r"))
    .select([
      part.as("part"),
      sql<number>`count(*)`.as("count"),
      sql<number>`min(r.id)`.as("first_id"),
      sql<string>`max(r.updated_at)`.as("lastmod"),
    ])
    .groupBy(part)
    .orderBy("part")
    .execute();
  return rows.map((r) => ({ afterId: Number(r.first_id) - 1, count: Number(r.count), lastmod: r.lastmod }));
}

/** A short list read whole (the shop's and the blog's listings), sorted by id, cut into parts of
 * `partSize`, each with the latest change among its entries. */
function partsOfList(sorted: { id: number; lastmod: string | null }[], partSize: number): SitemapPart[] {
  const parts: SitemapPart[] = [];
  for (let i = 0; i < sorted.length; i += partSize) {
    const part = sorted.slice(i, i + partSize);
    const stamps = part.flatMap((e) => (e.lastmod === null ? [] : [e.lastmod])).sort();
    parts.push({ afterId: part[0].id - 1, count: part.length, lastmod: stamps.at(-1) ?? null });
  }
  return parts;
}

/** Each kind's count in the scope's language, cut into parts of at most `partSize` entries, each
 * with the last change among its entries. */
export async function sitemapCounts(services: Services, scope: Scope, partSize: number) {
  const [pages, posts, blog, products, categories, events] = await Promise.all([
    partsOf(services, publishedPosts(services, scope, "page"), partSize),
    partsOf(services, publishedPosts(services, scope, "post"), partSize),
    blogListings(services, scope).then((listings) => partsOfList(listings, partSize)),
    partsOf(services, listableProducts(services, scope), partSize),
    shopListings(services, scope).then((listings) => partsOfList(listings, partSize)),
    partsOf(services, publishedEvents(services, scope), partSize),
  ]);
  const byKind: Record<SitemapKind, SitemapPart[]> = { pages, posts, blog, products, categories, events };
  return {
    kinds: Object.entries(byKind).map(([kind, parts]) => ({
      kind: kind as SitemapKind,
      count: parts.reduce((sum, p) => sum + p.count, 0),
      lastmod: parts.reduce<string | null>(
        (latest, p) => (p.lastmod !== null && (latest === null || p.lastmod > latest) ? p.lastmod : latest),
        null,
      ),
      parts,
    })),
  };
}
