import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Revisions of the site-wide parts (docs/decisions/0036-site-part-revisions.md): a snapshot of an
 * element's editable fields or of a navigation tree after every save, publish and restore, per
 * language, with its author. `subject` names the part (`element:{id}`, `navigation:{tree}`), one
 * revision per part, language and version. An element has its version (0024); a tree's is the row
 * of `navigation_versions` every change of the tree moves on first, which also queues its changes.
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
  await db.schema
    .createTable("navigation_versions")
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("tree", "text", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("navigation_versions_pk", ["site_id", "tree", "language_code"])
    .execute();
}
