import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Drafts, versions and revisions of pages and posts (server/modules/publishing). `post_edits` holds
 * a post's version (a post without a row is at version 1) and its unpublished draft; `revisions`
 * a snapshot of the editable fields after every save, publish and restore, with its author.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable("post_edits")
    .addColumn("post_id", "integer", (c) => c.primaryKey().references("posts.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("draft", "text")
    .addColumn("draft_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await autoId(db.schema.createTable("revisions"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("revisions_post").on("revisions").columns(["post_id", "id"]).execute();
}
