/**
 * Content pages and posts as the storefront finds them by their address (spec section 2): the
 * published page a slug names in the request's language (or this language's translation of another
 * language's slug), and a page's address in each language.
 */
import { cms, type Post } from "#server/contract";
import type { Locale } from "#server/contract/urls";
import { isPlatformError, type PlatformClient } from "./platform";

/** The published page or post a slug names, or null. */
export async function publishedPageAt(api: PlatformClient, slug: string): Promise<Post | null> {
  const found = await api
    .call(cms.finderDecide, { params: [slug], originalTranslation: true })
    .catch((error: unknown) => {
      if (isPlatformError(error, 404) || isPlatformError(error, 400)) return null;
      throw error;
    });
  if (!found) return null;
  const {
    records: [page],
  } = await api.call(cms.postFilterStandard, { ids: [found.id], postTypeSlugs: [found.type], limit: 1 });
  return page ?? null;
}

/** A page's (or a product's, a category's) address in each of its languages. */
export const pageAlternates = (page: {
  translations: { languageCode: string; url: string }[];
}): Partial<Record<Locale, string>> => Object.fromEntries(page.translations.map((t) => [t.languageCode, t.url]));
