import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { isLocale, localePrefix, pagePaths, type PageId } from "#server/contract/urls";
import { viewerContext } from "./context";

/** A plain form post (JavaScript off) asks for a document; a fetcher asks for data. Actions answer
 * the first with a 303 and the second with data. */
export function wantsDocument(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/** Pages that show the visitor's own things, whoever asks (and the back office under /admin). */
const PER_VISITOR_PAGES: PageId[] = [
  "cart",
  "checkout",
  "checkoutSuccess",
  "checkoutFailure",
  "confirmEmail",
  "profile",
  "orderDetail",
  "setPassword",
  "socialLogin",
];
const perVisitorPaths = [
  ...PER_VISITOR_PAGES.flatMap((page) =>
    Object.entries(pagePaths[page]).map(([locale, path]) => `${isLocale(locale) ? localePrefix(locale) : ""}/${path}`),
  ),
  "/admin",
  `${localePrefix("hr")}/admin`,
];

/** Cookies that make a page the visitor's own: the signed-in session, the cart (its count is in
 * the header), a flash message, a member card, a social login under way. */
const PERSONAL_COOKIE = /(?:^|;\s*)(session|cart|toast|memberCardBarcode|social-login)=/;

/** Whether a route pattern (as React Router matched it, "profile/orders/:slug") or a URL's path is,
 * or is under, a per-visitor page. */
export function isPerVisitorPath(pattern: string): boolean {
  const path = `/${pattern.replace(/^\/+/, "")}`;
  return perVisitorPaths.some((page) => path === page || path.startsWith(`${page}/`));
}

const visitorDataContext = createContext<boolean>(false);

/** Says that this request's answer shows what only its visitor has (the cart's lines, say), beyond
 * a page's variant (the cart's item count; decision 0041). */
export function noteVisitorData(context: Readonly<RouterContextProvider>): void {
  (context as RouterContextProvider).set(visitorDataContext, true);
}

interface AnswerMaking {
  request: Request;
  context: Readonly<RouterContextProvider>;
  pattern: string;
}

/**
 * Whether an answer was made for its visitor alone, whatever cookies came with the request: a form
 * post, a per-visitor page, a signed-in viewer, something only the visitor has, or a cookie set
 * other than the locale.
 */
export function madeForOneVisitor({ request, context, pattern }: AnswerMaking, response: Response): boolean {
  return (
    (request.method !== "GET" && request.method !== "HEAD") ||
    isPerVisitorPath(pattern) ||
    context.get(viewerContext) !== null ||
    context.get(visitorDataContext) ||
    response.headers.getSetCookie().some((cookie) => !cookie.startsWith("locale="))
  );
}

/**
 * Runs outside every other middleware, on pages and on their `.data` requests alike: an answer
 * made for one visitor (`madeForOneVisitor`, or a request carrying the cart or session) is
 * `Cache-Control: private, no-store`, whatever the route said. Public pages keep their own.
 */
export const perVisitorCaching: MiddlewareFunction<Response> = async (args, next) => {
  const response = await next();
  const personal = madeForOneVisitor(args, response) || PERSONAL_COOKIE.test(args.request.headers.get("Cookie") ?? "");
  if (!personal) return response;
  try {
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  } catch {
    // Immutable headers (a Response from fetch): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", "private, no-store");
    return copy;
  }
};
