/**
 * What the page-settings dialog of edit mode shows (h5 gap analysis items 2 and 4): a page's meta
 * title and description and picture, its address; a blog post's excerpt, body and categories too.
 */

/** The name of the address form's checkbox: the old address redirects to the new one. */
export const ADDRESS_REDIRECT_FIELD = "redirectOld";

/** The media picker's `pickFor` when it chooses the page's own picture, not a section's. */
export const PAGE_PICTURE_PICKER = "page-settings";

export interface PageSettingsView {
  isPost: boolean;
  metaTitle: string;
  metaDescription: string;
  excerpt: string;
  /** Rich text (HTML), sanitized when saved. */
  body: string;
  /** The page's picture: its id, and its thumbnail when it is the published one. */
  mediaId: number | null;
  thumb: string | null;
  /** The page's address: its slug, the path before it ("/", "/hr/"), and whether it is the home page (whose address is fixed). */
  /** `published` false: visitors have no address to follow, so the form offers no redirect. */
  address: { slug: string; prefix: string; isHomePage: boolean; published: boolean };
  /** A blog post's categories in its language, with the ones it is in ticked. */
  categories: { id: number; title: string; chosen: boolean }[];
}
