import { Form } from "react-router";
import type { Route } from "./+types/forms";
import { forms } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPager } from "~/components/admin/AdminPager";
import { askedPage, rowActionDone } from "./admin.server";
import { formFilePath } from "./form-file";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import { EmailAddress } from "~/components/admin/EmailAddress";
import { EditDialog } from "~/components/cms/EditDialog";
import * as css from "~/components/admin/admin.css";
import * as formCss from "~/components/forms/forms.css";
import { submittedFields } from "~/lib/forms/submissions";
import { adminPath } from "~/lib/admin-paths";
import { adminDateTime } from "~/lib/dates";
import { fileSize } from "~/lib/events";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { dangerButton, outlineButton } from "~/styles/button.css";

/** The delete confirmation's dialog has the editor's close button. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/** The form types the site's forms store, with the key of each one's name; any other type shows as it is. */
const typeNames: Record<string, string> = {
  newsletter: "admin.forms.types.newsletter",
  contactForm: "admin.forms.types.contactForm",
  productAvailabilityForm: "admin.forms.types.productAvailabilityForm",
  questionnaire: "admin.forms.types.questionnaire",
};

/** The names of the fields the site's forms send; any other field shows under its own name. */
const fieldNames: Record<string, string> = {
  name: "admin.forms.fields.name",
  email: "admin.forms.fields.email",
  phone: "admin.forms.fields.phone",
  message: "admin.forms.fields.message",
};

/** A filter asked for by `?type=` or `?email=`: what the platform accepts, else none. */
function asked(request: Request, name: "type" | "email", max: number): string | undefined {
  const value = new URL(request.url).searchParams.get(name)?.trim();
  return value && value.length <= max ? value : undefined;
}

/**
 * Form submissions (issue 15 item 4, decision 0090): what visitors sent through the site's forms,
 * newest first, by form type or address, with the files they sent; each may be deleted for good.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = askedPage(request);
  const type = asked(request, "type", 100);
  const email = asked(request, "email", 254);
  const list = await context.get(platformContext).call(forms.submissions, { page, type, email });
  const language = interfaceLocale(context);
  const when = adminDateTime(language);
  const filesBase = `${adminPath(context.get(localeContext), "forms")}`;
  return {
    title: tFor(language)("admin.forms.title"),
    page,
    type,
    email,
    totalPages: list.totalPages,
    submissions: list.records.map((r) => {
      const fields = submittedFields(r.data);
      return {
        id: r.id,
        formType: r.formType,
        email: r.email,
        createdAt: r.createdAt,
        created: when.format(new Date(r.createdAt)),
        fields,
        // Data that is not a JSON object is shown as it was stored.
        raw: fields ? null : r.data,
        files: r.files.map((f) => ({
          id: f.id,
          name: f.name,
          size: fileSize(f.size, language),
          href: formFilePath(f.url, filesBase),
        })),
      };
    }),
  };
}

/** Deletes a submission for good (with its files), back to the list as it was filtered. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get("id"));
  const kept = new URL(request.url).search;
  const back = `${adminPath(context.get(localeContext), "forms")}${kept}`;
  return rowActionDone(context, back, "admin.forms.deleted", () =>
    context.get(platformContext).call(forms.submissionDelete, { id }),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminForms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { submissions, page, totalPages, type, email } = loaderData;
  const typeName = (formType: string) => (typeNames[formType] ? t(typeNames[formType]) : formType);
  const fieldName = (name: string) => (fieldNames[name] ? t(fieldNames[name]) : name);
  const types = Object.keys(typeNames);
  if (type && !types.includes(type)) types.push(type);
  return (
    <AdminPage title={t("admin.forms.title")} testId="admin-forms">
      <p className={css.muted}>{t("admin.forms.intro")}</p>
      <Form method="get" className={`${css.inlineForm} ${css.filter}`} data-testid="admin-forms-filter">
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor="admin-forms-type">
            {t("admin.forms.type")}
          </label>
          <select id="admin-forms-type" name="type" defaultValue={type ?? ""} key={type} className={formCss.select}>
            <option value="">{t("admin.forms.allTypes")}</option>
            {types.map((value) => (
              <option key={value} value={value}>
                {typeName(value)}
              </option>
            ))}
          </select>
        </div>
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor="admin-forms-email">
            {t("admin.forms.byEmail")}
          </label>
          <input
            id="admin-forms-email"
            name="email"
            type="search"
            defaultValue={email ?? ""}
            key={email}
            maxLength={254}
            autoCapitalize="none"
            spellCheck={false}
            className={formCss.input}
          />
        </div>
        <div>
          <button type="submit" className={outlineButton}>
            {t("admin.forms.show")}
          </button>
        </div>
      </Form>
      {submissions.length ? (
        <AdminTable
          label={t("admin.forms.title")}
          columns={[t("admin.forms.received"), t("admin.forms.type"), t("admin.forms.email"), t("admin.forms.data")]}
          actions={t("admin.forms.actions")}
          topAligned
        >
          {submissions.map((s) => (
            <AdminRow key={s.id} data-testid="form-submission">
              <AdminCell className={css.nowrap}>
                <time dateTime={s.createdAt}>{s.created}</time>
              </AdminCell>
              <AdminCell>{typeName(s.formType)}</AdminCell>
              <AdminCell className={css.email}>
                <EmailAddress address={s.email} />
              </AdminCell>
              <AdminCell>
                {s.fields ? (
                  <dl className={css.fields}>
                    {s.fields.map((field) => (
                      <div key={field.name}>
                        <dt className={css.fieldName}>{fieldName(field.name)}</dt>
                        <dd className={css.fieldValue}>
                          {Array.isArray(field.value) ? (
                            <ul className={css.fieldList}>
                              {field.value.map((item, i) => (
                                <li key={i}>{item}</li>
                              ))}
                            </ul>
                          ) : (
                            field.value
                          )}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <span className={css.fieldValue}>{s.raw}</span>
                )}
                {s.files.length ? (
                  <ul className={css.fieldList} aria-label={t("admin.forms.files")} data-testid="submission-files">
                    {s.files.map((f) => (
                      <li key={f.id}>
                        <a href={f.href} download={f.name}>
                          {f.name}
                        </a>{" "}
                        <span className={css.muted}>({f.size})</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </AdminCell>
              <AdminCell>
                <EditDialog
                  label={t("admin.forms.delete")}
                  accessibleLabel={t("admin.forms.deleteOne", { email: s.email || s.created })}
                  title={t("admin.forms.confirmTitle", { email: s.email || s.created })}
                  testId="submission-delete"
                  danger
                  inTableRow
                >
                  <p className={css.muted}>{t("admin.forms.confirmText")}</p>
                  <Form method="post">
                    <input type="hidden" name="id" value={s.id} />
                    <button type="submit" className={dangerButton}>
                      {t("admin.forms.confirmYes")}
                    </button>
                  </Form>
                </EditDialog>
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p>{email ? t("admin.forms.noneOfEmail") : type ? t("admin.forms.noneOfType") : t("admin.forms.empty")}</p>
      )}
      <AdminPager page={page} totalPages={totalPages} query={{ type, email }} />
    </AdminPage>
  );
}
