/**
 * Product cards: the list shape of a product, loaded for a handful of ids with a few queries
 * (products with their translation, parents' slugs, variants' stock, media); category names come
 * from the cached category tree.
 */
import { productFormats, type ProductCard } from "#server/contract/catalog";
import { discountPercent } from "#server/contract/money";
import { pagePath, type Locale } from "#server/contract/urls";
import type { Services } from "#server/services";
import { mediaByIds } from "../media";
import type { Scope } from "../scope";
import type { SiteRecord } from "../site";
import type { CategoryData, CategoryRecord } from "./load";

export const CURRENCY = "EUR";

type Format = ProductCard["format"];
const toFormat = (format: string): Format =>
  (productFormats as readonly string[]).includes(format) ? (format as Format) : "Simple";

export function categoryRef(c: CategoryRecord, language: Locale, defaultLanguage: Locale) {
  const t = c.translations.get(language) ?? c.translations.get(defaultLanguage) ?? [...c.translations.values()][0];
  return { id: c.id, name: t?.name ?? "", slug: t?.slug ?? "" };
}

/** A product's stock says it can be bought: no stock kept (null), or some left. */
const inStockAt = (stockQty: number | string | null) => stockQty === null || Number(stockQty) > 0;

export interface CardRow {
  card: ProductCard;
  archived: boolean;
  parentId: number | null;
  stockQty: number | null;
  priority: number;
}

/** Translations (name and slug) in the language, falling back to the site's default language, then any. */
async function namesOf(
  services: Services,
  site: SiteRecord,
  language: Locale,
  ids: number[],
): Promise<Map<number, { name: string; slug: string }>> {
  const out = new Map<number, { name: string; slug: string }>();
  if (!ids.length) return out;
  const rows = await services.db
    .selectFrom("product_translations")
    .select(["product_id", "language_code", "name", "slug"])
    .where("product_id", "in", ids)
    .execute();
  const rank = (code: string) => (code === language ? 0 : code === site.defaultLanguage ? 1 : 2);
  const best = new Map<number, number>();
  for (const r of rows) {
    const score = rank(r.language_code);
    if ((best.get(r.product_id) ?? 9) <= score) continue;
    best.set(r.product_id, score);
    out.set(r.product_id, { name: r.name, slug: r.slug });
  }
  return out;
}

