import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * E-product delivery (spec section 9, decision 0047): what each e-product delivers (a download link,
 * the default, or a code shown as text or as a QR code), the pool of codes a code product sells from
 * (one code per unit, held by the order that took it), and what an order was delivered once paid.
 * Only new tables: an older release never reads them.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable("product_deliveries")
    .addColumn("product_id", "integer", (c) => c.primaryKey().references("products.id").onDelete("cascade"))
    /** link, code or qrcode. */
    .addColumn("delivery_type", "text", (c) => c.notNull().defaultTo("link"))
    /** A link's file: a media library document, or else an address of the merchant's. */
    .addColumn("media_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("url", "text")
    .execute();

  await autoId(db.schema.createTable("eproduct_codes"), ctx)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    /** The order holding the code: taken when it was made, given back if it is never paid. */
    // No cascade: a code sold stays sold, whatever becomes of the order.
    .addColumn("order_id", "integer", (c) => c.references("orders.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("eproduct_codes_product_code")
    .on("eproduct_codes")
    .columns(["product_id", "code"])
    .unique()
    .execute();
  await db.schema
    .createIndex("eproduct_codes_product_order")
    .on("eproduct_codes")
    .columns(["product_id", "order_id"])
    .execute();

  await autoId(db.schema.createTable("order_deliverables"), ctx)
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    /** The product's name in the order's language when delivered. */
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("delivery_type", "text", (c) => c.notNull())
    /** A code's unit: the code delivered (a code belongs to one unit of one order). */
    .addColumn("code_id", "integer", (c) => c.unique().references("eproduct_codes.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_deliverables_order").on("order_deliverables").column("order_id").execute();
}
