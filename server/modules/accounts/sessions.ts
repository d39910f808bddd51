/**
 * Sessions: login (rate-limited), refresh-token rotation with reuse detection, logout, the
 * storefront's social login, and the three password flows (change, forgot, set).
 *
 * A login starts a refresh-token family. Every refresh marks the presented token used and issues
 * a new one in the same family; presenting a used or revoked token again revokes the whole family
 * (someone holds a stolen copy), so both the thief and the user must log in again.
 */
import { randomUUID } from "node:crypto";
import type { Tokens, User } from "../../contract/accounts";
import type { Locale } from "../../contract/urls";
import type { DbOrTx } from "../../db";
import type { Services } from "../../services";
import { passwordResetMail, queueMail } from "../mail";
import type { SiteRecord } from "../site";
import { accountsError, isUniqueViolation, messages } from "./errors";
import { fillLink, linkTemplate } from "./links";
import { hashPassword, needsRehash, verifyDummy, verifyPassword } from "./passwords";
import { clearHits, hit, isLimited, type Limit } from "./rate-limit";
import { hashToken, newOpaqueToken, signAccessToken } from "./tokens";
import { findUserByEmail, findUserRow, normalizeEmail, parseScope, toUser, type UserRow } from "./users";

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 } as const;
/** Reset mails per address and hour; further requests are answered the same but send nothing. */
const FORGOT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

const nowIso = () => new Date().toISOString();

// ---------------------------------------------------------------- tokens

