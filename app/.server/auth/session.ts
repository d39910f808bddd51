import { createCookieSessionStorage, type Session } from "react-router";
import { config } from "../config";
import { secureFor } from "../cookies";

/** Spec section 9: the default cookie max age, 30 days. */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/** What the signed, httpOnly `session` cookie holds for a logged-in visitor. */
export interface AuthSessionData {
  accessToken: string;
  /** Epoch milliseconds. */
  accessTokenExpiresAt: number;
  refreshToken: string;
  userId: number;
  email: string;
  isBackoffice: boolean;
}

export type AuthSession = Session<Partial<AuthSessionData>>;

export const sessionStorage = createCookieSessionStorage<Partial<AuthSessionData>>({
  cookie: {
    name: "session",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secrets: config.sessionSecrets,
    maxAge: SESSION_MAX_AGE,
  },
});

/** The request's session; a tampered, unsigned or unreadable cookie gives an empty one (logged out). */
export async function readSession(request: Request): Promise<AuthSession> {
  try {
    return await sessionStorage.getSession(request.headers.get("Cookie"));
  } catch {
    return sessionStorage.getSession(null);
  }
}

/** The logged-in state in the session, or null when it is missing or malformed. */
export function authFromSession(session: AuthSession): AuthSessionData | null {
  const { accessToken, accessTokenExpiresAt, refreshToken, userId, email, isBackoffice } = session.data;
  if (
    typeof accessToken !== "string" ||
    !accessToken ||
    typeof refreshToken !== "string" ||
    !refreshToken ||
    typeof accessTokenExpiresAt !== "number" ||
    !Number.isFinite(accessTokenExpiresAt) ||
    typeof userId !== "number" ||
    !Number.isInteger(userId)
  ) {
    return null;
  }
  return {
    accessToken,
    accessTokenExpiresAt,
    refreshToken,
    userId,
    email: typeof email === "string" ? email : "",
    isBackoffice: isBackoffice === true,
  };
}

export function commitSession(request: Request, session: AuthSession): Promise<string> {
  return sessionStorage.commitSession(session, secureFor(request));
}

export function destroySession(request: Request, session: AuthSession): Promise<string> {
  return sessionStorage.destroySession(session, secureFor(request));
}
