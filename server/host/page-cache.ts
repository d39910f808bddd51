/**
 * The host's own cache of shared pages (PAGE_CACHE_SECONDS; docs/decisions/0038-page-cache.md), for
 * a store with no cache in front: it keeps exactly the documents the storefront made shareable
 * (./edge-cache.ts) and answers the next anonymous request for one without rendering it. Entries
 * carry the page's surrogate keys and are dropped by the purges that reach every process through
 * the memo cache (server/edge-purge, `pageKeysOf`), and after their lifetime whatever happens.
 * Each answer from it gets a CSP nonce of its own.
 */
import { randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { mayShareAnswerTo, mayShareVariantWith } from "../contract/edge";
import { pageKeysOf } from "../edge-purge";
import type { SharedDocument } from "./edge-cache";

export interface PageCacheLimits {
  /** An entry's lifetime, at most its answer's s-maxage. */
  seconds: number;
  maxEntries: number;
  /** The bodies' bytes, all entries together. */
  maxBytes: number;
}

/** Per process (each cluster worker has its own): a crawler walking the whole catalog evicts the
 * least recently read pages instead of growing the heap. */
export const PAGE_CACHE_LIMITS = { maxEntries: 10_000, maxBytes: 64 * 1024 * 1024 };

/** What a request for a page is read by: its address and what the render may depend on. */
export interface PageRequest {
  method: string;
  /** The whole URL as the storefront gets it: scheme and host (its absolute links and the locale
   * cookie's Secure), path and query. */
  url: string;
  cookie: string | null;
  userAgent: string | null;
}

/**
 * The entry a request may be answered from, or null when no shared answer could serve it. The
 * language is in the path, but the locale cookie still decides whether a path without a prefix
 * redirects (never kept) or renders and sets it, so its value is part of the key; crawlers get the
 * whole document where browsers get it streamed, so they have entries of their own. GET and HEAD
 * share entries (a HEAD is answered from a GET's). With a `variant` (decision 0041, the storefront's
 * `pageVariant`), the entry of a visitor with a cart or a cookie choice: one per variant.
 */
export function pageCacheKey(request: PageRequest, variant: string | null = null): string | null {
  const { method, url, cookie } = request;
  const shared = variant === null ? mayShareAnswerTo : mayShareVariantWith;
  if (!shared(method, new URL(url), cookie)) return null;
  const locale = cookie ? (/(?:^|;\s*)locale=([^;]*)/.exec(cookie)?.[1] ?? "") : "";
  const key = `${url}\n${locale}\n${isbot(request.userAgent ?? "") ? "bot" : ""}`;
  return variant === null ? key : `${key}\n${variant}`;
}

interface Entry {
  status: number;
  statusText: string;
  /** The headers but the policy, which is rebuilt around each answer's nonce. */
  headers: [string, string][];
  /** The policy and the body, cut where the render's nonce was (one piece each without one). */
  policy: string[] | null;
  body: Buffer<ArrayBuffer>[];
  keys: Set<string>;
  /** What the access log and the metrics name the request by. */
  route: string | undefined;
  stored: number;
  expires: number;
  bytes: number;
}

function cut(body: Buffer<ArrayBuffer>, nonce: string | null): Buffer<ArrayBuffer>[] {
  if (!nonce) return [body];
  const pieces: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce, 0, "latin1"); at !== -1; at = body.indexOf(nonce, from, "latin1")) {
    pieces.push(body.subarray(from, at));
    from = at + nonce.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

/** The document with a nonce no other answer had, in its policy and its body alike. */
function withFreshNonce(entry: Entry): SharedDocument {
  const { status, statusText, policy, body } = entry;
  const headers = new Headers(entry.headers);
  const nonce = body.length > 1 || (policy?.length ?? 0) > 1 ? randomBytes(16).toString("base64") : null;
  if (policy) headers.set("Content-Security-Policy", policy.join(nonce ?? ""));
  if (!nonce || body.length === 1) return { status, statusText, headers, body: body[0]!, nonce };
  const glue = Buffer.from(nonce, "latin1");
  return {
    status,
    statusText,
    headers,
    body: Buffer.concat(body.flatMap((piece, i) => (i ? [glue, piece] : [piece]))),
    nonce,
  };
}

const sharedSeconds = (headers: Headers) =>
  Number(/\bs-maxage=(\d+)/.exec(headers.get("Cache-Control") ?? "")?.[1] ?? 0);

export interface PageHit {
  document: SharedDocument;
  route: string | undefined;
  /** Seconds since it was rendered. */
  age: number;
}

export interface PageCache {
  read(key: string, now?: number): PageHit | null;
  /** A number to hand back to `keep`: a render that began before a purge is not kept. */
  generation(): number;
  keep(key: string, document: SharedDocument, route: string | undefined, since: number, now?: number): void;
  /** A memo tag dropped in this process (null: everything): the pages showing it go. */
  drop(tag: string | null): void;
  size(): { entries: number; bytes: number };
}

export function createPageCache(limits: PageCacheLimits): PageCache {
  // In reading order, the least recent first.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    read(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now) return (void remove(key, entry), null);
      entries.delete(key);
      entries.set(key, entry);
      return { document: withFreshNonce(entry), route: entry.route, age: Math.floor((now - entry.stored) / 1000) };
    },
    generation: () => generation,
    keep(key, document, route, since, now = Date.now()) {
      const seconds = Math.min(limits.seconds, document.kept?.seconds ?? sharedSeconds(document.headers));
      if (since !== generation || seconds <= 0) return;
      const body = Buffer.from(document.body.buffer, document.body.byteOffset, document.body.byteLength);
      if (body.length > limits.maxBytes) return;
      const headers = new Headers(document.headers);
      const policy = headers.get("Content-Security-Policy");
      headers.delete("Content-Security-Policy");
      const entry: Entry = {
        status: document.status,
        statusText: document.statusText,
        headers: [...headers],
        policy: policy === null ? null : document.nonce ? policy.split(document.nonce) : [policy],
        body: cut(body, document.nonce),
        keys: new Set(document.kept?.keys ?? (headers.get("Surrogate-Key") ?? "").split(" ").filter(Boolean)),
        route,
        stored: now,
        expires: now + seconds * 1000,
        bytes: body.length + key.length,
      };
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const [oldest, old] of entries) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        remove(oldest, old);
      }
    },
    drop(tag) {
      const keys = tag === null ? null : pageKeysOf(tag);
      if (keys?.length === 0) return;
      generation++;
      if (!keys) {
        entries.clear();
        bytes = 0;
        return;
      }
      for (const [key, entry] of entries) if (keys.some((k) => entry.keys.has(k))) remove(key, entry);
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
