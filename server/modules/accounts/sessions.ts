/**
 * Sessions: login (rate-limited), refresh-token rotation with reuse detection, logout, the
 * storefront's social login, and the three password flows (change, forgot, set).
 *
 * A login starts a refresh-token family (the session). Every refresh marks the presented token used
 * and issues a new one in the same family; presenting a used or revoked token again revokes the
 * whole family (someone holds a stolen copy), so both the thief and the user must log in again.
 * Except within REFRESH_REUSE_GRACE_MS of its rotation: then it is the same client refreshing
 * twice at once (two tabs, two workers), and it gets new tokens of the same session
 * (docs/decisions/0010-workers.md).
 * The access tokens of a revoked family stop working at once (active-sessions.ts).
 */
import { randomUUID } from "node:crypto";
import type { Tokens, User } from "#server/contract/accounts";
import type { Locale } from "#server/contract/urls";
import { userSearchColumns, type DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { composeMail, queueMail } from "../mail";
import type { CallerFacts, Scope, UserScope } from "../scope";
import type { SiteRecord } from "../site";
import { forgetSessions, parseScope } from "./active-sessions";
import { refuseCommonPassword } from "./common-passwords";
import { AccountsError, accountsError, isUniqueViolation, messages } from "./errors";
import { linkTemplate, sitePageUrl } from "./links";
import { isOneTimeTokenUsable, mailOneTimeToken, retireOneTimeTokens, useOneTimeToken } from "./one-time-tokens";
import { hashPassword, needsRehash, verifyDummy, verifyPassword } from "./passwords";
import {
  addressBucket,
  ATTEMPT_LIMITS,
  clearHits,
  countAttempt,
  countPasswordCheck,
  hit,
  isLimited,
  lockedFor,
  perAddress,
  type Limit,
} from "./rate-limit";
import { hashToken, newOpaqueToken, signAccessToken } from "./tokens";
import { attachGuestOrders, findUserByEmail, findUserRow, normalizeEmail, toUser, type UserRow } from "./users";

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
/** How long after its rotation a refresh token presented again is taken for a concurrent refresh
 * of its own client rather than a stolen copy. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

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
  await tx
    .updateTable("refresh_tokens")
    .set({ revoked_at: nowIso() })
    .where("family_id", "=", familyId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Revokes every refresh token of a user, except those of the family `keep` (the current session). */
export async function revokeUserSessions(tx: DbOrTx, userId: number, keep?: string): Promise<void> {
  let query = tx
    .updateTable("refresh_tokens")
    .set({ revoked_at: nowIso() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (keep) query = query.where("family_id", "!=", keep);
  await query.execute();
}

// ---------------------------------------------------------------- login

/** Failed logins of one account from one client address (never of the account alone). */
const accountAddressKey = (siteId: number, email: string, clientAddress: string) =>
  `login:account:${siteId}:${addressBucket(clientAddress) ?? "unknown"}:${email}`;

function loginLimits(siteId: number, email: string, clientAddress: string): Limit[] {
  const { perAccountAndAddress, perAddress: addressMax, windowMs } = ATTEMPT_LIMITS.login;
  return [
    { key: accountAddressKey(siteId, email, clientAddress), max: perAccountAndAddress, windowMs },
    ...perAddress("login", clientAddress, addressMax, windowMs),
  ];
}

/**
 * Logs a user in with e-mail and password. Unknown e-mail and wrong password answer alike (and take
 * alike long). After 5 failures for an account from one client address, or 20 from the address
 * over all accounts, within 15 minutes, that address gets 429 until the window ends, told how many
 * seconds are left; the owner elsewhere is not affected. A success clears its account-and-address
 * counter. Unverified users may log in.
 */
export async function login(
  services: Services,
  { site }: Scope,
  input: { username: string; password: string },
  clientAddress: string,
): Promise<{ tokens: Tokens; user: User }> {
  const email = normalizeEmail(input.username);
  const limits = loginLimits(site.id, email, clientAddress);
  const wait = await lockedFor(services.db, limits);
  if (wait > 0) {
    // How long it lasts, for the login form to say so (and Retry-After for other clients).
    const seconds = Math.ceil(wait / 1000);
    throw new AccountsError(
      messages.tooManyLogins,
      429,
      { "Retry-After": String(seconds) },
      { retryAfterSeconds: seconds },
    );
  }

  const row = await findUserByEmail(services.db, site.id, email);
  const ok = row?.password_hash
    ? await verifyPassword(input.password, row.password_hash)
    : await verifyDummy(input.password);
  if (!row || !ok) {
    await services.db.transaction().execute(async (tx) => {
      for (const limit of limits) await hit(tx, limit.key, limit.windowMs);
    });
    throw accountsError(messages.unknownLogin, 401);
  }
  const rehash = row.password_hash && needsRehash(row.password_hash) ? await hashPassword(input.password) : null;
  return services.db.transaction().execute(async (tx) => {
    await clearHits(tx, accountAddressKey(site.id, email, clientAddress));
    if (rehash) await tx.updateTable("users").set({ password_hash: rehash }).where("id", "=", row.id).execute();
    const tokens = await issueTokens(tx, row, randomUUID());
    return { tokens, user: await toUser(tx, row) };
  });
}

// ---------------------------------------------------------------- refresh and logout

/**
 * New tokens for a refresh token (which is used up); 401 "Invalid refresh token." otherwise. Failed
 * refreshes count against the client address (30 in 15 minutes, then 429).
 */
export async function refreshSession(
  services: Services,
  { site }: Scope,
  refreshToken: string | null | undefined,
  clientAddress: string,
): Promise<{ tokens: Tokens }> {
  const limits = perAddress(
    "refresh",
    clientAddress,
    ATTEMPT_LIMITS.refresh.perAddress,
    ATTEMPT_LIMITS.refresh.windowMs,
  );
  if (await isLimited(services.db, limits)) throw accountsError(messages.tooManyAttempts, 429);
  const outcome = await rotate(services, site, refreshToken);
  if (outcome.revoked) forgetSessions(services);
  if (!outcome.tokens) {
    for (const limit of limits) await hit(services.db, limit.key, limit.windowMs);
    throw accountsError(messages.invalidRefresh, 401);
  }
  return { tokens: outcome.tokens };
}

/** A used, unrevoked token whose rotation is this recent: a concurrent refresh of the same client. */
function isJustRotated(
  token: { used_at: string | null; revoked_at: string | null; expires_at: string },
  now: string,
): boolean {
  if (token.used_at === null || token.revoked_at !== null || token.expires_at <= now) return false;
  return Date.parse(now) - Date.parse(token.used_at) <= REFRESH_REUSE_GRACE_MS;
}

/** Uses up a refresh token; a used or revoked one revokes its family (`revoked`), unless it was
 * just rotated: then it gets new tokens of its session too. */
async function rotate(
  services: Services,
  site: SiteRecord,
  refreshToken: string | null | undefined,
): Promise<{ tokens: Tokens | null; revoked: boolean }> {
  if (!refreshToken || refreshToken.length > 200) return { tokens: null, revoked: false };
  // The transaction commits a family revocation before the 401 is thrown (a throw inside would roll it back).
  return services.db.transaction().execute(async (tx) => {
    const now = nowIso();
    const stored = await tx
      .selectFrom("refresh_tokens")
      .selectAll()
      .where("token_hash", "=", hashToken(refreshToken))
      .executeTakeFirst();
    if (!stored) return { tokens: null, revoked: false };
    const user = await findUserRow(tx, site.id, stored.user_id);
    if (!user) return { tokens: null, revoked: false };
    if (isJustRotated(stored, now)) return { tokens: await issueTokens(tx, user, stored.family_id), revoked: false };
    if (stored.used_at !== null || stored.revoked_at !== null) {
      await revokeFamily(tx, stored.family_id);
      services.log.warn("refresh token reused: session revoked", { userId: user.id, family: stored.family_id });
      return { tokens: null, revoked: true };
    }
    if (stored.expires_at <= now) return { tokens: null, revoked: false };
    const marked = await tx
      .updateTable("refresh_tokens")
      .set({ used_at: now })
      .where("id", "=", stored.id)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) {
      // PostgreSQL: a refresh of the same token committed meanwhile (this update waited for it).
      const current = await tx
        .selectFrom("refresh_tokens")
        .select(["used_at", "revoked_at", "expires_at"])
        .where("id", "=", stored.id)
        .executeTakeFirst();
      if (current && isJustRotated(current, nowIso()))
        return { tokens: await issueTokens(tx, user, stored.family_id), revoked: false };
      await revokeFamily(tx, stored.family_id);
      return { tokens: null, revoked: true };
    }
    return { tokens: await issueTokens(tx, user, stored.family_id), revoked: false };
  });
}

/** Ends the session of a refresh token (its whole family, access tokens too). Unknown tokens are ignored. */
export async function logout(
  services: Services,
  { site }: Scope,
  refreshToken: string | null | undefined,
): Promise<{ loggedOut: true }> {
  if (refreshToken && refreshToken.length <= 200) {
    const ended = await services.db.transaction().execute(async (tx) => {
      const stored = await tx
        .selectFrom("refresh_tokens as r")
        .innerJoin("users as u", "u.id", "r.user_id")
        .select("r.family_id")
        .where("r.token_hash", "=", hashToken(refreshToken))
        .where("u.site_id", "=", site.id)
        .executeTakeFirst();
      if (stored) await revokeFamily(tx, stored.family_id);
      return stored !== undefined;
    });
    if (ended) forgetSessions(services);
  }
  return { loggedOut: true };
}

// ---------------------------------------------------------------- social login

export interface SocialLoginInput {
  provider: string;
  providerUserId: string;
  email: string;
  /** The provider asserted `email_verified: true`. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * The address's owner, vouched for by a provider, takes an account nobody confirmed: whoever
 * registered it may not be them (an account pre-hijacked with a password of the squatter's), so
 * its password and every session end; the owner sets a password through "forgot password". The
 * address is confirmed now, with what that brings (its guest orders).
 */
async function claimUnconfirmed(tx: DbOrTx, siteId: number, row: UserRow, now: string): Promise<UserRow> {
  await tx
    .updateTable("users")
    .set({ password_hash: null, email_verified_at: now, updated_at: now })
    .where("id", "=", row.id)
    .execute();
  await revokeUserSessions(tx, row.id);
  await attachGuestOrders(tx, siteId, row.id, row.email, now);
  return (await findUserRow(tx, siteId, row.id))!;
}

/**
 * For the trusted storefront after it verified an OAuth sign-in: the user of the provider
 * identity, else the user with the e-mail (the identity is linked; an unconfirmed account is
 * claimed, see claimUnconfirmed), else a new user without a
 * password whose e-mail counts as verified by the provider. Linking and creating by e-mail need the
 * provider's word that the e-mail is verified (403 otherwise): anyone can put someone else's
 * address on an account at a lax provider.
 */
export async function socialLogin(
  services: Services,
  { site }: Scope,
  input: SocialLoginInput,
): Promise<{ tokens: Tokens; user: User }> {
  const email = normalizeEmail(input.email);
  const provider = input.provider.trim().toLowerCase();
  let claimed = false;
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
        if (!input.emailVerified) throw accountsError(messages.unverifiedSocialEmail, 403);
        row = await findUserByEmail(tx, site.id, email);
        if (row && !row.email_verified_at) {
          row = await claimUnconfirmed(tx, site.id, row, now);
          claimed = true;
        }
        if (!row) {
          const { id } = await tx
            .insertInto("users")
            .values({
              site_id: site.id,
              email,
              password_hash: null,
              first_name: input.firstName.trim(),
              last_name: input.lastName.trim(),
              ...userSearchColumns({
                email,
                first_name: input.firstName.trim(),
                last_name: input.lastName.trim(),
              }),
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
          // The provider vouched for the address: it is confirmed, so its guest orders are the account's.
          await attachGuestOrders(tx, site.id, id, email, now);
          row = (await findUserRow(tx, site.id, id))!;
        }
        await tx
          .insertInto("user_identities")
          .values({
            site_id: site.id,
            provider,
            provider_user_id: input.providerUserId,
            user_id: row.id,
            created_at: now,
          })
          .execute();
      }
      const tokens = await issueTokens(tx, row, randomUUID());
      return { tokens, user: await toUser(tx, row) };
    });
  let result;
  try {
    result = await attempt();
  } catch (err) {
    // A concurrent first sign-in created the user or identity: the second try finds it.
    if (!isUniqueViolation(err)) throw err;
    result = await attempt();
  }
  if (claimed) forgetSessions(services);
  return result;
}

// ---------------------------------------------------------------- passwords

/**
 * Tells the account's address that its password was changed: if it was not its owner, the mail
 * leads to a new password (a reset, which ends every session) and to the shop. Pass the caller's
 * transaction.
 */
async function queuePasswordChanged(
  tx: DbOrTx,
  site: SiteRecord,
  language: Locale,
  user: Pick<UserRow, "email" | "first_name">,
): Promise<void> {
  const notice = await composeMail(tx, site.id, "password-changed", language, {
    siteName: site.name,
    firstName: user.first_name,
    resetLink: sitePageUrl(site, "forgotPassword", language),
    supportLink: sitePageUrl(site, "supportHelpdesk", language),
  });
  await queueMail(tx, { siteId: site.id, to: user.email, ...notice, kind: "password-changed" });
}

/**
 * Changes the password of a signed-in user (not to one of the most common). Other sessions end; the
 * current one (`sessionId`, the access token's jti) stays. The account's address is told.
 */
export async function changePassword(
  services: Services,
  { site, language, userId }: UserScope,
  sessionId: string | null,
  input: { oldPassword: string; newPassword: string },
): Promise<{ changed: true }> {
  const row = await findUserRow(services.db, site.id, userId);
  if (!row) throw accountsError(messages.invalidAccess, 401);
  await countPasswordCheck(services.db, userId);
  const ok = row.password_hash
    ? await verifyPassword(input.oldPassword, row.password_hash)
    : await verifyDummy(input.oldPassword);
  if (!ok) throw accountsError(messages.incorrectOldPassword, 400);
  if (input.newPassword === input.oldPassword) throw accountsError(messages.samePassword, 400);
  refuseCommonPassword(input.newPassword);
  const hash = await hashPassword(input.newPassword);
  await services.db.transaction().execute(async (tx) => {
    await tx.updateTable("users").set({ password_hash: hash, updated_at: nowIso() }).where("id", "=", userId).execute();
    await revokeUserSessions(tx, userId, sessionId ?? undefined);
    await queuePasswordChanged(tx, site, language, row);
  });
  forgetSessions(services);
  return { changed: true };
}

/**
 * Mails a reset link (1 hour, single use) to the set-password page when the address has an
 * account; answers the same either way. Earlier unused reset links of the user stop working. A
 * client address may ask 20 times an hour (then 429, alike for every e-mail address); an e-mail
 * address gets at most 5 mails an hour (further requests are answered alike and send nothing).
 */
export async function forgotPassword(
  services: Services,
  { site, language }: Scope,
  input: { email: string; resetUrl?: string },
  options: CallerFacts,
): Promise<{ sent: true }> {
  const email = normalizeEmail(input.email);
  const template = linkTemplate(site, language, input.resetUrl, RESET_LINK, options.trustedStorefront);
  const { perAddress: addressMax, perEmail, windowMs } = ATTEMPT_LIMITS.forgot;
  await countAttempt(services.db, perAddress("forgot", options.clientAddress, addressMax, windowMs));
  await services.db.transaction().execute(async (tx) => {
    const user = await findUserByEmail(tx, site.id, email);
    if (!user) return;
    const key = `forgot:${site.id}:${email}`;
    if (await isLimited(tx, [{ key, max: perEmail, windowMs }])) return;
    await hit(tx, key, windowMs);
    await queueResetLink(tx, site, language, user, template);
  });
  return { sent: true };
}

/** Where a reset link leads without a caller's own URL: the set-password page. */
export const RESET_LINK = { page: "setPassword", param: "token" } as const;

/**
 * Queues the password-reset mail with a new link (an hour, single use) and retires the user's
 * earlier unused ones: the shopper's "forgot password" and the back office's reset mail. Pass the
 * caller's transaction.
 */
export async function queueResetLink(
  tx: DbOrTx,
  site: SiteRecord,
  language: Locale,
  user: Pick<UserRow, "id" | "email" | "first_name">,
  template: string,
): Promise<void> {
  await retireOneTimeTokens(tx, user.id, "reset-password");
  await mailOneTimeToken(tx, site.id, user, { purpose: "reset-password", ttlMs: RESET_TTL_MS, template }, (link) =>
    composeMail(tx, site.id, "password-reset", language, {
      siteName: site.name,
      firstName: user.first_name,
      link,
      minutes: RESET_TTL_MS / 60_000,
    }),
  );
}

/**
 * Sets a new password (not one of the most common, which leaves the link unused) with a reset
 * link's token (once, within the hour). Every session of the user ends, access tokens included; the
 * e-mail counts as verified (the link reached the mailbox), the caller's own failed logins of the
 * account are forgotten, and the address is told.
 */
export async function setPassword(
  services: Services,
  { site, language }: Scope,
  input: { token: string; password: string },
  clientAddress: string,
): Promise<{ changed: true }> {
  refuseCommonPassword(input.password);
  const hash = await hashPassword(input.password);
  const done = await services.db.transaction().execute(async (tx) => {
    const now = nowIso();
    const user = await useOneTimeToken(tx, site.id, "reset-password", input.token, now);
    if (!user) return false;
    await tx
      .updateTable("users")
      .set({
        password_hash: hash,
        updated_at: now,
        ...(user.emailVerifiedAt === null ? { email_verified_at: now } : {}),
      })
      .where("id", "=", user.userId)
      .execute();
    // The link reached the mailbox: the address is confirmed, and its guest orders are the account's.
    await attachGuestOrders(tx, site.id, user.userId, user.email, now);
    await revokeUserSessions(tx, user.userId);
    await clearHits(tx, accountAddressKey(site.id, user.email, clientAddress));
    await queuePasswordChanged(tx, site, language, (await findUserRow(tx, site.id, user.userId))!);
    return true;
  });
  if (!done) throw accountsError(messages.invalidReset, 400);
  forgetSessions(services);
  return { changed: true };
}

/**
 * Whether a reset link's token would still set a password (not unknown, used or expired), for the
 * set-password page to say so before the form is filled; the token stays unused, and nothing about
 * its user is told. It tells no more than set-password's refusal: a check that finds no usable
 * token counts against the client address (30 in 15 minutes, then 429).
 */
export async function checkResetToken(
  services: Services,
  { site }: Scope,
  token: string,
  clientAddress: string,
): Promise<{ valid: boolean }> {
  const { perAddress: max, windowMs } = ATTEMPT_LIMITS.resetCheck;
  const limits = perAddress("reset-check", clientAddress, max, windowMs);
  if (await isLimited(services.db, limits)) throw accountsError(messages.tooManyAttempts, 429);
  const valid = await isOneTimeTokenUsable(services.db, site.id, "reset-password", token, nowIso());
  if (!valid) for (const limit of limits) await hit(services.db, limit.key, limit.windowMs);
  return { valid };
}
