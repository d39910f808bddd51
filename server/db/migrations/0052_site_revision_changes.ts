import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * What a navigation tree's change did (`site_revisions.changes`, JSON): its history says "Added
 * “Contact”" where it said only "Saved". Revisions kept before, and those a previous release inserts
 * during the deploy, have none and read "Saved" as before.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable("site_revisions").addColumn("changes", "text").execute();
}