/** Cards by id (any product of the site, archived ones included: callers decide), as a map. */
export async function loadCardRows(
  services: Services,
  site: SiteRecord,
  language: Locale,
  categories: CategoryData,
  ids: number[],
): Promise<Map<number, CardRow>> {
  const unique = [...new Set(ids)];
  const out = new Map<number, CardRow>();
  if (!unique.length) return out;
  const rows = await services.db
    .selectFrom("products as p")
    .leftJoin("product_translations as t", (join) =>
      join.onRef("t.product_id", "=", "p.id").on("t.language_code", "=", language),
    )
    .select([
      "p.id",
      "p.type",
      "p.format",
      "p.sku",
      "p.parent_id",
      "p.is_visible_individually",
      "p.retail_price",
      "p.basic_price",
      "p.membership_price",
      "p.final_price",
      "p.main_category_id",
      "p.category_priority",
      "p.media_id",
      "p.stock_qty",
      "p.archived",
      "p.featured",
      "t.name",
      "t.slug",
    ])
    .where("p.site_id", "=", site.id)
    .where("p.id", "in", unique)
    .execute();

  const missing = rows.filter((r) => r.name === null || r.slug === null).map((r) => r.id);
  const parentIds = [...new Set(rows.map((r) => r.parent_id).filter((id): id is number => id !== null))];
  const configurableIds = rows.filter((r) => r.format === "Configurable").map((r) => r.id);
  const bundleIds = rows.filter((r) => r.format === "Bundle").map((r) => r.id);
  const [fallbackNames, parentNames, media, variantStock, requiredOptions, bundleMembers] = await Promise.all([
    namesOf(services, site, language, missing),
    namesOf(services, site, language, parentIds),
    mediaByIds(
      services,
      site,
      language,
      rows.map((r) => r.media_id).filter((id): id is number => id !== null),
    ),
    configurableIds.length
      ? services.db
          .selectFrom("products")
          .select(["parent_id", "stock_qty"])
          .where("parent_id", "in", configurableIds)
          .where("archived", "=", 0)
          .execute()
      : Promise.resolve([]),
    // The products (and variants' configurable products) with a required custom option.
    services.db
      .selectFrom("custom_options")
      .select("product_id")
      .distinct()
      .where("product_id", "in", [...unique, ...parentIds])
      .where("required", "=", 1)
      .execute(),
    // The bundles' members: a configurable one makes the cart ask for its variant; one that cannot
    // be bought (archived, sold out, configurable with no variant in stock) makes the bundle
    // unavailable, as checkBundle says, so it is not in stock.
    bundleIds.length
      ? services.db
          .selectFrom("bundle_items as b")
          .innerJoin("products as m", "m.id", "b.product_id")
          .select(["b.bundle_id", "m.format", "m.archived", "m.stock_qty"])
          .select((eb) =>
            eb
              .exists(
                eb
                  .selectFrom("products as v")
                  .select("v.id")
                  .whereRef("v.parent_id", "=", "m.id")
                  .where("v.archived", "=", 0)
                  .where((v) => v.or([v("v.stock_qty", "is", null), v("v.stock_qty", ">", 0)])),
              )
              .as("variant_in_stock"),
          )
          .where("b.bundle_id", "in", bundleIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const withRequired = new Set(requiredOptions.map((o) => o.product_id));
  const withMemberChoice = new Set<number>();
  const lackingMember = new Set<number>();
  for (const m of bundleMembers) {
    const configurable = m.format === "Configurable";
    if (configurable) withMemberChoice.add(m.bundle_id);
    const buyable = configurable ? Boolean(Number(m.variant_in_stock)) : inStockAt(m.stock_qty);
    if (Number(m.archived) === 1 || !buyable) lackingMember.add(m.bundle_id);
  }
  const variantsOf = new Map<number, boolean>();
  for (const v of variantStock) {
    variantsOf.set(v.parent_id!, (variantsOf.get(v.parent_id!) ?? false) || inStockAt(v.stock_qty));
  }

  for (const r of rows) {
    const names =
      r.name !== null && r.slug !== null
        ? { name: r.name, slug: r.slug }
        : (fallbackNames.get(r.id) ?? { name: r.sku, slug: String(r.id) });
    const stockQty = r.stock_qty === null ? null : Number(r.stock_qty);
    const inStock = variantsOf.has(r.id) ? variantsOf.get(r.id)! : inStockAt(stockQty) && !lackingMember.has(r.id);
    const mainCategory = r.main_category_id === null ? undefined : categories.byId.get(r.main_category_id);
    const retailPrice = Number(r.retail_price);
    const finalPrice = Number(r.final_price);
    out.set(r.id, {
      archived: Number(r.archived) === 1,
      parentId: r.parent_id,
      stockQty,
      priority: Number(r.category_priority),
      card: {
        id: r.id,
        slug: names.slug,
        name: names.name,
        type: r.type,
        format: toFormat(r.format),
        sku: r.sku,
        media: r.media_id === null ? null : (media.get(r.media_id) ?? null),
        mainCategory: mainCategory ? categoryRef(mainCategory, language, site.defaultLanguage) : null,
        isVisibleIndividually: Number(r.is_visible_individually) === 1,
        mainProductSlug: r.parent_id === null ? null : (parentNames.get(r.parent_id)?.slug ?? null),
        inStock,
        featured: Number(r.featured) === 1,
        url: pagePath("product", language, { slug: names.slug }),
        needsChoice:
          r.format === "Configurable" ||
          withMemberChoice.has(r.id) ||
          withRequired.has(r.id) ||
          (r.parent_id !== null && withRequired.has(r.parent_id)),
        retailPrice,
        basicPrice: Number(r.basic_price),
        membershipPrice: r.membership_price === null ? null : Number(r.membership_price),
        finalPrice,
        discountPercent: discountPercent(retailPrice, finalPrice),
        currency: CURRENCY,
      },
    });
  }
  return out;
}

/**
 * Cards with their pictures as the media library has them now: a remembered card keeps its
 * picture's id, and the picture's facts (its alt text, its title) are read again, since they are
 * written elsewhere.
 */
export async function withCurrentMedia(
  services: Services,
  { site, language }: Scope,
  cards: ProductCard[],
): Promise<ProductCard[]> {
  const ids = cards.flatMap((card) => (card.media ? [card.media.id] : []));
  if (!ids.length) return cards;
  const media = await mediaByIds(services, site, language, ids);
  return cards.map((card) => (card.media ? { ...card, media: media.get(card.media.id) ?? null } : card));
}

/** Cards in the order of `ids`, skipping unknown ones. */
export async function loadCards(
  services: Services,
  site: SiteRecord,
  language: Locale,
  categories: CategoryData,
  ids: number[],
): Promise<ProductCard[]> {
  const rows = await loadCardRows(services, site, language, categories, ids);
  return ids.map((id) => rows.get(id)?.card).filter((c): c is ProductCard => c !== undefined);
}

/** The values a list is filtered to on one choice attribute, by id. */
export interface ChosenValues {
  attributeId: number;
  values: ReadonlySet<number>;
}

/** Attribute and value codes by id, for a variant's address (`?color=red&size=m`). */
export interface ValueCodes {
  attribute: (id: number) => string | undefined;
  value: (id: number) => string | undefined;
}

interface ListedVariant {
  parentId: number;
  mediaId: number | null;
  inStock: boolean;
  /** Value id per axis of its configurable product. */
  values: Map<number, number>;
}

/**
 * Cards shown in a variant the list's choice filters asked for: a list filtered to red shows the
 * red shirt rather than its default colour, and its link opens the product with that variant
 * chosen. Only configurable products whose axes the filters choose on change. Of the variants that
 * fit every such filter, an in-stock one comes first, then one that already shows the card's
 * picture, then the first made; with none in stock, the card says the product is out of stock.
 */
export async function inChosenVariants(
  services: Services,
  { site, language }: Scope,
  cards: ProductCard[],
  chosen: ChosenValues[],
  codes: ValueCodes,
): Promise<ProductCard[]> {
  const parentIds = cards.filter((c) => c.format === "Configurable").map((c) => c.id);
  if (!chosen.length || !parentIds.length) return cards;
  // Driven by the variants' parents, then each variant's values on its product's axes: joined the
  // other way round, SQLite read every product's value of an axis attribute.
  const rows = await services.db
    .selectFrom("products as v")
    .innerJoin("product_attribute_values as a", "a.product_id", "v.id")
    .select(["v.id", "v.parent_id", "v.media_id", "v.stock_qty", "a.attribute_id", "a.value_id"])
    .where("v.site_id", "=", site.id)
    .where("v.parent_id", "in", parentIds)
    .where("v.archived", "=", 0)
    .where("a.attribute_id", "in", (eb) =>
      eb
        .selectFrom("product_configurable_attributes as axis")
        .select("axis.attribute_id")
        .whereRef("axis.product_id", "=", "v.parent_id"),
    )
    .orderBy("v.id")
    .orderBy("a.attribute_id")
    .execute();
  const variants = new Map<number, ListedVariant>();
  for (const r of rows) {
    let variant = variants.get(r.id);
    if (!variant) {
      variant = {
        parentId: r.parent_id!,
        mediaId: r.media_id,
        inStock: inStockAt(r.stock_qty),
        values: new Map(),
      };
      variants.set(r.id, variant);
    }
    if (r.value_id !== null) variant.values.set(r.attribute_id, r.value_id);
  }
  const fitting = new Map<number, ListedVariant[]>();
  for (const variant of variants.values()) {
    const on = chosen.filter((c) => variant.values.has(c.attributeId));
    if (!on.length || !on.every((c) => c.values.has(variant.values.get(c.attributeId)!))) continue;
    const list = fitting.get(variant.parentId);
    if (list) list.push(variant);
    else fitting.set(variant.parentId, [variant]);
  }
  const shownBy = new Map<number, ListedVariant>();
  for (const card of cards) {
    const rank = (v: ListedVariant) =>
      (v.inStock ? 0 : 2) + (v.mediaId !== null && v.mediaId === card.media?.id ? 0 : 1);
    const found = fitting.get(card.id);
    // A stable sort: among equals the first made stays first.
    if (found) shownBy.set(card.id, [...found].sort((a, b) => rank(a) - rank(b))[0]);
  }
  const pictureIds = [...shownBy.values()].flatMap((v) => (v.mediaId === null ? [] : [v.mediaId]));
  const pictures = pictureIds.length ? await mediaByIds(services, site, language, pictureIds) : new Map();
  return cards.map((card) => {
    const shown = shownBy.get(card.id);
    if (!shown) return card;
    const query = new URLSearchParams();
    for (const [attributeId, valueId] of shown.values) {
      const [attribute, value] = [codes.attribute(attributeId), codes.value(valueId)];
      if (attribute && value) query.set(attribute, value);
    }
    const media = (shown.mediaId !== null && pictures.get(shown.mediaId)) || card.media;
    // In stock as the list asks: the variants that fit it, the in-stock ones first.
    return { ...card, media, url: `${card.url}?${query}`, inStock: shown.inStock };
  });
}
