import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { homePath } from "~/.server/auth/guards";
import { localeContext } from "~/.server/context";
import { AdminShell } from "~/components/admin/AdminShell";
import { ErrorPage } from "~/components/error/lazy";
import { errorMeta } from "~/lib/error-meta";
import { InterfaceTranslations } from "~/lib/interface-language";
import { backofficeOnly, backofficeUserContext, CACHING_ENABLED } from "./admin.server";
import type { TranslationHandle } from "~/lib/i18n";

// "forms": any back-office action may answer a refusal for a general reason (refusalKey), whose
// message is there.
export const handle: TranslationHandle = { i18n: ["admin", "forms"] };

export const ADMIN_LAYOUT_ID = "layout:admin";

/** The back office (spec sections 2 and 6), outside the main layout: back-office users only. */
export const middleware: Route.MiddlewareFunction[] = [backofficeOnly];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(backofficeUserContext)!;
  const locale = context.get(localeContext);
  return { locale, home: homePath(locale), cachingEnabled: CACHING_ENABLED, email: user.email };
}

export function meta(args: Route.MetaArgs) {
  return [{ name: "robots", content: "noindex, nofollow" }, ...errorMeta(args)];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <InterfaceTranslations>
      <AdminShell {...loaderData}>
        <Outlet />
      </AdminShell>
    </InterfaceTranslations>
  );
}

/** A 403 (a customer), or a failing admin page: the error page, inside the shell when it loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>(ADMIN_LAYOUT_ID);
  const page = <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
  return <InterfaceTranslations>{shell ? <AdminShell {...shell}>{page}</AdminShell> : page}</InterfaceTranslations>;
}
