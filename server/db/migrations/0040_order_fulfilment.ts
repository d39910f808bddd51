import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * Order fulfilment (decision 0061), kept apart from the payment status: `fulfilment_status`
 * (unfulfilled, shipped, delivered; every existing order is unfulfilled), when it was shipped and
 * delivered, and the carrier and tracking the merchant gave. An index serves the back office's
 * "to ship" and "shipped" lists. Only adds: a release before this one neither reads nor writes them.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("fulfilment_status", "text", (c) => c.notNull().defaultTo("unfulfilled"))
    .execute();
  for (const column of ["shipped_at", "delivered_at", "carrier", "tracking_number", "tracking_url"])
    await db.schema.alterTable("orders").addColumn(column, "text").execute();
  await db.schema
    .createIndex("orders_site_fulfilment")
    .on("orders")
    .columns(["site_id", "fulfilment_status"])
    .execute();
}
