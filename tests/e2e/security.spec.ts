import { expect, test } from "@playwright/test";

test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "headers and origin checks do not depend on the browser's JavaScript; run once");
});

test("documents carry a CSP with a per-request nonce and the security headers", async ({ page, request }) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toBeDefined();
  const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, `nonce in ${csp}`).toBeTruthy();
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");

  // Every inline script carries the nonce (the DOM hides the attribute; the property keeps it).
  const scripts = await page.locator("script:not([src])").evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  for (const value of scripts) expect(value).toBe(nonce);

  const again = (await request.get("/")).headers()["content-security-policy"];
  expect(again).not.toBe(csp);

  const asset = await request.get("/favicon.svg");
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
  expect(asset.headers()["x-frame-options"]).toBe("SAMEORIGIN");
});

test("the cookie-consent action refuses another site's origin", async ({ request, baseURL }) => {
  const form = { consent: "accepted", redirectTo: "/privacy-policy" };
  const evil = await request.post("/_actions/cookie-consent", {
    form,
    headers: { Origin: "https://evil.example", Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(evil.status()).toBe(403);
  expect(evil.headers()["set-cookie"] ?? "").not.toContain("cookie-consent=");

  const own = await request.post("/_actions/cookie-consent", {
    form,
    headers: { Origin: baseURL!, Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(303);
  expect(own.headers()["location"]).toBe("/privacy-policy");
  expect(own.headers()["set-cookie"]).toContain("cookie-consent=");

  // An open redirect is not possible through redirectTo.
  const offsite = await request.post("/_actions/cookie-consent", {
    form: { consent: "accepted", redirectTo: "https://evil.example/" },
    headers: { Origin: baseURL!, Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(offsite.status()).toBe(303);
  expect(offsite.headers()["location"]).not.toContain("evil.example");
});

test("/healthz answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("the home page logs no console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Exercise the hydrated header: open a dropdown and navigate client-side.
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Resources", exact: true }).hover();
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "About us", exact: true }).click();
  await expect(page).toHaveURL("/about-us");
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
