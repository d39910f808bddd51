import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { expect, test } from "@playwright/test";
import { pagePath } from "#server/contract/urls";
import { demoBlogFacts } from "#server/seed/blog";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import { ORIGIN } from "./support/ports";

/** A product and a category of the demo catalog, whose paths differ between the locales, and the shop. */
const shopCategory = Object.values(facts.categorySlugs).find((c) => c.en === facts.priceAscCategorySlug)!;
const catalogItems = [
  {
    en: pagePath("product", "en", { slug: facts.basketSlugEn }),
    hr: pagePath("product", "hr", { slug: facts.basketSlugHr }),
  },
  { en: pagePath("shop", "en", { slug: shopCategory.en }), hr: pagePath("shop", "hr", { slug: shopCategory.hr }) },
  // The shop's own list of every product.
  { en: "/shop", hr: "/hr/shop" },
];

/** The blog's listing and a category's, in each language. */
const { stories } = demoBlogFacts.categories;
const blogListings = [
  { en: "/blog", hr: "/hr/objave" },
  { en: `/blog/${stories.en}`, hr: `/hr/objave/${stories.hr}` },
];

const sitemaps = [
  {
    path: "/sitemap.xml",
    locale: "en",
    pages: ["/", "/privacy-policy", "/about-us", ...blogListings.map((l) => l.en)],
    other: "/hr/politika-privatnosti",
  },
  {
    path: "/hr/sitemap.xml",
    locale: "hr",
    pages: ["/hr/", "/hr/politika-privatnosti", "/hr/o-nama", ...blogListings.map((l) => l.hr)],
    other: "/privacy-policy",
  },
] as const;

interface ParsedSitemap {
  error: string | null;
  root: string;
  urls: { loc: string; alternates: Record<string, string> }[];
}

for (const sitemap of sitemaps) {
  test(`${sitemap.path} lists the published ${sitemap.locale} pages with alternates`, async ({ page, request }) => {
    const response = await request.get(sitemap.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).not.toContain("coming-soon");

    // Parsed by the browser's XML parser (page.evaluate runs even with page JavaScript disabled).
    await page.goto("about:blank");
    const parsed: ParsedSitemap = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0];
      const SM = "http://www.sitemaps.org/schemas/sitemap/0.9";
      const XHTML = "http://www.w3.org/1999/xhtml";
      return {
        error: error ? error.textContent : null,
        root: doc.documentElement.localName,
        urls: Array.from(doc.getElementsByTagNameNS(SM, "url")).map((url) => ({
          loc: url.getElementsByTagNameNS(SM, "loc")[0]?.textContent ?? "",
          alternates: Object.fromEntries(
            Array.from(url.getElementsByTagNameNS(XHTML, "link")).map((l) => [
              l.getAttribute("hreflang") ?? "",
              l.getAttribute("href") ?? "",
            ]),
          ),
        })),
      };
    }, xml);

    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("urlset");
    const locs = parsed.urls.map((u) => u.loc);
    for (const path of sitemap.pages) expect(locs).toContain(ORIGIN + path);
    expect(locs).not.toContain(ORIGIN + sitemap.other);
    expect(locs.every((l) => l.startsWith(ORIGIN + (sitemap.locale === "hr" ? "/hr/" : "/")))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);

    const privacy = parsed.urls.find((u) =>
      u.loc.endsWith(sitemap.locale === "en" ? "/privacy-policy" : "/politika-privatnosti"),
    )!;
    expect(privacy.alternates).toEqual({
      en: `${ORIGIN}/privacy-policy`,
      hr: `${ORIGIN}/hr/politika-privatnosti`,
      "x-default": `${ORIGIN}/privacy-policy`,
    });
    // The demo's pages have both languages (pages other tests create may have one only).
    for (const path of sitemap.pages) {
      const url = parsed.urls.find((u) => u.loc === ORIGIN + path);
      expect(Object.keys(url?.alternates ?? {}).sort()).toEqual(["en", "hr", "x-default"]);
    }

    // Products, categories and the blog's listings too, each with its path in the other locale;
    // archived products not.
    for (const item of [...catalogItems, ...blogListings]) {
      const url = parsed.urls.find((u) => u.loc === ORIGIN + item[sitemap.locale]);
      expect(url?.alternates).toEqual({ en: ORIGIN + item.en, hr: ORIGIN + item.hr, "x-default": ORIGIN + item.en });
    }
    for (const slug of sitemap.locale === "en" ? facts.archivedSlugs : facts.archivedSlugsHr) {
      expect(locs).not.toContain(ORIGIN + pagePath("product", sitemap.locale, { slug }));
    }
  });
}

