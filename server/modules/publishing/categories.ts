/**
 * A blog post's categories (spec section 3, terms.categories), set by an editor in the post's
 * settings: all replaced at once, in one transaction, by categories of the post's own site and
 * language. They are no part of a draft: shoppers see them at once, and the post's cached pages are
 * dropped.
 */
import type { Term } from "#server/contract/cms";
import { publishingMessages as m } from "#server/contract/publishing";
import type { Services } from "#server/services";
import { invalidatePosts } from "../content";
import type { UserScope } from "../scope";
import { pageKey, purgeEdgeKeys } from "../../edge-purge";
import { postOf, PublishingError } from "./shared";

export async function setPostCategories(
  services: Services,
  scope: UserScope,
  id: number,
  termIds: number[],
): Promise<{ id: number; categories: Term[] }> {
  const wanted = [...new Set(termIds)];
  const categories = await services.db.transaction().execute(async (tx) => {
    const { row } = await postOf(tx, scope, id);
    if (row.type !== "post") throw new PublishingError(m.notAPost, 400);
    const terms = wanted.length
      ? await tx
          .selectFrom("terms")
          .selectAll()
          .where("site_id", "=", scope.site.id)
          .where("language_code", "=", row.language_code)
          .where("id", "in", wanted)
          .orderBy("position")
          .orderBy("id")
          .execute()
      : [];
    if (terms.length !== wanted.length) throw new PublishingError(m.categoryNotFound, 404);
    await tx.deleteFrom("post_terms").where("post_id", "=", id).execute();
    if (terms.length)
      await tx
        .insertInto("post_terms")
        .values(terms.map((term) => ({ post_id: id, term_id: term.id })))
        .execute();
    return terms.map(({ id, slug, title, description, background }) => ({ id, slug, title, description, background }));
  });
  invalidatePosts(services);
  purgeEdgeKeys(services, [pageKey(id)]);
  return { id, categories };
}
