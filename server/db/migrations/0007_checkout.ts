import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Checkout (server/modules/consents, checkout, orders, payments): GDPR consents with their form
 * assignments and logs; delivery methods with pickup branches and payment methods per site (a store
 * id narrows one to a store); what checkout keeps on a cart; orders tied to their cart (one order
 * per cart: a unique key), the stock each took (given back when its payment fails) and payments.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("consents"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("unique_number", "text", (c) => c.notNull())
    /** JSON {en, hr}: sanitized HTML. */
    .addColumn("display_name", "text", (c) => c.notNull())
    /** Raised when the text changes in substance: logs keep the version the visitor accepted. */
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("consents_number")
    .on("consents")
    .columns(["site_id", "unique_number"])
    .unique()
    .execute();

  await db.schema
    .createTable("consent_assignments")
    .addColumn("consent_id", "integer", (c) => c.notNull().references("consents.id").onDelete("cascade"))
    /** checkoutForm, registerForm, newsletter, contactForm, addressForm, productAvailabilityForm. */
    .addColumn("form_type", "text", (c) => c.notNull())
    .addColumn("required", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("consent_assignments_pk", ["consent_id", "form_type"])
    .execute();
  await db.schema
    .createIndex("consent_assignments_form")
    .on("consent_assignments")
    .columns(["form_type", "position"])
    .execute();

  await autoId(db.schema.createTable("consent_logs"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("form_type", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    /** accepted (spec section 9: order consent data). */
    .addColumn("status", "text", (c) => c.notNull())
    /** cmsSite. */
    .addColumn("source_type", "text", (c) => c.notNull())
    /** webUser. */
    .addColumn("user_type", "text", (c) => c.notNull())
    /** JSON [{id, uniqueNumber, version}]. */
    .addColumn("consents", "text", (c) => c.notNull())
    .addColumn("status_timestamp", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("consent_logs_email")
    .on("consent_logs")
    .columns(["site_id", "email", "status_timestamp"])
    .execute();

  await autoId(db.schema.createTable("delivery_methods"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    /** Null: every store of the site. */
    .addColumn("store_id", "integer")
    .addColumn("code", "text", (c) => c.notNull())
    /** JSON {en, hr}. */
    .addColumn("names", "text", (c) => c.notNull())
    .addColumn("descriptions", "text", (c) => c.notNull())
    /** Cents, VAT included. */
    .addColumn("price", "integer", (c) => c.notNull())
    /** JSON: "ALL" or a list of ISO codes (within the store's allowed countries). */
    .addColumn("countries", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("delivery_methods_code")
    .on("delivery_methods")
    .columns(["site_id", "code"])
    .unique()
    .execute();

  await autoId(db.schema.createTable("delivery_branches"), ctx)
    .addColumn("method_id", "integer", (c) => c.notNull().references("delivery_methods.id").onDelete("cascade"))
    /** JSON {en, hr}. */
    .addColumn("names", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("delivery_branches_method")
    .on("delivery_branches")
    .columns(["method_id", "position"])
    .execute();

  await autoId(db.schema.createTable("payment_methods"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("store_id", "integer")
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("names", "text", (c) => c.notNull())
    .addColumn("descriptions", "text", (c) => c.notNull())
    /** Null (pay on delivery, bank transfer), HPF or WALLET. */
    .addColumn("payment_type", "text")
    /** The payment provider that takes HPF and WALLET payments (server/modules/payments). */
    .addColumn("provider", "text")
    /** 1: only with a delivery (pay on delivery): not for a cart of e-products. */
    .addColumn("requires_delivery", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("payment_methods_code")
    .on("payment_methods")
    .columns(["site_id", "code"])
    .unique()
    .execute();

  /** JSON: the checkout addresses and company data kept for the order. */
  await db.schema
    .alterTable("carts")
    .addColumn("checkout", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();

  for (const [name, type] of [
    ["cart_id", "integer"],
    ["email", "text"],
    ["delivery_method_id", "integer"],
    ["delivery_branch_id", "integer"],
    ["delivery_branch_name", "text"],
    ["payment_method_id", "integer"],
    ["payment_type", "text"],
    ["gift_to", "text"],
    ["gift_from", "text"],
    ["member_card_barcode", "text"],
    ["paid_at", "text"],
  ] as const) {
    await db.schema.alterTable("orders").addColumn(name, type).execute();
  }
  await db.schema
    .alterTable("orders")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  // One order per cart: concurrent submissions of one cart meet here.
  await db.schema.createIndex("orders_cart").on("orders").column("cart_id").unique().execute();

  await db.schema
    .createTable("order_stock")
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("qty", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_stock_pk", ["order_id", "product_id"])
    .execute();

  await autoId(db.schema.createTable("payments"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("payment_type", "text", (c) => c.notNull())
    /** The provider's reference: the sandbox's page token and order/pgSuccess/:id. */
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("order_slug", "text", (c) => c.notNull())
    .addColumn("success_url", "text", (c) => c.notNull())
    .addColumn("failure_url", "text", (c) => c.notNull())
    /** started, approved or declined. */
    .addColumn("status", "text", (c) => c.notNull())
    /** Set when the provider decided; the signed result carries it, and it is good for one use. */
    .addColumn("nonce", "text")
    .addColumn("decided_at", "text")
    .addColumn("processed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_reference").on("payments").column("reference").unique().execute();
  await db.schema.createIndex("payments_order").on("payments").column("order_id").unique().execute();
}
