import { Link } from "react-router";
import type { Route } from "./+types/index";
import { localeContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { AdminPage } from "~/components/admin/AdminShell";
import { adminPath } from "~/lib/admin-paths";
import * as css from "~/components/admin/admin.css";
import { useTranslation } from "~/lib/i18n";
import { CACHING_ENABLED } from "./admin.server";

export function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  return { locale, cachingEnabled: CACHING_ENABLED, title: tFor(locale)("admin.home.title") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, cachingEnabled } = loaderData;
  return (
    <AdminPage title={t("admin.home.title")} testId="admin-home">
      <p className={css.muted}>{t("admin.home.intro")}</p>
      <ul>
        <li>
          <Link to={adminPath(locale, "consent")}>{t("admin.menu.consents")}</Link>
        </li>
        <li>
          <Link to={adminPath(locale, "templates")}>{t("admin.menu.templates")}</Link>
        </li>
        <li>
          <Link to={adminPath(locale, "redirects")}>{t("admin.menu.redirects")}</Link>
        </li>
        {cachingEnabled ? (
          <li>
            <Link to={adminPath(locale, "cache")}>{t("admin.menu.caches")}</Link>
          </li>
        ) : null}
      </ul>
    </AdminPage>
  );
}