async function issueTokens(tx: DbOrTx, user: UserRow, familyId: string): Promise<Tokens> {
  const refreshToken = newOpaqueToken();
  const now = Date.now();
  await tx
    .insertInto("refresh_tokens")
    .values({
      user_id: user.id,
      family_id: familyId,
      token_hash: hashToken(refreshToken),
      expires_at: new Date(now + REFRESH_TTL_MS).toISOString(),
      used_at: null,
      revoked_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  const access = signAccessToken({
    sub: user.id,
    site: user.site_id,
    bo: Number(user.is_backoffice_user) === 1,
    scope: parseScope(user.scope),
    jti: familyId,
  });
  return { accessToken: access.token, refreshToken, expiresIn: access.expiresIn };
}

async function revokeFamily(tx: DbOrTx, familyId: string): Promise<void> {
  await tx.updateTable("refresh_tokens").set({ revoked_at: nowIso() }).where("family_id", "=", familyId).where("revoked_at", "is", null).execute();
}

/** Revokes every refresh token of a user, except those of the family `keep` (the current session). */
async function revokeUserSessions(tx: DbOrTx, userId: number, keep?: string): Promise<void> {
  let query = tx.updateTable("refresh_tokens").set({ revoked_at: nowIso() }).where("user_id", "=", userId).where("revoked_at", "is", null);
  if (keep) query = query.where("family_id", "!=", keep);
  await query.execute();
}

// ---------------------------------------------------------------- login

const accountKey = (siteId: number, email: string) => `login:account:${siteId}:${email}`;
const addressKey = (address: string) => `login:address:${address}`;

function loginLimits(siteId: number, email: string, clientAddress: string): Limit[] {
  const limits: Limit[] = [{ key: accountKey(siteId, email), max: LOGIN_LIMITS.perAccount, windowMs: LOGIN_LIMITS.windowMs }];
  // Without a known address every client would share one counter: anyone could lock out everyone.
  if (clientAddress !== "unknown") limits.push({ key: addressKey(clientAddress), max: LOGIN_LIMITS.perAddress, windowMs: LOGIN_LIMITS.windowMs });
  return limits;
}

/**
 * Logs a user in with e-mail and password. Unknown e-mail and wrong password answer alike (and take
 * alike long). After 5 failures for an account or 20 from a client address within 15 minutes,
 * 429 until the window ends; a success clears the account's counter. Unverified users may log in.
 */
export async function login(
  services: Services,
  site: SiteRecord,
  input: { username: string; password: string },
  clientAddress: string,
): Promise<{ tokens: Tokens; user: User }> {
  const email = normalizeEmail(input.username);
  const limits = loginLimits(site.id, email, clientAddress);
  if (await isLimited(services.db, limits)) throw accountsError(messages.tooManyLogins, 429);

  const row = await findUserByEmail(services.db, site.id, email);
  const ok = row?.password_hash ? await verifyPassword(input.password, row.password_hash) : await verifyDummy(input.password);
  if (!row || !ok) {
    await services.db.transaction().execute(async (tx) => {
      for (const limit of limits) await hit(tx, limit.key, limit.windowMs);
    });
    throw accountsError(messages.unknownLogin, 401);
  }
  const rehash = row.password_hash && needsRehash(row.password_hash) ? await hashPassword(input.password) : null;
  return services.db.transaction().execute(async (tx) => {
    await clearHits(tx, accountKey(site.id, email));
    if (rehash) await tx.updateTable("users").set({ password_hash: rehash }).where("id", "=", row.id).execute();
    const tokens = await issueTokens(tx, row, randomUUID());
    return { tokens, user: await toUser(tx, row) };
  });
}

// ---------------------------------------------------------------- refresh and logout

/** New tokens for a refresh token (which is used up); 401 "Invalid refresh token." otherwise. */
export async function refreshSession(services: Services, site: SiteRecord, refreshToken: string | null | undefined): Promise<{ tokens: Tokens }> {
  if (!refreshToken || refreshToken.length > 200) throw accountsError(messages.invalidRefresh, 401);
  // The transaction commits a family revocation before the 401 is thrown (a throw inside would roll it back).
  const tokens = await services.db.transaction().execute(async (tx): Promise<Tokens | null> => {
    const now = nowIso();
    const stored = await tx
      .selectFrom("refresh_tokens")
      .selectAll()
      .where("token_hash", "=", hashToken(refreshToken))
      .executeTakeFirst();
    if (!stored) return null;
    const user = await findUserRow(tx, site.id, stored.user_id);
    if (!user) return null;
    if (stored.used_at !== null || stored.revoked_at !== null) {
      await revokeFamily(tx, stored.family_id);
      services.log.warn("refresh token reused: session revoked", { userId: user.id, family: stored.family_id });
      return null;
    }
    if (stored.expires_at <= now) return null;
    const marked = await tx
      .updateTable("refresh_tokens")
      .set({ used_at: now })
      .where("id", "=", stored.id)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) {
      await revokeFamily(tx, stored.family_id);
      return null;
    }
    return issueTokens(tx, user, stored.family_id);
  });
  if (!tokens) throw accountsError(messages.invalidRefresh, 401);
  return { tokens };
}

/** Ends the session of a refresh token (its whole family). Unknown tokens are ignored. */
export async function logout(services: Services, site: SiteRecord, refreshToken: string | null | undefined): Promise<{ loggedOut: true }> {
  if (refreshToken && refreshToken.length <= 200) {
    await services.db.transaction().execute(async (tx) => {
      const stored = await tx
        .selectFrom("refresh_tokens as r")
        .innerJoin("users as u", "u.id", "r.user_id")
        .select("r.family_id")
        .where("r.token_hash", "=", hashToken(refreshToken))
        .where("u.site_id", "=", site.id)
        .executeTakeFirst();
      if (stored) await revokeFamily(tx, stored.family_id);
    });
  }
  return { loggedOut: true };
}

// ---------------------------------------------------------------- social login

export interface SocialLoginInput {
  provider: string;
  providerUserId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * For the trusted storefront after it verified an OAuth sign-in: the user of the provider
 * identity, else the user with the e-mail (the identity is linked), else a new user without a
 * password whose e-mail counts as verified by the provider.
 */
export async function socialLogin(services: Services, site: SiteRecord, input: SocialLoginInput): Promise<{ tokens: Tokens; user: User }> {
  const email = normalizeEmail(input.email);
  const provider = input.provider.trim().toLowerCase();
  const attempt = () =>
    services.db.transaction().execute(async (tx) => {
      const now = nowIso();
      const identity = await tx
        .selectFrom("user_identities")
        .select("user_id")
        .where("site_id", "=", site.id)
        .where("provider", "=", provider)
        .where("provider_user_id", "=", input.providerUserId)
        .executeTakeFirst();
      let row = identity ? await findUserRow(tx, site.id, identity.user_id) : undefined;
      if (!row) {
        row = await findUserByEmail(tx, site.id, email);
        if (!row) {
          const { id } = await tx
            .insertInto("users")
            .values({
              site_id: site.id,
              email,
              password_hash: null,
              first_name: input.firstName.trim(),
              last_name: input.lastName.trim(),
              company_name: "",
              member_card_barcode: null,
              is_backoffice_user: 0,
              scope: "[]",
              email_verified_at: now,
              created_at: now,
              updated_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          row = (await findUserRow(tx, site.id, id))!;
        }
        await tx
          .insertInto("user_identities")
          .values({ site_id: site.id, provider, provider_user_id: input.providerUserId, user_id: row.id, created_at: now })
          .execute();
      }
      const tokens = await issueTokens(tx, row, randomUUID());
      return { tokens, user: await toUser(tx, row) };
    });
  try {
    return await attempt();
  } catch (err) {
    // A concurrent first sign-in created the user or identity: the second try finds it.
    if (isUniqueViolation(err)) return attempt();
    throw err;
  }
}

// ---------------------------------------------------------------- passwords

/**
 * Changes the password of a signed-in user. Other sessions end; the current one (`sessionId`, the
 * access token's jti) stays.
 */
export async function changePassword(
  services: Services,
  site: SiteRecord,
  userId: number,
  sessionId: string | null,
  input: { oldPassword: string; newPassword: string },
): Promise<{ changed: true }> {
  const row = await findUserRow(services.db, site.id, userId);
  if (!row) throw accountsError(messages.invalidAccess, 401);
  const ok = row.password_hash ? await verifyPassword(input.oldPassword, row.password_hash) : await verifyDummy(input.oldPassword);
  if (!ok) throw accountsError(messages.incorrectOldPassword, 400);
  if (input.newPassword === input.oldPassword) throw accountsError(messages.samePassword, 400);
  const hash = await hashPassword(input.newPassword);
  await services.db.transaction().execute(async (tx) => {
    await tx.updateTable("users").set({ password_hash: hash, updated_at: nowIso() }).where("id", "=", userId).execute();
    await revokeUserSessions(tx, userId, sessionId ?? undefined);
  });
  return { changed: true };
}

/**
 * Mails a reset link (1 hour, single use) when the address has an account; answers the same
 * either way. Earlier unused reset links of the user stop working.
 */
export async function forgotPassword(
  services: Services,
  site: SiteRecord,
  language: Locale,
  input: { email: string; resetUrl?: string },
  options: { trustedStorefront: boolean },
): Promise<{ sent: true }> {
  const email = normalizeEmail(input.email);
  const template = linkTemplate(site, language, input.resetUrl, { page: "forgotPassword", param: "token" }, options.trustedStorefront);
  await services.db.transaction().execute(async (tx) => {
    const user = await findUserByEmail(tx, site.id, email);
    if (!user) return;
    const key = `forgot:${site.id}:${email}`;
    if (await isLimited(tx, [{ key, ...FORGOT_LIMIT }])) return;
    await hit(tx, key, FORGOT_LIMIT.windowMs);
    const now = Date.now();
    await tx
      .updateTable("one_time_tokens")
      .set({ used_at: new Date(now).toISOString() })
      .where("user_id", "=", user.id)
      .where("purpose", "=", "reset-password")
      .where("used_at", "is", null)
      .execute();
    const token = newOpaqueToken();
    await tx
      .insertInto("one_time_tokens")
      .values({
        user_id: user.id,
        purpose: "reset-password",
        token_hash: hashToken(token),
        expires_at: new Date(now + RESET_TTL_MS).toISOString(),
        used_at: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    const mail = passwordResetMail(language, { siteName: site.name, firstName: user.first_name, link: fillLink(template, token), minutes: RESET_TTL_MS / 60_000 });
    await queueMail(tx, { siteId: site.id, to: user.email, ...mail, kind: "reset-password" });
  });
  return { sent: true };
}

/**
 * Sets a new password with a reset link's token (once, within the hour). Every session of the
 * user ends; the e-mail counts as verified (the link reached the mailbox).
 */
export async function setPassword(services: Services, site: SiteRecord, input: { token: string; password: string }): Promise<{ changed: true }> {
  const hash = await hashPassword(input.password);
  const done = await services.db.transaction().execute(async (tx) => {
    const now = nowIso();
    const row = await tx
      .selectFrom("one_time_tokens as t")
      .innerJoin("users as u", "u.id", "t.user_id")
      .select(["t.id", "t.user_id", "u.email", "u.email_verified_at"])
      .where("t.token_hash", "=", hashToken(input.token))
      .where("t.purpose", "=", "reset-password")
      .where("t.used_at", "is", null)
      .where("t.expires_at", ">", now)
      .where("u.site_id", "=", site.id)
      .executeTakeFirst();
    if (!row) return false;
    const used = await tx.updateTable("one_time_tokens").set({ used_at: now }).where("id", "=", row.id).where("used_at", "is", null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await tx
      .updateTable("users")
      .set({ password_hash: hash, updated_at: now, ...(row.email_verified_at === null ? { email_verified_at: now } : {}) })
      .where("id", "=", row.user_id)
      .execute();
    await revokeUserSessions(tx, row.user_id);
    await clearHits(tx, accountKey(site.id, row.email));
    return true;
  });
  if (!done) throw accountsError(messages.invalidReset, 400);
  return { changed: true };
}
