/**
 * The host's page cache (docs/decisions/0038-page-cache.md): which requests it may answer and by
 * which key, a fresh nonce in every answer, the purges it hears, and its bounds; the copies kept per
 * variant for visitors with a cart or a cookie choice (docs/decisions/0041-page-variants.md).
 */
import { describe, expect, it } from "vitest";
import { createMemoCache } from "#server/cache";
import { purgeAllPages, purgeEdgeKeys } from "#server/edge-purge";
import { readSharedDocument, readVariantDocument, type SharedDocument } from "#server/host/edge-cache";
import { createPageCache, pageCacheKey, type PageRequest } from "#server/host/page-cache";

const visitor: PageRequest = {
  method: "GET",
  url: "http://shop.test/en/shop/shoes?page=2",
  cookie: null,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0",
};
const keyOf = (changes: Partial<PageRequest>) => pageCacheKey({ ...visitor, ...changes });

const NONCE = "c2VjcmV0LW5vbmNlLTEyMw==";
async function rendered(body: string, keys = "site nav elements page-7", seconds = 60): Promise<SharedDocument> {
  const response = new Response(body.replaceAll("{n}", NONCE), {
    headers: {
      "Cache-Control": `public, max-age=0, s-maxage=${seconds}`,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${NONCE}'`,
      "Surrogate-Key": keys,
      "Set-Cookie": "locale=ImVuIg; Path=/",
    },
  });
  return (await readSharedDocument(new Request("http://shop.test/"), response))!;
}
const limits = { seconds: 60, maxEntries: 100, maxBytes: 1_000_000 };
const text = (document: SharedDocument) => Buffer.from(document.body).toString();

