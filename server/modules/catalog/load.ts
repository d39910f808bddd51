/**
 * Loading the catalog index and the category tree from the database with a few set-based
 * queries, memoized in services.cache under the tag "catalog" (writers call invalidateCatalog).
 */
import { sql } from "kysely";
import type { Media } from "#server/contract/cms";
import { sortIds, type AttributeInputType, type SortId } from "#server/contract/catalog";
import { locales, type Locale } from "#server/contract/urls";
import type { Services } from "#server/services";
import { mediaByIdsInEveryLanguage } from "../media";
import type { SiteRecord } from "../site";
import {
  buildCatalogIndex,
  buildLanguageIndex,
  positionOf,
  type CatalogIndex,
  type LanguageIndex,
  type RawCatalog,
} from "./catalog-index";
import { parsePacked } from "./packed";
import { parseLabels } from "./text";

export const CATALOG_TAG = "catalog";
/**
 * Reads remembered per query or product (product lists in ./index.ts, product pages' facts in
 * ./detail.ts), apart from the structures above: their keys come from URLs and expire, and the memo
 * sweeps such a tag above 10,000 entries, which must never take the index with it.
 */
export const CATALOG_READS_TAG = "catalog-reads";
/** The category tree, apart from the index: it holds its pictures' media facts (their alt texts),
 * which a media write changes without touching the catalog (`invalidateCategories`). */
const CATEGORIES_TAG = "catalog-categories";

/** Drops every cached catalog structure (index, names, categories, tags, remembered reads) in this and,
 * with PostgreSQL, the other processes. Call after any write to products, categories or attributes. */
export function invalidateCatalog(services: Services): void {
  services.cache.invalidate(CATALOG_TAG);
  services.cache.invalidate(CATALOG_READS_TAG);
  services.cache.invalidate(CATEGORIES_TAG);
}

/** Drops the category tree only (a category's picture changed in the media library). */
export function invalidateCategories(services: Services): void {
  services.cache.invalidate(CATEGORIES_TAG);
}

/**
 * Rows packed into one comma-separated text per query (group_concat / string_agg): reading a few
 * strings of some megabytes is several times faster than building ~10^6 row objects, which is what
 * keeps the index build of a 100,000-product catalog within a second or two. Columns are cast to
 * text; NULL becomes an empty field.
 */
function packedColumns(services: Services, columns: string[]) {
  const expr = columns.map((c) => `coalesce(cast(${c} as text), '')`).join(` || ',' || `);
  return sql<
    string | null
  >`${sql.raw(services.dialect === "postgres" ? `string_agg(${expr}, ',')` : `group_concat(${expr}, ',')`)}`.as(
    "packed",
  );
}

export async function loadRawCatalog(services: Services, siteId: number): Promise<RawCatalog> {
  const db = services.db;
  const inStock = "(case when stock_qty is null or stock_qty > 0 then 1 else 0 end)";
  const [listable, variants, productCategories, values, attributes, attributeValues, categories] = await Promise.all([
    db
      .selectFrom("products")
      .select(
        packedColumns(services, [
          "id",
          "final_price",
          "retail_price",
          "category_priority",
          "featured",
          inStock,
          "main_category_id",
        ]),
      )
      .where("site_id", "=", siteId)
      .where("parent_id", "is", null)
      .where("is_visible_individually", "=", 1)
      .where("archived", "=", 0)
      .executeTakeFirst(),
    db
      .selectFrom("products")
      .select(packedColumns(services, ["id", "parent_id", inStock]))
      .where("site_id", "=", siteId)
      .where("parent_id", "is not", null)
      .where("archived", "=", 0)
      .executeTakeFirst(),
    db
      .selectFrom("product_categories as pc")
      .innerJoin("categories as c", "c.id", "pc.category_id")
      .select(packedColumns(services, ["pc.product_id", "pc.category_id"]))
      .where("c.site_id", "=", siteId)
      .executeTakeFirst(),
    // All attribute values in one scan. No join restricts them to the site (a join makes the
    // database visit the table in index order, several times slower): rows of other sites' products
    // and attributes find no position or attribute in the build and are skipped.
    db
      .selectFrom("product_attribute_values")
      .select(
        packedColumns(services, [
          "product_id",
          "attribute_id",
          "value_id",
          "number_value",
          "replace(date_value, ',', ' ')",
        ]),
      )
      .executeTakeFirst(),
    db.selectFrom("attributes").selectAll().where("site_id", "=", siteId).execute(),
    db
      .selectFrom("attribute_values as v")
      .innerJoin("attributes as a", "a.id", "v.attribute_id")
      .select(["v.id", "v.attribute_id", "v.code", "v.labels", "v.swatch", "v.media_id", "v.position"])
      .where("a.site_id", "=", siteId)
      .execute(),
    db.selectFrom("categories").select(["id", "parent_id"]).where("site_id", "=", siteId).execute(),
  ]);
  const L = parsePacked(listable?.packed, 7).numbers;
  const V = parsePacked(variants?.packed, 3).numbers;
  const PC = parsePacked(productCategories?.packed, 2).numbers;
  const PAV = parsePacked(values?.packed, 5, [4]);
  const [productIds, attributeIds, valueIds, numberValues] = PAV.numbers;
  const dateTexts = PAV.texts.get(4)!;

  // Split the attribute rows by kind of value.
  let choiceCount = 0;
  let numberCount = 0;
  let dateCount = 0;
  for (let i = 0; i < PAV.rows; i++) {
    if (!Number.isNaN(valueIds[i])) choiceCount++;
    else if (!Number.isNaN(numberValues[i])) numberCount++;
    else if (dateTexts[i]) dateCount++;
  }
  const choices = { productIds: new Float64Array(choiceCount), valueIds: new Float64Array(choiceCount) };
  const numbers = {
    productIds: new Float64Array(numberCount),
    attributeIds: new Float64Array(numberCount),
    values: new Float64Array(numberCount),
  };
  const dates = {
    productIds: new Float64Array(dateCount),
    attributeIds: new Float64Array(dateCount),
    values: new Array<string>(dateCount),
  };
  let c = 0;
  let nn = 0;
  let d = 0;
  for (let i = 0; i < PAV.rows; i++) {
    if (!Number.isNaN(valueIds[i])) {
      choices.productIds[c] = productIds[i];
      choices.valueIds[c++] = valueIds[i];
    } else if (!Number.isNaN(numberValues[i])) {
      numbers.productIds[nn] = productIds[i];
      numbers.attributeIds[nn] = attributeIds[i];
      numbers.values[nn++] = numberValues[i];
    } else if (dateTexts[i]) {
      dates.productIds[d] = productIds[i];
      dates.attributeIds[d] = attributeIds[i];
      dates.values[d++] = dateTexts[i];
    }
  }

  return {
    listable: {
      ids: L[0],
      finalPrice: L[1],
      retailPrice: L[2],
      priority: L[3],
      featured: L[4],
      inStock: L[5],
      mainCategory: L[6],
    },
    variants: { ids: V[0], parentIds: V[1], inStock: V[2] },
    productCategories: { productIds: PC[0], categoryIds: PC[1] },
    choices,
    numbers,
    dates,
    attributes: attributes.map((a) => ({
      id: a.id,
      code: a.code,
      inputType: a.input_type as AttributeInputType,
      labels: parseLabels(a.labels),
      filterable: Number(a.filterable) === 1,
      position: Number(a.position),
      customClass: a.custom_class,
    })),
    values: attributeValues.map((v) => ({
      id: v.id,
      attributeId: v.attribute_id,
      code: v.code,
      labels: parseLabels(v.labels),
      swatch: v.swatch,
      mediaId: v.media_id,
      position: Number(v.position),
    })),
    categories: categories.map((row) => ({ id: row.id, parentId: row.parent_id })),
  };
}

