import { Form } from "react-router";
import { cms } from "#server/contract";
import type { Route } from "./+types/index";
import { config } from "~/.server/config";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminAreaLinks, AdminPage } from "~/components/admin/AdminShell";
import { adminPath } from "~/lib/admin-paths";
import * as css from "~/components/admin/admin.css";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import { CACHING_ENABLED, rowActionDone } from "./admin.server";

const MAINTENANCE_OPTION = "MaintenanceMode";

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const [option] = await context.get(platformContext).call(cms.optionFilter, { keys: [MAINTENANCE_OPTION] });
  return {
    locale,
    cachingEnabled: CACHING_ENABLED,
    title: tFor(interfaceLocale(context))("admin.home.title"),
    maintenance: option?.value === "true",
    // MAINTENANCE_MODE set for the host keeps the site closed whatever the option says.
    maintenanceForced: config.maintenanceMode,
  };
}

/** Maintenance mode on or off (spec section 2): the site's MaintenanceMode option, for every language. */
export async function action({ request, context }: Route.ActionArgs) {
  const on = (await request.formData()).get("maintenance") === "on";
  const locale = context.get(localeContext);
  return rowActionDone(
    context,
    adminPath(locale),
    on ? "admin.maintenance.turnedOn" : "admin.maintenance.turnedOff",
    () =>
      context.get(platformContext).call(cms.optionSave, { key: MAINTENANCE_OPTION, value: String(on), language: null }),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, cachingEnabled, maintenance, maintenanceForced } = loaderData;
  return (
    <AdminPage title={t("admin.home.title")} testId="admin-home">
      <p className={css.muted}>{t("admin.home.intro")}</p>
      <AdminAreaLinks locale={locale} cachingEnabled={cachingEnabled} />
      <section aria-labelledby="maintenance-title" data-testid="admin-maintenance">
        <h2 id="maintenance-title" className={css.subheading}>
          {t("admin.maintenance.title")}
        </h2>
        <p>{maintenance || maintenanceForced ? t("admin.maintenance.on") : t("admin.maintenance.off")}</p>
        {maintenanceForced ? null : (
          <Form method="post">
            <input type="hidden" name="maintenance" value={maintenance ? "off" : "on"} />
            <button type="submit" className={outlineButton}>
              {maintenance ? t("admin.maintenance.turnOff") : t("admin.maintenance.turnOn")}
            </button>
          </Form>
        )}
      </section>
    </AdminPage>
  );
}
