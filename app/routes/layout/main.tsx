import { Suspense } from "react";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "react-router";
import { cms, site } from "#server/contract";
import type { Route } from "./+types/main";
import { localeContext, platformContext } from "~/.server/context";
import { cookieConsentCookie, readCookie } from "~/.server/cookies";
import { ErrorPage } from "~/components/error/lazy";
import { errorMeta } from "~/lib/error-meta";
import { SiteChrome } from "~/components/layout/SiteChrome";
import type { SiteChromeData } from "~/lib/site-chrome";
import { isCookieConsent } from "~/lib/cookie-consent";
import { siteChrome } from "~/.server/chrome";
import { revalidateOnLocaleChangeOrWrite } from "~/lib/revalidate";
import { devMenuData } from "~/.server/dev-menu";
import type { DevMenuData } from "~/lib/dev-menu";
import { lazyPart } from "~/lib/lazy";
import { Translations } from "~/lib/i18n";
import { SITE_CODE_KEYS, siteCodeContext, siteCodeOf } from "~/.server/site-code";
import type { AnalyticsIds } from "~/lib/site-code";

export const LAYOUT_ID = "layout:main";

/** Everything the header, footer and cookie banner show, from the platform, in one round. */
export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<
  SiteChromeData & { dev: DevMenuData | null; siteName: string; analytics: AnalyticsIds | null }
> {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const [elements, main, footer1, footer2, footer3, footer4, options, consent, dev, domain] = await Promise.all([
    api.call(cms.elementGetByHandlers, { handlers: ["header-section", "footer-section", "cookie-section"] }),
    api.call(cms.navigationTree, { id: "main" }),
    api.call(cms.navigationTree, { id: "footer1" }),
    api.call(cms.navigationTree, { id: "footer2" }),
    api.call(cms.navigationTree, { id: "footer3" }),
    api.call(cms.navigationTree, { id: "footer4" }),
    api.call(cms.optionFilter, {
      keys: ["Logo", "CopyrightText", "CookieNotice", "CookiesNotification", ...SITE_CODE_KEYS],
    }),
    readCookie<unknown>(cookieConsentCookie, request),
    // Outside production only (null in production): the developer menu.
    devMenuData(request, context),
    // The site's name: every page's title ends with it (~/lib/seo.ts, pageTitle).
    api.call(site.domainDetect, {}),
  ]);
  const cookieConsent = isCookieConsent(consent) ? consent : null;
  const chrome = siteChrome({
    locale,
    elements,
    navigation: {
      main: main.children,
      footer: [footer1.children, footer2.children, footer3.children, footer4.children],
    },
    options,
    cookieConsent,
  });
  // The pasted code goes into the document only (entry.server.tsx); the tags' ids to the browser,
  // which loads them once cookies are accepted (and the page's policy allows their hosts only then).
  const code = siteCodeOf(options, request, cookieConsent);
  context.set(siteCodeContext, code);
  return { ...chrome, dev, siteName: domain.site.name, analytics: code?.analytics ?? null };
}

export const shouldRevalidate = revalidateOnLocaleChangeOrWrite;

/** The title of the error pages shown in this layout (a 404 included). */
export const meta = errorMeta;

/** Only a site whose analytics are set up loads their tags' code. */
const AnalyticsTags = lazyPart(() => import("~/components/layout/AnalyticsTags").then((m) => m.AnalyticsTags));

/**
 * The developer menu (spec section 1), outside production only: a development build's code
 * (`import.meta.env.DEV`), so a production bundle has none of it, not even the import of its chunk.
 * Its strings are the dev namespace's, which no production page carries.
 */
const DevMenu = import.meta.env.DEV ? lazyPart(() => import("~/components/dev/DevMenu").then((m) => m.DevMenu)) : null;

function DevTools({ dev }: { dev: DevMenuData }) {
  if (!DevMenu) return null;
  return (
    <Suspense fallback={null}>
      <Translations namespaces={["dev"]}>
        <DevMenu data={dev} />
      </Translations>
    </Suspense>
  );
}

export default function MainLayout() {
  const chrome = useLoaderData<typeof loader>();
  const page = (
    <SiteChrome data={chrome}>
      <Outlet />
      {chrome.analytics ? (
        <AnalyticsTags ids={chrome.analytics} accepted={chrome.cookieBanner?.consent === "accepted"} />
      ) : null}
    </SiteChrome>
  );
  // A production build keeps only `page` (import.meta.env.DEV is false there).
  return import.meta.env.DEV && chrome.dev ? (
    <>
      {page}
      <DevTools dev={chrome.dev} />
    </>
  ) : (
    page
  );
}

/** A page that fails keeps the header and footer around its error message. */
export function ErrorBoundary() {
  const error = useRouteError();
  const chrome = useRouteLoaderData<typeof loader>(LAYOUT_ID);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page = <ErrorPage status={status} />;
  if (!chrome) return page;
  const framed = <SiteChrome data={chrome}>{page}</SiteChrome>;
  return import.meta.env.DEV && chrome.dev ? (
    <>
      {framed}
      <DevTools dev={chrome.dev} />
    </>
  ) : (
    framed
  );
}
