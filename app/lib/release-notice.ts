/**
 * The developer menu's release notice (spec section 4, decision 0075): the notes pop up by
 * themselves once the latest release (CHANGELOG's latest version heading) differs from the one
 * this browser last saw. The server is asked for the latest release at most once an hour (the
 * answer kept in the browser's storage); closing the notes records the release as seen. Only the
 * developer menu uses it, which production never has.
 */

/** How long the server's answer is kept (spec section 7: version cache 1 hour). */
export const RELEASE_CACHE_MS = 60 * 60 * 1000;
const LATEST_KEY = "release-notice:latest";
const SEEN_KEY = "release-notice:seen";

/** The part of the browser's storage used (localStorage; a map in tests). */
export type ReleaseStore = Pick<Storage, "getItem" | "setItem">;

/** The kept answer, when it is no older than an hour (and not from the future: a clock put back). */
function keptLatest(store: ReleaseStore, now: number): string | null {
  try {
    const kept = JSON.parse(store.getItem(LATEST_KEY) ?? "null") as { tag?: unknown; at?: unknown } | null;
    if (typeof kept?.tag !== "string" || typeof kept.at !== "number") return null;
    return kept.at <= now && now - kept.at < RELEASE_CACHE_MS ? kept.tag : null;
  } catch {
    return null;
  }
}

/**
 * The release to announce, or null: the latest (kept, else asked with `ask` and kept) when it
 * differs from the one seen. Null as well without storage (every page would announce it again) or
 * without an answer.
 */
export async function releaseToAnnounce(
  store: ReleaseStore,
  now: number,
  ask: () => Promise<string>,
): Promise<string | null> {
  try {
    let latest = keptLatest(store, now);
    if (latest === null) {
      latest = await ask();
      if (!latest) return null;
      store.setItem(LATEST_KEY, JSON.stringify({ tag: latest, at: now }));
    }
    return latest === store.getItem(SEEN_KEY) ? null : latest;
  } catch {
    return null;
  }
}

/** Records a release as seen by this browser (quietly nothing without storage). */
export function markReleaseSeen(store: ReleaseStore, tag: string): void {
  try {
    store.setItem(SEEN_KEY, tag);
  } catch {
    // Storage turned off: the notice never showed either (releaseToAnnounce).
  }
}
