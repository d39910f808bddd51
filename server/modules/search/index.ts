/**
 * Site search (spec sections 2 and 4): pages, products, blog posts and product categories in one
 * full-text index per database (SQLite FTS5 `search_fts`, PostgreSQL tsvector `tsv`; see
 * migration 0003_search).
 *
 * Matching: the query is folded like the documents (case and diacritics ignored), split into
 * words, and every word must match. The last word, and every word of 3 letters or more, matches as
 * a prefix. A word of 4 letters or more that no indexed word equals or starts with is also matched
 * by the indexed words one typo away (Damerau-Levenshtein distance 1), found in an in-memory
 * vocabulary per site and language. Ranking: documents whose title holds every word first, then
 * bm25 / ts_rank, then id. User text only ever reaches FTS5 and to_tsquery as quoted terms.
 */
import { sql, type Kysely } from "kysely";
import { searchCategories, type SearchCategory, type SearchHit } from "../../contract/catalog";
import type { Locale } from "../../contract/urls";
import type { Database, DbOrTx, DialectName } from "../../db";
import type { Services } from "../../services";
import { mediaByIds } from "../media";
import type { SiteRecord } from "../site";
import { categoryDocuments, postDocuments, productDocuments, siteDocuments, type SearchDocument } from "./documents";
import { excerpt, fts5Query, normalize, queryWords, tsquery, type QueryGroup } from "./text";
import { MIN_TYPO_LENGTH, Vocabulary } from "./vocabulary";

export type { SearchDocument } from "./documents";
export { fold, normalize, words, queryWords, htmlToText, fts5Query, tsquery, withinOneEdit } from "./text";
export { Vocabulary } from "./vocabulary";

/** The cache tag of the vocabularies; every write to the index drops it (and tells the other processes). */
export const SEARCH_VOCABULARY_TAG = "search-vocabulary";
const WRITE_BATCH = 500;

function inTransaction<T>(db: DbOrTx, fn: (trx: DbOrTx) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : (db as Kysely<Database>).transaction().execute(fn);
}

function key(d: { language_code: string; kind: string; ref_id: number }): string {
  return `${d.language_code}\u0000${d.kind}\u0000${d.ref_id}`;
}

/** Writes documents (and their full-text entries) in batches. `fresh` skips the conflict handling
 * when the rows are known not to exist (a rebuild). */
async function writeDocuments(db: DbOrTx, dialect: DialectName, docs: SearchDocument[], fresh = false): Promise<void> {
  const now = new Date().toISOString();
  for (let i = 0; i < docs.length; i += WRITE_BATCH) {
    const batch = docs.slice(i, i + WRITE_BATCH);
    const folded = batch.map((d) => ({ title: normalize(d.title), body: normalize(d.bodyText) }));
    const rows = batch.map((d, j) => {
      const row = {
        site_id: d.siteId,
        language_code: d.languageCode,
        kind: d.kind,
        ref_id: d.refId,
        title: d.title,
        body_text: d.bodyText,
        url: d.url,
        media_id: d.mediaId,
        normalized: `${folded[j].title} ${folded[j].body}`.trim(),
        updated_at: d.updatedAt ?? now,
      };
      return dialect === "postgres"
        ? {
            ...row,
            tsv: sql<unknown>`setweight(to_tsvector('simple', ${folded[j].title}), 'A') || setweight(to_tsvector('simple', ${folded[j].body}), 'B')`,
          }
        : row;
    });
    let insert = db.insertInto("search_documents").values(rows);
    if (!fresh) {
      insert = insert.onConflict((oc) =>
        oc.columns(["site_id", "language_code", "kind", "ref_id"]).doUpdateSet({
          title: (eb) => eb.ref("excluded.title"),
          body_text: (eb) => eb.ref("excluded.body_text"),
          url: (eb) => eb.ref("excluded.url"),
          media_id: (eb) => eb.ref("excluded.media_id"),
          normalized: (eb) => eb.ref("excluded.normalized"),
          updated_at: (eb) => eb.ref("excluded.updated_at"),
          ...(dialect === "postgres" ? { tsv: sql<unknown>`excluded.tsv` } : {}),
        }),
      );
    }
    if (dialect === "postgres") {
      await insert.execute();
      continue;
    }
    const written = await insert.returning(["id", "language_code", "kind", "ref_id"]).execute();
    const ids = new Map(written.map((r) => [key(r), r.id]));
    const entries = batch.map((d, j) => {
      const id = ids.get(key({ language_code: d.languageCode, kind: d.kind, ref_id: d.refId }));
      if (id === undefined) throw new Error(`search document ${d.kind} ${d.refId} was not written`);
      return sql`(${id}, ${folded[j].title}, ${folded[j].body})`;
    });
    await sql`INSERT OR REPLACE INTO search_fts (rowid, title, body) VALUES ${sql.join(entries)}`.execute(db);
  }
}

