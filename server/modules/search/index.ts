/**
 * Site search (spec sections 2 and 4): pages, products, blog posts and product categories in one
 * full-text index per database (SQLite FTS5 `search_fts`, PostgreSQL tsvector `tsv`; see
 * migration 0003_search).
 *
 * Matching: the query is folded like the documents (case and diacritics ignored), split into
 * words, and every word must match. The last word, and every word of 3 letters or more, matches as
 * a prefix. A word of 4 letters or more is also matched by the indexed words one typo away
 * (Damerau-Levenshtein distance 1), found in an in-memory vocabulary per site and language: when
 * the word matches as typed, only in Croatian, and only those that differ in the last letter
 * (another ending: "kava", "kave"), as whole words; every one, like the word itself, when it
 * matches nothing.
 * Ranking: documents where every word is a whole word first, then those where every word matches
 * as typed (prefixes), then typo matches; within each, documents whose title holds every word
 * first, then bm25 / ts_rank (up to RANK_LIMIT hits), then id. User text only ever reaches FTS5
 * and to_tsquery as quoted terms.
 *
 * Other modules keep the index current with `syncDocuments` (after a product, category or post
 * changes) or `indexDocuments` / `removeDocuments`; `reindexSite` rebuilds a site (after a bulk
 * import), and the seed builds it for a new database.
 */
import { sql, type Kysely } from "kysely";
import { searchCategories, type SearchCategory, type SearchHit } from "#server/contract/catalog";
import { isLocale, locales, type Locale } from "#server/contract/urls";
import type { Database, DbOrTx, DialectName } from "#server/db";
import type { Services } from "#server/services";
import { mediaByIds } from "../media";
import type { Scope } from "../scope";
import { categoryDocuments, postDocuments, productDocuments, siteDocuments, type SearchDocument } from "./documents";
import {
  allTerms,
  excerpt,
  fts5Query,
  normalize,
  queryWords,
  tsquery,
  type QueryGroup,
  type QueryTerm,
  type TermGroups,
} from "./text";
import { documentVector } from "./vector";
import { MIN_TYPO_LENGTH, Vocabulary } from "./vocabulary";

export type { SearchDocument } from "./documents";
export { fold, normalize, words, queryWords, htmlToText, fts5Query, tsquery, withinOneEdit } from "./text";
export { Vocabulary } from "./vocabulary";

/** The cache tag of the vocabularies; every write to the index drops it (and tells the other processes). */
export const SEARCH_VOCABULARY_TAG = "search-vocabulary";
/** The cache tag of search answers (`searchSite`), apart from the vocabularies: its keys are what
 * visitors type, and a tag whose entries expire is swept above 10,000 of them. */
export const SEARCH_RESULTS_TAG = "search-results";
/** A remembered answer is believed this long at most: the bound of the memory its keys take. */
const RESULT_READS = { ttlMs: 60_000 };

/** After every write to the index: the vocabularies and the remembered answers go, here and in the
 * other processes. */
function indexChanged(services: Services): void {
  services.cache.invalidate(SEARCH_VOCABULARY_TAG);
  services.cache.invalidate(SEARCH_RESULTS_TAG);
}
const WRITE_BATCH = 500;
/** Words that start with a digit (numbers, SKU parts) stay out of the vocabulary: no letter-led
 * prefix completes to them, and numbers are never typo-corrected. */
const LEADING_DIGIT = /^\p{N}/u;

function inTransaction<T>(db: DbOrTx, fn: (trx: DbOrTx) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : (db as Kysely<Database>).transaction().execute(fn);
}

// ---------------------------------------------------------------- SQLite rowids

/**
 * The FTS5 rowid of a document: ((site * 16 + language) * 4 + kind) * 2^31 + ref id. A site's
 * language, and each kind within it, is then one rowid range that FTS5 seeks to, so searches need
 * no join to filter or count. Below 2^53: sites up to 65535, 16 locales, ref ids below 2^31.
 * The language number is its place in `locales`: new locales go at the end (or reindex).
 */
const REF_SPAN = 2 ** 31;
const KIND_INDEX: Record<SearchCategory, number> = { pages: 0, products: 1, posts: 2, productCategories: 3 };

