import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * The back office's customers list a site's users newest first, 50 a page (decision 0073): this
 * index walks them in that order and stops at the page, where without it every page sorted the
 * whole table.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.createIndex("users_site_created").on("users").columns(["site_id", "created_at"]).execute();
}
