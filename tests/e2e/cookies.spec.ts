import { expect, test } from "@playwright/test";
import { signedCookieValue, site } from "./support/site";

// Each test gets Playwright's fresh browser context (no cookies), so the banner shows at first.

test("without JavaScript the banner's form posts and comes back to the same page", async ({ page, context, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the plain form post is the no-JavaScript path");
  await page.goto("/privacy-policy");
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible();

  const [post] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/_actions/cookie-consent") && r.request().method() === "POST"),
    banner.getByRole("button", { name: site.en.cookieAccept }).click(),
  ]);
  expect(post.request().isNavigationRequest(), "a plain document post").toBe(true);
  expect(post.status()).toBe(303);
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.en.privacy.title);
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);

  const consent = (await context.cookies()).find((c) => c.name === "cookie-consent");
  expect(consent).toBeDefined();
  expect(signedCookieValue(consent!.value)).toBe("accepted");

  await page.reload();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
});

test("with JavaScript the banner hides at once and stays hidden", async ({ page, context, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the fetcher submission needs JavaScript");
  await page.goto("/hr/");
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible();
  // Wait for hydration: the fetcher form must be React's, not a plain post.
  await page.waitForLoadState("networkidle");

  const [post] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/_actions/cookie-consent") && r.request().method() === "POST"),
    banner.getByRole("button", { name: site.hr.cookieAccept }).click(),
  ]);
  expect(post.request().isNavigationRequest(), "a fetcher request, not a document post").toBe(false);
  expect(post.ok()).toBe(true);
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL("/hr/");
  const consent = (await context.cookies()).find((c) => c.name === "cookie-consent");
  expect(consent).toBeDefined();

  await page.reload();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
});

test("accepting cookies on a Croatian page keeps the remembered language Croatian", async ({ page, context }) => {
  await page.goto("/hr/politika-privatnosti");
  const locale = async () => signedCookieValue((await context.cookies()).find((c) => c.name === "locale")!.value);
  expect(await locale()).toBe("hr");
  await page.waitForLoadState("networkidle");
  await page.getByTestId("cookie-banner").getByRole("button", { name: site.hr.cookieAccept }).click();
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  await page.reload();
  expect(await locale()).toBe("hr");
});
