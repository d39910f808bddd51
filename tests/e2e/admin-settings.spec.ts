/**
 * The back office's Site settings page (app/routes/admin/settings.tsx), in both projects, on a
 * two-worker production host with the page cache on that each project starts for itself (its own
 * database: the options it changes are site-wide, and the other specs' servers keep theirs). The page
 * is in the admin menu; a saved option is live on the next anonymous page whichever worker answers
 * and whatever it had cached (the cookie banner gone with CookiesNotification off, the WwwPolicy
 * redirect); a value the option cannot take is refused with the field's message and what was typed
 * kept; a store's checkout settings are saved from its own form (the countries ticked in a list); the
 * Croatian page speaks Croatian.
 */
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { saveAndWait } from "./support/editor";
import { platformData, startFreshHost, type HostProcess } from "./support/host-process";
import { ports } from "./support/ports";

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe("site settings", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let host: HostProcess;
  let javaScript = true;
  const admin = { email: "admin@example.com", password: process.env.DEMO_ADMIN_PASSWORD ?? "admin-password-1" };

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(300_000);
    const project = testInfo.project.name;
    host = await startFreshHost(ports.adminSettings[project]!, `.tmp/e2e-settings-${project}`, {
      PAGE_CACHE_SECONDS: "60",
    });
  });
  test.afterAll(async () => {
    await host?.stop();
  });
  test.beforeEach(({ javaScriptEnabled }) => {
    javaScript = javaScriptEnabled;
  });

  const url = (path: string) => host.origin + path;
  const open = (page: Page, path: string) =>
    signIn(page, url(path.startsWith("/hr/") ? "/hr/adminLogin" : "/adminLogin"), admin, url(path), javaScript);
  const toast = (page: Page) => page.getByTestId("toast");

  /** Anonymous requests of the home page until both workers answered from their cache: what they show. */
  async function homeFromEveryWorker(): Promise<string[]> {
    const bodies = new Map<unknown, string>();
    const hits = new Set<unknown>();
    for (let i = 0; i < 60 && hits.size < 2; i++) {
      const answer = await host.request("/");
      expect(answer.status).toBe(200);
      bodies.set(answer.logged.worker, answer.body);
      if (answer.logged.cache === "hit") hits.add(answer.logged.worker);
    }
    expect(hits.size, "both workers answered from their cache").toBe(2);
    return [...bodies.values()];
  }
  const banner = 'data-testid="cookie-banner"';

  test("is in the admin menu; saved options are live on every worker's next page, cached or not", async ({ page }) => {
    // Both workers keep the home page with the cookie banner.
    for (const body of await homeFromEveryWorker()) expect(body).toContain(banner);

    await open(page, "/admin");
    await page.getByTestId("admin-menu").getByRole("link", { name: "Site settings" }).click();
    await expect(page).toHaveURL(url("/admin/settings"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site settings");
    const form = page.getByTestId("settings-options-form");
    await expect(form.getByLabel("Show the cookie banner")).toBeChecked();
    await expect(form.getByLabel("Number of stars")).toHaveValue("5");
    await expect(form.getByLabel("Form submissions are mailed to")).toHaveValue("shop@example.com");

    await form.getByLabel("Show the cookie banner").uncheck();
    await form.getByLabel("Number of stars").fill("7");
    await form.getByLabel("A comment needs a rating").check();
    await form.getByLabel("Site address").selectOption("www");
    await form.getByRole("button", { name: "Save site settings" }).click();
    await expect(toast(page)).toContainText("Settings saved. The change is live.");
    await expect(page).toHaveURL(url("/admin/settings"));
    await expect(form.getByLabel("Show the cookie banner")).not.toBeChecked();
    await expect(form.getByLabel("Number of stars")).toHaveValue("7");
    await expect(form.getByLabel("A comment needs a rating")).toBeChecked();
    await expect(form.getByLabel("Site address")).toHaveValue("www");

    // The pages both workers kept are gone: neither shows the banner any more.
    for (const body of await homeFromEveryWorker()) expect(body).not.toContain(banner);
    // The bare name goes to www on either worker; the host's own address (an IP) is never moved.
    for (let i = 0; i < 4; i++) {
      const moved = await host.request("/blog?page=2", { headers: { host: "shop.example.com" } });
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe("http://www.shop.example.com/blog?page=2");
    }
    expect((await host.request("/")).status).toBe(200);

    // Back as they were: the banner shows again, and nothing is redirected.
    await form.getByLabel("Show the cookie banner").check();
    await form.getByLabel("Number of stars").fill("5");
    await form.getByLabel("A comment needs a rating").uncheck();
    await form.getByLabel("Site address").selectOption("none");
    // Waited by its own answer: the first save's toast may still show.
    await saveAndWait(page, () => form.getByRole("button", { name: "Save site settings" }).click(), "Settings saved.");
    for (const body of await homeFromEveryWorker()) expect(body).toContain(banner);
    for (let i = 0; i < 4; i++)
      expect((await host.request("/", { headers: { host: "shop.example.com" } })).status).not.toBe(301);
  });

  test("refuses a value the option cannot take, with the field's message and what was typed", async ({ page }) => {
    await open(page, "/admin/settings");
    const form = page.getByTestId("settings-options-form");
    await form.getByLabel("Number of stars").fill("8");
    // An address the browser lets through (no dot in its domain) that the platform cannot mail to.
    await form.getByLabel("Form submissions are mailed to").fill("orders@intranet");
    await form.getByRole("button", { name: "Save site settings" }).click();
    await expect(form.getByTestId("form-error")).toContainText("Something you entered is missing or not allowed");
    const email = form.getByLabel("Form submissions are mailed to");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    // The cursor on the field at fault, with JavaScript and without.
    await expect(email).toBeFocused();
    await expect(form.getByTestId("field-error")).toHaveText("Pattern does not match e-mail address");
    await expect(email).toHaveValue("orders@intranet");
    await expect(form.getByLabel("Number of stars")).toHaveValue("8");
    // Nothing was saved.
    const options = (await platformData(
      host,
      "GET",
      "/api/v1/cms/option/filter?keys[]=NumberOfStars&keys[]=SendEmailTo",
    )) as {
      key: string;
      value: string;
    }[];
    expect(Object.fromEntries(options.map((o) => [o.key, o.value]))).toEqual({
      NumberOfStars: "5",
      SendEmailTo: "shop@example.com",
    });
  });

  test("saves one store's checkout settings from its own form, and refuses no country ticked", async ({ page }) => {
    await open(page, "/admin/settings");
    const english = page.getByTestId("settings-checkout-58");
    await expect(english.getByRole("heading")).toHaveText("English store (58)");
    // The countries are a list to tick, named in the admin's language (the delivery methods' picker).
    const country = (name: string) => english.getByRole("checkbox", { name, exact: true });
    const ticked = () =>
      english
        .getByTestId("checkout-58-countries")
        .locator('input[name="countries"]:checked')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(await ticked()).toEqual(["AT", "HR", "DE", "HU", "IT", "SI"]);
    await expect(country("Croatia (HR)")).toBeChecked();
    await expect(english.getByTestId("checkout-58-chosen-countries")).toBeChecked();

    for (const iso of await ticked()) await english.locator(`input[name="countries"][value="${iso}"]`).uncheck();
    await english.getByRole("button", { name: /^Save checkout/ }).click();
    await expect(english.getByTestId("field-error")).toContainText("Tick at least one country");
    await expect(english.getByTestId("checkout-58-chosen-countries")).toBeChecked();
    await expect(page.getByTestId("settings-checkout-59").getByTestId("field-error")).toHaveCount(0);

    await country("Slovenia (SI)").check();
    await country("Croatia (HR)").check();
    await english.getByLabel("Guests may check out without an account").uncheck();
    await english.getByLabel("After adding to the cart").selectOption("1");
    const gift = english.getByLabel("Shoppers may add a gift message");
    await expect(gift).not.toBeChecked();
    await gift.check();
    await saveAndWait(page, () => english.getByRole("button", { name: /^Save checkout/ }).click(), "Settings saved.");
    expect(await ticked()).toEqual(["HR", "SI"]);
    await expect(english.getByLabel("Guests may check out without an account")).not.toBeChecked();
    await expect(english.getByLabel("After adding to the cart")).toHaveValue("1");
    await expect(gift).toBeChecked();
    const settings = (store: number) =>
      platformData(host, "GET", `/api/v1/settings/getCheckoutSettings?storeId=${store}`);
    expect(await settings(58)).toMatchObject({
      guestCheckout: 0,
      giftMessage: 1,
      cartType: 1,
      allowedCountries: ["HR", "SI"],
    });
    // The Croatian store keeps its own.
    expect(await settings(59)).toMatchObject({ guestCheckout: 1, giftMessage: 0, cartType: 0 });
  });

  test("a box narrows the country list as the editor types, with ticking the shown ones; without JavaScript the whole list", async ({
    page,
  }) => {
    await open(page, "/admin/settings");
    const english = page.getByTestId("settings-checkout-58");
    const list = english.getByTestId("checkout-58-countries");
    const every = await list.locator('input[name="countries"]').count();
    expect(every).toBeGreaterThan(100);
    const shown = list.locator('input[name="countries"]:visible');
    const filter = english.getByLabel("Find a country");
    if (!javaScript) {
      await expect(filter).toHaveCount(0);
      await expect(shown).toHaveCount(every);
      return;
    }
    await expect(english.getByTestId("checkout-58-countries-count")).toHaveText(`${every} of ${every} countries shown`);
    // By name or code, whatever the case and accents; Enter in the box does not save the form.
    await filter.fill("SLO");
    await filter.press("Enter");
    await expect(shown).toHaveCount(2);
    await expect(english.getByRole("checkbox", { name: "Slovakia (SK)" })).toBeVisible();
    await expect(english.getByTestId("checkout-58-countries-count")).toHaveText(`2 of ${every} countries shown`);
    await english.getByRole("button", { name: "Untick the countries shown" }).click();
    await expect(english.getByRole("checkbox", { name: "Slovenia (SI)" })).not.toBeChecked();
    await english.getByRole("button", { name: "Tick the countries shown", exact: true }).click();
    await expect(english.getByRole("checkbox", { name: "Slovakia (SK)" })).toBeChecked();
    await filter.fill("cote");
    await expect(shown).toHaveCount(1);
    await filter.fill("");
    await expect(shown).toHaveCount(every);
    await saveAndWait(page, () => english.getByRole("button", { name: /^Save checkout/ }).click(), "Settings saved.");
    expect(
      await list
        .locator('input[name="countries"]:checked')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(["HR", "SK", "SI"]);
  });

  test("speaks Croatian at /hr/admin/settings", async ({ page }) => {
    await open(page, "/hr/admin/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Postavke stranice");
    await expect(page.getByTestId("admin-menu").getByRole("link", { name: "Postavke stranice" })).toHaveAttribute(
      "href",
      "/hr/admin/settings",
    );
    const form = page.getByTestId("settings-options-form");
    await form.getByLabel("Broj zvjezdica").fill("6");
    await form.getByRole("button", { name: "Spremi postavke stranice" }).click();
    await expect(toast(page)).toContainText("Postavke su spremljene.");
    await expect(form.getByLabel("Broj zvjezdica")).toHaveValue("6");
    await expect(page.getByTestId("settings-checkout-59").getByRole("heading")).toHaveText("Hrvatska trgovina (59)");
    // The countries are named in Croatian.
    await expect(
      page.getByTestId("settings-checkout-59").getByRole("checkbox", { name: "Njemačka (DE)", exact: true }),
    ).toBeVisible();
  });
});
