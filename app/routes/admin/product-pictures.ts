import type { Route } from "./+types/product-pictures";
import { galleryPictures } from "./pictures.server";

/**
 * GET /admin/products/pictures?pictures=…&picturesPage=…: one page of the pictures a product's
 * gallery offers (decision 0085), what the product form's script loads when the editor searches or
 * pages, so that only the list changes and nothing typed in the form is lost. Without JavaScript the
 * product pages read the same query themselves. Back-office users only (the admin layout's
 * middleware), and the platform's media search answers back-office callers only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return galleryPictures(context, request);
}

/** A save of the product changes no picture of the library: the list loaded stays as it is. */
export function shouldRevalidate() {
  return false;
}
