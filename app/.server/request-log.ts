import type { MiddlewareFunction } from "react-router";
import { noteRequest } from "#server/log";
import { viewerContext } from "./context";

/**
 * Tells the host's access log (server/host/app.ts) which route answered, as its path pattern
 * ("/shop/:slug": the metrics' bounded `route` label, never the URL), and who was signed in, from
 * the session the auth middleware (outside this one) opened, or the login this request made.
 */
export const requestLogMiddleware: MiddlewareFunction<Response> = async ({ pattern, context }, next) => {
  noteRequest({ route: `/${pattern.replace(/^\/+/, "")}` });
  try {
    return await next();
  } finally {
    const viewer = context.get(viewerContext);
    if (viewer) noteRequest({ userId: viewer.id });
  }
};
