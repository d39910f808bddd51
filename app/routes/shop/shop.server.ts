/**
 * Loading a product list (all products on /shop, one category on /shop/{slug}): the category, the
 * layered filters, the featured block and one page of products, in as few rounds as possible.
 */
import { data, redirect } from "react-router";
import { catalog, type Category, type LayeredFilter } from "#server/contract";
import { pagePath, type Locale } from "#server/contract/urls";
import type { PlatformClient } from "~/.server/platform";
import { isPlatformError } from "~/.server/platform";
import { tFor } from "~/.server/i18n";
import {
  DEFAULT_SORT,
  SORT_IDS,
  fieldsOf,
  hasActiveFilters,
  parseListQuery,
  sameParams,
  serializeListQuery,
  toPlatformFilters,
  toSearch,
  withoutFilter,
  withoutFilters,
  type FilterField,
  type ListDefaults,
  type ListQuery,
} from "~/lib/filters";
import { formatMoney, toCents } from "~/lib/money";
import { clampPage } from "~/lib/pagination";
import { toCardProduct } from "~/lib/product-card";
import { toTable } from "~/lib/table";
import type { CategoryLink } from "~/components/catalog/CategoryList";

export interface SubcategoryLink {
  name: string;
  href: string;
}
import { sendFacet, toFacet } from "./facets";

export const FEATURED_LIMIT = 4;

export interface Chip {
  label: string;
  href: string;
}

function categoryLinks(categories: Category[], locale: Locale): CategoryLink[] {
  return categories.map((c) => ({
    name: c.name,
    href: pagePath("shop", locale, { slug: c.slug }),
    productCount: c.productCount,
    children: categoryLinks(c.children ?? [], locale),
  }));
}

/** A category page's subcategories: chips with a name and a link, nothing else. */
function subcategoryLinks(categories: Category[], locale: Locale): SubcategoryLink[] {
  return categories.map((c) => ({ name: c.name, href: pagePath("shop", locale, { slug: c.slug }) }));
}

function selectedValues(query: ListQuery, code: string): string[] {
  const state = query.filters[code];
  return state?.kind === "values" ? state.values : [];
}

/** The removable chips of the active filters, each a link to the list without it. */
function activeChips(
  query: ListQuery,
  fields: FilterField[],
  defaults: ListDefaults,
  facets: LayeredFilter[],
  path: string,
  locale: Locale,
): Chip[] {
  const t = tFor(locale);
  const chips: Chip[] = [];
  const href = (q: ListQuery) => path + toSearch(serializeListQuery(q, fields, defaults));
  for (const field of fields) {
    const state = query.filters[field.code];
    if (!state) continue;
    const facet = facets.find((f) => f.attributeCode === field.code);
    const label = facet?.label ?? field.code;
    if (state.kind === "values") {
      for (const value of state.values) {
        const valueLabel = facet?.values.find((v) => v.value === value)?.valueLabel ?? value;
        chips.push({ label: `${label}: ${valueLabel}`, href: href(withoutFilter(query, field.code, value)) });
      }
    } else if (state.kind === "yesNo") {
      chips.push({
        label: `${label}: ${t(state.value ? "shop.yes" : "shop.no")}`,
        href: href(withoutFilter(query, field.code)),
      });
    } else {
      const show = (v: number | string | null) =>
        v === null ? "" : field.kind === "price" && typeof v === "number" ? formatMoney(toCents(v), locale) : String(v);
      const [min, max] = [show(state.min), show(state.max)];
      const text =
        min && max
          ? t("shop.rangeLabel", { label, min, max })
          : min
            ? t("shop.rangeFrom", { label, min })
            : t("shop.rangeTo", { label, max });
      chips.push({ label: text, href: href(withoutFilter(query, field.code)) });
    }
  }
  return chips;
}

/** The category of a category page's slug. The platform finds a slug in any language: another
 * language's slug (a link shared from the other language's page) leads to the category's own
 * address in the page's language, as a product's does. */