/** Adds or replaces documents (by site, language, kind and ref id). */
export async function indexDocuments(services: Services, docs: SearchDocument[]): Promise<void> {
  if (!docs.length) return;
  // One (site, language, kind, ref) once per statement: the last one wins.
  const unique = [...new Map(docs.map((d) => [`${d.siteId}\u0000${key({ language_code: d.languageCode, kind: d.kind, ref_id: d.refId })}`, d])).values()];
  await inTransaction(services.db, (trx) => writeDocuments(trx, services.dialect, unique));
  services.cache.invalidate(SEARCH_VOCABULARY_TAG);
}

export interface DocumentRefs {
  siteId: number;
  kind: SearchCategory | SearchCategory[];
  refIds: number[];
  /** All languages when left out. */
  languageCode?: string;
}

async function deleteDocuments(db: DbOrTx, dialect: DialectName, refs: DocumentRefs): Promise<number> {
  const kinds = Array.isArray(refs.kind) ? refs.kind : [refs.kind];
  let removed = 0;
  for (let i = 0; i < refs.refIds.length; i += WRITE_BATCH) {
    const part = refs.refIds.slice(i, i + WRITE_BATCH);
    let query = db
      .selectFrom("search_documents")
      .select("id")
      .where("site_id", "=", refs.siteId)
      .where("kind", "in", kinds)
      .where("ref_id", "in", part);
    if (refs.languageCode) query = query.where("language_code", "=", refs.languageCode);
    const ids = (await query.execute()).map((r) => r.id);
    if (!ids.length) continue;
    if (dialect === "sqlite") await sql`DELETE FROM search_fts WHERE rowid IN (${sql.join(ids)})`.execute(db);
    await db.deleteFrom("search_documents").where("id", "in", ids).execute();
    removed += ids.length;
  }
  return removed;
}

/** Removes the documents of some pages, posts, products or categories; answers how many went. */
export async function removeDocuments(services: Services, refs: DocumentRefs): Promise<number> {
  if (!refs.refIds.length) return 0;
  const removed = await inTransaction(services.db, (trx) => deleteDocuments(trx, services.dialect, refs));
  services.cache.invalidate(SEARCH_VOCABULARY_TAG);
  return removed;
}

/**
 * Brings the documents of some things up to date after they changed: rebuilt from the tables for
 * those still published or visible, removed for the others. `kind` "pages" and "posts" both name
 * post ids.
 */
export async function syncDocuments(services: Services, siteId: number, kind: SearchCategory, refIds: number[]): Promise<void> {
  if (!refIds.length) return;
  await inTransaction(services.db, async (trx) => {
    const isPost = kind === "pages" || kind === "posts";
    await deleteDocuments(trx, services.dialect, { siteId, kind: isPost ? ["pages", "posts"] : kind, refIds });
    const source = isPost ? postDocuments : kind === "products" ? productDocuments : categoryDocuments;
    for await (const batch of source(trx, siteId, refIds)) await writeDocuments(trx, services.dialect, batch, true);
  });
  services.cache.invalidate(SEARCH_VOCABULARY_TAG);
}

