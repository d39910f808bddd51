/**
 * A page to return to (a login's `redirectTo`) in each language, for the language switch to take
 * along: a content page or post, a product or a category, found in the language its own address
 * names (its prefix, not the page's the switch is on), its query and fragment kept. A fixed page's
 * address the switch translates itself (`fixedPagePathIn`).
 */
import { catalog } from "#server/contract";
import { localeFromPath, pagePaths, pathWithoutLocale, type Locale } from "#server/contract/urls";
import type { RouterContextProvider } from "react-router";
import { pageAlternates, publishedPageAt } from "./content-pages";
import { localeContext, platformContext } from "./context";
import { createPlatformClient, type PlatformClient } from "./platform";

type Addresses = Partial<Record<Locale, string>>;
type Translated = Parameters<typeof pageAlternates>[0];

const byTranslations = (own: Addresses, found: Translated | null | undefined): Addresses | null =>
  found ? { ...own, ...pageAlternates(found) } : null;

/** The first segment of a product's address in any language (its alias too), and of a category's. */
const productSegments = new Set(Object.values(pagePaths.product).map((path) => path.split("/")[0]));
const categorySegments = new Set(Object.values(pagePaths.shop).map((path) => path.split("/")[0]));

async function addressesOf(api: PlatformClient, path: string): Promise<Addresses | null> {
  const own = { [api.locale]: path };
  const [first = "", slug, ...more] = pathWithoutLocale(path).slice(1).split("/");
  if (more.length || !first) return null;
  if (slug && productSegments.has(first)) return byTranslations(own, await api.call(catalog.productGet, { slug }));
  if (slug && categorySegments.has(first)) {
    const found = await api.call(catalog.categoryFilter, { filters: { slugs: [slug] }, tree: false });
    return byTranslations(
      own,
      found.find((c) => c.slug === slug),
    );
  }
  if (slug) return null;
  return byTranslations(own, await publishedPageAt(api, first));
}

/** `target` in each language it has; null when it is none of those pages or is not found. */
export async function returnTargetAlternates(
  context: Readonly<RouterContextProvider>,
  target: string,
): Promise<Addresses | null> {
  const at = target.search(/[?#]/);
  const [path, rest] = at < 0 ? [target, ""] : [target.slice(0, at), target.slice(at)];
  const locale = localeFromPath(path);
  const api =
    locale === context.get(localeContext) ? context.get(platformContext) : createPlatformClient(context, { locale });
  const addresses = await addressesOf(api, path).catch(() => null);
  if (!addresses) return null;
  return Object.fromEntries(Object.entries(addresses).map(([language, url]) => [language, url + rest]));
}
