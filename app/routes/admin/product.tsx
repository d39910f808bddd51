import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/product";
import { catalogAdmin, type AdminProduct } from "#server/contract";
import { locales, type Locale } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { linkingPagesToast, pageUsesOf, pageUseTitles } from "~/.server/page-uses";
import { isPlatformError, notFoundWhenMissing } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { DeleteSection } from "~/components/admin/DeleteSection";
import { CustomOptions } from "~/components/admin/CustomOptions";
import { ProductForm } from "~/components/admin/ProductForm";
import { adminPath, adminProductPath } from "~/lib/admin-paths";
import { OPTIONS_SECTION } from "~/lib/forms/custom-option-forms";
import { productFormSchema } from "~/lib/forms/product";
import { useFormKeyAfterSave } from "~/lib/hooks";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { amountInput, formatMoney } from "~/lib/money";
import { recordId, refusalKey } from "./admin.server";
import { productFormPictures } from "./pictures.server";
import { customOptionAction } from "./product-options.server";
import { productFormInvalid, productFormRefused, productFormSearch, refusedGallery } from "./products.server";

/** The form fields' messages (forms), the confirmation dialog's close button and a description's
 * link leading nowhere (editor), on top of the admin layout's. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/**
 * One product (decision 0071): its texts per language, prices, stock, flags, categories, main
 * image, gallery and cross-sells (decision 0080; its pictures searched, decision 0085), saved by one plain form (back here with a toast, or the form again with what was typed and
 * each message under its field); its personalization fields, each with a form of its own (decision
 * 0114); a configurable product's variants, each with its own page; and
 * deleted after a second step while no order names it (decision 0076), else the reason it stays.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  try {
    const reading = context.get(platformContext).call(catalogAdmin.product, { id: recordId(params.id) });
    const ownPictures = reading.then(({ product: { image, gallery } }) => (image ? [image, ...gallery] : gallery));
    const [found, pictures] = await Promise.all([reading, productFormPictures(context, request, ownPictures)]);
    return {
      locale: context.get(localeContext),
      title: tFor(interfaceLocale(context))("admin.products.detailTitle", { name: found.product.name }),
      ...found,
      ...pictures,
    };
  } catch (error) {
    notFoundWhenMissing(error);
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = recordId(params.id);
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const form = await request.formData();
  if (form.get("intent") === "delete") {
    try {
      const { redirectsRemoved } = await api.call(catalogAdmin.deleteProduct, { id });
      sendToast(
        context,
        redirectsRemoved
          ? { type: "success", key: "admin.productLinks.deletedWithRedirects", values: { count: redirectsRemoved } }
          : { type: "success", key: "admin.productCreate.deleted" },
      );
      return redirect(adminPath(locale, "products"), { status: 303 });
    } catch (error) {
      if (isPlatformError(error) && error.code === "PRODUCT_LINKED") {
        // What links to it, named and linked to edit as a page's removal does (decision 0081).
        const uses = pageUsesOf(error.details);
        const t = tFor(interfaceLocale(context));
        sendToast(context, {
          type: "error",
          key: "admin.productLinks.deleteRefused",
          values: { uses: pageUseTitles(uses, t) },
          ...linkingPagesToast(uses, locale, t),
        });
      } else sendToast(context, { type: "error", key: refusalKey(error) });
      // A product already gone: to the list, where the toast says so.
      if (isPlatformError(error, 404)) return redirect(adminPath(locale, "products"), { status: 303 });
      return redirect(adminProductPath(locale, id), { status: 303 });
    }
  }
  // A personalization field's forms (decision 0114).
  const option = await customOptionAction(context, form, id);
  if (option) return option;
  // Without JavaScript the gallery's picture search posts the form: answered as typed, not saved.
  const searched = await productFormSearch(context, form);
  if (searched) return searched;
  const submission = parseWithZod(form, { schema: productFormSchema });
  if (submission.status !== "success") {
    return productFormInvalid(submission, await refusedGallery(context, form));
  }
  let linkedBy;
  try {
    ({ linkedBy } = await api.call(catalogAdmin.saveProduct, { id, ...submission.value }));
  } catch (error) {
    if (isPlatformError(error, 404)) throw data(null, { status: 404 });
    return productFormRefused(submission, error, await refusedGallery(context, form));
  }
  // Archived, its address answers 404: saved, with what still links to it (decision 0081).
  const t = tFor(interfaceLocale(context));
  sendToast(
    context,
    linkedBy.length
      ? {
          type: "info",
          key: "admin.productLinks.archivedLinked",
          values: { uses: pageUseTitles(linkedBy, t) },
          ...linkingPagesToast(linkedBy, locale, t),
        }
      : { type: "success", key: "admin.products.saved" },
  );
  return redirect(adminProductPath(locale, id), { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, product, variants, categories, images, galleryPictures } = loaderData;
  const saved = savedValues(product, locale);
  return (
    <AdminPage title={t("admin.products.detailTitle", { name: product.name })} testId="admin-product-page">
      <p className={css.item}>
        <Link to={adminPath(locale, "products")}>{t("admin.products.back")}</Link>
        {product.parentId !== null ? (
          <Link to={adminProductPath(locale, product.parentId)}>{t("admin.products.toParent")}</Link>
        ) : null}
        {product.url ? <a href={product.url}>{t("admin.products.shopPage")}</a> : null}
      </p>
      <p className={css.muted}>
        {t("admin.products.facts", {
          sku: product.sku,
          format: t(`admin.products.formats.${product.format}`),
        })}
      </p>
      <ProductForm
        // Anew after its own save only: a personalization field's post keeps what is typed here.
        resetKey={useFormKeyAfterSave(
          actionData && "result" in actionData ? actionData.result : undefined,
          JSON.stringify(saved),
        )}
        formId="product-form"
        locale={locale}
        defaults={saved}
        categories={categories}
        images={images}
        gallery={product.gallery}
        galleryPictures={galleryPictures}
        postedGallery={actionData && "gallery" in actionData ? actionData.gallery : undefined}
        crossSells={product.crossSells}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        stockPool={product.stockIsCodePool ? { productId: product.id, count: product.stockQty ?? 0 } : null}
        submitLabel={t("admin.products.save")}
        testId="product-form"
      />
      <CustomOptions
        id={OPTIONS_SECTION}
        options={product.customOptions}
        locale={locale}
        variant={product.parentId !== null}
        reply={actionData && "option" in actionData ? actionData.option : null}
      />
      {variants.length ? (
        <section aria-labelledby="product-variants">
          <h2 className={css.subheading} id="product-variants">
            {t("admin.products.variants")}
          </h2>
          <AdminTable
            label={t("admin.products.variants")}
            columns={[
              t("admin.products.name"),
              t("admin.products.sku"),
              t("admin.products.price"),
              t("admin.products.stock"),
              t("admin.products.state"),
            ]}
          >
            {variants.map((v) => (
              <AdminRow key={v.id} data-testid="admin-product-variant">
                <AdminCell className={css.breakable}>
                  <Link to={adminProductPath(locale, v.id)}>{v.name}</Link>
                </AdminCell>
                <AdminCell className={css.nowrap}>{v.sku}</AdminCell>
                <AdminCell className={css.nowrap}>{formatMoney(v.finalPrice, locale)}</AdminCell>
                <AdminCell>{v.stockQty ?? t("admin.products.untracked")}</AdminCell>
                <AdminCell>{t(v.archived ? "admin.products.archived" : "admin.products.visible")}</AdminCell>
              </AdminRow>
            ))}
          </AdminTable>
        </section>
      ) : null}
      {/* Orders keep the products they name: one an order names is archived instead (decision 0076). */}
      <DeleteSection
        id="product-delete-title"
        heading={t("admin.productCreate.deleteTitle")}
        inUse={product.kept ? t(`admin.productCreate.kept.${product.kept}`) : null}
        label={t("admin.productCreate.delete")}
        accessibleLabel={t("admin.productCreate.deleteOne", { name: product.name })}
        confirmTitle={t("admin.productCreate.confirmTitle", { name: product.name })}
        confirmText={t("admin.productCreate.confirmText")}
        confirmYes={t("admin.productCreate.confirmYes")}
        testId="product-delete"
        inUseTestId="product-kept"
      />
    </AdminPage>
  );
}

/** What the form shows before a post: the product as saved. */
function savedValues(product: AdminProduct, locale: Locale) {
  const cents = (value: number | null) => (value === null ? undefined : amountInput(value, locale));
  return {
    texts: Object.fromEntries(locales.map((l) => [l, product.texts[l] ?? {}])),
    retailPrice: cents(product.retailPrice),
    finalPrice: cents(product.finalPrice),
    membershipPrice: cents(product.membershipPrice),
    stockQty: product.stockQty === null ? undefined : String(product.stockQty),
    featured: product.featured ? "on" : undefined,
    archived: product.archived ? "on" : undefined,
    mainCategoryId: product.mainCategoryId === null ? "" : String(product.mainCategoryId),
    categoryIds: product.categoryIds.map(String),
    mediaId: product.image ? String(product.image.id) : "",
    gallery: product.gallery.map((g) => String(g.id)),
    galleryPosition: Object.fromEntries(product.gallery.map((g, i) => [String(g.id), String(i + 1)])),
    crossSellSkus: product.crossSells.map((p) => p.sku).join("\n"),
  };
}
