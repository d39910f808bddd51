import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Accounts (server/modules/accounts) and mail (server/modules/mail): users with their settings,
 * social identities, addresses, refresh tokens (rotated, in families), one-time tokens (e-mail
 * verification, password reset), login rate limits counted in the database, member cards,
 * wishlists, the mail outbox, and orders with their items (written by checkout, read here).
 * Token columns hold SHA-256 hashes, never the tokens themselves.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("users"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    /** Lower-cased. */
    .addColumn("email", "text", (c) => c.notNull())
    /** Null for users who only sign in through a social provider. */
    .addColumn("password_hash", "text")
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("member_card_barcode", "text")
    .addColumn("is_backoffice_user", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("scope", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("email_verified_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_site_email").on("users").columns(["site_id", "email"]).unique().execute();

  await db.schema
    .createTable("user_settings")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("group", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_settings_pk", ["user_id", "group", "key"])
    .execute();

  await db.schema
    .createTable("user_identities")
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_user_id", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_identities_pk", ["site_id", "provider", "provider_user_id"])
    .execute();
  await db.schema.createIndex("user_identities_user").on("user_identities").column("user_id").execute();

  await autoId(db.schema.createTable("addresses"), ctx)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("contact_email", "text", (c) => c.notNull())
    .addColumn("contact_phone", "text", (c) => c.notNull())
    .addColumn("country_id", "integer", (c) => c.notNull().references("countries.id"))
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("house_number", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("company_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("company_oib", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("addresses_user").on("addresses").column("user_id").execute();

  await autoId(db.schema.createTable("refresh_tokens"), ctx)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("family_id", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("refresh_tokens_family").on("refresh_tokens").column("family_id").execute();
  await db.schema.createIndex("refresh_tokens_user").on("refresh_tokens").column("user_id").execute();

  await autoId(db.schema.createTable("one_time_tokens"), ctx)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** verify-email or reset-password. */
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("one_time_tokens_user").on("one_time_tokens").columns(["user_id", "purpose"]).execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("member_cards")
    .addColumn("barcode", "text", (c) => c.primaryKey())
    .addColumn("holder_name", "text", (c) => c.notNull())
    /** YYYY-MM-DD, inclusive. */
    .addColumn("valid_from", "text", (c) => c.notNull())
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("wishlist_items")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("wishlist_items_pk", ["user_id", "product_id"])
    .execute();

  await autoId(db.schema.createTable("outbox"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    /** verify-email, reset-password, ... */
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    /** When the sender may try (again): backoff after failures, a lease while one process sends. */
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outbox_pending").on("outbox").columns(["sent_at", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_site").on("outbox").columns(["site_id", "id"]).execute();

  await autoId(db.schema.createTable("orders"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("guest_email", "text")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("items_total", "integer", (c) => c.notNull())
    .addColumn("coupon_discount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("delivery_total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tax_total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("loyalty_discount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("order_total", "integer", (c) => c.notNull())
    .addColumn("coupon_code", "text")
    .addColumn("delivery_method_name", "text")
    .addColumn("payment_method_name", "text")
    .addColumn("billing_address", "text")
    .addColumn("shipping_address", "text")
    .addColumn("company", "text")
    .addColumn("gift_message", "text")
    .addColumn("order_message", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_user").on("orders").columns(["user_id", "created_at"]).execute();

  await autoId(db.schema.createTable("order_items"), ctx)
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("qty", "integer", (c) => c.notNull())
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .addColumn("row_total", "integer", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("order_items_order").on("order_items").column("order_id").execute();
}