export async function findCategory(api: PlatformClient, locale: Locale, url: URL, slug: string): Promise<Category> {
  const found = await api
    .call(catalog.categoryFilter, { filters: { slugs: [slug] }, tree: false })
    .catch((error: unknown) => {
      if (isPlatformError(error, 400) || isPlatformError(error, 404)) return [];
      throw error;
    });
  const category = found.find((c) => c.slug === slug);
  if (category) return category;
  const translated = found[0];
  if (translated) throw redirect(pagePath("shop", locale, { slug: translated.slug }) + url.search, 301);
  throw data(null, { status: 404 });
}

/**
 * One page of a product list. The URL query is normalized first: a URL that differs from its
 * normalized form (empty or malformed values, defaults, a min above its max ...) is answered
 * with a 302 to the normalized URL, and so is a page outside 1..totalPages (to the nearest page
 * that exists). So what a form without JavaScript submits ends on the same clean URL as the
 * JavaScript version, and the page number never points past the list.
 */
export async function loadProductList(api: PlatformClient, locale: Locale, url: URL, category: Category | null) {
  const path = url.pathname;
  const defaults: ListDefaults = { sort: category?.sortDefaultType ?? DEFAULT_SORT };
  // A category's own choice of sorts only: without one the list offers all of them (SORT_IDS).
  const sorts = category?.sortTypes ?? [];
  if (sorts.length && sorts.join() !== SORT_IDS.join()) defaults.sorts = sorts;
  const scope = category ? { mainCategory: category.id } : {};

  // Round 1: the filters on offer (their codes and types read the URL), the featured block and the
  // category tree or subcategories, none of which depend on the chosen filters.
  const [facetsAll, featured, categories] = await Promise.all([
    api.call(catalog.layeredNavigation, { ...scope, filters: {} }),
    category
      ? api.call(catalog.productFilter, { featured: true, categories: [category.id], limit: FEATURED_LIMIT })
      : null,
    category
      ? api.call(catalog.categoryFilter, { filters: { parentId: category.id }, tree: false })
      : api.call(catalog.categoryFilter, { tree: true }),
  ]);

  const fields = fieldsOf(facetsAll);
  const query = parseListQuery(url.searchParams, fields, defaults);
  const normalized = serializeListQuery(query, fields, defaults);
  if (!sameParams(normalized, url.searchParams)) throw redirect(path + toSearch(normalized), 302);

  // Round 2: the page of products and, under active filters, the filters' counts and bounds.
  const filters = toPlatformFilters(query.filters, fields);
  const active = hasActiveFilters(query);
  let list, facets: LayeredFilter[];
  try {
    [list, facets] = await Promise.all([
      api.call(catalog.productFilter, { ...scope, filters, limit: query.limit, page: query.page, sort: query.sort }),
      active ? api.call(catalog.layeredNavigation, { ...scope, filters }) : facetsAll,
    ]);
  } catch (error) {
    // Values the platform refuses (a value code it does not know the shape of): the list without filters.
    if (active && isPlatformError(error, 400))
      throw redirect(path + toSearch(serializeListQuery(withoutFilters(query), fields, defaults)), 302);
    throw error;
  }

  const page = clampPage(query.page, list.totalPages);
  if (page !== query.page)
    throw redirect(path + toSearch(serializeListQuery({ ...query, page }, fields, defaults)), 302);

  const search = toSearch(normalized);
  return {
    path,
    search,
    // The page reads the query from the URL with the facets' fields, as this loader did.
    defaults,
    facets: facets
      .filter((f) => fields.some((field) => field.code === f.attributeCode))
      .map((f) => sendFacet(toFacet(f, selectedValues(query, f.attributeCode)))),
    chips: activeChips(query, fields, defaults, facets, path, locale),
    clearHref: active ? path + toSearch(serializeListQuery(withoutFilters(query), fields, defaults)) : null,
    products: toTable(list.records.map(toCardProduct)),
    totalRecords: list.totalRecords,
    totalPages: list.totalPages,
    page,
    featured: toTable(featured && page === 1 ? featured.records.map(toCardProduct) : []),
    categoryTree: category ? null : categoryLinks(categories, locale),
    subcategories: category ? subcategoryLinks(categories, locale) : [],
  };
}
