/**
 * The media library's pictures the back office's forms offer (decision 0085): the product form's
 * gallery search, and the main picture's choices of a product's or a category's form (the library's
 * newest, with the item's own pictures whatever their age), all read through the platform's media
 * search.
 */
import type { RouterContextProvider } from "react-router";
import { cms, media, type Media } from "#server/contract";
import { platformContext } from "~/.server/context";
import {
  askedPictures,
  GALLERY_PICTURES_PAGE,
  PICTURES_LISTED_PARAM,
  pictureOf,
  type PictureSearch,
  type PostedGallery,
} from "~/lib/gallery-pictures";

/**
 * The pictures the gallery offers (decision 0085): a page of the media library's images, newest
 * first, narrowed by the address's search (`?pictures=`) through the platform's media search. The
 * product pages' loaders and the list's own route (what the form's script loads) answer it alike.
 */
export async function galleryPictures(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<PictureSearch> {
  return picturesPage(context, askedPictures(new URL(request.url).searchParams));
}

async function picturesPage(
  context: Readonly<RouterContextProvider>,
  { search, page }: { search: string; page: number },
): Promise<PictureSearch> {
  const found = await context
    .get(platformContext)
    .call(media.filterStandard, { search, page, limit: GALLERY_PICTURES_PAGE, imagesOnly: true });
  return {
    search,
    page,
    totalPages: found.totalPages,
    totalRecords: found.totalRecords,
    records: found.records.map(pictureOf),
  };
}

/** The gallery's pictures a post of the product form lists again without JavaScript (decision 0085):
 * the page it asks for, and the ticked pictures it listed (each posted as JSON: shown only, never
 * saved from), so that a picture ticked from an earlier search stays listed. */
export async function postedGallery(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  asked: { search: string; page: number },
  searched: boolean,
): Promise<PostedGallery> {
  const tickedIds = new Set(form.getAll("gallery").map(String));
  const ticked = new Map<number, Media>();
  for (const posted of form.getAll(PICTURES_LISTED_PARAM)) {
    let value: unknown;
    try {
      value = JSON.parse(String(posted));
    } catch {
      continue;
    }
    const picture = cms.media.safeParse(value);
    if (picture.success && tickedIds.has(String(picture.data.id))) ticked.set(picture.data.id, pictureOf(picture.data));
  }
  return { pictures: await picturesPage(context, asked), ticked: [...ticked.values()], searched };
}

const NEWEST = { search: "", page: 1 };

/** The main picture's choices: the library's newest, then the item's own pictures they leave out. */
function mainPictureChoices(newest: PictureSearch, own: readonly Media[]): Media[] {
  const images = new Map(newest.records.map((picture) => [picture.id, picture]));
  for (const picture of own) if (!images.has(picture.id)) images.set(picture.id, pictureOf(picture));
  return [...images.values()];
}

/** The choices of a category's picture: the library's newest and the category's own (`own`, which
 * may still be on its way: the library is read meanwhile). */
export async function pictureChoices(
  context: Readonly<RouterContextProvider>,
  own: readonly Media[] | Promise<readonly Media[]>,
): Promise<Media[]> {
  const [newest, ownPictures] = await Promise.all([picturesPage(context, NEWEST), own]);
  return mainPictureChoices(newest, ownPictures);
}

/**
 * What a product's form offers to pick from: the gallery's page of pictures (`galleryPictures`) and
 * the main picture's choices, the library's newest with the product's own pictures (`own`: its main
 * one and its gallery's) after them. Without a search the newest are the gallery's first page, read
 * once for both. `own` may still be on its way (the product's read): the library is read meanwhile.
 */
export async function productFormPictures(
  context: Readonly<RouterContextProvider>,
  request: Request,
  own: readonly Media[] | Promise<readonly Media[]>,
): Promise<{ galleryPictures: PictureSearch; images: Media[] }> {
  const asked = askedPictures(new URL(request.url).searchParams);
  const [gallery, newest, ownPictures] = await Promise.all([
    picturesPage(context, asked),
    asked.search === NEWEST.search && asked.page === NEWEST.page ? null : picturesPage(context, NEWEST),
    own,
  ]);
  return { galleryPictures: gallery, images: mainPictureChoices(newest ?? gallery, ownPictures) };
}
