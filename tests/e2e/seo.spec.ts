import { expect, test } from "@playwright/test";
import { ORIGIN } from "./support/ports";


const sitemaps = [
  { path: "/sitemap.xml", locale: "en", pages: ["/", "/privacy-policy", "/about-us"], other: "/hr/politika-privatnosti" },
  { path: "/hr/sitemap.xml", locale: "hr", pages: ["/hr/", "/hr/politika-privatnosti", "/hr/o-nama"], other: "/privacy-policy" },
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
            Array.from(url.getElementsByTagNameNS(XHTML, "link")).map((l) => [l.getAttribute("hreflang") ?? "", l.getAttribute("href") ?? ""]),
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

    const privacy = parsed.urls.find((u) => u.loc.endsWith(sitemap.locale === "en" ? "/privacy-policy" : "/politika-privatnosti"))!;
    expect(privacy.alternates).toEqual({
      en: `${ORIGIN}/privacy-policy`,
      hr: `${ORIGIN}/hr/politika-privatnosti`,
      "x-default": `${ORIGIN}/privacy-policy`,
    });
    for (const url of parsed.urls) expect(Object.keys(url.alternates).sort()).toEqual(["en", "hr", "x-default"]);
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

    const alternates = await page.locator("head link[rel='alternate'][hreflang]").evaluateAll((links) =>
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
