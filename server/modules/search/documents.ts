/**
 * What gets indexed, read straight from the content and catalog tables: published pages and blog
 * posts, visible non-archived products and product categories, one document per language.
 */
import { searchPostTypes, type SearchCategory } from "#server/contract/catalog";
import { contentPagePath, HOME_PAGE_SLUG, isLocale, pagePath } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import { translationGroupOf } from "../content";
import { collapse, htmlToText } from "./text";

export interface SearchDocument {
  siteId: number;
  languageCode: string;
  kind: SearchCategory;
  /** The id of the page, post, product or category. */
  refId: number;
  title: string;
  /** Plain text (HTML is stripped when written). */
  bodyText: string;
  url: string;
  mediaId: number | null;
  updatedAt?: string;
}

/** Longer bodies are cut: the index is for finding, not for storing whole documents. */
export const MAX_BODY_LENGTH = 20_000;
const BATCH = 2000;

/** Section props that carry visible text; rich text is `html` or ends in `Html`. */
const TEXT_PROPS = new Set(["title", "subtitle", "text", "caption", "heading", "description"]);

export function sectionText(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) sectionText(v, out);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === "string") {
        if (key === "html" || key.endsWith("Html")) out.push(htmlToText(v));
        else if (TEXT_PROPS.has(key)) out.push(v);
      } else sectionText(v, out);
    }
  }
  return out;
}

