import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/email";
import { z } from "zod";
import { mail, type EditableMail, type ErrorCode } from "#server/contract";
import { mailTemplateProblem, type MailTemplateProblem } from "#server/contract/mail";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { FormErrors, useFieldMessages } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import { FieldFrame, hintIdOf } from "~/components/forms/FieldFrame";
import { formMessage } from "~/lib/forms/messages";
import * as formCss from "~/components/forms/forms.css";
import { adminEmailPath, adminPath } from "~/lib/admin-paths";
import { adminDateTime } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n";
import { outlineButton, primaryButton } from "~/styles/button.css";
import { refusalKey } from "./admin.server";

/** The form errors' messages (forms), on top of the admin layout's. */

const MAILS: readonly EditableMail[] = [
  "registration",
  "password-reset",
  "account-exists",
  "email-changed",
  "email-change-confirmation",
  "password-changed",
  "order-shipped",
  "order-cancelled",
  "order-payment-timeout",
  "order-buyer-cancelled",
];
const isMail = (value: string | undefined): value is EditableMail => MAILS.includes(value as EditableMail);
const asLanguage = (value: string | null) => (value === "hr" ? "hr" : value === "en" ? "en" : null);

/** A refused template's problems (the platform's details). */
const templateProblems = z.object({ problems: z.array(mailTemplateProblem) });

/** The platform's refusals of a template, by code, to their translations. */
const refusals: Partial<Record<ErrorCode, string>> = {
  MAIL_TEMPLATE_KEY_INVALID: "admin.emails.errors.keyInvalid",
  MAIL_TEMPLATE_KEY_TAKEN: "admin.emails.errors.keyTaken",
  MAIL_TEMPLATE_SUBJECT_INVALID: "admin.emails.errors.subject",
  MAIL_TEMPLATE_BODY_INVALID: "admin.emails.errors.body",
  MAIL_TEMPLATE_PLACEHOLDER_UNKNOWN: "admin.emails.errors.placeholderUnknown",
  MAIL_TEMPLATE_PLACEHOLDER_MISSING: "admin.emails.errors.placeholderMissing",
};

