import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * A delivery method may deliver for free from a goods total on (`delivery_methods.free_from`, cents,
 * null: never): the cart's totals and the order charge nothing for it from there. Only adds: a
 * release before this one neither reads nor writes it, and every method keeps its price as before.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable("delivery_methods").addColumn("free_from", "integer").execute();
}
