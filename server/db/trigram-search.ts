/**
 * SQLite's trigram indexes for the back office's "contains" searches (docs/decisions/0084): FTS5
 * tables with the trigram tokenizer, kept by triggers (migration 0046): `products_trigrams` (a row per
 * product, its rowid the product's id: every language's names, and the SKU) and `media_trigrams` (a
 * row per media item: title and file name). PostgreSQL's trigram indexes (0045) serve the same
 * conditions there as they are.
 *
 * The index narrows; the search's own condition (containsCaseless, beginsCaseless) still decides among
 * the rows it finds, so the results are those of the condition alone as long as the index finds every
 * row the condition keeps. It does: the tokenizer folds each letter's case by SQLite's own table, the
 * same as JavaScript's toLowerCase (which the condition uses) for every letter but a few (İ, which
 * lowers to two characters, and letters of scripts newer than SQLite's table, Cherokee and others);
 * a row holding one of those is marked `uneven` and found by every search.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import type { DialectName } from "./index";

/** One trigram table and the columns of it a search reads. */
export interface TrigramColumns {
  table: "products_trigrams" | "media_trigrams";
  columns: readonly string[];
}

export const PRODUCT_NAMES: TrigramColumns = { table: "products_trigrams", columns: ["names"] };
export const PRODUCT_SKUS: TrigramColumns = { table: "products_trigrams", columns: ["sku"] };
export const MEDIA_TEXTS: TrigramColumns = { table: "media_trigrams", columns: ["title", "original_name"] };

/** The trigram tokenizer finds nothing in a text shorter than one trigram. */
const TRIGRAM = 3;

/** Whether SQLite's trigram tables serve a search for `text`: on SQLite, three characters or more. */
const narrowing = (dialect: DialectName, text: string) =>
  dialect === "sqlite" && [...text.toLowerCase()].length >= TRIGRAM;

/**
 * The FTS5 query for the rows whose `columns` hold `text` anywhere (its case folded), and the rows
 * marked uneven: the text lower-cased as the search's condition does, as one quoted FTS5 string
 * (a double quote doubled, every other character literal). Null for a text shorter than a trigram.
 */
export function trigramQuery(columns: readonly string[], text: string): string | null {
  const lowered = text.toLowerCase();
  if ([...lowered].length < TRIGRAM) return null;
  return `{${columns.join(" ")}} : "${lowered.replaceAll('"', '""')}" OR uneven : "yes"`;
}

/**
 * `exact` (a search's condition for `text` on the row whose id is `id`), on SQLite for a text of at
 * least three characters only among the rows the trigram table finds: the table's index instead of
 * every row. The same rows as `exact` alone; PostgreSQL and shorter texts get `exact` as it is.
 */
export function narrowedByTrigrams(
  dialect: DialectName,
  id: Expression<number>,
  index: TrigramColumns,
  text: string,
  exact: Expression<SqlBool>,
): Expression<SqlBool> {
  const query = narrowing(dialect, text) ? trigramQuery(index.columns, text) : null;
  if (query === null) return exact;
  const table = sql.table(index.table);
  return sql<SqlBool>`(${id} in (select rowid from ${table} where ${table} match ${query}) and ${exact})`;
}

/**
 * The term that keeps a search to its scope (`site_id = ?`, `language_code = ?`), where the search
 * for `text` is narrowed by a trigram table: on SQLite marked likely true (`likely()`, a hint only),
 * so that the planner reads the rows the trigram table finds by their ids. Without it SQLite, which
 * has no statistics here, takes the scope's index for the rarer way in and reads every row of the
 * site or language (each tested against the found ids). As it is elsewhere.
 */
export function scopeOfNarrowed(dialect: DialectName, text: string, term: Expression<SqlBool>): Expression<SqlBool> {
  return narrowing(dialect, text) ? sql<SqlBool>`likely(${term})` : term;
}
