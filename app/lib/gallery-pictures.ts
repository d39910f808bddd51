import type { Media } from "#server/contract";

/**
 * The product form's picture search for its gallery (decision 0085): the media library's images,
 * newest first, narrowed by a title or file name (the platform's media search), a page of them at a
 * time. A query (`?pictures=…&picturesPage=…`) names a search: in the page's address, in what the
 * form's script loads (only the list), and, without JavaScript, in what the product form's post
 * says it showed; without JavaScript the search posts the product form, which comes back as typed.
 */

/** The pictures of one page: as many as the form offered before there was a search. */
export const GALLERY_PICTURES_PAGE = 48;

/** The platform's bound of a media search's text. */
export const GALLERY_SEARCH_MAX = 200;

/** The query parameters of the search and its page. */
export const PICTURES_PARAM = "pictures";
export const PICTURES_PAGE_PARAM = "picturesPage";

/** Where the gallery starts on the page. */
export const GALLERY_ANCHOR = "product-gallery";

/** One page of the search, as the form lists it. */
export interface PictureSearch {
  search: string;
  page: number;
  totalPages: number;
  totalRecords: number;
  records: Media[];
}

/** The gallery's pictures the action of a post without JavaScript answers (decision 0085): the page
 * asked for (a search) or shown (a refused save), which the form lists instead of the loader's, and the
 * ticked pictures that page may not hold. */
export interface PostedGallery {
  pictures: PictureSearch;
  ticked: Media[];
  /** A search or another page, not a refused save: the page opens at the search field. */
  searched: boolean;
}

/** The search an address asks for: its text (trimmed, within the platform's bound) and page (1 unless a whole number from 1). */
export function askedPictures(params: URLSearchParams): { search: string; page: number } {
  const search = (params.get(PICTURES_PARAM) ?? "").trim().slice(0, GALLERY_SEARCH_MAX);
  const page = Number(params.get(PICTURES_PAGE_PARAM));
  return { search, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** The query string of a search's page ("" for the first page of no search). */
export function picturesQuery(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set(PICTURES_PARAM, search);
  if (page > 1) params.set(PICTURES_PAGE_PARAM, String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Only what the form shows of a media item (the platform's search answers more). */
export function pictureOf(item: Media): Media {
  const { id, title, description, alt, name, mime, extension, width, height, baseUrl } = item;
  return { id, title, description, alt, name, mime, extension, width, height, baseUrl };
}

/**
 * The pictures the gallery lists, each once: the gallery as saved first (ticked or not, in its
 * order), then the ticked ones the current page does not hold (picked from an earlier search, so
 * that a new search never drops a tick), then the page's pictures in their order. A ticked picture
 * of the page stays where it is, so ticking moves nothing.
 */
export function galleryListed(saved: Media[], ticked: Media[], found: Media[]): Media[] {
  const listed = new Map<number, Media>();
  const foundIds = new Set(found.map((m) => m.id));
  for (const picture of saved) if (!listed.has(picture.id)) listed.set(picture.id, picture);
  for (const picture of ticked)
    if (!listed.has(picture.id) && !foundIds.has(picture.id)) listed.set(picture.id, picture);
  for (const picture of found) if (!listed.has(picture.id)) listed.set(picture.id, picture);
  return [...listed.values()];
}

/**
 * Without JavaScript the search goes through the product form's own post (decision 0085), which
 * answers the form again as typed with the page found instead of saving: the search button's
 * intent, the older and newer pages' buttons (`picturesPage`), and Enter (the form's first, hidden
 * submit button) in a search typed and not yet run.
 */
export const SEARCH_PICTURES_INTENT = "searchPictures";

/** The intent of the form's first submit button, the one Enter presses without JavaScript. */
export const ENTER_INTENT = "enter";

/** The search and page the form listed (a query string): what its post carries without JavaScript. */
export const PICTURES_SHOWN_PARAM = "picturesShown";

/** The pictures the form listed (besides the saved gallery), each as JSON, so that one ticked from an
 * earlier search is listed again after a post without JavaScript. */
export const PICTURES_LISTED_PARAM = "picturesListed";

/** The search and page a post of the product form showed, or null when it does not say (with JavaScript). */
export function picturesShown(form: FormData): { search: string; page: number } | null {
  const shown = form.get(PICTURES_SHOWN_PARAM);
  return typeof shown === "string" ? askedPictures(new URLSearchParams(shown)) : null;
}

/**
 * The search a post of the product form asks for instead of a save, or null for a save: the search
 * button (the field's text, first page), a page's button (that page of the search shown), or Enter
 * without JavaScript while the field holds a text other than the search shown (Enter was pressed in
 * the search field; anywhere else the field holds the search shown, and Enter saves).
 */
export function pictureSearchPosted(form: FormData): { search: string; page: number } | null {
  const typed = askedPictures(new URLSearchParams({ [PICTURES_PARAM]: String(form.get(PICTURES_PARAM) ?? "") })).search;
  const shown = picturesShown(form);
  const page = form.get(PICTURES_PAGE_PARAM);
  if (typeof page === "string") {
    return askedPictures(new URLSearchParams({ [PICTURES_PARAM]: shown?.search ?? "", [PICTURES_PAGE_PARAM]: page }));
  }
  const intent = form.get("intent");
  if (intent === SEARCH_PICTURES_INTENT) return { search: typed, page: 1 };
  if (intent === ENTER_INTENT && shown && typed !== shown.search) return { search: typed, page: 1 };
  return null;
}
