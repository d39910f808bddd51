import { sql, type Kysely } from "kysely";
import { backfillUserSearch } from "../user-search";
import type { MigrationContext } from "./helpers";

const COLUMNS = ["search_email", "search_first_name", "search_last_name"] as const;

/**
 * The back office's customer search by e-mail or name "begins with" reads an index range instead of
 * every user of the site (docs/decisions/0082-folded-search-columns.md): each text folded (lower case,
 * every letter, as JavaScript does) in a column of its own, with an index (site_id, column). On
 * PostgreSQL the columns compare in byte order (collation "C") whatever the database's collation,
 * so that a prefix is one range. Defaulted to '' for the previous release's inserts (decision 0034);
 * the backfill fills those it finds empty, 500 users a statement.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  const type = ctx.dialect === "postgres" ? sql`text collate "C"` : sql`text`;
  for (const column of COLUMNS)
    await db.schema
      .alterTable("users")
      .addColumn(column, type, (c) => c.notNull().defaultTo(""))
      .execute();
  await backfillUserSearch(db);
  for (const column of COLUMNS)
    await db.schema.createIndex(`users_site_${column}`).on("users").columns(["site_id", column]).execute();
}
