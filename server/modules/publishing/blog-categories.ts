/**
 * The blog's categories in the back office (terms, spec section 3): one term per language, linked
 * to its translations by a translation group (the original's id). Listed with how many posts use
 * each; created, renamed per language, and deleted in every language at once, each change one
 * transaction. A category still on posts is not deleted (BLOG_CATEGORY_IN_USE): the editor takes it
 * off the posts first, so that no post loses a category without someone deciding it
 * (docs/decisions/0060-admin-language.md, "Blog categories").
 */
import { sql } from "kysely";
import { publishingMessages as m, type BlogCategory } from "#server/contract/publishing";
import { isLocale, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { invalidatePosts, translationGroupIn, translationGroupOf } from "../content";
import type { Scope, UserScope } from "../scope";
import { PublishingError, slugOfForm } from "./shared";

const notFound = () => new PublishingError(m.blogCategoryNotFound, 404);

async function categoriesOf(db: DbOrTx, scope: Scope, group?: number): Promise<BlogCategory[]> {
  let query = db
    .selectFrom("terms")
    .select(["terms.id", "terms.translation_group", "terms.language_code", "terms.slug", "terms.title"])
    .select((eb) =>
      eb
        .selectFrom("post_terms")
        .innerJoin("posts", "posts.id", "post_terms.post_id")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("post_terms.term_id", "=", "terms.id")
        .where("posts.status", "!=", "deleted")
        .as("posts"),
    )
    // The posts of the whole group, every language (a post counted once should it have two of its terms).
    .select((eb) =>
      eb
        .selectFrom("post_terms")
        .innerJoin("posts", "posts.id", "post_terms.post_id")
        .innerJoin("terms as others", "others.id", "post_terms.term_id")
        .select(sql<number>`count(distinct post_terms.post_id)`.as("n"))
        .whereRef("others.site_id", "=", "terms.site_id")
        .where(translationGroupIn("others"), "=", translationGroupIn("terms"))
        .where("posts.status", "!=", "deleted")
        .as("group_posts"),
    )
    .where("terms.site_id", "=", scope.site.id);
  if (group !== undefined)
    query = query.where((eb) => eb.or([eb("terms.translation_group", "=", group), eb("terms.id", "=", group)]));
  const rows = await query.orderBy("terms.position").orderBy("terms.id").execute();
  const groups = new Map<number, BlogCategory>();
  for (const row of rows) {
    const id = translationGroupOf(row);
    const category = groups.get(id) ?? { group: id, translations: [], posts: Number(row.group_posts ?? 0) };
    category.translations.push({
      id: row.id,
      languageCode: row.language_code,
      slug: row.slug,
      title: row.title,
      posts: Number(row.posts ?? 0),
    });
    groups.set(id, category);
  }
  return [...groups.values()];
}

/** Every blog category of the site, with its translations and how many posts use each and the whole category. */
export function listBlogCategories(services: Services, scope: Scope): Promise<BlogCategory[]> {
  return categoriesOf(services.db, scope);
}

async function ensureSlugFree(tx: DbOrTx, scope: Scope, language: Locale, slug: string, except: number | null) {
  let query = tx
    .selectFrom("terms")
    .select("id")
    .where("site_id", "=", scope.site.id)
    .where("language_code", "=", language)
    .where("slug", "=", slug);
  if (except !== null) query = query.where("id", "!=", except);
  if (await query.executeTakeFirst()) throw new PublishingError(m.blogCategorySlugTaken, 409);
}

/**
 * A new category (no group) or new titles and slugs for one: a language with a title and a slug gets
 * them (its term created when it had none); one with both empty is left as it is. A title without a
 * slug, or a slug without a title, is refused by the slug rules or as empty.
 */
export async function saveBlogCategory(
  services: Services,
  scope: UserScope,
  input: { group?: number; translations: { languageCode: string; title: string; slug: string }[] },
): Promise<BlogCategory> {
  const given = input.translations.filter((t) => t.title.trim() || t.slug.trim());
  if (!given.length && input.group === undefined) throw new PublishingError(m.blogCategoryEmpty, 400);
  const texts = given.map((t) => {
    if (!isLocale(t.languageCode)) throw notFound();
    if (!t.title.trim()) throw new PublishingError(m.blogCategoryEmpty, 400);
    return { language: t.languageCode, title: t.title.trim(), slug: slugOfForm(t.slug) };
  });
  const group = await services.db.transaction().execute(async (tx) => {
    let group = input.group ?? null;
    const existing = group === null ? [] : (await categoriesOf(tx, scope, group))[0]?.translations;
    if (!existing) throw notFound();
    const { max } = await tx
      .selectFrom("terms")
      .select((eb) => eb.fn.max("position").as("max"))
      .where("site_id", "=", scope.site.id)
      .executeTakeFirstOrThrow();
    for (const text of texts) {
      const current = existing.find((t) => t.languageCode === text.language);
      await ensureSlugFree(tx, scope, text.language, text.slug, current?.id ?? null);
      if (current) {
        await tx
          .updateTable("terms")
          .set({ title: text.title, slug: text.slug })
          .where("id", "=", current.id)
          .execute();
        continue;
      }
      const { id } = await tx
        .insertInto("terms")
        .values({
          site_id: scope.site.id,
          language_code: text.language,
          translation_group: group,
          slug: text.slug,
          title: text.title,
          description: "",
          background: "",
          position: Number(max ?? 0) + 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // The first term of a new category is its group's original: it names the group by its own id.
      if (group === null) {
        group = id;
        await tx.updateTable("terms").set({ translation_group: id }).where("id", "=", id).execute();
      }
    }
    return group!;
  });
  invalidatePosts(services);
  const [saved] = await categoriesOf(services.db, scope, group);
  return saved!;
}

/** A category in every language; refused while a post (of any status but deleted) has it. */
export async function deleteBlogCategory(services: Services, scope: UserScope, group: number): Promise<void> {
  await services.db.transaction().execute(async (tx) => {
    const [category] = await categoriesOf(tx, scope, group);
    if (!category) throw notFound();
    if (category.posts > 0) throw new PublishingError(m.blogCategoryInUse, 409);
    const ids = category.translations.map((t) => t.id);
    // A deleted post may still hold the term: its link goes with it.
    await tx.deleteFrom("post_terms").where("term_id", "in", ids).execute();
    await tx.deleteFrom("terms").where("id", "in", ids).execute();
  });
  invalidatePosts(services);
}
