import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/shop-category";
import { categoriesAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import { DeleteSection } from "~/components/admin/DeleteSection";
import { possibleParents, ShopCategoryForm } from "~/components/admin/ShopCategoryForm";
import { adminPath, adminShopCategoryPath } from "~/lib/admin-paths";
import { shopCategorySchema } from "~/lib/forms/shop-categories";
import { useFormKeyAfterSave } from "~/lib/hooks";
import { recordId } from "./admin.server";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { pictureChoices } from "./pictures.server";
import { categoryDeleteRefused, categoryFormRefused } from "./shop-categories.server";

/** The form fields' messages (forms), the confirmation dialog's close button (editor) and the sorts'
 * names (catalog), on top of the admin layout's. */
export const handle: TranslationHandle = { i18n: ["editor", "catalog"] };

/**
 * One shop category: its name, slug and description in every language, its parent, its position
 * among its siblings and its picture (decision 0077). Saved, the shop shows it so at once; refused,
 * the form again as typed with the reasons under the fields. Deleted after a second step, unless it
 * has subcategories (the section says so) or a menu links to it (the toast names the menu items).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = recordId(params.id);
  const api = context.get(platformContext);
  const listing = api.call(categoriesAdmin.categories, {});
  const ownPicture = listing.then(({ categories }) => {
    const image = categories.find((c) => c.id === id)?.image;
    return image ? [image] : [];
  });
  const [{ categories }, images] = await Promise.all([listing, pictureChoices(context, ownPicture)]);
  const category = categories.find((c) => c.id === id);
  if (!category) throw data(null, { status: 404 });
  return {
    locale: context.get(localeContext),
    title: tFor(interfaceLocale(context))("admin.shopCategories.detailTitle", { name: category.name }),
    category,
    parents: possibleParents(categories, category),
    hasSubcategories: categories.some((c) => c.parentId === id),
    images,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = recordId(params.id);
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const form = await request.formData();
  if (form.get("intent") === "delete") {
    try {
      const { productsUnlinked } = await api.call(categoriesAdmin.deleteCategory, { id });
      sendToast(context, { type: "success", key: "admin.categoryCreate.deleted", values: { count: productsUnlinked } });
      return redirect(adminPath(locale, "shop-categories"), { status: 303 });
    } catch (error) {
      return categoryDeleteRefused(context, error, adminShopCategoryPath(locale, id));
    }
  }
  const submission = parseWithZod(form, { schema: shopCategorySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await api.call(categoriesAdmin.saveCategory, { id, ...submission.value });
  } catch (error) {
    return categoryFormRefused(submission, error);
  }
  sendToast(context, { type: "success", key: "admin.shopCategories.saved" });
  return redirect(adminShopCategoryPath(locale, id), { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminShopCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, category, parents, images, hasSubcategories } = loaderData;
  return (
    <AdminPage title={t("admin.shopCategories.detailTitle", { name: category.name })} testId="admin-shop-category">
      <p>
        <Link to={adminPath(locale, "shop-categories")}>{t("admin.shopCategories.back")}</Link>
        {" · "}
        <Link to={`${adminPath(locale, "shop-categories")}/new?parent=${category.id}`} data-testid="category-new-child">
          {t("admin.categoryCreate.newChild")}
        </Link>
      </p>
      <ShopCategoryForm
        key={useFormKeyAfterSave(actionData?.result)}
        category={category}
        parents={parents}
        images={images}
        lastResult={actionData?.result}
        submitLabel={t("admin.shopCategories.save")}
      />
      <DeleteSection
        id="category-delete-title"
        heading={t("admin.categoryCreate.deleteTitle")}
        inUse={hasSubcategories ? t("admin.categoryCreate.hasSubcategories") : null}
        label={t("admin.categoryCreate.delete")}
        accessibleLabel={t("admin.categoryCreate.deleteOne", { name: category.name })}
        confirmTitle={t("admin.categoryCreate.confirmTitle", { name: category.name })}
        confirmText={t("admin.categoryCreate.confirmText", { count: category.productCount })}
        confirmYes={t("admin.categoryCreate.confirmYes")}
        testId="category-delete"
        inUseTestId="category-has-subcategories"
      />
    </AdminPage>
  );
}