export function catalogIndex(services: Services, siteId: number): Promise<CatalogIndex> {
  return services.cache.get(CATALOG_TAG, `index:${siteId}`, async () => {
    const started = performance.now();
    const index = buildCatalogIndex(await loadRawCatalog(services, siteId));
    services.log.info("catalog index built", {
      siteId,
      products: index.size,
      ms: Math.round(performance.now() - started),
    });
    return index;
  });
}

/** Product names of the listable products in a language (the default language's where missing). */
export function languageIndex(services: Services, site: SiteRecord, language: Locale): Promise<LanguageIndex> {
  return services.cache.get(CATALOG_TAG, `names:${site.id}:${language}`, async () => {
    const index = await catalogIndex(services, site.id);
    const names = new Array<string>(index.size).fill("");
    let missing = index.size;
    // Translations of every product in the language (no join: ids that are not listable are skipped).
    const fill = async (code: string) => {
      const rows = await services.db
        .selectFrom("product_translations")
        .select(["product_id", "name"])
        .where("language_code", "=", code)
        .execute();
      for (const r of rows) {
        const p = positionOf(index, r.product_id);
        if (p >= 0 && !names[p] && r.name) {
          names[p] = r.name;
          missing--;
        }
      }
    };
    await fill(language);
    if (missing > 0 && language !== site.defaultLanguage) await fill(site.defaultLanguage);
    return buildLanguageIndex(index, language, names);
  });
}

// ---------------------------------------------------------------- categories

export interface CategoryRecord {
  id: number;
  parentId: number | null;
  position: number;
  /** The category's picture as each language shows it. */
  image: Record<Locale, Media> | null;
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

/** A category row's sorts: the stored list (every sort when it holds none known) and its default. */
export function categorySorts(row: { sort_types: string; sort_default_type: string }) {
  return {
    sortTypes: parseSortTypes(row.sort_types),
    sortDefaultType: (sortIds as readonly string[]).includes(row.sort_default_type)
      ? (row.sort_default_type as SortId)
      : "newest",
  };
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
  return services.cache.get(CATEGORIES_TAG, `categories:${site.id}`, async () => {
    const [rows, translations] = await Promise.all([
      services.db.selectFrom("categories").selectAll().where("site_id", "=", site.id).execute(),
      services.db
        .selectFrom("category_translations as t")
        .innerJoin("categories as c", "c.id", "t.category_id")
        .select(["t.category_id", "t.language_code", "t.name", "t.slug", "t.description"])
        .where("c.site_id", "=", site.id)
        .execute(),
    ]);
    const media = await mediaByIdsInEveryLanguage(
      services,
      site,
      rows.map((r) => r.media_id).filter((id): id is number => id !== null),
    );
    const byId = new Map<number, CategoryRecord>();
    for (const r of rows) {
      byId.set(r.id, {
        id: r.id,
        parentId: r.parent_id,
        position: Number(r.position),
        image: r.media_id === null ? null : (media.get(r.media_id) ?? null),
        ...categorySorts(r),
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
