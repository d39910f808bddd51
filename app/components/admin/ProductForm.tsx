import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { AdminProductRow, Media } from "#server/contract";
import { locales, type Locale } from "#server/contract/urls";
import * as css from "~/components/admin/admin.css";
import { ImageChoices } from "~/components/admin/ImageChoices";
import {
  CrossSellsField,
  GalleryChoices,
  useGalleryPictures,
  type GalleryPictures,
} from "~/components/admin/ProductGallery";
import { CheckboxField, Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import * as formCss from "~/components/forms/forms.css";
import { adminEProductPath, adminPath, adminProductPicturesPath } from "~/lib/admin-paths";
import { useReplyForm } from "~/lib/forms/reply";
import { ENTER_INTENT, type PictureSearch, type PostedGallery } from "~/lib/gallery-pictures";
import { useTranslation } from "~/lib/i18n";
import { primaryButton } from "~/styles/button.css";
import { asList } from "~/lib/forms/values";
import { ChoiceGroup, ChoiceInput } from "~/components/admin/ChoiceGroup";

/** A category of the tree, in tree order, with its depth (0 for a root). */
export interface CategoryChoice {
  id: number;
  name: string;
  depth: number;
}

/** A value of a reply or of the defaults as a list of texts (a group of checkboxes). */

interface ProductFormProps {
  formId: string;
  locale: Locale;
  /** What the form shows before a post (a saved product's values; nothing for a new one). */
  defaults: Record<string, unknown>;
  categories: CategoryChoice[];
  /** The main image's choices: the media library's newest pictures and the product's own. */
  images: Media[];
  /** The gallery as saved, in order (decision 0080). */
  gallery?: Media[];
  /** The cross-sells as saved, in order (decision 0080). */
  crossSells?: AdminProductRow[];
  lastResult: SubmissionResult<string[]> | undefined;
  /** A new product: a SKU field, and addresses that may be left empty. */
  creating?: boolean;
  /** A code e-product's stock, its pool of codes: shown, not edited (decision 0049). */
  stockPool?: { productId: number; count: number } | null;
  submitLabel: string;
  testId: string;
}

/**
 * A product's form (decisions 0071, 0076, 0080): its texts per language, prices and stock, flags,
 * categories, main image, gallery and cross-sells; for a new product a SKU first and addresses that may stay empty. One
 * plain form, so it works without JavaScript; the action's reply puts each message under its field.
 * The gallery's picture search (decision 0085) is kept here, above the fields that `resetKey` renders
 * anew (after a save, or on a first refusal), so that a refused save keeps what was found. Without
 * JavaScript the search posts the form itself, and the action's answer lists the pictures found.
 */
export function ProductForm({
  resetKey,
  galleryPictures,
  postedGallery,
  ...props
}: ProductFormProps & {
  /** The fields start anew when it changes. */
  resetKey?: string;
  /** The gallery's pictures the page's address asked for (decision 0085). */
  galleryPictures: PictureSearch;
  /** Without JavaScript, the pictures the action answered a search or a refused save with: listed
   * instead of the address's. */
  postedGallery?: PostedGallery | null;
}) {
  const pictures = useGalleryPictures(
    postedGallery?.pictures ?? galleryPictures,
    adminProductPicturesPath(props.locale),
    postedGallery?.ticked,
  );
  return <ProductFormFields key={resetKey} {...props} pictures={pictures} searched={!!postedGallery?.searched} />;
}

function ProductFormFields({
  formId,
  locale,
  defaults,
  categories,
  images,
  gallery = [],
  crossSells = [],
  lastResult,
  creating = false,
  stockPool = null,
  submitLabel,
  testId,
  pictures,
  searched,
}: ProductFormProps & { pictures: GalleryPictures; searched: boolean }) {
  const { t } = useTranslation();
  const { form, field } = useReplyForm(formId, lastResult, { defaults });
  const ticked = new Set(asList(field("categoryIds").initialValue));
  const chosenImage = String(field("mediaId").initialValue ?? "");
  return (
    <Form method="post" {...form.props} className={formCss.form} data-testid={testId}>
      {/* Enter in a field presses the form's first submit button (HTML's implicit submission): this
          save, hidden, ahead of the gallery's search and page buttons. Without JavaScript the action
          searches instead when the gallery's search field holds a search not yet run, which means
          Enter was pressed there (decision 0085). */}
      <button
        type="submit"
        name="intent"
        value={ENTER_INTENT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="product-save-default"
      >
        {submitLabel}
      </button>
      <FormErrors id={form.errorId} errors={form.errors} answer={lastResult} />
      {/* Without JavaScript the first field at fault gets the cursor (useReplyForm does with it). */}
      <FaultFocus reply={lastResult}>
        {creating ? (
          <Field
            meta={field("sku")}
            label={t("admin.products.sku")}
            hint={t("admin.productCreate.skuHint")}
            testId="product-sku"
          />
        ) : null}
        {locales.map((language) => (
          <fieldset
            key={language}
            className={formCss.fieldset}
            lang={language}
            data-testid={`product-texts-${language}`}
          >
            <legend className={formCss.legend}>{t(`admin.languageName.${language}`)}</legend>
            <div className={css.fields}>
              <Field
                meta={field(`texts.${language}.name`)}
                label={t("admin.products.nameField")}
                testId={`product-name-${language}`}
              />
              <Field
                meta={field(`texts.${language}.slug`)}
                label={t("admin.products.slug")}
                hint={t(creating ? "admin.productCreate.slugHint" : "admin.products.slugHint")}
                optional={creating}
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
            {stockPool ? (
              <div>
                <input type="hidden" name="stockQty" value={stockPool.count} />
                <p className={css.muted} data-testid="product-stock-pool">
                  {t("admin.products.stockIsPool", { count: stockPool.count })}{" "}
                  <Link to={adminEProductPath(locale, stockPool.productId)}>{t("admin.products.toEProduct")}</Link>
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
            {categories.map((c, index) => (
              <li key={c.id} style={{ paddingInlineStart: `${c.depth * 1.5}rem` }}>
                <label className={formCss.checkboxLabel}>
                  <ChoiceInput
                    meta={field("categoryIds")}
                    first={index === 0}
                    type="checkbox"
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
          <ImageChoices name={"mediaId"} images={images} chosen={chosenImage} noneLabel={t("admin.products.noImage")} />
        </ChoiceGroup>
        <GalleryChoices
          saved={gallery}
          pictures={pictures}
          idPrefix={`${formId}-pictures`}
          searched={searched}
          meta={field("gallery")}
          position={(id) => field(`galleryPosition.${id}`)}
        />
        <CrossSellsField
          meta={field("crossSellSkus")}
          saved={crossSells}
          productsPath={adminPath(locale, "products")}
        />
        <div>
          <button type="submit" className={primaryButton} data-testid="product-save">
            {submitLabel}
          </button>
        </div>
      </FaultFocus>
    </Form>
  );
}
