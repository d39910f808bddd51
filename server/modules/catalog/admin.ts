/**
 * The catalogue's back office (decision 0071): the site's products listed a page at a time (a SKU or
 * a name searched, a category or the archived flag kept), and one product's texts per language,
 * prices, stock, flags, categories, main image, gallery and cross-sells (decision 0080) saved in one
 * transaction. After a save the shop
 * shows it at once: the catalog's index and remembered reads are dropped, the product's search
 * documents rebuilt, the pages carrying its key (its page, its categories' lists) purged; the
 * platform's door records the change in the audit log and drops the host's cached pages. Carts price
 * their lines from the product row when read (cart/view.ts), so a new price reaches them too.
 */
import { sql } from "kysely";
import {
  catalogAdminMessages as m,
  type AdminProduct,
  type AdminProductRow,
  type ArchivedFilter,
  type ProductKept,
} from "#server/contract/catalog-admin";
import {
  MAX_PRODUCT_SKU,
  PRODUCT_SKU_PATTERN,
  PRODUCT_SLUG_MIN,
  productSlugProblem,
  PRODUCTS_PAGE_SIZE,
} from "#server/contract/catalog-admin-limits";
import { catalogMessages, type productFormats } from "#server/contract/catalog";
import type { Media } from "#server/contract/cms";
import type { PageUse } from "#server/contract/publishing";
import { publishingMessages } from "#server/contract/publishing";
import { isLocale, locales, pagePath, type Locale } from "#server/contract/urls";
import { beginsCaseless, containsCaseless, type DbOrTx, type DialectName } from "#server/db";
import { narrowedByTrigrams, PRODUCT_NAMES, PRODUCT_SKUS, scopeOfNarrowed } from "#server/db/trigram-search";
import type { Services } from "#server/services";
import { categoryKey, productKey, purgeEdgeKeys } from "../../edge-purge";
import { assertNewLinksLead } from "../cms/link-targets";
import { homePageGroup, sanitizeRichText } from "../content";
import { hrefPath, siteHosts, usesOfAddresses, type LinkedAddress } from "../content/link-uses";
import { isUniqueViolation } from "../errors";
import { mediaByIds } from "../media";
import { dropRedirectsTo, redirectsChanged } from "../redirects";
import type { Scope } from "../scope";
import type { SiteRecord } from "../site";
import { syncDocuments } from "../search";
import { CatalogError, catalogNotFound } from "./errors";
import { categoryData, invalidateCatalog, type CategoryRecord } from "./load";
import { redirectMovedAddresses } from "./moved";
import { customOptionsOfProduct } from "./options-admin";
import { slugFromName } from "./text";

/** The product rows of the site with their name, their own address and (for a variant) their
 * configurable product's, in the language. */
function productRows(db: DbOrTx, { site, language }: Scope) {
  return db
    .selectFrom("products as p")
    .leftJoin("product_translations as t", (j) =>
      j.onRef("t.product_id", "=", "p.id").on("t.language_code", "=", language),
    )
    .leftJoin("product_translations as pt", (j) =>
      j.onRef("pt.product_id", "=", "p.parent_id").on("pt.language_code", "=", language),
    )
    .select([
      "p.id",
      "p.sku",
      "p.type",
      "p.format",
      "p.parent_id",
      "p.final_price",
      "p.stock_qty",
      "p.archived",
      "p.is_visible_individually",
      "p.media_id",
      "t.name",
      "t.slug",
      "pt.slug as parent_slug",
    ])
    .where("p.site_id", "=", site.id);
}

type Row = Awaited<ReturnType<ReturnType<typeof productRows>["execute"]>>[number];

function toRow(r: Row, language: Locale, images: Map<number, Media>): AdminProductRow {
  const slug = r.parent_id === null ? r.slug : r.parent_slug;
  return {
    id: r.id,
    sku: r.sku,
    name: r.name || r.sku,
    type: r.type,
    format: r.format as (typeof productFormats)[number],
    parentId: r.parent_id,
    finalPrice: Number(r.final_price),
    stockQty: r.stock_qty === null ? null : Number(r.stock_qty),
    archived: !!r.archived,
    visibleIndividually: !!r.is_visible_individually,
    image: (r.media_id !== null && images.get(r.media_id)) || null,
    url: !r.archived && slug ? pagePath("product", language, { slug }) : null,
  };
}

