import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * When each background job last ran (issue 16): several processes on one database share the
 * schedule, so a job's pass runs once per period across all of them, not once per process.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable("job_runs")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("last_run_at", "text", (c) => c.notNull())
    .addColumn("run_by", "text", (c) => c.notNull())
    .execute();
}
