import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Events (server/modules/events; spec section 3 Event, section 7 calendar event/public) and
 * documents (server/modules/documents; spec section 7 document/filter/web). An event is one row
 * per language; its translations share `translation_group` (the original's id), as pages do.
 * Times are UTC ISO-8601 text (`2026-12-01T17:00:00.000Z`), which sorts and compares as text on
 * both databases.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("events"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("translation_group", "integer")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("place_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("place_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("attendee_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("capacity", "integer")
    .addColumn("media_id", "integer", (c) => c.references("media.id"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("events_site_language_start")
    .on("events")
    .columns(["site_id", "language_code", "status", "starts_at"])
    .execute();
  await db.schema.createIndex("events_site_group").on("events").columns(["site_id", "translation_group"]).execute();

  await autoId(db.schema.createTable("documents"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    /** 0: every store of the site. */
    .addColumn("store_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("media_id", "integer", (c) => c.notNull().references("media.id"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("documents_site_language")
    .on("documents")
    .columns(["site_id", "language_code", "store_id"])
    .execute();
}
