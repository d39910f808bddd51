import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/** The catalog: categories, products of every format with translations, attributes for layered
 * filters and variants, bundles, custom options, cross-sells, tags and media. Prices are cents. */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("categories"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("parent_id", "integer", (c) => c.references("categories.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("media_id", "integer", (c) => c.references("media.id"))
    .addColumn("sort_types", "text", (c) => c.notNull())
    .addColumn("sort_default_type", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("category_translations")
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("category_translations_pk", ["category_id", "language_code"])
    .execute();
  await db.schema
    .createIndex("category_translations_slug")
    .on("category_translations")
    .columns(["language_code", "slug"])
    .unique()
    .execute();

  await autoId(db.schema.createTable("products"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull().unique())
    .addColumn("parent_id", "integer", (c) => c.references("products.id").onDelete("cascade"))
    .addColumn("is_visible_individually", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("retail_price", "integer", (c) => c.notNull())
    .addColumn("basic_price", "integer", (c) => c.notNull())
    .addColumn("membership_price", "integer")
    .addColumn("final_price", "integer", (c) => c.notNull())
    .addColumn("category_priority", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("main_category_id", "integer", (c) => c.references("categories.id").onDelete("set null"))
    .addColumn("media_id", "integer", (c) => c.references("media.id"))
    .addColumn("stock_qty", "integer")
    .addColumn("archived", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("products_parent").on("products").column("parent_id").execute();
  await db.schema.createIndex("products_main_category").on("products").column("main_category_id").execute();

  await db.schema
    .createTable("product_translations")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("short_description", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("meta_title", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_translations_pk", ["product_id", "language_code"])
    .execute();
  await db.schema
    .createIndex("product_translations_slug")
    .on("product_translations")
    .columns(["language_code", "slug"])
    .unique()
    .execute();

  await db.schema
    .createTable("product_categories")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_categories_pk", ["product_id", "category_id"])
    .execute();
  await db.schema
    .createIndex("product_categories_category")
    .on("product_categories")
    .columns(["category_id", "product_id"])
    .execute();

  await db.schema
    .createTable("product_media")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("media_id", "integer", (c) => c.notNull().references("media.id"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_media_pk", ["product_id", "media_id"])
    .execute();

  // Attributes: layered filters and the axes of configurable products. Labels are JSON {en, hr}.
  await autoId(db.schema.createTable("attributes"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("input_type", "text", (c) => c.notNull())
    .addColumn("labels", "text", (c) => c.notNull())
    .addColumn("filterable", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("custom_class", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("attributes_code").on("attributes").columns(["site_id", "code"]).unique().execute();

  await autoId(db.schema.createTable("attribute_values"), ctx)
    .addColumn("attribute_id", "integer", (c) => c.notNull().references("attributes.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("labels", "text", (c) => c.notNull())
    /** A colour (#rrggbb) for swatches, empty otherwise. */
    .addColumn("swatch", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("media_id", "integer", (c) => c.references("media.id"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("attribute_values_attribute")
    .on("attribute_values")
    .columns(["attribute_id", "code"])
    .unique()
    .execute();

  /** One row per product and attribute value: value_id for choice types, number_value for numbers
   * and yes/no (1/0), date_value (ISO) for dates. */
  await db.schema
    .createTable("product_attribute_values")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("attribute_id", "integer", (c) => c.notNull().references("attributes.id").onDelete("cascade"))
    .addColumn("value_id", "integer", (c) => c.references("attribute_values.id").onDelete("cascade"))
    .addColumn("number_value", "real")
    .addColumn("date_value", "text")
    .execute();
  await db.schema
    .createIndex("product_attribute_values_product")
    .on("product_attribute_values")
    .columns(["product_id", "attribute_id"])
    .execute();
  await db.schema
    .createIndex("product_attribute_values_value")
    .on("product_attribute_values")
    .columns(["attribute_id", "value_id"])
    .execute();

  /** The variant axes of a configurable product, with the shop's default value of each. */
  await db.schema
    .createTable("product_configurable_attributes")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("attribute_id", "integer", (c) => c.notNull().references("attributes.id").onDelete("cascade"))
    .addColumn("default_value_id", "integer", (c) => c.references("attribute_values.id"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_configurable_attributes_pk", ["product_id", "attribute_id"])
    .execute();

  await db.schema
    .createTable("bundle_items")
    .addColumn("bundle_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id"))
    .addColumn("quantity", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("bundle_items_pk", ["bundle_id", "product_id"])
    .execute();

  await autoId(db.schema.createTable("custom_options"), ctx)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("option_type", "text", (c) => c.notNull())
    .addColumn("labels", "text", (c) => c.notNull())
    .addColumn("required", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("price", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("custom_options_product").on("custom_options").column("product_id").execute();

  await db.schema
    .createTable("cross_sells")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("cross_sell_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("cross_sells_pk", ["product_id", "cross_sell_id"])
    .execute();

  await autoId(db.schema.createTable("tags"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("labels", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("product_tags")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("product_tags_pk", ["product_id", "tag_id"])
    .execute();
}
