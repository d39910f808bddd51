/**
 * The product page: one product with everything the page shows (gallery, attributes, categories,
 * variants and their axes, custom options, bundle members, cross-sells, translations), and the
 * bundle check used before adding a bundle to the cart.
 */
import type { z } from "zod";
import type { Media } from "#server/contract/cms";
import {
  attributeInputTypes,
  catalogMessages,
  type bundleEntry,
  type AttributeInputType,
  type ProductCard,
  type ProductDetail,
} from "#server/contract/catalog";
import { isLocale, locales, pagePath, type Locale } from "#server/contract/urls";
import type { Services } from "#server/services";
import { mediaByIds } from "../media";
import type { Scope } from "../scope";
import type { SiteRecord } from "../site";
import { attributeKind, positionOf, type CatalogIndex, type IndexedAttribute } from "./catalog-index";
import { categoryRef, loadCardRows, type CardRow } from "./cards";
import { customOptionsOf } from "./custom-options";
import { catalogBadRequest as badRequest, catalogNotFound as notFound } from "./errors";
import { CATALOG_READS_TAG, catalogIndex, categoryData, type CategoryData, type CategoryRecord } from "./load";
import { intlLocale, labelIn, parseLabels, word } from "./text";
import { axisValueCode } from "./variants";

type BundleEntry = z.infer<typeof bundleEntry>;
type AssociatedProduct = ProductDetail["associatedProducts"][number];
type AxisAttribute = ProductDetail["associatedProductsAttributes"][number];

const inputTypeOf = (t: string): AttributeInputType =>
  (attributeInputTypes as readonly string[]).includes(t) ? (t as AttributeInputType) : "dropdown";

interface Context {
  services: Services;
  site: SiteRecord;
  language: Locale;
  index: CatalogIndex;
  categories: CategoryData;
}

async function context(services: Services, site: SiteRecord, language: Locale): Promise<Context> {
  const [index, categories] = await Promise.all([catalogIndex(services, site.id), categoryData(services, site)]);
  return { services, site, language, index, categories };
}

// ---------------------------------------------------------------- configurable products

export interface ConfigurableData {
  associatedProducts: AssociatedProduct[];
  associatedProductsAttributes: AxisAttribute[];
}

