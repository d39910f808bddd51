import { sql, type Kysely } from "kysely";
import { backfillUserSearch } from "../user-search";
import type { MigrationContext } from "./helpers";

const COLUMNS = ["search_email", "search_first_name", "search_last_name"] as const;

/** The texts the back office searches anywhere (server/db containsCaseless: `lower(col) like '%text%'`
 * on PostgreSQL), and the SKU it searches from the start: a trigram index each. */
const TRIGRAM_INDEXES = [
  ["product_translations_name_trgm", "product_translations", "name"],
  ["products_sku_trgm", "products", "sku"],
  ["media_title_trgm", "media", "title"],
  ["media_original_name_trgm", "media", "original_name"],
] as const;

/**
 * PostgreSQL's pg_trgm (a contrib extension, trusted since PostgreSQL 13: a database owner may add it),
 * when the server has it: true once it is there. Tried under a savepoint, so that a server without it
 * or a role that may not add it leaves the migration going (the searches then scan, as before).
 */
async function trigrams(db: Kysely<unknown>): Promise<boolean> {
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint pg_trgm`.execute(db);
    return false;
  }
}

/**
 * The back office's customer search by e-mail or name "begins with" reads an index range instead of
 * every user of the site (docs/decisions/0082-folded-search-columns.md): each text folded (lower case,
 * every letter, as JavaScript does) in a column of its own, with an index (site_id, column). On
 * PostgreSQL the columns compare in byte order (collation "C") whatever the database's collation,
 * so that a prefix is one range. Defaulted to '' for the previous release's inserts (decision 0034);
 * the backfill fills those it finds empty, 500 users a statement.
 * On PostgreSQL also trigram indexes for the product and media searches' "contains" (and the SKU's
 * "begins"), where pg_trgm can be had: on 100,000 products these searches read every name.
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
  if (ctx.dialect === "postgres" && (await trigrams(db)))
    for (const [name, table, column] of TRIGRAM_INDEXES)
      await sql`create index ${sql.id(name)} on ${sql.id(table)} using gin (lower(${sql.id(column)}) gin_trgm_ops)`.execute(
        db,
      );
}
