import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { weakFocusRings } from "./support/focus-ring";
import { hydrated } from "./support/hydration";
import { horizontalOverflow } from "./support/site";

/**
 * The back office (spec sections 2, 4 and 6), in both projects: /adminLogin with the shared login
 * form, the admin layout (side menu, language selector, back to site) for back-office users only.
 * playwright.config.ts starts the server with DEMO_ADMIN_PASSWORD=admin-password-1.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const admin = { email: "admin@example.com", password: process.env.DEMO_ADMIN_PASSWORD ?? "admin-password-1" };
const customer = { email: "customer@example.com", password: "demo-password-1" };

async function logIn(page: Page, path: string, user: { email: string; password: string }, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await hydrated(page);
  const croatian = new URL(page.url()).pathname.startsWith("/hr/");
  const form = page.getByTestId("login-form");
  await form.getByLabel(croatian ? "E-mail adresa" : "E-mail address").fill(user.email);
  await form.getByLabel(croatian ? "Lozinka" : "Password", { exact: true }).fill(user.password);
  await form.getByTestId("login-submit").click();
}

test("a guest at /admin is sent to /adminLogin, and back after logging in", async ({ page, javaScriptEnabled }) => {
  await page.goto("/admin/templates");
  await expect(page).toHaveURL(/\/adminLogin\?redirectTo=%2Fadmin%2Ftemplates$/);
  await expect(page.getByRole("heading", { level: 1, name: "Back-office login" })).toBeVisible();
  await logIn(page, page.url(), admin, javaScriptEnabled);
  await expect(page).toHaveURL(/\/admin\/templates$/);
  await expect(page.getByTestId("admin-templates")).toContainText("header-section");
});

test("a back-office user logs in at /adminLogin and sees the admin side menu", async ({ page, javaScriptEnabled }) => {
  await logIn(page, "/adminLogin", admin, javaScriptEnabled);
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByTestId("admin-menu");
  await expect(menu.getByRole("link", { name: "Consents" })).toHaveAttribute("href", "/admin/consent");
  await expect(menu.getByRole("link", { name: "Templates" })).toHaveAttribute("href", "/admin/templates");
  await expect(menu.getByRole("link", { name: "Available caches" })).toHaveAttribute("href", "/admin/cache");
  await expect(page.getByTestId("admin-back-to-site")).toHaveAttribute("href", "/");

  await menu.getByRole("link", { name: "Consents" }).click();
  await expect(page.getByTestId("admin-consents")).toContainText("privacy-policy");
  await menu.getByRole("link", { name: "Available caches" }).click();
  await expect(page.getByTestId("admin-cache-tag").first()).toBeVisible();

  // Already logged in: /adminLogin goes straight to the back office.
  await page.goto("/adminLogin");
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByTestId("admin-logout").click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/adminLogin/);
});

test("a customer is refused at /adminLogin and not logged in", async ({ page, javaScriptEnabled }) => {
  await logIn(page, "/adminLogin", customer, javaScriptEnabled);
  await expect(page.getByTestId("login-form")).toContainText("This account has no back-office access.");
  await expect(page).toHaveURL(/\/adminLogin$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "session")).toBeUndefined();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/adminLogin\?redirectTo=%2Fadmin$/);
});

test("a logged-in customer gets a 403 in the back office", async ({ page, javaScriptEnabled }) => {
  await logIn(page, "/login", customer, javaScriptEnabled);
  await expect(page).not.toHaveURL(/\/login/);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "403");
});

test("/hr/admin works in Croatian", async ({ page, javaScriptEnabled }) => {
  await page.goto("/hr/admin");
  await expect(page).toHaveURL(/\/hr\/adminLogin\?redirectTo=%2Fhr%2Fadmin$/);
  await logIn(page, page.url(), admin, javaScriptEnabled);
  await expect(page).toHaveURL(/\/hr\/admin$/);
  const menu = page.getByTestId("admin-menu");
  await expect(menu.getByRole("link", { name: "Privole" })).toHaveAttribute("href", "/hr/admin/consent");
  await expect(menu.getByRole("link", { name: "Predlošci" })).toHaveAttribute("href", "/hr/admin/templates");
  await expect(page.getByTestId("admin-back-to-site")).toHaveText("Povratak na stranicu");
  await page.getByTestId("admin-languages").getByRole("link", { name: "EN" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("admin-menu").getByRole("link", { name: "Consents" })).toBeVisible();
});

test("single-route data requests for admin pages are refused like the pages", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "data requests do not depend on JavaScript: one project is enough");
  const templates = "/admin/templates.data?_routes=admin:templates:en";
  const caches = "/admin/cache.data?_routes=admin:cache:en";
  // A guest: the child route's loader alone would run without the layout's; the layout's middleware stops it.
  for (const path of [templates, caches]) {
    const guest = await request.get(path, { maxRedirects: 0 });
    expect(guest.status(), path).toBe(202);
    const body = await guest.text();
    expect(body).toContain("/adminLogin?redirectTo=");
    expect(body).not.toContain("header-section");
  }
  // A customer: 403, and nothing of the page.
  await logIn(page, "/login", customer, true);
  await expect(page).not.toHaveURL(/\/login/);
  const asCustomer = await page.request.get(templates, { maxRedirects: 0 });
  expect(asCustomer.status()).toBe(403);
  expect(await asCustomer.text()).not.toContain("header-section");
  // A back-office user gets the data.
  await page.context().clearCookies();
  await logIn(page, "/adminLogin", admin, true);
  await expect(page).toHaveURL(/\/admin$/);
  const asAdmin = await page.request.get(templates, { maxRedirects: 0 });
  expect(asAdmin.status()).toBe(200);
  expect(await asAdmin.text()).toContain("header-section");
});

/** What an address may ask of the back office beyond what its pages link to: a 404 or the page, never a 500. */
test.describe("addresses past what the back office links to", () => {
  test.beforeEach(async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "answers to addresses do not depend on JavaScript: one project is enough");
    await logIn(page, "/adminLogin", admin, true);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("an address naming no record answers 404, whatever its number, a form posted to it too", async ({ page }) => {
    const areas = ["customers", "products", "coupons", "delivery-methods", "eproducts", "shop-categories", "pages"];
    // Past the database's whole numbers, not a number, zero, a fraction.
    for (const area of areas) {
      for (const id of ["99999999999", "abc", "0", "1.5"]) {
        const path = `/admin/${area}/${id}`;
        expect((await page.request.get(path)).status(), path).toBe(404);
        const posted = await page.request.post(path, { form: { intent: "save" }, maxRedirects: 0 });
        expect(posted.status(), `POST ${path}`).toBe(404);
      }
    }
    // Names longer than any the platform keeps.
    for (const path of [`/admin/orders/${"a".repeat(65)}`, `/admin/templates/${"a".repeat(101)}`]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
  });

  test("a list's page past any a list can have answers 404, a page that is no number the first page", async ({
    page,
  }) => {
    const lists = ["products", "orders", "customers", "media", "outbox", "audit", "forms", "comments"];
    for (const list of lists) {
      for (const [asked, status] of [
        ["100001", 404],
        ["99999999999", 404],
        ["abc", 200],
        ["1e300", 404],
      ] as const) {
        const path = `/admin/${list}?page=${asked}`;
        expect((await page.request.get(path)).status(), path).toBe(status);
      }
    }
  });

  test("a history compares only two of its own revisions: asked for any others, it compares none and answers the page", async ({
    page,
  }) => {
    for (const history of ["/admin/pages/1", "/admin/navigation?tree=main", "/admin/templates/header-section"]) {
      for (const asked of ["from=1&to=99999999999", "from=1.5&to=2", "from=abc&to=-1", "from=999999&to=999998"]) {
        const path = `${history}${history.includes("?") ? "&" : "?"}${asked}`;
        expect((await page.request.get(path)).status(), path).toBe(200);
      }
    }
  });
});

test("the outbox sends a mail again, a cache tag is cleared, maintenance mode can be switched", async ({
  page,
  javaScriptEnabled,
}) => {
  // A mail to send again: a password reset asked for the demo customer.
  await page.goto("/forgot-password");
  await page.getByTestId("forgot-form").getByLabel("E-mail address").fill(customer.email);
  await page.getByTestId("forgot-form").getByRole("button").click();
  await expect(page.getByTestId("forgot-form")).toHaveCount(0);

  await logIn(page, "/adminLogin", admin, javaScriptEnabled);
  await expect(page).toHaveURL(/\/admin$/);
  const maintenance = page.getByTestId("admin-maintenance");
  await expect(maintenance).toContainText("Maintenance mode is off");
  await expect(maintenance.getByRole("button", { name: "Turn maintenance mode on" })).toBeVisible();

  await page.getByTestId("admin-menu").getByRole("link", { name: "E-mail outbox" }).click();
  const ofCustomer = page.getByTestId("outbox-message").filter({ hasText: customer.email });
  await expect(ofCustomer.first()).toBeVisible();
  const before = await ofCustomer.count();
  expect(before).toBeGreaterThan(0);
  const subject = (await ofCustomer.first().locator("td").nth(2).innerText()).trim();
  await ofCustomer
    .first()
    .getByRole("button", { name: `Send again: ${subject} to ${customer.email}` })
    .click();
  await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toContainText(
    "The e-mail was queued to be sent again.",
  );
  await expect(ofCustomer).toHaveCount(before + 1);
  await expect(ofCustomer.first()).toContainText("Waiting to be sent");

  await page.getByTestId("admin-menu").getByRole("link", { name: "Available caches" }).click();
  const tag = page.getByTestId("admin-cache-tag").first();
  await expect(tag).toBeVisible();
  const name = (await tag.locator("td").first().innerText()).trim();
  await tag.getByRole("button", { name: `Clear the cache of ${name}` }).click();
  await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toContainText("The cache was cleared.");
});

test("the caches page fits a phone's screen, its table a named region that scrolls, and passes axe, in both languages", async ({
  page,
  javaScriptEnabled,
}, info) => {
  test.skip(!javaScriptEnabled, "axe needs the page's JavaScript; the no-JS layout is the same markup");
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page, "/admin/cache", javaScriptEnabled);
  for (const [path, title] of [
    ["/admin/cache", "Available caches"],
    ["/hr/admin/cache", "Dostupne predmemorije"],
  ]) {
    await page.goto(path);
    await expect(page.getByTestId("admin-cache-tag").first()).toBeVisible();
    await expect(page.getByRole("region", { name: title }).getByRole("table")).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: info.outputPath(`${path.replaceAll("/", "-").slice(1)}-390.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  }
});

/** The links of a part of the page, each as its name and address. */
function links(page: Page, testId: string) {
  return page
    .getByTestId(testId)
    .locator("a[href]")
    .evaluateAll((list) => list.map((a) => `${a.textContent?.trim()} ${a.getAttribute("href")}`));
}

test("the admin home links every area of the side menu, in both languages", async ({ page, javaScriptEnabled }) => {
  await logInAsAdmin(page, "/admin", javaScriptEnabled);
  for (const [path, pages] of [
    ["/admin", "Pages /admin/pages"],
    ["/hr/admin", "Stranice /hr/admin/pages"],
  ]) {
    await page.goto(path);
    const menu = await links(page, "admin-menu");
    expect(menu).toHaveLength(22);
    expect(menu).toContain(path === "/admin" ? "Products /admin/products" : "Proizvodi /hr/admin/products");
    expect(menu).toContain(
      path === "/admin" ? "Delivery methods /admin/delivery-methods" : "Načini dostave /hr/admin/delivery-methods",
    );
    expect(menu).toContain(path === "/admin" ? "Coupons /admin/coupons" : "Kuponi /hr/admin/coupons");
    expect(menu).toContain(
      path === "/admin" ? "Shop categories /admin/shop-categories" : "Kategorije trgovine /hr/admin/shop-categories",
    );
    expect(menu).toContain(path === "/admin" ? "E-mails /admin/emails" : "E-poruke /hr/admin/emails");
    expect(menu).toContain(path === "/admin" ? "Orders /admin/orders" : "Narudžbe /hr/admin/orders");
    expect(menu).toContain(path === "/admin" ? "Customers /admin/customers" : "Kupci /hr/admin/customers");
    expect(menu).toContain(pages);
    expect(await links(page, "admin-home"), path).toEqual(menu);
  }
});

const rightEdge = (box: { x: number; width: number } | null) => (box ? box.x + box.width : Infinity);

test("the pages area fits a phone's screen, its new page form too, in both languages", async ({
  page,
  javaScriptEnabled,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page, "/admin/pages", javaScriptEnabled);
  for (const [path, empty] of [
    ["/admin/pages", "An empty page"],
    ["/hr/admin/pages", "Prazna stranica"],
  ]) {
    await page.goto(path);
    if (javaScriptEnabled) await hydrated(page);
    const form = page.getByTestId("new-page-form");
    // Every control ends inside the form's card (a select as wide as its longest option ran past it).
    const formRight = rightEdge(await form.boundingBox());
    for (const control of await form.locator("input:visible, select:visible").all()) {
      const id = await control.getAttribute("id");
      expect(rightEdge(await control.boundingBox()), `${path} #${id}`).toBeLessThanOrEqual(formRight);
    }
    expect(await horizontalOverflow(page), path).toBe(0);
    await page.screenshot({
      path: info.outputPath(`${path.replaceAll("/", "-").slice(1)}-390-${javaScriptEnabled ? "js" : "no-js"}.png`),
      fullPage: true,
    });
    await expect(form.locator('select[name="templateId"] option').first()).toHaveText(empty);
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
  }
});