async function toRows(services: Services, scope: Scope, rows: Row[]): Promise<AdminProductRow[]> {
  const images = await mediaByIds(
    services,
    scope.site,
    scope.language,
    rows.map((r) => r.media_id).filter((id): id is number => id !== null),
  );
  return rows.map((r) => toRow(r, scope.language, images));
}

export interface ProductListQuery {
  q?: string;
  category?: number;
  archived: ArchivedFilter;
  page: number;
}

/** The ids of the site's products the list's query keeps, read from the products table alone (a
 * name through the covering index product_translations_name, migration 0042). */
function matchingProducts(db: DbOrTx, dialect: DialectName, { site, language }: Scope, query: ProductListQuery) {
  const q = query.q?.trim() ?? "";
  let matching = db.selectFrom("products as p").where("p.site_id", "=", site.id);
  // A configurable product's variants are listed on its page; a search finds them too.
  if (!q) matching = matching.where("p.parent_id", "is", null);
  else
    // One list of ids (a union), not an OR of conditions: PostgreSQL then reads each through its own
    // index (the SKU's, the trigram indexes of migration 0045) where an OR read every product
    // (decision 0082: 0.7-1.4 s to 1-20 ms on 100,000 products). On SQLite each half reads the
    // trigram table of migration 0046 (decision 0084) for a text of three characters or more.
    matching = matching.where((eb) =>
      eb(
        "p.id",
        "in",
        eb
          .selectFrom("products as s")
          .select("s.id")
          .where("s.site_id", "=", site.id)
          .where((inner) =>
            narrowedByTrigrams(
              dialect,
              inner.ref("s.id"),
              PRODUCT_SKUS,
              q,
              inner.or([inner("s.sku", "=", q), beginsCaseless(dialect, inner.ref("s.sku"), q)]),
            ),
          )
          .union(
            eb
              .selectFrom("product_translations")
              .select("product_id as id")
              .where((inner) => scopeOfNarrowed(dialect, q, inner("language_code", "=", language)))
              .where((inner) =>
                narrowedByTrigrams(
                  dialect,
                  inner.ref("product_id"),
                  PRODUCT_NAMES,
                  q,
                  containsCaseless(dialect, inner.ref("name"), q),
                ),
              ),
          ),
      ),
    );
  if (query.category !== undefined) {
    const category = query.category;
    matching = matching.where("p.id", "in", (eb) =>
      eb.selectFrom("product_categories").select("product_id").where("category_id", "=", category),
    );
  }
  if (query.archived !== "all") matching = matching.where("p.archived", "=", query.archived === "archived" ? 1 : 0);
  return matching;
}

/**
 * One page of the site's products, newest first (without variants, unless searched). Bounded for a
 * catalog of 100,000 products: the page's ids are read in the primary key's order with LIMIT and
 * OFFSET, the category through its index (product_categories_category), a name or SKU search through
 * the trigram indexes (PostgreSQL's, 0082; SQLite's FTS5 tables, 0084; a text of one or two
 * characters through the language's names in a covering index), and the count is one aggregate over
 * the products table alone. Measured on SQLite with 100,000 generated products on a busy 2-core
 * machine: 25-47 ms without a search, 1-12 ms for a rare text and 70-95 ms for a common one (150-220
 * ms when every name was read, 1.2-1.6 s when the translations' rows were).
 */
