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
  PICTURES_LISTED_PARAM,
  PICTURES_PAGE_PARAM,
  PICTURES_PARAM,
  PICTURES_SHOWN_PARAM,
  picturesQuery,
  SEARCH_PICTURES_INTENT,
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
 * another product or another address search. Without JavaScript `loaded` is the page a post of the
 * form asked for, and `kept` the ticked pictures it listed.
 */
export function useGalleryPictures(loaded: PictureSearch, path: string, kept: readonly Media[] = []): GalleryPictures {
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
    known: (id) =>
      shown.records.find((m) => m.id === id) ??
      loaded.records.find((m) => m.id === id) ??
      known.get(id) ??
      kept.find((m) => m.id === id),
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
 * library's pictures by title or file name, a page at a time (decision 0085): without JavaScript its
 * button and the pages' buttons post the product's form, which comes back as typed with the pictures
 * found; with JavaScript only the list follows. Either way the ticked pictures stay listed.
 */
export function GalleryChoices({
  saved,
  pictures,
  idPrefix,
  searched,
  meta,
  position,
}: {
  /** The gallery as saved, in order: listed first. */
  saved: Media[];
  pictures: GalleryPictures;
  /** The start of the search's ids. */
  idPrefix: string;
  /** Without JavaScript, the page answers a search: it opens at the search field. */
  searched: boolean;
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
  const searchId = `${idPrefix}-text`;
  const countId = `${idPrefix}-count`;
  const savedIds = new Set(saved.map((image) => image.id));
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
            type="search"
            name={PICTURES_PARAM}
            value={pictures.text}
            onChange={(event) => pictures.type(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter searches at once and never saves the product (without JavaScript the action tells).
              if (event.key !== "Enter") return;
              event.preventDefault();
              pictures.search();
            }}
            // Without JavaScript a search reloads the page: it opens here, ready for the next one.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={searched}
            maxLength={GALLERY_SEARCH_MAX}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={`${searchId}-hint`}
            aria-controls={`${idPrefix}-list`}
            className={formCss.input}
            data-testid="gallery-search"
          />
        </div>
        <button
          type="submit"
          name="intent"
          value={SEARCH_PICTURES_INTENT}
          formNoValidate
          onClick={(event) => {
            event.preventDefault();
            pictures.search();
          }}
          className={outlineButton}
          data-testid="gallery-search-submit"
        >
          {t("admin.gallerySearch.submit")}
        </button>
      </div>
      {hydrated ? null : (
        // Without JavaScript the form's post says what the list showed, so that the action lists it
        // again (a refused save) or turns its page, and keeps the pictures ticked from it.
        <>
          <input type="hidden" name={PICTURES_SHOWN_PARAM} value={picturesQuery(shown.search, shown.page)} />
          {listed
            .filter((image) => !savedIds.has(image.id))
            .map((image) => (
              <input key={image.id} type="hidden" name={PICTURES_LISTED_PARAM} value={JSON.stringify(image)} />
            ))}
        </>
      )}
      <p id={`${searchId}-hint`} className={formCss.hint}>
        {t(hydrated ? "admin.gallerySearch.hint" : "admin.gallerySearch.hintPost")}
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
        id={`${idPrefix}-list`}
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

/** Newer and older pages of the pictures: buttons of the product's form, which without JavaScript
 * post it (what was typed comes back with the page), and with it load only the list. */
function PicturePages({ pictures }: { pictures: GalleryPictures }) {
  const { t } = useTranslation();
  const { page, totalPages } = pictures.shown;
  if (totalPages <= 1) return null;
  const link = (to: number, label: string, testId: string) => (
    <button
      type="submit"
      name={PICTURES_PAGE_PARAM}
      value={to}
      formNoValidate
      onClick={(event) => {
        event.preventDefault();
        pictures.toPage(to);
      }}
      className={outlineButton}
      data-testid={testId}
    >
      {label}
    </button>
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
