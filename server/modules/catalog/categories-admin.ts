/**
 * The shop's categories as the back office sees and changes them: the site's tree (read from the
 * tables, not the cached tree, so that it shows what was just saved), and one category's texts per
 * language, parent and position. A save is one transaction; then the cached category tree and
 * catalog index are dropped (the storefront's menus, category pages and the sitemap read them) and
 * the category's search documents rebuilt. The door (server/http/mount.ts) audits it and purges
 * the cached pages.
 */
import { categoryAdminMessages as messages, type AdminCategory } from "#server/contract/categories-admin";
import { CATEGORY_SLUG_PATTERN } from "#server/contract/category-limits";
import { locales, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { isUniqueViolation } from "../errors";
import { redirectsChanged } from "../redirects";
import type { Scope } from "../scope";
import { syncDocuments } from "../search";
import { CatalogError } from "./errors";
import { invalidateCatalog } from "./load";
import { redirectMovedAddresses } from "./moved";

type Texts = AdminCategory["texts"];

interface CategorySave {
  id: number;
  parentId: number | null;
  position: number;
  texts: Texts;
}

const refused = (message: string, status: 400 | 404 | 409) => new CatalogError(message, status);

async function categoryRows(db: DbOrTx, siteId: number) {
  const [rows, translations, counts] = await Promise.all([
    db.selectFrom("categories").select(["id", "parent_id", "position"]).where("site_id", "=", siteId).execute(),
    db
      .selectFrom("category_translations as t")
      .innerJoin("categories as c", "c.id", "t.category_id")
      .select(["t.category_id", "t.language_code", "t.name", "t.slug", "t.description"])
      .where("c.site_id", "=", siteId)
      .execute(),
    db
      .selectFrom("product_categories as pc")
      .innerJoin("categories as c", "c.id", "pc.category_id")
      .select(["pc.category_id", (eb) => eb.fn.countAll<number>().as("products")])
      .where("c.site_id", "=", siteId)
      .groupBy("pc.category_id")
      .execute(),
  ]);
  return { rows, translations, counts };
}

/** The site's categories depth first, siblings by position then id. */
async function categoryTree(db: DbOrTx, scope: Scope): Promise<AdminCategory[]> {
  const { rows, translations, counts } = await categoryRows(db, scope.site.id);
  const texts = new Map<number, Texts>();
  for (const t of translations) {
    if (!(locales as readonly string[]).includes(t.language_code)) continue;
    const own = texts.get(t.category_id) ?? {};
    own[t.language_code as Locale] = { name: t.name, slug: t.slug, description: t.description };
    texts.set(t.category_id, own);
  }
  const products = new Map(counts.map((c) => [c.category_id, Number(c.products)]));
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) {
    // A parent of another site, or gone, would hide the category: it shows at the top instead.
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const ordered: AdminCategory[] = [];
  const visit = (parent: number | null, depth: number) => {
    const siblings = (children.get(parent) ?? []).sort((a, b) => a.position - b.position || a.id - b.id);
    for (const row of siblings) {
      const own = texts.get(row.id) ?? {};
      ordered.push({
        id: row.id,
        parentId: row.parent_id,
        depth,
        position: Number(row.position),
        name: own[scope.language]?.name ?? own.en?.name ?? String(row.id),
        texts: own,
        productCount: products.get(row.id) ?? 0,
      });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

export async function categoriesForBackoffice(services: Services, scope: Scope) {
  return { categories: await categoryTree(services.db, scope) };
}

async function categoryOf(db: DbOrTx, scope: Scope, id: number): Promise<AdminCategory> {
  const found = (await categoryTree(db, scope)).find((c) => c.id === id);
  if (!found) throw refused(messages.categoryNotFound, 404);
  return found;
}

export const categoryForBackoffice = (services: Services, scope: Scope, id: number) =>
  categoryOf(services.db, scope, id);

/** Every language's name and slug (trimmed; the slug lower-case), or the rule they break. */
function checkedTexts(texts: Texts) {
  return locales.map((language) => {
    const given = texts[language];
    if (!given?.name || !given.slug) throw refused(messages.textsMissing, 400);
    const slug = given.slug.toLowerCase();
    if (!CATEGORY_SLUG_PATTERN.test(slug)) throw refused(messages.slugInvalid, 400);
    return { language, name: given.name, slug, description: given.description };
  });
}

export async function saveCategory(services: Services, scope: Scope, input: CategorySave): Promise<AdminCategory> {
  const texts = checkedTexts(input.texts);
  const siteId = scope.site.id;
  let moved = false;
  try {
    const saved = await services.db.transaction().execute(async (tx) => {
      const rows = await tx
        .selectFrom("categories")
        .select(["id", "parent_id"])
        .where("site_id", "=", siteId)
        .execute();
      const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
      if (!parentOf.has(input.id)) throw refused(messages.categoryNotFound, 404);
      if (input.parentId !== null) {
        if (!parentOf.has(input.parentId)) throw refused(messages.categoryNotFound, 404);
        // Up from the new parent: meeting the category itself means it would sit under its own subtree.
        const seen = new Set<number>();
        for (let at: number | null = input.parentId; at !== null && !seen.has(at); at = parentOf.get(at) ?? null) {
          if (at === input.id) throw refused(messages.parentCycle, 409);
          seen.add(at);
        }
      }
      for (const t of texts) {
        const holder = await tx
          .selectFrom("category_translations")
          .select("category_id")
          .where("language_code", "=", t.language)
          .where("slug", "=", t.slug)
          .where("category_id", "!=", input.id)
          .executeTakeFirst();
        if (holder) throw refused(messages.slugTaken, 409);
      }
      const previousSlugs = await tx
        .selectFrom("category_translations")
        .select(["language_code", "slug"])
        .where("category_id", "=", input.id)
        .execute();
      moved = await redirectMovedAddresses(
        tx,
        siteId,
        "shop",
        previousSlugs,
        Object.fromEntries(texts.map((t) => [t.language, t.slug])),
      );
      await tx
        .updateTable("categories")
        .set({ parent_id: input.parentId, position: input.position })
        .where("id", "=", input.id)
        .execute();
      for (const t of texts) {
        const row = { name: t.name, slug: t.slug, description: t.description };
        const updated = await tx
          .updateTable("category_translations")
          .set(row)
          .where("category_id", "=", input.id)
          .where("language_code", "=", t.language)
          .executeTakeFirst();
        if (!Number(updated.numUpdatedRows))
          await tx
            .insertInto("category_translations")
            .values({ category_id: input.id, language_code: t.language, ...row })
            .execute();
      }
      await syncDocuments({ ...services, db: tx }, siteId, "productCategories", [input.id]);
      return categoryOf(tx, scope, input.id);
    });
    invalidateCatalog(services);
    if (moved) redirectsChanged(services);
    return saved;
  } catch (error) {
    // Another admin gave a category the same slug between the look and the write.
    if (isUniqueViolation(error)) throw refused(messages.slugTaken, 409);
    throw error;
  }
}
