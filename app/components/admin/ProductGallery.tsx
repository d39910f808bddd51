import type { AdminProductRow, Media } from "#server/contract";
import { MAX_PRODUCT_CROSS_SELLS, MAX_PRODUCT_GALLERY } from "#server/contract/catalog-admin-limits";
import * as css from "~/components/admin/admin.css";
import { TextAreaField, type FieldMeta } from "~/components/forms/Field";
import { ErrorList } from "~/components/forms/ErrorList";
import * as formCss from "~/components/forms/forms.css";
import { useTranslation } from "~/lib/i18n";
import { MediaThumb } from "~/components/admin/MediaThumb";

/** A value of a reply or of the defaults as a list of texts (a group of checkboxes). */
const asList = (value: unknown): string[] => [value ?? []].flat().map(String);

/**
 * A product's gallery (decision 0080): the pictures its page shows after the main one. Each picture
 * of the media library offered (the gallery's own first, in their order, then the newest) has a box
 * and a position number, so that adding, removing and reordering work without JavaScript: the
 * ticked pictures are saved in the order of their numbers.
 */
export function GalleryChoices({
  images,
  galleryIds,
  meta,
  position,
}: {
  images: Media[];
  /** The gallery as saved, in order: listed first. */
  galleryIds: number[];
  meta: FieldMeta;
  /** The position field of a picture. */
  position: (id: number) => FieldMeta;
}) {
  const { t } = useTranslation();
  const ticked = new Set(asList(meta.initialValue));
  const byId = new Map(images.map((image) => [image.id, image]));
  const listed = [
    ...galleryIds.map((id) => byId.get(id)).filter((image): image is Media => !!image),
    ...images.filter((image) => !galleryIds.includes(image.id)),
  ];
  return (
    <fieldset
      className={formCss.fieldset}
      aria-describedby={meta.errors ? meta.errorId : undefined}
      data-testid="product-gallery"
    >
      <legend className={formCss.legend}>{t("admin.productGallery.gallery")}</legend>
      <p className={css.muted}>{t("admin.productGallery.galleryHint", { max: MAX_PRODUCT_GALLERY })}</p>
      <ErrorList id={meta.errorId} errors={meta.errors} />
      <ul className={css.galleryList}>
        {listed.map((image) => {
          const title = image.title || image.name;
          const at = position(image.id);
          return (
            <li key={image.id} className={css.galleryChoice} data-testid="gallery-choice">
              <label className={formCss.checkboxLabel}>
                <input
                  type="checkbox"
                  name={meta.name}
                  value={image.id}
                  defaultChecked={ticked.has(String(image.id))}
                  className={formCss.checkbox}
                  data-testid={`gallery-pick-${image.id}`}
                />
                <MediaThumb image={image} />
                <span className={css.choiceText}>{title}</span>
              </label>
              <input
                type="number"
                name={at.name}
                id={at.id}
                min={1}
                max={99}
                inputMode="numeric"
                defaultValue={typeof at.initialValue === "string" ? at.initialValue : undefined}
                aria-label={t("admin.productGallery.position", { title })}
                className={css.positionInput}
                data-testid={`gallery-position-${image.id}`}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * A product's cross-sells (decision 0080): the products shown below it and in a cart holding it, as
 * their SKUs one a line in order (a line moved, removed or added is the change), with the saved
 * ones listed by name above. A plain text field: it works without JavaScript.
 */
export function CrossSellsField({
  meta,
  saved,
  productsPath,
}: {
  meta: FieldMeta;
  /** The cross-sells as saved, in order. */
  saved: AdminProductRow[];
  /** The back office's product list, where SKUs are found. */
  productsPath: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={formCss.fieldset} data-testid="product-cross-sells">
      <legend className={formCss.legend}>{t("admin.productGallery.crossSells")}</legend>
      {saved.length ? (
        <ol className={css.fieldList} data-testid="cross-sells-saved">
          {saved.map((p) => (
            <li key={p.id} className={css.breakable}>
              {t("admin.productGallery.crossSellItem", { name: p.name, sku: p.sku })}
              {p.archived ? ` (${t("admin.products.archived")})` : ""}
            </li>
          ))}
        </ol>
      ) : (
        <p className={css.muted}>{t("admin.productGallery.noCrossSells")}</p>
      )}
      <TextAreaField
        meta={meta}
        label={t("admin.productGallery.crossSellSkus")}
        hint={t("admin.productGallery.crossSellsHint", { max: MAX_PRODUCT_CROSS_SELLS })}
        rows={4}
        testId="product-cross-sell-skus"
      />
      <p className={css.muted}>
        <a href={productsPath} target="_blank" rel="noopener">
          {t("admin.productGallery.findSkus")}
        </a>
      </p>
    </fieldset>
  );
}
