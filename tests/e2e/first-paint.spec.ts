import { expect, test } from "@playwright/test";
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
