import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/consent";
import { consents, type ErrorCode } from "#server/contract";
import { consentFormType, type ConsentAdminRecord, type ConsentFormType } from "#server/contract/consents";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError, type PlatformClient } from "~/.server/platform";
import { errorMessageKey } from "~/.server/auth/errors";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import { ConfirmedRowAction } from "~/components/admin/ConfirmedRowAction";
import { RowAction } from "~/components/admin/RowAction";
import * as css from "~/components/admin/admin.css";
import { DefaultSubmit } from "~/components/forms/DefaultSubmit";
import { Field, TextAreaField } from "~/components/forms/Field";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import { SubmitButton, useIsPending } from "~/components/forms/SubmitButton";
import * as formCss from "~/components/forms/forms.css";
import { adminPath } from "~/lib/admin-paths";
import {
  consentTextFormSchema,
  readAssignment,
  type AssignmentDraft,
  type ConsentTextFormField,
} from "~/lib/forms/consent-admin";
import { positiveId } from "~/lib/ids";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import { refusedText } from "./admin.server";

/** A deletion's question is one of edit mode's dialogs: its Close is the editor's. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/** The platform's refusals of a consent's texts, by code: the field they concern (or the form) and the message. */
const textRefusals: Partial<Record<ErrorCode, [ConsentTextFormField | null, string]>> = {
  CONSENT_NUMBER_TAKEN: ["uniqueNumber", "admin.consent.errors.numberTaken"],
  CONSENT_NUMBER_INVALID: ["uniqueNumber", "admin.consent.errors.numberInvalid"],
  CONSENT_TEXT_EMPTY: [null, "admin.consent.errors.textEmpty"],
  CONSENT_NOT_FOUND: [null, "admin.consent.errors.notFound"],
};

/** The platform's refusals of a form type's assignment, by code. */
const assignmentRefusals: Partial<Record<ErrorCode, string>> = {
  CONSENT_UNKNOWN: "admin.consent.errors.unknown",
  CONSENT_LISTED_TWICE: "admin.consent.errors.listedTwice",
  CONSENT_REQUIRED_NOT_SHOWN: "admin.consent.errors.requiredNotShown",
  CONSENT_INACTIVE: "admin.consent.errors.inactive",
};

/** The platform's refusals of deactivating, activating or deleting a consent, by code. */
const rowRefusals: Partial<Record<ErrorCode, string>> = {
  CONSENT_LOGGED: "admin.consent.errors.logged",
  CONSENT_NOT_FOUND: "admin.consent.errors.notFound",
};

/** Every consent of the site (50 a page). */
async function allConsents(api: PlatformClient): Promise<ConsentAdminRecord[]> {
  const first = await api.call(consents.consentAdminFilter, { page: 1, perPage: 50 });
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) =>
      api.call(consents.consentAdminFilter, { page: i + 2, perPage: 50 }),
    ),
  );
  return [first, ...rest].flatMap((p) => p.records);
}

