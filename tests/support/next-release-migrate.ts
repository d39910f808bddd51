/**
 * Plays the next release's `npm run migrate` (tests/api/online-migration.test.ts): this release's
 * migrations plus one more that expands the tables the shop reads and writes most, the way
 * docs/decisions/0034-online-migrations.md allows, then backfills the new column. Run as its own
 * process against DATABASE_URL, while an older host serves the same database.
 */
import type { Kysely } from "kysely";
import { getConfig } from "../../server/config";
import { openDatabase } from "../../server/db";
import { migrations, migrateToLatest } from "../../server/db/migrations";

export const NEXT_MIGRATION = "9999_next_release";

async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["carts", "cart_items", "products"])
    await db.schema.alterTable(table).addColumn("channel", "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("cart_channels")
    .addColumn("code", "text", (c) => c.primaryKey())
    .execute();
  await db.schema.createIndex("carts_channel").on("carts").column("channel").execute();
  await (db as Kysely<{ carts: { channel: string | null } }>).updateTable("carts").set({ channel: "web" }).execute();
}

if (process.argv[1] === import.meta.filename) {
  const handle = openDatabase(getConfig().databaseUrl);
  try {
    await migrateToLatest(handle.db, handle.dialect, { ...migrations, [NEXT_MIGRATION]: { up } });
  } finally {
    await handle.close();
  }
}
