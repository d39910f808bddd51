import { sql, type Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * A confirmed e-mail address takes its guest orders (docs/decisions/0074), matched without regard
 * to letter case: without this index each confirmation, and each guest order of an address that
 * has a confirmed account, read every order of the site.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await sql`CREATE INDEX orders_guest_email ON orders (site_id, lower(guest_email))`.execute(db);
}
