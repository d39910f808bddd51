import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import { demoAccounts } from "#server/modules/accounts/seed";
import { hydrated } from "./support/hydration";

test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "headers and origin checks do not depend on the browser's JavaScript; run once");
});

test("documents carry a CSP with a per-request nonce and the security headers", async ({ page, request }) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toBeDefined();
  const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, `nonce in ${csp}`).toBeTruthy();
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");

  // Every inline script carries the nonce (the DOM hides the attribute; the property keeps it).
  const scripts = await page
    .locator("script:not([src])")
    .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  for (const value of scripts) expect(value).toBe(nonce);

  const again = (await request.get("/")).headers()["content-security-policy"];
  expect(again).not.toBe(csp);

  const asset = await request.get("/favicon.svg");
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
  expect(asset.headers()["x-frame-options"]).toBe("SAMEORIGIN");
});

/** The values of one header, one per header line of the answer as it came over the wire. */
const headerLines = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === name)
    .map((h) => h.value);

test("a page with a Referrer-Policy of its own sends that one alone, the others the host's", async ({ request }) => {
  // The download page (here its refusal) carries an order's address in its own: never a referrer.
  const download = await request.get("/download/1?expires=1&signature=forged");
  expect(download.status()).toBe(403);
  expect(headerLines(download, "referrer-policy")).toEqual(["no-referrer"]);
  expect(headerLines(await request.get("/"), "referrer-policy")).toEqual(["strict-origin-when-cross-origin"]);
});

test("the cookie-consent action refuses another site's origin", async ({ request, baseURL }) => {
  const form = { consent: "accepted", redirectTo: "/privacy-policy" };
  const evil = await request.post("/_actions/cookie-consent", {
    form,
    headers: { Origin: "https://evil.example", Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(evil.status()).toBe(403);
  expect(evil.headers()["set-cookie"] ?? "").not.toContain("cookie-consent=");

  const own = await request.post("/_actions/cookie-consent", {
    form,
    headers: { Origin: baseURL!, Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(303);
  expect(own.headers()["location"]).toBe("/privacy-policy");
  expect(own.headers()["set-cookie"]).toContain("cookie-consent=");

  // An open redirect is not possible through redirectTo.
  const offsite = await request.post("/_actions/cookie-consent", {
    form: { consent: "accepted", redirectTo: "https://evil.example/" },
    headers: { Origin: baseURL!, Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(offsite.status()).toBe(303);
  expect(offsite.headers()["location"]).not.toContain("evil.example");
});

test("/healthz answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", checks: { database: "ok" } });
});

test("the home page logs no console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto("/");
  await hydrated(page);
  // Exercise the hydrated header: open a dropdown and navigate client-side.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Resources", exact: true })
    .hover();
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "About us", exact: true })
    .click();
  await expect(page).toHaveURL("/about-us");
  await hydrated(page);
  expect(errors).toEqual([]);
});

// ------------------------------------------------------------------ refused requests

const APP = resolve(import.meta.dirname, "../../app");

interface StorefrontRoute {
  path: string;
  file: string;
  hasAction: boolean;
}

/** Every route of app/routes.ts with a path a visitor can ask for (params filled, optional ones left out). */
function storefrontRoutes(entries: RouteConfigEntry[], parent = ""): StorefrontRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const children = entry.children ? storefrontRoutes(entry.children, path) : [];
    // A layout is not a page; the refusal page is the host's own.
    if (entry.children || entry.file === "routes/errors/refused.tsx") return children;
    const url = (path || "/")
      .split("/")
      .filter((segment) => !segment.endsWith("?"))
      .map((segment) => (segment === "*" ? "no/such/page" : segment.startsWith(":") ? "demo" : segment))
      .join("/");
    const source = readFileSync(resolve(APP, entry.file), "utf8");
    return [
      { path: url || "/", file: entry.file, hasAction: /export\s+(const|(async\s+)?function)\s+action\b/.test(source) },
      ...children,
    ];
  });
}
const storefront = storefrontRoutes(routes);

/** The routes that take multipart bodies (app/.server/uploads.ts): a content page (its CMS forms'
 * uploads), the back office's media library and an e-product's file. */
const TAKES_FILES = ["routes/content/page.tsx", "routes/admin/media.tsx", "routes/admin/eproduct.tsx"];

/** The `.data` URL React Router's client asks for a page (trailing-slash aware: "/" is "/_.data"). */
const dataUrl = (path: string) => (path.endsWith("/") ? `${path}_.data` : `${path}.data`);

async function expectRefused(response: APIResponse, status: number, what: string) {
  expect(response.status(), what).toBe(status);
  if (status === 405) expect(response.headers()["allow"], what).toBe("GET, HEAD, POST");
  // The storefront's usual error page, not a bare error.
  if (response.headers()["content-type"]?.startsWith("text/html")) {
    const body = await response.text();
    expect(body, what).toContain(`data-status="${status}"`);
  }
}

test("the storefront's routes are all in the table", () => {
  expect(storefront.length).toBeGreaterThan(30);
  expect(storefront.filter((r) => r.hasAction).map((r) => r.path)).toEqual(
    expect.arrayContaining(["/cart", "/login", "/_actions/cookie-consent"]),
  );
});

