import { redirect, replace, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { contentPagePath, pagePath, type Locale } from "#server/contract/urls";
import { REDIRECT_PARAM, withRedirect } from "~/lib/account";
import { localeContext, viewerContext, type Viewer } from "../context";
import { sendToast } from "../toast";

export { REDIRECT_PARAM };

export function homePath(locale: Locale): string {
  return contentPagePath(locale, "", true);
}

/** The login page, remembering where to go next only when the target passes the safe-path rule. */
export function loginPath(locale: Locale, target?: string | null): string {
  return withRedirect(pagePath("login", locale), target);
}

/**
 * Guest-only pages (login, register, forgot and reset password): logged-in visitors go home, home
 * taking the page's place in the history: come to by the browser's Back after logging in, a new
 * entry would bring each further Back to this page, and home again.
 */
export function requireGuest(context: Readonly<RouterContextProvider>) {
  if (context.get(viewerContext)) throw replace(homePath(context.get(localeContext)));
}

/** Auth-required pages: guests go to login, which brings them back here afterwards. */
export async function requireViewer(request: Request, context: Readonly<RouterContextProvider>): Promise<Viewer> {
  const viewer = context.get(viewerContext);
  if (viewer) return viewer;
  const url = new URL(request.url);
  sendToast(context, { type: "info", key: "core.notifications.loggedUsersOnly" });
  throw redirect(loginPath(context.get(localeContext), url.pathname + url.search));
}

/**
 * Route middleware of auth-required routes. Middleware runs for every matched route, so a
 * single-route data request (`/profile/orders/x.data?_routes=...`) is refused like the page,
 * before any loader or action runs.
 */
export const viewerOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  await requireViewer(request, context);
  return next();
};

/** Route middleware of pages a guest may look at but not post to (the profile shows guests the
 * login and registration forms; its own forms need a user). */
export const viewerOnlyForWrites: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") await requireViewer(request, context);
  return next();
};
