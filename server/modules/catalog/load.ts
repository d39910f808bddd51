/**
 * Loading the catalog index and the category tree from the database with a few set-based
 * queries, memoized in services.cache under the tag "catalog" (writers call invalidateCatalog).
 */
import type { Media } from "../../contract/cms";
import { sortIds, type AttributeInputType, type SortId } from "../../contract/catalog";
import { locales, type Locale } from "../../contract/urls";
import type { Services } from "../../services";
import { mediaByIds } from "../media";
import type { SiteRecord } from "../site";
import { buildCatalogIndex, buildLanguageIndex, type CatalogIndex, type LanguageIndex, type RawCatalog } from "./catalog-index";
import { parseLabels } from "./text";

export const CATALOG_TAG = "catalog";

/** Drops every cached catalog structure (index, names, categories, tags) in this and, with
 * PostgreSQL, the other processes. Call after any write to products, categories or attributes. */
export function invalidateCatalog(services: Services): void {
  services.cache.invalidate(CATALOG_TAG);
}

export async function loadRawCatalog(services: Services, siteId: number): Promise<RawCatalog> {
  const db = services.db;
  const [products, attributes, values, productValues, categories, productCategories] = await Promise.all([
    db
      .selectFrom("products")
      .select([
        "id",
        "parent_id",
        "is_visible_individually",
        "archived",
        "format",
        "sku",
        "final_price",
        "retail_price",
        "category_priority",
        "featured",
        "stock_qty",
        "main_category_id",
      ])
      .where("site_id", "=", siteId)
      .execute(),
    db.selectFrom("attributes").selectAll().where("site_id", "=", siteId).execute(),
    db
      .selectFrom("attribute_values as v")
      .innerJoin("attributes as a", "a.id", "v.attribute_id")
      .select(["v.id", "v.attribute_id", "v.code", "v.labels", "v.swatch", "v.media_id", "v.position"])
      .where("a.site_id", "=", siteId)
      .execute(),
    db
      .selectFrom("product_attribute_values as pav")
      .innerJoin("attributes as a", "a.id", "pav.attribute_id")
      .select(["pav.product_id", "pav.attribute_id", "pav.value_id", "pav.number_value", "pav.date_value"])
      .where("a.site_id", "=", siteId)
      .execute(),
    db.selectFrom("categories").select(["id", "parent_id"]).where("site_id", "=", siteId).execute(),
    db
      .selectFrom("product_categories as pc")
      .innerJoin("categories as c", "c.id", "pc.category_id")
      .select(["pc.product_id", "pc.category_id"])
      .where("c.site_id", "=", siteId)
      .execute(),
  ]);
  return {
    products: products.map((p) => ({
      id: p.id,
      parentId: p.parent_id,
      visible: Number(p.is_visible_individually) === 1,
      archived: Number(p.archived) === 1,
      format: p.format,
      sku: p.sku,
      finalPrice: Number(p.final_price),
      retailPrice: Number(p.retail_price),
      priority: Number(p.category_priority),
      featured: Number(p.featured) === 1,
      stockQty: p.stock_qty === null ? null : Number(p.stock_qty),
      mainCategoryId: p.main_category_id,
    })),
    attributes: attributes.map((a) => ({
      id: a.id,
      code: a.code,
      inputType: a.input_type as AttributeInputType,
      labels: parseLabels(a.labels),
      filterable: Number(a.filterable) === 1,
      position: Number(a.position),
      customClass: a.custom_class,
    })),
    values: values.map((v) => ({
      id: v.id,
      attributeId: v.attribute_id,
      code: v.code,
      labels: parseLabels(v.labels),
      swatch: v.swatch,
      mediaId: v.media_id,
      position: Number(v.position),
    })),
    productValues: productValues.map((r) => ({
      productId: r.product_id,
      attributeId: r.attribute_id,
      valueId: r.value_id,
      numberValue: r.number_value === null ? null : Number(r.number_value),
      dateValue: r.date_value,
    })),
    categories: categories.map((c) => ({ id: c.id, parentId: c.parent_id })),
    productCategories: productCategories.map((r) => ({ productId: r.product_id, categoryId: r.category_id })),
  };
}

export function catalogIndex(services: Services, siteId: number): Promise<CatalogIndex> {
  return services.cache.get(CATALOG_TAG, `index:${siteId}`, async () => {
    const started = performance.now();
    const index = buildCatalogIndex(await loadRawCatalog(services, siteId));
    services.log.info("catalog index built", { siteId, products: index.size, ms: Math.round(performance.now() - started) });
    return index;
  });
}