export async function listProductsForBackoffice(services: Services, scope: Scope, query: ProductListQuery) {
  const matching = matchingProducts(services.db, services.dialect, scope, query);
  const [page, counted] = await Promise.all([
    matching
      .select("p.id")
      .orderBy("p.id", "desc")
      .limit(PRODUCTS_PAGE_SIZE)
      .offset((query.page - 1) * PRODUCTS_PAGE_SIZE)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
  const ids = page.map((r) => r.id);
  const rows = ids.length
    ? await productRows(services.db, scope).where("p.id", "in", ids).orderBy("p.id", "desc").execute()
    : [];
  const totalRecords = Number(counted?.total ?? 0);
  return {
    products: await toRows(services, scope, rows),
    totalRecords,
    totalPages: Math.max(1, Math.ceil(totalRecords / PRODUCTS_PAGE_SIZE)),
  };
}

/** Whether the product is an e-product delivering codes, whose stock is its pool (decision 0049). */
async function stockIsCodePool(db: DbOrTx, id: number): Promise<boolean> {
  const delivery = await db
    .selectFrom("product_deliveries")
    .select("delivery_type")
    .where("product_id", "=", id)
    .executeTakeFirst();
  return delivery?.delivery_type === "code" || delivery?.delivery_type === "qrcode";
}

async function oneProduct(services: Services, db: DbOrTx, scope: Scope, id: number): Promise<AdminProduct> {
  const row = await db
    .selectFrom("products")
    .selectAll()
    .where("id", "=", id)
    .where("site_id", "=", scope.site.id)
    .executeTakeFirst();
  if (!row) throw catalogNotFound(catalogMessages.productNotFound);
  const [listed, texts, categories, codePool, kept, gallery, crossSells, customOptions] = await Promise.all([
    productRows(db, scope).where("p.id", "=", id).executeTakeFirstOrThrow(),
    db.selectFrom("product_translations").selectAll().where("product_id", "=", id).execute(),
    db
      .selectFrom("product_categories")
      .select("category_id")
      .where("product_id", "=", id)
      .orderBy("position")
      .orderBy("category_id")
      .execute(),
    stockIsCodePool(db, id),
    deletionRefused(db, id),
    galleryAfterMain(db, id, row.media_id),
    db
      .selectFrom("cross_sells")
      .select("cross_sell_id")
      .where("product_id", "=", id)
      .orderBy("position")
      .orderBy("cross_sell_id")
      .execute(),
    customOptionsOfProduct(db, id),
  ]);
  const crossIds = crossSells.map((c) => c.cross_sell_id);
  const [[base], galleryMedia, crossRows] = await Promise.all([
    toRows({ ...services, db }, scope, [listed]),
    mediaByIds({ ...services, db }, scope.site, scope.language, gallery),
    crossIds.length
      ? productRows(db, scope)
          .where("p.id", "in", crossIds)
          .execute()
          .then((rows) => toRows({ ...services, db }, scope, rows))
      : Promise.resolve([]),
  ]);
  const crossById = new Map(crossRows.map((r) => [r.id, r]));
  return {
    ...base!,
    texts: Object.fromEntries(
      texts
        .filter((t) => (locales as readonly string[]).includes(t.language_code))
        .map((t) => [
          t.language_code,
          {
            name: t.name,
            slug: t.slug,
            shortDescription: t.short_description,
            description: t.description,
            metaTitle: t.meta_title,
            metaDescription: t.meta_description,
          },
        ]),
    ),
    retailPrice: Number(row.retail_price),
    basicPrice: Number(row.basic_price),
    membershipPrice: row.membership_price === null ? null : Number(row.membership_price),
    featured: !!row.featured,
    mainCategoryId: row.main_category_id,
    categoryIds: categories.map((c) => c.category_id),
    stockIsCodePool: codePool,
    kept,
    gallery: gallery.map((mediaId) => galleryMedia.get(mediaId)).filter((item): item is Media => !!item),
    crossSells: crossIds.map((cid) => crossById.get(cid)).filter((item): item is AdminProductRow => !!item),
    customOptions,
  };
}

/** The product's gallery after its main picture (decision 0080): the page shows product_media in
 * its order, which a save keeps led by the main picture, so the rest is what the editor orders. */
async function galleryAfterMain(db: DbOrTx, id: number, mainId: number | null): Promise<number[]> {
  const rows = await db
    .selectFrom("product_media")
    .select("media_id")
    .where("product_id", "=", id)
    .orderBy("position")
    .orderBy("media_id")
    .execute();
  return rows.map((r) => r.media_id).filter((mediaId) => mediaId !== mainId);
}

/** The category tree in tree order (roots by position, then depth first), named in the language. */
function categoryChoices(roots: CategoryRecord[], language: Locale, defaultLanguage: Locale) {
  const out: { id: number; name: string; depth: number }[] = [];
  const walk = (list: CategoryRecord[], depth: number) => {
    for (const c of list) {
      const t = c.translations.get(language) ?? c.translations.get(defaultLanguage);
      out.push({ id: c.id, name: t?.name || String(c.id), depth });
      // Depth guard: a parent cycle in the data must not hang the request.
      if (depth < 32) walk(c.children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

export async function productForBackoffice(services: Services, scope: Scope, id: number) {
  const product = await oneProduct(services, services.db, scope, id);
  const [variants, tree] = await Promise.all([
    productRows(services.db, scope).where("p.parent_id", "=", id).orderBy("p.id").execute(),
    categoryData(services, scope.site),
  ]);
  return {
    product,
    variants: await toRows(services, scope, variants),
    categories: categoryChoices(tree.roots, scope.language, scope.site.defaultLanguage),
  };
}

/** What a new product's form offers: the category tree. */
export async function newProductChoices(services: Services, scope: Scope) {
  const tree = await categoryData(services, scope.site);
  return { categories: categoryChoices(tree.roots, scope.language, scope.site.defaultLanguage) };
}

export interface ProductTextsInput {
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

export interface SaveProductInput {
  id: number;
  texts: Record<Locale, ProductTextsInput>;
  retailPrice: number;
  finalPrice: number;
  membershipPrice: number | null;
  stockQty: number | null;
  featured: boolean;
  archived: boolean;
  mainCategoryId: number | null;
  categoryIds: number[];
  mediaId: number | null;
  /** The gallery after the main picture, in order (decision 0080); undefined keeps it. */
  galleryIds?: number[];
  /** The cross-sells' SKUs, in order (decision 0080); undefined keeps them. */
  crossSellSkus?: string[];
}

/** A refusal of one language's text: the envelope's details name the language. */
const inLanguage = (message: string, status: 400 | 409, language: Locale) =>
  new CatalogError(message, status, { language });

/** The address as stored (lower case), or the refusal of its form in that language. */
function checkedSlug(typed: string, language: Locale): string {
  const slug = typed.trim().toLowerCase();
  const problem = productSlugProblem(slug);
  if (problem === "tooShort") throw inLanguage(publishingMessages.slugTooShort, 400, language);
  if (problem === "invalid") throw inLanguage(publishingMessages.slugInvalid, 400, language);
  return slug;
}

/** What the input asks that needs no database: names, addresses, prices. */
function checkedInput(input: Omit<SaveProductInput, "id">) {
  for (const language of locales)
    if (!input.texts[language].name.trim()) throw inLanguage(m.productNameMissing, 400, language);
  const slugs = Object.fromEntries(locales.map((l) => [l, checkedSlug(input.texts[l].slug, l)])) as Record<
    Locale,
    string
  >;
  if (input.finalPrice > input.retailPrice) throw new CatalogError(m.finalAboveRetail, 400);
  if (input.membershipPrice !== null && input.membershipPrice > input.finalPrice)
    throw new CatalogError(m.membershipAboveFinal, 400);
  // The main category is one of the product's categories (the shop lists it there).
  const categoryIds = [
    ...new Set([...input.categoryIds, ...(input.mainCategoryId === null ? [] : [input.mainCategoryId])]),
  ];
  return { slugs, categoryIds };
}

/** What a save or a creation starts from: the product's row as it is in the transaction (a new one
 * just inserted). */
type CurrentProduct = { id: number; parent_id: number | null; stock_qty: number | null; media_id: number | null };

/** Saves one product (decision 0071) and answers it as saved. */
export async function saveProductFromBackoffice(
  services: Services,
  scope: Scope,
  input: SaveProductInput,
): Promise<AdminProduct & { linkedBy: PageUse[] }> {
  const saved = await savedProduct(services, scope, input, checkedInput(input), async (tx) => {
    const current = await tx
      .selectFrom("products")
      .select(["id", "parent_id", "stock_qty", "media_id"])
      .where("id", "=", input.id)
      .where("site_id", "=", scope.site.id)
      .executeTakeFirst();
    if (!current) throw catalogNotFound(catalogMessages.productNotFound);
    return current;
  });
  // Archived, its address answers 404: the editor is told what still links to it (decision 0081).
  const linkedBy = saved.archived ? await productUses(services, services.db, scope.site, saved.id) : [];
  return { ...saved, linkedBy };
}

/** A product's addresses as links name them: its slug and path in each language it has one. */
async function productAddresses(db: DbOrTx, id: number): Promise<LinkedAddress[]> {
  const rows = await db
    .selectFrom("product_translations")
    .select(["language_code", "slug"])
    .where("product_id", "=", id)
    .orderBy("language_code")
    .execute();
  return rows.flatMap(({ language_code, slug }) =>
    slug && isLocale(language_code)
      ? [
          {
            linkTypes: productLinkTypes,
            languageCode: language_code,
            slug,
            path: pagePath("product", language_code, { slug }),
          },
        ]
      : [],
  );
}

/** The link objects' and navigation links' type that names a product by its slug. */
const productLinkTypes = ["product"] as const;

/**
 * What links to a product's address in any of its languages (decision 0081): navigation links, site
 * elements, pages and posts, as for a page (`usesOfAddresses`). `home` read before a transaction.
 */
async function productUses(
  services: Services,
  db: DbOrTx,
  site: SiteRecord,
  id: number,
  home?: number | null,
): Promise<PageUse[]> {
  const homeGroup = home === undefined ? await homePageGroup(services, site) : home;
  return usesOfAddresses(db, site, homeGroup, await productAddresses(db, id));
}

/**
 * The one save of a product's fields, for an edit and a creation alike (decision 0076): in one
 * transaction the row to save (`current`: read, or inserted for a new product), the references,
 * addresses, stock, gallery and cross-sells checked, the row, texts, categories, gallery and
 * cross-sells written (decision 0080), the search documents rebuilt
 * and a changed address redirected; after the commit the catalog's index and remembered reads
 * dropped and the product's and its categories' pages purged.
 */
async function savedProduct(
  services: Services,
  scope: Scope,
  input: Omit<SaveProductInput, "id">,
  { slugs, categoryIds }: ReturnType<typeof checkedInput>,
  current: (tx: DbOrTx) => Promise<CurrentProduct>,
): Promise<AdminProduct> {
  let before: { id: number; categoryIds: number[]; parentId: number | null };
  let moved = false;
  try {
    before = await services.db.transaction().execute(async (tx) => {
      const row = await current(tx);
      const id = row.id;
      await checkReferences(tx, scope, input, categoryIds);
      const gallery = await checkedGallery(tx, scope, input);
      const crossSells = await checkedCrossSells(tx, scope, id, input);
      if (input.stockQty !== row.stock_qty && (await stockIsCodePool(tx, id)))
        throw new CatalogError(m.stockIsCodePool, 409);
      for (const language of locales) {
        const taken = await tx
          .selectFrom("product_translations")
          .select("product_id")
          .where("language_code", "=", language)
          .where("slug", "=", slugs[language])
          .where("product_id", "!=", id)
          .executeTakeFirst();
        if (taken) throw inLanguage(m.productSlugTaken, 409, language);
      }
      const previousCategories = await tx
        .selectFrom("product_categories")
        .select("category_id")
        .where("product_id", "=", id)
        .execute();
      // The texts before the save: their slugs to redirect from, their descriptions' links already there.
      const previousTexts = await tx
        .selectFrom("product_translations")
        .select(["language_code", "slug", "description"])
        .where("product_id", "=", id)
        .execute();
      await writeProduct(
        tx,
        scope.site,
        { ...input, id },
        slugs,
        categoryIds,
        previousCategories.map((c) => c.category_id),
        previousTexts,
      );
      await writeGalleryAndCrossSells(tx, id, row.media_id, input.mediaId, gallery, crossSells);
      await syncDocuments({ ...services, db: tx }, scope.site.id, "products", [id]);
      // A variant has no page of its own (its configurable product's stands for it).
      if (row.parent_id === null)
        moved = await redirectMovedAddresses(tx, scope.site.id, "product", previousTexts, slugs);
      return { id, categoryIds: previousCategories.map((c) => c.category_id), parentId: row.parent_id };
    });
  } catch (error) {
    // Another save took the address (or, for a new product, the SKU) between the check and the write.
    if (isUniqueViolation(error)) throw new CatalogError(m.productSlugTaken, 409);
    throw error;
  }
  invalidateCatalog(services);
  if (moved) redirectsChanged(services);
  purgeEdgeKeys(services, [
    productKey(before.id),
    ...(before.parentId === null ? [] : [productKey(before.parentId)]),
    ...[...new Set([...before.categoryIds, ...categoryIds])].map(categoryKey),
  ]);
  return oneProduct(services, services.db, scope, before.id);
}

export type CreateProductInput = Omit<SaveProductInput, "id"> & { sku: string };

/** Whether a product has the address in the language (read in the caller's transaction). */
async function slugHeld(db: DbOrTx, language: Locale, slug: string): Promise<boolean> {
  const holder = await db
    .selectFrom("product_translations")
    .select("product_id")
    .where("language_code", "=", language)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return !!holder;
}

/** The addresses a new product was given, or made of its names where left empty: the name's words,
 * and the SKU's after them when the name's are too short or another product has them. */
async function suggestedSlugs(db: DbOrTx, input: CreateProductInput): Promise<CreateProductInput["texts"]> {
  const texts = { ...input.texts };
  for (const language of locales) {
    const typed = texts[language];
    if (typed.slug.trim()) continue;
    const base = slugFromName(typed.name);
    const withSku = [base, slugFromName(input.sku)].filter(Boolean).join("-");
    const slug = base.length >= PRODUCT_SLUG_MIN && !(await slugHeld(db, language, base)) ? base : withSku || base;
    texts[language] = { ...typed, slug };
  }
  return texts;
}

/**
 * A new simple product (decision 0076): its SKU (unique, kept as typed), then everything a save sets,
 * by the same checks and the same writes in the same transaction; an address left empty is made of
 * the name. Answers it as saved; its edit page takes it from there.
 */
export async function createProductFromBackoffice(
  services: Services,
  scope: Scope,
  input: CreateProductInput,
): Promise<AdminProduct> {
  const sku = input.sku.trim();
  if (!PRODUCT_SKU_PATTERN.test(sku) || sku.length > MAX_PRODUCT_SKU) throw new CatalogError(m.skuInvalid, 400);
  // Names first: an address is made of them.
  for (const language of locales)
    if (!input.texts[language].name.trim()) throw inLanguage(m.productNameMissing, 400, language);
  const typed = { ...input, sku, texts: await suggestedSlugs(services.db, { ...input, sku }) };
  try {
    return await savedProduct(services, scope, typed, checkedInput(typed), async (tx) => {
      const taken = await tx
        .selectFrom("products")
        .select("id")
        .where(sql<boolean>`lower(sku) = ${sku.toLowerCase()}`)
        .executeTakeFirst();
      if (taken) throw new CatalogError(m.skuTaken, 409);
      const now = new Date().toISOString();
      return tx
        .insertInto("products")
        .values({
          site_id: scope.site.id,
          type: "product",
          format: "Simple",
          sku,
          parent_id: null,
          is_visible_individually: 1,
          retail_price: input.retailPrice,
          basic_price: input.retailPrice,
          membership_price: input.membershipPrice,
          final_price: input.finalPrice,
          category_priority: 0,
          // Set by the save below, once checked to be the site's.
          main_category_id: null,
          media_id: null,
          stock_qty: input.stockQty,
          archived: 1,
          featured: 0,
          created_at: now,
          updated_at: now,
        })
        .returning(["id", "parent_id", "stock_qty", "media_id"])
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    // Another admin created a product with this SKU between the look and the insert.
    if (error instanceof CatalogError && error.message === m.productSlugTaken && !error.details) {
      const holder = await services.db
        .selectFrom("products")
        .select("id")
        .where(sql<boolean>`lower(sku) = ${sku.toLowerCase()}`)
        .executeTakeFirst();
      if (holder) throw new CatalogError(m.skuTaken, 409);
    }
    throw error;
  }
}

/** Why a product cannot be deleted, or null when it can (decision 0076). */
async function deletionRefused(db: DbOrTx, id: number): Promise<ProductKept | null> {
  const [ordered, variant, bundled] = await Promise.all([
    db.selectFrom("order_items").select("id").where("product_id", "=", id).limit(1).executeTakeFirst(),
    db.selectFrom("products").select("id").where("parent_id", "=", id).limit(1).executeTakeFirst(),
    db.selectFrom("bundle_items").select("bundle_id").where("product_id", "=", id).limit(1).executeTakeFirst(),
  ]);
  if (ordered) return "ordered";
  if (variant) return "variants";
  if (bundled) return "bundled";
  return null;
}

const keptMessages: Record<ProductKept, string> = {
  ordered: m.productOrdered,
  variants: m.productHasVariants,
  bundled: m.productInBundle,
};

/**
 * Deletes a product no order names, with no variants and in no bundle (decision 0076). Its texts,
 * category links, gallery, cart lines, wishlist entries, free codes and availability requests go
 * with it (the tables' foreign keys cascade), its search documents in the same transaction; after
 * the commit the catalog's index and remembered reads are dropped and its pages and its categories'
 * purged, so that its address answers 404. A cart that held it shows the rest at its next read.
 */
export async function deleteProductFromBackoffice(
  services: Services,
  scope: Scope,
  input: { id: number },
): Promise<{ deleted: true; redirectsRemoved: number }> {
  // Read before the transaction: on SQLite a read outside it would wait for it to end.
  const home = await homePageGroup(services, scope.site);
  const gone = await services.db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom("products")
      .select(["id", "parent_id"])
      .where("id", "=", input.id)
      .where("site_id", "=", scope.site.id)
      .executeTakeFirst();
    if (!row) throw catalogNotFound(catalogMessages.productNotFound);
    const kept = await deletionRefused(tx, row.id);
    if (kept) throw new CatalogError(keptMessages[kept], 409);
    const addresses = await productAddresses(tx, row.id);
    const uses = await usesOfAddresses(tx, scope.site, home, addresses);
    if (uses.length) throw new CatalogError(m.productLinked, 409, uses);
    const categories = await tx
      .selectFrom("product_categories")
      .select("category_id")
      .where("product_id", "=", row.id)
      .execute();
    await tx.deleteFrom("products").where("id", "=", row.id).execute();
    await syncDocuments({ ...services, db: tx }, scope.site.id, "products", [row.id]);
    // Redirects to its address would lead to a 404: they go with it (decision 0081).
    const hosts = await siteHosts(tx, scope.site);
    const paths = new Set(addresses.map((a) => a.path));
    const redirectsRemoved = await dropRedirectsTo(
      tx,
      scope.site.id,
      addresses.map((a) => a.slug),
      (target) => paths.has(hrefPath(target, hosts) ?? ""),
    );
    return { parentId: row.parent_id, categoryIds: categories.map((c) => c.category_id), redirectsRemoved };
  });
  invalidateCatalog(services);
  if (gone.redirectsRemoved) redirectsChanged(services);
  purgeEdgeKeys(services, [
    productKey(input.id),
    ...(gone.parentId === null ? [] : [productKey(gone.parentId)]),
    ...gone.categoryIds.map(categoryKey),
  ]);
  return { deleted: true, redirectsRemoved: gone.redirectsRemoved };
}

/** Refuses categories and an image that are not the site's. */
async function checkReferences(
  tx: DbOrTx,
  scope: Scope,
  input: Pick<SaveProductInput, "mediaId">,
  categoryIds: number[],
) {
  if (categoryIds.length) {
    const found = await tx
      .selectFrom("categories")
      .select("id")
      .where("site_id", "=", scope.site.id)
      .where("id", "in", categoryIds)
      .execute();
    if (found.length !== categoryIds.length) throw new CatalogError(m.productCategoryNotFound, 400);
  }
  if (input.mediaId !== null) {
    const image = await tx
      .selectFrom("media")
      .select("id")
      .where("id", "=", input.mediaId)
      .where("site_id", "=", scope.site.id)
      .where("mime", "like", "image/%")
      .executeTakeFirst();
    if (!image) throw new CatalogError(m.productImageNotFound, 400);
  }
}

async function writeProduct(
  tx: DbOrTx,
  site: SiteRecord,
  input: SaveProductInput,
  slugs: Record<Locale, string>,
  categoryIds: number[],
  previousCategories: number[],
  previousTexts: { language_code: string; description: string }[],
) {
  await tx
    .updateTable("products")
    .set({
      retail_price: input.retailPrice,
      // The price before any discount, which the seed and the catalog keep equal to the retail price.
      basic_price: input.retailPrice,
      final_price: input.finalPrice,
      membership_price: input.membershipPrice,
      stock_qty: input.stockQty,
      featured: input.featured ? 1 : 0,
      archived: input.archived ? 1 : 0,
      main_category_id: input.mainCategoryId,
      media_id: input.mediaId,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", input.id)
    .execute();
  for (const language of locales) {
    const typed = input.texts[language];
    const texts = {
      name: typed.name.trim(),
      slug: slugs[language],
      short_description: typed.shortDescription.trim(),
      // Rich text, as the product page renders it: only what the CMS's rich text allows stays.
      description: sanitizeRichText(typed.description.trim()),
      meta_title: typed.metaTitle.trim(),
      meta_description: typed.metaDescription.trim(),
    };
    const previous = previousTexts.find((t) => t.language_code === language)?.description ?? "";
    await assertNewLinksLead(tx, { site, language }, previous, texts.description);
    await tx
      .insertInto("product_translations")
      .values({ product_id: input.id, language_code: language, ...texts })
      .onConflict((oc) => oc.columns(["product_id", "language_code"]).doUpdateSet(texts))
      .execute();
  }
  const removed = previousCategories.filter((id) => !categoryIds.includes(id));
  if (removed.length)
    await tx
      .deleteFrom("product_categories")
      .where("product_id", "=", input.id)
      .where("category_id", "in", removed)
      .execute();
  const added = categoryIds.filter((id) => !previousCategories.includes(id));
  if (added.length)
    await tx
      .insertInto("product_categories")
      .values(added.map((category_id) => ({ product_id: input.id, category_id, position: 0 })))
      .execute();
}

/** The gallery's pictures as asked (decision 0080), each once and an image of the site's media
 * library; null when the input leaves the gallery out. */
async function checkedGallery(
  tx: DbOrTx,
  scope: Scope,
  input: Pick<SaveProductInput, "galleryIds">,
): Promise<number[] | null> {
  const ids = input.galleryIds;
  if (!ids) return null;
  if (new Set(ids).size !== ids.length) throw new CatalogError(m.galleryDuplicate, 400);
  if (!ids.length) return [];
  const found = await tx
    .selectFrom("media")
    .select("id")
    .where("site_id", "=", scope.site.id)
    .where("id", "in", ids)
    .where("mime", "like", "image/%")
    .execute();
  if (found.length !== ids.length) throw new CatalogError(m.galleryImageNotFound, 400);
  return ids;
}

/** The cross-sells' ids in the order of the SKUs asked (decision 0080): each named once (in any
 * case), a product of the site, not the product itself; null when the input leaves them out. The
 * refusals of duplicates and unknown SKUs name them (details `{ skus }`). */
async function checkedCrossSells(
  tx: DbOrTx,
  scope: Scope,
  id: number,
  input: Pick<SaveProductInput, "crossSellSkus">,
): Promise<number[] | null> {
  if (!input.crossSellSkus) return null;
  const skus = input.crossSellSkus.map((sku) => sku.trim()).filter(Boolean);
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const sku of skus) {
    const key = sku.toLowerCase();
    if (seen.has(key)) twice.push(sku);
    seen.add(key);
  }
  if (twice.length) throw new CatalogError(m.crossSellDuplicate, 400, { skus: twice });
  if (!skus.length) return [];
  const found = await tx
    .selectFrom("products")
    .select(["id", "sku"])
    .where("site_id", "=", scope.site.id)
    .where(sql<string>`lower(sku)`, "in", [...seen])
    .execute();
  const byKey = new Map(found.map((p) => [p.sku.toLowerCase(), p.id]));
  const unknown = skus.filter((sku) => !byKey.has(sku.toLowerCase()));
  if (unknown.length) throw new CatalogError(m.crossSellUnknown, 400, { skus: unknown });
  const ids = skus.map((sku) => byKey.get(sku.toLowerCase())!);
  if (ids.includes(id)) throw new CatalogError(m.crossSellSelf, 400);
  return ids;
}

/**
 * Writes the gallery and the cross-sells (decision 0080). product_media is what the product page
 * shows, in order: the main picture first (as the seed keeps it), then the gallery. It is rewritten
 * when the gallery is given or the main picture changed (the old gallery after the old main one is
 * kept then); cross-sells when given.
 */
async function writeGalleryAndCrossSells(
  tx: DbOrTx,
  id: number,
  previousMain: number | null,
  main: number | null,
  gallery: number[] | null,
  crossSells: number[] | null,
) {
  if (gallery !== null || main !== previousMain) {
    const after = gallery ?? (await galleryAfterMain(tx, id, previousMain));
    const shown = [...(main === null ? [] : [main]), ...after.filter((mediaId) => mediaId !== main)];
    await tx.deleteFrom("product_media").where("product_id", "=", id).execute();
    if (shown.length)
      await tx
        .insertInto("product_media")
        .values(shown.map((media_id, position) => ({ product_id: id, media_id, position })))
        .execute();
  }
  if (crossSells !== null) {
    await tx.deleteFrom("cross_sells").where("product_id", "=", id).execute();
    if (crossSells.length)
      await tx
        .insertInto("cross_sells")
        .values(crossSells.map((cross_sell_id, position) => ({ product_id: id, cross_sell_id, position })))
        .execute();
  }
}