/**
 * Rebuilds a site's whole index from its published pages and posts, visible products and
 * categories, in one transaction (readers keep seeing the old index until it commits).
 */
export async function reindexSite(services: Services, siteId: number): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  let documents = 0;
  await inTransaction(services.db, async (trx) => {
    if (services.dialect === "sqlite") {
      const others = await trx.selectFrom("search_documents").select("id").where("site_id", "!=", siteId).limit(1).executeTakeFirst();
      if (others) await sql`DELETE FROM search_fts WHERE rowid IN (SELECT id FROM search_documents WHERE site_id = ${siteId})`.execute(trx);
      else await sql`INSERT INTO search_fts (search_fts) VALUES ('delete-all')`.execute(trx);
    }
    await trx.deleteFrom("search_documents").where("site_id", "=", siteId).execute();
    for await (const batch of siteDocuments(trx, siteId)) {
      await writeDocuments(trx, services.dialect, batch, true);
      documents += batch.length;
    }
    // Merge the index's segments: fewer b-trees to read per query.
    if (services.dialect === "sqlite") await sql`INSERT INTO search_fts (search_fts) VALUES ('optimize')`.execute(trx);
  });
  services.cache.invalidate(SEARCH_VOCABULARY_TAG);
  const ms = Math.round(performance.now() - started);
  services.log.info("search index rebuilt", { siteId, documents, ms });
  return { documents, ms };
}

/** Rebuilds the index of every site. */
export async function reindexAllSites(services: Services): Promise<void> {
  const sites = await services.db.selectFrom("sites").select("id").orderBy("id").execute();
  for (const site of sites) await reindexSite(services, site.id);
}

/** Builds the index of sites that have none yet (a database made before search existed). */
export async function ensureSearchIndex(services: Services): Promise<void> {
  const sites = await services.db
    .selectFrom("sites")
    .select("id")
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom("search_documents").select("id").whereRef("search_documents.site_id", "=", "sites.id"))))
    .execute();
  for (const site of sites) await reindexSite(services, site.id);
}

// ---------------------------------------------------------------- searching

/** The distinct folded words of a site's documents in a language, built on first use. */
export function vocabulary(services: Services, siteId: number, language: string): Promise<Vocabulary> {
  return services.cache.get(SEARCH_VOCABULARY_TAG, `${siteId}:${language}`, async () => {
    const all = new Set<string>();
    const page = 20_000;
    for (let after = 0; ; ) {
      const rows = await services.db
        .selectFrom("search_documents")
        .select(["id", "normalized"])
        .where("site_id", "=", siteId)
        .where("language_code", "=", language)
        .where("id", ">", after)
        .orderBy("id")
        .limit(page)
        .execute();
      for (const r of rows) for (const w of r.normalized.split(" ")) if (w) all.add(w);
      if (rows.length < page) break;
      after = rows[rows.length - 1].id;
    }
    return new Vocabulary(all);
  });
}

/** The query's words with the typo corrections of those that match nothing as typed. */
export function correct(vocab: Vocabulary, raw: string): QueryGroup[] {
  return queryWords(raw).map((word) => {
    const known = word.prefix ? vocab.hasPrefix(word.text) : vocab.has(word.text);
    return { word, alternatives: known || word.text.length < MIN_TYPO_LENGTH ? [] : vocab.near(word.text) };
  });
}

export interface SearchInput {
  search: string;
  category: SearchCategory;
  page: number;
  limit: number;
}

export interface SearchResult {
  records: SearchHit[];
  totalRecords: number;
  totalPages: number;
  counts: Record<SearchCategory, number>;
}

interface HitRow {
  id: number;
  kind: string;
  ref_id: number;
  title: string;
  body_text: string;
  url: string;
  media_id: number | null;
}

