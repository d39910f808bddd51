/**
 * The catalog (spec sections 3, 4, 5, 7 and 9): product lists with filters, sorting, pages and
 * layered navigation answered from an in-memory index per site (catalog-index.ts); product pages,
 * categories, tags and bundle checks from the database. Writers call `invalidateCatalog`.
 */
import {
  catalogMessages,
  type Category,
  type Filters,
  type LayeredFilter,
  type ProductCard,
  type SortId,
} from "#server/contract/catalog";
import { pagePath, type Locale } from "#server/contract/urls";
import type { Services } from "#server/services";
import type { Scope } from "../scope";
import type { SiteRecord } from "../site";
import {
  compileFilters,
  FilterError,
  keywordPositions,
  pageOf,
  rememberedQuery,
  type Candidates,
  type CatalogIndex,
  type CompiledFilter,
  type LanguageIndex,
} from "./catalog-index";
import { inChosenVariants, loadCards, withCurrentMedia, type ChosenValues } from "./cards";
import { catalogBadRequest, catalogNotFound } from "./errors";
import {
  CATALOG_READS_TAG,
  CATALOG_TAG,
  catalogIndex,
  categoryData,
  languageIndex,
  type CategoryData,
  type CategoryRecord,
} from "./load";
import { labelIn, parseLabels } from "./text";

export { invalidateCatalog, invalidateCategories, CATALOG_TAG, categoryData } from "./load";
export { CatalogError } from "./errors";
export {
  categoriesForBackoffice,
  categoryForBackoffice,
  createCategory,
  deleteCategory,
  saveCategory,
} from "./categories-admin";
export { productDetail, checkBundle, type BundleCheck } from "./detail";
export { loadCards, loadCardRows } from "./cards";
export { variantMatching, type VariantChoice } from "./variants";
export { labelIn, parseLabels } from "./text";
export { customOptionsOf, type CustomOptionRecord } from "./custom-options";
export {
  listProductsForBackoffice,
  productForBackoffice,
  saveProductFromBackoffice,
  createProductFromBackoffice,
  deleteProductFromBackoffice,
  newProductChoices,
  type ProductListQuery,
  type SaveProductInput,
} from "./admin";
export { createCustomOption, deleteCustomOption, saveCustomOption } from "./options-admin";

/** Page size rules of spec section 9: default 10, at most 100, or 1000 with allowUnlimited. */
export const PAGE_SIZE_CAP = 100;
export const UNLIMITED_PAGE_SIZE_CAP = 1000;

export interface ListQuery {
  keywords?: string;
  filters: Filters;
  mainCategory?: number;
  categories?: number[];
  featured?: boolean;
  discount?: boolean;
  ids?: number[];
}

export interface ProductPageQuery extends ListQuery {
  limit: number;
  page: number;
  sort: SortId;
  allowUnlimited: boolean;
}

export interface ProductPage {
  records: ProductCard[];
  totalRecords: number;
  totalPages: number;
}

interface Prepared {
  index: CatalogIndex;
  /** Loaded only when needed (keywords, name sorts): most category pages never touch names. */
  names: LanguageIndex | null;
  categories: CategoryData;
  candidates: Candidates;
}

async function prepare(
  services: Services,
  site: SiteRecord,
  language: Locale,
  q: ListQuery,
  sort?: SortId,
): Promise<Prepared> {
  const keywords = q.keywords?.trim();
  const needsNames = !!keywords || sort === "nameAsc" || sort === "nameDesc";
  const [index, names, categories] = await Promise.all([
    catalogIndex(services, site.id),
    needsNames ? languageIndex(services, site, language) : null,
    categoryData(services, site),
  ]);
  if (q.mainCategory !== undefined && !index.categoryIds.has(q.mainCategory))
    throw catalogNotFound(catalogMessages.categoryNotFound);
  const candidates: Candidates = {
    mainCategory: q.mainCategory,
    categories: q.categories,
    featured: q.featured,
    discount: q.discount,
    ids: q.ids,
    keywordPositions: keywords && names ? keywordPositions(names, keywords) : null,
  };
  return { index, names, categories, candidates };
}

