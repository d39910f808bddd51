/**
 * One-time tokens: the links mailed to verify an e-mail address or to set a new password. The
 * database keeps only a token's hash; a link works once, until it expires, and only on its site.
 */
import type { DbOrTx } from "#server/db";
import type { OneTimeTokensTable } from "#server/db/schema";
import { queueMail, type RenderedMail } from "../mail";
import { fillLink } from "./links";
import { hashToken, newOpaqueToken } from "./tokens";

type Purpose = OneTimeTokensTable["purpose"];

/**
 * Stores a new token for the user and queues the mail that carries its link (the template filled
 * with the token); the mail's kind is the token's purpose. Pass the caller's transaction.
 */
export async function mailOneTimeToken(
  tx: DbOrTx,
  siteId: number,
  user: { id: number; email: string },
  token: { purpose: Purpose; ttlMs: number; template: string },
  render: (link: string) => RenderedMail | Promise<RenderedMail>,
): Promise<void> {
  const value = newOpaqueToken();
  const now = Date.now();
  await tx
    .insertInto("one_time_tokens")
    .values({
      user_id: user.id,
      purpose: token.purpose,
      token_hash: hashToken(value),
      expires_at: new Date(now + token.ttlMs).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  const mail = await render(fillLink(token.template, value));
  await queueMail(tx, { siteId, to: user.email, ...mail, kind: token.purpose });
}

/** The usable token of a user of the site (unknown, expired and used ones are not), read only. */
function findUsableToken(tx: DbOrTx, siteId: number, purpose: Purpose, token: string, now: string) {
  return tx
    .selectFrom("one_time_tokens as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .select(["t.id", "t.user_id", "u.email", "u.email_verified_at"])
    .where("t.token_hash", "=", hashToken(token))
    .where("t.purpose", "=", purpose)
    .where("t.used_at", "is", null)
    .where("t.expires_at", ">", now)
    .where("u.site_id", "=", siteId)
    .executeTakeFirst();
}

/** Whether a token of a user of the site would still work (not unknown, expired or used), without
 * using it up. */
export async function isOneTimeTokenUsable(
  db: DbOrTx,
  siteId: number,
  purpose: Purpose,
  token: string,
  now: string,
): Promise<boolean> {
  return (await findUsableToken(db, siteId, purpose, token, now)) !== undefined;
}

/**
 * Uses up a token of a user of the site: the user it was for, or null when the token is unknown,
 * expired or used. Of two calls with the same token at the same moment only one gets the user.
 */
export async function useOneTimeToken(
  tx: DbOrTx,
  siteId: number,
  purpose: Purpose,
  token: string,
  now: string,
): Promise<{ userId: number; email: string; emailVerifiedAt: string | null } | null> {
  const row = await findUsableToken(tx, siteId, purpose, token, now);
  if (!row) return null;
  const used = await tx
    .updateTable("one_time_tokens")
    .set({ used_at: now })
    .where("id", "=", row.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return null;
  return { userId: row.user_id, email: row.email, emailVerifiedAt: row.email_verified_at };
}

/**
 * A token of a user of the site that no longer works (used, retired or expired), with its user's
 * present state: whether the address is confirmed, and since when it is the account's (the time of
 * its last change, null for the address registered with). Null for a token never issued or usable.
 */
export async function findSpentToken(
  db: DbOrTx,
  siteId: number,
  purpose: Purpose,
  token: string,
  now: string,
): Promise<{ createdAt: string; emailVerifiedAt: string | null; emailChangedAt: string | null } | null> {
  const row = await db
    .selectFrom("one_time_tokens as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .select(["t.created_at", "u.email_verified_at", "u.email_changed_at"])
    .where("t.token_hash", "=", hashToken(token))
    .where("t.purpose", "=", purpose)
    .where("u.site_id", "=", siteId)
    .where((eb) => eb.or([eb("t.used_at", "is not", null), eb("t.expires_at", "<=", now)]))
    .executeTakeFirst();
  return row
    ? { createdAt: row.created_at, emailVerifiedAt: row.email_verified_at, emailChangedAt: row.email_changed_at }
    : null;
}

/** Makes the user's unused links of one purpose useless: a new reset link replaces the earlier ones,
 * and a new e-mail address leaves the old mailbox's reset links behind. Pass the caller's transaction. */
export async function retireOneTimeTokens(db: DbOrTx, userId: number, purpose: Purpose): Promise<void> {
  await db
    .updateTable("one_time_tokens")
    .set({ used_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}
