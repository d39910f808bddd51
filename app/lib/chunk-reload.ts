/**
 * A page that meets a missing chunk (a deploy replaced the build and the previous release's files
 * are no longer retained) loads again in full, from the new build. At most once per
 * RELOAD_GUARD_MS: a chunk the new page lacks as well then ends as the usual error page, not as a
 * reload loop (docs/decisions/0035).
 */

/** The spec's guard against reload loops. */
export const RELOAD_GUARD_MS = 60_000;
const KEY = "chunk-reload";

/** Whether a reload may happen at `now`, none having happened in the guard's time; records it if so. */
export function mayReload(storage: Pick<Storage, "getItem" | "setItem">, now: number): boolean {
  if (now - Number(storage.getItem(KEY)) < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  return true;
}

/**
 * Loads `href` (default: this page again) unless the guard says no, or, with `always`, in any case
 * (the guard still starts); whether it does. Without session storage a loop could not be stopped,
 * so nothing reloads.
 */
export function reloadOnce(href?: string, always = false): boolean {
  try {
    if (!mayReload(sessionStorage, Date.now()) && !always) return false;
  } catch {
    if (!always) return false;
  }
  if (href) location.assign(href);
  else location.reload();
  return true;
}