function compile(index: CatalogIndex, filters: Filters) {
  try {
    return compileFilters(index, filters);
  } catch (err) {
    if (err instanceof FilterError) throw catalogBadRequest(err.message);
    throw err;
  }
}

/** A remembered list answer is believed this long at most: the bound of the memory its keys take. */
const LIST_READS = { ttlMs: 60_000 };

/**
 * Whether a list query's answer is remembered: the lists pages show to everyone on every request
 * (the home page's featured products, a category's first page, the cards of chosen products such as
 * search hits), not keyword searches, filtered listings or deep pages, whose many combinations
 * would fill the memo with answers rarely asked again.
 */
const remembered = (q: ProductPageQuery) =>
  !q.keywords?.trim() && !Object.keys(q.filters).length && q.page === 1 && q.limit <= PAGE_SIZE_CAP;

/**
 * One page of listable products (never archived ones) matching the query, in the sort's order. The
 * answer depends on the site, the language and the query only (never on the visitor), so common
 * ones are remembered until a catalog write; their pictures are read on every call.
 */
export async function filterProducts(services: Services, scope: Scope, q: ProductPageQuery): Promise<ProductPage> {
  if (!remembered(q)) return readProducts(services, scope, q);
  const { site, language } = scope;
  const key = `${site.id}:${language}:${JSON.stringify(q)}`;
  const page = await services.cache.get(CATALOG_READS_TAG, key, () => readProducts(services, scope, q), LIST_READS);
  return { ...page, records: await withCurrentMedia(services, scope, page.records) };
}

async function readProducts(services: Services, scope: Scope, q: ProductPageQuery): Promise<ProductPage> {
  const { site, language } = scope;
  const { index, names, categories, candidates } = await prepare(services, site, language, q, q.sort);
  const filters = compile(index, q.filters);
  const { matched } = rememberedQuery(index, candidates, filters, false).selection;
  const limit = Math.min(q.limit, q.allowUnlimited ? UNLIMITED_PAGE_SIZE_CAP : PAGE_SIZE_CAP);
  const positions = pageOf(index, names, matched, q.sort, (q.page - 1) * limit, limit);
  const ids = Array.from(positions, (p) => index.ids[p]);
  const cards = await loadCards(services, site, language, categories, ids);
  const records = await inChosenVariants(services, scope, cards, chosenValues(index, filters), {
    attribute: (id) => index.attributeById.get(id)?.code,
    value: (id) => index.valueById.get(id)?.code,
  });
  return { records, totalRecords: matched.length, totalPages: Math.max(1, Math.ceil(matched.length / limit)) };
}

/** The values the choice filters ask for, by attribute. */
function chosenValues(index: CatalogIndex, filters: CompiledFilter[]): ChosenValues[] {
  return filters.flatMap((f) =>
    f.kind === "choice"
      ? [
          {
            attributeId: f.attr.id,
            values: new Set(f.attr.valueIdxs.filter((i) => f.selected[i]).map((i) => index.choiceValues[i].id)),
          },
        ]
      : [],
  );
}

/** Layered navigation for the same query (multi-select faceting: a filter does not narrow its own values). */
export async function layeredNavigation(
  services: Services,
  { site, language }: Scope,
  q: ListQuery,
): Promise<LayeredFilter[]> {
  const { index, candidates } = await prepare(services, site, language, q);
  const filters = compile(index, q.filters);
  return rememberedQuery(index, candidates, filters, true).facets(language);
}

// ---------------------------------------------------------------- categories

