import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/shop-category";
import { categoriesAdmin, type AdminCategory, type ErrorCode } from "#server/contract";
import { locales } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { FormErrors } from "~/components/forms/ErrorList";
import { SubmitButton, useIsPending } from "~/components/forms/SubmitButton";
import { adminPath, adminShopCategoryPath } from "~/lib/admin-paths";
import { shopCategorySchema } from "~/lib/forms/shop-categories";
import { useFormKeyAfterSave } from "~/lib/hooks";
import { positiveId } from "~/lib/ids";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { refusalKey } from "./admin.server";

/** The form fields' messages (forms), on top of the admin layout's. */
export const handle: TranslationHandle = { i18n: ["forms"] };

/** The platform's refusals that concern one field. */
const fieldRefusals: Partial<Record<ErrorCode, [string, string]>> = {
  CATEGORY_PARENT_CYCLE: ["parentId", "admin.shopCategories.errors.cycle"],
};

/**
 * One shop category: its name, slug and description in every language, its parent and its position
 * among its siblings. Saved, the shop shows it so at once; refused, the form again as typed with
 * the reasons under the fields.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = positiveId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const { categories } = await context.get(platformContext).call(categoriesAdmin.categories, {});
  const category = categories.find((c) => c.id === id);
  if (!category) throw data(null, { status: 404 });
  return {
    locale: context.get(localeContext),
    title: tFor(interfaceLocale(context))("admin.shopCategories.detailTitle", { name: category.name }),
    category,
    parents: possibleParents(categories, category),
  };
}

/** Every category but this one and those under it, in the tree's order, indented by depth. */
function possibleParents(categories: AdminCategory[], category: AdminCategory) {
  const below = new Set([category.id]);
  for (const c of categories) if (c.parentId !== null && below.has(c.parentId)) below.add(c.id);
  return categories
    .filter((c) => !below.has(c.id))
    .map((c) => ({ value: String(c.id), label: `${"— ".repeat(c.depth)}${c.name}` }));
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = positiveId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: shopCategorySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await context.get(platformContext).call(categoriesAdmin.saveCategory, { id, ...submission.value });
  } catch (error) {
    const refusal = isPlatformError(error) ? fieldRefusals[error.code] : undefined;
    const result = refusal
      ? submission.reply({ fieldErrors: { [refusal[0]]: [refusal[1]] } })
      : submission.reply({ formErrors: [refusalKey(error)] });
    return data({ result }, { status: isPlatformError(error, 404) ? 404 : 400 });
  }
  sendToast(context, { type: "success", key: "admin.shopCategories.saved" });
  return redirect(adminShopCategoryPath(context.get(localeContext), id), { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminShopCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, category, parents } = loaderData;
  return (
    <AdminPage title={t("admin.shopCategories.detailTitle", { name: category.name })} testId="admin-shop-category">
      <p>
        <Link to={adminPath(locale, "shop-categories")}>{t("admin.shopCategories.back")}</Link>
      </p>
      <CategoryForm
        key={useFormKeyAfterSave(actionData?.result)}
        category={category}
        parents={parents}
        lastResult={actionData?.result}
      />
    </AdminPage>
  );
}

function CategoryForm({
  category,
  parents,
  lastResult,
}: {
  category: AdminCategory;
  parents: { value: string; label: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "shop-category-form",
    lastResult,
    defaultValue: {
      texts: category.texts,
      parentId: category.parentId === null ? "" : String(category.parentId),
      position: String(category.position),
    },
  });
  const texts = fields.texts.getFieldset();
  return (
    <Form method="post" {...getFormProps(form)} className={css.fields} data-testid="shop-category-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      {locales.map((language) => {
        const own = texts[language].getFieldset();
        return (
          <fieldset key={language} className={css.fields}>
            <legend className={css.subheading}>{t(`admin.shopCategories.language.${language}`)}</legend>
            <Field meta={own.name} label={t("admin.shopCategories.name")} testId={`category-name-${language}`} />
            <Field
              meta={own.slug}
              label={t("admin.shopCategories.slug")}
              hint={t("admin.shopCategories.slugHint")}
              testId={`category-slug-${language}`}
            />
            <TextAreaField
              meta={own.description}
              label={t("admin.shopCategories.description")}
              testId={`category-description-${language}`}
            />
          </fieldset>
        );
      })}
      <SelectField
        meta={fields.parentId}
        label={t("admin.shopCategories.parent")}
        options={parents}
        placeholder={t("admin.shopCategories.topLevel")}
      />
      <Field
        meta={fields.position}
        label={t("admin.shopCategories.position")}
        hint={t("admin.shopCategories.positionHint")}
        inputMode="numeric"
        testId="category-position"
      />
      <SubmitButton pending={useIsPending()} pendingLabel={t("admin.shopCategories.saving")} block={false}>
        {t("admin.shopCategories.save")}
      </SubmitButton>
    </Form>
  );
}
