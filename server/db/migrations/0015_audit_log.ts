import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * The audit log (server/modules/audit): every change a back-office user makes through the platform,
 * who made it, what it was and when.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("audit_log"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_site").on("audit_log").columns(["site_id", "id"]).execute();
}
