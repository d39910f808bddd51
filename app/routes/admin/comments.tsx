import { Link } from "react-router";
import type { Route } from "./+types/comments";
import { comments } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPager } from "~/components/admin/AdminPager";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import { ConfirmedRowAction } from "~/components/admin/ConfirmedRowAction";
import { RowAction } from "~/components/admin/RowAction";
import * as css from "~/components/admin/admin.css";
import { adminPath } from "~/lib/admin-paths";
import { firstWords } from "~/lib/excerpt";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { askedPage, rowActionDone } from "./admin.server";

/** A deletion's question is one of edit mode's dialogs: its Close is the editor's. */
export const handle: TranslationHandle = { i18n: ["editor"] };

const statuses = ["pending", "approved", "hidden"] as const;
type Status = (typeof statuses)[number];

/** Comment moderation (issue 14 item 6): comments by status, each approved, hidden or deleted. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const asked = new URL(request.url).searchParams.get("status");
  const status: Status = statuses.find((s) => s === asked) ?? "pending";
  const page = askedPage(request);
  const list = await context.get(platformContext).call(comments.moderation, { status, page });
  return { locale, status, page, title: tFor(interfaceLocale(context))("admin.comments.title"), ...list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get("id"));
  const intent = String(form.get("intent"));
  const back = `${adminPath(context.get(localeContext), "comments")}?status=${String(form.get("status") ?? "pending")}`;
  const api = context.get(platformContext);
  return rowActionDone(context, back, `admin.comments.done.${intent === "delete" ? "deleted" : intent}`, () =>
    intent === "delete"
      ? api.call(comments.remove, { id })
      : api.call(comments.moderate, { id, status: intent === "approved" ? "approved" : "hidden" }),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminComments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, status, page, records, totalPages } = loaderData;
  return (
    <AdminPage title={t("admin.comments.title")} testId="admin-comments">
      <p className={css.muted}>{t("admin.comments.intro")}</p>
      <nav aria-label={t("admin.comments.byStatus")}>
        {statuses.map((s) => (
          <Link
            key={s}
            to={`${adminPath(locale, "comments")}?status=${s}`}
            aria-current={s === status ? "page" : undefined}
            style={{ marginRight: "1rem" }}
          >
            {t(`admin.comments.statuses.${s}`)}
          </Link>
        ))}
      </nav>
      {records.length ? (
        <AdminTable
          label={t("admin.comments.title")}
          columns={[
            t("admin.comments.post"),
            t("admin.comments.author"),
            t("admin.comments.rating"),
            t("admin.comments.text"),
          ]}
          actions={t("admin.comments.actions")}
        >
          {records.map((c) => (
            <AdminRow key={c.id} data-testid="admin-comment">
              <AdminCell>{c.postTitle}</AdminCell>
              <AdminCell>{c.authorName}</AdminCell>
              <AdminCell>{c.rating ?? "–"}</AdminCell>
              <AdminCell className={css.textColumn}>{c.body ?? ""}</AdminCell>
              <AdminCell>
                <div className={css.rowActions}>
                  {c.status !== "approved" ? (
                    <RowAction
                      intent="approved"
                      fields={{ id: c.id, status }}
                      label={t("admin.comments.approveOne", { author: c.authorName })}
                    >
                      {t("admin.comments.approve")}
                    </RowAction>
                  ) : null}
                  {c.status !== "hidden" ? (
                    <RowAction
                      intent="hidden"
                      fields={{ id: c.id, status }}
                      label={t("admin.comments.hideOne", { author: c.authorName })}
                    >
                      {t("admin.comments.hide")}
                    </RowAction>
                  ) : null}
                  <ConfirmedRowAction
                    intent="delete"
                    fields={{ id: c.id, status }}
                    label={t("admin.comments.deleteOne", { author: c.authorName })}
                    // Named by its author and first words; a rating without words by its post.
                    question={
                      c.body
                        ? t("admin.comments.confirm.title", { author: c.authorName, excerpt: firstWords(c.body) })
                        : t("admin.comments.confirm.titleRating", { author: c.authorName, post: c.postTitle })
                    }
                    // Nothing keeps a deleted comment; hiding one can be undone.
                    text={t(
                      c.status === "hidden" ? "admin.comments.confirm.textHidden" : "admin.comments.confirm.text",
                    )}
                    yes={t("admin.comments.confirm.yes")}
                    testId="comment-delete"
                    inTableRow
                  >
                    {t("admin.comments.delete")}
                  </ConfirmedRowAction>
                </div>
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p>{t("admin.comments.empty")}</p>
      )}
      <AdminPager page={page} totalPages={totalPages} />
    </AdminPage>
  );
}
