import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { localeContext, maintenanceContext, maintenanceMiddleware, requestMiddleware } from "./.server/context";
import { loadAccountSummary } from "./.server/auth/account";
import { cartItemCount, cartMiddleware, cartSession, isCartPage } from "./.server/cart";
import { authMiddleware } from "./.server/auth/middleware";
import { interfaceLanguageMiddleware, interfaceLocale, interfaceLocaleContext } from "./.server/interface-language";
import { requestLogMiddleware } from "./.server/request-log";
import { devLoginGate } from "./.server/dev-login-gate";
import { sitePasswordGate } from "./.server/site-password";
import { uploadsWhereTaken } from "./.server/uploads";
import { perVisitorCaching } from "./.server/http";
import { edgeCaching } from "./.server/edge-keys";
import { redirectsMiddleware } from "./.server/redirects";
import { i18nextMiddleware, tFor } from "./.server/i18n";
import { labelledLinks } from "./.server/page-uses";
import { takeToast, toastMiddleware } from "./.server/toast";
import { checkoutCookies } from "./.server/checkout/cookies";
import { config } from "./.server/config";
import { ErrorPage, MaintenancePage } from "./components/error/lazy";
import { errorMeta } from "./lib/error-meta";
import { Toaster } from "./components/feedback/Toaster";
import { TopLoadingBar } from "./components/feedback/TopLoadingBar";
import { loadTranslations, routeNamespaces, type TranslationHandle, Translations } from "./lib/i18n";
import { whenHydrated } from "./lib/hydration";
import { lazyPart } from "./lib/lazy";
import { useNonce } from "./lib/nonce";
import { localeFromPath } from "#server/contract/urls";
import { revalidateOnLocaleChangeOrWrite } from "./lib/revalidate";
import { useEffect } from "react";
import "./styles/global.css";

/** Puts the keyboard's focus back after a form's answer took its control away: it acts only after
 * a submission, so its code loads after the page's. */
const FocusKeeper = lazyPart(() => import("./components/feedback/FocusKeeper").then((m) => m.FocusKeeper));

/** The translations every page renders; each route adds its own (remix-i18next's `handle.i18n`). */
export const handle: TranslationHandle = { i18n: ["common"] };

/**
 * Outermost first. The cookie owners (toast, checkout, cart; the auth middleware the session,
 * requestMiddleware the locale) write their cookies once on the way out, whoever changed them.
 */
export const middleware: Route.MiddlewareFunction[] = [
  perVisitorCaching,
  edgeCaching,
  i18nextMiddleware,
  requestMiddleware,
  uploadsWhereTaken,
  toastMiddleware,
  checkoutCookies,
  cartMiddleware,
  authMiddleware,
  interfaceLanguageMiddleware,
  requestLogMiddleware,
  devLoginGate,
  maintenanceMiddleware,
  sitePasswordGate,
  redirectsMiddleware,
];

declare global {
  interface Window {
    /** React Router's route modules in the browser, by route id, as they load. */
    __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined>;
  }
}

/**
 * In the browser a navigation brings the next page's translations with its data: once the loaders
 * have run (and so the matched routes' modules have loaded), their namespaces for that data load
 * before the page renders, so it appears translated and at once. Anything missed still loads when
 * it renders.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const results = await next();
    if (request.method !== "GET") return;
    const matches = Object.entries(results).map(([id, { type, result }]) => ({
      handle: window.__reactRouterRouteModules?.[id]?.handle,
      loaderData: type === "data" ? result : undefined,
    }));
    await loadTranslations(localeFromPath(new URL(request.url).pathname), routeNamespaces(matches));
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  // The header's cart count is not needed for the first paint: deferred, it streams in. A visitor
  // without a cart has none to wait for (the header shows an empty cart at once), and the document
  // no suspended boundary and streamed value to carry. On the cart page the count comes from the
  // page's own read of the cart, which the document waits for anyway: known at once, nothing streams.
  const onCartPage = isCartPage(request);
  const counting = cartSession.present(context) ? cartItemCount({ request, context }, onCartPage) : undefined;
  const [toast, account, counted] = await Promise.all([
    takeToast(context),
    loadAccountSummary(context),
    onCartPage ? counting : undefined,
  ]);
  // A toast answers what the visitor did: on the back office's screens and in edit mode, in the interface's language.
  const t = tFor(interfaceLocale(context));
  return {
    locale,
    /** The back-office user's chosen interface language on a back-office page (null: the page's). */
    interfaceLocale: context.get(interfaceLocaleContext),
    maintenance: context.get(maintenanceContext),
    account,
    cartCount: counted ?? counting,
    origin: config.publicUrl,
    toast: toast
      ? {
          type: toast.type,
          message: t(toast.key, toast.values),
          duration: toast.duration,
          ...(toast.links ? { links: labelledLinks(toast.links, t) } : {}),
        }
      : null,
  };
}

export const shouldRevalidate = revalidateOnLocaleChangeOrWrite;

/** Titles the error pages of errors that escape every layout. */
export const meta = errorMeta;

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  useHydrationMark();
  const locale = root?.locale ?? "en";
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5fff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Marks `<html data-hydrated>` once React's handlers are attached to the whole page, its lazy parts
 * included (app/lib/hydration.ts). Until then a click reaches the plain HTML under them (a form posts
 * as a document, a `<details>` opens natively).
 */
function useHydrationMark() {
  useEffect(() => {
    whenHydrated(() => {
      document.documentElement.dataset.hydrated = "";
    });
  }, []);
}

/** The page's translations: the namespaces its routes declare for their loaders' data, in its locale
 * (from the URL when even the root's loader failed). */
function Translated({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const matches = useMatches();
  return (
    <Translations locale={root?.locale ?? localeFromPath(pathname)} namespaces={routeNamespaces(matches)}>
      {children}
    </Translations>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Translated>
      <TopLoadingBar />
      {loaderData.maintenance ? <MaintenancePage /> : <Outlet />}
      <Toaster toast={loaderData.toast} />
      <FocusKeeper />
    </Translated>
  );
}

/** Errors that escape every layout, such as a layout's own data failing to load. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Translated>
      <ErrorPage status={status} />
    </Translated>
  );
}