function toCategory(
  c: CategoryRecord,
  language: Locale,
  site: SiteRecord,
  index: CatalogIndex,
  withChildren: boolean,
  depth = 0,
): Category {
  const t = c.translations.get(language) ?? c.translations.get(site.defaultLanguage) ?? [...c.translations.values()][0];
  const slug = t?.slug ?? String(c.id);
  return {
    id: c.id,
    name: t?.name ?? "",
    slug,
    description: t?.description ?? "",
    image: c.image?.[language] ?? null,
    parentId: c.parentId,
    sortTypes: c.sortTypes,
    sortDefaultType: c.sortDefaultType,
    productCount: index.byCategory.get(c.id)?.length ?? 0,
    url: pagePath("shop", language, { slug }),
    translations: [...c.translations.entries()]
      .filter(([code]) => code === "en" || code === "hr")
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, tr]) => ({
        languageCode: code,
        slug: tr.slug,
        url: pagePath("shop", code as Locale, { slug: tr.slug }),
      })),
    // Depth guard: a parent cycle in the data must not hang the request.
    children:
      withChildren && depth < 32
        ? c.children.map((child) => toCategory(child, language, site, index, true, depth + 1))
        : [],
  };
}

export async function getCategory(services: Services, { site, language }: Scope, id: number): Promise<Category> {
  const [data, index] = await Promise.all([categoryData(services, site), catalogIndex(services, site.id)]);
  const c = data.byId.get(id);
  if (!c) throw catalogNotFound(catalogMessages.categoryNotFound);
  return toCategory(c, language, site, index, true);
}

export interface CategoryQuery {
  filters: { slugs?: string[]; ids?: number[]; parentId?: number | null };
  tree: boolean;
}

/**
 * Categories matching the filters (all without filters), ordered by position then id. With `tree`
 * the top-most matches carry their whole subtree; otherwise a flat list without children.
 */
export async function filterCategories(
  services: Services,
  { site, language }: Scope,
  q: CategoryQuery,
): Promise<Category[]> {
  const [data, index] = await Promise.all([categoryData(services, site), catalogIndex(services, site.id)]);
  const { slugs, ids, parentId } = q.filters;
  const slugMap = data.bySlug.get(language);
  const bySlugAny = (slug: string) =>
    slugMap?.get(slug) ?? [...data.bySlug.values()].map((m) => m.get(slug)).find((c) => c !== undefined);
  const all: CategoryRecord[] = [];
  const walk = (list: CategoryRecord[], depth: number) => {
    for (const c of list) {
      all.push(c);
      if (depth < 32) walk(c.children, depth + 1);
    }
  };
  walk(data.roots, 0);
  const slugSet = slugs ? new Set(slugs.map((s) => bySlugAny(s)?.id).filter((id) => id !== undefined)) : null;
  const idSet = ids ? new Set(ids) : null;
  const selected = all.filter(
    (c) =>
      (slugSet === null || slugSet.has(c.id)) &&
      (idSet === null || idSet.has(c.id)) &&
      (parentId === undefined || c.parentId === parentId),
  );
  if (!q.tree) {
    return selected.map((c) => toCategory(c, language, site, index, false));
  }
  const chosen = new Set(selected.map((c) => c.id));
  const hasChosenAncestor = (c: CategoryRecord) => {
    const seen = new Set<number>();
    for (let p = c.parentId; p !== null && !seen.has(p); p = data.byId.get(p)?.parentId ?? null) {
      seen.add(p);
      if (chosen.has(p)) return true;
    }
    return false;
  };
  // `all` is in tree order (roots by position, then depth first), which keeps siblings ordered.
  return selected.filter((c) => !hasChosenAncestor(c)).map((c) => toCategory(c, language, site, index, true));
}

// ---------------------------------------------------------------- tags

export async function listTags(services: Services, { site, language }: Scope) {
  const tags = await services.cache.get(CATALOG_TAG, `tags:${site.id}`, () =>
    services.db
      .selectFrom("tags")
      .select(["id", "code", "labels"])
      .where("site_id", "=", site.id)
      .orderBy("id")
      .execute(),
  );
  return tags.map((t) => ({ id: t.id, code: t.code, name: labelIn(parseLabels(t.labels), language, t.code) }));
}
