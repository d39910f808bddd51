import { expect, test } from "@playwright/test";
import { site } from "./support/site";

const unknown = [
  { path: "/this-does-not-exist", locale: "en" },
  { path: "/hr/nema-toga", locale: "hr" },
  { path: "/a/b/c", locale: "en" },
  // Malformed percent-encoding: no page has such an address, and it is said like any other.
  { path: "/%E0%A4%A", locale: "en" },
  { path: "/hr/proizvod/%", locale: "hr" },
] as const;

for (const { path, locale } of unknown) {
  test(`${path} answers 404 inside the site layout`, async ({ page }) => {
    const s = site[locale];
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", s.lang);
    const error = page.getByTestId("error-page");
    await expect(error).toHaveAttribute("data-status", "404");
    await expect(error).toContainText(s.error.code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.error.title);
    await expect(error.getByRole("link", { name: s.error.backHome })).toHaveAttribute("href", s.home);
    await expect(page.getByRole("banner").getByRole("link", { name: s.homeLabel, exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByTestId("copyright")).toHaveText(s.copyright);
    await expect(page).toHaveURL(path);
  });
}

test("/home-page redirects to /", async ({ page, request }) => {
  const direct = await request.get("/home-page", { maxRedirects: 0 });
  expect(direct.status()).toBe(301);
  expect(direct.headers()["location"]).toBe("/");

  const response = await page.goto("/home-page");
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/home-page$/);
  await expect(page).toHaveURL("/");
  await expect(page.locator("h1")).toHaveCount(1);
});
