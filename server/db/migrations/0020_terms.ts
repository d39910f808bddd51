import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Blog categories (spec section 3: a post's terms.categories with title and background) and the
 * posts in each. A category is one row per language, linked to its translations by a group.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("terms"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("translation_group", "integer")
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("background", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("terms_slug")
    .on("terms")
    .columns(["site_id", "language_code", "slug"])
    .unique()
    .execute();
  await db.schema
    .createTable("post_terms")
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("term_id", "integer", (c) => c.notNull().references("terms.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("post_terms_pk", ["post_id", "term_id"])
    .execute();
  await db.schema.createIndex("post_terms_term").on("post_terms").columns(["term_id", "post_id"]).execute();
}
