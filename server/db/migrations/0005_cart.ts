import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Carts (server/modules/cart): a cart with its protect code (a bearer secret the storefront keeps in a
 * cookie), its lines (one per product and option set, so concurrent adds of one product meet on the
 * unique index), and coupons. Prices are never stored on a line: they are computed on every read.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("carts"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("protect_code", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    /** active, ordered (became an order) or merged (its lines moved into the user's other cart). */
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("currency_id", "integer", (c) => c.notNull())
    .addColumn("coupon_code", "text")
    .addColumn("member_card_barcode", "text")
    .addColumn("instructions", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("guest_email", "text")
    /** JSON: the guest's details, company and addresses. */
    .addColumn("guest_data", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("delivery_method_id", "integer")
    .addColumn("payment_method_id", "integer")
    .addColumn("options", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("carts_user").on("carts").columns(["user_id", "status", "updated_at"]).execute();

  await autoId(db.schema.createTable("cart_items"), ctx)
    .addColumn("cart_id", "integer", (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    /** The canonical JSON of `options`: two adds with the same options meet on one line. */
    .addColumn("options_key", "text", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("qty", "integer", (c) => c.notNull())
    /** The catalog price the shopper last saw for this line: a change is reported once (cartUpdated). */
    .addColumn("seen_price", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("cart_items_line")
    .on("cart_items")
    .columns(["cart_id", "product_id", "options_key"])
    .unique()
    .execute();

  await autoId(db.schema.createTable("coupons"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    /** Upper-case; codes are matched without regard to case. */
    .addColumn("code", "text", (c) => c.notNull())
    /** percent or fixed. */
    .addColumn("type", "text", (c) => c.notNull())
    /** Percent (1-100) or cents. */
    .addColumn("value", "integer", (c) => c.notNull())
    /** Cents the items must total before the discount applies. */
    .addColumn("min_total", "integer", (c) => c.notNull().defaultTo(0))
    /** ISO timestamps; null means open-ended. */
    .addColumn("valid_from", "text")
    .addColumn("valid_until", "text")
    .addColumn("usage_limit", "integer")
    .addColumn("used_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("coupons_code").on("coupons").columns(["site_id", "code"]).unique().execute();
}