function partition(siteId: number, language: string, kind: SearchCategory | 0): number {
  const lang = (locales as readonly string[]).indexOf(language);
  if (lang < 0 || lang > 15) throw new Error(`search: unknown language ${language}`);
  if (!Number.isInteger(siteId) || siteId < 0 || siteId > 0xffff)
    throw new Error(`search: site id ${siteId} out of range`);
  return (siteId * 16 + lang) * 4 + (kind === 0 ? 0 : KIND_INDEX[kind]);
}

export function ftsRowid(siteId: number, language: string, kind: SearchCategory, refId: number): number {
  if (!Number.isInteger(refId) || refId < 0 || refId >= REF_SPAN)
    throw new Error(`search: ref id ${refId} out of range`);
  return partition(siteId, language, kind) * REF_SPAN + refId;
}

/** A rowid as an SQL integer. better-sqlite3 binds every JS number as REAL, and FTS5 only seeks to
 * rowid bounds given as integers (it ignores REAL ones and scans), hence the cast. */
const int = (n: number) => sql`CAST(${n} AS INTEGER)`;

/** The rowids of one kind, or of all kinds, of a site's language. */
function rowidRange(siteId: number, language: string, kind?: SearchCategory): [number, number] {
  const first = partition(siteId, language, kind ?? 0);
  const last = kind ? first : first + 3;
  return [first * REF_SPAN, last * REF_SPAN + REF_SPAN - 1];
}

// ---------------------------------------------------------------- writing

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
            tsv: documentVector(folded[j].title, folded[j].body),
          }
        : row;
    });
    // Computed first: an unknown language or an id out of range stops the batch before it is written.
    const ftsRows =
      dialect === "sqlite"
        ? batch.map(
            (d, j) =>
              sql`(${int(ftsRowid(d.siteId, d.languageCode, d.kind, d.refId))}, ${folded[j].title}, ${folded[j].body})`,
          )
        : [];
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
    await insert.execute();
    if (dialect === "sqlite") {
      await (
        fresh
          ? sql`INSERT INTO search_fts (rowid, title, body) VALUES ${sql.join(ftsRows)}`
          : sql`INSERT OR REPLACE INTO search_fts (rowid, title, body) VALUES ${sql.join(ftsRows)}`
      ).execute(db);
    }
  }
}

/** Adds or replaces documents (by site, language, kind and ref id). Languages are the storefront's
 * locales. */
export async function indexDocuments(services: Services, docs: SearchDocument[]): Promise<void> {
  if (!docs.length) return;
  const foreign = docs.find((d) => !isLocale(d.languageCode));
  if (foreign) throw new Error(`search: ${foreign.languageCode} is not a storefront locale`);
  // One (site, language, kind, ref) once per statement: the last one wins.
  const unique = [...new Map(docs.map((d) => [`${d.siteId}:${d.languageCode}:${d.kind}:${d.refId}`, d])).values()];
  await inTransaction(services.db, (trx) => writeDocuments(trx, services.dialect, unique));
  indexChanged(services);
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
      .select(["id", "language_code", "kind", "ref_id"])
      .where("site_id", "=", refs.siteId)
      .where("kind", "in", kinds)
      .where("ref_id", "in", part);
    if (refs.languageCode) query = query.where("language_code", "=", refs.languageCode);
    const found = await query.execute();
    if (!found.length) continue;
    if (dialect === "sqlite") {
      const rowids = found.map((d) => int(ftsRowid(refs.siteId, d.language_code, d.kind as SearchCategory, d.ref_id)));
      await sql`DELETE FROM search_fts WHERE rowid IN (${sql.join(rowids)})`.execute(db);
    }
    await db
      .deleteFrom("search_documents")
      .where(
        "id",
        "in",
        found.map((d) => d.id),
      )
      .execute();
    removed += found.length;
  }
  return removed;
}

/** Removes the documents of some pages, posts, products or categories; answers how many went. */
export async function removeDocuments(services: Services, refs: DocumentRefs): Promise<number> {
  if (!refs.refIds.length) return 0;
  const removed = await inTransaction(services.db, (trx) => deleteDocuments(trx, services.dialect, refs));
  indexChanged(services);
  return removed;
}

/**
 * Brings the documents of some things up to date after they changed: rebuilt from the tables for
 * those still published or visible, removed for the others. `kind` "pages" and "posts" both name
 * post ids.
 */
