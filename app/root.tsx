import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { localeContext, maintenanceContext, maintenanceMiddleware, requestMiddleware } from "./.server/context";
import { loadAccountSummary } from "./.server/auth/account";
import { cartItemCount, cartMiddleware } from "./.server/cart";
import { authMiddleware } from "./.server/auth/middleware";
import { perVisitorCaching } from "./.server/http";
import { translationsFor, tFor } from "./.server/i18n";
import { takeToast, toastMiddleware, type Toast } from "./.server/toast";
import { checkoutCookies } from "./.server/checkout/cookies";
import { config } from "./.server/config";
import { ErrorPage } from "./components/error/ErrorPage";
import { errorMeta } from "./lib/error-meta";
import { MaintenancePage } from "./components/error/MaintenancePage";
import { Toaster } from "./components/feedback/Toaster";
import { TopLoadingBar } from "./components/feedback/TopLoadingBar";
import { TranslationProvider } from "./lib/i18n";
import { useNonce } from "./lib/nonce";
import { revalidateOnLocaleChangeOrWrite } from "./lib/revalidate";
import "./styles/global.css";

/**
 * Outermost first. The cookie owners (toast, checkout, cart; the auth middleware the session,
 * requestMiddleware the locale) write their cookies once on the way out, whoever changed them.
 */
export const middleware: Route.MiddlewareFunction[] = [
  perVisitorCaching,
  requestMiddleware,
  toastMiddleware,
  checkoutCookies,
  cartMiddleware,
  authMiddleware,
  maintenanceMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const [taken, account, cart] = await Promise.all([takeToast(context), loadAccountSummary(context), cartItemCount({ request, context })]);
  // Spec section 8: a cart that became an order (or was merged) is dropped with the cart update alert.
  const toast: Toast | null = taken ?? (cart.ended ? { type: "error", key: "core.notifications.cartUpdateError" } : null);
  const t = tFor(locale);
  return {
    locale,
    maintenance: context.get(maintenanceContext),
    translations: translationsFor(locale),
    account,
    cartCount: cart.count,
    origin: config.publicUrl,
    toast: toast ? { type: toast.type, message: t(toast.key, toast.values), duration: toast.duration } : null,
  };
}

export const shouldRevalidate = revalidateOnLocaleChangeOrWrite;

/** Titles the error pages of errors that escape every layout. */
export const meta = errorMeta;

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
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

function Translated({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  if (!root) return <>{children}</>;
  return (
    <TranslationProvider locale={root.locale} translations={root.translations}>
      {children}
    </TranslationProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Translated>
      <TopLoadingBar />
      {loaderData.maintenance ? <MaintenancePage /> : <Outlet />}
      <Toaster toast={loaderData.toast} />
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
