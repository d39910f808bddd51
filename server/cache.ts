/**
 * An in-process memo for data that is read on every page and written rarely (sites, options,
 * elements, navigation). Writers call `invalidate(tag)`; listeners (with PostgreSQL, a NOTIFY to the
 * other processes) hear of it, and `invalidateLocal` drops a tag without telling anyone.
 */
export interface MemoCache {
  get<T>(tag: string, key: string, load: () => Promise<T>): Promise<T>;
  invalidate(tag: string): void;
  invalidateLocal(tag: string): void;
  /** Drops everything, telling no one. */
  invalidateAll(): void;
  onInvalidate(listener: (tag: string) => void): void;
  /** What the memo holds now, read-only: each tag with its number of entries (for the back office). */
  tags(): { tag: string; entries: number }[];
}

export function createMemoCache(): MemoCache {
  const store = new Map<string, Map<string, Promise<unknown>>>();
  const listeners: ((tag: string) => void)[] = [];
  return {
    get<T>(tag: string, key: string, load: () => Promise<T>): Promise<T> {
      let bucket = store.get(tag);
      if (!bucket) store.set(tag, (bucket = new Map()));
      let hit = bucket.get(key) as Promise<T> | undefined;
      if (!hit) {
        hit = load();
        bucket.set(key, hit);
        // A failed load is not remembered.
        hit.catch(() => bucket.delete(key));
      }
      return hit;
    },
    invalidateAll() {
      store.clear();
    },
    invalidateLocal(tag: string) {
      store.delete(tag);
    },
    invalidate(tag: string) {
      store.delete(tag);
      for (const listener of listeners) listener(tag);
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    tags() {
      return [...store].map(([tag, bucket]) => ({ tag, entries: bucket.size })).sort((a, b) => a.tag.localeCompare(b.tag));
    },
  };
}