export async function syncDocuments(
  services: Services,
  siteId: number,
  kind: SearchCategory,
  refIds: number[],
): Promise<void> {
  if (!refIds.length) return;
  await inTransaction(services.db, async (trx) => {
    const isPost = kind === "pages" || kind === "posts";
    await deleteDocuments(trx, services.dialect, { siteId, kind: isPost ? ["pages", "posts"] : kind, refIds });
    const source = isPost ? postDocuments : kind === "products" ? productDocuments : categoryDocuments;
    for await (const batch of source(trx, siteId, refIds)) await writeDocuments(trx, services.dialect, batch, true);
  });
  indexChanged(services);
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
      const others = await trx
        .selectFrom("search_documents")
        .select("id")
        .where("site_id", "!=", siteId)
        .limit(1)
        .executeTakeFirst();
      const [first] = rowidRange(siteId, locales[0]);
      const [, last] = rowidRange(siteId, locales[locales.length - 1]);
      if (others) await sql`DELETE FROM search_fts WHERE rowid BETWEEN ${int(first)} AND ${int(last)}`.execute(trx);
      else await sql`INSERT INTO search_fts (search_fts) VALUES ('delete-all')`.execute(trx);
    }
    await trx.deleteFrom("search_documents").where("site_id", "=", siteId).execute();
    for await (const batch of siteDocuments(trx, siteId)) {
      await writeDocuments(trx, services.dialect, batch, true);
      documents += batch.length;
    }
    // Merge the index's segments (fewer b-trees to read per query); fresh statistics for the planner.
    if (services.dialect === "sqlite") await sql`INSERT INTO search_fts (search_fts) VALUES ('optimize')`.execute(trx);
  });
  if (services.dialect === "postgres") await sql`ANALYZE search_documents`.execute(services.db);
  indexChanged(services);
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
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("search_documents").select("id").whereRef("search_documents.site_id", "=", "sites.id"))),
    )
    .execute();
  for (const site of sites) await reindexSite(services, site.id);
}

// ---------------------------------------------------------------- searching

/** Writers in this process (and, with PostgreSQL, in the others) drop the vocabularies at once;
 * writers the platform does not hear of (a script on the same SQLite file) are caught up with by a
 * rebuild in the background once a vocabulary is this old. */
const VOCABULARY_REFRESH_MS = 5 * 60_000;

interface VocabularyHolder {
  current: Vocabulary;
  builtAt: number;
  refreshing: boolean;
}

async function loadVocabulary(services: Services, siteId: number, language: string): Promise<Vocabulary> {
  const all = new Set<string>();
  const page = 20_000;
  for (let after = 0; ;) {
    const rows = await services.db
      .selectFrom("search_documents")
      .select(["id", "normalized"])
      .where("site_id", "=", siteId)
      .where("language_code", "=", language)
      .where("id", ">", after)
      .orderBy("id")
      .limit(page)
      .execute();
    for (const r of rows) for (const w of r.normalized.split(" ")) if (w && !LEADING_DIGIT.test(w)) all.add(w);
    if (rows.length < page) break;
    after = rows[rows.length - 1].id;
  }
  return new Vocabulary(all);
}

/** The distinct folded words of a site's documents in a language, built on first use. */
export async function vocabulary(services: Services, siteId: number, language: string): Promise<Vocabulary> {
  const holder = await services.cache.get<VocabularyHolder>(
    SEARCH_VOCABULARY_TAG,
    `${siteId}:${language}`,
    async () => ({
      current: await loadVocabulary(services, siteId, language),
      builtAt: Date.now(),
      refreshing: false,
    }),
  );
  if (!holder.refreshing && Date.now() - holder.builtAt > VOCABULARY_REFRESH_MS) {
    holder.refreshing = true;
    loadVocabulary(services, siteId, language)
      .then((fresh) => {
        holder.current = fresh;
        holder.builtAt = Date.now();
      })
      .catch((err) => {
        holder.builtAt = Date.now(); // try again after another period, not on every search
        services.log.warn("search vocabulary refresh failed", { err, siteId, language });
      })
      .finally(() => {
        holder.refreshing = false;
      });
  }
  return holder.current;
}

