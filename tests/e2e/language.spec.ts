import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { demoBlogFacts } from "#server/seed/blog";
import { expectMovedForGood, signedCookieValue, site } from "./support/site";

const DAY_S = 24 * 60 * 60;

async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "locale");
}

function switcherLink(page: Page, current: "en" | "hr", target: "EN" | "HR") {
  return page
    .getByRole("navigation", { name: site[current].language })
    .getByRole("link", { name: target, exact: true });
}

test("switching the language of a content page and back", async ({ page, context }) => {
  await page.goto("/privacy-policy");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const before = await localeCookie(context);
  expect(before, "the first visit stores the locale").toBeDefined();
  expect(signedCookieValue(before!.value)).toBe("en");

  await switcherLink(page, "en", "HR").click();
  await expect(page).toHaveURL("/hr/politika-privatnosti");
  await expect(page.locator("html")).toHaveAttribute("lang", "hr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.hr.privacy.title);
  await expect(page.getByTestId("copyright")).toHaveText(site.hr.copyright);
  await expect(page.getByRole("navigation", { name: site.hr.language }).locator("a[aria-current='true']")).toHaveText(
    "HR",
  );

  const after = await localeCookie(context);
  expect(after).toBeDefined();
  expect(after!.value).not.toBe(before!.value);
  expect(signedCookieValue(after!.value)).toBe("hr");
  expect(after!.httpOnly).toBe(true);
  expect(after!.sameSite).toBe("Lax");
  const expectedExpiry = Date.now() / 1000 + 365 * DAY_S;
  expect(Math.abs(after!.expires - expectedExpiry)).toBeLessThan(DAY_S);

  await switcherLink(page, "hr", "EN").click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.en.privacy.title);
  expect(signedCookieValue((await localeCookie(context))!.value)).toBe("en");
});

test("switching the language on the home page lands on /hr/", async ({ page }) => {
  await page.goto("/");
  await switcherLink(page, "en", "HR").click();
  await expect(page).toHaveURL("/hr/");
  await expect(page.locator("html")).toHaveAttribute("lang", "hr");
  await expect(page.getByRole("banner").getByRole("link", { name: site.hr.homeLabel, exact: true })).toHaveAttribute(
    "href",
    "/hr/",
  );
  await switcherLink(page, "hr", "EN").click();
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("switching the language of a blog category lands on that category, not the home page", async ({ page }) => {
  const { stories } = demoBlogFacts.categories;
  await page.goto(`/blog/${stories.en}`);
  await switcherLink(page, "en", "HR").click();
  await expect(page).toHaveURL(`/hr/objave/${stories.hr}`);
  await switcherLink(page, "hr", "EN").click();
  await expect(page).toHaveURL(`/blog/${stories.en}`);
});

test("switching the language keeps the query but the page: a search's words, a category's sort and filters", async ({
  page,
}) => {
  await page.goto("/search?q=shirt&page=2");
  await switcherLink(page, "en", "HR").click();
  await expect(page).toHaveURL("/hr/pretraga?q=shirt");
  await switcherLink(page, "hr", "EN").click();
  await expect(page).toHaveURL("/search?q=shirt");

  await page.goto("/hr/shop?sort=priceAsc&price_min=10&page=2");
  await switcherLink(page, "hr", "EN").click();
  await expect(page).toHaveURL("/shop?sort=priceAsc&price_min=10");
});

test("switching the language on a list's later page opens the other language's list at its first page", async ({
  page,
}) => {
  // Found in review: the switcher kept ?page=N, a 404 where the other language's list is shorter
  // (/blog?page=3 to /hr/objave?page=3).
  await page.goto("/blog?page=2");
  await expect(switcherLink(page, "en", "HR")).toHaveAttribute("href", "/hr/objave");
  await switcherLink(page, "en", "HR").click();
  await expect(page).toHaveURL("/hr/objave");
  await expect(page.getByTestId("blog")).toBeVisible();
  await page.goto("/hr/objave?page=2");
  await expect(switcherLink(page, "hr", "EN")).toHaveAttribute("href", "/blog");
});

test("switching the language on the login page takes a product or a category to return to along, by its translations", async ({
  page,
}) => {
  // Left over from the review above: a product's and a category's slugs are the catalog's, per language.
  await page.goto(`/login?redirectTo=${encodeURIComponent("/product/jutro-ceramic-coffee-mug?quantity=2")}`);
  await expect(switcherLink(page, "en", "HR")).toHaveAttribute(
    "href",
    `/hr/prijava?redirectTo=${encodeURIComponent("/hr/product/keramicka-salica-za-kavu-jutro?quantity=2")}`,
  );
  await page.goto(`/hr/prijava?redirectTo=${encodeURIComponent("/hr/shop/dom-i-interijer?sort=price_asc")}`);
  await expect(switcherLink(page, "hr", "EN")).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent("/shop/home-living?sort=price_asc")}`,
  );
  // A page that is not found stays the address it was.
  await page.goto(`/login?redirectTo=${encodeURIComponent("/product/no-such-product")}`);
  await expect(switcherLink(page, "en", "HR")).toHaveAttribute(
    "href",
    `/hr/prijava?redirectTo=${encodeURIComponent("/product/no-such-product")}`,
  );
});

test("a category's or a fixed page's address in the other language's words leads to it in the address's language, as a product's does", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "js", "answers to requests: the same in both projects");
  // Found in review: /hr/product/<English slug> led to the Croatian product; /hr/shop/<English
  // slug> and /hr/cart were not found.
  await expectMovedForGood(page.request, [
    ["/hr/shop/home-living?sort=price_asc", "/hr/shop/dom-i-interijer?sort=price_asc"],
    ["/shop/dom-i-interijer", "/shop/home-living"],
    ["/hr/cart", "/hr/kosarica"],
    ["/kosarica?from=hr", "/cart?from=hr"],
    ["/hr/checkout/shipping", "/hr/naplata/dostava"],
  ]);
  await page.goto("/hr/shop/home-living");
  await expect(page).toHaveURL("/hr/shop/dom-i-interijer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dom i interijer");
  // A slug or a path no language has is still not found.
  expect((await page.request.get("/hr/shop/no-such-category", { maxRedirects: 0 })).status()).toBe(404);
  expect((await page.request.get("/hr/no-such-page", { maxRedirects: 0 })).status()).toBe(404);
  expect((await page.request.get("/hr/cart/no-such-page", { maxRedirects: 0 })).status()).toBe(404);
  expect((await page.request.get("/hr/order/%E0%A4%A", { maxRedirects: 0 })).status()).toBe(404);
});

test("switching the language on the login page takes the page to return to along: a post, a fixed page", async ({
  page,
}) => {
  // Found in review: the login opened in Croatian went back to the English post.
  await page.goto(`/login?redirectTo=${encodeURIComponent("/how-to-wash-merino-wool#comments")}`);
  await expect(switcherLink(page, "en", "HR")).toHaveAttribute(
    "href",
    `/hr/prijava?redirectTo=${encodeURIComponent("/hr/kako-prati-merino-vunu#comments")}`,
  );
  await page.goto(`/hr/prijava?redirectTo=${encodeURIComponent("/hr/profil#orders")}`);
  await expect(switcherLink(page, "hr", "EN")).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent("/profile#orders")}`,
  );
});