async function sqliteSearch(db: DbOrTx, siteId: number, language: string, groups: QueryGroup[], input: SearchInput) {
  const match = fts5Query(groups);
  const titleMatch = fts5Query(groups, true);
  const counted = await sql<{ kind: string; n: number }>`
    SELECT d.kind AS kind, count(*) AS n
    FROM search_fts CROSS JOIN search_documents d ON d.id = search_fts.rowid
    WHERE search_fts MATCH ${match} AND d.site_id = ${siteId} AND d.language_code = ${language}
    GROUP BY d.kind`.execute(db);
  const total = counted.rows.find((r) => r.kind === input.category)?.n ?? 0;
  const offset = (input.page - 1) * input.limit;
  if (offset >= total) return { counted: counted.rows, rows: [] as HitRow[] };
  const page = await sql<HitRow>`
    SELECT d.id, d.kind, d.ref_id, d.title, d.body_text, d.url, d.media_id
    FROM search_fts CROSS JOIN search_documents d ON d.id = search_fts.rowid
    WHERE search_fts MATCH ${match} AND d.site_id = ${siteId} AND d.language_code = ${language} AND d.kind = ${input.category}
    ORDER BY d.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${titleMatch}) DESC, bm25(search_fts, 4.0, 1.0), d.id
    LIMIT ${input.limit} OFFSET ${offset}`.execute(db);
  return { counted: counted.rows, rows: page.rows };
}

async function postgresSearch(db: DbOrTx, siteId: number, language: string, groups: QueryGroup[], input: SearchInput) {
  const q = sql`to_tsquery('simple', ${tsquery(groups)})`;
  const titleQ = sql`to_tsquery('simple', ${tsquery(groups, true)})`;
  const scoped = db
    .selectFrom("search_documents")
    .where("site_id", "=", siteId)
    .where("language_code", "=", language)
    .where(sql<boolean>`tsv @@ ${q}`);
  const offset = (input.page - 1) * input.limit;
  const [counted, rows] = await Promise.all([
    scoped
      .select(["kind", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("kind")
      .execute(),
    scoped
      .select(["id", "kind", "ref_id", "title", "body_text", "url", "media_id"])
      .where("kind", "=", input.category)
      .orderBy(sql`tsv @@ ${titleQ}`, "desc")
      .orderBy(sql`ts_rank(tsv, ${q})`, "desc")
      .orderBy("id")
      .limit(input.limit)
      .offset(offset)
      .execute(),
  ]);
  return { counted: counted.map((r) => ({ kind: r.kind, n: Number(r.n) })), rows };
}

/** The search endpoint's answer: one page of hits in a category, with hits per category. */
export async function searchSite(services: Services, site: SiteRecord, language: Locale, input: SearchInput): Promise<SearchResult> {
  const counts = Object.fromEntries(searchCategories.map((c) => [c, 0])) as Record<SearchCategory, number>;
  const words = queryWords(input.search);
  if (!words.length) return { records: [], totalRecords: 0, totalPages: 0, counts };
  const vocab = await vocabulary(services, site.id, language);
  const groups = correct(vocab, input.search);
  const found =
    services.dialect === "postgres"
      ? await postgresSearch(services.db, site.id, language, groups, input)
      : await sqliteSearch(services.db, site.id, language, groups, input);
  for (const { kind, n } of found.counted) if (kind in counts) counts[kind as SearchCategory] = Number(n);
  const media = await mediaByIds(
    services,
    site,
    found.rows.map((r) => r.media_id).filter((id): id is number => id !== null),
  );
  const totalRecords = counts[input.category];
  return {
    records: found.rows.map((r) => ({
      kind: r.kind as SearchCategory,
      id: r.ref_id,
      title: r.title,
      url: r.url,
      excerpt: excerpt(r.body_text, groups),
      media: r.media_id !== null ? (media.get(r.media_id) ?? null) : null,
    })),
    totalRecords,
    totalPages: Math.ceil(totalRecords / input.limit),
    counts,
  };
}
