import { createContext, type RouterContextProvider } from "react-router";
import { accounts, type Endpoint, type Tokens, type User } from "#server/contract";
import { localeContext, platformContext, viewerContext } from "../context";
import { createPlatformClient, isPlatformError, type PlatformClient } from "../platform";
import type { AuthSession, AuthSessionData } from "./session";

/**
 * The request's auth state. Only the auth middleware writes the `session` cookie: routes that log
 * a visitor in or out change this state, and the middleware commits (or destroys) the session once
 * on the way out, so a refresh and a login in the same request never send two `session` cookies.
 */
export interface AuthState {
  session: AuthSession;
  auth: AuthSessionData | null;
  change: "none" | "commit" | "destroy";
  /** Set when this request logged the visitor in: the middleware then recovers their abandoned cart. */
  loggedIn?: boolean;
  /** The visitor's address, sent with every platform call of the request (the platform limits
   * registrations, reset requests and card checks per address). */
  clientIp: string;
}

export const authStateContext = createContext<AuthState | null>(null);

export function authState(context: Readonly<RouterContextProvider>): AuthState {
  const state = context.get(authStateContext);
  if (!state) throw new Error("The auth middleware did not run for this request.");
  return state;
}

/** The logged-in visitor's session data, or null for guests. */
export function currentAuth(context: Readonly<RouterContextProvider>): AuthSessionData | null {
  return context.get(authStateContext)?.auth ?? null;
}

export function sessionFromTokens(
  tokens: Tokens,
  now = Date.now(),
): Pick<AuthSessionData, "accessToken" | "refreshToken" | "accessTokenExpiresAt"> {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessTokenExpiresAt: now + Math.max(0, tokens.expiresIn) * 1000,
  };
}

/** Spec section 4: the auth endpoints (login, token refresh, logout, social login) answer 403 for
 * their own reasons; a 403 from them never logs the visitor out or is retried. */
export function isAuthEndpointPath(path: string): boolean {
  return /^v1\/(login|refresh|user\/logout|user\/social)(\/|$)/.test(path);
}

/** Account endpoints answer 401 themselves (wrong password, expired token ...): a 401 from them logs
 * the visitor out but is never retried without the token. */
function isAccountEndpointPath(path: string): boolean {
  return /^v1\/(login|refresh|user\/|wishlist\/)/.test(path);
}

/**
 * What to do when a call made with the viewer's access token fails with `status` (spec section 4):
 * - a 403 from any endpoint but an auth endpoint logs the (admin) user out and retries the call once
 *   without the token;
 * - a 401 (a token the platform no longer accepts) logs out; the call is retried without the token
 *   unless it is an account endpoint (the caller decides what to show).
 */
export function tokenRejection(path: string, status: number): "rethrow" | "logout-and-rethrow" | "logout-and-retry" {
  if (status === 403) return isAuthEndpointPath(path) ? "rethrow" : "logout-and-retry";
  if (status === 401) return isAccountEndpointPath(path) ? "logout-and-rethrow" : "logout-and-retry";
  return "rethrow";
}

/**
 * A platform client carrying the viewer's access token. When the token is refused (tokenRejection)
 * the request's auth state is expired, so the auth middleware clears the session cookie on the
 * response and later calls in the same request go out without the token.
 */
function viewerClient(
  context: Readonly<RouterContextProvider>,
  state: AuthState,
  locale: PlatformClient["locale"],
  accessToken: string,
): PlatformClient {
  const withToken = createPlatformClient(context, { locale, accessToken, clientIp: state.clientIp });
  const anonymous = createPlatformClient(context, { locale, clientIp: state.clientIp });
  return {
    locale,
    async call(endpoint, input) {
      if (!state.auth) return anonymous.call(endpoint, input);
      try {
        return await withToken.call(endpoint, input);
      } catch (error) {
        if (!isPlatformError(error)) throw error;
        const target: Endpoint = endpoint;
        const wrongPassword = target === accounts.passwordReset || target === accounts.login;
        const decision = tokenRejection(endpoint.path, error.statusCode);
        if (decision === "rethrow" || wrongPassword) throw error;
        expire(state);
        if (decision === "logout-and-rethrow") throw error;
        return anonymous.call(endpoint, input);
      }
    },
  };
}

function expire(state: AuthState) {
  state.auth = null;
  state.change = "destroy";
}

/** Puts the viewer (or nobody) into the request context: viewerContext and a platform client with
 * the viewer's token, so loaders call the platform as that user. */
export function applyViewer(context: Readonly<RouterContextProvider>, state: AuthState) {
  const locale = context.get(localeContext);
  const auth = state.auth;
  context.set(viewerContext, auth ? { id: auth.userId, email: auth.email, isBackofficeUser: auth.isBackoffice } : null);
  context.set(
    platformContext,
    auth
      ? viewerClient(context, state, locale, auth.accessToken)
      : createPlatformClient(context, { locale, clientIp: state.clientIp }),
  );
}

/** Logs the visitor in for the rest of this request and in the session cookie sent with the answer. */
export function signIn(context: Readonly<RouterContextProvider>, login: { tokens: Tokens; user: User }) {
  const state = authState(context);
  const auth: AuthSessionData = {
    ...sessionFromTokens(login.tokens),
    userId: login.user.id,
    email: login.user.email,
    isBackoffice: login.user.isBackofficeUser,
  };
  for (const [key, value] of Object.entries(auth)) state.session.set(key as keyof AuthSessionData, value as never);
  state.auth = auth;
  state.change = "commit";
  state.loggedIn = true;
  applyViewer(context, state);
}

/** Logs the visitor out: the session cookie (tokens, user) is destroyed with the answer. */
export function signOut(context: Readonly<RouterContextProvider>) {
  const state = authState(context);
  expire(state);
  applyViewer(context, state);
}
