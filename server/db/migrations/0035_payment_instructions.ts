import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * How to pay by an offline method (docs/decisions/0046-payment-instructions.md):
 * `payment_methods.instructions`, JSON {language: text} with {orderNumber} and {total} to fill in;
 * `orders.payment_instructions`, the text the order was placed with, filled in and in its language,
 * so that a later change of the method's text does not rewrite what the buyer was told.
 * Only adds (0034): a release before this one neither reads nor writes them.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable("payment_methods")
    .addColumn("instructions", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.alterTable("orders").addColumn("payment_instructions", "text").execute();
}
