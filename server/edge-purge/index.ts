/**
 * The purge hook of a shared cache in front (issue 16; docs/operations.md): when the platform has
 * written something pages show, the keys of those pages are POSTed as JSON `{"keys": [...]}` to
 * EDGE_PURGE_URL. The in-process cache's tag invalidations (which writers issue after their
 * transaction commits) map to keys (TAG_KEYS); a module that knows the rows it changed purges their
 * own keys (`purgeEdgeKeys`). Keys of one tick go in one call; a failed call is logged, never fatal:
 * s-maxage bounds how long a page can stay stale.
 */
import type { MemoCache } from "../cache";
import { log } from "../log";
import { TAG_KEYS } from "./keys";

export { pageKey, productKey, categoryKey } from "../contract/edge";

let purgeUrl: string | null = null;
let pending: Set<string> | null = null;
const inFlight = new Set<Promise<void>>();

async function send(url: string, keys: string[]): Promise<void> {
  try {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ keys }),
      signal: AbortSignal.timeout(5000),
    });
    if (!answer.ok) log.warn("edge purge refused", { status: answer.status, keys });
  } catch (err) {
    log.warn("edge purge failed", { err, keys });
  }
}

/** Asks the cache in front to drop the pages carrying these keys (nothing when no hook is set). */
export function purgeEdgeKeys(keys: readonly string[]): void {
  const url = purgeUrl;
  if (!url || !keys.length) return;
  if (pending) return void keys.forEach((key) => pending!.add(key));
  pending = new Set(keys);
  setImmediate(() => {
    const batch = [...(pending ?? [])];
    pending = null;
    const sent = send(url, batch).finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  });
}

/** Resolves once every purge asked so far has been answered (tests, shutdown). */
export async function edgePurgesSettled(): Promise<void> {
  while (pending || inFlight.size) {
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all(inFlight);
  }
}

/** Points the hook at `url` (null: off) and purges on the cache's tag invalidations. */
export function installEdgePurge(cache: MemoCache, url: string | null): void {
  purgeUrl = url;
  cache.onInvalidate((tag) => purgeEdgeKeys(TAG_KEYS[tag] ?? []));
}
