import { randomBytes } from "node:crypto";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { API_HEADERS } from "./support/cart";
import { withDb } from "./support/db";
import { hydrated } from "./support/hydration";
import { horizontalOverflow } from "./support/site";

/**
 * Erasing an account (decision 0078), in both projects: a shopper of the test's own deletes their
 * account on the profile page (a wrong password and the missing second yes are refused under their
 * fields first), lands on the home page signed out with a notice, cannot sign in again, gets the
 * goodbye mail, and the address registers anew as a new account. The back office deletes another
 * account of the test's own from the customer's page, asked first. Never the demo customer or admin.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const text = {
  wrongPassword: "The password is not correct.",
  confirmRequired: "Tick the box to confirm that you want to delete your account.",
  done: "Your account has been deleted. We have sent a confirmation to your e-mail address.",
  unknownLogin: "Unknown e-mail address or password.",
  confirmEmail: "Almost done: we have sent you an e-mail.",
};

const uniqueEmail = (tag: string) => `e2e-erase-${tag}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;

const settle = async (page: Page, javaScriptEnabled: boolean) => {
  if (javaScriptEnabled) await hydrated(page);
};

const userIdOf = (email: string) =>
  withDb((db) => (db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number } | undefined)?.id);

const mailKinds = (email: string) =>
  withDb((db) =>
    (db.prepare("SELECT kind FROM outbox WHERE to_address = ? ORDER BY id").all(email) as { kind: string }[]).map(
      (m) => m.kind,
    ),
  );

/** A shopper registered through the API (a fixture, not a visitor: the registrations per address
 * the suite's own journeys need are not used up). */
async function newShopper(page: Page, tag: string) {
  const user = { email: uniqueEmail(tag), password: "erase-password-1" };
  const registered = await page.request.post("/api/v1/user/web/register", {
    headers: API_HEADERS,
    data: { details: { firstName: "Brisa", lastName: "Računić" }, email: user.email, password: user.password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  withDb((db) => db.prepare("DELETE FROM rate_limits WHERE key LIKE 'register:address:%'").run());
  return user;
}

async function logIn(page: Page, user: { email: string; password: string }, javaScriptEnabled: boolean) {
  await page.goto("/login");
  await settle(page, javaScriptEnabled);
  const form = page.getByTestId("login-form").first();
  await form.getByLabel("E-mail address").fill(user.email);
  await form.getByLabel("Password", { exact: true }).fill(user.password);
  await form.getByTestId("login-submit").click();
}

async function acceptConsents(form: Locator) {
  const boxes = form.getByTestId("consents").getByRole("checkbox");
  await baseExpect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await box.check();
}

test("a shopper deletes their account: asked for the password and a second yes, signed out, and the address registers anew", async ({
  page,
  javaScriptEnabled,
}) => {
  const user = await newShopper(page, "self");
  const firstId = userIdOf(user.email);
  await logIn(page, user, javaScriptEnabled);
  await expect(page).toHaveURL("/");

  await page.goto("/profile#delete-account");
  await settle(page, javaScriptEnabled);
  const form = page.getByTestId("delete-account-form");
  await expect(page.getByRole("heading", { name: "Delete my account" })).toBeVisible();
  await expect(form).toContainText("Your orders are kept for 11 years");
  expect(await horizontalOverflow(page)).toBe(0);

  // No second yes: refused under the checkbox, nothing erased.
  await form.getByLabel("Current password").fill(user.password);
  await form.getByTestId("delete-account-submit").click();
  await expect(form.getByTestId("field-error")).toHaveText(text.confirmRequired);
  // A wrong password: refused under the password field (the platform's check), the checkbox kept.
  await form.getByLabel("Current password").fill("not-my-password-1");
  await form.getByTestId("delete-account-confirm").check();
  await form.getByTestId("delete-account-submit").click();
  await expect(form.getByTestId("field-error")).toHaveText(text.wrongPassword);
  // Where the shopper pressed, not at the page's top (without JavaScript a new page).
  await expect(form.getByTestId("field-error")).toBeInViewport();
  await expect(form.getByTestId("delete-account-confirm")).toBeChecked();
  expect(userIdOf(user.email)).toBe(firstId);

  await form.getByLabel("Current password").fill(user.password);
  await form.getByTestId("delete-account-submit").click();
  // The home page (the form's own section named in the address stays there without JavaScript).
  await expect(page).toHaveURL(/^[^#]*\/(#delete-account)?$/);
  await expect(page.getByTestId("toast")).toContainText(text.done);
  await expect(page.getByTestId("account-link")).toHaveAttribute("href", /\/login/);
  expect(userIdOf(user.email)).toBeUndefined();
  expect(mailKinds(user.email)).toEqual(["account-deleted"]);

  // Signing in again: unknown.
  await logIn(page, user, javaScriptEnabled);
  await expect(page.getByTestId("form-error")).toHaveText(text.unknownLogin);

  // The address registers anew: a new account and its confirmation mail, not "you already have one".
  await page.goto("/register");
  await settle(page, javaScriptEnabled);
  const register = page.getByTestId("register-form");
  await register.getByLabel("First name").first().fill("Nova");
  await register.getByLabel("Last name").first().fill("Kupac");
  await register.getByLabel("E-mail address").first().fill(user.email);
  await register.getByLabel("Password", { exact: true }).fill(user.password);
  await register.getByLabel("Repeat password").fill(user.password);
  await acceptConsents(register);
  await register.getByTestId("register-submit").click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByTestId("toast")).toContainText(text.confirmEmail);
  withDb((db) => db.prepare("DELETE FROM rate_limits WHERE key LIKE 'register:address:%'").run());
  const again = userIdOf(user.email);
  expect(again).toBeDefined();
  expect(again).not.toBe(firstId);
  expect(mailKinds(user.email)).toEqual(["account-deleted", "verify-email"]);
});

test("the profile's delete section speaks Croatian under /hr", async ({ page, javaScriptEnabled }) => {
  const user = await newShopper(page, "hr");
  await logIn(page, user, javaScriptEnabled);
  await expect(page).toHaveURL("/");
  await page.goto("/hr/profil#delete-account");
  const form = page.getByTestId("delete-account-form");
  await expect(page.getByRole("heading", { name: "Brisanje računa" })).toBeVisible();
  await expect(form.getByLabel("Trenutačna lozinka")).toBeVisible();
  await expect(form.getByRole("button", { name: "Izbriši moj račun" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});

test("support deletes a customer's account from the customer's page, asked first", async ({
  page,
  javaScriptEnabled,
}) => {
  const user = await newShopper(page, "support");
  const id = userIdOf(user.email)!;
  const path = `/admin/customers/${id}`;
  await logInAsAdmin(page, path, javaScriptEnabled);
  await page.getByTestId("customer-ask-delete").click();
  await expect(page).toHaveURL(`${path}?confirm=delete`);
  await expect(page.getByTestId("customer-confirm")).toContainText(`Delete the account of ${user.email} for good?`);
  await page.getByRole("button", { name: "Yes, delete the account" }).click();
  await expect(page).toHaveURL("/admin/customers");
  await expect(page.getByTestId("toast")).toContainText("The account was deleted.");
  expect(userIdOf(user.email)).toBeUndefined();
  expect(mailKinds(user.email)).toEqual(["account-deleted"]);
  const missing = await page.request.get(path);
  expect(missing.status()).toBe(404);
});
