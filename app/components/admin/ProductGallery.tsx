import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { AdminProductRow, Media } from "#server/contract";
import { MAX_PRODUCT_CROSS_SELLS, MAX_PRODUCT_GALLERY } from "#server/contract/catalog-admin-limits";
import * as css from "~/components/admin/admin.css";
import { MediaThumb } from "~/components/admin/MediaThumb";
import { TextAreaField, type FieldMeta } from "~/components/forms/Field";
import { ErrorList } from "~/components/forms/ErrorList";
import * as formCss from "~/components/forms/forms.css";
import {
  GALLERY_ANCHOR,
  GALLERY_SEARCH_MAX,
  galleryListed,
  PICTURES_PARAM,
  picturesQuery,
  type PictureSearch,
} from "~/lib/gallery-pictures";
import { useDebounced, useHydrated, useStateResetOn } from "~/lib/hooks";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import { asList } from "~/lib/forms/values";

/** A value of a reply or of the defaults as a list of texts (a group of checkboxes). */

/** Spec section 9: a search follows the typing after half a second without a key. */
const SEARCH_DEBOUNCE_MS = 500;

/** The gallery's picture search as the form holds it (decision 0085), outside the form's fields so
 * that a refused save, which renders the fields anew, keeps it. */
export interface GalleryPictures {
  /** The page of pictures listed. */
  shown: PictureSearch;
  /** The search field's text. */
  text: string;
  /** A page is on its way. */
  busy: boolean;
  /** Any picture the form has listed, by id: a ticked one from an earlier search is found again. */
  known: (id: number) => Media | undefined;
  /** Typed: the list follows after a pause. */
  type: (text: string) => void;
  /** Enter or the search button: the list follows at once. */
  search: () => void;
  /** Another page of the same search. */
  toPage: (page: number) => void;
}

/**
 * The gallery's picture search (decision 0085): the page the address asked for (the loader's), then,
 * with JavaScript, the pages the editor searches or turns to, loaded by a fetcher from `path`
 * (only the list: nothing typed in the form is lost). It starts again from the loader's page on
 * another product or another address search.
 */
export function useGalleryPictures(loaded: PictureSearch, path: string): GalleryPictures {
  const { pathname } = useLocation();
  const resetOn = `${pathname}?${loaded.search}&${loaded.page}`;
  const fetcher = useFetcher<PictureSearch>();
  const [text, setText] = useStateResetOn(resetOn, loaded.search);
  const [shown, setShown] = useStateResetOn(resetOn, loaded);
  const [known, setKnown] = useStateResetOn<ReadonlyMap<number, Media>>(resetOn, new Map());
  // A page the fetcher brought is listed, and its pictures remembered.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    const page = fetcher.data;
    if (page) {
      setShown(page);
      setKnown((before) => new Map([...before, ...page.records.map((m) => [m.id, m] as const)]));
    }
  }
  // The query last asked for, so that the same one is not asked twice.
  const [asked, setAsked] = useStateResetOn(resetOn, picturesQuery(loaded.search, loaded.page));
  const load = (search: string, page: number) => {
    const query = picturesQuery(search, page);
    if (query === asked) return;
    setAsked(query);
    void fetcher.load(`${path}${query}`);
  };
  const typed = () => text.trim().slice(0, GALLERY_SEARCH_MAX);
  const debounced = useDebounced(() => load(typed(), 1), SEARCH_DEBOUNCE_MS);
  return {
    shown,
    text,
    busy: fetcher.state !== "idle",
    known: (id) => shown.records.find((m) => m.id === id) ?? loaded.records.find((m) => m.id === id) ?? known.get(id),
    type: (next) => {
      setText(next);
      debounced.trigger();
    },
    search: debounced.flush,
    toPage: (page) => load(shown.search, page),
  };
}

/**
 * A product's gallery (decision 0080): the pictures its page shows after the main one. Each picture
 * offered (the gallery's own first, in their order, then a page of the media library's, newest
 * first) has a box and a position number, so that adding, removing and reordering work without
 * JavaScript: the ticked pictures are saved in the order of their numbers. A search narrows the
 * library's pictures by title or file name, a page at a time (decision 0085): without JavaScript a
 * form of its own (`formId`, outside the product's form) that reloads the page with the search in
 * its address; with JavaScript only the list follows, and the ticked pictures stay listed.
 */
