/**
 * What a page added to itself after it was rendered (the products "Show more" added below a list),
 * kept for its entry in the browser's history, so that Back to that entry shows it again, as React
 * Router's scroll restoration keeps the scroll position: in sessionStorage, under the location's key.
 * Only the last few entries are kept; a browser without sessionStorage (or over its quota) keeps none,
 * and the page is then shown as rendered.
 */
const KEPT_ENTRIES = 10;

interface Kept<T> {
  key: string;
  value: T;
}

function read<T>(name: string): Kept<T>[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(name) ?? "[]");
    return Array.isArray(kept) ? (kept as Kept<T>[]) : [];
  } catch {
    return [];
  }
}

/** Keeps `value` for the history entry `key` (a location's key), in place of what was kept for it. */
export function rememberForEntry<T>(name: string, key: string, value: T): void {
  const kept = [...read<T>(name).filter((entry) => entry.key !== key), { key, value }].slice(-KEPT_ENTRIES);
  try {
    sessionStorage.setItem(name, JSON.stringify(kept));
  } catch {
    // No storage: Back shows the page as rendered.
  }
}

/** What was kept for the history entry `key`, if anything. */
export function recallForEntry<T>(name: string, key: string): T | undefined {
  return read<T>(name).find((entry) => entry.key === key)?.value;
}
