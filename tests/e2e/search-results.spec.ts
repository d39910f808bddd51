import { expect, test, type Page } from "@playwright/test";

/**
 * The support search's results page (/search-results?posttype=…&keyword=…), with and without
 * JavaScript: a visitor who found nothing (or typed nothing) can search again from it, in the same
 * post type, and posttype=page finds pages as posttype=post finds posts.
 */

const hitTitles = (page: Page) => page.getByTestId("search-hit").getByRole("heading", { level: 3 });

test("with no keyword, or nothing found, the page offers a search box that keeps the post type", async ({ page }) => {
  await page.goto("/search-results?posttype=post");
  const search = page.getByRole("search");
  await search.getByRole("searchbox", { name: "Search again" }).fill("merino");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search-results\?posttype=post&keyword=merino$/);
  await expect(hitTitles(page).first()).toHaveText("How to wash merino wool");
  // The box holds what was searched for.
  await expect(page.getByRole("searchbox", { name: "Search again" })).toHaveValue("merino");

  await page.goto("/search-results?posttype=page&keyword=zzqxwv");
  await expect(page.getByTestId("search-hit")).toHaveCount(0);
  // Nothing found is said in a sentence of its own, not as "0 pages".
  await expect(page.getByTestId("search-results-count")).toHaveText("No pages found for “zzqxwv”. Try another word.");
  await page.getByRole("searchbox", { name: "Search again" }).fill("privacy");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search-results\?posttype=page&keyword=privacy$/);
  await expect(hitTitles(page)).toContainText(["Privacy policy"]);
});

test("the Croatian results page: its search box in Croatian, submitting to the Croatian page", async ({ page }) => {
  await page.goto("/hr/search-results?posttype=post&keyword=zzqxwv");
  await expect(page.getByTestId("search-results-count")).toHaveText(
    "Nema članaka za „zzqxwv”. Pokušajte s drugom riječi.",
  );
  await page.getByRole("searchbox", { name: "Pretražite ponovno" }).fill("lozinka");
  await page.getByRole("search").getByRole("button", { name: "Traži" }).click();
  await expect(page).toHaveURL(/\/hr\/search-results\?posttype=post&keyword=lozinka$/);
  await expect(hitTitles(page).first()).toHaveText("Postavljanje nove lozinke");
});

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
