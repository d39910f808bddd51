/**
 * Failure counters in the database (table rate_limits), so every process behind a load balancer
 * shares them. A counter's window starts with its first hit and lasts `windowMs`; a hit after the
 * window starts a new one.
 */
import { sql } from "kysely";
import type { DbOrTx } from "../../db";

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The hits counted in the current window of a key (0 when the window is over). */
export async function hitsOf(db: DbOrTx, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom("rate_limits")
    .select("count")
    .where("key", "=", key)
    .where("window_start", ">", iso(now - windowMs))
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

/** True when any of the limits is used up. */
export async function isLimited(db: DbOrTx, limits: Limit[], now = Date.now()): Promise<boolean> {
  for (const limit of limits) {
    if ((await hitsOf(db, limit.key, limit.windowMs, now)) >= limit.max) return true;
  }
  return false;
}

/** Counts one hit (an atomic upsert). */
export async function hit(db: DbOrTx, key: string, windowMs: number, now = Date.now()): Promise<void> {
  const cutoff = iso(now - windowMs);
  const stamp = iso(now);
  await db
    .insertInto("rate_limits")
    .values({ key, window_start: stamp, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`CASE WHEN ${sql.ref("rate_limits.window_start")} <= ${cutoff} THEN 1 ELSE ${sql.ref("rate_limits.count")} + 1 END`,
        window_start: sql<string>`CASE WHEN ${sql.ref("rate_limits.window_start")} <= ${cutoff} THEN ${stamp} ELSE ${sql.ref("rate_limits.window_start")} END`,
      }),
    )
    .execute();
}

export async function clearHits(db: DbOrTx, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Drops counters whose window ended long ago (housekeeping; optional). */
export async function pruneRateLimits(db: DbOrTx, olderThanMs: number, now = Date.now()): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_start", "<", iso(now - olderThanMs)).execute();
}
