import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/product";
import { catalogAdmin, type AdminProduct, type ErrorCode } from "#server/contract";
import { locales, type Locale } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { errorMessageKey } from "~/.server/auth/errors";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { CheckboxField, Field, SelectField, TextAreaField, type FieldMeta } from "~/components/forms/Field";
import { ErrorList, FormErrors } from "~/components/forms/ErrorList";
import * as formCss from "~/components/forms/forms.css";
import { adminEProductPath, adminPath, adminProductPath } from "~/lib/admin-paths";
import { productErrors, productFormSchema } from "~/lib/forms/product";
import { formMessages } from "~/lib/forms/messages";
import { useReplyForm } from "~/lib/forms/reply";
import { useFormKeyAfterSave } from "~/lib/hooks";
import { positiveId } from "~/lib/ids";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { amountInput, formatMoney } from "~/lib/money";
import { primaryButton } from "~/styles/button.css";

/** The form fields' messages (forms), on top of the admin layout's. */
export const handle: TranslationHandle = { i18n: ["forms"] };

/** The platform's refusals of a save, by code: the field they concern (of the language the refusal
 * names, for a text) and the message. */
const refusals: Partial<Record<ErrorCode, { field: string; message: string; perLanguage?: true }>> = {
  PRODUCT_NAME_MISSING: { field: "name", message: formMessages.required, perLanguage: true },
  SLUG_TOO_SHORT: { field: "slug", message: productErrors.slug, perLanguage: true },
  SLUG_INVALID: { field: "slug", message: productErrors.slug, perLanguage: true },
  PRODUCT_SLUG_TAKEN: { field: "slug", message: "admin.products.errors.slugTaken", perLanguage: true },
  FINAL_ABOVE_RETAIL: { field: "finalPrice", message: productErrors.finalAboveRetail },
  MEMBERSHIP_ABOVE_FINAL: { field: "membershipPrice", message: productErrors.membershipAboveFinal },
  PRODUCT_CATEGORY_NOT_FOUND: { field: "categoryIds", message: "admin.products.errors.category" },
  PRODUCT_IMAGE_NOT_FOUND: { field: "mediaId", message: "admin.products.errors.image" },
  STOCK_IS_CODE_POOL: { field: "stockQty", message: "admin.products.errors.stockIsCodePool" },
};

/** The field a refusal concerns, or null for the form as a whole. */
function refusedField(error: unknown): { field: string; message: string } | null {
  const refusal = isPlatformError(error) ? refusals[error.code] : undefined;
  if (!refusal) return null;
  if (!refusal.perLanguage) return refusal;
  const language = (error as { details?: { language?: unknown } }).details?.language;
  const known = locales.find((l) => l === language);
  return known ? { field: `texts.${known}.${refusal.field}`, message: refusal.message } : null;
}