/** Prefixes of up to 3 letters have their own FTS5 index. A longer prefix FTS5 expands by merging
 * the lists of every word it starts, a list it cannot seek in; when the vocabulary knows few
 * completions, they are asked for as exact words instead. */
const PREFIX_INDEX_MAX = 3;
const MAX_COMPLETIONS = 8;

/** A spelling as the engine is asked for it: a long prefix with few completions as those words. */
function spell(vocab: Vocabulary, text: string, prefix: boolean): QueryTerm[] {
  if (!prefix) return [{ text, prefix }];
  const list =
    text.length > PREFIX_INDEX_MAX && !LEADING_DIGIT.test(text) ? vocab.completions(text, MAX_COMPLETIONS) : null;
  return list?.length ? list.map((word) => ({ text: word, prefix: false })) : [{ text, prefix }];
}

/**
 * Whether two words one edit apart differ only in their last letter: another ending of the same
 * word ("kava", "kave", "kavu"; "lampa", "lampu"), not another word ("kava", "kapa", "tava").
 */
export function otherEnding(word: string, near: string): boolean {
  const longest = Math.max(word.length, near.length);
  let same = 0;
  while (same < word.length && same < near.length && word[same] === near[same]) same++;
  return same >= longest - 1;
}

/** The languages whose words change their ending (Croatian cases: "kava", "kave", "kavu"). In
 * English another last letter makes another word: "lamp" is not "lame". */
const INFLECTED_LANGUAGES: ReadonlySet<string> = new Set<Locale>(["hr"]);

/**
 * The query's words, each with what it matches as typed and its typo corrections. In an inflected
 * language a word that matches as typed gets, besides, the whole words that differ from it in the
 * last letter only (Croatian endings: "lampa" also finds "lampu", "kava" finds "kave", ranked after
 * it), never other words one typo away ("kava" does not find "kapa" or "tava"); a word that matches
 * nothing gets every word one typo away, matched like itself (a prefix stays a prefix), in any
 * language. Words under four letters and numbers are never corrected.
 */
export function correct(vocab: Vocabulary, raw: string, language: string): QueryGroup[] {
  const inflected = INFLECTED_LANGUAGES.has(language);
  return queryWords(raw).map((word) => {
    const known = word.prefix ? vocab.hasPrefix(word.text) : vocab.has(word.text);
    const near = word.text.length < MIN_TYPO_LENGTH || (known && !inflected) ? [] : vocab.near(word.text);
    const typos = known
      ? near
          .filter((w) => otherEnding(word.text, w) && !(word.prefix && w.startsWith(word.text)))
          .map((text) => ({ text, prefix: false }))
      : near.flatMap((w) => spell(vocab, w, word.prefix));
    return { word, typed: spell(vocab, word.text, word.prefix), typos, whole: vocab.has(word.text), known };
  });
}

/**
 * The query at each match level, best first: every word as a whole word, every word as typed
 * (prefixes included), and with typo corrections (the whole query, always last). Each level
 * holds the one before it; a level no document can reach (a word the vocabulary lacks) or that
 * asks the same as the next is left out.
 */
