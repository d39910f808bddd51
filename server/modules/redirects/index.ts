/**
 * Redirects and dead links (issue 14 item 7; spec section 7 redirect/addFailedRequest). A path that
 * would answer 404 is first looked up among the site's redirects (cached per site, dropped on every
 * write); a path with none is counted, so that editors redirect the dead links visitors actually
 * follow. Paths are kept as visitors ask for them, without query or trailing slash.
 */
import { sql } from "kysely";
import { MAX_PATH_LENGTH, redirectMessages, type FailedRequest, type Redirect } from "#server/contract/redirects";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { DomainError } from "../errors";
import type { Scope } from "../scope";

const REDIRECTS = "redirects";

/** How many distinct not-found paths a site keeps: beyond it, new paths are not counted (a scan of
 * random URLs must not grow the table without bound), known ones still are. */
export const MAX_FAILED_PATHS = 10_000;

export class RedirectError extends DomainError {
  constructor(message: string, statusCode: 400 | 404) {
    super(message, statusCode);
  }
}

/** A site path as stored: from the root, no trailing slash (except the root itself); null when it is not one. */
export function normalizePath(path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//") || /[?#\\\s]/.test(path) || path.length > MAX_PATH_LENGTH)
    return null;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** A target is a path of the site or an absolute http(s) address. */
function normalizeTarget(to: string): string | null {
  const target = to.trim();
  if (target.startsWith("/")) return target.startsWith("//") || target.includes("\\") ? null : target;
  try {
    const url = new URL(target);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

type Row = { id: number; from_path: string; to_url: string; status_code: number; updated_at: string };
const toRedirect = (r: Row): Redirect => ({
  id: r.id,
  from: r.from_path,
  to: r.to_url,
  statusCode: r.status_code === 302 ? 302 : 301,
  updatedAt: r.updated_at,
});

function redirectsBySite(services: Services, siteId: number): Promise<Map<string, Redirect>> {
  return services.cache.get(REDIRECTS, String(siteId), async () => {
    const rows = await services.db
      .selectFrom("redirects")
      .select(["id", "from_path", "to_url", "status_code", "updated_at"])
      .where("site_id", "=", siteId)
      .execute();
    return new Map(rows.map((r) => [r.from_path, toRedirect(r)]));
  });
}

/** Where a path goes instead of a 404, if anywhere. */
export async function findRedirect(
  services: Services,
  scope: Scope,
  path: string,
): Promise<Pick<Redirect, "to" | "statusCode"> | null> {
  const from = normalizePath(path);
  if (!from) return null;
  const found = (await redirectsBySite(services, scope.site.id)).get(from);
  return found ? { to: found.to, statusCode: found.statusCode } : null;
}

/** Counts a path that answered 404; false when it was not counted (not a site path, or the table is full). */
export async function recordFailedRequest(services: Services, scope: Scope, path: string): Promise<boolean> {
  const where = normalizePath(path);
  if (!where) return false;
  const now = new Date().toISOString();
  const siteId = scope.site.id;
  return services.db.transaction().execute(async (tx) => {
    const seen = await tx
      .updateTable("failed_requests")
      .set({ hits: sql<number>`hits + 1`, last_seen_at: now })
      .where("site_id", "=", siteId)
      .where("path", "=", where)
      .executeTakeFirst();
    if (Number(seen.numUpdatedRows) > 0) return true;
    const { count } = await tx
      .selectFrom("failed_requests")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("site_id", "=", siteId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_FAILED_PATHS) return false;
    await tx
      .insertInto("failed_requests")
      .values({ site_id: siteId, path: where, hits: 1, first_seen_at: now, last_seen_at: now })
      // Another request counted it first (PostgreSQL runs them side by side).
      .onConflict((oc) =>
        oc.columns(["site_id", "path"]).doUpdateSet({ hits: sql<number>`failed_requests.hits + 1`, last_seen_at: now }),
      )
      .execute();
    return true;
  });
}

export async function listRedirects(services: Services, scope: Scope): Promise<Redirect[]> {
  const rows = await services.db
    .selectFrom("redirects")
    .select(["id", "from_path", "to_url", "status_code", "updated_at"])
    .where("site_id", "=", scope.site.id)
    .orderBy("from_path")
    .execute();
  return rows.map(toRedirect);
}

/** The paths not found that no redirect covers yet, most asked first. */
export async function listFailedRequests(
  services: Services,
  scope: Scope,
  limit: number,
): Promise<{ requests: FailedRequest[]; total: number }> {
  const base = services.db.selectFrom("failed_requests").where("site_id", "=", scope.site.id);
  const [rows, { total }] = await Promise.all([
    base
      .select(["path", "hits", "first_seen_at", "last_seen_at"])
      .orderBy("hits", "desc")
      .orderBy("last_seen_at", "desc")
      .orderBy("path")
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    requests: rows.map((r) => ({
      path: r.path,
      hits: Number(r.hits),
      firstSeenAt: r.first_seen_at,
      lastSeenAt: r.last_seen_at,
    })),
    total: Number(total),
  };
}

/** Adds the redirect of a path or changes it, in one transaction with forgetting the path's 404 count. */
export async function saveRedirect(
  services: Services,
  scope: Scope,
  input: { from: string; to: string; statusCode: number },
): Promise<Redirect> {
  const from = normalizePath(input.from);
  if (!from) throw new RedirectError(redirectMessages.fromInvalid, 400);
  const to = normalizeTarget(input.to);
  if (!to) throw new RedirectError(redirectMessages.toInvalid, 400);
  if (normalizePath(to) === from) throw new RedirectError(redirectMessages.sameTarget, 400);
  if (input.statusCode !== 301 && input.statusCode !== 302)
    throw new RedirectError(redirectMessages.statusInvalid, 400);
  const saved = await services.db.transaction().execute(async (tx) => {
    if (await leadsBack(tx, scope.site.id, from, to)) throw new RedirectError(redirectMessages.loop, 400);
    return writeRedirect(tx, scope.site.id, { from, to, statusCode: input.statusCode });
  });
  redirectsChanged(services);
  return toRedirect(saved);
}

/** The most redirects a chain is followed through (browsers give up after about twenty). */
const MAX_CHAIN = 20;

/** Whether the site's redirects lead from `to` back to `from`, however many steps away: a loop. */
async function leadsBack(tx: DbOrTx, siteId: number, from: string, to: string): Promise<boolean> {
  let path = normalizePath(to);
  for (let step = 0; path !== null && step < MAX_CHAIN; step++) {
    if (path === from) return true;
    const next = await tx
      .selectFrom("redirects")
      .select("to_url")
      .where("site_id", "=", siteId)
      .where("from_path", "=", path)
      .executeTakeFirst();
    if (!next) return false;
    path = normalizePath(next.to_url);
  }
  return false;
}

/** The redirect of a path, added or changed in the caller's transaction, and the path's 404 count forgotten. */
async function writeRedirect(tx: DbOrTx, siteId: number, redirect: { from: string; to: string; statusCode: number }) {
  const { from, to, statusCode } = redirect;
  const now = new Date().toISOString();
  const row = await tx
    .insertInto("redirects")
    .values({ site_id: siteId, from_path: from, to_url: to, status_code: statusCode, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(["site_id", "from_path"]).doUpdateSet({ to_url: to, status_code: statusCode, updated_at: now }),
    )
    .returning(["id", "from_path", "to_url", "status_code", "updated_at"])
    .executeTakeFirstOrThrow();
  await tx.deleteFrom("failed_requests").where("site_id", "=", siteId).where("path", "=", from).execute();
  return row;
}

/**
 * A page moved from one path of the site to another, inside the caller's transaction (decision
 * 0065): a redirect from the new path is dropped (the page answers there now, and it could loop),
 * redirects to the old path lead to the new one (no chains), and, with `keepOld`, the old path
 * redirects permanently to the new one and its 404 count is forgotten. After the commit the caller
 * calls `redirectsChanged`.
 */
export async function redirectMovedPage(
  tx: DbOrTx,
  siteId: number,
  move: { from: string; to: string; keepOld: boolean },
): Promise<void> {
  const now = new Date().toISOString();
  await tx.deleteFrom("redirects").where("site_id", "=", siteId).where("from_path", "=", move.to).execute();
  await tx
    .updateTable("redirects")
    .set({ to_url: move.to, updated_at: now })
    .where("site_id", "=", siteId)
    .where("to_url", "=", move.from)
    .execute();
  if (move.keepOld) await writeRedirect(tx, siteId, { from: move.from, to: move.to, statusCode: 301 });
}

/**
 * Removes the redirects whose target leads to an address that is going away (a deleted product's,
 * decision 0081), inside the caller's transaction: those whose target holds one of the slugs and
 * `leadsThere` confirms. How many went; after the commit the caller calls `redirectsChanged`.
 */
export async function dropRedirectsTo(
  tx: DbOrTx,
  siteId: number,
  slugs: readonly string[],
  leadsThere: (target: string) => boolean,
): Promise<number> {
  if (!slugs.length) return 0;
  const rows = await tx
    .selectFrom("redirects")
    .select(["id", "to_url"])
    .where("site_id", "=", siteId)
    .where((eb) => eb.or(slugs.map((slug) => eb("to_url", "like", `%/${slug}%`))))
    .execute();
  const ids = rows.filter((r) => leadsThere(r.to_url)).map((r) => r.id);
  if (ids.length) await tx.deleteFrom("redirects").where("site_id", "=", siteId).where("id", "in", ids).execute();
  return ids.length;
}

/** After redirects were written in a caller's transaction: every process reads them again. */
export function redirectsChanged(services: Services): void {
  services.cache.invalidate(REDIRECTS);
}

export async function deleteRedirect(services: Services, scope: Scope, id: number): Promise<void> {
  const deleted = await services.db
    .deleteFrom("redirects")
    .where("site_id", "=", scope.site.id)
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new RedirectError(redirectMessages.redirectNotFound, 404);
  redirectsChanged(services);
}

/** Forgets a path's 404 count; false when it was not counted. */
export async function dismissFailedRequest(services: Services, scope: Scope, path: string): Promise<boolean> {
  const where = normalizePath(path);
  if (!where) return false;
  const deleted = await services.db
    .deleteFrom("failed_requests")
    .where("site_id", "=", scope.site.id)
    .where("path", "=", where)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
