import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/pages";
import { publishing, type ErrorCode } from "#server/contract";
import {
  DELETED_PAGE_PURGE_DAYS,
  SLUG_MIN_LENGTH,
  type BackofficePost,
  type DeletedPost,
} from "#server/contract/publishing";
import { isLocale, locales, type Locale } from "#server/contract/urls";
import { isPlatformError } from "~/.server/platform";
import { errorMessageKey } from "~/.server/auth/errors";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { EditDialog } from "~/components/cms/EditDialog";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { adminPath } from "~/lib/admin-paths";
import { adminDateTime } from "~/lib/dates";
import { Field, SelectField } from "~/components/forms/Field";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import { SubmitButton, useIsPending } from "~/components/forms/SubmitButton";
import { newPageFormSchema, type NewPageFormField } from "~/lib/forms/new-page";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { dangerButton, primaryButton } from "~/styles/button.css";
import { pageRemovalAction, pageRemovalIntents } from "./page-removal.server";

/** The form fields' messages (forms) and the confirmation dialog's close button (editor), on top of the admin layout's. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/** The platform's refusals of a new page's slug, by code, to their messages (spec section 5). */
const slugErrors: Partial<Record<ErrorCode, string>> = {
  SLUG_TOO_SHORT: "admin.pages.errors.slugTooShort",
  SLUG_INVALID: "admin.pages.errors.slugInvalid",
  SLUG_TAKEN: "admin.pages.errors.slugTaken",
};

/** The list's views: the pages of the admin's language, or the deleted ones of every language. */
const isDeletedView = (request: Request) => new URL(request.url).searchParams.get("view") === "deleted";

/**
 * The blog category the list is filtered by (`?category=<group>`, the link of a category's count of
 * posts), by the contract's own rule for an id; null without one; 404 for one that is no id.
 */
function categoryFilter(request: Request): number | null {
  const given = new URL(request.url).searchParams.get("category");
  if (given === null) return null;
  const parsed = publishing.postBackofficeList.input.shape.category.safeParse(given);
  if (!parsed.success || parsed.data === undefined) throw data(null, { status: 404 });
  return parsed.data;
}

/** The list a row's form comes back to: the view or the category it was on. */
function listOf(request: Request, list: string): string {
  if (isDeletedView(request)) return `${list}?view=deleted`;
  const category = new URL(request.url).searchParams.get("category");
  return category === null ? list : `${list}?category=${encodeURIComponent(category)}`;
}

