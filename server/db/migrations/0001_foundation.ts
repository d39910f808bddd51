import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable("sites")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("subdomain", "text", (c) => c.notNull())
    .addColumn("api_key", "text", (c) => c.notNull().unique())
    .addColumn("api_key_id", "text", (c) => c.notNull())
    .addColumn("default_language", "text", (c) => c.notNull())
    .addColumn("allowed_language_ids", "text", (c) => c.notNull())
    .addColumn("config", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("currencies")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("symbol", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("stores")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("currency_id", "integer", (c) => c.notNull().references("currencies.id"))
    .addColumn("loyalty", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("checkout_settings", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("languages")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("code2", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_hrv", "text", (c) => c.notNull())
    .addColumn("name_eng", "text", (c) => c.notNull())
    .addColumn("name_ger", "text", (c) => c.notNull())
    .addColumn("name_srp", "text", (c) => c.notNull())
    .execute();

  await autoId(db.schema.createTable("countries"), ctx)
    .addColumn("iso", "text", (c) => c.notNull().unique())
    .addColumn("code", "text", (c) => c.notNull())
    .execute();

  await autoId(db.schema.createTable("media"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("extension", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("access", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await autoId(db.schema.createTable("cms_options"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("language_code", "text")
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("media_id", "integer", (c) => c.references("media.id"))
    .execute();
  await db.schema
    .createIndex("cms_options_site_key")
    .on("cms_options")
    .columns(["site_id", "key", "language_code"])
    .unique()
    .execute();

  await autoId(db.schema.createTable("cms_elements"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("handler", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("meta", "text", (c) => c.notNull())
    .addColumn("mobile_meta", "text", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("mobile_options", "text", (c) => c.notNull())
    .addColumn("parts", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("cms_elements_handler")
    .on("cms_elements")
    .columns(["site_id", "handler", "language_code"])
    .unique()
    .execute();

  await autoId(db.schema.createTable("navigation_links"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("tree", "text", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("parent_id", "integer", (c) => c.references("navigation_links.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("link_type", "text", (c) => c.notNull())
    .addColumn("link_value", "text", (c) => c.notNull())
    .addColumn("rel", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("navigation_links_tree")
    .on("navigation_links")
    .columns(["site_id", "tree", "language_code", "position"])
    .execute();

  await autoId(db.schema.createTable("posts"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("translation_group", "integer")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("components", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("access", "text", (c) => c.notNull())
    .addColumn("meta_title", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull())
    .addColumn("media_id", "integer", (c) => c.references("media.id"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("posts_slug")
    .on("posts")
    .columns(["site_id", "language_code", "slug"])
    .unique()
    .execute();
  await db.schema.createIndex("posts_translation_group").on("posts").column("translation_group").execute();
}