/** Product names of the listable products in a language (the default language's where missing). */
export function languageIndex(services: Services, site: SiteRecord, language: Locale): Promise<LanguageIndex> {
  return services.cache.get(CATALOG_TAG, `names:${site.id}:${language}`, async () => {
    const index = await catalogIndex(services, site.id);
    const rows = await services.db
      .selectFrom("product_translations as t")
      .innerJoin("products as p", "p.id", "t.product_id")
      .select(["t.product_id", "t.language_code", "t.name"])
      .where("p.site_id", "=", site.id)
      .where("p.parent_id", "is", null)
      .where("t.language_code", "in", language === site.defaultLanguage ? [language] : [language, site.defaultLanguage])
      .execute();
    const byId = new Map<number, string>();
    for (const r of rows) if (r.language_code === language || !byId.has(r.product_id)) byId.set(r.product_id, r.name);
    const names = new Array<string>(index.size);
    for (let i = 0; i < index.size; i++) names[i] = byId.get(index.ids[i]) ?? "";
    return buildLanguageIndex(index, language, names);
  });
}

// ---------------------------------------------------------------- categories

export interface CategoryRecord {
  id: number;
  parentId: number | null;
  position: number;
  image: Media | null;
  sortTypes: SortId[];
  sortDefaultType: SortId;
  translations: Map<string, { name: string; slug: string; description: string }>;
  /** Children ordered by position, then id. */
  children: CategoryRecord[];
}

export interface CategoryData {
  byId: Map<number, CategoryRecord>;
  roots: CategoryRecord[];
  /** language -> slug -> category. */
  bySlug: Map<string, Map<string, CategoryRecord>>;
}

function parseSortTypes(text: string): SortId[] {
  try {
    const list = JSON.parse(text) as unknown;
    if (Array.isArray(list)) {
      const valid = list.filter((s): s is SortId => (sortIds as readonly unknown[]).includes(s));
      if (valid.length) return [...new Set(valid)];
    }
  } catch {
    /* fall through */
  }
  return [...sortIds];
}

export function categoryData(services: Services, site: SiteRecord): Promise<CategoryData> {
  return services.cache.get(CATALOG_TAG, `categories:${site.id}`, async () => {
    const [rows, translations] = await Promise.all([
      services.db.selectFrom("categories").selectAll().where("site_id", "=", site.id).execute(),
      services.db
        .selectFrom("category_translations as t")
        .innerJoin("categories as c", "c.id", "t.category_id")
        .select(["t.category_id", "t.language_code", "t.name", "t.slug", "t.description"])
        .where("c.site_id", "=", site.id)
        .execute(),
    ]);
    const media = await mediaByIds(services, site, rows.map((r) => r.media_id).filter((id): id is number => id !== null));
    const byId = new Map<number, CategoryRecord>();
    for (const r of rows) {
      const sortTypes = parseSortTypes(r.sort_types);
      byId.set(r.id, {
        id: r.id,
        parentId: r.parent_id,
        position: Number(r.position),
        image: r.media_id === null ? null : (media.get(r.media_id) ?? null),
        sortTypes,
        sortDefaultType: (sortIds as readonly string[]).includes(r.sort_default_type) ? (r.sort_default_type as SortId) : "newest",
        translations: new Map(),
        children: [],
      });
    }
    const bySlug = new Map<string, Map<string, CategoryRecord>>(locales.map((l) => [l, new Map()]));
    for (const t of translations) {
      const c = byId.get(t.category_id);
      if (!c) continue;
      c.translations.set(t.language_code, { name: t.name, slug: t.slug, description: t.description });
      let slugs = bySlug.get(t.language_code);
      if (!slugs) bySlug.set(t.language_code, (slugs = new Map()));
      slugs.set(t.slug, c);
    }
    const roots: CategoryRecord[] = [];
    for (const c of byId.values()) {
      const parent = c.parentId === null ? undefined : byId.get(c.parentId);
      (parent && parent !== c ? parent.children : roots).push(c);
    }
    const byPosition = (a: CategoryRecord, b: CategoryRecord) => a.position - b.position || a.id - b.id;
    roots.sort(byPosition);
    for (const c of byId.values()) c.children.sort(byPosition);
    return { byId, roots, bySlug };
  });
}
