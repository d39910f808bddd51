import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/redirects";
import { redirects, type ErrorCode } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError } from "~/.server/platform";
import { errorMessageKey } from "~/.server/auth/errors";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import { ConfirmedRowAction } from "~/components/admin/ConfirmedRowAction";
import { RowAction } from "~/components/admin/RowAction";
import * as css from "~/components/admin/admin.css";
import { Field, SelectField } from "~/components/forms/Field";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import { SubmitButton, useIsPending } from "~/components/forms/SubmitButton";
import { adminPath } from "~/lib/admin-paths";
import { adminDateTime } from "~/lib/dates";
import { useFormKeyAfterSave } from "~/lib/hooks";
import { redirectFormSchema, type RedirectFormField } from "~/lib/forms/redirects";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";

/** A deletion's question is one of edit mode's dialogs: its Close is the editor's. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/** The form fields' messages (forms), on top of the admin layout's. */

/** The platform's refusals of a redirect, by code, to the field they concern and its message. */
const refusals: Partial<Record<ErrorCode, [RedirectFormField, string]>> = {
  REDIRECT_FROM_INVALID: ["from", "admin.redirects.errors.from"],
  REDIRECT_TO_INVALID: ["to", "admin.redirects.errors.to"],
  REDIRECT_TO_ITSELF: ["to", "admin.redirects.errors.itself"],
  REDIRECT_LOOP: ["to", "admin.redirects.errors.loop"],
  REDIRECT_STATUS_INVALID: ["statusCode", "admin.redirects.errors.status"],
};