export function matchLevels(groups: QueryGroup[]): TermGroups[] {
  const candidates: TermGroups[] = [];
  if (groups.every((g) => g.whole)) candidates.push(groups.map((g) => [{ text: g.word.text, prefix: false }]));
  if (groups.every((g) => g.known)) candidates.push(groups.map((g) => g.typed));
  candidates.push(allTerms(groups));
  return candidates.filter(
    (level, i) => i === candidates.length - 1 || fts5Query(level) !== fts5Query(candidates[i + 1]),
  );
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

/** Above this many hits in a category, hits are ordered by match level, title match and id only: bm25 / ts_rank
 * over tens of thousands of rows costs more than it tells (such a query hardly narrows anything),
 * and on SQLite a page is then read in rowid order without sorting every hit. */
export const RANK_LIMIT = 10_000;

interface Found {
  counts: Record<SearchCategory, number>;
  /** The page's ref ids, best first. */
  refIds: number[];
}

function emptyCounts(): Record<SearchCategory, number> {
  return Object.fromEntries(searchCategories.map((c) => [c, 0])) as Record<SearchCategory, number>;
}

async function sqliteSearch(
  db: DbOrTx,
  siteId: number,
  language: string,
  levels: TermGroups[],
  input: SearchInput,
): Promise<Found> {
  const match = fts5Query(levels[levels.length - 1]);
  // One count per kind, each over its own rowid range.
  const perKind = searchCategories.map((c) => {
    const [lo, hi] = rowidRange(siteId, language, c);
    return sql`SELECT ${KIND_INDEX[c]} AS k, count(*) AS n FROM search_fts WHERE search_fts MATCH ${match} AND rowid BETWEEN ${int(lo)} AND ${int(hi)}`;
  });
  const counted = await sql<{ k: number; n: number }>`${sql.join(perKind, sql` UNION ALL `)}`.execute(db);
  const counts = emptyCounts();
  for (const { k, n } of counted.rows) counts[searchCategories.find((c) => KIND_INDEX[c] === k)!] = n;
  const total = counts[input.category];
  const offset = (input.page - 1) * input.limit;
  if (offset >= total) return { counts, refIds: [] };
  const [lo, hi] = rowidRange(siteId, language, input.category);
  const inRange = (expr: string) =>
    sql`SELECT rowid FROM search_fts WHERE search_fts MATCH ${expr} AND rowid BETWEEN ${int(lo)} AND ${int(hi)}`;
  const titleMatch = fts5Query(levels[levels.length - 1], true);

  if (total <= RANK_LIMIT) {
    const order = [
      ...levels.slice(0, -1).map((level) => sql`rowid IN (${inRange(fts5Query(level))}) DESC`),
      sql`rowid IN (${inRange(titleMatch)}) DESC`,
      sql`bm25(search_fts, 4.0, 1.0)`,
      sql`rowid`,
    ];
    const page = await sql<{
      rowid: number;
    }>`${inRange(match)} ORDER BY ${sql.join(order)} LIMIT ${input.limit} OFFSET ${offset}`.execute(db);
    return { counts, refIds: page.rows.map((r) => r.rowid - lo) };
  }
  // Many hits: the same order without bm25, read as disjoint segments (the hits each level adds,
  // title matches first), each in rowid order, which FTS5 streams without sorting every hit.
  const segments = levels.flatMap((level, i) => {
    const added = i === 0 ? fts5Query(level) : `(${fts5Query(level)}) NOT (${fts5Query(levels[i - 1])})`;
    return [`(${added}) AND (${titleMatch})`, `(${added}) NOT (${titleMatch})`];
  });
  const refIds: number[] = [];
  let skip = offset;
  for (const expr of segments) {
    if (refIds.length === input.limit) break;
    const [{ n }] = (await sql<{ n: number }>`SELECT count(*) AS n FROM (${inRange(expr)})`.execute(db)).rows;
    if (skip >= n) {
      skip -= n;
      continue;
    }
    const rows = await sql<{
      rowid: number;
    }>`${inRange(expr)} ORDER BY rowid LIMIT ${input.limit - refIds.length} OFFSET ${skip}`.execute(db);
    refIds.push(...rows.rows.map((r) => r.rowid - lo));
    skip = 0;
  }
  return { counts, refIds };
}

async function postgresSearch(
  db: DbOrTx,
  siteId: number,
  language: string,
  levels: TermGroups[],
  input: SearchInput,
): Promise<Found> {
  const all = levels[levels.length - 1];
  const q = sql`to_tsquery('simple', ${tsquery(all)})`;
  const scoped = db
    .selectFrom("search_documents")
    .where("site_id", "=", siteId)
    .where("language_code", "=", language)
    .where(sql<boolean>`tsv @@ ${q}`);
  const counted = await scoped
    .select(["kind", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("kind")
    .execute();
  const counts = emptyCounts();
  for (const { kind, n } of counted) if (kind in counts) counts[kind as SearchCategory] = Number(n);
  const total = counts[input.category];
  const offset = (input.page - 1) * input.limit;
  if (offset >= total) return { counts, refIds: [] };
  let page = scoped.select("ref_id").where("kind", "=", input.category);
  for (const level of levels.slice(0, -1))
    page = page.orderBy(sql`tsv @@ to_tsquery('simple', ${tsquery(level)})`, "desc");
  page = page.orderBy(sql`tsv @@ to_tsquery('simple', ${tsquery(all, true)})`, "desc");
  if (total <= RANK_LIMIT) page = page.orderBy(sql`ts_rank(tsv, ${q})`, "desc");
  const rows = await page.orderBy("ref_id").limit(input.limit).offset(offset).execute();
  return { counts, refIds: rows.map((r) => r.ref_id) };
}

function isQuerySyntaxError(err: unknown): boolean {
  const message = err instanceof Error ? err.message : "";
  return /^fts5:|syntax error in tsquery|no operand in tsquery|tsquery is too large/i.test(message);
}

/** A page of hits as remembered: each with its picture's id, whose facts are read on every call
 * (media are written elsewhere, and a deleted one leaves its documents). */
interface FoundPage {
  hits: (Omit<SearchHit, "media"> & { mediaId: number | null })[];
  totalRecords: number;
  totalPages: number;
  counts: Record<SearchCategory, number>;
}

/**
 * The search endpoint's answer: one page of hits in a category, with hits per category. It depends
 * on the index and the query only, so it is remembered until the index changes: shoppers ask the
 * same few words again and again, and counting and ranking full-text matches is most of a search's
 * cost.
 */
export async function searchSite(
  services: Services,
  { site, language }: Scope,
  input: SearchInput,
): Promise<SearchResult> {
  if (!queryWords(input.search).length) return { records: [], totalRecords: 0, totalPages: 0, counts: emptyCounts() };
  const key = `${await indexVersion(services)}:${site.id}:${language}:${input.category}:${input.page}:${input.limit}:${input.search}`;
  const { hits, ...page } = await services.cache.get(
    SEARCH_RESULTS_TAG,
    key,
    () => findPage(services, site.id, language, input),
    RESULT_READS,
  );
  const media = await mediaByIds(
    services,
    site,
    language,
    hits.flatMap((hit) => (hit.mediaId === null ? [] : [hit.mediaId])),
  );
  const records = hits.map(({ mediaId, ...hit }) => ({
    ...hit,
    media: mediaId !== null ? (media.get(mediaId) ?? null) : null,
  }));
  return { records, ...page };
}

/**
 * With SQLite, what tells the answers of another process's writes apart (a script or a second
 * platform on the same file, which this process does not hear of): SQLite's count of commits by
 * other connections. This process's own writers drop the remembered answers; PostgreSQL's writers
 * are heard of (NOTIFY).
 */
async function indexVersion(services: Services): Promise<number> {
  if (services.dialect !== "sqlite") return 0;
  const { rows } = await sql<{ data_version: number }>`PRAGMA data_version`.execute(services.db);
  return rows[0]?.data_version ?? 0;
}

async function findPage(services: Services, siteId: number, language: string, input: SearchInput): Promise<FoundPage> {
  const levels = matchLevels(correct(await vocabulary(services, siteId, language), input.search, language));
  let found: Found;
  try {
    found =
      services.dialect === "postgres"
        ? await postgresSearch(services.db, siteId, language, levels, input)
        : await sqliteSearch(services.db, siteId, language, levels, input);
  } catch (err) {
    // Terms are always quoted, so this should not happen; if a tokenizer still disagrees, the
    // visitor gets no hits rather than an error.
    if (!isQuerySyntaxError(err)) throw err;
    services.log.warn("search query refused by the full-text engine", { err, search: input.search });
    return { hits: [], totalRecords: 0, totalPages: 0, counts: emptyCounts() };
  }
  const { counts, refIds } = found;
  const docs = refIds.length
    ? await services.db
        .selectFrom("search_documents")
        .select(["ref_id", "title", "body_text", "url", "media_id"])
        .where("site_id", "=", siteId)
        .where("language_code", "=", language)
        .where("kind", "=", input.category)
        .where("ref_id", "in", refIds)
        .execute()
    : [];
  const byRef = new Map(docs.map((d) => [d.ref_id, d]));
  const totalRecords = counts[input.category];
  const hits: FoundPage["hits"] = [];
  for (const refId of refIds) {
    const d = byRef.get(refId);
    if (!d) continue;
    hits.push({
      kind: input.category,
      id: d.ref_id,
      title: d.title,
      url: d.url,
      excerpt: excerpt(d.body_text, levels[levels.length - 1]),
      mediaId: d.media_id,
    });
  }
  return { hits, totalRecords, totalPages: Math.ceil(totalRecords / input.limit), counts };
}
