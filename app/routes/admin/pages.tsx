import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/pages";
import { cms, publishing, type ErrorCode } from "#server/contract";
import { SLUG_MIN_LENGTH } from "#server/contract/publishing";
import { isPlatformError } from "~/.server/platform";
import { errorMessageKey } from "~/.server/auth/errors";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { adminPath } from "~/lib/admin-paths";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";

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
  const form = await request.formData();
  const values = {
    title: String(form.get("title") ?? ""),
    slug: String(form.get("slug") ?? ""),
    languageCode: form.get("languageCode") === "hr" ? ("hr" as const) : ("en" as const),
    type: form.get("type") === "post" ? ("post" as const) : ("page" as const),
    templateId: Number(form.get("templateId")) || undefined,
  };
  try {
    const created = await context.get(platformContext).call(publishing.postCreate, values);
    return redirect(`${created.url}?editPage=true`, { status: 303 });
  } catch (error) {
    const slug = isPlatformError(error) ? slugErrors[error.code] : undefined;
    const message = slug ? { slug } : { form: errorMessageKey(error) };
    return data({ values, errors: message }, { status: isPlatformError(error, 409) ? 409 : 400 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, pages } = loaderData;
  const typed = actionData?.values;
  const errors: { slug?: string; form?: string } = actionData?.errors ?? {};
  return (
    <AdminPage title={t("admin.pages.title")} testId="admin-pages">
      <p className={css.muted}>{t("admin.pages.intro")}</p>
      <h2 className={css.subheading}>{t("admin.pages.new")}</h2>
      <Form method="post" className={css.panel} data-testid="new-page-form">
        {errors.form ? (
          <p role="alert" data-testid="form-error">
            {t(errors.form)}
          </p>
        ) : null}
        <p>
          <label htmlFor="new-title">{t("admin.pages.pageTitle")}</label>
          <br />
          <input id="new-title" name="title" required maxLength={300} defaultValue={typed?.title} />
        </p>
        <p>
          <label htmlFor="new-slug">{t("admin.pages.slug")}</label>
          <br />
          <input
            id="new-slug"
            name="slug"
            required
            defaultValue={typed?.slug}
            aria-describedby={errors.slug ? "new-slug-hint new-slug-error" : "new-slug-hint"}
            aria-invalid={errors.slug ? true : undefined}
          />
          <br />
          <small id="new-slug-hint">{t("admin.pages.slugHint", { count: SLUG_MIN_LENGTH })}</small>
          {errors.slug ? (
            <>
              <br />
              <strong id="new-slug-error" data-testid="field-error">
                {t(errors.slug)}
              </strong>
            </>
          ) : null}
        </p>
        <p>
          <label htmlFor="new-language">{t("admin.pages.language")}</label>{" "}
          <select id="new-language" name="languageCode" defaultValue={typed?.languageCode ?? locale}>
            <option value="en">English</option>
            <option value="hr">Hrvatski</option>
          </select>
        </p>
        <p>
          <label htmlFor="new-type">{t("admin.pages.type")}</label>{" "}
          <select id="new-type" name="type" defaultValue={typed?.type ?? "page"}>
            <option value="page">{t("admin.pages.types.page")}</option>
            <option value="post">{t("admin.pages.types.post")}</option>
          </select>
        </p>
        <p>
          <label htmlFor="new-template">{t("admin.pages.template")}</label>{" "}
          <select id="new-template" name="templateId" defaultValue={typed?.templateId ?? ""}>
            <option value="">{t("admin.pages.noTemplate")}</option>
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.title}
              </option>
            ))}
          </select>
        </p>
        <button type="submit" className={outlineButton}>
          {t("admin.pages.create")}
        </button>
      </Form>
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