describe("pageCacheKey", () => {
  it("keys a page by its address, the locale cookie's value and whether a crawler asks; GET and HEAD alike", () => {
    const key = keyOf({});
    expect(key).not.toBeNull();
    expect(keyOf({ method: "HEAD" })).toBe(key);
    const others = [
      keyOf({ url: "http://shop.test/en/shop/shoes?page=3" }),
      keyOf({ url: "http://shop.test/hr/shop/shoes?page=2" }),
      keyOf({ url: "https://shop.test/en/shop/shoes?page=2" }),
      keyOf({ url: "http://other.test/en/shop/shoes?page=2" }),
      keyOf({ cookie: "locale=hr" }),
      keyOf({ cookie: "locale=en" }),
      keyOf({ userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });

  it("answers nothing it could not share: other cookies, writes, the back office", () => {
    for (const cookie of ["session=x", "locale=en; cart=1", "cookie-consent=all", "_ga=1"])
      expect(keyOf({ cookie }), cookie).toBeNull();
    expect(keyOf({ method: "POST" })).toBeNull();
    expect(keyOf({ url: "http://shop.test/admin/pages" })).toBeNull();
    expect(keyOf({ url: "http://shop.test/en/about?editPage=true" })).toBeNull();
  });
});

describe("pageCacheKey with a variant", () => {
  const cart = "locale=en; cart=eyJ9.sig; cookie-consent=ImFjY2VwdGVkIg.sig";
  it("keys the copy of a visitor with a cart or a cookie choice by the variant besides the page", () => {
    const key = keyOf({ cookie: cart });
    expect(key).toBeNull();
    const two = pageCacheKey({ ...visitor, cookie: cart }, "cart=2;consent=accepted");
    expect(two).not.toBeNull();
    expect(pageCacheKey({ ...visitor, cookie: "cart=other.sig" }, "cart=2;consent=accepted")).toBe(
      pageCacheKey({ ...visitor, cookie: "cart=other.sig" }, "cart=2;consent=accepted"),
    );
    const others = [
      pageCacheKey({ ...visitor, cookie: cart }, "cart=3;consent=accepted"),
      pageCacheKey({ ...visitor, cookie: cart }, "cart=2;consent="),
      pageCacheKey({ ...visitor, cookie: cart.replace("locale=en", "locale=hr") }, "cart=2;consent=accepted"),
      keyOf({}),
    ];
    expect(new Set([two, ...others]).size).toBe(others.length + 1);
  });

  it("gives no variant's key to a request carrying another cookie, a write or the back office", () => {
    for (const cookie of [`${cart}; session=x`, `${cart}; toast=x`, "cart=x; memberCardBarcode=1", "locale=en", null])
      expect(pageCacheKey({ ...visitor, cookie }, "cart=1;consent="), String(cookie)).toBeNull();
    expect(pageCacheKey({ ...visitor, cookie: cart, method: "POST" }, "cart=1;consent=")).toBeNull();
    const admin = { ...visitor, cookie: cart, url: "http://shop.test/hr/admin/pages" };
    expect(pageCacheKey(admin, "cart=1;consent=")).toBeNull();
  });
});

describe("readVariantDocument", () => {
  const answer = (headers: Record<string, string>, status = 200) =>
    new Response(`<script nonce="${NONCE}">a</script>`, {
      status,
      headers: {
        "Cache-Control": "private, no-store",
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": `script-src 'nonce-${NONCE}'`,
        ...headers,
      },
    });
  const variantHeaders = {
    "X-Page-Variant": "cart=2;consent=",
    "X-Page-Variant-Seconds": "45",
    "Surrogate-Key": "site nav elements product-3",
    "Cache-Tag": "site,nav,elements,product-3",
  };

  it("reads a variant's page whole, keeping its lifetime and keys out of the visitor's headers", async () => {
    const read = (await readVariantDocument(new Request("http://shop.test/p"), answer(variantHeaders)))!;
    expect(read.variant).toBe("cart=2;consent=");
    expect(read.document.kept).toEqual({ seconds: 45, keys: ["site", "nav", "elements", "product-3"] });
    expect(read.document.nonce).toBe(NONCE);
    const headers = [...read.document.headers.keys()];
    expect(headers).not.toContain("x-page-variant");
    expect(headers).not.toContain("x-page-variant-seconds");
    expect(headers).not.toContain("surrogate-key");
    expect(headers).not.toContain("cache-tag");
    expect(read.document.headers.get("Cache-Control")).toBe("private, no-store");
    expect(read.document.headers.get("ETag")).toBeNull();
  });

  it("leaves other answers streamed, and takes the host's headers out of a HEAD's or an error's", async () => {
    expect(await readVariantDocument(new Request("http://shop.test/p"), answer({}))).toBeNull();
    for (const [method, status] of [
      ["HEAD", 200],
      ["GET", 500],
    ] as const) {
      const response = answer(variantHeaders, status);
      expect(await readVariantDocument(new Request("http://shop.test/p", { method }), response)).toBeNull();
      expect(response.headers.get("X-Page-Variant")).toBeNull();
      expect(response.headers.get("Surrogate-Key")).toBeNull();
    }
  });

  it("is kept for its own lifetime and dropped by the purges of its keys", async () => {
    const cache = createPageCache(limits);
    const { document } = (await readVariantDocument(new Request("http://shop.test/p"), answer(variantHeaders)))!;
    cache.keep("variant", document, "product", cache.generation(), 0);
    expect(cache.read("variant", 44_999)).not.toBeNull();
    expect(cache.read("variant", 45_000)).toBeNull();
    cache.keep("variant", document, "product", cache.generation());
    cache.drop("edge-keys:product-3");
    expect(cache.read("variant")).toBeNull();
  });
});

describe("createPageCache", () => {
  it("gives every answer a nonce of its own, in its policy and its body alike, and keeps the ETag", async () => {
    const cache = createPageCache(limits);
    const document = await rendered(`<script nonce="{n}">a</script><p>x</p><script nonce="{n}">b</script>`);
    cache.keep("k", document, "product", cache.generation());
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const hit = cache.read("k")!;
      expect(hit.route).toBe("product");
      const nonce = /'nonce-([^']+)'/.exec(hit.document.headers.get("Content-Security-Policy")!)![1]!;
      expect(nonce).not.toBe(NONCE);
      expect(text(hit.document)).toBe(`<script nonce="${nonce}">a</script><p>x</p><script nonce="${nonce}">b</script>`);
      expect(hit.document.headers.get("ETag")).toBe(document.headers.get("ETag"));
      expect(hit.document.headers.getSetCookie()).toEqual(["locale=ImVuIg; Path=/"]);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it("keeps an entry for PAGE_CACHE_SECONDS at most, and no longer than the page's s-maxage", async () => {
    const cache = createPageCache({ ...limits, seconds: 30 });
    cache.keep("long", await rendered("a"), undefined, 0, 0);
    cache.keep("short", await rendered("b", "site", 10), undefined, 0, 0);
    expect(cache.read("long", 29_999)).not.toBeNull();
    expect(cache.read("long", 30_000)).toBeNull();
    expect(cache.read("short", 9_999)).not.toBeNull();
    expect(cache.read("short", 10_000)).toBeNull();
  });

  it("stays within its entries and bytes, dropping the least recently read", async () => {
    const cache = createPageCache({ ...limits, maxEntries: 3, maxBytes: 10_000 });
    const page = await rendered("x".repeat(1000));
    for (let i = 0; i < 20_000; i++) cache.keep(`/product/${i}`, page, undefined, 0);
    expect(cache.size().entries).toBe(3);
    cache.read("/product/19997");
    cache.keep("/product/next", page, undefined, 0);
    expect(cache.read("/product/19997")).not.toBeNull();
    expect(cache.read("/product/19998")).toBeNull();
    const big = createPageCache({ ...limits, maxBytes: 5_500 });
    for (let i = 0; i < 100; i++) big.keep(`/p/${i}`, page, undefined, 0);
    expect(big.size().entries).toBe(5);
    expect(big.size().bytes).toBeLessThanOrEqual(5_500);
  });

  it("drops the pages a purge names, in whichever process the memo's drop reaches", async () => {
    const memo = createMemoCache();
    const cache = createPageCache(limits);
    memo.onDrop((tag) => cache.drop(tag));
    const keepAll = async () => {
      cache.keep("page-7", await rendered("a", "site nav elements page-7"), undefined, cache.generation());
      cache.keep(
        "product-3",
        await rendered("b", "site nav elements product-3 catalog"),
        undefined,
        cache.generation(),
      );
      cache.keep("search", await rendered("c", "site nav elements search catalog"), undefined, cache.generation());
    };
    const left = () => ["page-7", "product-3", "search"].filter((key) => cache.read(key));

    await keepAll();
    purgeEdgeKeys({ cache: memo }, ["page-7"]);
    expect(left()).toEqual(["product-3", "search"]);
    // Another worker's or host's invalidation arrives as a local drop.
    memo.invalidateLocal("catalog");
    expect(left()).toEqual([]);

    await keepAll();
    memo.invalidate("sessions");
    expect(left()).toHaveLength(3);
    // A tag no key stands for (posts: any page may list them) drops every page, as a back-office write does.
    memo.invalidateLocal("posts");
    expect(left()).toEqual([]);
    await keepAll();
    purgeAllPages({ cache: memo });
    expect(left()).toEqual([]);
    await keepAll();
    memo.invalidateAll();
    expect(left()).toEqual([]);
  });

  it("does not keep a page whose render began before a purge", async () => {
    const cache = createPageCache(limits);
    const since = cache.generation();
    cache.drop("edge-keys:product-3");
    cache.keep("k", await rendered("old"), undefined, since);
    expect(cache.read("k")).toBeNull();
  });
});
