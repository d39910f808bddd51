/**
 * The purge hook of a shared cache in front (issue 16; docs/operations.md): when the platform has
 * written something pages show, the keys of those pages are POSTed as JSON `{"keys": [...]}` to
 * EDGE_PURGE_URL. The in-process cache's tag invalidations (which writers issue after their
 * transaction commits) map to keys (TAG_KEYS); a module that knows the rows it changed purges their
 * own keys (`purgeEdgeKeys`). Keys of one tick go in one call; a failed call is logged, never fatal:
 * s-maxage bounds how long a page can stay stale.
 *
 * The host's own page cache (server/host/page-cache.ts) hears the same purges in every process: a
 * module's keys travel as a memo invalidation of a synthetic tag (the memo relays it to the other
 * workers and hosts, and a platform call answers once they have it), and `pageKeysOf` says which
 * pages a tag drops.
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

/** A purge of keys, as a tag of the memo cache (it reaches every process the memo's tags reach). */
const KEYS_TAG = "edge-keys:";
/** What every back-office write drops (`purgeAllPages`). */
const ALL_PAGES_TAG = "pages";

/**
 * The pages a dropped memo tag changes: its keys; [] for none; null for any page (a tag no key
 * stands for, such as posts, whose lists any page may show, or `purgeAllPages`).
 */
export function pageKeysOf(tag: string): readonly string[] | null {
  if (tag.startsWith(KEYS_TAG)) return tag.slice(KEYS_TAG.length).split(" ");
  return TAG_KEYS[tag] ?? null;
}

/** Asks the caches of pages to drop those carrying these keys: the one in front (when its hook is
 * set) and the host's own in every process. */
export function purgeEdgeKeys(services: { cache: MemoCache }, keys: readonly string[]): void {
  if (!keys.length) return;
  services.cache.invalidate(KEYS_TAG + keys.join(" "));
  postPurge(keys);
}

/** A back-office write may change any public page (a page saved, a redirect, a translation, a
 * media text): the host's page cache drops them all. A cache in front keeps its s-maxage. */
export function purgeAllPages(services: { cache: MemoCache }): void {
  services.cache.invalidate(ALL_PAGES_TAG);
}

function postPurge(keys: readonly string[]): void {
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
  cache.onInvalidate((tag) => postPurge(TAG_KEYS[tag] ?? []));
}
