import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/pages";
import { cms, publishing, type ErrorCode } from "#server/contract";
import { SLUG_MIN_LENGTH } from "#server/contract/publishing";
import { locales, type Locale } from "#server/contract/urls";
import { isPlatformError } from "~/.server/platform";
import { errorMessageKey } from "~/.server/auth/errors";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { adminPath } from "~/lib/admin-paths";
import { Field, SelectField } from "~/components/forms/Field";
import { FormErrors } from "~/components/forms/ErrorList";
import { SubmitButton, useIsPending } from "~/components/forms/SubmitButton";
import { newPageFormSchema, type NewPageFormField } from "~/lib/forms/new-page";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";

/** The form fields' messages (forms), on top of the admin layout's. */
export const handle: TranslationHandle = { i18n: ["forms"] };

/** The platform's refusals of a new page's slug, by code, to their messages (spec section 5). */
const slugErrors: Partial<Record<ErrorCode, string>> = {
  SLUG_TOO_SHORT: "admin.pages.errors.slugTooShort",
  SLUG_INVALID: "admin.pages.errors.slugInvalid",
  SLUG_TAKEN: "admin.pages.errors.slugTaken",
};

/** The site's pages in the admin's language: each opens in edit mode, or its history. */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { records } = await context
    .get(platformContext)
    .call(cms.postFilterStandard, { display: "components", limit: 500, sort: { field: "id", direction: "asc" } });
  return {
    locale,
    title: tFor(locale)("admin.pages.title"),
    pages: records.map((p) => ({ id: p.id, title: p.title, url: p.url, updatedAt: p.updated_at })),
  };
}

/** The new-page dialog: a page in a language, empty or with a template page's sections, opened in edit mode. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: newPageFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const created = await context.get(platformContext).call(publishing.postCreate, submission.value);
    return redirect(`${created.url}?editPage=true`, { status: 303 });
  } catch (error) {
    const slug = isPlatformError(error) ? slugErrors[error.code] : undefined;
    const reply = slug
      ? submission.reply({ fieldErrors: { slug: [slug] } })
      : submission.reply({ formErrors: [errorMessageKey(error)] });
    return data({ result: reply }, { status: isPlatformError(error, 409) ? 409 : 400 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, pages } = loaderData;
  return (
    <AdminPage title={t("admin.pages.title")} testId="admin-pages">
      <p className={css.muted}>{t("admin.pages.intro")}</p>
      <h2 className={css.subheading}>{t("admin.pages.new")}</h2>
      <NewPageForm locale={locale} pages={pages} lastResult={actionData?.result} />
      <h2 className={css.subheading}>{t("admin.pages.list")}</h2>
      <AdminTable
        label={t("admin.pages.title")}
        columns={[t("admin.pages.page"), t("admin.pages.address")]}
        actions={t("admin.pages.actions")}
      >
        {pages.map((page) => (
          <tr key={page.id} data-testid="admin-page">
            <td>{page.title}</td>
            <td className={css.path}>{page.url}</td>
            <td>
              <a href={`${page.url}?editPage=true`} aria-label={t("admin.pages.editOne", { title: page.title })}>
                {t("admin.pages.edit")}
              </a>{" "}
              <Link
                to={`${adminPath(locale, "pages")}/${page.id}`}
                aria-label={t("admin.pages.historyOne", { title: page.title })}
              >
                {t("admin.pages.history")}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}

/** The new page's fields, laid out and checked like the back office's other forms; errors come from the action. */
function NewPageForm({
  locale,
  pages,
  lastResult,
}: {
  locale: Locale;
  pages: { id: number; title: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<Record<NewPageFormField, string>>({
    id: "new",
    lastResult,
    defaultValue: { languageCode: locale, type: "page", templateId: "" },
  });
  const pending = useIsPending();
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className={`${css.panel} ${css.inlineForm}`}
      data-testid="new-page-form"
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.title} label={t("admin.pages.pageTitle")} />
      <Field
        meta={fields.slug}
        label={t("admin.pages.slug")}
        hint={t("admin.pages.slugHint", { count: SLUG_MIN_LENGTH })}
      />
      <SelectField
        meta={fields.languageCode}
        label={t("admin.pages.language")}
        options={locales.map((language) => ({ value: language, label: t(`layout.languageName.${language}`) }))}
      />
      <SelectField
        meta={fields.type}
        label={t("admin.pages.type")}
        options={[
          { value: "page", label: t("admin.pages.types.page") },
          { value: "post", label: t("admin.pages.types.post") },
        ]}
      />
      <SelectField
        meta={fields.templateId}
        label={t("admin.pages.template")}
        placeholder={t("admin.pages.noTemplate")}
        options={pages.map((page) => ({ value: String(page.id), label: page.title }))}
      />
      <SubmitButton pending={pending} pendingLabel={t("admin.pages.creating")} block={false}>
        {t("admin.pages.create")}
      </SubmitButton>
    </Form>
  );
}
