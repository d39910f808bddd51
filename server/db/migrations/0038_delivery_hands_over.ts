import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * Pay on delivery only where a person hands the order over (review h4, finding 3):
 * `delivery_methods.hands_over`, 1 (a courier, a store's counter) or 0 (a parcel locker, which takes
 * no money). Existing methods keep being offered with pay on delivery (1); the demo's parcel locker
 * (its code) is set to 0. Only adds: a release before this one neither reads nor writes it.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable("delivery_methods")
    .addColumn("hands_over", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await (db as Kysely<{ delivery_methods: { code: string; hands_over: number } }>)
    .updateTable("delivery_methods")
    .set({ hands_over: 0 })
    .where("code", "=", "parcel-locker")
    .execute();
}
