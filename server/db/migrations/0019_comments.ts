import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Comments and ratings of posts (server/modules/comments): by a registered user or, where the site
 * allows it, an anonymous visitor with a name; a rating, a text or both; pending until a back-office
 * user approves it when comments are moderated.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("comments"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("rating", "integer")
    .addColumn("body", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("comments_post").on("comments").columns(["post_id", "status", "id"]).execute();
  await db.schema.createIndex("comments_user").on("comments").columns(["post_id", "user_id"]).execute();
}
