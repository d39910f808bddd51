import { expect, test } from "@playwright/test";
import { reachable } from "./support/site";

/**
 * The content site as its visitors use it (review of the blog, support and search pages), with and
 * without JavaScript: what a visitor taps reaches what it names, a page past a list's end is not an
 * empty dead end, and the language switcher keeps the topic a support page shows.
 */

test("a post card's category label takes a tap to its category, not to the post", async ({ page }) => {
  // The first card with a label: other specs add posts of no category, newest first.
  const labelled = () =>
    page
      .getByTestId("post-card")
      .filter({ has: page.getByRole("listitem") })
      .first();
  for (const path of ["/blog", "/support-helpdesk", "/search-results?posttype=post&keyword=order"]) {
    await page.goto(path);
    const label = labelled().getByRole("listitem").first().getByRole("link");
    expect(await reachable(label), path).toBe(true);
  }
  await page.goto("/blog");
  const label = labelled().getByRole("listitem").first().getByRole("link");
  const [category, name] = [await label.getAttribute("href"), (await label.textContent())?.trim()];
  await label.click();
  await expect(page).toHaveURL(category ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name ?? "");
});

test("a page past a list's end: the support page answers 404, the support search its last page", async ({
  request,
  page,
}) => {
  expect((await request.get("/support-helpdesk?page=50")).status()).toBe(404);
  expect((await request.get("/hr/tehnicka-podrska?tab=pomoc-helpdesk&page=2")).status()).toBe(404);
  expect((await request.get("/support-helpdesk?page=1")).status()).toBe(200);

  const past = await request.get("/search-results?posttype=post&keyword=order&page=99", { maxRedirects: 0 });
  expect(past.status()).toBe(302);
  expect(past.headers().location).toBe("/search-results?posttype=post&keyword=order");
  await page.goto("/search-results?posttype=post&keyword=order&page=99");
  await expect(page).toHaveURL(/\/search-results\?posttype=post&keyword=order$/);
  await expect(page.getByTestId("search-hit")).not.toHaveCount(0);
});

test("the language switcher on a support topic opens the same topic in the other language", async ({ page }) => {
  await page.goto("/support-helpdesk?tab=customer-helpdesk");
  await expect(page.getByTestId("support-posts").getByRole("heading", { level: 2 })).toHaveText("Helpdesk");
  await page.locator("header").getByRole("link", { name: "HR", exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/hr\/tehnicka-podrska\?tab=pomoc-helpdesk$/);
  await expect(page.getByTestId("support-posts").getByRole("heading", { level: 2 })).toHaveText("Pomoć");

  await page.locator("header").getByRole("link", { name: "EN", exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/support-helpdesk\?tab=customer-helpdesk$/);
  await expect(page.getByTestId("support-posts").getByRole("heading", { level: 2 })).toHaveText("Helpdesk");
});