for (const route of storefront) {
  test(`${route.path} (${route.file}) refuses wrong methods and bodies, never with a 500`, async ({ request }) => {
    const opts = { maxRedirects: 0, headers: { Accept: "text/html" } };
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS"]) {
      await expectRefused(await request.fetch(route.path, { ...opts, method }), 405, `${method} ${route.path}`);
    }
    if (!route.hasAction) {
      // React Router's own answer to a form posted to a page without one; a guarded page's route
      // middleware sends the guest to log in first.
      const posted = await request.post(route.path, { ...opts, form: { a: "1" } });
      if (posted.status() === 302 || posted.status() === 303) {
        expect(posted.headers()["location"], `POST form ${route.path}`).toMatch(
          /^\/(hr\/)?(login|prijava|adminLogin)(\?|$)/,
        );
      } else expect(posted.status(), `POST form ${route.path}`).toBe(405);
      return;
    }
    for (const path of [route.path, dataUrl(route.path)]) {
      await expectRefused(await request.post(path, { ...opts, data: { intent: "add" } }), 415, `POST JSON ${path}`);
      await expectRefused(
        await request.post(path, {
          ...opts,
          data: "intent=add",
          headers: { ...opts.headers, "Content-Type": "text/plain" },
        }),
        415,
        `POST text ${path}`,
      );
      const multipart = await request.post(path, { ...opts, multipart: { intent: "add" } });
      if (TAKES_FILES.includes(route.file)) {
        // A content page (its CMS forms' uploads), the media library and an e-product take files: multipart is
        // answered as the same form would be.
        const asForm = await request.post(path, { ...opts, form: { intent: "add" } });
        expect(multipart.status(), `POST multipart ${path}`).toBe(asForm.status());
        expect(multipart.status(), `POST multipart ${path}`).toBeLessThan(500);
      } else await expectRefused(multipart, 415, `POST multipart ${path}`);
    }
  });
}

test("a form over 100 KB answers 413 with the error page", async ({ request }) => {
  const response = await request.post("/login", {
    form: { username: "a@example.com", password: "x".repeat(101 * 1024) },
    headers: { Accept: "text/html" },
  });
  await expectRefused(response, 413, "POST /login 101 KB");
  const within = await request.post("/login", {
    form: { username: "a@example.com", password: "x".repeat(90 * 1024) },
    headers: { Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(within.status()).toBe(400);
});

test("a platform JSON body over 1 MB answers 413 in the envelope", async ({ request }) => {
  const response = await request.post("/api/v1/cms/element/getByHandlers", {
    headers: { apikey: "demo-public-api-key", "content-type": "application/json" },
    data: JSON.stringify({ handlers: ["x".repeat(1024 * 1024)] }),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({
    errored: true,
    code: "PAYLOAD_TOO_LARGE",
    message: "The request body is too large (at most 1 MB).",
    statusCode: 413,
  });
});

// ------------------------------------------------------------------ caching

const PRIVATE = "private, no-store";

async function cacheControl(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return response.headers()["cache-control"] ?? "";
}

test("a signed-in visitor's pages and their data requests are never cached", async ({ playwright, baseURL }) => {
  const customer = await playwright.request.newContext({ baseURL });
  const login = await customer.post("/login", {
    form: { username: demoAccounts.customer.email, password: demoAccounts.customer.password },
    headers: { Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  const order = `/profile/orders/${demoAccounts.orderSlug}`;
  for (const path of ["/cart", "/profile", order, "/hr/kosarica", "/", `/product/${facts.eProductSlug}`]) {
    expect(await cacheControl(customer, path), path).toBe(PRIVATE);
    expect(await cacheControl(customer, dataUrl(path)), dataUrl(path)).toBe(PRIVATE);
  }
  await customer.dispose();
});

test("public pages keep their caching for anonymous visitors; a cart makes them private", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const publicPages = ["/", `/shop/${facts.categorySlugs.home.en}`, `/product/${facts.eProductSlug}`, "/hr/o-nama"];
  for (const path of publicPages) {
    for (const url of [path, dataUrl(path)])
      expect(await cacheControl(visitor, url), url).not.toMatch(/private|no-store/);
  }
  // The cart and the profile are per visitor whoever asks.
  for (const path of ["/cart", "/profile"]) expect(await cacheControl(visitor, path), path).toBe(PRIVATE);

  const product = await visitor.get(`/api/v1/product/web/get?slug=${facts.basketSlugEn}`, {
    headers: { apikey: "demo-public-api-key", language: "en" },
  });
  const productId = ((await product.json()) as { data: { id: number } }).data.id;
  const added = await visitor.post("/cart", {
    form: { intent: "add", productId, quantity: 1 },
    headers: { Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  expect(added.headers()["cache-control"]).toBe(PRIVATE);
  for (const path of publicPages) expect(await cacheControl(visitor, path), `${path} with a cart`).toBe(PRIVATE);
  await visitor.dispose();
});