const contentPages = [
  { path: "/privacy-policy", canonical: "/privacy-policy" },
  { path: "/hr/politika-privatnosti", canonical: "/hr/politika-privatnosti" },
  { path: "/", canonical: "/" },
  { path: "/hr/", canonical: "/hr/" },
];

test("the draft page is not served", async ({ request }) => {
  expect((await request.get("/coming-soon")).status()).toBe(404);
});

for (const { path, canonical } of contentPages) {
  test(`${path} has title, description, canonical and hreflang links`, async ({ page }) => {
    await page.goto(path);
    expect((await page.title()).trim().length).toBeGreaterThan(0);
    await expect(page.locator("head title")).toHaveCount(1);
    const description = page.locator("head meta[name='description']");
    await expect(description).toHaveCount(1);
    expect((await description.getAttribute("content"))?.trim().length).toBeGreaterThan(20);
    const canonicalLink = page.locator("head link[rel='canonical']");
    await expect(canonicalLink).toHaveCount(1);
    await expect(canonicalLink).toHaveAttribute("href", ORIGIN + canonical);

    const alternates = await page
      .locator("head link[rel='alternate'][hreflang]")
      .evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
      );
    const isPrivacy = path.includes("priva");
    expect(alternates).toEqual({
      en: ORIGIN + (isPrivacy ? "/privacy-policy" : "/"),
      hr: ORIGIN + (isPrivacy ? "/hr/politika-privatnosti" : "/hr/"),
      "x-default": ORIGIN + (isPrivacy ? "/privacy-policy" : "/"),
    });
  });
}

/** A GET with the Host header a visitor chose (browsers and Playwright's client set their own). */
function getWithHost(
  path: string,
  host: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(ORIGIN);
  return new Promise((resolve, reject) => {
    const req = httpGet({ hostname, port, path, headers: { Host: host, Accept: "text/html" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
  });
}

/** The site's own absolute URLs in a page (canonical, hreflang, og:url), a sitemap or robots.txt. */
const OWN_URLS = [
  /<link rel="(?:canonical|alternate)"[^>]*? href="([^"]+)"/g,
  /<meta property="og:url" content="([^"]+)"/g,
  /<loc>([^<]+)<\/loc>/g,
  /<xhtml:link [^>]*href="([^"]+)"/g,
  /^Sitemap: (\S+)$/gm,
];
function ownUrls(text: string): string[] {
  return OWN_URLS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]!));
}

test.describe("a forged Host header", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "server answers only; run once");
  });

  for (const path of [
    "/privacy-policy",
    "/hr/politika-privatnosti",
    "/",
    "/sitemap.xml",
    "/hr/sitemap.xml",
    "/robots.txt",
  ]) {
    test(`never reaches the URLs of ${path}`, async () => {
      const forged = await getWithHost(path, "evil.example");
      expect(forged.status).toBe(200);
      expect(forged.body).not.toContain("evil.example");
      const urls = ownUrls(forged.body);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${ORIGIN}/`) || url === ORIGIN, url).toBe(true);
      if (path.endsWith(".xml")) expect(forged.headers["cache-control"]).toBe("public, max-age=3600");
    });
  }

  test("canonical, og:url and hreflang use PUBLIC_URL", async () => {
    const { body } = await getWithHost("/privacy-policy", "evil.example");
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/privacy-policy"/>`);
    expect(body).toContain(`<meta property="og:url" content="${ORIGIN}/privacy-policy"/>`);
    expect(body).toContain(`hrefLang="hr" href="${ORIGIN}/hr/politika-privatnosti"`);
  });
});

test("robots.txt is valid and names both sitemaps by absolute URL", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n").filter((l) => l.trim());
  // Every line is a directive crawlers (and Lighthouse's robots.txt audit) know.
  for (const line of lines)
    expect(line).toMatch(/^(User-agent: \*|Allow: \/\S*|Disallow: \/\S*|Sitemap: https?:\/\/\S+)$/);
  expect(lines[0]).toBe("User-agent: *");
  const sitemaps = lines.filter((l) => l.startsWith("Sitemap: ")).map((l) => l.slice("Sitemap: ".length));
  expect(sitemaps).toEqual([`${ORIGIN}/sitemap.xml`, `${ORIGIN}/hr/sitemap.xml`]);
  for (const sitemap of sitemaps) expect((await request.get(sitemap)).status()).toBe(200);
  expect(lines).toContain("Disallow: /admin");
});

test("the shop's list names its other language's list, as a category's does (hreflang)", async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "server answers only; run once");
  for (const path of ["/shop", "/hr/shop"]) {
    const html = await (await request.get(path)).text();
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1], m[2]]),
    );
    expect(alternates, path).toEqual({ en: `${ORIGIN}/shop`, hr: `${ORIGIN}/hr/shop`, "x-default": `${ORIGIN}/shop` });
  }
});