/** Which template the page edits: the mail (path), its language and key (query; the key in use by default). */
async function target(params: Route.LoaderArgs["params"], request: Request, context: Route.LoaderArgs["context"]) {
  if (!isMail(params.mail)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { mails } = await context.get(platformContext).call(mail.mailTemplates, {});
  const summary = mails.find((m) => m.mail === params.mail);
  if (!summary) throw data(null, { status: 404 });
  const language = asLanguage(url.searchParams.get("language")) ?? context.get(localeContext);
  const asked = url.searchParams.get("key")?.trim();
  const inUse = summary.activeKeys.find((a) => a.language === language)?.key ?? summary.defaultKey;
  return { summary, language, key: summary.keyOption && asked ? asked : inUse, inUse, url };
}

/**
 * One e-mail's template in one language (decision 0068): its subject and text with the mail's
 * placeholders, a preview with sample values, and a reset to the built-in text that asks first
 * (`?confirm=reset`, a plain link, so it works without JavaScript).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { summary, language, key, inUse, url } = await target(params, request, context);
  const api = context.get(platformContext);
  let template;
  try {
    template = await api.call(mail.mailTemplateGet, { mail: summary.mail, key, language });
  } catch (error) {
    if (isPlatformError(error, 400)) throw data(null, { status: 404 });
    throw error;
  }
  const interfaceLanguage = interfaceLocale(context);
  return {
    locale: context.get(localeContext),
    title: tFor(interfaceLanguage)("admin.emails.editTitle", {
      mail: tFor(interfaceLanguage)(`admin.emails.mails.${summary.mail}.name`),
    }),
    template,
    keyOption: summary.keyOption,
    inUse,
    otherKeys: [...new Set(summary.templates.filter((tpl) => tpl.language === language).map((tpl) => tpl.key))].filter(
      (k) => k !== key,
    ),
    saved: template.updatedAt ? adminDateTime(interfaceLanguage).format(new Date(template.updatedAt)) : null,
    confirmReset: template.stored && url.searchParams.get("confirm") === "reset",
  };
}

type Values = { subject: string; body: string };

export async function action({ params, request, context }: Route.ActionArgs) {
  const { summary, language, key } = await target(params, request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const values: Values = { subject: String(form.get("subject") ?? ""), body: String(form.get("body") ?? "") };
  const api = context.get(platformContext);
  const here = adminEmailPath(context.get(localeContext), summary.mail, language, summary.keyOption ? key : undefined);
  const which = { mail: summary.mail, key, language };
  try {
    if (intent === "reset") {
      await api.call(mail.mailTemplateReset, which);
      sendToast(context, { type: "success", key: "admin.emails.resetDone" });
      return redirect(here, { status: 303 });
    }
    if (intent === "preview") {
      const preview = await api.call(mail.mailTemplatePreview, { mail: summary.mail, language, ...values });
      return { values, preview: { subject: preview.subject, text: preview.text }, refusal: null };
    }
    if (intent !== "save") throw data(null, { status: 400 });
    await api.call(mail.mailTemplateSave, { ...which, ...values });
    sendToast(context, { type: "success", key: "admin.emails.saved" });
    return redirect(here, { status: 303 });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    // A template's problems come all at once, each said under its field (the subject or the text).
    const problems = templateProblems.safeParse(error.details).data?.problems ?? [];
    const fields: Record<MailTemplateProblem["field"], string[]> = { subject: [], body: [] };
    for (const problem of problems) {
      const names = problem.placeholders.map((n) => `{{${n}}}`).join(", ");
      fields[problem.field].push(
        formMessage(refusals[problem.code] ?? refusalKey(error), names ? { names } : undefined),
      );
    }
    const refusal = {
      form: problems.length ? "core.notifications.invalidInput" : (refusals[error.code] ?? refusalKey(error)),
      fields,
    };
    return data({ values, preview: null, refusal }, { status: error.statusCode < 500 ? error.statusCode : 500 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, template, keyOption, inUse, otherKeys, saved, confirmReset } = loaderData;
  const mailName = t(`admin.emails.mails.${template.mail}.name`);
  const here = adminEmailPath(locale, template.mail, template.language, keyOption ? template.key : undefined);
  const shown = actionData?.values ?? { subject: template.subject, body: template.body };
  const refusal = actionData?.refusal ?? null;
  return (
    <AdminPage title={t("admin.emails.editTitle", { mail: mailName })} testId="admin-email-page">
      <p>
        <Link to={adminPath(locale, "emails")}>{t("admin.emails.back")}</Link>
      </p>
      <p className={css.muted}>{t(`admin.emails.mails.${template.mail}.about`)}</p>

      <nav aria-label={t("admin.emails.languages")} className={css.filterLinks}>
        {(["en", "hr"] as const).map((language) => (
          <Link
            key={language}
            to={adminEmailPath(locale, template.mail, language, keyOption ? template.key : undefined)}
            aria-current={language === template.language ? "page" : undefined}
            data-testid={`admin-email-language-${language}`}
          >
            {t(`admin.languageName.${language}`)}
          </Link>
        ))}
      </nav>

      {keyOption ? (
        <section aria-labelledby="email-key-title">
          <h2 className={css.subheading} id="email-key-title">
            {t("admin.emails.keyTitle")}
          </h2>
          <p className={css.sectionNote} data-testid="admin-email-key">
            {t("admin.emails.keyNote", { key: template.key, inUse, option: keyOption })}
          </p>
          <Form method="get" className={css.fields}>
            <input type="hidden" name="language" value={template.language} />
            <FieldFrame id="email-key" label={t("admin.emails.key")} hint={t("admin.emails.keyHint")}>
              <input
                id="email-key"
                name="key"
                defaultValue={template.key}
                className={formCss.input}
                aria-describedby={hintIdOf("email-key", t("admin.emails.keyHint"))}
                spellCheck={false}
              />
            </FieldFrame>
            <div>
              <button type="submit" className={outlineButton}>
                {t("admin.emails.open")}
              </button>
            </div>
          </Form>
          {otherKeys.length ? (
            <p className={css.sectionNote}>
              {t("admin.emails.otherKeys")}{" "}
              {otherKeys.map((k, i) => (
                <span key={k}>
                  {i ? ", " : ""}
                  <Link to={adminEmailPath(locale, template.mail, template.language, k)}>{k}</Link>
                </span>
              ))}
            </p>
          ) : null}
        </section>
      ) : null}

      <h2 className={css.subheading}>
        {t("admin.emails.templateTitle", { language: t(`admin.languageName.${template.language}`) })}
      </h2>
      <p className={css.sectionNote} data-testid="admin-email-state">
        {template.stored ? t("admin.emails.ownSaved", { when: saved ?? "" }) : t("admin.emails.builtInNote")}
      </p>

      <FaultFocus reply={refusal ? { error: refusal.form } : null}>
        <TemplateForm action={here} shown={shown} refusal={refusal} placeholders={template.placeholders} />
      </FaultFocus>

      {actionData?.preview ? (
        <section aria-labelledby="email-preview-title" className={css.panel} data-testid="admin-email-preview-box">
          <h2 className={css.subheading} id="email-preview-title">
            {t("admin.emails.previewTitle")}
          </h2>
          <p className={css.sectionNote}>{t("admin.emails.previewNote")}</p>
          <p>
            <strong>{t("admin.emails.subject")}:</strong>{" "}
            <span data-testid="admin-email-preview-subject">{actionData.preview.subject}</span>
          </p>
          <pre className={css.mailText} data-testid="admin-email-preview-text">
            {actionData.preview.text}
          </pre>
        </section>
      ) : null}

      {template.stored ? (
        <section aria-labelledby="email-reset-title">
          <h2 className={css.subheading} id="email-reset-title">
            {t("admin.emails.resetTitle")}
          </h2>
          {confirmReset ? (
            <div className={css.confirmBox} data-testid="admin-email-confirm-reset">
              <p>{t("admin.emails.resetConfirm", { mail: mailName })}</p>
              <div className={css.rowActions}>
                <Form method="post" action={here}>
                  <input type="hidden" name="intent" value="reset" />
                  <button type="submit" className={primaryButton} data-testid="admin-email-reset-yes">
                    {t("admin.emails.resetYes")}
                  </button>
                </Form>
                <Link to={here} className={outlineButton}>
                  {t("admin.emails.keep")}
                </Link>
              </div>
            </div>
          ) : (
            <Link to={`${here}&confirm=reset`} className={outlineButton} data-testid="admin-email-reset">
              {t("admin.emails.reset")}
            </Link>
          )}
        </section>
      ) : null}
    </AdminPage>
  );
}

type TemplateRefusal = NonNullable<NonNullable<Route.ComponentProps["actionData"]>["refusal"]>;

/** The template's subject and text, as saved or as typed before a refusal, the first at fault
 * taking the cursor (inside the page's FaultFocus). */
function TemplateForm({
  action,
  shown,
  refusal,
  placeholders,
}: {
  action: string;
  shown: { subject: string; body: string };
  refusal: TemplateRefusal | null;
  placeholders: Route.ComponentProps["loaderData"]["template"]["placeholders"];
}) {
  const { t } = useTranslation();
  const bodyHint = t("admin.emails.bodyHint");
  const field = useFieldMessages();
  const subjectField = field(refusal?.fields.subject, "email-subject");
  const bodyField = field(refusal?.fields.body, "email-body", bodyHint);
  return (
    <Form method="post" action={action} className={css.fields} data-testid="admin-email-form">
      <FormErrors
        id="email-errors"
        errors={refusal ? [refusal.form] : undefined}
        answer={refusal}
        pointsToFields={Object.values(refusal?.fields ?? {}).some((messages) => messages?.length)}
      />
      <FieldFrame id="email-subject" label={t("admin.emails.subject")} errors={subjectField.errors}>
        <input
          id="email-subject"
          name="subject"
          defaultValue={shown.subject}
          key={`subject-${shown.subject}`}
          maxLength={200}
          required
          className={formCss.input}
          {...subjectField.control}
        />
      </FieldFrame>
      <FieldFrame id="email-body" label={t("admin.emails.body")} hint={bodyHint} errors={bodyField.errors}>
        <textarea
          id="email-body"
          name="body"
          rows={14}
          defaultValue={shown.body}
          key={`body-${shown.body}`}
          maxLength={10000}
          required
          className={formCss.input}
          {...bodyField.control}
        />
      </FieldFrame>
      <div>
        <h3 className={css.listHeading} id="email-placeholders">
          {t("admin.emails.placeholders")}
        </h3>
        <ul className={css.fieldList} aria-labelledby="email-placeholders" data-testid="admin-email-placeholders">
          {placeholders.map((p) => (
            <li key={p.name}>
              <code>{`{{${p.name}}}`}</code> – {t(`admin.emails.placeholder.${p.name}`)}
              {p.required ? <strong> ({t("admin.emails.required")})</strong> : null}
            </li>
          ))}
        </ul>
      </div>
      <div className={css.rowActions}>
        <button type="submit" name="intent" value="save" className={primaryButton} data-testid="admin-email-save">
          {t("admin.emails.save")}
        </button>
        <button
          type="submit"
          name="intent"
          value="preview"
          className={outlineButton}
          data-testid="admin-email-preview"
          formNoValidate
        >
          {t("admin.emails.preview")}
        </button>
      </div>
    </Form>
  );
}
