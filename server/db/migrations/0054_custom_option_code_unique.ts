import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * A product's personalization fields have codes of their own (decision 0114): carts and orders key a
 * typed value by its code, and the back office now makes fields, so two creations at once must not
 * both take one code. The old index on the product alone is covered by this one.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createIndex("custom_options_product_code")
    .on("custom_options")
    .columns(["product_id", "code"])
    .unique()
    .execute();
  await db.schema.dropIndex("custom_options_product").execute();
}
