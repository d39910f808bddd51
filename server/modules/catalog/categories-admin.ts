/**
 * The shop's categories as the back office sees and changes them: the site's tree (read from the
 * tables, not the cached tree, so that it shows what was just saved), one category's texts per
 * language, parent, position and picture; new categories, and deleting one (decision 0077). Each
 * change is one transaction with the category's search documents; then the cached category tree
 * and catalog index are dropped (the storefront's menus, category pages and the sitemap read them)
 * and the category's keys purged from the caches of pages. The door (server/http/mount.ts) audits
 * it and purges the host's cached pages.
 */
import {
  categoryAdminMessages as messages,
  type AdminCategory,
  type CategoryUse,
} from "#server/contract/categories-admin";
import { categorySlugProblem, MAX_CATEGORY_NAME, MAX_CATEGORY_POSITION } from "#server/contract/category-limits";
import { sortIds, type SortId } from "#server/contract/catalog";
import { publishingMessages } from "#server/contract/publishing";
import { isLocale, locales, pagePath, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { categoryKey, purgeEdgeKeys } from "../../edge-purge";
import { isUniqueViolation } from "../errors";
import { mediaByIds } from "../media";
import { redirectMovedPage, redirectsChanged } from "../redirects";
import type { Scope } from "../scope";
import { syncDocuments } from "../search";
import { CatalogError } from "./errors";
import { categorySorts, invalidateCatalog } from "./load";
import { redirectMovedAddresses } from "./moved";
import { slugFromName } from "./text";

type Texts = AdminCategory["texts"];

interface CategoryFields {
  parentId: number | null;
  /** Null for a new category: after its last sibling. */
  position: number | null;
  texts: Texts;
  mediaId: number | null;
  sortTypes?: SortId[];
  sortDefaultType?: SortId;
}

const refused = (message: string, status: 400 | 404 | 409, details?: unknown) =>
  new CatalogError(message, status, details);

async function categoryRows(db: DbOrTx, siteId: number) {
  const [rows, translations, counts] = await Promise.all([
    db
      .selectFrom("categories")
      .select(["id", "parent_id", "position", "media_id", "sort_types", "sort_default_type"])
      .where("site_id", "=", siteId)
      .execute(),
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
async function categoryTree(services: Services, scope: Scope): Promise<AdminCategory[]> {
  const { rows, translations, counts } = await categoryRows(services.db, scope.site.id);
  const images = await mediaByIds(
    services,
    scope.site,
    scope.language,
    rows.map((r) => r.media_id).filter((id): id is number => id !== null),
  );
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
        image: (row.media_id !== null && images.get(row.media_id)) || null,
        ...categorySorts(row),
      });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

export async function categoriesForBackoffice(services: Services, scope: Scope) {
  return { categories: await categoryTree(services, scope) };
}

export async function categoryForBackoffice(services: Services, scope: Scope, id: number): Promise<AdminCategory> {
  const found = (await categoryTree(services, scope)).find((c) => c.id === id);
  if (!found) throw refused(messages.categoryNotFound, 404);
  return found;
}

/** Every language's name and slug (trimmed; the slug lower-case, made from the name when empty), or
 * the rule they break (a slug's refusal names its language, as a product's does). */
function checkedTexts(texts: Texts) {
  return locales.map((language) => {
    const given = texts[language];
    if (!given?.name) throw refused(messages.textsMissing, 400);
    const slug = (given.slug || slugFromName(given.name, MAX_CATEGORY_NAME)).toLowerCase();
    const problem = categorySlugProblem(slug);
    if (problem === "tooShort") throw refused(publishingMessages.slugTooShort, 400, { language });
    if (problem === "invalid") throw refused(messages.slugInvalid, 400, { language });
    return { language, name: given.name, slug, description: given.description };
  });
}
type CheckedTexts = ReturnType<typeof checkedTexts>;

/**
 * The sorts a category is saved with (decision 0087): those given, in the list's order (sortIds),
 * each once, else the category's own (every sort for a new one); the default given, else its own
 * while still offered, else the first offered. At least one sort, and the default among them.
 */
function checkedSorts(
  given: Pick<CategoryFields, "sortTypes" | "sortDefaultType">,
  own: { sortTypes: SortId[]; sortDefaultType: SortId },
) {
  const offered = given.sortTypes ?? own.sortTypes;
  const sortTypes = sortIds.filter((sort) => offered.includes(sort));
  const sortDefaultType =
    given.sortDefaultType ?? (sortTypes.includes(own.sortDefaultType) ? own.sortDefaultType : sortTypes[0]);
  if (!sortDefaultType || !sortTypes.includes(sortDefaultType)) throw refused(messages.sortsInvalid, 400);
  return { sort_types: JSON.stringify(sortTypes), sort_default_type: sortDefaultType };
}

/** Refuses a parent that is not the site's, or one that would put the category under its own subtree. */
async function checkParent(tx: DbOrTx, siteId: number, id: number | null, parentId: number | null) {
  const rows = await tx.selectFrom("categories").select(["id", "parent_id"]).where("site_id", "=", siteId).execute();
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  if (id !== null && !parentOf.has(id)) throw refused(messages.categoryNotFound, 404);
  if (parentId === null) return;
  if (!parentOf.has(parentId)) throw refused(messages.categoryNotFound, 404);
  if (id === null) return;
  // Up from the new parent: meeting the category itself means it would sit under its own subtree.
  const seen = new Set<number>();
  for (let at: number | null = parentId; at !== null && !seen.has(at); at = parentOf.get(at) ?? null) {
    if (at === id) throw refused(messages.parentCycle, 409);
    seen.add(at);
  }
}

/** Refuses a picture that is not an image of the site's media library. */
async function checkImage(tx: DbOrTx, siteId: number, mediaId: number | null) {
  if (mediaId === null) return;
  const image = await tx
    .selectFrom("media")
    .select("id")
    .where("id", "=", mediaId)
    .where("site_id", "=", siteId)
    .where("mime", "like", "image/%")
    .executeTakeFirst();
  if (!image) throw refused(messages.imageNotFound, 400);
}

/** Refuses a slug another category of the language has (the table's unique index is per language). */
async function checkSlugsFree(tx: DbOrTx, texts: CheckedTexts, id: number | null) {
  for (const t of texts) {
    let query = tx
      .selectFrom("category_translations")
      .select("category_id")
      .where("language_code", "=", t.language)
      .where("slug", "=", t.slug);
    if (id !== null) query = query.where("category_id", "!=", id);
    if (await query.executeTakeFirst()) throw refused(messages.slugTaken, 409, { language: t.language });
  }
}

/** The position after the last of the parent's children (the highest, when that one has it). */
async function positionAtEnd(tx: DbOrTx, siteId: number, parentId: number | null): Promise<number> {
  const last = await tx
    .selectFrom("categories")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("site_id", "=", siteId)
    .where("parent_id", parentId === null ? "is" : "=", parentId)
    .executeTakeFirst();
  if (last?.position === null || last?.position === undefined) return 0;
  return Math.min(Number(last.position) + 1, MAX_CATEGORY_POSITION);
}

/**
 * A new category (id null) or a saved one, as one piece of code: the same checks and writes, in one
 * transaction with its search documents and, for a changed address, the redirect from the old one
 * (for a new one, any redirect away from its new addresses is dropped: it answers there now).
 */
async function writeCategory(
  services: Services,
  scope: Scope,
  id: number | null,
  input: CategoryFields,
): Promise<AdminCategory> {
  const texts = checkedTexts(input.texts);
  const siteId = scope.site.id;
  const slugs = Object.fromEntries(texts.map((t) => [t.language, t.slug])) as Record<Locale, string>;
  let moved = false;
  let written: { id: number; parentBefore: number | null };
  try {
    written = await services.db.transaction().execute(async (tx) => {
      await checkParent(tx, siteId, id, input.parentId);
      await checkImage(tx, siteId, input.mediaId);
      await checkSlugsFree(tx, texts, id);
      const position = input.position ?? (await positionAtEnd(tx, siteId, input.parentId));
      const fields = { parent_id: input.parentId, position, media_id: input.mediaId };
      let categoryId: number;
      let parentBefore: number | null = null;
      if (id === null) {
        ({ id: categoryId } = await tx
          .insertInto("categories")
          .values({
            site_id: siteId,
            ...fields,
            ...checkedSorts(input, { sortTypes: [...sortIds], sortDefaultType: "newest" }),
            created_at: new Date().toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow());
        for (const t of texts) {
          const path = pagePath("shop", t.language, { slug: t.slug });
          await redirectMovedPage(tx, siteId, { from: path, to: path, keepOld: false });
        }
        moved = true;
      } else {
        categoryId = id;
        const before = await tx
          .selectFrom("categories")
          .select(["parent_id", "sort_types", "sort_default_type"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        parentBefore = before.parent_id;
        const previousSlugs = await tx
          .selectFrom("category_translations")
          .select(["language_code", "slug"])
          .where("category_id", "=", id)
          .execute();
        moved = await redirectMovedAddresses(tx, siteId, "shop", previousSlugs, slugs);
        await tx
          .updateTable("categories")
          .set({ ...fields, ...checkedSorts(input, categorySorts(before)) })
          .where("id", "=", id)
          .execute();
      }
      for (const t of texts) {
        const row = { name: t.name, slug: t.slug, description: t.description };
        const updated =
          id === null
            ? null
            : await tx
                .updateTable("category_translations")
                .set(row)
                .where("category_id", "=", categoryId)
                .where("language_code", "=", t.language)
                .executeTakeFirst();
        if (!updated || !Number(updated.numUpdatedRows))
          await tx
            .insertInto("category_translations")
            .values({ category_id: categoryId, language_code: t.language, ...row })
            .execute();
      }
      await syncDocuments({ ...services, db: tx }, siteId, "productCategories", [categoryId]);
      return { id: categoryId, parentBefore };
    });
  } catch (error) {
    // Another admin gave a category the same slug between the look and the write.
    if (isUniqueViolation(error)) throw refused(messages.slugTaken, 409);
    throw error;
  }
  invalidateCatalog(services);
  if (moved) redirectsChanged(services);
  purgeEdgeKeys(
    services,
    [...new Set([written.id, input.parentId, written.parentBefore])]
      .filter((c): c is number => c !== null)
      .map(categoryKey),
  );
  return categoryForBackoffice(services, scope, written.id);
}

export const saveCategory = (services: Services, scope: Scope, input: CategoryFields & { id: number }) =>
  writeCategory(services, scope, input.id, input);

export const createCategory = (
  services: Services,
  scope: Scope,
  input: Omit<CategoryFields, "position"> & { position?: number | null },
) => writeCategory(services, scope, null, { ...input, position: input.position ?? null });

/**
 * The navigation menu items (live or drafted) that lead to a category: of type shop naming its slug
 * in their language, or a path of the site typed as a link (/shop/{slug}, /hr/shop/{slug}).
 */
async function menuUses(
  tx: DbOrTx,
  siteId: number,
  slugs: { language_code: string; slug: string }[],
): Promise<CategoryUse[]> {
  const own = slugs.filter((s) => isLocale(s.language_code));
  if (!own.length) return [];
  const paths = own.map((s) => pagePath("shop", s.language_code as Locale, { slug: s.slug }));
  const links = await tx
    .selectFrom("navigation_links")
    .select(["tree", "name", "language_code"])
    .where("site_id", "=", siteId)
    .where((eb) =>
      eb.or([
        ...own.map((s) =>
          eb.and([
            eb("language_code", "=", s.language_code),
            eb("link_type", "=", "shop"),
            eb("link_value", "=", s.slug),
          ]),
        ),
        eb.and([eb("link_type", "=", "external"), eb("link_value", "in", paths)]),
      ]),
    )
    .orderBy("tree")
    .orderBy("id")
    .execute();
  const uses = new Map<string, CategoryUse>();
  for (const link of links) {
    if (!isLocale(link.language_code)) continue;
    const language = link.language_code;
    uses.set(`${link.tree}\n${language}\n${link.name}`, { tree: link.tree, title: link.name, language });
  }
  return [...uses.values()];
}

/**
 * Deletes a category without subcategories that no menu links to, in one transaction: its products
 * stay and lose the link (one whose main category it was takes its next category, or none), its
 * addresses lead permanently to its parent's (the shop's for a top-level category), its search
 * documents go. Products are never deleted (decision 0077).
 */
export async function deleteCategory(
  services: Services,
  scope: Scope,
  id: number,
): Promise<{ deleted: true; productsUnlinked: number }> {
  const siteId = scope.site.id;
  const result = await services.db.transaction().execute(async (tx) => {
    const category = await tx
      .selectFrom("categories")
      .select(["id", "parent_id"])
      .where("site_id", "=", siteId)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!category) throw refused(messages.categoryNotFound, 404);
    const child = await tx.selectFrom("categories").select("id").where("parent_id", "=", id).executeTakeFirst();
    if (child) throw refused(messages.hasSubcategories, 409);
    const slugs = await tx
      .selectFrom("category_translations")
      .select(["language_code", "slug"])
      .where("category_id", "=", id)
      .execute();
    const uses = await menuUses(tx, siteId, slugs);
    if (uses.length) throw refused(messages.inMenu, 409, uses);

    // A product's main category is one of its categories: the next of them, or none.
    await tx
      .updateTable("products")
      .set((eb) => ({
        main_category_id: eb
          .selectFrom("product_categories as pc")
          .select("pc.category_id")
          .whereRef("pc.product_id", "=", "products.id")
          .where("pc.category_id", "!=", id)
          .orderBy("pc.position")
          .orderBy("pc.category_id")
          .limit(1),
      }))
      .where("main_category_id", "=", id)
      .execute();
    const unlinked = await tx.deleteFrom("product_categories").where("category_id", "=", id).executeTakeFirst();

    const parentSlugs =
      category.parent_id === null
        ? []
        : await tx
            .selectFrom("category_translations")
            .select(["language_code", "slug"])
            .where("category_id", "=", category.parent_id)
            .execute();
    for (const { language_code, slug } of slugs) {
      if (!isLocale(language_code)) continue;
      const parentSlug = parentSlugs.find((p) => p.language_code === language_code)?.slug;
      await redirectMovedPage(tx, siteId, {
        from: pagePath("shop", language_code, { slug }),
        to: pagePath("shop", language_code, parentSlug ? { slug: parentSlug } : {}),
        keepOld: true,
      });
    }
    await tx.deleteFrom("category_translations").where("category_id", "=", id).execute();
    await tx.deleteFrom("categories").where("id", "=", id).execute();
    await syncDocuments({ ...services, db: tx }, siteId, "productCategories", [id]);
    return { parentId: category.parent_id, productsUnlinked: Number(unlinked.numDeletedRows) };
  });
  invalidateCatalog(services);
  redirectsChanged(services);
  purgeEdgeKeys(services, [id, ...(result.parentId === null ? [] : [result.parentId])].map(categoryKey));
  return { deleted: true, productsUnlinked: result.productsUnlinked };
}
