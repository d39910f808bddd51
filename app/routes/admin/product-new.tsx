import { parseWithZod } from "@conform-to/zod/v4";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/product-new";
import { catalogAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { ProductForm } from "~/components/admin/ProductForm";
import { adminPath, adminProductPath } from "~/lib/admin-paths";
import { productCreateSchema } from "~/lib/forms/product";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { productFormPictures } from "./pictures.server";
import { productFormInvalid, productFormRefused, productFormSearch, refusedGallery } from "./products.server";

/** A description's link leading nowhere is said in edit mode's words (editor), on top of the admin layout's. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/**
 * A new product (decision 0076): the product's form with a SKU first, its addresses made of the
 * names when left empty; created, it opens on its edit page with a toast, or the form comes back
 * with what was typed and each message under its field. A plain form: it works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [choices, pictures] = await Promise.all([
    context.get(platformContext).call(catalogAdmin.newProduct, {}),
    productFormPictures(context, request, []),
  ]);
  return {
    locale: context.get(localeContext),
    title: tFor(interfaceLocale(context))("admin.productCreate.title"),
    ...choices,
    ...pictures,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // Without JavaScript the gallery's picture search posts the form: answered as typed, not created.
  const searched = await productFormSearch(context, form);
  if (searched) return searched;
  const submission = parseWithZod(form, { schema: productCreateSchema });
  if (submission.status !== "success") {
    return productFormInvalid(submission, await refusedGallery(context, form));
  }
  let id: number;
  try {
    ({ id } = await context.get(platformContext).call(catalogAdmin.createProduct, submission.value));
  } catch (error) {
    return productFormRefused(submission, error, await refusedGallery(context, form));
  }
  sendToast(context, { type: "success", key: "admin.productCreate.created" });
  return redirect(adminProductPath(context.get(localeContext), id), { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminNewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, categories, images, galleryPictures } = loaderData;
  return (
    <AdminPage title={t("admin.productCreate.title")} testId="admin-product-new">
      <p className={css.item}>
        <Link to={adminPath(locale, "products")}>{t("admin.products.back")}</Link>
      </p>
      <p className={css.muted}>{t("admin.productCreate.intro")}</p>
      <ProductForm
        formId="product-new-form"
        locale={locale}
        defaults={{}}
        categories={categories}
        images={images}
        galleryPictures={galleryPictures}
        postedGallery={actionData?.gallery}
        lastResult={actionData?.result}
        creating
        submitLabel={t("admin.productCreate.create")}
        testId="product-new-form"
      />
    </AdminPage>
  );
}
