import type { Route } from "./+types/templates";
import { cms } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { useTranslation } from "~/lib/i18n";

/** The static CMS elements every page shows (spec section 2: header, footer, cookie sections). */
const HANDLERS = ["header-section", "footer-section", "cookie-section"];

export async function loader({ context }: Route.LoaderArgs) {
  const elements = await context.get(platformContext).call(cms.elementGetByHandlers, { handlers: HANDLERS });
  return {
    title: tFor(context.get(localeContext))("admin.templates.title"),
    templates: HANDLERS.map((handler) => {
      const element = elements.find((e) => e.handler === handler);
      return { handler, title: element?.title ?? null, parts: element ? element.parts.length : 0 };
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminTemplates({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.templates.title")} testId="admin-templates">
      <p className={css.muted}>{t("admin.templates.intro")}</p>
      <table className={css.table}>
        <thead>
          <tr>
            <th>{t("admin.templates.handler")}</th>
            <th>{t("admin.templates.name")}</th>
            <th>{t("admin.templates.parts")}</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.templates.map((template) => (
            <tr key={template.handler} data-testid="admin-template">
              <td>{template.handler}</td>
              <td>{template.title ?? t("admin.templates.missing")}</td>
              <td>{template.parts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminPage>
  );
}