/** The product of the page's address, or the page's 404. */
function productId(param: string | undefined): number {
  const id = positiveId(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/**
 * One product (decision 0071): its texts per language, prices, stock, flags, categories and main
 * image, saved by one plain form (back here with a toast, or the form again with what was typed and
 * each message under its field); a configurable product's variants, each with its own page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const found = await context.get(platformContext).call(catalogAdmin.product, { id: productId(params.id) });
    return {
      locale: context.get(localeContext),
      title: tFor(interfaceLocale(context))("admin.products.detailTitle", { name: found.product.name }),
      ...found,
    };
  } catch (error) {
    if (isPlatformError(error, 404)) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = productId(params.id);
  const submission = parseWithZod(await request.formData(), { schema: productFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await context.get(platformContext).call(catalogAdmin.saveProduct, { id, ...submission.value });
  } catch (error) {
    if (isPlatformError(error, 404)) throw data(null, { status: 404 });
    const refused = refusedField(error);
    const reply = refused
      ? submission.reply({ fieldErrors: { [refused.field]: [refused.message] } })
      : submission.reply({ formErrors: [errorMessageKey(error)] });
    return data({ result: reply }, { status: isPlatformError(error, 409) ? 409 : 400 });
  }
  sendToast(context, { type: "success", key: "admin.products.saved" });
  return redirect(adminProductPath(context.get(localeContext), id), { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, product, variants } = loaderData;
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
        key={useFormKeyAfterSave(actionData?.result)}
        loaderData={loaderData}
        lastResult={actionData?.result}
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
              <tr key={v.id} data-testid="admin-product-variant">
                <td className={css.breakable}>
                  <Link to={adminProductPath(locale, v.id)}>{v.name}</Link>
                </td>
                <td className={css.nowrap}>{v.sku}</td>
                <td className={css.nowrap}>{formatMoney(v.finalPrice, locale)}</td>
                <td>{v.stockQty ?? t("admin.products.untracked")}</td>
                <td>{t(v.archived ? "admin.products.archived" : "admin.products.visible")}</td>
              </tr>
            ))}
          </AdminTable>
        </section>
      ) : null}
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
  };
}

/** A value of a reply or of the defaults as a list of texts (a group of checkboxes). */
const asList = (value: unknown): string[] => [value ?? []].flat().map(String);

function ProductForm({
  loaderData,
  lastResult,
}: {
  loaderData: LoaderData;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const { locale, product, categories, images } = loaderData;
  const { form, field } = useReplyForm("product-form", lastResult, { defaults: savedValues(product, locale) });
  const ticked = new Set(asList(field("categoryIds").initialValue));
  const chosenImage = String(field("mediaId").initialValue ?? "");
  return (
    <Form method="post" {...form.props} className={formCss.form} data-testid="product-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      {locales.map((language) => (
        <fieldset key={language} className={formCss.fieldset} lang={language} data-testid={`product-texts-${language}`}>
          <legend className={formCss.legend}>{t(`admin.products.language.${language}`)}</legend>
          <div className={css.fields}>
            <Field
              meta={field(`texts.${language}.name`)}
              label={t("admin.products.nameField")}
              testId={`product-name-${language}`}
            />
            <Field
              meta={field(`texts.${language}.slug`)}
              label={t("admin.products.slug")}
              hint={t("admin.products.slugHint")}
              testId={`product-slug-${language}`}
            />
            <TextAreaField
              meta={field(`texts.${language}.shortDescription`)}
              label={t("admin.products.shortDescription")}
              rows={2}
            />
            <TextAreaField
              meta={field(`texts.${language}.description`)}
              label={t("admin.products.description")}
              hint={t("admin.products.descriptionHint")}
              rows={6}
            />
            <Field
              meta={field(`texts.${language}.metaTitle`)}
              label={t("admin.products.metaTitle")}
              hint={t("admin.products.metaTitleHint")}
            />
            <TextAreaField
              meta={field(`texts.${language}.metaDescription`)}
              label={t("admin.products.metaDescription")}
              hint={t("admin.products.metaDescriptionHint")}
              rows={2}
            />
          </div>
        </fieldset>
      ))}
      <fieldset className={formCss.fieldset}>
        <legend className={formCss.legend}>{t("admin.products.pricesAndStock")}</legend>
        <div className={css.inlineForm}>
          {(["retailPrice", "finalPrice", "membershipPrice"] as const).map((name) => (
            <Field
              key={name}
              meta={field(name)}
              label={t(`admin.products.${name}`)}
              hint={t(`admin.products.${name}Hint`)}
              inputMode="decimal"
              optional={name === "membershipPrice"}
              testId={`product-${name}`}
            />
          ))}
          {product.stockIsCodePool ? (
            <div>
              <input type="hidden" name="stockQty" value={product.stockQty ?? ""} />
              <p className={css.muted} data-testid="product-stock-pool">
                {t("admin.products.stockIsPool", { count: product.stockQty ?? 0 })}{" "}
                <Link to={adminEProductPath(locale, product.id)}>{t("admin.products.toEProduct")}</Link>
              </p>
            </div>
          ) : (
            <Field
              meta={field("stockQty")}
              label={t("admin.products.stock")}
              hint={t("admin.products.stockHint")}
              inputMode="numeric"
              optional
              testId="product-stock"
            />
          )}
        </div>
      </fieldset>
      <fieldset className={formCss.fieldset}>
        <legend className={formCss.legend}>{t("admin.products.inShop")}</legend>
        <CheckboxField meta={field("featured")} testId="product-featured">
          {t("admin.products.featured")}
        </CheckboxField>
        <CheckboxField meta={field("archived")} testId="product-archived">
          {t("admin.products.archivedField")}
        </CheckboxField>
      </fieldset>
      <ChoiceGroup legend={t("admin.products.categories")} meta={field("categoryIds")} testId="product-categories">
        <SelectField
          meta={field("mainCategoryId")}
          label={t("admin.products.mainCategory")}
          placeholder={t("admin.products.noMainCategory")}
          options={categories.map((c) => ({ value: String(c.id), label: `${"– ".repeat(c.depth)}${c.name}` }))}
        />
        <p className={css.muted}>{t("admin.products.categoriesHint")}</p>
        <ul className={css.categoryTree}>
          {categories.map((c) => (
            <li key={c.id} style={{ paddingInlineStart: `${c.depth * 1.5}rem` }}>
              <label className={formCss.checkboxLabel}>
                <input
                  type="checkbox"
                  name="categoryIds"
                  value={c.id}
                  defaultChecked={ticked.has(String(c.id))}
                  className={formCss.checkbox}
                />
                {c.name}
              </label>
            </li>
          ))}
        </ul>
      </ChoiceGroup>
      <ChoiceGroup legend={t("admin.products.mainImage")} meta={field("mediaId")} testId="product-image">
        <p className={css.muted}>{t("admin.products.imageHint")}</p>
        <ul className={css.countryList}>
          <li>
            <label className={formCss.checkboxLabel}>
              <input
                type="radio"
                name="mediaId"
                value=""
                defaultChecked={chosenImage === ""}
                className={formCss.checkbox}
              />
              {t("admin.products.noImage")}
            </label>
          </li>
          {images.map((image) => (
            <li key={image.id}>
              <label className={formCss.checkboxLabel}>
                <input
                  type="radio"
                  name="mediaId"
                  value={image.id}
                  defaultChecked={chosenImage === String(image.id)}
                  className={formCss.checkbox}
                />
                <img
                  src={`${image.baseUrl}/ThumbnailSize/${image.name}.webp`}
                  alt=""
                  width={50}
                  height={50}
                  loading="lazy"
                  className={css.mediaThumb}
                />
                <span className={css.choiceText}>{image.title || image.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </ChoiceGroup>
      <div>
        <button type="submit" className={primaryButton} data-testid="product-save">
          {t("admin.products.save")}
        </button>
      </div>
    </Form>
  );
}

/** A group of boxes or radios (the categories, the image) with its legend, and its errors below. */
function ChoiceGroup({
  legend,
  meta,
  testId,
  children,
}: {
  legend: string;
  meta: FieldMeta;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      className={formCss.fieldset}
      aria-describedby={meta.errors ? meta.errorId : undefined}
      data-testid={testId}
    >
      <legend className={formCss.legend}>{legend}</legend>
      {children}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
