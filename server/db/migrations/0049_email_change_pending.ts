import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * When the user last changed their e-mail address in the profile (`users.email_changed_at`, null:
 * never). While the address is not confirmed after it, a change is pending: the back office's
 * "send the confirmation again" sends the change's confirmation to the new address, not the
 * registration's. Only adds: a release before this one neither reads nor writes it; an account whose
 * change is pending from before it is taken for a registration not confirmed, as before.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_changed_at", "text").execute();
}
