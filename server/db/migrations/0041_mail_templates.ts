import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * The back office's own wording of the platform's e-mails (decision 0068): per site, template key
 * and language a subject and a plain-text body with placeholders. `mail` says which e-mail the
 * template is for (its placeholders); a mail with no stored template uses the built-in text. Only
 * adds: a release before this one neither reads nor writes it.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("mail_templates"), ctx)
    .addColumn("site_id", "integer", (c) => c.notNull().references("sites.id"))
    .addColumn("template_key", "text", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("mail", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("mail_templates_key")
    .unique()
    .on("mail_templates")
    .columns(["site_id", "template_key", "language_code"])
    .execute();
}
