import type { Route } from "./+types/audit";
import { audit } from "#server/contract";
import { platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPager } from "~/components/admin/AdminPager";
import { askedPage } from "./admin.server";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import { EmailAddress } from "~/components/admin/EmailAddress";
import * as css from "~/components/admin/admin.css";
import { adminDateTime } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n";

const PAGE_SIZE = 50;

/** The audit log (issue 15 item 6): the site's back-office changes, newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = askedPage(request);
  const log = await context.get(platformContext).call(audit.filter, { page, limit: PAGE_SIZE });
  const when = adminDateTime(interfaceLocale(context), "medium");
  return {
    title: tFor(interfaceLocale(context))("admin.audit.title"),
    page,
    totalPages: log.totalPages,
    entries: log.records.map((entry) => ({ ...entry, when: when.format(new Date(entry.createdAt)) })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entries, page, totalPages } = loaderData;
  return (
    <AdminPage title={t("admin.audit.title")} testId="admin-audit">
      <p className={css.muted}>{t("admin.audit.intro")}</p>
      {entries.length ? (
        <AdminTable
          label={t("admin.audit.title")}
          columns={[
            t("admin.audit.when"),
            t("admin.audit.who"),
            t("admin.audit.what"),
            t("admin.audit.subject"),
            t("admin.audit.detail"),
          ]}
        >
          {entries.map((entry) => (
            <AdminRow key={entry.id} data-testid="audit-entry">
              <AdminCell>
                <time dateTime={entry.createdAt}>{entry.when}</time>
              </AdminCell>
              <AdminCell className={css.email}>
                {entry.userEmail ? <EmailAddress address={entry.userEmail} /> : t("admin.audit.deletedUser")}
              </AdminCell>
              <AdminCell>
                <code>{entry.action}</code>
              </AdminCell>
              <AdminCell>{entry.subject ?? ""}</AdminCell>
              <AdminCell>
                <code style={{ wordBreak: "break-all" }}>{entry.detail}</code>
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p>{t("admin.audit.empty")}</p>
      )}
      <AdminPager page={page} totalPages={totalPages} />
    </AdminPage>
  );
}