test("the new page form's fields look like every other back-office form's", async ({ page, javaScriptEnabled }) => {
  const look = (control: import("@playwright/test").Locator) =>
    control.evaluate((el) => {
      const style = getComputedStyle(el);
      const label = getComputedStyle(document.querySelector(`label[for="${el.id}"]`)!);
      return [style.minHeight, style.borderRadius, style.paddingLeft, style.appearance, label.fontWeight].join(" ");
    });
  await logInAsAdmin(page, "/admin/redirects", javaScriptEnabled);
  const form = page.getByTestId("redirect-form");
  const [input, select] = [await look(form.getByRole("textbox").first()), await look(form.getByRole("combobox"))];
  await page.goto("/admin/pages");
  const create = page.getByTestId("new-page-form");
  for (const name of ["Title", "Slug"]) expect(await look(create.getByLabel(name)), name).toBe(input);
  for (const name of ["Language", "Kind", "Start from"]) expect(await look(create.getByLabel(name)), name).toBe(select);
  await expect(create.getByRole("button", { name: "Create the page" })).toHaveCSS("color", "rgb(255, 255, 255)");
});

test("the focus ring keeps 3:1 around every focusable element of the back office, its dark side menu too", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the ring is CSS: one project is enough");
  await logInAsAdmin(page, "/admin", javaScriptEnabled);
  const { checked, weak } = await weakFocusRings(page);
  expect(checked).toBeGreaterThan(10);
  expect(weak).toEqual([]);
});

test("every back-office area fits a phone's screen in Croatian", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page, "/hr/admin", javaScriptEnabled);
  // The menu is folded behind its toggle on a phone: its links are read, not seen.
  const areas = await page
    .getByTestId("admin-menu")
    .locator("a[href]")
    .evaluateAll((list) => list.map((a) => a.getAttribute("href")!));
  expect(areas.length).toBeGreaterThan(0);
  for (const path of ["/hr/admin", ...areas]) {
    await page.goto(path);
    await expect(page.getByTestId("admin-layout")).toBeVisible();
    expect(await horizontalOverflow(page), path).toBe(0);
  }
});
