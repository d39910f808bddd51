import { expect, test } from "@playwright/test";
import { site } from "./support/site";
import { origin, ports } from "./support/ports";

/** The second web server (playwright.config.ts) runs with MAINTENANCE_MODE=1. */
const MAINT = origin(ports.maintenance);

for (const locale of ["en", "hr"] as const) {
  const s = site[locale];
  test(`maintenance mode answers 503 with only the notice (${locale})`, async ({ page }) => {
    const response = await page.goto(MAINT + s.home);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBeDefined();
    await expect(page.locator("html")).toHaveAttribute("lang", s.lang);
    await expect(page.getByTestId("maintenance")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.maintenance);
    await expect(page.locator("header")).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    await expect(page.getByTestId("vodime")).toHaveCount(0);
  });
}

test("maintenance mode hides content pages too", async ({ page }) => {
  const response = await page.goto(`${MAINT}/privacy-policy`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.en.maintenance);
  await expect(page.getByText("Who we are")).toHaveCount(0);
});