/** The form type a detail page is about; 404 for any other slug. */
function formTypeOf(slug: string | undefined): ConsentFormType | null {
  if (slug === undefined) return null;
  const parsed = consentFormType.safeParse(slug);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/**
 * /admin/consent: the form types and the consents, a consent's texts edited (?edit=id) and a consent
 * added. /admin/consent/{formType}: which consents the form shows, in which order, which required.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const formType = formTypeOf(params.slug);
  const locale = context.get(localeContext);
  const t = tFor(interfaceLocale(context));
  const api = context.get(platformContext);
  const records = await allConsents(api);
  const consentList = records.map((r) => ({
    id: r.id,
    uniqueNumber: r.uniqueNumber,
    text: r.displayName[locale] || r.displayName.en,
    version: r.version,
    active: r.active,
    formTypes: r.assignments.map((a) => a.formType),
    // Logs naming it: kept as proof, so it is not deleted (CONSENT_LOGGED).
    acceptances: r.acceptances,
  }));
  if (formType) {
    const { records: shown } = await api.call(consents.consentFilter, { formType, limit: 100 });
    const shownIds = shown.map((c) => c.id);
    const assignment: AssignmentDraft = {
      order: [...shownIds, ...records.filter((r) => r.active && !shownIds.includes(r.id)).map((r) => r.id)],
      shown: shownIds,
      required: shown.filter((c) => c.required).map((c) => c.id),
    };
    const formName = t(`admin.consent.formTypes.${formType}`);
    return {
      locale,
      title: t("admin.consent.formTitle", { form: formName }),
      formType,
      formName,
      // An inactive consent is on no form and cannot be put on one.
      consents: consentList.filter((c) => c.active),
      assignment,
      formTypes: [],
      editing: null,
    };
  }
  const edit = positiveId(new URL(request.url).searchParams.get("edit"));
  const editing = records.find((r) => r.id === edit) ?? null;
  return {
    locale,
    title: t("admin.consent.title"),
    formType: null,
    formName: "",
    consents: consentList,
    assignment: null,
    formTypes: consentFormType.options.map((type) => ({
      type,
      shown: records.filter((r) => r.assignments.some((a) => a.formType === type)).length,
      required: records.filter((r) => r.assignments.some((a) => a.formType === type && a.required)).length,
    })),
    editing: editing && { id: editing.id, uniqueNumber: editing.uniqueNumber, ...editing.displayName },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formType = formTypeOf(params.slug);
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const form = await request.formData();
  const overview = adminPath(locale, "consent");

  if (form.get("intent") === "assign") {
    if (!formType) throw data(null, { status: 404 });
    const draft = readAssignment(form);
    const refused = (error: string) => data({ assignment: { ...draft, error } }, { status: 400 });
    if (draft.required.some((id) => !draft.shown.includes(id))) return refused("admin.consent.errors.requiredNotShown");
    try {
      await api.call(consents.consentAssign, {
        assigned_to: formType,
        consents: draft.order.filter((id) => draft.shown.includes(id)),
        requiredConsents: draft.required,
      });
    } catch (error) {
      return refused((isPlatformError(error) && assignmentRefusals[error.code]) || errorMessageKey(error));
    }
    sendToast(context, {
      type: "success",
      key: draft.moved ? "admin.consent.done.moved" : "admin.consent.done.assigned",
    });
    return redirect(`${overview}/${formType}`, { status: 303 });
  }

  const rowIntent = form.get("intent");
  if (rowIntent === "deactivate" || rowIntent === "activate" || rowIntent === "delete") {
    const id = positiveId(form.get("id"));
    if (!id) throw data(null, { status: 400 });
    try {
      if (rowIntent === "delete") await api.call(consents.consentDelete, { id });
      else await api.call(consents.consentSetActive, { id, active: rowIntent === "activate" });
    } catch (error) {
      const key = (isPlatformError(error) && rowRefusals[error.code]) || errorMessageKey(error);
      sendToast(context, { type: "error", key });
      return redirect(overview, { status: 303 });
    }
    sendToast(context, { type: "success", key: `admin.consent.done.${rowIntent}d` });
    return redirect(overview, { status: 303 });
  }

  const submission = parseWithZod(form, { schema: consentTextFormSchema });
  const intent: "create" | "update" = form.get("intent") === "update" ? "update" : "create";
  if (submission.status !== "success") return data({ text: { intent, result: submission.reply() } }, { status: 400 });
  const value = submission.value;
  const displayName = { en: value.en, hr: value.hr };
  try {
    if (value.intent === "create")
      await api.call(consents.consentCreate, { uniqueNumber: value.uniqueNumber, displayName });
    else await api.call(consents.consentUpdate, { id: value.id, displayName });
  } catch (error) {
    // A link in a language's text leading to no page of the site: said under that text, naming it.
    const text = refusedText(error);
    const refusal = text
      ? ([text.language, text.message] as const)
      : isPlatformError(error)
        ? textRefusals[error.code]
        : undefined;
    const result = refusal
      ? refusal[0]
        ? submission.reply({ fieldErrors: { [refusal[0]]: [refusal[1]] } })
        : submission.reply({ formErrors: [refusal[1]] })
      : submission.reply({ formErrors: [errorMessageKey(error)] });
    return data({ text: { intent, result } }, { status: isPlatformError(error, 404) ? 404 : 400 });
  }
  sendToast(context, {
    type: "success",
    key: `admin.consent.done.${value.intent === "create" ? "created" : "updated"}`,
  });
  return redirect(overview, { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

type LoaderData = Route.ComponentProps["loaderData"];
type ConsentRow = LoaderData["consents"][number];

export default function AdminConsents({ loaderData, actionData }: Route.ComponentProps) {
  const { formType, assignment } = loaderData;
  if (formType && assignment) {
    const draft = actionData && "assignment" in actionData ? actionData.assignment : null;
    return <FormTypePage data={loaderData} assignment={draft ?? assignment} error={draft?.error} />;
  }
  const text = actionData && "text" in actionData ? actionData.text : null;
  return <Overview data={loaderData} text={text} />;
}

/** The consent's text as the platform keeps it: sanitized HTML. */
function ConsentText({ html }: { html: string }) {
  return <span className={css.breakable} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Overview({
  data: { locale, formTypes, consents: list, editing },
  text,
}: {
  data: LoaderData;
  text: { intent: string; result: SubmissionResult<string[]> } | null;
}) {
  const { t } = useTranslation();
  const base = adminPath(locale, "consent");
  return (
    <AdminPage title={t("admin.consent.title")} testId="admin-consents">
      <p className={css.muted}>{t("admin.consent.intro")}</p>

      <h2 className={css.subheading}>{t("admin.consent.formsTitle")}</h2>
      <AdminTable
        label={t("admin.consent.formsTitle")}
        columns={[t("admin.consent.form"), t("admin.consent.shownCount"), t("admin.consent.requiredCount")]}
      >
        {formTypes.map((f) => (
          <AdminRow key={f.type} data-testid="admin-consent-form-type">
            <AdminCell>
              <Link to={`${base}/${f.type}`}>{t(`admin.consent.formTypes.${f.type}`)}</Link>
            </AdminCell>
            <AdminCell>{f.shown}</AdminCell>
            <AdminCell>{f.required}</AdminCell>
          </AdminRow>
        ))}
      </AdminTable>

      <h2 className={css.subheading}>{t("admin.consent.listTitle")}</h2>
      {list.length === 0 ? (
        <p className={css.muted}>{t("admin.consent.empty")}</p>
      ) : (
        <AdminTable
          label={t("admin.consent.listTitle")}
          columns={[
            t("admin.consent.uniqueNumber"),
            t("admin.consent.text"),
            t("admin.consent.version"),
            t("admin.consent.forms"),
            t("admin.consent.status"),
          ]}
          actions={t("admin.consent.actions")}
          topAligned
        >
          {list.map((c) => (
            <AdminRow key={c.id} data-testid="admin-consent">
              <AdminCell className={css.path}>{c.uniqueNumber}</AdminCell>
              <AdminCell className={css.textColumn}>
                <ConsentText html={c.text} />
              </AdminCell>
              <AdminCell>{c.version}</AdminCell>
              <AdminCell>
                {c.formTypes.length ? c.formTypes.map((type) => t(`admin.consent.formTypes.${type}`)).join(", ") : "–"}
              </AdminCell>
              <AdminCell>{t(c.active ? "admin.consent.active" : "admin.consent.inactive")}</AdminCell>
              <AdminCell>
                <div className={css.wrappingRowActions}>
                  <Link
                    to={`${base}?edit=${c.id}#consent-edit`}
                    aria-label={t("admin.consent.editOne", { number: c.uniqueNumber })}
                  >
                    {t("admin.consent.edit")}
                  </Link>
                  <RowAction
                    intent={c.active ? "deactivate" : "activate"}
                    fields={{ id: c.id }}
                    label={t(c.active ? "admin.consent.deactivateOne" : "admin.consent.activateOne", {
                      number: c.uniqueNumber,
                    })}
                  >
                    {t(c.active ? "admin.consent.deactivate" : "admin.consent.activate")}
                  </RowAction>
                  {c.acceptances > 0 ? (
                    // Not offered: the platform keeps a consent the log names (CONSENT_LOGGED).
                    <span className={css.rowNote} data-testid="consent-accepted">
                      {t(c.active ? "admin.consent.acceptedActive" : "admin.consent.acceptedInactive", {
                        count: c.acceptances,
                      })}
                    </span>
                  ) : (
                    <ConfirmedRowAction
                      intent="delete"
                      fields={{ id: c.id }}
                      label={t("admin.consent.deleteOne", { number: c.uniqueNumber })}
                      question={t("admin.consent.confirm.title", { number: c.uniqueNumber })}
                      // No history keeps a consent. One accepted meanwhile is still refused (rowRefusals).
                      text={t("admin.consent.confirm.text")}
                      yes={t("admin.consent.confirm.yes")}
                      testId="consent-delete"
                      inTableRow
                    >
                      {t("admin.consent.delete")}
                    </ConfirmedRowAction>
                  )}
                </div>
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      )}

      {editing ? (
        <>
          <h2 className={css.subheading}>{t("admin.consent.editTitle", { number: editing.uniqueNumber })}</h2>
          <p className={css.muted}>{t("admin.consent.versionHint")}</p>
          <ConsentTextForm
            key={`edit-${editing.id}`}
            intent="update"
            defaults={{ id: String(editing.id), en: editing.en, hr: editing.hr }}
            lastResult={text?.intent === "update" ? text.result : undefined}
            cancel={base}
          />
        </>
      ) : null}

      <h2 className={css.subheading}>{t("admin.consent.addTitle")}</h2>
      <ConsentTextForm intent="create" defaults={{}} lastResult={text?.intent === "create" ? text.result : undefined} />
    </AdminPage>
  );
}

/** Adds a consent or changes one's texts; errors come from the action (zod stays on the server). */
function ConsentTextForm({
  intent,
  defaults,
  lastResult,
  cancel,
}: {
  intent: "create" | "update";
  defaults: { id?: string; en?: string; hr?: string };
  lastResult: SubmissionResult<string[]> | undefined;
  cancel?: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ uniqueNumber: string; en: string; hr: string; id: string }>({
    id: intent === "create" ? "consent-create" : "consent-edit",
    lastResult,
    defaultValue: defaults,
  });
  const pending = useIsPending({ intent });
  return (
    <Form method="post" {...getFormProps(form)} className={formCss.form} data-testid={form.id}>
      <FaultFocus reply={lastResult}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={intent} />
        {intent === "update" ? <input type="hidden" name="id" value={defaults.id} /> : null}
        {intent === "create" ? (
          <Field
            meta={fields.uniqueNumber}
            label={t("admin.consent.uniqueNumber")}
            hint={t("admin.consent.uniqueNumberHint")}
            testId="consent-number"
          />
        ) : null}
        <TextAreaField
          meta={fields.en}
          label={t("admin.consent.textEn")}
          hint={t("admin.consent.textHint")}
          testId="consent-text-en"
        />
        <TextAreaField meta={fields.hr} label={t("admin.consent.textHr")} testId="consent-text-hr" />
        <div className={css.rowActions}>
          <SubmitButton pending={pending} pendingLabel={t("admin.consent.saving")} block={false}>
            {intent === "create" ? t("admin.consent.add") : t("admin.consent.save")}
          </SubmitButton>
          {cancel ? <Link to={cancel}>{t("admin.consent.cancel")}</Link> : null}
        </div>
      </FaultFocus>
    </Form>
  );
}

function FormTypePage({
  data: { locale, formName, consents: list },
  assignment,
  error,
}: {
  data: LoaderData;
  assignment: AssignmentDraft;
  error?: string;
}) {
  const { t } = useTranslation();
  const base = adminPath(locale, "consent");
  const byId = new Map(list.map((c) => [c.id, c]));
  const rows: ConsentRow[] = [
    ...assignment.order.map((id) => byId.get(id)).filter((c): c is ConsentRow => !!c),
    ...list.filter((c) => !assignment.order.includes(c.id)),
  ];
  const pending = useIsPending({ intent: "assign" });
  // A new assignment (saved, or refused and kept) draws the boxes afresh.
  const key = JSON.stringify([assignment.order, assignment.shown, assignment.required, error]);
  return (
    <AdminPage title={t("admin.consent.formTitle", { form: formName })} testId="admin-consent-form">
      <p>
        <Link to={base}>{t("admin.consent.back")}</Link>
      </p>
      <p className={css.muted}>{t("admin.consent.assignIntro")}</p>
      <Form
        method="post"
        key={key}
        className={formCss.form}
        data-testid="consent-assignment"
        aria-describedby={error ? "assignment-error" : undefined}
      >
        {/* Enter in the form saves (the first submit button is the default one), never moves a row. */}
        <DefaultSubmit />
        <input type="hidden" name="intent" value="assign" />
        {error ? <FormErrors id="assignment-error" errors={[error]} /> : null}
        <AdminTable
          label={t("admin.consent.formTitle", { form: formName })}
          columns={[
            t("admin.consent.position"),
            t("admin.consent.consent"),
            t("admin.consent.shown"),
            t("admin.consent.required"),
            t("admin.consent.order"),
          ]}
          topAligned
        >
          {rows.map((c, i) => (
            <AdminRow key={c.id} data-testid={`assignment-${c.uniqueNumber}`}>
              <AdminCell>
                {i + 1}
                <input type="hidden" name="order" value={c.id} />
              </AdminCell>
              <AdminCell>
                <div className={css.path}>{c.uniqueNumber}</div>
                <ConsentText html={c.text} />
              </AdminCell>
              <AssignmentBox
                column="shown"
                consent={c.id}
                checked={assignment.shown.includes(c.id)}
                label={t("admin.consent.showOne", { number: c.uniqueNumber })}
              />
              <AssignmentBox
                column="required"
                consent={c.id}
                checked={assignment.required.includes(c.id)}
                label={t("admin.consent.requireOne", { number: c.uniqueNumber })}
              />
              <AdminCell>
                <div className={css.rowActions}>
                  <MoveButton
                    move={`up:${c.id}`}
                    disabled={i === 0}
                    label={t("admin.consent.moveUpOne", { number: c.uniqueNumber })}
                  >
                    {t("admin.consent.moveUp")}
                  </MoveButton>
                  <MoveButton
                    move={`down:${c.id}`}
                    disabled={i === rows.length - 1}
                    label={t("admin.consent.moveDownOne", { number: c.uniqueNumber })}
                  >
                    {t("admin.consent.moveDown")}
                  </MoveButton>
                </div>
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
        <p className={css.muted}>{t("admin.consent.moveHint")}</p>
        <div>
          <SubmitButton
            pending={pending}
            pendingLabel={t("admin.consent.saving")}
            block={false}
            testId="assignment-save"
          >
            {t("admin.consent.save")}
          </SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}

/** A consent's box in one column of a form's assignment: checked, the form posts its id under the column's name. */
function AssignmentBox({
  column,
  consent,
  checked,
  label,
}: {
  column: "shown" | "required";
  consent: number;
  checked: boolean;
  label: string;
}) {
  return (
    <AdminCell>
      <input
        type="checkbox"
        name={column}
        value={consent}
        defaultChecked={checked}
        className={formCss.checkbox}
        aria-label={label}
        data-testid={`assignment-${column}`}
      />
    </AdminCell>
  );
}

/** Moves a row up or down: it submits the whole assignment, so changed boxes are saved with the new order. */
function MoveButton({
  move,
  disabled,
  label,
  children,
}: {
  move: string;
  disabled: boolean;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <button type="submit" name="move" value={move} className={outlineButton} disabled={disabled} aria-label={label}>
      {children}
    </button>
  );
}
