import type { Kysely } from "kysely";

/**
 * Orders waiting for an online payment are cancelled after PAYMENT_TIMEOUT_MINUTES by a periodic job
 * (server/modules/orders/abandoned.ts): an index lets it find them by status and age without reading
 * every order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("orders_status_created").on("orders").columns(["status", "created_at"]).execute();
}