/**
 * The site's pages and blog posts in the admin's language, published or not: each opens in edit
 * mode or its history, and may be unpublished, published again or deleted. With `?view=deleted`:
 * the deleted ones of every language, to restore or delete for good (decision 0066) before the
 * platform does so DELETED_PAGE_PURGE_DAYS days after their deletion (decision 0069).
 * With `?category=<group>` (the link of a blog category's count of posts): the pages and posts of
 * every language that have that category, each with its language, as many as the count says, named
 * in the admin's language. A category that is not there (deleted meanwhile, or never) is a 404, as
 * an unknown page's history is: the list would have nothing to name, and its link leads nowhere.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const title = tFor(interfaceLocale(context))("admin.pages.title");
  if (isDeletedView(request)) {
    const when = adminDateTime(interfaceLocale(context));
    const { records } = await api.call(publishing.postDeletedList, {});
    const deleted = records.map((record) => ({ ...record, deletedAt: when.format(new Date(record.deletedAt)) }));
    return { locale, title, pages: [] as BackofficePost[], deleted, category: null };
  }
  const group = categoryFilter(request);
  if (group !== null) {
    const [{ records }, { categories }] = await Promise.all([
      api.call(publishing.postBackofficeList, { category: group }),
      api.call(publishing.blogCategoriesList, {}),
    ]);
    const found = categories.find((c) => c.group === group);
    if (!found) throw data(null, { status: 404 });
    const language = interfaceLocale(context);
    const name = (found.translations.find((tr) => tr.languageCode === language) ?? found.translations[0])?.title;
    return { locale, title, pages: records, deleted: null, category: { group, name: name ?? String(group) } };
  }
  const { records } = await api.call(publishing.postBackofficeList, {});
  return { locale, title, pages: records, deleted: null, category: null };
}

/**
 * The new-page dialog: a page in a language, empty or with a template page's sections, opened in
 * edit mode. A row's unpublish, publish-again or delete (after its confirmation): pageRemovalAction.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (pageRemovalIntents.has(String(form.get("intent")))) {
    return pageRemovalAction(context, listOf(request, adminPath(context.get(localeContext), "pages")), form);
  }
  const submission = parseWithZod(form, { schema: newPageFormSchema });
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
  const { locale, pages, deleted, category } = loaderData;
  const list = adminPath(locale, "pages");
  const views = (
    <nav aria-label={t("admin.pages.views")}>
      <Link to={list} aria-current={deleted || category ? undefined : "page"} style={{ marginRight: "1rem" }}>
        {t("admin.pages.list")}
      </Link>
      <Link to={`${list}?view=deleted`} aria-current={deleted ? "page" : undefined}>
        {t("admin.pages.deleted.title")}
      </Link>
    </nav>
  );
  if (deleted)
    return (
      <AdminPage title={t("admin.pages.title")} testId="admin-pages">
        {views}
        <h2 className={css.subheading}>{t("admin.pages.deleted.title")}</h2>
        <p className={css.muted}>{t("admin.pages.deleted.intro")}</p>
        <p className={css.muted} data-testid="deleted-pages-purge">
          {t("admin.pages.deleted.purgeAfter", { count: DELETED_PAGE_PURGE_DAYS })}
        </p>
        {deleted.length ? (
          <AdminTable
            label={t("admin.pages.deleted.title")}
            columns={[
              t("admin.pages.page"),
              t("admin.pages.language"),
              t("admin.pages.type"),
              t("admin.pages.address"),
              t("admin.pages.deleted.when"),
            ]}
            actions={t("admin.pages.actions")}
          >
            {deleted.map((page) => (
              <DeletedRow key={page.id} page={page} action={`${list}?view=deleted`} />
            ))}
          </AdminTable>
        ) : (
          <p data-testid="deleted-pages-empty">{t("admin.pages.deleted.empty")}</p>
        )}
      </AdminPage>
    );
  if (category)
    return (
      <AdminPage title={t("admin.pages.title")} testId="admin-pages">
        {views}
        <h2 className={css.subheading}>{t("admin.pages.category.title", { name: category.name })}</h2>
        <p className={css.muted}>{t("admin.pages.category.intro")}</p>
        <p>
          <Link to={list} data-testid="pages-show-all">
            {t("admin.pages.category.showAll")}
          </Link>
        </p>
        {pages.length ? (
          <AdminTable
            label={t("admin.pages.category.title", { name: category.name })}
            columns={[
              t("admin.pages.page"),
              t("admin.pages.language"),
              t("admin.pages.type"),
              t("admin.pages.status"),
              t("admin.pages.address"),
            ]}
            actions={t("admin.pages.actions")}
          >
            {pages.map((page) => (
              <PageRow key={page.id} page={page} locale={locale} withLanguage />
            ))}
          </AdminTable>
        ) : (
          <p data-testid="category-pages-empty">{t("admin.pages.category.empty")}</p>
        )}
      </AdminPage>
    );
  return (
    <AdminPage title={t("admin.pages.title")} testId="admin-pages">
      {views}
      <p className={css.muted}>{t("admin.pages.intro")}</p>
      <h2 className={css.subheading}>{t("admin.pages.new")}</h2>
      <NewPageForm
        locale={locale}
        pages={pages.filter((page) => page.type === "page")}
        lastResult={actionData?.result}
      />
      <h2 className={css.subheading}>{t("admin.pages.list")}</h2>
      <AdminTable
        label={t("admin.pages.title")}
        columns={[t("admin.pages.page"), t("admin.pages.type"), t("admin.pages.status"), t("admin.pages.address")]}
        actions={t("admin.pages.actions")}
      >
        {pages.map((page) => (
          <PageRow key={page.id} page={page} locale={locale} />
        ))}
      </AdminTable>
    </AdminPage>
  );
}

/** A page's row: its kind and status (and language, in a list of every language), and what may be done with it. */
function PageRow({ page, locale, withLanguage }: { page: BackofficePost; locale: Locale; withLanguage?: boolean }) {
  const { t } = useTranslation();
  const published = page.status === "published";
  return (
    <AdminRow data-testid="admin-page" data-status={page.status}>
      <AdminCell>
        {page.title}
        {page.isHomePage ? <span className={css.muted}> ({t("admin.pages.homePage")})</span> : null}
      </AdminCell>
      {withLanguage ? (
        <AdminCell>
          {isLocale(page.languageCode) ? t(`layout.languageName.${page.languageCode}`) : page.languageCode}
        </AdminCell>
      ) : null}
      <AdminCell>{t(`admin.pages.kinds.${page.type === "post" ? "post" : "page"}`)}</AdminCell>
      <AdminCell>{t(`admin.pages.statuses.${page.status}`)}</AdminCell>
      <AdminCell className={css.path}>{page.url}</AdminCell>
      <AdminCell>
        <div className={css.rowActions}>
          {/* Unpublished too: edit mode shows it to editors at its address until it is published. */}
          <a href={`${page.url}?editPage=true`} aria-label={t("admin.pages.editOne", { title: page.title })}>
            {t("admin.pages.edit")}
          </a>
          <Link
            to={`${adminPath(locale, "pages")}/${page.id}`}
            aria-label={t("admin.pages.historyOne", { title: page.title })}
          >
            {t("admin.pages.history")}
          </Link>
          {page.isHomePage ? null : published ? (
            <RemovalStep page={page} intent="unpublish" />
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="republish" />
              <input type="hidden" name="id" value={page.id} />
              <button
                type="submit"
                className={primaryButton}
                aria-label={t("admin.pages.republishOne", { title: page.title })}
              >
                {t("admin.pages.republish")}
              </button>
            </Form>
          )}
          {page.isHomePage ? null : <RemovalStep page={page} intent="delete" />}
        </div>
      </AdminCell>
    </AdminRow>
  );
}

