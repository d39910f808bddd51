import { data } from "react-router";
import type { Route } from "./+types/consent";
import { localeContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { useTranslation } from "~/lib/i18n";

/** /admin/consent and /admin/consent/:slug. No consents exist yet (they arrive with a later
 * capability), so the overview says so and a consent's page is a 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  if (params.slug !== undefined) throw data(null, { status: 404 });
  return { title: tFor(context.get(localeContext))("admin.consent.title") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminConsents() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.consent.title")} testId="admin-consents">
      <p className={css.muted}>{t("admin.consent.empty")}</p>
    </AdminPage>
  );
}
