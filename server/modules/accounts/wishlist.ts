/**
 * Wishlists: a toggle per product and a paged list with product cards (the catalog's card
 * loader). A product that was archived after it was wishlisted stays listed with `product: null`.
 */
import type { ProductCard } from "#server/contract/catalog";
import type { Services } from "#server/services";
import { loadCards } from "../catalog";
import { categoryData } from "../catalog";
import type { UserScope } from "../scope";
import { accountsError, messages } from "./errors";

/** Adds the product, or removes it when it is already there; answers whether it was added. */
export async function toggleWishlist(
  services: Services,
  { site, userId }: UserScope,
  productId: number,
): Promise<{ added: boolean; bundle: boolean }> {
  return services.db.transaction().execute(async (tx) => {
    // An archived product may still leave the list; only a live one may join it.
    const product = await tx
      .selectFrom("products")
      .select(["format", "archived"])
      .where("id", "=", productId)
      .where("site_id", "=", site.id)
      .executeTakeFirst();
    const bundle = product?.format === "Bundle";
    const removed = await tx
      .deleteFrom("wishlist_items")
      .where("user_id", "=", userId)
      .where("product_id", "=", productId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return { added: false, bundle };
    if (!product || Number(product.archived) === 1) throw accountsError(messages.productNotFound, 404);
    await tx
      .insertInto("wishlist_items")
      .values({ user_id: userId, product_id: productId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(["user_id", "product_id"]).doNothing())
      .execute();
    return { added: true, bundle };
  });
}

export interface WishlistPage {
  items: { product_id: number; product: ProductCard | null }[];
  pagination: { page: number; limit: number; total: number; lastPage: number };
}

/** The newest wishes first. */
export async function wishlistPage(
  services: Services,
  { site, language, userId }: UserScope,
  q: { page: number; limit: number },
): Promise<WishlistPage> {
  const base = services.db
    .selectFrom("wishlist_items as w")
    .innerJoin("products as p", "p.id", "w.product_id")
    .where("w.user_id", "=", userId)
    .where("p.site_id", "=", site.id);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    base
      .select(["w.product_id", "p.archived"])
      .orderBy("w.created_at", "desc")
      .orderBy("w.product_id", "desc")
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
  ]);
  const live = rows.filter((r) => Number(r.archived) === 0).map((r) => r.product_id);
  const cards = live.length ? await loadCards(services, site, language, await categoryData(services, site), live) : [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  const count = Number(total);
  return {
    items: rows.map((r) => ({ product_id: r.product_id, product: byId.get(r.product_id) ?? null })),
    pagination: { page: q.page, limit: q.limit, total: count, lastPage: Math.max(1, Math.ceil(count / q.limit)) },
  };
}
