import { sql, type Kysely } from "kysely";

/**
 * Account security. A member card belongs to one profile per site: where several
 * profiles held one card, the earliest keeps it and the others lose it, then a unique index keeps
 * it so (empty cards do not count: NULLs never collide).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE users SET member_card_barcode = NULL
    WHERE member_card_barcode IS NOT NULL
      AND EXISTS (SELECT 1 FROM users AS earlier
                  WHERE earlier.site_id = users.site_id
                    AND earlier.member_card_barcode = users.member_card_barcode
                    AND earlier.id < users.id)`.execute(db);
  await db.schema
    .createIndex("users_site_member_card")
    .on("users")
    .columns(["site_id", "member_card_barcode"])
    .unique()
    .execute();
}
