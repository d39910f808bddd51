import { expect as baseExpect, test } from "@playwright/test";
import { admin, logInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { API_HEADERS } from "./support/cart";
import { withDb } from "./support/db";
import { horizontalOverflow } from "./support/site";

/**
 * The back office's customers (decision 0073), in both projects: support finds the demo customer by
 * e-mail, opens her page, sees her order linking to its back-office page and sends her a
 * password-reset e-mail, which waits in the outbox; an admin cannot take their own back-office access
 * away, neither through the page nor by a forged post; a customer of the test's own is signed out
 * everywhere, given and refused back-office access (each asked first) and sent the confirmation
 * again; the pages speak Croatian under /hr and fit a phone and a desktop without axe violations.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const demoCustomer = { email: "customer@example.com", name: "Ana Kupac", orderSlug: "DEMO-100001" };

const userId = (email: string) =>
  withDb((db) => (db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id);

const newestMailId = () =>
  withDb((db) => (db.prepare("SELECT coalesce(max(id), 0) AS id FROM outbox").get() as { id: number }).id);

test("support finds the demo customer, sees her order and sends her a password-reset e-mail through the outbox", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAdmin(page, "/admin/customers", javaScriptEnabled);
  await expect(page.getByTestId("admin-menu").getByRole("link", { name: "Customers" })).toHaveAttribute(
    "href",
    "/admin/customers",
  );
  await page.getByRole("searchbox", { name: "E-mail or name" }).fill("customer@exa");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?q=customer%40exa/);
  const rows = page.getByTestId("admin-customer");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(demoCustomer.name);
  await rows.first().getByRole("link", { name: demoCustomer.email }).click();

  await expect(page).toHaveURL(`/admin/customers/${userId(demoCustomer.email)}`);
  await expect(page.getByRole("heading", { level: 1, name: demoCustomer.name })).toBeVisible();
  await expect(page.getByTestId("customer-profile")).toContainText(demoCustomer.email);
  await expect(page.getByTestId("customer-orders").getByRole("link", { name: demoCustomer.orderSlug })).toHaveAttribute(
    "href",
    `/admin/orders/${demoCustomer.orderSlug}`,
  );

  const before = newestMailId();
  await page.getByRole("button", { name: "Send password-reset e-mail" }).click();
  await expect(page.getByText("The password-reset e-mail is on its way")).toBeVisible();
  const mail = withDb(
    (db) =>
      db
        .prepare("SELECT to_address, kind, text_body FROM outbox WHERE id > ? AND kind = 'reset-password'")
        .all(before) as { to_address: string; text_body: string }[],
  );
  expect(mail.map((m) => m.to_address)).toEqual([demoCustomer.email]);
  // The link of the shopper's own "forgot password": the set-password page on the shop's address.
  expect(mail[0].text_body).toMatch(/\/reset-password\?token=[\w%-]+/);

  await page.goto("/admin/outbox");
  // Among the newest mails (other specs queue theirs at the same time, so not necessarily the first).
  await expect(page.getByTestId("outbox-message").filter({ hasText: demoCustomer.email }).first()).toBeVisible();
});

test("an admin cannot take their own back-office access away: the page says why, a forged post is refused", async ({
  page,
  javaScriptEnabled,
}) => {
  const self = userId(admin.email);
  const path = `/admin/customers/${self}`;
  await logInAsAdmin(page, path, javaScriptEnabled);
  await page.getByRole("link", { name: "Take back-office access away" }).click();
  await expect(page).toHaveURL(`${path}?confirm=revoke`);
  await expect(page.getByTestId("customer-own-access")).toHaveText(
    "You cannot change your own back-office access: you would lock yourself out.",
  );
  await expect(page.getByRole("button", { name: "Yes, take access away" })).toHaveCount(0);

  const answer = await page.request.post(path, { form: { intent: "revoke" }, headers: { accept: "text/html" } });
  expect(answer.ok()).toBe(true);
  expect(await answer.text()).toContain("You cannot change your own back-office access");
  const flag = withDb(
    (db) =>
      (db.prepare("SELECT is_backoffice_user FROM users WHERE id = ?").get(self) as { is_backoffice_user: number })
        .is_backoffice_user,
  );
  expect(flag).toBe(1);
  // Deleting one's own account here (decision 0078) is refused by the platform: back to the page,
  // the account stays. An action the page does not know is refused.
  const ownDelete = await page.request.post(path, {
    form: { intent: "delete" },
    headers: { accept: "text/html" },
    maxRedirects: 0,
  });
  expect(ownDelete.status()).toBe(303);
  expect(ownDelete.headers().location).toBe(path);
  expect(userId(admin.email)).toBe(self);
  const forged = await page.request.post(path, {
    form: { intent: "" },
    headers: { accept: "text/html" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(400);
  await page.goto("/admin/customers");
  await expect(page.getByTestId("admin-customers")).toBeVisible();
});

test("support signs a customer out everywhere and gives, then takes, back-office access, each asked first", async ({
  page,
  javaScriptEnabled,
}) => {
  // A customer of the test's own, signed in once through the API: one open session.
  const user = {
    email: `helped-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: "Helped-pass-1",
  };
  const registered = await page.request.post("/api/v1/user/web/register", {
    headers: API_HEADERS,
    data: { details: { firstName: "Iva", lastName: "Pomoć" }, email: user.email, password: user.password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await page.request.post("/api/v1/login", {
    headers: API_HEADERS,
    data: { username: user.email, password: user.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const id = userId(user.email);
  const flag = () =>
    withDb(
      (db) =>
        (db.prepare("SELECT is_backoffice_user FROM users WHERE id = ?").get(id) as { is_backoffice_user: number })
          .is_backoffice_user,
    );
  // A field of the profile: its value, next to its name.
  const field = (name: string) =>
    page
      .getByTestId("customer-profile")
      .locator("div", { has: page.getByRole("term").filter({ hasText: name }) })
      .getByRole("definition");

  await logInAsAdmin(page, `/admin/customers/${id}`, javaScriptEnabled);
  await expect(field("Open sessions")).toHaveText("1");
  await expect(field("E-mail confirmed")).toHaveText("Not confirmed");
  await page.getByRole("link", { name: "Sign out everywhere" }).click();
  await expect(page.getByTestId("customer-confirm")).toContainText(`Sign ${user.email} out on every device?`);
  await page.getByRole("button", { name: "Yes, sign out everywhere" }).click();
  await expect(page.getByText("The customer is signed out everywhere.")).toBeVisible();
  await expect(field("Open sessions")).toHaveText("0");

  await page.getByRole("link", { name: "Give back-office access" }).click();
  await page.getByRole("button", { name: "Yes, give access" }).click();
  await expect(page.getByText("Back-office access given.")).toBeVisible();
  await expect(field("Back-office access")).toHaveText("Yes");
  expect(flag()).toBe(1);
  await page.getByRole("link", { name: "Take back-office access away" }).click();
  await page.getByRole("button", { name: "Yes, take access away" }).click();
  await expect(page.getByText("Back-office access taken away.")).toBeVisible();
  expect(flag()).toBe(0);

  // The registration e-mail again, for the address not confirmed yet.
  const before = newestMailId();
  await page.getByRole("button", { name: "Send confirmation e-mail again" }).click();
  await expect(page.getByText("The registration confirmation e-mail is on its way")).toBeVisible();
  const sent = withDb(
    (db) => db.prepare("SELECT to_address FROM outbox WHERE id > ? AND kind = 'verify-email'").all(before) as object[],
  );
  expect(sent).toEqual([{ to_address: user.email }]);
});

test("a customer whose changed address is not confirmed yet is sent the change's confirmation again, at the new address (en, hr)", async ({
  page,
  javaScriptEnabled,
}) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const user = { email: `changing-${stamp}@example.com`, password: "Changing-pass-1" };
  const registered = await page.request.post("/api/v1/user/web/register", {
    headers: API_HEADERS,
    data: { details: { firstName: "Mia", lastName: "Promjena" }, email: user.email, password: user.password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await page.request.post("/api/v1/login", {
    headers: API_HEADERS,
    data: { username: user.email, password: user.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const accesstoken = (await login.json()).data.tokens.accessToken as string;
  const newEmail = `changed-${stamp}@example.com`;
  const changed = await page.request.patch("/api/v1/user/web/update", {
    headers: { ...API_HEADERS, accesstoken },
    data: { details: { firstName: "Mia", lastName: "Promjena" }, email: newEmail, password: user.password },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const id = userId(newEmail);
  const sentSince = (before: number) =>
    withDb(
      (db) =>
        db
          .prepare("SELECT to_address, subject FROM outbox WHERE id > ? AND kind = 'verify-email' ORDER BY id")
          .all(before) as object[],
    );

  await logInAsAdmin(page, `/admin/customers/${id}`, javaScriptEnabled);
  const help = page.getByTestId("customer-help");
  await expect(help).toContainText(`they get the e-mail asking to confirm the new address again, at ${newEmail}`);
  await expect(help).not.toContainText("registration e-mail");
  let before = newestMailId();
  await page.getByRole("button", { name: "Send confirmation e-mail again" }).click();
  await expect(page.getByText("The e-mail asking to confirm the new address is on its way")).toBeVisible();
  expect(sentSince(before)).toEqual([{ to_address: newEmail, subject: "Confirm your new e-mail address – Demo Shop" }]);

  await page.goto(`/hr/admin/customers/${id}`);
  await expect(page.getByTestId("customer-help")).toContainText(
    `ponovno dobiva e-poruku za potvrdu nove adrese, na ${newEmail}`,
  );
  before = newestMailId();
  await page.getByRole("button", { name: "Ponovno pošalji e-poruku za potvrdu" }).click();
  await expect(page.getByText("E-poruka za potvrdu nove adrese je na putu")).toBeVisible();
  expect(sentSince(before)).toEqual([{ to_address: newEmail, subject: "Potvrdite novu e-mail adresu – Demo Shop" }]);
});

test("the customers' pages speak Croatian under /hr", async ({ page, javaScriptEnabled }) => {
  const id = userId(demoCustomer.email);
  await logInAsAdmin(page, "/hr/admin/customers", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Kupci" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "E-adresa" }).first()).toBeVisible();
  await expect(page.getByTestId("admin-menu").getByRole("link", { name: "Kupci" })).toHaveAttribute(
    "href",
    "/hr/admin/customers",
  );
  await page.goto(`/hr/admin/customers/${id}`);
  await expect(page.getByRole("heading", { name: "Pomoć kupcu" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pošalji e-poruku za novu lozinku" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Natrag na kupce" })).toBeVisible();
});

test("the customers' pages fit a phone and a desktop, in both languages, without axe violations", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the layout is the same without JavaScript; axe runs in the page's JavaScript");
  const id = userId(demoCustomer.email);
  await logInAsAdmin(page, "/admin/customers", javaScriptEnabled);
  for (const path of [
    "/admin/customers",
    `/admin/customers/${id}`,
    `/admin/customers/${id}?confirm=signOut`,
    "/hr/admin/customers?q=ana",
    `/hr/admin/customers/${id}`,
  ]) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await horizontalOverflow(page), `${path} at ${width}`).toBe(0);
    }
    expect(await axeViolations(page), path).toEqual([]);
  }
});
