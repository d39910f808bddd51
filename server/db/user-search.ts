/**
 * The users' folded search columns (docs/decisions/0082-folded-search-columns.md): each user's e-mail,
 * first and last name lower-cased as JavaScript does every letter (after NFC, so a name typed with a
 * combining caron is the name typed with Š), written beside the text at every write of it, with an
 * index (site_id, column) each. "Begins with" is then a range of that index on SQLite and on
 * PostgreSQL (byte order, the columns' collation "C" there), where a caseless LIKE read every user of
 * the site (0079). Every writer of users' e-mail or names takes its values from userSearchColumns.
 */
import { sql, type Expression, type Kysely, type RawBuilder } from "kysely";

/** A text as the folded search columns keep it, and as a search is compared with them. */
export function searchFold(text: string): string {
  return text.normalize("NFC").toLowerCase();
}

export interface UserSearchColumns {
  search_email: string;
  search_first_name: string;
  search_last_name: string;
}

/** The folded search columns of a user row's e-mail and names: every insert and every change of those
 * writes these with them. */
export function userSearchColumns(user: { email: string; first_name: string; last_name: string }): UserSearchColumns {
  return {
    search_email: searchFold(user.email),
    search_first_name: searchFold(user.first_name),
    search_last_name: searchFold(user.last_name),
  };
}

/**
 * The least text greater than every text beginning with `prefix`, in code point order (UTF-8's byte
 * order: SQLite's BINARY, PostgreSQL's "C"): its last code point one higher (a surrogate skipped; the
 * highest one dropped and the one before raised). Null when there is none (empty, or only U+10FFFF).
 */
export function prefixEnd(prefix: string): string | null {
  const points = [...prefix].map((c) => c.codePointAt(0)!);
  while (points.length > 0) {
    const last = points.pop()!;
    if (last < 0x10ffff) {
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return String.fromCodePoint(...points, next);
    }
  }
  return null;
}

/**
 * Whether a folded search column begins with `text` (folded here): `column >= text and column < end`,
 * a range an index on the column serves on either database; LIKE's wildcards mean nothing in it.
 */
export function beginsFolded(column: Expression<string>, text: string): RawBuilder<boolean> {
  const from = searchFold(text);
  const end = prefixEnd(from);
  if (from === "") return sql<boolean>`1 = 1`;
  return end === null
    ? sql<boolean>`${column} >= ${from}`
    : sql<boolean>`(${column} >= ${from} and ${column} < ${end})`;
}

/** Users per statement of the backfill. */
export const BACKFILL_BATCH = 500;

/**
 * Fills the folded search columns of users whose columns are empty (migration 0045; rows an older
 * release inserted after it, which leaves them empty), `batch` users a statement, in id order.
 * Returns how many users it wrote.
 */
export async function backfillUserSearch<T>(db: Kysely<T>, batch = BACKFILL_BATCH): Promise<number> {
  let after = 0;
  let written = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; email: string; first_name: string; last_name: string }>`
      select id, email, first_name, last_name from users
      where id > ${after} and search_email = '' and email <> ''
      order by id limit ${batch}`.execute(db);
    if (rows.length === 0) return written;
    const folded = rows.map((row) => ({ id: Number(row.id), ...userSearchColumns(row) }));
    const each = (column: keyof UserSearchColumns) =>
      sql`case id ${sql.join(
        folded.map((row) => sql`when ${row.id} then ${row[column]}`),
        sql` `,
      )} end`;
    await sql`update users set search_email = ${each("search_email")}, search_first_name = ${each(
      "search_first_name",
    )}, search_last_name = ${each("search_last_name")} where id in (${sql.join(folded.map((row) => row.id))})`.execute(
      db,
    );
    written += rows.length;
    after = folded[folded.length - 1]!.id;
    if (rows.length < batch) return written;
  }
}
