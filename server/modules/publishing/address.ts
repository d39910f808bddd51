/**
 * A page's or post's address (docs/decisions/0065-changing-a-page-address.md): an editor gives it a
 * new slug from the page-settings dialog. The slug follows the new-page rules (shared.ts), is free
 * in the page's language, and never the home page's. In the same transaction the old path redirects
 * permanently to the new one (unless the editor says not to, or the page is unpublished: visitors had
 * no address to follow; then a page that navigation or a site element links to is refused, as
 * unpublishing it is), and the page's search documents follow. After
 * the commit the caches of posts, search and redirects are dropped, and the cached copies of the page
 * and of its translations (whose language links named the old address) are purged.
 */
import { pageAddressMessages as m, pageRemovalMessages, type PageUse } from "#server/contract/publishing";
import { contentPagePath, isLocale, type Locale } from "#server/contract/urls";
import type { Services } from "#server/services";
import { pageKey, purgeEdgeKeys } from "../../edge-purge";
import { homePageGroup, invalidatePosts, translationGroupOf } from "../content";
import { redirectMovedPage, redirectsChanged } from "../redirects";
import { SEARCH_RESULTS_TAG, SEARCH_VOCABULARY_TAG, syncDocuments } from "../search";
import type { UserScope } from "../scope";
import { usesOf } from "./removal";
import { checkedSlug, ensureSlugFree, postOf, PublishingError } from "./shared";

export interface SlugChange {
  id: number;
  slug: string;
  url: string;
  previousUrl: string;
  redirected: boolean;
  linkedBy: PageUse[];
}

/** Gives a page or post a new slug, with the redirect from its old path, in one transaction. */
export async function changePostSlug(
  services: Services,
  scope: UserScope,
  id: number,
  input: { slug: string; redirect: boolean },
): Promise<SlugChange> {
  // Read before the transaction: on SQLite a read outside it would wait for it to end.
  const home = await homePageGroup(services, scope.site);
  const done = await services.db.transaction().execute(async (tx) => {
    const { row } = await postOf(tx, scope, id);
    const group = translationGroupOf(row);
    if (group === home) throw new PublishingError(m.homePageAddressFixed, 409);
    const language: Locale = isLocale(row.language_code) ? row.language_code : scope.language;
    const slug = checkedSlug(input.slug);
    const previousUrl = contentPagePath(language, row.slug);
    const url = contentPagePath(language, slug);
    if (slug === row.slug) return { id, slug, url, previousUrl, redirected: false, linkedBy: [], group: [] };
    await ensureSlugFree(tx, scope, language, slug);
    // An unpublished page had no address visitors could follow, and a redirect would show them the new one.
    const redirect = input.redirect && row.status === "published";
    // What links to the old address: it keeps working through the redirect; without one it would be a 404.
    const linkedBy = await usesOf(tx, scope.site, row, home);
    if (!redirect && linkedBy.length) throw new PublishingError(pageRemovalMessages.pageInUse, 409, {}, linkedBy);
    await tx.updateTable("posts").set({ slug, updated_at: new Date().toISOString() }).where("id", "=", id).execute();
    await redirectMovedPage(tx, scope.site.id, { from: previousUrl, to: url, keepOld: redirect });
    await syncDocuments({ ...services, db: tx }, scope.site.id, "pages", [id]);
    const translations = await tx
      .selectFrom("posts")
      .select("id")
      .where("site_id", "=", scope.site.id)
      .where((eb) => eb.or([eb("translation_group", "=", group), eb("id", "=", group)]))
      .execute();
    return {
      id,
      slug,
      url,
      previousUrl,
      redirected: redirect,
      linkedBy,
      group: translations.map((t) => t.id),
    };
  });
  const { group, ...change } = done;
  if (change.url !== change.previousUrl) {
    invalidatePosts(services);
    services.cache.invalidate(SEARCH_VOCABULARY_TAG);
    services.cache.invalidate(SEARCH_RESULTS_TAG);
    redirectsChanged(services);
    purgeEdgeKeys(services, [...new Set([id, ...group])].map(pageKey));
  }
  return change;
}
