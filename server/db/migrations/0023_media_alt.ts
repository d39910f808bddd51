import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/** The media manager (issue 15): an image's alt text, and the library listed newest first. */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable("media")
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("media_site_created").on("media").columns(["site_id", "created_at"]).execute();
}
