import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Redirects and the paths that were not found (server/modules/redirects). A redirect sends one
 * path of a site elsewhere with 301 or 302; a path that answered 404 is counted once per path, so
 * that editors see the dead links worth redirecting first.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("redirects"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("from_path", "text", (c) => c.notNull())
    .addColumn("to_url", "text", (c) => c.notNull())
    .addColumn("status_code", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("redirects_site_from")
    .on("redirects")
    .columns(["site_id", "from_path"])
    .unique()
    .execute();

  await autoId(db.schema.createTable("failed_requests"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("first_seen_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("failed_requests_site_path")
    .on("failed_requests")
    .columns(["site_id", "path"])
    .unique()
    .execute();
  await db.schema.createIndex("failed_requests_site_hits").on("failed_requests").columns(["site_id", "hits"]).execute();
}
