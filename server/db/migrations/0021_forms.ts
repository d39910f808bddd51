import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * The site's forms (server/modules/forms): every submission stored, newsletter subscriptions, and
 * the single-use tokens of double opt-in (spec section 3: goalType message, url or file, and goal).
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("form_submissions"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("form_type", "text", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await autoId(db.schema.createTable("newsletter_subscriptions"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("newsletter_subscriptions_email")
    .on("newsletter_subscriptions")
    .columns(["site_id", "email"])
    .unique()
    .execute();
  await autoId(db.schema.createTable("opt_in_tokens"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("goal_type", "text", (c) => c.notNull())
    .addColumn("goal", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}
