import type { MiddlewareFunction } from "react-router";
import { recoverCart } from "../cart";
import { localeContext } from "../context";
import { withCookies } from "../cookies";
import { clientIpOf } from "../host";
import { keepPendingWish, pendingWish } from "./pending-wish";
import { freshTokens, REFRESH_WINDOW_MS } from "./refresh";
import { authFromSession, commitSession, destroySession, readSession } from "./session";
import { applyViewer, authStateContext, sessionFromTokens, type AuthState } from "./state";

const SESSION_COOKIE = /(?:^|;\s*)session=/;

/**
 * Runs after requestMiddleware (it needs the locale) and the cart middleware. Reads the signed `session` cookie; a
 * tampered or malformed one counts as logged out and is cleared. An access token that expires
 * within 30 s is refreshed once (single flight per session); a failed refresh logs the visitor out
 * and the request goes on as a guest. Sets viewerContext and a platform client with the token, and
 * writes the session cookie once on the way out when anything changed.
 */
export const authMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  pendingWish.open(context, request);
  const session = await readSession(request);
  const state: AuthState = {
    session,
    auth: authFromSession(session),
    change: "none",
    clientIp: clientIpOf(context) || "unknown",
  };
  if (!state.auth && SESSION_COOKIE.test(request.headers.get("Cookie") ?? "")) state.change = "destroy";

  if (state.auth && state.auth.accessTokenExpiresAt - Date.now() < REFRESH_WINDOW_MS) {
    const refreshed = await freshTokens(context, context.get(localeContext), state.auth.refreshToken, state.clientIp);
    if (refreshed) {
      const fresh = { ...sessionFromTokens(refreshed.tokens), accessTokenExpiresAt: refreshed.expiresAt };
      session.set("accessToken", fresh.accessToken);
      session.set("refreshToken", fresh.refreshToken);
      session.set("accessTokenExpiresAt", fresh.accessTokenExpiresAt);
      state.auth = { ...state.auth, ...fresh };
      state.change = "commit";
    } else {
      state.auth = null;
      state.change = "destroy";
    }
  }
  context.set(authStateContext, state);
  applyViewer(context, state);

  const response = await next();
  const cookies: string[] = [];
  // Spec section 4: after login the abandoned cart session is fetched (a failure is only logged);
  // the cart middleware, outside this one, writes its cookie. A guest's heart is kept.
  if (state.loggedIn && state.auth) {
    await recoverCart({ request, context });
    await keepPendingWish(context, state.auth.isBackoffice);
  }
  if (state.change !== "none")
    cookies.push(
      state.change === "commit" ? await commitSession(request, session) : await destroySession(request, session),
    );
  const wish = await pendingWish.header(context);
  if (wish) cookies.push(wish);
  if (!cookies.length) return response;
  const answer = withCookies(response, cookies);
  // Per-visitor answers must never be stored by shared caches.
  answer.headers.set("Cache-Control", "private, no-store");
  return answer;
};
