import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-categories";
import { publishing, type BlogCategory, type ErrorCode } from "#server/contract";
import { SLUG_MIN_LENGTH } from "#server/contract/publishing";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import { ConfirmedRowAction } from "~/components/admin/ConfirmedRowAction";
import * as css from "~/components/admin/admin.css";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import * as formCss from "~/components/forms/forms.css";
import { outlineButton, primaryButton } from "~/styles/button.css";
import { adminPath } from "~/lib/admin-paths";
import { slugMessages } from "~/lib/forms/slugs";
import { Interpolated, useTranslation, type TranslationHandle } from "~/lib/i18n";
import { refusalKey } from "./admin.server";

/** A deletion's question is one of edit mode's dialogs: its Close is the editor's. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/** The languages a category is named in, in the form's order. */
const LANGUAGES = ["en", "hr"] as const;
type Language = (typeof LANGUAGES)[number];

/** A category's form: its title and slug in each language, as typed. */
type Texts = Record<`${"title" | "slug"}.${Language}`, string>;

/**
 * The blog's categories (terms): listed with their translations and how many posts use each, and
 * the admin's language, whose title names a category in the page's sentences.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { categories } = await context.get(platformContext).call(publishing.blogCategoriesList, {});
  const language = interfaceLocale(context);
  const pages = adminPath(context.get(localeContext), "pages");
  return { title: tFor(language)("admin.blogCategories.title"), language, categories, pages };
}

const textsOf = (form: FormData) =>
  Object.fromEntries(
    LANGUAGES.flatMap((l) => [`title.${l}`, `slug.${l}`]).map((name) => [name, String(form.get(name) ?? "")]),
  ) as Texts;

/** The platform's refusals of a category, by code, in the admin's words. */
const refusals: Partial<Record<ErrorCode, string>> = {
  SLUG_TOO_SHORT: slugMessages.tooShort,
  SLUG_INVALID: slugMessages.invalid,
  BLOG_CATEGORY_SLUG_TAKEN: "admin.blogCategories.errors.slugTaken",
  BLOG_CATEGORY_EMPTY: "admin.blogCategories.errors.empty",
  BLOG_CATEGORY_NOT_FOUND: "admin.blogCategories.errors.notFound",
  BLOG_CATEGORY_IN_USE: "admin.blogCategories.errors.inUse",
};
const refusal = (error: unknown) => (isPlatformError(error) && refusals[error.code]) || refusalKey(error);