/** A deleted page's row: where it was, when it was deleted, and restore or delete for good (decision 0066). */
function DeletedRow({ page, action }: { page: DeletedPost; action: string }) {
  const { t } = useTranslation();
  return (
    <AdminRow data-testid="deleted-page">
      <AdminCell>{page.title}</AdminCell>
      <AdminCell>
        {isLocale(page.languageCode) ? t(`layout.languageName.${page.languageCode}`) : page.languageCode}
      </AdminCell>
      <AdminCell>{t(`admin.pages.kinds.${page.type === "post" ? "post" : "page"}`)}</AdminCell>
      <AdminCell className={css.path}>
        {page.url}
        {page.addressTaken ? <div className={css.muted}>{t("admin.pages.deleted.addressTaken")}</div> : null}
      </AdminCell>
      <AdminCell>{page.deletedAt}</AdminCell>
      <AdminCell>
        <div className={css.rowActions}>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="id" value={page.id} />
            <button
              type="submit"
              className={primaryButton}
              aria-label={t("admin.pages.restoreOne", { title: page.title })}
            >
              {t("admin.pages.restore")}
            </button>
          </Form>
          <RemovalStep page={page} intent="purge" action={action} />
        </div>
      </AdminCell>
    </AdminRow>
  );
}

/** Unpublish, delete or delete for good, after a second step (a dialog, or in place without JavaScript). */
function RemovalStep({
  page,
  intent,
  action,
}: {
  page: { id: number; title: string };
  intent: "unpublish" | "delete" | "purge";
  /** Where the confirmation posts: the list it is on (the deleted view keeps its `?view=deleted`). */
  action?: string;
}) {
  const { t } = useTranslation();
  return (
    <EditDialog
      label={t(`admin.pages.${intent}`)}
      accessibleLabel={t(`admin.pages.${intent}One`, { title: page.title })}
      title={t(`admin.pages.confirm.${intent}.title`, { title: page.title })}
      testId={`page-${intent}`}
      danger={intent !== "unpublish"}
      inTableRow
    >
      <p className={css.muted}>{t(`admin.pages.confirm.${intent}.text`)}</p>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={page.id} />
        <button type="submit" className={intent === "unpublish" ? primaryButton : dangerButton}>
          {t(`admin.pages.confirm.${intent}.yes`)}
        </button>
      </Form>
    </EditDialog>
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
      <FaultFocus reply={lastResult}>
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
      </FaultFocus>
    </Form>
  );
}