/** Variants and axes of several configurable products at once. */
async function configurableData(ctx: Context, parentIds: number[]): Promise<Map<number, ConfigurableData>> {
  const out = new Map<number, ConfigurableData>();
  if (!parentIds.length) return out;
  const { services, index } = ctx;
  const [variants, axes] = await Promise.all([
    services.db
      .selectFrom("products")
      .select(["id", "parent_id"])
      .where("parent_id", "in", parentIds)
      .where("archived", "=", 0)
      .where("site_id", "=", ctx.site.id)
      .orderBy("id")
      .execute(),
    services.db
      .selectFrom("product_configurable_attributes")
      .selectAll()
      .where("product_id", "in", parentIds)
      .orderBy("position")
      .orderBy("attribute_id")
      .execute(),
  ]);
  const variantIds = variants.map((v) => v.id);
  const axisAttributeIds = [...new Set(axes.map((a) => a.attribute_id))];
  const [cards, values] = await Promise.all([
    loadCardRows(services, ctx.site, ctx.language, ctx.categories, variantIds),
    variantIds.length && axisAttributeIds.length
      ? services.db
          .selectFrom("product_attribute_values")
          .select(["product_id", "attribute_id", "value_id", "number_value", "date_value"])
          .where("product_id", "in", variantIds)
          .where("attribute_id", "in", axisAttributeIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const valueMediaIds = values
    .map((v) => (v.value_id === null ? null : (index.valueById.get(v.value_id)?.mediaId ?? null)))
    .filter((id): id is number => id !== null);
  const media = await mediaByIds(services, ctx.site, ctx.language, valueMediaIds);

  const valuesOfVariant = new Map<number, typeof values>();
  for (const v of values) {
    const list = valuesOfVariant.get(v.product_id);
    if (list) list.push(v);
    else valuesOfVariant.set(v.product_id, [v]);
  }
  const codeOf = (v: (typeof values)[number]): string | null => {
    if (v.value_id !== null) return index.valueById.get(v.value_id)?.code ?? null;
    return axisValueCode({ valueCode: null, number_value: v.number_value, date_value: v.date_value });
  };

  for (const parentId of parentIds) {
    const parentAxes = axes.filter((a) => a.product_id === parentId);
    const axisIds = new Set(parentAxes.map((a) => a.attribute_id));
    const associatedProducts: AssociatedProduct[] = [];
    const present = new Map<number, Set<number>>();
    for (const variant of variants) {
      if (variant.parent_id !== parentId) continue;
      const row = cards.get(variant.id);
      if (!row) continue;
      const attributes: Record<string, string> = {};
      for (const v of valuesOfVariant.get(variant.id) ?? []) {
        if (!axisIds.has(v.attribute_id)) continue;
        const attr = index.attributeById.get(v.attribute_id);
        const code = codeOf(v);
        if (!attr || code === null) continue;
        attributes[attr.code] = code;
        if (v.value_id !== null) {
          let set = present.get(v.attribute_id);
          if (!set) present.set(v.attribute_id, (set = new Set()));
          set.add(v.value_id);
        }
      }
      associatedProducts.push({ ...row.card, attributes, stockQty: row.stockQty });
    }
    const associatedProductsAttributes: AxisAttribute[] = [];
    for (const axis of parentAxes) {
      const attr = index.attributeById.get(axis.attribute_id);
      if (!attr) continue;
      const used = present.get(attr.id) ?? new Set<number>();
      const axisValues = [...used]
        .map((id) => index.valueById.get(id))
        .filter((v) => v !== undefined)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((v) => ({
          id: v.id,
          value: v.code,
          label: labelIn(v.labels, ctx.language, v.code),
          swatch: v.swatch,
          isMedia: v.mediaId !== null,
          media: v.mediaId === null ? null : (media.get(v.mediaId) ?? null),
          shopDefault: axis.default_value_id === v.id,
        }));
      associatedProductsAttributes.push({
        label: labelIn(attr.labels, ctx.language, attr.code),
        inputType: inputTypeOf(attr.inputType),
        customClass: attr.customClass,
        attributeCode: attr.code,
        values: axisValues,
      });
    }
    out.set(parentId, { associatedProducts, associatedProductsAttributes });
  }
  return out;
}

// ---------------------------------------------------------------- bundles

interface BundleMember {
  entry: BundleEntry;
  row: CardRow;
}

async function bundleMembers(ctx: Context, bundleId: number): Promise<BundleMember[]> {
  const items = await ctx.services.db
    .selectFrom("bundle_items")
    .selectAll()
    .where("bundle_id", "=", bundleId)
    .orderBy("position")
    .orderBy("product_id")
    .execute();
  if (!items.length) return [];
  const rows = await loadCardRows(
    ctx.services,
    ctx.site,
    ctx.language,
    ctx.categories,
    items.map((i) => i.product_id),
  );
  const configurableIds = [...rows.values()].filter((r) => r.card.format === "Configurable").map((r) => r.card.id);
  const configurable = await configurableData(ctx, configurableIds);
  const out: BundleMember[] = [];
  for (const item of items) {
    const row = rows.get(item.product_id);
    if (!row) continue;
    const extra = configurable.get(row.card.id) ?? { associatedProducts: [], associatedProductsAttributes: [] };
    out.push({
      row,
      entry: { product: { ...row.card, ...extra }, quantity: Number(item.quantity), format: row.card.format },
    });
  }
  return out;
}

export interface BundleCheck {
  bundleId: number;
  items: BundleEntry[];
  configurable: boolean;
  valid: boolean;
  problems: string[];
}

export async function checkBundle(
  services: Services,
  { site, language }: Scope,
  productId: number,
): Promise<BundleCheck> {
  const product = await services.db
    .selectFrom("products")
    .select(["id", "format"])
    .where("id", "=", productId)
    .where("site_id", "=", site.id)
    .executeTakeFirst();
  if (!product) throw notFound(catalogMessages.productNotFound);
  if (product.format !== "Bundle") throw badRequest(catalogMessages.notABundle);
  const ctx = await context(services, site, language);
  const [members, itemCount] = await Promise.all([
    bundleMembers(ctx, productId),
    services.db
      .selectFrom("bundle_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("bundle_id", "=", productId)
      .executeTakeFirstOrThrow(),
  ]);
  const problems: string[] = [];
  if (Number(itemCount.n) === 0) problems.push("empty");
  if (members.length < Number(itemCount.n)) problems.push("memberMissing");
  if (members.some((m) => m.row.card.format === "Bundle")) problems.push("nestedBundle");
  for (const m of members) {
    if (m.row.archived || !m.row.card.inStock) problems.push(`memberUnavailable:${m.row.card.sku}`);
  }
  return {
    bundleId: productId,
    items: members.map((m) => m.entry),
    configurable: members.some((m) => m.row.card.format === "Configurable"),
    valid: problems.length === 0,
    problems,
  };
}

// ---------------------------------------------------------------- attributes

/** Formatters by language and kind: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let made = formatters.get(key) as F | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

function displayNumber(value: number, language: Locale): string {
  const locale = intlLocale[language];
  return formatter(`number:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 })).format(value);
}

function displayDate(value: string, inputType: string, language: Locale): string {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return value;
  const locale = intlLocale[language];
  const withTime = inputType === "dateTime";
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }
    : { dateStyle: "medium", timeZone: "UTC" };
  return formatter(`date:${withTime}:${locale}`, () => new Intl.DateTimeFormat(locale, options)).format(ms);
}

type ProductAttribute = ProductDetail["attributeSet"]["attributes"][number];

function productAttributes(
  index: CatalogIndex,
  language: Locale,
  rows: { attribute_id: number; value_id: number | null; number_value: number | null; date_value: string | null }[],
): ProductAttribute[] {
  const byAttribute = new Map<IndexedAttribute, typeof rows>();
  for (const r of rows) {
    const attr = index.attributeById.get(r.attribute_id);
    if (!attr) continue;
    const list = byAttribute.get(attr);
    if (list) list.push(r);
    else byAttribute.set(attr, [r]);
  }
  const out: ProductAttribute[] = [];
  for (const attr of index.attributes) {
    const list = byAttribute.get(attr);
    if (!list) continue;
    const kind = attributeKind(attr.inputType);
    let values: { value: string; label: string }[];
    if (kind === "choice") {
      values = list
        .map((r) => (r.value_id === null ? undefined : index.valueById.get(r.value_id)))
        .filter((v) => v !== undefined)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((v) => ({ value: v.code, label: labelIn(v.labels, language, v.code) }));
    } else if (kind === "bool") {
      values = list
        .filter((r) => r.number_value !== null)
        .slice(0, 1)
        .map((r) =>
          Number(r.number_value) === 1
            ? { value: "true", label: word(language, "yes") }
            : { value: "false", label: word(language, "no") },
        );
    } else if (kind === "date") {
      values = list
        .filter((r) => r.date_value)
        .slice(0, 1)
        .map((r) => ({ value: r.date_value!, label: displayDate(r.date_value!, attr.inputType, language) }));
    } else {
      values = list
        .filter((r) => r.number_value !== null)
        .slice(0, 1)
        .map((r) => ({
          value: String(Number(r.number_value)),
          label: displayNumber(Number(r.number_value), language),
        }));
    }
    if (!values.length) continue;
    out.push({
      attributeCode: attr.code,
      label: labelIn(attr.labels, language, attr.code),
      inputType: inputTypeOf(attr.inputType),
      value: { value: values.map((v) => v.value).join(","), label: values.map((v) => v.label).join(", ") },
      values,
    });
  }
  return out;
}

// ---------------------------------------------------------------- the product page

function ancestry(categories: CategoryData, id: number | null): CategoryRecord[] {
  const chain: CategoryRecord[] = [];
  const seen = new Set<number>();
  for (
    let c = id === null ? undefined : categories.byId.get(id);
    c && !seen.has(c.id);
    c = c.parentId === null ? undefined : categories.byId.get(c.parentId)
  ) {
    seen.add(c.id);
    chain.unshift(c);
  }
  return chain;
}

/** A product of the site by slug (in the language first, then any) or id; archived ones are not
 * found. Remembered until a catalog write (slugs and archiving are catalog writes). */
function findProductId(
  services: Services,
  site: SiteRecord,
  language: Locale,
  by: { slug?: string; id?: number },
): Promise<number> {
  const key = `product-id:${site.id}:${language}:${by.id ?? ""}:${by.slug ?? ""}`;
  return services.cache.get(CATALOG_READS_TAG, key, () => readProductId(services, site, language, by), PRODUCT_READS);
}

async function readProductId(
  services: Services,
  site: SiteRecord,
  language: Locale,
  by: { slug?: string; id?: number },
): Promise<number> {
  if (by.id !== undefined) {
    const row = await services.db
      .selectFrom("products")
      .select("id")
      .where("id", "=", by.id)
      .where("site_id", "=", site.id)
      .where("archived", "=", 0)
      .executeTakeFirst();
    if (!row) throw notFound(catalogMessages.productNotFound);
    return row.id;
  }
  const rows = await services.db
    .selectFrom("product_translations as t")
    .innerJoin("products as p", "p.id", "t.product_id")
    .select(["p.id", "t.language_code"])
    // The slug index leads with the language: naming the languages lets the lookup use it.
    .where("t.language_code", "in", [...locales])
    .where("t.slug", "=", by.slug!)
    .where("p.site_id", "=", site.id)
    .where("p.archived", "=", 0)
    .execute();
  const row = rows.find((r) => r.language_code === language) ?? rows[0];
  if (!row) throw notFound(catalogMessages.productNotFound);
  return row.id;
}

/** A remembered product's facts are believed this long at most: the bound of the memory its keys take. */
const PRODUCT_READS = { ttlMs: 10 * 60_000 };

type ProductFacts = Awaited<ReturnType<typeof readProductFacts>>;

/**
 * What a product's page shows that only catalog writes change (texts, gallery order, attributes,
 * categories, tags, cross-sells, custom options), remembered until one. Prices and stock are read
 * with its card on every call (orders change stock without a catalog write), pictures with the media.
 */
function productFacts(services: Services, id: number): Promise<ProductFacts> {
  return services.cache.get(CATALOG_READS_TAG, `product:${id}`, () => readProductFacts(services, id), PRODUCT_READS);
}

async function readProductFacts(services: Services, id: number) {
  const db = services.db;
  const [texts, gallery, attributeRows, categoryRows, tags, crossSells, options] = await Promise.all([
    db.selectFrom("product_translations").selectAll().where("product_id", "=", id).execute(),
    db
      .selectFrom("product_media")
      .select(["media_id"])
      .where("product_id", "=", id)
      .orderBy("position")
      .orderBy("media_id")
      .execute(),
    db
      .selectFrom("product_attribute_values")
      .select(["attribute_id", "value_id", "number_value", "date_value"])
      .where("product_id", "=", id)
      .execute(),
    db
      .selectFrom("product_categories")
      .select(["category_id"])
      .where("product_id", "=", id)
      .orderBy("position")
      .orderBy("category_id")
      .execute(),
    db
      .selectFrom("product_tags as pt")
      .innerJoin("tags as t", "t.id", "pt.tag_id")
      .select(["t.id", "t.code", "t.labels"])
      .where("pt.product_id", "=", id)
      .orderBy("t.id")
      .execute(),
    db
      .selectFrom("cross_sells")
      .select(["cross_sell_id"])
      .where("product_id", "=", id)
      .orderBy("position")
      .orderBy("cross_sell_id")
      .execute(),
    customOptionsOf(db, [id]),
  ]);
  return { texts, gallery, attributeRows, categoryRows, tags, crossSells, options };
}

export async function productDetail(
  services: Services,
  { site, language }: Scope,
  by: { slug?: string; id?: number },
): Promise<ProductDetail> {
  const id = await findProductId(services, site, language, by);
  const ctx = await context(services, site, language);
  const [cardRows, facts, configurable, bundles] = await Promise.all([
    loadCardRows(services, site, language, ctx.categories, [id]),
    productFacts(services, id),
    configurableData(ctx, [id]),
    bundleMembers(ctx, id),
  ]);
  const { texts, gallery, attributeRows, categoryRows, tags, crossSells, options } = facts;
  const row = cardRows.get(id);
  if (!row) throw notFound(catalogMessages.productNotFound);
  const card = row.card;

  // Cross-sells: listable products only.
  const crossIds = crossSells.map((c) => c.cross_sell_id).filter((cid) => positionOf(ctx.index, cid) >= 0);
  const [crossRows, galleryMedia] = await Promise.all([
    loadCardRows(services, site, language, ctx.categories, crossIds),
    mediaByIds(
      services,
      site,
      language,
      gallery.map((g) => g.media_id),
    ),
  ]);
  const galleryList = gallery.map((g) => galleryMedia.get(g.media_id)).filter((m): m is Media => m !== undefined);
  if (!galleryList.length && card.media) galleryList.push(card.media);

  const text =
    texts.find((t) => t.language_code === language) ??
    texts.find((t) => t.language_code === site.defaultLanguage) ??
    texts[0];

  const mainCategoryId = card.mainCategory?.id ?? categoryRows[0]?.category_id ?? null;
  const categoryIds = [
    ...new Set([...(card.mainCategory ? [card.mainCategory.id] : []), ...categoryRows.map((c) => c.category_id)]),
  ];
  const ref = (c: CategoryRecord) => categoryRef(c, language, site.defaultLanguage);

  return {
    ...card,
    shortDescription: text?.short_description ?? "",
    description: text?.description ?? "",
    metaTitle: text?.meta_title || card.name,
    metaDescription: text?.meta_description ?? "",
    gallery: galleryList,
    categories: categoryIds
      .map((cid) => ctx.categories.byId.get(cid))
      .filter((c) => c !== undefined)
      .map(ref),
    breadcrumbs: ancestry(ctx.categories, mainCategoryId).map(ref),
    tags: tags.map((t) => ({ id: t.id, name: labelIn(parseLabels(t.labels), language, t.code) })),
    categoryPriority: row.priority,
    stockQty: row.stockQty,
    attributeSet: { attributes: productAttributes(ctx.index, language, attributeRows) },
    associatedProducts: configurable.get(id)?.associatedProducts ?? [],
    associatedProductsAttributes: configurable.get(id)?.associatedProductsAttributes ?? [],
    customOptions: options.map(({ id, code, type, labels, required, price, maxLength }) => ({
      id,
      code,
      option_type: type,
      label: labelIn(labels, language, code),
      required,
      price,
      maxLength,
    })),
    bundles: bundles.map((b) => b.entry),
    crossSellProducts: crossIds
      .map((cid) => crossRows.get(cid)?.card)
      .filter((c): c is ProductCard => c !== undefined && !crossRows.get(c.id)!.archived),
    translations: texts
      .filter((t) => isLocale(t.language_code))
      .sort((a, b) => a.language_code.localeCompare(b.language_code))
      .map((t) => ({
        languageCode: t.language_code,
        slug: t.slug,
        url: pagePath("product", t.language_code as Locale, { slug: t.slug }),
      })),
  };
}
