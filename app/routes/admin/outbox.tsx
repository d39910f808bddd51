import type { Route } from "./+types/outbox";
import { mail } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPager } from "~/components/admin/AdminPager";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import { EmailAddress } from "~/components/admin/EmailAddress";
import { RowAction } from "~/components/admin/RowAction";
import * as css from "~/components/admin/admin.css";
import { adminPath } from "~/lib/admin-paths";
import { adminDateTime } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n";
import { askedPage, rowActionDone } from "./admin.server";

const PAGE_SIZE = 50;

/** The e-mail outbox (issue 15 item 4): what the shop sent or is sending, newest first; a message can go out again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = askedPage(request);
  const outbox = await context.get(platformContext).call(mail.outboxFilter, { page, limit: PAGE_SIZE });
  const when = adminDateTime(interfaceLocale(context));
  return {
    title: tFor(interfaceLocale(context))("admin.outbox.title"),
    page,
    totalPages: outbox.totalPages,
    messages: outbox.records.map((m) => ({
      ...m,
      created: when.format(new Date(m.createdAt)),
      sent: m.sentAt ? when.format(new Date(m.sentAt)) : null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const id = Number((await request.formData()).get("id"));
  return rowActionDone(context, adminPath(context.get(localeContext), "outbox"), "admin.outbox.resent", () =>
    context.get(platformContext).call(mail.outboxResend, { id }),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { messages, page, totalPages } = loaderData;
  return (
    <AdminPage title={t("admin.outbox.title")} testId="admin-outbox">
      <p className={css.muted}>{t("admin.outbox.intro")}</p>
      {messages.length ? (
        <AdminTable
          label={t("admin.outbox.title")}
          columns={[
            t("admin.outbox.created"),
            t("admin.outbox.to"),
            t("admin.outbox.subject"),
            t("admin.outbox.status"),
          ]}
          actions={t("admin.outbox.actions")}
        >
          {messages.map((m) => (
            <AdminRow key={m.id} data-testid="outbox-message">
              <AdminCell>
                <time dateTime={m.createdAt}>{m.created}</time>
              </AdminCell>
              <AdminCell className={css.email}>
                <EmailAddress address={m.to} />
              </AdminCell>
              <AdminCell>{m.subject}</AdminCell>
              <AdminCell>
                {m.sent
                  ? t("admin.outbox.sent", { when: m.sent })
                  : m.lastError
                    ? t("admin.outbox.failing", { count: m.attempts, error: m.lastError })
                    : t("admin.outbox.waiting")}
              </AdminCell>
              <AdminCell>
                <RowAction
                  intent="resend"
                  fields={{ id: m.id }}
                  label={t("admin.outbox.resendOne", { subject: m.subject, to: m.to })}
                >
                  {t("admin.outbox.resend")}
                </RowAction>
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p>{t("admin.outbox.empty")}</p>
      )}
      <AdminPager page={page} totalPages={totalPages} />
    </AdminPage>
  );
}
