import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * Who opened a payment attempt (`payments.opened_by`): `checkout` (order/create) or `payNow` (the
 * buyer's "Pay now" on the order's page, decision 0099). A declined attempt ends the order only
 * when checkout opened it (decision 0103). Existing rows, and those a previous release inserts
 * during the deploy, read `checkout`: nothing has been released with "Pay now" yet.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable("payments")
    .addColumn("opened_by", "text", (c) => c.notNull().defaultTo("checkout"))
    .execute();
}
