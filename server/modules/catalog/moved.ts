import { isLocale, pagePath, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import { redirectMovedPage } from "../redirects";

/**
 * A product or category whose address changed in a language is still found at the old one: a
 * permanent redirect leads there, as for a moved page (decision 0065), so links in menus, sections,
 * mails and search engines keep working. Inside the caller's transaction; true when anything moved
 * (the caller then calls `redirectsChanged` after the commit).
 */
export async function redirectMovedAddresses(
  tx: DbOrTx,
  siteId: number,
  page: "product" | "shop",
  previous: { language_code: string; slug: string }[],
  slugs: Partial<Record<Locale, string>>,
): Promise<boolean> {
  let moved = false;
  for (const { language_code, slug } of previous) {
    const now = isLocale(language_code) ? slugs[language_code] : undefined;
    if (!now || now === slug) continue;
    await redirectMovedPage(tx, siteId, {
      from: pagePath(page, language_code as Locale, { slug }),
      to: pagePath(page, language_code as Locale, { slug: now }),
      keepOld: true,
    });
    moved = true;
  }
  return moved;
}
