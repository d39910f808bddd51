import { expect, test, type APIRequestContext } from "@playwright/test";
import { demoCatalogFacts as facts } from "#server/seed/catalog";

/**
 * A shared cache in front (issue 16 item 2; docs/decisions/0032-shared-cache.md), on the real host:
 * an anonymous visitor's public pages are shareable with their surrogate keys and an ETag answered
 * with 304; any other cookie keeps a page out of the shared cache.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "one run is enough: these are HTTP headers");

/** The headers of a page as a visitor holding `cookie` gets it (a fresh context: no cookie jar). */
async function headersOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers() };
}

test("a product page and a content page are shareable with the keys of what they show", async ({ request }) => {
  const product = await headersOf(request, `/product/${facts.eProductSlug}`);
  expect(product.status).toBe(200);
  expect(product.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  expect(product.headers["vary"]).toMatch(/Accept-Encoding/i);
  // A browser keeps it too, and may show it stale (stale-while-revalidate): never once its cookies
  // have changed (a login, a cart), when the same address may answer differently.
  expect(product.headers["vary"]).toMatch(/Cookie/i);
  const productKeys = product.headers["surrogate-key"]!.split(" ");
  expect(productKeys).toEqual(expect.arrayContaining(["site", "nav", "elements", "catalog"]));
  expect(productKeys.some((key) => /^product-\d+$/.test(key))).toBe(true);
  expect(product.headers["cache-tag"]).toBe(productKeys.join(","));

  const page = await headersOf(request, "/hr/o-nama");
  expect(page.status).toBe(200);
  expect(page.headers["surrogate-key"]).toMatch(/^site nav elements page-\d+$/);
  const search = await headersOf(request, "/search?search=basket");
  expect(search.headers["surrogate-key"]).toBe("site nav elements search catalog");
});

test("the ETag of a shareable page is answered with 304", async ({ request }) => {
  const path = `/shop/${facts.categorySlugs.home.en}`;
  const first = await headersOf(request, path);
  expect(first.headers["surrogate-key"]).toMatch(/ catalog category-\d+$/);
  const etag = first.headers["etag"]!;
  expect(etag).toMatch(/^W\/"/);
  expect((await headersOf(request, path, { "If-None-Match": etag })).status).toBe(304);
});

test("a visitor with a cart, a session or an unknown cookie never gets a shareable answer", async ({ request }) => {
  for (const cookie of ["cart=someone", "session=x", "cookie-consent=x", "other=1"]) {
    const { headers } = await headersOf(request, "/", { Cookie: cookie });
    expect(headers["cache-control"] ?? "", cookie).not.toMatch(/public|s-maxage/);
    expect(headers["surrogate-key"], cookie).toBeUndefined();
    expect(headers["etag"], cookie).toBeUndefined();
  }
  expect((await headersOf(request, "/", { Cookie: "cart=someone" })).headers["cache-control"]).toBe(
    "private, no-store",
  );
});