export function bodyOf(parts: string[]): string {
  const text = collapse(parts.filter(Boolean).join(" "));
  return text.length > MAX_BODY_LENGTH ? text.slice(0, MAX_BODY_LENGTH) : text;
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The translation group of the site's home page (the HomePageSlug page in the default language). */
async function homePageGroup(db: DbOrTx, siteId: number): Promise<number | null> {
  const site = await db.selectFrom("sites").select("default_language").where("id", "=", siteId).executeTakeFirst();
  if (!site) return null;
  const option = await db
    .selectFrom("cms_options")
    .select("value")
    .where("site_id", "=", siteId)
    .where("key", "=", "HomePageSlug")
    .executeTakeFirst();
  const row = await db
    .selectFrom("posts")
    .select(["id", "translation_group"])
    .where("site_id", "=", siteId)
    .where("slug", "=", option?.value || HOME_PAGE_SLUG)
    .where("language_code", "=", site.default_language)
    .executeTakeFirst();
  return row ? translationGroupOf(row) : null;
}

/** Published pages and posts (pages that need a login are left out). */
export async function* postDocuments(db: DbOrTx, siteId: number, ids?: number[]): AsyncGenerator<SearchDocument[]> {
  const home = await homePageGroup(db, siteId);
  for (const part of ids ? chunks(ids, 500) : [null]) {
    if (part && !part.length) continue;
    let query = db
      .selectFrom("posts")
      .select([
        "id",
        "type",
        "slug",
        "language_code",
        "translation_group",
        "title",
        "excerpt",
        "body",
        "components",
        "media_id",
        "updated_at",
      ])
      .where("site_id", "=", siteId)
      .where("status", "=", "published")
      .where("type", "in", ["page", "post"])
      .where("access", "!=", "auth-required");
    if (part) query = query.where("id", "in", part);
    const rows = await query.orderBy("id").execute();
    const docs: SearchDocument[] = [];
    for (const r of rows) {
      if (!isLocale(r.language_code)) continue;
      let components: unknown = [];
      try {
        components = JSON.parse(r.components);
      } catch {
        /* no sections */
      }
      const isPage = r.type === "page";
      const isHomePage = isPage && translationGroupOf(r) === home;
      docs.push({
        siteId,
        languageCode: r.language_code,
        kind: searchPostTypes[isPage ? "page" : "post"],
        refId: r.id,
        title: r.title,
        bodyText: bodyOf([r.excerpt, htmlToText(r.body), ...sectionText(components)]),
        // A post is served at its own URL, as a page is (/blog/{slug} is a category's listing).
        url: contentPagePath(r.language_code, r.slug, isHomePage),
        mediaId: r.media_id,
        updatedAt: r.updated_at,
      });
    }
    if (docs.length) yield docs;
  }
}

/** Visible, non-archived products: the name is the title; the short description and SKU the body. */
export async function* productDocuments(db: DbOrTx, siteId: number, ids?: number[]): AsyncGenerator<SearchDocument[]> {
  const parts = ids
    ? chunks(
        [...new Set(ids)].sort((a, b) => a - b),
        500,
      )
    : [null];
  for (const part of parts) {
    let after = 0;
    for (;;) {
      let query = db
        .selectFrom("products")
        .select(["id", "sku", "media_id", "updated_at"])
        .where("site_id", "=", siteId)
        .where("is_visible_individually", "=", 1)
        .where("archived", "=", 0)
        .where("id", ">", after);
      if (part) query = query.where("id", "in", part);
      const products = await query.orderBy("id").limit(BATCH).execute();
      if (!products.length) break;
      const first = products[0].id;
      const last = products[products.length - 1].id;
      after = last;
      const byId = new Map(products.map((p) => [p.id, p]));
      const translations = await db
        .selectFrom("product_translations")
        .select(["product_id", "language_code", "name", "slug", "short_description"])
        .where("product_id", ">=", first)
        .where("product_id", "<=", last)
        .orderBy("product_id")
        .orderBy("language_code")
        .execute();
      const docs: SearchDocument[] = [];
      for (const t of translations) {
        const p = byId.get(t.product_id);
        if (!p || !isLocale(t.language_code) || !t.slug) continue;
        docs.push({
          siteId,
          languageCode: t.language_code,
          kind: "products",
          refId: p.id,
          title: t.name,
          bodyText: bodyOf([htmlToText(t.short_description), p.sku]),
          url: pagePath("product", t.language_code, { slug: t.slug }),
          mediaId: p.media_id,
          updatedAt: p.updated_at,
        });
      }
      if (docs.length) yield docs;
      if (products.length < BATCH) break;
    }
  }
}

/** Product categories: the name is the title, the description the body. */
export async function* categoryDocuments(db: DbOrTx, siteId: number, ids?: number[]): AsyncGenerator<SearchDocument[]> {
  for (const part of ids ? chunks(ids, 500) : [null]) {
    let after = 0;
    for (;;) {
      let query = db
        .selectFrom("categories")
        .innerJoin("category_translations", "category_translations.category_id", "categories.id")
        .select([
          "categories.id",
          "categories.media_id",
          "categories.created_at",
          "category_translations.language_code",
          "category_translations.name",
          "category_translations.slug",
          "category_translations.description",
        ])
        .where("categories.site_id", "=", siteId)
        .where("categories.id", ">", after);
      if (part) query = query.where("categories.id", "in", part);
      // Whole categories per batch: both languages of the last one come along.
      const rows = await query
        .orderBy("categories.id")
        .orderBy("category_translations.language_code")
        .limit(BATCH)
        .execute();
      if (!rows.length) break;
      const complete = rows.length < BATCH ? rows : rows.filter((r) => r.id !== rows[rows.length - 1].id);
      const list = complete.length ? complete : rows;
      after = list[list.length - 1].id;
      const docs: SearchDocument[] = [];
      for (const r of list) {
        if (!isLocale(r.language_code) || !r.slug) continue;
        docs.push({
          siteId,
          languageCode: r.language_code,
          kind: "productCategories",
          refId: r.id,
          title: r.name,
          bodyText: bodyOf([htmlToText(r.description)]),
          url: pagePath("shop", r.language_code, { slug: r.slug }),
          mediaId: r.media_id,
          updatedAt: r.created_at,
        });
      }
      if (docs.length) yield docs;
      if (rows.length < BATCH) break;
    }
  }
}

/** Every document of a site, in batches. */
export async function* siteDocuments(db: DbOrTx, siteId: number): AsyncGenerator<SearchDocument[]> {
  yield* postDocuments(db, siteId);
  yield* categoryDocuments(db, siteId);
  yield* productDocuments(db, siteId);
}