/** The redirects of the site and the paths visitors found dead, most asked first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(platformContext);
  const [{ redirects: list }, dead] = await Promise.all([
    api.call(redirects.list, {}),
    api.call(redirects.failedRequests, { limit: 100 }),
  ]);
  const locale = context.get(localeContext);
  const lastSeen = adminDateTime(interfaceLocale(context));
  return {
    locale,
    title: tFor(interfaceLocale(context))("admin.redirects.title"),
    redirects: list,
    dead: {
      ...dead,
      requests: dead.requests.map((d) => ({ ...d, lastSeen: lastSeen.format(new Date(d.lastSeenAt)) })),
    },
    // "Redirect…" on a dead path fills the form's path (a plain link: no JavaScript needed).
    from: new URL(request.url).searchParams.get("from") ?? "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: redirectFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const api = context.get(platformContext);
  const done = adminPath(context.get(localeContext), "redirects");
  const form = submission.value;
  try {
    if (form.intent === "save")
      await api.call(redirects.save, { from: form.from, to: form.to, statusCode: form.statusCode });
    if (form.intent === "delete") await api.call(redirects.remove, { id: form.id });
    if (form.intent === "dismiss") await api.call(redirects.dismissFailedRequest, { path: form.path });
  } catch (error) {
    const refusal = isPlatformError(error) ? refusals[error.code] : undefined;
    const reply = refusal
      ? submission.reply({ fieldErrors: { [refusal[0]]: [refusal[1]] } })
      : submission.reply({ formErrors: [errorMessageKey(error)] });
    return data({ result: reply }, { status: isPlatformError(error, 404) ? 404 : 400 });
  }
  if (form.intent === "save") sendToast(context, { type: "success", key: "admin.redirects.saved" });
  if (form.intent === "delete") sendToast(context, { type: "success", key: "admin.redirects.deleted" });
  return redirect(done, { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminRedirects({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, redirects: list, dead, from } = loaderData;
  const statusLabel = (code: number) =>
    code === 301 ? t("admin.redirects.permanent") : t("admin.redirects.temporary");
  return (
    <AdminPage title={t("admin.redirects.title")} testId="admin-redirects">
      <p className={css.muted}>{t("admin.redirects.intro")}</p>

      <h2 className={css.subheading}>{t("admin.redirects.add")}</h2>
      {/* Filled anew by a "Redirect…" link and emptied by a save: both are a new location. */}
      <RedirectForm key={useFormKeyAfterSave(actionData?.result)} from={from} lastResult={actionData?.result} />

      <h2 className={css.subheading}>{t("admin.redirects.listTitle")}</h2>
      {list.length === 0 ? (
        <p className={css.muted}>{t("admin.redirects.none")}</p>
      ) : (
        <AdminTable
          label={t("admin.redirects.listTitle")}
          columns={[t("admin.redirects.from"), t("admin.redirects.to"), t("admin.redirects.type")]}
          actions={t("admin.redirects.actions")}
        >
          {list.map((r) => (
            <AdminRow key={r.id} data-testid="admin-redirect">
              <AdminCell className={css.path}>{r.from}</AdminCell>
              <AdminCell className={css.path}>{r.to}</AdminCell>
              <AdminCell>{statusLabel(r.statusCode)}</AdminCell>
              <AdminCell>
                <ConfirmedRowAction
                  intent="delete"
                  fields={{ id: r.id }}
                  label={t("admin.redirects.deleteOne", { path: r.from })}
                  question={t("admin.redirects.confirm.title", { path: r.from })}
                  // No history keeps a redirect: it comes back only by being added again.
                  text={t("admin.redirects.confirm.text", { to: r.to })}
                  yes={t("admin.redirects.confirm.yes")}
                  testId="redirect-delete"
                  inTableRow
                >
                  {t("admin.redirects.delete")}
                </ConfirmedRowAction>
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      )}

      <h2 className={css.subheading}>{t("admin.redirects.deadTitle", { count: dead.total })}</h2>
      <p className={css.muted}>{t("admin.redirects.deadIntro")}</p>
      {dead.requests.length === 0 ? (
        <p className={css.muted}>{t("admin.redirects.noDead")}</p>
      ) : (
        <AdminTable
          label={t("admin.redirects.deadTitle", { count: dead.total })}
          columns={[t("admin.redirects.path"), t("admin.redirects.hits"), t("admin.redirects.lastSeen")]}
          actions={t("admin.redirects.actions")}
        >
          {dead.requests.map((d) => (
            <AdminRow key={d.path} data-testid="admin-dead-path">
              <AdminCell className={css.path}>{d.path}</AdminCell>
              <AdminCell>{d.hits}</AdminCell>
              <AdminCell className={css.nowrap}>{d.lastSeen}</AdminCell>
              <AdminCell className={css.rowActions}>
                <Link
                  to={`${adminPath(locale, "redirects")}?from=${encodeURIComponent(d.path)}#redirect-form`}
                  aria-label={t("admin.redirects.redirectOne", { path: d.path })}
                >
                  {t("admin.redirects.redirect")}
                </Link>
                <RowAction
                  intent="dismiss"
                  fields={{ path: d.path }}
                  label={t("admin.redirects.dismissOne", { path: d.path })}
                >
                  {t("admin.redirects.dismiss")}
                </RowAction>
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  );
}

/** Adds a redirect or changes the one of its path; errors come from the action (zod stays on the server). */
function RedirectForm({ from, lastResult }: { from: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ from: string; to: string; statusCode: string }>({
    id: "redirect-form",
    lastResult,
    defaultValue: { from, statusCode: "301" },
  });
  const pending = useIsPending({ intent: "save" });
  const statuses = [
    { value: "301", label: t("admin.redirects.permanent") },
    { value: "302", label: t("admin.redirects.temporary") },
  ];
  return (
    <Form method="post" {...getFormProps(form)} className={css.inlineForm} data-testid="redirect-form">
      <FaultFocus reply={lastResult}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="save" />
        <Field
          meta={fields.from}
          label={t("admin.redirects.from")}
          hint={t("admin.redirects.fromHint")}
          testId="redirect-from"
        />
        <Field
          meta={fields.to}
          label={t("admin.redirects.to")}
          hint={t("admin.redirects.toHint")}
          testId="redirect-to"
        />
        <SelectField meta={fields.statusCode} label={t("admin.redirects.type")} options={statuses} />
        <SubmitButton pending={pending} pendingLabel={t("admin.redirects.saving")}>
          {t("admin.redirects.save")}
        </SubmitButton>
      </FaultFocus>
    </Form>
  );
}
