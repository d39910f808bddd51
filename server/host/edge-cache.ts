/**
 * A shared cache in front of the storefront (issue 16; docs/operations.md, "A cache in front"):
 * the ETag of the answers the storefront made shareable (app/.server/edge-keys.ts). The host's own
 * page cache (./page-cache.ts) keeps the same documents.
 */
import { createHash } from "node:crypto";
import { PAGE_VARIANT_HEADER, PAGE_VARIANT_SECONDS_HEADER, setsOnlySharedCookies } from "../contract/edge";

/** Whether an answer was made shareable here (the mark edgeCacheControl leaves). */
export function isEdgeCacheable(response: Response): boolean {
  return (
    /\bs-maxage=/.test(response.headers.get("Cache-Control") ?? "") &&
    setsOnlySharedCookies(response.headers.getSetCookie())
  );
}

/** A shareable GET document, read whole. */
export interface SharedDocument {
  status: number;
  statusText: string;
  /** The answer's, with its ETag and without Content-Length. */
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
  /** The render's CSP nonce (in the policy and the body's scripts), if it has one. */
  nonce: string | null;
  /** For a page one variant's visitors share, which its headers do not tell: how long it may be
   * kept (seconds) and its surrogate keys. A page shared by all says both in its headers. */
  kept?: { seconds: number; keys: string[] };
}

/** What the host writes for a shared document: 304 without a body, or the document. */
export interface SharedAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: Uint8Array<ArrayBuffer> | null;
}

const cspNonce = (headers: Headers): string | null =>
  /'nonce-([^']+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

/**
 * A shareable GET document is read whole (an anonymous page's deferred data included) to give it
 * a weak ETag of its body (weak: compression re-encodes it); null for any other answer, which
 * stays streamed.
 */
export async function readSharedDocument(request: Request, response: Response): Promise<SharedDocument | null> {
  if (request.method !== "GET" || response.status !== 200 || !response.body || !isEdgeCacheable(response)) return null;
  const body = new Uint8Array(await response.arrayBuffer());
  // The document's CSP nonce is new on every render: the version is the body without it.
  const nonce = cspNonce(response.headers);
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("latin1");
  const versioned = nonce ? text.replaceAll(nonce, "") : text;
  const headers = new Headers(response.headers);
  headers.set("ETag", `W/"${createHash("sha1").update(versioned, "latin1").digest("base64url")}"`);
  headers.delete("Content-Length");
  return { status: response.status, statusText: response.statusText, headers, body, nonce };
}

/**
 * A page the visitors of one variant may share (decision 0041), read whole, with the variant the
 * render named; null for any other answer. What the storefront said for the host's page cache (the
 * variant, the lifetime, the surrogate keys) is taken out of the headers the visitor gets, which
 * stay those of a page of their own.
 */
export async function readVariantDocument(
  request: Request,
  response: Response,
): Promise<{ variant: string; document: SharedDocument } | null> {
  const variant = response.headers.get(PAGE_VARIANT_HEADER);
  if (variant === null) return null;
  const seconds = Number(response.headers.get(PAGE_VARIANT_SECONDS_HEADER) ?? 0);
  const keys = (response.headers.get("Surrogate-Key") ?? "").split(" ").filter(Boolean);
  // The storefront's answers have headers of their own (never a fetch's immutable ones).
  for (const name of [PAGE_VARIANT_HEADER, PAGE_VARIANT_SECONDS_HEADER, "Surrogate-Key", "Cache-Tag"])
    response.headers.delete(name);
  if (request.method !== "GET" || response.status !== 200 || !response.body) return null;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  const body = new Uint8Array(await response.arrayBuffer());
  const nonce = cspNonce(headers);
  return {
    variant,
    document: { status: 200, statusText: response.statusText, headers, body, nonce, kept: { seconds, keys } },
  };
}

/** The document, or 304 without its body for a request already holding that version. */
export function answerShared(ifNoneMatch: string | null, document: SharedDocument): SharedAnswer {
  const { status, statusText, headers, body } = document;
  if (!matches(ifNoneMatch, headers.get("ETag") ?? "")) return { status, statusText, headers, body };
  // The browser keeps its copy's policy only if none comes with the 304: this render's nonce is
  // not the one in the copy's scripts, which would all be refused (a reloaded page never hydrated).
  const notModified = new Headers(headers);
  for (const name of ["Content-Length", "Content-Type", "Content-Security-Policy"]) notModified.delete(name);
  return { status: 304, statusText: "Not Modified", headers: notModified, body: null };
}
