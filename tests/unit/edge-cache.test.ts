/**
 * A shared cache in front (issue 16 item 2): which answers get which Cache-Control, the ETag and
 * its 304, and the purge hook's calls (tag invalidations mapped to surrogate keys, one call a tick).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoCache } from "#server/cache";
import { edgePurgesSettled, installEdgePurge, purgeEdgeKeys } from "#server/edge-purge";
import { answerShared, readSharedDocument } from "#server/host/edge-cache";
import { edgeCacheControl, untilChange, type EdgeCandidate } from "~/.server/edge-keys";
import { startPurgeRecorder } from "../support/purge-recorder";

const settings = { seconds: 60, staleSeconds: 300 };
const anonymousPage: EdgeCandidate = {
  method: "GET",
  url: new URL("http://shop.test/en/shop/shoes"),
  cookie: null,
  status: 200,
  cacheControl: null,
  setCookies: [],
};
const decide = (changes: Partial<EdgeCandidate>, given = settings) =>
  edgeCacheControl({ ...anonymousPage, ...changes }, given);

describe("edgeCacheControl", () => {
  it("makes an anonymous visitor's public page shareable, with the configured lifetimes", () => {
    expect(decide({})).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(decide({ method: "HEAD", cookie: "locale=abc" })).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    expect(decide({}, { seconds: 30, staleSeconds: 0 })).toBe("public, max-age=0, s-maxage=30");
    // The locale cookie is the same for every visitor of the page's language.
    expect(decide({ setCookies: ["locale=ImVuIg; Max-Age=31536000; Path=/"] })).toMatch(/^public/);
  });

  it("keeps a 404 briefly and leaves other statuses alone", () => {
    expect(decide({ status: 404 })).toBe("public, max-age=0, s-maxage=10");
    for (const status of [301, 303, 500, 503]) expect(decide({ status })).toBeNull();
  });

  it("leaves alone whatever is one visitor's, written, the back office's, or turned off", () => {
    for (const cookie of ["session=x", "cart=x", "locale=en; toast=y", "cookie-consent=z", "_ga=1"])
      expect(decide({ cookie }), cookie).toBeNull();
    expect(decide({ method: "POST" })).toBeNull();
    expect(decide({ setCookies: ["locale=en; Path=/", "cart=1; Path=/"] })).toBeNull();
    expect(decide({ url: new URL("http://shop.test/admin/pages") })).toBeNull();
    expect(decide({ url: new URL("http://shop.test/hr/admin") })).toBeNull();
    expect(decide({ url: new URL("http://shop.test/en/about-us?editPage=true") })).toBeNull();
    expect(decide({ cacheControl: "public, max-age=3600" })).toBeNull();
    expect(decide({}, { seconds: 0, staleSeconds: 300 })).toBeNull();
  });

  it("shares a page that changes by itself (an event ending) no longer than until then", () => {
    const now = 1_000_000;
    expect(decide({}, untilChange(settings, now + 12_500, now))).toMatch(/ s-maxage=12,/);
    expect(decide({}, untilChange(settings, now + 3_600_000, now))).toMatch(/ s-maxage=60,/);
    expect(decide({}, untilChange(settings, Infinity, now))).toMatch(/ s-maxage=60,/);
    // In its last second it is not shared at all.
    expect(decide({}, untilChange(settings, now + 400, now))).toBeNull();
  });
});

/** As the host answers a page: a shareable document read whole, then it or its 304; null for an
 * answer that stays streamed. */
async function answer(request: Request, response: Response) {
  const document = await readSharedDocument(request, response);
  return document && answerShared(request.headers.get("If-None-Match"), document);
}
const text = (body: Uint8Array | null | undefined) => new TextDecoder().decode(body ?? undefined);

describe("the ETag of a shareable page", () => {
  const shared = (body = "<html>page</html>") =>
    new Response(body, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60", "Content-Type": "text/html" } });

  it("tags a shareable page with a weak ETag of its body, and answers 304 to a request holding it", async () => {
    const first = (await answer(new Request("http://shop.test/"), shared()))!;
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(text(first.body)).toBe("<html>page</html>");
    const again = (await answer(new Request("http://shop.test/", { headers: { "If-None-Match": etag } }), shared()))!;
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("ETag")).toBe(etag);
    const changed = (await answer(
      new Request("http://shop.test/", { headers: { "If-None-Match": etag } }),
      shared("<html>new</html>"),
    ))!;
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("gives two renders differing only by their CSP nonce the same ETag, and its 304 no policy", async () => {
    const render = (nonce: string) =>
      new Response(`<script nonce="${nonce}">1</script>`, {
        headers: { "Cache-Control": "public, s-maxage=60", "Content-Security-Policy": `script-src 'nonce-${nonce}'` },
      });
    const one = (await answer(new Request("http://shop.test/"), render("abc123")))!;
    const two = (await answer(new Request("http://shop.test/"), render("xyz789")))!;
    expect(one.headers.get("ETag")).toBe(two.headers.get("ETag"));
    // The browser's copy keeps its own policy: a new nonce would refuse the copy's scripts.
    const revalidated = (await answer(
      new Request("http://shop.test/", { headers: { "If-None-Match": one.headers.get("ETag")! } }),
      render("xyz789"),
    ))!;
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.has("Content-Security-Policy")).toBe(false);
  });

  it("leaves private answers and posts streamed, unread", async () => {
    const personal = new Response("mine", { headers: { "Cache-Control": "private, no-store" } });
    expect(await answer(new Request("http://shop.test/"), personal)).toBeNull();
    expect(personal.bodyUsed).toBe(false);
    const posted = shared();
    expect(await answer(new Request("http://shop.test/", { method: "POST", body: "" }), posted)).toBeNull();
    expect(posted.bodyUsed).toBe(false);
  });
});

describe("the purge hook", () => {
  let recorder: Awaited<ReturnType<typeof startPurgeRecorder>>;
  beforeAll(async () => {
    recorder = await startPurgeRecorder();
  });
  afterAll(() => recorder.close());

  it("POSTs the keys of the invalidated tags and of the rows written, together, once", async () => {
    const cache = createMemoCache();
    installEdgePurge(cache, recorder.url);
    cache.invalidate("cms-navigation");
    cache.invalidate("cms-options");
    cache.invalidate("posts");
    purgeEdgeKeys({ cache }, ["product-7"]);
    await edgePurgesSettled();
    expect(recorder.calls).toEqual([{ method: "POST", body: { keys: ["nav", "site", "product-7"] } }]);
  });

  it("logs a failed purge and goes on", async () => {
    const cache = createMemoCache();
    installEdgePurge(cache, "http://127.0.0.1:9/unreachable");
    purgeEdgeKeys({ cache }, ["site"]);
    await expect(edgePurgesSettled()).resolves.toBeUndefined();
    installEdgePurge(createMemoCache(), null);
  });
});
