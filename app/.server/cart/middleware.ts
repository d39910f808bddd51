import type { MiddlewareFunction } from "react-router";
import { languageSwitchedContext } from "../context";
import { withCookies } from "../cookies";
import { cartSession, memberCard, typedAdd, refusedCode } from "./session";

/**
 * Owns the cart's cookies, as the auth middleware owns the session: it opens them as the request
 * starts, and on the way out writes what the request decided (a new session after the first add or
 * after login, cleared when the platform no longer knows the cart, on logout, after the order) once.
 * Runs after requestMiddleware (the language switch) and before the auth middleware, whose login
 * recovers the abandoned cart.
 *
 * Spec section 4: switching the language drops the cart session (each language has its own store).
 * The request reads no cart; a page in the new language clears the cookie.
 */
export const cartMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  cartSession.open(context, request);
  memberCard.open(context, request);
  refusedCode.open(context, request);
  typedAdd.open(context, request);
  if (context.get(languageSwitchedContext) && cartSession.present(context)) cartSession.forget(context);

  const response = await next();
  const isPage = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (cartSession.intent(context) === "forget" && isPage) cartSession.clear(context);
  const headers = await Promise.all([
    cartSession.header(context),
    memberCard.header(context),
    refusedCode.header(context),
    typedAdd.header(context),
  ]);
  return withCookies(
    response,
    headers.filter((header): header is string => header !== null),
  );
};
