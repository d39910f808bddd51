/**
 * Who may see an order without an account: the holder of its order-view token. The token is an HMAC
 * of the order's id and number under a key derived from PLATFORM_SECRET: bound to the order, not
 * guessable, nothing stored. order/create hands it to the visitor who placed the order (the success
 * page), and a guest's confirmation e-mail carries it in its link.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { checkoutMessages } from "#server/contract/checkout";
import type { OrderDetail } from "#server/contract/accounts";
import { localePrefix, pagePath, type Locale } from "#server/contract/urls";
import { orderViewKey } from "#server/secrets";
import type { Services } from "#server/services";
import { orderDetailOf } from "../accounts";
import { checkoutError } from "../checkout";
import type { Scope } from "../scope";
import type { SiteRecord } from "../site";

export function orderViewToken(order: { id: number; slug: string }): string {
  return createHmac("sha256", orderViewKey()).update(`order-view:${order.id}:${order.slug}`).digest("base64url");
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The link of a confirmation e-mail: a signed-in buyer's order page in their account, or for a
 * guest the order's own page with its token, which opens it later from any browser (the success
 * page shows an order only to the browser that placed it). */
export function orderViewLink(
  site: SiteRecord,
  language: Locale,
  order: { id: number; slug: string; user_id: number | null },
): string {
  const base = site.url.replace(/\/+$/, "");
  if (order.user_id !== null) return `${base}${pagePath("orderDetail", language, { slug: order.slug })}`;
  return `${base}${pagePath("guestOrder", language, { slug: order.slug })}?${new URLSearchParams({ token: orderViewToken(order) })}`;
}

/** An order's page in the back office, in a language. */
export function orderAdminLink(site: SiteRecord, language: Locale, slug: string): string {
  return `${site.url.replace(/\/+$/, "")}${localePrefix(language)}/admin/orders/${encodeURIComponent(slug)}`;
}

async function orderOfSlug(services: Services, { site }: Scope, slug: string) {
  return services.db
    .selectFrom("orders")
    .selectAll()
    .where("site_id", "=", site.id)
    .where("slug", "=", slug)
    .executeTakeFirst();
}

/** The order row for the holder of its token; a wrong token is as unknown as a missing order (404). */
export async function orderOfToken(services: Services, scope: Scope, slug: string, token: string) {
  const order = await orderOfSlug(services, scope, slug);
  if (!order || !sameToken(orderViewToken(order), token)) throw checkoutError(checkoutMessages.orderNotFound, 404);
  return order;
}

/** Whether the order is the signed-in caller's own (its page in the account shows it). */
export function isCallersOrder(scope: Scope, order: { user_id: number | null }): boolean {
  return scope.userId !== null && order.user_id === scope.userId;
}

/** The order row for the holder of its token or for its signed-in buyer; to anyone else it is as
 * unknown as a missing order (404), whichever key they tried. */
export async function orderOfTokenOrBuyer(services: Services, scope: Scope, slug: string, token: string | undefined) {
  const order = await orderOfSlug(services, scope, slug);
  if (!order || !(isCallersOrder(scope, order) || (token !== undefined && sameToken(orderViewToken(order), token))))
    throw checkoutError(checkoutMessages.orderNotFound, 404);
  return order;
}

/** The order for the holder of its token (404 otherwise), and whether it is the signed-in caller's own. */
export async function viewOrder(
  services: Services,
  scope: Scope,
  slug: string,
  token: string,
): Promise<OrderDetail & { own: boolean }> {
  const order = await orderOfToken(services, scope, slug, token);
  return { ...(await orderDetailOf(services.db, order)), own: isCallersOrder(scope, order) };
}