export function GalleryChoices({
  saved,
  pictures,
  searchFormId,
  meta,
  position,
}: {
  /** The gallery as saved, in order: listed first. */
  saved: Media[];
  pictures: GalleryPictures;
  /** The id of the search's own GET form (outside the product's form, which cannot hold another). */
  searchFormId: string;
  meta: FieldMeta;
  /** The position field of a picture. */
  position: (id: number) => FieldMeta;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // The ticked pictures, in the order they were ticked: a new search keeps them listed.
  const [ticked, setTicked] = useState(() => asList(meta.initialValue).map(Number));
  const tick = (id: number, on: boolean) =>
    setTicked((before) => [...before.filter((other) => other !== id), ...(on ? [id] : [])]);
  const savedById = new Map(saved.map((image) => [image.id, image]));
  const tickedPictures = ticked
    .map((id) => savedById.get(id) ?? pictures.known(id))
    .filter((image): image is Media => !!image);
  const { shown } = pictures;
  const listed = galleryListed(saved, tickedPictures, shown.records);
  const searchId = `${searchFormId}-text`;
  const countId = `${searchFormId}-count`;
  return (
    <fieldset
      id={GALLERY_ANCHOR}
      className={formCss.fieldset}
      aria-describedby={meta.errors ? meta.errorId : undefined}
      data-testid="product-gallery"
    >
      <legend className={formCss.legend}>{t("admin.productGallery.gallery")}</legend>
      <p className={css.muted}>{t("admin.productGallery.galleryHint", { max: MAX_PRODUCT_GALLERY })}</p>
      <ErrorList id={meta.errorId} errors={meta.errors} />
      <div className={css.pictureSearch}>
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor={searchId}>
            {t("admin.gallerySearch.label")}
          </label>
          <input
            id={searchId}
            form={searchFormId}
            type="search"
            name={PICTURES_PARAM}
            value={pictures.text}
            onChange={(event) => pictures.type(event.currentTarget.value)}
            maxLength={GALLERY_SEARCH_MAX}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={`${searchId}-hint`}
            aria-controls={`${searchFormId}-list`}
            className={formCss.input}
            data-testid="gallery-search"
          />
        </div>
        <button type="submit" form={searchFormId} className={outlineButton} data-testid="gallery-search-submit">
          {t("admin.gallerySearch.submit")}
        </button>
      </div>
      <p id={`${searchId}-hint`} className={formCss.hint}>
        {t(hydrated ? "admin.gallerySearch.hint" : "admin.gallerySearch.hintReload")}
      </p>
      <p
        id={countId}
        className={css.muted}
        // Read out as it changes; not a status role, which the page's save message has.
        aria-live="polite"
        aria-atomic="true"
        data-testid="gallery-search-count"
      >
        {shown.search
          ? t(shown.totalRecords ? "admin.gallerySearch.found" : "admin.gallerySearch.noneFound", {
              count: shown.totalRecords,
              search: shown.search,
            })
          : t("admin.gallerySearch.newest", { count: shown.totalRecords })}
        {shown.totalPages > 1 ? ` ${t("admin.gallerySearch.page", { page: shown.page, pages: shown.totalPages })}` : ""}
      </p>
      <ul
        id={`${searchFormId}-list`}
        className={css.galleryList}
        aria-busy={pictures.busy || undefined}
        data-testid="gallery-choices"
      >
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
                  defaultChecked={ticked.includes(image.id)}
                  onChange={(event) => tick(image.id, event.currentTarget.checked)}
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
      <PicturePages pictures={pictures} />
    </fieldset>
  );
}

/**
 * The picture search's own form (decision 0085), empty: its field and button sit in the gallery,
 * inside the product's form, and name it by `id`. Without JavaScript it reloads the page with the
 * search in the address, back at the gallery; with JavaScript only the list follows.
 */
export function PictureSearchForm({ id, pictures }: { id: string; pictures: GalleryPictures }) {
  return (
    <form
      id={id}
      method="get"
      action={`#${GALLERY_ANCHOR}`}
      onSubmit={(event) => {
        event.preventDefault();
        pictures.search();
      }}
    />
  );
}

/** Newer and older pages of the pictures: links that work without JavaScript, that load only the
 * list with it. */
function PicturePages({ pictures }: { pictures: GalleryPictures }) {
  const { t } = useTranslation();
  const { search, page, totalPages } = pictures.shown;
  if (totalPages <= 1) return null;
  const link = (to: number, label: string, testId: string) => (
    <a
      href={`${picturesQuery(search, to) || "?"}#${GALLERY_ANCHOR}`}
      onClick={(event) => {
        // A link opened elsewhere (a new tab) stays a link.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        pictures.toPage(to);
      }}
      data-testid={testId}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label={t("admin.gallerySearch.pages")} className={css.item}>
      {page > 1 ? link(page - 1, t("admin.gallerySearch.newer"), "gallery-newer") : null}
      {page < totalPages ? link(page + 1, t("admin.gallerySearch.older"), "gallery-older") : null}
    </nav>
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
