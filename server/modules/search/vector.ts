/**
 * PostgreSQL's full-text vector of a search document, and the same made for the rows of an SQLite
 * backup restored into PostgreSQL (server/db/sqlite-to-postgres.ts, which the CLI hands it to). A
 * module of its own, with nothing but the text folding: a restore loads it without the search
 * module's catalog and media.
 */
import { sql, type RawBuilder } from "kysely";
import type { DerivedColumns } from "#server/db/sqlite-to-postgres";
import { normalize } from "./text";

/** A document's `tsv` from its folded title and body (values, or the columns of copied rows). */
export function documentVector(title: unknown, body: unknown): RawBuilder<unknown> {
  return sql`setweight(to_tsvector('simple', ${title}), 'A') || setweight(to_tsvector('simple', ${body}), 'B')`;
}

/** What PostgreSQL holds beside SQLite's rows: the documents' `tsv`, folded as the index folds them. */
export const restoredSearchColumns: DerivedColumns = {
  search_documents: [
    {
      column: "tsv",
      inputs: (get) => [normalize(String(get("title"))), normalize(String(get("body_text")))],
      value: (title, body) => documentVector(title, body),
    },
  ],
};
