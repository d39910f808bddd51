import { sql, type Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * An image's alt text in each language (docs/decisions/0045-alt-text-per-language.md):
 * `alt_texts`, JSON {language: text}, filled from `alt`, which held one text for every language
 * and was read as the site's default language's. This release still writes `alt` (that language's
 * text) for the release before it (0034); a later contract step drops it.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable("media")
    .addColumn("alt_texts", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  const { rows } = await sql<{ id: number; alt: string; language: string }>`
    SELECT m.id, m.alt, s.default_language AS language FROM media m JOIN sites s ON s.id = m.site_id
    WHERE m.alt <> ''`.execute(db);
  for (const row of rows)
    await sql`UPDATE media SET alt_texts = ${JSON.stringify({ [row.language]: row.alt })} WHERE id = ${row.id}`.execute(
      db,
    );
}
