/**
 * Access tokens die with their session. A token names its session (`jti`, the refresh-token
 * family of one login); every authenticated call asks whether that session is still open (some
 * refresh token of the family is not revoked) and reads the user's back-office flag and scope
 * afresh, so a logout, a password reset, a reused refresh token or a demotion take effect on the
 * next call, not when the token expires.
 *
 * The answer is memoized per process under the cache tag "sessions" for SESSION_CACHE_MS. Every
 * change made through the platform invalidates the tag after its transaction commits (with
 * PostgreSQL the other processes hear of it by NOTIFY); the lifetime bounds how long a change
 * made behind the platform's back (a hand-edited row) goes unnoticed.
 */
import type { Services } from "#server/services";
import type { AccessClaims } from "./tokens";

export const SESSION_CACHE_TAG = "sessions";
export const SESSION_CACHE_MS = 30_000;

export interface ActiveSession {
  isBackoffice: boolean;
  scope: string[];
}

/** A user's access scope as stored (a JSON list of names; anything else grants none). */
export function parseScope(text: string): string[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}

/** The session's user as stored now, or null when the session ended (or the token names none). */
export function activeSession(services: Services, claims: AccessClaims): Promise<ActiveSession | null> {
  const sessionId = claims.jti;
  if (!sessionId) return Promise.resolve(null);
  const load = async (): Promise<ActiveSession | null> => {
    const row = await services.db
      .selectFrom("refresh_tokens as r")
      .innerJoin("users as u", "u.id", "r.user_id")
      .select(["u.is_backoffice_user", "u.scope"])
      .where("r.family_id", "=", sessionId)
      .where("r.user_id", "=", claims.sub)
      .where("r.revoked_at", "is", null)
      .where("u.site_id", "=", claims.site)
      .limit(1)
      .executeTakeFirst();
    return row ? { isBackoffice: Number(row.is_backoffice_user) === 1, scope: parseScope(row.scope) } : null;
  };
  return services.cache.get(SESSION_CACHE_TAG, `${claims.site}:${claims.sub}:${sessionId}`, load, {
    ttlMs: SESSION_CACHE_MS,
  });
}

/** Call after a transaction that ended sessions or changed a user's access has committed. */
export function forgetSessions(services: Services): void {
  services.cache.invalidate(SESSION_CACHE_TAG);
}
