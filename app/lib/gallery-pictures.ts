import type { Media } from "#server/contract";

/**
 * The product form's picture search for its gallery (decision 0085): the media library's images,
 * newest first, narrowed by a title or file name (the platform's media search), a page of them at a
 * time. The page's address carries the search (`?pictures=…&picturesPage=…`), so that it works
 * without JavaScript; with JavaScript the same query loads only the list.
 */

/** The pictures of one page: as many as the form offered before there was a search. */
export const GALLERY_PICTURES_PAGE = 48;

/** The platform's bound of a media search's text. */
export const GALLERY_SEARCH_MAX = 200;

/** The query parameters of the search and its page. */
export const PICTURES_PARAM = "pictures";
export const PICTURES_PAGE_PARAM = "picturesPage";

/** Where the list starts on the page: a search without JavaScript comes back there. */
export const GALLERY_ANCHOR = "product-gallery";

/** One page of the search, as the form lists it. */
export interface PictureSearch {
  search: string;
  page: number;
  totalPages: number;
  totalRecords: number;
  records: Media[];
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
