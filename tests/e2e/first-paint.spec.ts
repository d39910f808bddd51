import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/hydration";

/**
 * Scripts only enhance pages that work without them, so a document asks for its modules at low
 * priority: the stylesheets and pictures of the first paint come first (decision 0040). The pages
 * must still hydrate.
 */
test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "about loading the scripts");
});

for (const path of ["/", "/shop/home-living", "/hr/"]) {
  test(`${path} preloads its modules at low priority`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(1);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
  });
}

test("a page whose modules came at low priority hydrates and navigates on the client", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  expect(documents).toHaveLength(1);
});

// React Router already skips discovering routes under data saver; a link to a route the page knows
// (a category's link to another category) would still prefetch its data.
test.describe("a link to a known route prefetches its data on intent", () => {
  const categoryLink = (page: Page) => page.locator('main a[href^="/shop/"]').first();
  const dataRequests = (page: Page) => {
    const urls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(".data")) urls.push(r.url());
    });
    return urls;
  };

  test("when the visitor hovers it", async ({ page }) => {
    await page.goto("/shop");
    await hydrated(page);
    const requests = dataRequests(page);
    await categoryLink(page).hover();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await expect(page.locator('link[rel="prefetch"]')).not.toHaveCount(0);
  });

  test("never when the browser asks to save data", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    });
    await page.goto("/shop");
    await hydrated(page);
    const requests = dataRequests(page);
    await categoryLink(page).hover();
    // Intent waits a moment before it prefetches: give it well over that.
    await page.waitForTimeout(2000);
    expect(requests).toEqual([]);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
});
