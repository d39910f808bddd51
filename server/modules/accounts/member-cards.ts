/**
 * Member (loyalty) cards. A barcode is valid when its card is active and today is within its
 * dates. A card belongs to the profile that holds it (`users.member_card_barcode`, unique per site):
 * for anyone else it is not valid, whatever its dates say. A card nobody holds yet becomes the
 * profile's that first uses it (a registration, a profile update, or applying it to a cart).
 */
import type { DbOrTx } from "#server/db";
import { isUniqueViolation } from "./errors";
import { ATTEMPT_LIMITS, countAttempt, perAddress } from "./rate-limit";

/** Today as YYYY-MM-DD in UTC. */
const today = (now = new Date()) => now.toISOString().slice(0, 10);

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

/** The user of the site whose profile holds the card, if any. */
async function holderOf(db: DbOrTx, siteId: number, barcode: string): Promise<number | null> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("site_id", "=", siteId)
    .where("member_card_barcode", "=", barcode)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Whether `userId` (null: someone not registered yet) may use the card: valid today, and held by
 * nobody or by that user.
 */
export async function isMemberCardUsable(
  db: DbOrTx,
  siteId: number,
  barcode: string,
  userId: number | null,
  now = new Date(),
): Promise<boolean> {
  const code = barcode.trim();
  if (!(await isMemberCardValid(db, code, now))) return false;
  const holder = await holderOf(db, siteId, code);
  return holder === null || holder === userId;
}

/** Whether the card is valid today and the user's profile holds it (a cart's membership prices). */
export async function isMemberCardHeldBy(
  db: DbOrTx,
  siteId: number,
  barcode: string,
  userId: number,
  now = new Date(),
): Promise<boolean> {
  const code = barcode.trim();
  return (await holderOf(db, siteId, code)) === userId && (await isMemberCardValid(db, code, now));
}

/**
 * Makes a usable card the user's own (their profile's card from now on); false, changing nothing,
 * for an invalid card or one another profile holds. Runs inside the caller's transaction, which
 * must end (roll back) when this answers false; the unique index settles two users claiming one
 * card at the same moment.
 */
export async function claimMemberCard(tx: DbOrTx, siteId: number, userId: number, barcode: string): Promise<boolean> {
  const code = barcode.trim();
  if (!(await isMemberCardUsable(tx, siteId, code, userId))) return false;
  try {
    await tx
      .updateTable("users")
      .set({ member_card_barcode: code, updated_at: new Date().toISOString() })
      .where("id", "=", userId)
      .where("site_id", "=", siteId)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
  return true;
}

/** Counts one barcode check of a signed-in user (the check itself, or applying a card to a cart): 429 beyond the limits. */
export function countMemberCardCheck(db: DbOrTx, userId: number, clientAddress: string): Promise<void> {
  const { perUser, perAddress: addressMax, windowMs } = ATTEMPT_LIMITS.memberCard;
  return countAttempt(db, [
    { key: `member-card:user:${userId}`, max: perUser, windowMs },
    ...perAddress("member-card", clientAddress, addressMax, windowMs),
  ]);
}
