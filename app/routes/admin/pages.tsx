import { Link } from "react-router";
import type { Route } from "./+types/pages";
import { cms } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { TableScroll } from "~/components/account/TableScroll";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { adminPath } from "~/lib/admin-paths";
import { useTranslation } from "~/lib/i18n";

/** The site's pages in the admin's language: each opens in edit mode, or its history. */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { records } = await context
    .get(platformContext)
    .call(cms.postFilterStandard, { display: "components", limit: 500, sort: { field: "id", direction: "asc" } });
  return {
    locale,
    title: tFor(locale)("admin.pages.title"),
    pages: records.map((p) => ({ id: p.id, title: p.title, url: p.url, updatedAt: p.updated_at })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, pages } = loaderData;
  return (
    <AdminPage title={t("admin.pages.title")} testId="admin-pages">
      <p className={css.muted}>{t("admin.pages.intro")}</p>
      <TableScroll label={t("admin.pages.title")}>
        <table className={css.table}>
          <thead>
            <tr>
              <th>{t("admin.pages.page")}</th>
              <th>{t("admin.pages.address")}</th>
              <th>
                <span className="visually-hidden">{t("admin.pages.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.id} data-testid="admin-page">
                <td>{page.title}</td>
                <td className={css.path}>{page.url}</td>
                <td>
                  <a href={`${page.url}?editPage=true`} aria-label={t("admin.pages.editOne", { title: page.title })}>
                    {t("admin.pages.edit")}
                  </a>{" "}
                  <Link
                    to={`${adminPath(locale, "pages")}/${page.id}`}
                    aria-label={t("admin.pages.historyOne", { title: page.title })}
                  >
                    {t("admin.pages.history")}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </AdminPage>
  );
}
