/**
 * The site options the storefront acts on (docs/decisions/0059-custom-code.md), set in the back
 * office's Site settings, in both projects, each on a production host of its own (its own database:
 * a site password shuts every other spec out). The analytics tag loads only once cookies are
 * accepted (and the policy allows exactly Google's tag); the pasted code is in shopper pages' head
 * and end, runs under the policy, and is in neither edit mode nor the back office; the site password
 * sends shoppers to a translated page that works without JavaScript, while the back office, /healthz
 * and crawlers' files pass; the sitemap follows AutoGenerateSiteMap and SiteMapOptions.
 */
import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { axe, axeViolations } from "./support/axe";
import { signIn } from "./support/admin";
import { saveAndWait } from "./support/editor";
import { hydrated } from "./support/hydration";
import { startFreshHost, type HostProcess } from "./support/host-process";
import { ports } from "./support/ports";

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe("site options", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let host: HostProcess;
  let javaScript = true;
  const admin = { email: "admin@example.com", password: process.env.DEMO_ADMIN_PASSWORD ?? "admin-password-1" };

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(300_000);
    const project = testInfo.project.name;
    host = await startFreshHost(ports.siteOptions[project]!, `.tmp/e2e-site-options-${project}`, {}, 1);
  });
  test.afterAll(async () => {
    await host?.stop();
  });
  test.beforeEach(({ javaScriptEnabled }) => {
    javaScript = javaScriptEnabled;
  });

  const url = (path: string) => host.origin + path;
  const openAdmin = (page: Page, path: string) =>
    signIn(page, url(path.startsWith("/hr/") ? "/hr/adminLogin" : "/adminLogin"), admin, url(path), javaScript);
  const form = (page: Page) => page.getByTestId("settings-options-form");
  // The save's own answer, not only its toast: the toast of a save a moment before may still show.
  const save = (page: Page) =>
    saveAndWait(page, () => form(page).getByRole("button", { name: "Save site settings" }).click(), "Settings saved.");
  /** A shopper of this project: no session, Google's servers never reached (each request recorded). */
  async function shopper(browser: Browser) {
    const context = await browser.newContext({ javaScriptEnabled: javaScript, baseURL: host.origin });
    const google: string[] = [];
    await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
      google.push(route.request().url());
      return route.fulfill({ status: 204, body: "" });
    });
    return { context, page: await context.newPage(), google };
  }

  test("analytics loads only after cookies are accepted; pasted code is in shopper pages only, and runs", async ({
    page,
    browser,
  }) => {
    await openAdmin(page, "/admin/settings");
    const settings = form(page);
    // An identifier that is not one is refused, with the field's message.
    await settings.getByLabel("Google Analytics 4 measurement ID").fill("UA-1234-5");
    await settings.getByRole("button", { name: "Save site settings" }).click();
    await expect(settings.getByTestId("field-error")).toHaveText(
      "Enter a measurement ID like G-AB12CD34EF, or leave the field empty.",
    );
    await expect(settings.getByLabel("Google Analytics 4 measurement ID")).toHaveValue("UA-1234-5");

    await settings.getByLabel("Google Analytics 4 measurement ID").fill("g-test12345");
    await settings.getByLabel("Code in the page head").fill('<meta name="h3-verification" content="pasted">');
    await settings
      .getByLabel("Code at the end of the page")
      .fill('<script>document.documentElement.dataset.pastedFooter = "ran"</script>');
    await save(page);
    await expect(form(page).getByLabel("Google Analytics 4 measurement ID")).toHaveValue("G-TEST12345");

    const { context, page: visitor, google } = await shopper(browser);
    const policyOf = async (path: string, page = visitor) =>
      (await page.goto(path))!.headers()["content-security-policy"] ?? "";
    // Before an answer to the banner the policy allows none of Google's hosts: the tags load for no one yet.
    const policy = await policyOf("/");
    expect(policy).not.toContain("google");
    await expect(visitor.locator('head meta[name="h3-verification"]')).toHaveAttribute("content", "pasted");
    if (javaScript) {
      await hydrated(visitor);
      // The pasted script ran under the policy (it carries the page's nonce).
      await expect(visitor.locator("html")).toHaveAttribute("data-pasted-footer", "ran");
    }
    // Before an answer to the banner, nothing of Google's is asked for.
    await visitor.waitForTimeout(500);
    expect(google).toEqual([]);
    const reloaded = visitor.waitForEvent("load");
    await visitor
      .getByTestId("cookie-banner")
      .getByRole("button", { name: /accept/i })
      .click();
    await reloaded;
    await expect(visitor.getByTestId("cookie-banner")).toHaveCount(0);
    if (javaScript) {
      // Accepting loads the page again, whose policy allows the tag, which loads.
      await expect.poll(() => google.find((u) => u.includes("gtag/js?id=G-TEST12345"))).toBeTruthy();
    }
    // Pages rendered for the visitor who accepted allow Google's hosts, also when the host's page
    // cache answers (the second time), and those for anyone else still do not.
    for (let time = 0; time < 2; time++) {
      const accepted = await policyOf("/shop");
      expect(accepted).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com;/);
      expect(accepted).toContain("connect-src 'self' https://*.google-analytics.com");
    }
    const other = await shopper(browser);
    for (let time = 0; time < 2; time++) expect(await policyOf("/shop", other.page)).not.toContain("google");
    await other.page
      .getByTestId("cookie-banner")
      .getByRole("button", { name: /reject/i })
      .click();
    await expect(other.page.getByTestId("cookie-banner")).toHaveCount(0);
    for (let time = 0; time < 2; time++) expect(await policyOf("/shop", other.page)).not.toContain("google");
    await other.context.close();
    // Without JavaScript there is no tag to run, before or after.
    if (!javaScript) expect(google).toEqual([]);
    await context.close();

    // Neither edit mode nor the back office gets any of it.
    await page.goto(url("/?editPage=true"));
    await expect(page.locator('meta[name="h3-verification"]')).toHaveCount(0);
    expect(await page.content()).not.toContain("pastedFooter");
    await page.goto(url("/admin/settings"));
    await expect(page.locator('meta[name="h3-verification"]')).toHaveCount(0);

    await form(page).getByLabel("Google Analytics 4 measurement ID").fill("");
    await form(page).getByLabel("Code in the page head").fill("");
    await form(page).getByLabel("Code at the end of the page").fill("");
    await save(page);
    const plain = await host.request("/");
    expect(plain.headers["content-security-policy"]).not.toContain("googletagmanager");
    expect(plain.body).not.toContain("h3-verification");
  });

  test("a site password sends shoppers to its page, which works without JavaScript; the back office passes", async ({
    page,
    browser,
  }) => {
    await openAdmin(page, "/admin/settings");
    await expect(page.getByTestId("settings-password-state")).toHaveText("The shop is open to everyone.");
    await form(page).getByLabel("Password", { exact: true }).fill("shop-password-1");
    await save(page);
    await expect(page.getByTestId("settings-password-state")).toContainText("asks shoppers for a password");
    // The back-office user still sees the shop.
    await page.goto(url("/shop"));
    await expect(page).toHaveURL(url("/shop"));

    const { context, page: visitor } = await shopper(browser);
    const redirected = await visitor.goto("/shop?page=2");
    expect(new URL(visitor.url()).pathname).toBe("/site-password");
    expect(new URL(visitor.url()).searchParams.get("redirectTo")).toBe("/shop?page=2");
    expect(redirected!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("This shop is protected");
    // axe runs as a script in the page: with JavaScript only.
    if (javaScript) {
      await hydrated(visitor);
      expect(await axeViolations(visitor)).toEqual([]);
    }

    await visitor.getByLabel("Password").fill("not the password");
    await visitor.getByRole("button", { name: "Enter the shop" }).click();
    await expect(visitor.getByRole("alert")).toContainText("The password is not right.");
    await visitor.getByLabel("Password").fill("shop-password-1");
    await visitor.getByRole("button", { name: "Enter the shop" }).click();
    await expect(visitor).toHaveURL(url("/shop?page=2"));
    // Remembered by a signed httpOnly cookie.
    const cookie = (await context.cookies()).find((c) => c.name === "site-password");
    expect(cookie?.httpOnly).toBe(true);
    await visitor.goto("/blog");
    await expect(visitor).toHaveURL(url("/blog"));
    await context.close();

    // In Croatian, the page speaks Croatian.
    const croatian = await shopper(browser);
    await croatian.page.goto("/hr/");
    expect(new URL(croatian.page.url()).pathname).toBe("/hr/site-password");
    await expect(croatian.page.getByRole("heading", { level: 1 })).toHaveText("Ova je trgovina zaštićena");
    await expect(croatian.page.getByRole("button", { name: "Uđite u trgovinu" })).toBeVisible();
    await croatian.context.close();

    // What is no shopper's page passes; crawlers are kept out.
    // The probe is not in the access log: asked plainly.
    expect((await fetch(url("/healthz"))).status).toBe(200);
    expect((await host.request("/adminLogin")).status).toBe(200);
    expect((await host.request("/favicon.svg")).status).toBe(200);
    expect((await host.request("/robots.txt")).body).toContain("Disallow: /\n");
    expect((await host.request("/sitemap.xml")).status).toBe(404);
    const anonymous = await host.request("/");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe("/site-password?redirectTo=%2F");

    await page.goto(url("/admin/settings"));
    await form(page).getByLabel("Remove the password (open the shop to everyone)").check();
    await save(page);
    expect((await host.request("/")).status).toBe(200);
  });

  test("the sitemap follows AutoGenerateSiteMap and SiteMapOptions", async ({ page }) => {
    await openAdmin(page, "/admin/settings");
    await form(page).getByLabel("Write the sitemap (sitemap.xml)").uncheck();
    await save(page);
    expect((await host.request("/sitemap.xml")).status).toBe(404);
    expect((await host.request("/robots.txt")).body).not.toContain("Sitemap:");

    await form(page).getByLabel("Write the sitemap (sitemap.xml)").check();
    await form(page).getByLabel("Sitemap options").fill("{ not json");
    await form(page).getByRole("button", { name: "Save site settings" }).click();
    await expect(form(page).getByTestId("field-error")).toHaveText(
      "Enter the sitemap options as JSON with the fields shown in the hint.",
    );
    await form(page)
      .getByLabel("Sitemap options")
      .fill(JSON.stringify({ changefreq: "daily", priority: 0.6, homePagePriority: 1, include: ["page"] }));
    await save(page);
    const sitemap = await host.request("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>${host.origin}/</loc>`);
    expect(sitemap.body).toContain("<changefreq>daily</changefreq>");
    expect(sitemap.body).toContain("<priority>1.0</priority>");
    expect(sitemap.body).toContain("<priority>0.6</priority>");
    // Pages only: no product, no blog post, none of the blog's listings.
    expect(sitemap.body).not.toMatch(/<loc>[^<]*\/product\//);
    expect(sitemap.body).not.toMatch(/<loc>[^<]*\/blog(\/|<)/);
  });

  test("without a logo picture the header shows the site's name, and its home link is named by it", async ({
    page,
    browser,
  }) => {
    await openAdmin(page, "/admin/templates/header-section");
    await page.getByLabel("Logo: media file number").fill("");
    await saveAndWait(page, () => page.getByRole("button", { name: "Save logo" }).click(), "Saved.");

    const visitor = await shopper(browser);
    for (const [path, name] of [
      ["/", "Demo Shop, home page"],
      ["/hr/", "Demo Shop, početna stranica"],
    ] as const) {
      await visitor.page.goto(path);
      const home = visitor.page.getByRole("banner").getByRole("link", { name, exact: true });
      await expect(home).toHaveText("Demo Shop");
      // WCAG 2.5.3: a control's name starts with the words it shows (axe runs this rule only when asked,
      // and only where the page runs scripts: it needs timers).
      if (javaScript)
        expect(await axeViolations(axe(visitor.page).withRules(["label-content-name-mismatch"])), path).toEqual([]);
    }
    await visitor.context.close();
  });
});