/**
 * Create or rename (intent save: one form per category, a new one without a group), or delete
 * (offered only for a category no post uses; refused with the reason, as a toast, should a post have
 * taken it meanwhile). A refused save answers the page again with what was typed and why, beside that
 * category's form; the same without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = context.get(platformContext);
  const back = adminPath(context.get(localeContext), "blog-categories");
  const group = Number(form.get("group")) || undefined;
  if (form.get("intent") === "delete") {
    try {
      await api.call(publishing.blogCategoryDelete, { group: group ?? 0 });
      sendToast(context, { type: "success", key: "admin.blogCategories.deleted" });
    } catch (error) {
      sendToast(context, { type: "error", key: refusal(error) });
    }
    return redirect(back, { status: 303 });
  }
  const texts = textsOf(form);
  const translations = LANGUAGES.map((languageCode) => ({
    languageCode,
    title: texts[`title.${languageCode}`],
    slug: texts[`slug.${languageCode}`],
  }));
  try {
    await api.call(publishing.blogCategorySave, { group, translations });
  } catch (error) {
    const status = isPlatformError(error, 409) ? 409 : isPlatformError(error, 404) ? 404 : 400;
    return data({ refused: { group: group ?? null, message: refusal(error), texts } }, { status });
  }
  sendToast(context, { type: "success", key: "admin.blogCategories.saved" });
  return redirect(back, { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

const textsOfCategory = (category: BlogCategory): Texts =>
  Object.fromEntries(
    LANGUAGES.flatMap((l) => {
      const translation = category.translations.find((tr) => tr.languageCode === l);
      return [
        [`title.${l}`, translation?.title ?? ""],
        [`slug.${l}`, translation?.slug ?? ""],
      ];
    }),
  ) as Texts;

export default function AdminBlogCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, language, pages } = loaderData;
  const refused = actionData?.refused ?? null;
  const refusedFor = (group: number | null) => (refused && refused.group === group ? refused : null);
  return (
    <AdminPage title={t("admin.blogCategories.title")} testId="admin-blog-categories">
      <p className={css.muted}>{t("admin.blogCategories.intro")}</p>

      <h2 className={css.subheading}>{t("admin.blogCategories.add")}</h2>
      <CategoryForm id="new" refused={refusedFor(null)} texts={refusedFor(null)?.texts} />

      <h2 className={css.subheading}>{t("admin.blogCategories.listTitle")}</h2>
      {categories.length === 0 ? (
        <p className={css.muted}>{t("admin.blogCategories.none")}</p>
      ) : (
        <ul className={css.itemList}>
          {categories.map((category) => {
            const name =
              (category.translations.find((tr) => tr.languageCode === language) ?? category.translations[0])?.title ??
              String(category.group);
            const own = refusedFor(category.group);
            return (
              <li key={category.group} className={css.item} data-testid="admin-blog-category">
                <CategoryForm
                  // A saved category's form starts again from what was saved.
                  key={own ? "refused" : JSON.stringify(category.translations)}
                  id={String(category.group)}
                  group={category.group}
                  name={name}
                  refused={own}
                  texts={own?.texts ?? textsOfCategory(category)}
                />
                {/* Wrapping: the removal question opens on a line of its own below the count. */}
                <div className={css.wrappingRowActions}>
                  {category.posts > 0 ? (
                    // Not offered: the platform keeps a category posts use (BLOG_CATEGORY_IN_USE).
                    // Its count leads to those posts, the pages list's category filter.
                    <span className={css.rowNote} data-testid="blog-category-in-use">
                      <Interpolated
                        sentence={(posts) => t("admin.blogCategories.usedBy", { count: category.posts, posts })}
                      >
                        <Link to={`${pages}?category=${category.group}`}>
                          {t("admin.blogCategories.posts", { count: category.posts })}
                        </Link>
                      </Interpolated>
                    </span>
                  ) : (
                    <>
                      <span className={css.muted} data-testid="admin-blog-category-posts">
                        {t("admin.blogCategories.posts", { count: category.posts })}
                      </span>
                      <ConfirmedRowAction
                        intent="delete"
                        fields={{ group: category.group }}
                        label={t("admin.blogCategories.deleteOne", { name })}
                        question={t("admin.blogCategories.confirm.title", { name })}
                        // No history keeps a category. One a post took meanwhile is still refused (BLOG_CATEGORY_IN_USE).
                        text={t("admin.blogCategories.confirm.text")}
                        yes={t("admin.blogCategories.confirm.yes")}
                        testId="blog-category-delete"
                      >
                        {t("admin.blogCategories.delete")}
                      </ConfirmedRowAction>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AdminPage>
  );
}

/** One category's titles and slugs, per language: a plain form posting intent save. */
function CategoryForm({
  id,
  group,
  name,
  refused,
  texts,
}: {
  id: string;
  group?: number;
  name?: string;
  refused: { message: string } | null;
  texts?: Texts;
}) {
  const { t } = useTranslation();
  const errorId = `category-${id}-error`;
  return (
    <Form
      method="post"
      className={formCss.form}
      aria-label={name ? t("admin.blogCategories.editOne", { name }) : t("admin.blogCategories.add")}
    >
      <input type="hidden" name="intent" value="save" />
      {group ? <input type="hidden" name="group" value={group} /> : null}
      <FaultFocus reply={refused ? { error: refused.message } : null}>
        <FormErrors id={errorId} errors={refused ? [refused.message] : null} answer={refused} />
      </FaultFocus>
      {LANGUAGES.map((language) => (
        <fieldset key={language} className={formCss.fieldset}>
          <legend className={formCss.legend}>{t(`admin.languageName.${language}`)}</legend>
          <div className={formCss.row}>
            {(["title", "slug"] as const).map((field) => (
              <div key={field} className={formCss.field}>
                <label className={formCss.label} htmlFor={`category-${id}-${field}-${language}`}>
                  {field === "title" ? t("admin.blogCategories.name") : t("admin.blogCategories.slug")}
                </label>
                <input
                  id={`category-${id}-${field}-${language}`}
                  name={`${field}.${language}`}
                  defaultValue={texts?.[`${field}.${language}`] ?? ""}
                  maxLength={200}
                  className={formCss.input}
                  aria-describedby={refused ? errorId : field === "slug" ? `category-${id}-slug-hint` : undefined}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <p id={`category-${id}-slug-hint`} className={formCss.hint}>
        {t("admin.blogCategories.slugHint", { count: SLUG_MIN_LENGTH })}
      </p>
      <div>
        <button type="submit" className={group ? outlineButton : primaryButton}>
          {group ? t("admin.blogCategories.save") : t("admin.blogCategories.create")}
        </button>
      </div>
    </Form>
  );
}
