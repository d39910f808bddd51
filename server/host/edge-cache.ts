/**
 * A shared cache in front of the storefront (issue 16; docs/operations.md, "A cache in front"):
 * the ETag of the answers the storefront made shareable (app/.server/edge-keys.ts).
 */
import { createHash } from "node:crypto";
import { setsOnlySharedCookies } from "../contract/edge";

/** Whether an answer was made shareable here (the mark edgeCacheControl leaves). */
export function isEdgeCacheable(response: Response): boolean {
  return (
    /\bs-maxage=/.test(response.headers.get("Cache-Control") ?? "") &&
    setsOnlySharedCookies(response.headers.getSetCookie())
  );
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

/**
 * A shareable GET document is read whole (an anonymous page's deferred data included) to give it
 * a weak ETag of its body (weak: compression re-encodes it), and a request already holding that
 * version gets 304 without the body. Everything else passes through, still streamed.
 */
export async function withEdgeEtag(request: Request, response: Response): Promise<Response> {
  if (request.method !== "GET" || response.status !== 200 || !response.body || !isEdgeCacheable(response))
    return response;
  const body = new Uint8Array(await response.arrayBuffer());
  // The document's CSP nonce is new on every render: the version is the body without it.
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  const text = Buffer.from(body).toString("latin1");
  const versioned = nonce ? text.replaceAll(nonce, "") : text;
  const etag = `W/"${createHash("sha1").update(versioned, "latin1").digest("base64url")}"`;
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  if (matches(request.headers.get("If-None-Match"), etag)) {
    // The browser keeps its copy's policy only if none comes with the 304: this render's nonce is
    // not the one in the copy's scripts, which would all be refused (a reloaded page never hydrated).
    for (const name of ["Content-Length", "Content-Type", "Content-Security-Policy"]) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  headers.delete("Content-Length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
