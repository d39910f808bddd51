import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * CMS-defined forms (questionnaires: spec sections 5 and 7 form/get and form/storeData), the files
 * visitors upload with them, and the productAvailabilityForm's requests to be told of new stock.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("forms"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("consent_form_type", "text", (c) => c.notNull())
    .addColumn("confirms_email", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("confirm_goal_type", "text")
    .addColumn("confirm_goal", "text")
    .addColumn("send_to", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("form_submissions").addColumn("form_id", "integer").execute();
  await autoId(db.schema.createTable("form_files"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("submission_id", "integer", (c) => c.notNull().references("form_submissions.id").onDelete("cascade"))
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("form_files_submission").on("form_files").column("submission_id").execute();
  await autoId(db.schema.createTable("availability_requests"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("notified_at", "text")
    .execute();
  // One open request per address and product; the job looks for the open ones.
  await db.schema
    .createIndex("availability_requests_open")
    .on("availability_requests")
    .columns(["site_id", "product_id", "email", "notified_at"])
    .execute();
}
