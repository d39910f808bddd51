import { expect, test, type Page } from "@playwright/test";

/**
 * The support search's results page (/search-results?posttype=…&keyword=…), with and without
 * JavaScript: posttype=page finds pages as posttype=post finds posts.
 */

const hitTitles = (page: Page) => page.getByTestId("search-hit").getByRole("heading", { level: 3 });

test("posttype=page finds pages, posttype=post posts", async ({ page }) => {
  await page.goto("/search-results?posttype=page&keyword=privacy");
  await expect(hitTitles(page)).toContainText(["Privacy policy"]);
  await expect(page.getByTestId("search-results-count")).toHaveText(/^\d+ pages? for “privacy”$/);

  await page.goto("/search-results?posttype=post&keyword=privacy");
  await expect(hitTitles(page).filter({ hasText: "Privacy policy" })).toHaveCount(0);

  await page.goto("/search-results?posttype=page&keyword=merino");
  await expect(hitTitles(page).filter({ hasText: "How to wash merino wool" })).toHaveCount(0);
  await page.goto("/search-results?posttype=post&keyword=merino");
  await expect(hitTitles(page).first()).toHaveText("How to wash merino wool");

  await page.goto("/hr/search-results?posttype=page&keyword=podrska");
  await expect(hitTitles(page)).toContainText(["Tehnička podrška"]);
});
