import type { UIMatch } from "react-router";
import {
  contentPagePath,
  fixedPagePathIn,
  localeFromPath,
  locales,
  pagePath,
  type Locale,
  type PageId,
} from "#server/contract/urls";

export type Alternates = Partial<Record<Locale, string>>;

/**
 * The URL of the current page in each locale: a route's loader may name them (`alternates` in
 * its data, e.g. a content page and its translations); otherwise a fixed page of the route table
 * (id `page:{pageId}:{locale}`) maps through its params; otherwise each locale's home page.
 */
export function alternatesOf(matches: UIMatch[]): Record<Locale, string> {
  const result = Object.fromEntries(locales.map((l) => [l, contentPagePath(l, "", true)])) as Record<Locale, string>;
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const data = match.loaderData as { alternates?: Alternates } | undefined;
    if (data?.alternates) return { ...result, ...data.alternates };
    const page = /^page:([^:]+):/.exec(match.id)?.[1] as PageId | undefined;
    if (page) {
      for (const locale of locales) result[locale] = pagePath(page, locale, match.params as Record<string, string>);
      return result;
    }
  }
  return result;
}

/**
 * The language switcher's link to an alternate: the current page's query goes along (a search's
 * words, a list's sort and filters), except what the alternate names itself (a support page's
 * topic, whose slug differs by language) and the list's page: the other language's list may be
 * shorter (`/blog?page=3` has no `/hr/objave?page=3`), so it opens at its first page. A page to
 * return to (`redirectTo`) goes along in the alternate's language.
 */
export function withCurrentQuery(alternate: string, search: string): string {
  const [path, own] = alternate.split("?", 2);
  const params = new URLSearchParams(own ?? "");
  for (const [name, value] of new URLSearchParams(search)) {
    if (name === "page" || params.has(name)) continue;
    // The page a login returns to opens in the language chosen, where its address is known.
    params.append(name, name === "redirectTo" ? (fixedPagePathIn(value, localeFromPath(path)) ?? value) : value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
