import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/shop-category-new";
import { categoriesAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import { possibleParents, ShopCategoryForm } from "~/components/admin/ShopCategoryForm";
import { adminPath, adminShopCategoryPath } from "~/lib/admin-paths";
import { newShopCategorySchema } from "~/lib/forms/shop-categories";
import { positiveId } from "~/lib/ids";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { pictureChoices } from "./pictures.server";
import { categoryFormRefused } from "./shop-categories.server";

/** The form fields' messages (forms) and the sorts' names (catalog), on top of the admin layout's. */
export const handle: TranslationHandle = { i18n: ["catalog"] };

/**
 * A new shop category (decision 0077): the edit page's form, empty (`?parent={id}` chooses its
 * parent). Created, to its own page with a toast; refused, the form again as typed with the reasons
 * under the fields.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(platformContext);
  const [{ categories }, images] = await Promise.all([
    api.call(categoriesAdmin.categories, {}),
    pictureChoices(context, []),
  ]);
  const asked = positiveId(new URL(request.url).searchParams.get("parent"));
  return {
    locale: context.get(localeContext),
    title: tFor(interfaceLocale(context))("admin.categoryCreate.title"),
    parents: possibleParents(categories, null),
    parentId: categories.some((c) => c.id === asked) ? asked : null,
    images,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: newShopCategorySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let id: number;
  try {
    ({ id } = await context.get(platformContext).call(categoriesAdmin.createCategory, submission.value));
  } catch (error) {
    return categoryFormRefused(submission, error);
  }
  sendToast(context, { type: "success", key: "admin.categoryCreate.created" });
  return redirect(adminShopCategoryPath(context.get(localeContext), id), { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminNewShopCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, parents, parentId, images } = loaderData;
  return (
    <AdminPage title={t("admin.categoryCreate.title")} testId="admin-shop-category-new">
      <p>
        <Link to={adminPath(locale, "shop-categories")}>{t("admin.shopCategories.back")}</Link>
      </p>
      <ShopCategoryForm
        category={null}
        parents={parents}
        images={images}
        defaultParentId={parentId}
        lastResult={actionData?.result}
        submitLabel={t("admin.categoryCreate.create")}
      />
    </AdminPage>
  );
}
