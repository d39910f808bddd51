import { sql, type Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Site search (server/modules/search): one row per searchable page, post, product and category in
 * a language, with its folded words in `normalized`, and a full-text index per database:
 * - SQLite: `search_fts`, a contentless FTS5 table with the folded title and body as two columns,
 *   unicode61 words and prefix indexes of 1, 2 and 3 letters (the last word of a query is a prefix,
 *   often a single letter while the visitor types). Its rowid is made of site, language,
 *   kind and ref id (see ftsRowid in the search module), so one site's language or kind is a rowid
 *   range the index seeks to, with no join. The search module writes it beside every row
 *   (contentless_delete lets it delete by rowid); detail=column keeps column filters (title
 *   matches) and drops word positions, which nothing uses.
 * - PostgreSQL: `tsv`, the 'simple' tsvector of the folded title (weight A) and body (weight B),
 *   written by the search module with each row, under a GIN index.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  let table = autoId(db.schema.createTable("search_documents"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id").onDelete("cascade"))
    .addColumn("language_code", "text", (c) => c.notNull())
    /** pages, products, posts or productCategories. */
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("ref_id", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body_text", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("media_id", "integer")
    .addColumn("normalized", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("search_documents_ref", ["site_id", "language_code", "kind", "ref_id"]);
  if (ctx.dialect === "postgres") table = table.addColumn("tsv", sql`tsvector`, (c) => c.notNull());
  await table.execute();

  if (ctx.dialect === "postgres") {
    await sql`CREATE INDEX search_documents_tsv ON search_documents USING GIN (tsv)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(
      title, body,
      content='', contentless_delete=1,
      tokenize='unicode61', prefix='1 2 3', detail=column
    )`.execute(db);
  }
}
