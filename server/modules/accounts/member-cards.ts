/** Member (loyalty) cards: a barcode is valid when its card is active and today is within its dates. */
import type { DbOrTx } from "../../db";

/** Today as YYYY-MM-DD in UTC. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

export async function isMemberCardValid(db: DbOrTx, barcode: string, now = new Date()): Promise<boolean> {
  const code = barcode.trim();
  if (!code) return false;
  const day = today(now);
  const card = await db
    .selectFrom("member_cards")
    .select("barcode")
    .where("barcode", "=", code)
    .where("active", "=", 1)
    .where("valid_from", "<=", day)
    .where("valid_until", ">=", day)
    .executeTakeFirst();
  return card !== undefined;
}
