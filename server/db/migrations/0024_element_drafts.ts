import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * Drafts of the site-wide parts (docs/decisions/0024-element-and-navigation-drafts.md): an
 * element's unpublished fields and its version beside the live ones, and a navigation tree's draft
 * as rows of their own (`stage` 'draft', `origin_id` the live link each was copied from), which
 * publishing turns into the live rows;
 * `navigation_drafts` says which trees have a pending draft (one emptied of every link included).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable("cms_elements").addColumn("draft", "text").execute();
  await db.schema
    .alterTable("cms_elements")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("navigation_links")
    .addColumn("stage", "text", (c) => c.notNull().defaultTo("live"))
    .execute();
  await db.schema.alterTable("navigation_links").addColumn("origin_id", "integer").execute();
  await db.schema
    .createTable("navigation_drafts")
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("tree", "text", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("navigation_drafts_pk", ["site_id", "tree", "language_code"])
    .execute();
}
