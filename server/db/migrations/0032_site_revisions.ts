import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Revisions of the site-wide parts (docs/decisions/0036-site-part-revisions.md): a snapshot of an
 * element's editable fields or of a navigation tree after every save, publish and restore, per
 * language, with its author. `subject` names the part (`element:{id}`, `navigation:{tree}`); one
 * version per part and language, so of two changes racing on a tree only one keeps its revision.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("site_revisions"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("site_revisions_version")
    .unique()
    .on("site_revisions")
    .columns(["site_id", "subject", "language_code", "version"])
    .execute();
}
