import type { RouterContextProvider } from "react-router";
import { accounts, type Tokens } from "#server/contract";
import type { Locale } from "#server/contract/urls";
import { log } from "#server/log";
import { createPlatformClient, isPlatformError } from "../platform";

/** An access token that expires within this window is refreshed before the request is served. */
export const REFRESH_WINDOW_MS = 30_000;

/**
 * Single flight per session within the process. The platform rotates refresh tokens and treats a
 * reused one as theft (it revokes the whole family), so two requests of one browser racing with the
 * same cookie must share one refresh call. A settled answer is kept for a short grace period for the
 * requests that started with the old cookie while the first one was refreshing.
 */
const GRACE_MS = 30_000;
const MAX_ENTRIES = 10_000;

/** New tokens and when their access token expires (epoch ms, counted from when they arrived). */
export interface Refreshed {
  tokens: Tokens;
  expiresAt: number;
}

interface Flight {
  promise: Promise<Refreshed | null>;
  settledAt: number | null;
}
const flights = new Map<string, Flight>();

function prune(now: number) {
  for (const [key, flight] of flights) {
    if (flight.settledAt !== null && now - flight.settledAt > GRACE_MS) flights.delete(key);
  }
  // A hard cap, oldest first (Map keeps insertion order).
  while (flights.size > MAX_ENTRIES) flights.delete(flights.keys().next().value!);
}

/** New tokens for a refresh token, or null when the platform refused (or could not be reached).
 * `clientIp` is the visitor's address: the platform limits failed refreshes per address. */
export function refreshTokens(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  refreshToken: string,
  clientIp: string,
): Promise<Refreshed | null> {
  const now = Date.now();
  prune(now);
  const existing = flights.get(refreshToken);
  if (existing) return existing.promise;
  const flight: Flight = { promise: Promise.resolve(null), settledAt: null };
  flight.promise = createPlatformClient(context, { locale, clientIp, refreshToken })
    .call(accounts.refresh, {})
    .then(
      (answer) => ({ tokens: answer.tokens, expiresAt: Date.now() + Math.max(0, answer.tokens.expiresIn) * 1000 }),
      (error: unknown) => {
        if (isPlatformError(error, 401) || isPlatformError(error, 400))
          log.info("token refresh refused; the visitor is logged out");
        else log.warn("token refresh failed; the visitor is logged out", { err: error });
        return null;
      },
    )
    .finally(() => {
      flight.settledAt = Date.now();
    });
  flights.set(refreshToken, flight);
  return flight.promise;
}

/**
 * Fresh tokens for a session's refresh token. A request that started with an old cookie may get the
 * answer another request already used; if that answer's access token has expired meanwhile, its
 * refresh token (the newest of the family) is refreshed in turn.
 */
export async function freshTokens(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  refreshToken: string,
  clientIp: string,
): Promise<Refreshed | null> {
  let token = refreshToken;
  for (let hop = 0; hop < 3; hop++) {
    const result = await refreshTokens(context, locale, token, clientIp);
    if (!result || result.expiresAt - Date.now() > 1000) return result;
    token = result.tokens.refreshToken;
  }
  return null;
}

/** For tests. */
export function resetRefreshFlights() {
  flights.clear();
}
