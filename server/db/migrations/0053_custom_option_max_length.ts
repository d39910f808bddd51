import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * A text option's own limit (`custom_options.max_length`, characters): an engraving takes 20, where
 * every personalization took up to 200 before. Options kept before keep that 200, the cart's own cap.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable("custom_options")
    .addColumn("max_length", "integer", (c) => c.notNull().defaultTo(200))
    .execute();
}
