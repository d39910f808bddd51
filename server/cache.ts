/**
 * An in-process memo for data that is read on every page and written rarely (sites, options,
 * elements, navigation, open sessions). Writers call `invalidate(tag)`; listeners (the other
 * workers of a cluster through the primary, and with PostgreSQL the other processes by NOTIFY) hear
 * of it, and `invalidateLocal` drops a tag without telling anyone. A listener may answer with a
 * promise of the tag having reached the others: `settled()` waits for those, so that a platform
 * call answers only once its writes are visible everywhere. An entry may be given a lifetime (`ttlMs`): it bounds how stale it can be when the data
 * changes behind the platform's back, and lets a tag with many keys forget the idle ones.
 */
import { observeCache } from "./observability/metrics";

export interface MemoOptions {
  /** How long an entry is believed, in milliseconds (default: until its tag is invalidated). */
  ttlMs?: number;
}

export interface MemoCache {
  get<T>(tag: string, key: string, load: () => Promise<T>, options?: MemoOptions): Promise<T>;
  invalidate(tag: string): void;
  invalidateLocal(tag: string): void;
  /** Drops everything, telling no one. */
  invalidateAll(): void;
  onInvalidate(listener: (tag: string) => void | Promise<void>): void;
  /** Hears every drop in this process, whoever asked (this process or another): a tag, or null
   * for everything. For caches built on the memo's (the host's page cache). */
  onDrop(listener: (tag: string | null) => void): void;
  /** Resolves when every invalidation told so far has reached the listeners' other processes. */
  settled(): Promise<void>;
  /** What the memo holds now, read-only: each tag with its number of entries (for the back office). */
  tags(): { tag: string; entries: number }[];
}

/** Entries of a tag with lifetimes beyond which expired ones are swept out. */
const SWEEP_ABOVE = 10_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

function sweep(bucket: Map<string, Entry>, now: number) {
  for (const [key, entry] of bucket) if (entry.expires <= now) bucket.delete(key);
  // Still too many live ones: start over rather than grow without bound.
  if (bucket.size > SWEEP_ABOVE) bucket.clear();
}

export function createMemoCache(): MemoCache {
  const store = new Map<string, Map<string, Entry>>();
  const listeners: ((tag: string) => void | Promise<void>)[] = [];
  const droppers: ((tag: string | null) => void)[] = [];
  const dropped = (tag: string | null) => droppers.forEach((listener) => listener(tag));
  const relaying = new Set<Promise<void>>();
  const settledNow = Promise.resolve();
  return {
    get<T>(tag: string, key: string, load: () => Promise<T>, options: MemoOptions = {}): Promise<T> {
      const now = Date.now();
      let bucket = store.get(tag);
      if (!bucket) store.set(tag, (bucket = new Map()));
      const hit = bucket.get(key);
      const fresh = hit !== undefined && hit.expires > now;
      observeCache(tag, fresh);
      if (fresh) return hit.value as Promise<T>;
      if (options.ttlMs !== undefined && bucket.size >= SWEEP_ABOVE) sweep(bucket, now);
      const value = load();
      const entry: Entry = { value, expires: options.ttlMs === undefined ? Infinity : now + options.ttlMs };
      bucket.set(key, entry);
      // A failed load is not remembered.
      value.catch(() => {
        if (bucket.get(key) === entry) bucket.delete(key);
      });
      return value;
    },
    invalidateAll() {
      store.clear();
      dropped(null);
    },
    invalidateLocal(tag: string) {
      store.delete(tag);
      dropped(tag);
    },
    invalidate(tag: string) {
      store.delete(tag);
      dropped(tag);
      for (const listener of listeners) {
        const told = listener(tag);
        if (!told) continue;
        // A relay that fails is the listener's to report; the write itself stands.
        const relay = told.catch(() => undefined).finally(() => relaying.delete(relay));
        relaying.add(relay);
      }
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    onDrop(listener) {
      droppers.push(listener);
    },
    settled() {
      return relaying.size ? Promise.all(relaying).then(() => undefined) : settledNow;
    },
    tags() {
      return [...store]
        .map(([tag, bucket]) => ({ tag, entries: bucket.size }))
        .sort((a, b) => a.tag.localeCompare(b.tag));
    },
  };
}
