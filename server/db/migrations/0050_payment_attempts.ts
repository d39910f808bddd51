import { sql, type Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * "Pay now" (decision 0099): an order waiting for its online payment may get a new payment attempt,
 * so an order has one payment row per attempt. `payments.superseded_at` marks an attempt a newer one
 * replaced (its late result is refused); the unique index on `order_id` gives way to one on the
 * current attempt only (`superseded_at IS NULL`: partial indexes, on SQLite and PostgreSQL alike).
 * `orders.cancel_reason` says why an unpaid order was cancelled (the payment timeout, its buyer, the
 * shop), so that a late result is refused with the right words; null for orders cancelled before it.
 *
 * Only adds, but for the index: an older release never writes a second attempt, and reads an
 * order's payment only while the order waits for it, so during the deploy an order paid again by the
 * new release is read by an older process with the attempt it finds first.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable("payments").addColumn("superseded_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("cancel_reason", "text").execute();
  await db.schema
    .createIndex("payments_current_order")
    .on("payments")
    .column("order_id")
    .unique()
    .where(sql.ref("superseded_at"), "is", null)
    .execute();
  await db.schema.dropIndex("payments_order").execute();
}
