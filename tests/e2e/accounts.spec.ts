import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import Database from "better-sqlite3";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { horizontalOverflow, signedCookieValue } from "./support/site";
import { axeViolations } from "./support/axe";
import { newCustomer } from "./support/cart";
import { paidOrder } from "./support/orders";
import { origin, ORIGIN, ports } from "./support/ports";
import { hydrated } from "./support/hydration";

/**
 * Accounts in the storefront (spec sections 2, 4, 5, 8), in both projects: with JavaScript (conform
 * validates in the browser, fetchers) and without (plain posts, 303 redirects, flash toasts).
 * The demo seed has customer@example.com and admin@example.com; every registration uses a new address.
 */
const ROOT = resolve(import.meta.dirname, "../..");

// Registration and login hash passwords (scrypt): on a busy machine running the whole suite a
// submit can take a few seconds, so this file waits longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });
/** The second server (MAINTENANCE_MODE=1) and the third (ACCESS_TOKEN_TTL=2) of playwright.config.ts. */
const MAINT = process.env.E2E_MAINT_URL ?? origin(ports.maintenance);
const TTL = process.env.E2E_TTL_URL ?? origin(ports.shortTokens);
/** The main e2e server's data directory (its SQLite file holds the outbox). */
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e";

const customer = { email: "customer@example.com", password: "demo-password-1", firstName: "Ana" };
const admin = { email: "admin@example.com", password: "admin-password-1" };

const text = {
  loginSuccess: "You are logged in. Welcome back!",
  logout: "You have been logged out.",
  confirmEmail: "Almost done: we have sent you an e-mail.",
  emailConfirmed: "Your e-mail address is confirmed. You can log in now.",
  unknownLogin: "Unknown e-mail address or password.",
  required: "This field is required",
  email: "Pattern does not match e-mail address",
  minPassword: "Enter at least 8 characters",
  repeatPassword: "Passwords do not match",
  differentPassword: "New and old password must not match",
  consent: "Consent is required",
  // The lockout lasts 15 minutes from the first failure: said in whole minutes left.
  tooManyLogins: /^Too many login attempts\. Please try again in 1[45] minutes\.$/,
  commonPassword: "This password is one of the most common and easy to guess. Choose another one.",
  // The toggles below are on the demo's bundles (bundleCards): the notices name a bundle (spec section 8).
  added: "The bundle has been added to your wishlist.",
  removed: "The bundle has been removed from your wishlist.",
  loggedUsersOnly: "This is available to logged-in users only. Please log in.",
  invalidReset: "This link is invalid or has expired. Please ask for a new one.",
};

/**
 * A list that shows demo bundles whatever other specs add: the kitchen category (18 demo products,
 * two of them bundles) on one page of 24. The shop's first page is the newest products', which other
 * specs' products (admin-eproducts, admin-product-create, checkout...) fill when they run first.
 */
const BUNDLES_PAGE = "/shop/kitchen?limit=24";

/** The cards of the demo's bundles. */
function bundleCards(page: Page) {
  return page
    .getByTestId("product-card")
    .filter({ hasText: /Cosy evening gift box|Weekend hiker bundle|Coffee for two set|Kitchen starter set/ });
}

function uniqueEmail(tag: string) {
  return `e2e-${tag}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;
}

function openOutbox<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(resolve(ROOT, dataDir, "storefront.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** How many mails of a kind the e2e server's outbox holds for an address. */
function outboxCount(dataDir: string, to: string, kind: string): number {
  return openOutbox(
    dataDir,
    (db) =>
      (db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_address = ? AND kind = ?").get(to, kind) as { n: number })
        .n,
  );
}

/** The subject of the newest mail of a kind to an address. */
function outboxSubject(dataDir: string, to: string, kind: string): string | undefined {
  const row = openOutbox(
    dataDir,
    (db) =>
      db
        .prepare("SELECT subject FROM outbox WHERE to_address = ? AND kind = ? ORDER BY id DESC LIMIT 1")
        .get(to, kind) as { subject: string } | undefined,
  );
  return row?.subject;
}

/** The unique numbers of the newest consent log of a form for an address. */
function consentLog(dataDir: string, email: string, formType: string): string[] {
  const row = openOutbox(
    dataDir,
    (db) =>
      db
        .prepare("SELECT consents FROM consent_logs WHERE email = ? AND form_type = ? ORDER BY id DESC LIMIT 1")
        .get(email, formType) as { consents: string } | undefined,
  );
  return row ? (JSON.parse(row.consents) as { uniqueNumber: string }[]).map((c) => c.uniqueNumber) : [];
}

/** The newest mail of a kind to an address, read from the e2e server's outbox. */
function outboxLink(dataDir: string, to: string, kind: "verify-email" | "reset-password"): URL {
  const row = openOutbox(
    dataDir,
    (db) =>
      db
        .prepare("SELECT text_body FROM outbox WHERE to_address = ? AND kind = ? ORDER BY id DESC LIMIT 1")
        .get(to, kind) as { text_body: string } | undefined,
  );
  expect(row, `a ${kind} mail to ${to}`).toBeDefined();
  const link = /https?:\/\/\S+/.exec(row!.text_body)?.[0];
  expect(link, "a link in the mail").toBeDefined();
  return new URL(link!);
}

async function expectToast(page: Page, message: string | RegExp) {
  await expect(page.getByTestId("toast")).toContainText(message);
}

/** Waits for hydration with JavaScript, so that the forms are React's; a no-op without it. */
async function settle(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await hydrated(page);
}

async function logIn(page: Page, email: string, password: string, javaScriptEnabled: boolean, base = "") {
  if (!/\/(login|prijava)/.test(page.url())) await page.goto(`${base}/login`);
  await settle(page, javaScriptEnabled);
  const croatian = new URL(page.url()).pathname.startsWith("/hr/");
  const form = page.getByTestId("login-form").first();
  await form.getByLabel(croatian ? "E-mail adresa" : "E-mail address").fill(email);
  await form.getByLabel(croatian ? "Lozinka" : "Password", { exact: true }).fill(password);
  await form.getByTestId("login-submit").click();
}

/** Fills the address book's form with an address in Zagreb, for `firstName` Tester. */
async function fillZagrebAddress(form: Locator, firstName: string, email: string) {
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Last name").fill("Tester");
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Phone").fill("+385 91 000 0000");
  await form.getByLabel("Street").fill("Ilica");
  await form.getByLabel("House number").fill("42");
  await form.getByLabel("Postal code").fill("10000");
  await form.getByLabel("City").fill("Zagreb");
  await form.getByLabel("Country").selectOption("HR");
}

/** Checks every consent box of the registration form (the registerForm consents of the demo). */
async function acceptConsents(form: Locator) {
  const boxes = form.getByTestId("consents").getByRole("checkbox");
  await baseExpect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await box.check();
}

async function register(
  page: Page,
  user: { email: string; password: string; firstName: string },
  javaScriptEnabled: boolean,
) {
  await page.goto("/register");
  await settle(page, javaScriptEnabled);
  const form = page.getByTestId("register-form");
  // .first(): the (hidden) address groups below have the same labels.
  await form.getByLabel("First name").first().fill(user.firstName);
  await form.getByLabel("Last name").first().fill("Tester");
  await form.getByLabel("E-mail address").first().fill(user.email);
  await form.getByLabel("Password", { exact: true }).fill(user.password);
  await form.getByLabel("Repeat password").fill(user.password);
  await acceptConsents(form);
  await form.getByTestId("register-submit").click();
}

test("register, confirm the e-mail, log in, edit the profile, add an address, change the password, wishlist, log out", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const user = { email: uniqueEmail("journey"), password: "first-password-1", firstName: "Journey" };

  // Registration: a verification token means an info toast, no auto-login, and the login page.
  await register(page, user, javaScriptEnabled);
  await expect(page).toHaveURL("/login");
  await expectToast(page, text.confirmEmail);
  await expect(page.getByTestId("account-link")).toHaveAttribute("href", /\/login/);
  // The consents the visitor accepted are logged for the address.
  expect(consentLog(DATA_DIR, user.email, "registerForm")).toEqual(["privacy-policy", "marketing-email"]);

  // The link of the e-mail, opened on this server, confirms the address.
  const link = outboxLink(DATA_DIR, user.email, "verify-email");
  expect(link.pathname).toBe("/login");
  await page.goto(`/login${link.search}`);
  await expect(page).toHaveURL("/login");
  await expectToast(page, text.emailConfirmed);

  // Login: home, the success toast, and the header's link now leads to the profile.
  await logIn(page, user.email, user.password, javaScriptEnabled);
  await expect(page).toHaveURL("/");
  await expectToast(page, text.loginSuccess);
  const accountLink = page.getByTestId("account-link");
  await expect(accountLink).toHaveAttribute("href", "/profile");
  await accountLink.click();
  await expect(page).toHaveURL("/profile");
  await settle(page, javaScriptEnabled);

  // Profile update.
  const profileForm = page.getByTestId("profile-form");
  await expect(profileForm.getByLabel("First name")).toHaveValue(user.firstName);
  await profileForm.getByLabel("First name").fill("Renamed");
  await profileForm.getByTestId("profile-submit").click();
  await expectToast(page, "Your details have been saved.");
  await expect(page.getByTestId("profile-greeting")).toContainText("Hello, Renamed");
  await expect(page.getByTestId("profile-form").getByLabel("First name")).toHaveValue("Renamed");

  // A new address.
  await expect(page.getByTestId("address-card")).toHaveCount(0);
  await page.getByTestId("address-add").locator("summary").click();
  const addressForm = page.getByTestId("address-form");
  await addressForm.getByLabel("Address type").selectOption("shipping");
  await fillZagrebAddress(addressForm, "Journey", user.email);
  // A company's OIB without its name is refused here, as checkout would refuse the saved address.
  await addressForm.getByLabel("Company OIB").fill("69435151530");
  await addressForm.getByTestId("address-submit").click();
  const refusedForm = page.getByTestId("address-form");
  await expect(refusedForm.getByTestId("field-error")).toHaveText("Company name and OIB must both be filled.");
  await expect(refusedForm.locator('[name="companyName"]')).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("address-card")).toHaveCount(0);
  await refusedForm.getByLabel("Company OIB").fill("");
  await refusedForm.getByTestId("address-submit").click();
  await expectToast(page, "The address has been added.");
  await expect(page.getByTestId("address-card")).toHaveCount(1);
  await expect(page.getByTestId("address-card")).toContainText("Ilica 42");

  // Password change: one of the most common is refused under its field, then a good one is taken
  // and the account's address is told.
  const newPassword = "second-password-2";
  const passwordForm = page.getByTestId("password-form");
  await passwordForm.getByLabel("Current password").fill(user.password);
  await passwordForm.getByLabel("New password", { exact: true }).fill("password123");
  await passwordForm.getByLabel("Repeat new password").fill("password123");
  await passwordForm.getByTestId("password-submit").click();
  await expect(page.getByTestId("password-form").getByTestId("field-error")).toHaveText(text.commonPassword);
  await expect(page.getByTestId("password-form").getByLabel("New password", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expect(outboxCount(DATA_DIR, user.email, "password-changed")).toBe(0);
  await passwordForm.getByLabel("Current password").fill(user.password);
  await passwordForm.getByLabel("New password", { exact: true }).fill(newPassword);
  await passwordForm.getByLabel("Repeat new password").fill(newPassword);
  await passwordForm.getByTestId("password-submit").click();
  await expectToast(page, "Your password has been changed.");
  expect(outboxCount(DATA_DIR, user.email, "password-changed")).toBe(1);
  await expect(page.getByTestId("password-form").getByLabel("Current password")).toHaveValue("");

  // Wishlist: the toggle on a product page adds, the one on the profile removes.
  await page.goto(BUNDLES_PAGE);
  const card = bundleCards(page).first();
  const productName = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
  await settle(page, javaScriptEnabled);
  const pageToggle = page.getByRole("button", { name: "Add to wishlist", exact: true });
  await pageToggle.click();
  await expectToast(page, text.added);
  await expect(page.getByRole("button", { name: "Remove from wishlist", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/profile#wishlist");
  await settle(page, javaScriptEnabled);
  const wishlist = page.getByTestId("wishlist-item");
  await expect(wishlist).toHaveCount(1);
  await expect(wishlist).toContainText(productName);
  // From the wishlist straight into the cart (the store's cart type: to the cart after an add).
  await wishlist.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByTestId("cart-line")).toContainText(productName);
  await page.goto("/profile#wishlist");
  await settle(page, javaScriptEnabled);
  await wishlist.getByTestId("wishlist-button").click();
  await expectToast(page, text.removed);
  await expect(page.getByTestId("wishlist-item")).toHaveCount(0);

  // Logout: home, the toast, and the profile shows the login and registration forms again.
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL("/");
  await expectToast(page, text.logout);
  await expect(page.getByTestId("account-link")).toHaveAttribute("href", /\/login/);
  await page.goto("/profile");
  await expect(page.getByTestId("profile-guest")).toBeVisible();
  await expect(page.getByTestId("profile-login")).toBeVisible();
  await expect(page.getByTestId("profile-register")).toBeVisible();

  // The old password is gone, the new one works.
  await logIn(page, user.email, user.password, javaScriptEnabled);
  await expect(page.getByTestId("form-error")).toHaveText(text.unknownLogin);
  await logIn(page, user.email, newPassword, javaScriptEnabled);
  await expect(page).toHaveURL("/");
  await expectToast(page, text.loginSuccess);
});

test("without JavaScript a wishlist change on the profile comes back to the wishlist section", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "with JavaScript the toggle is a fetcher: the page does not move");
  const user = { email: uniqueEmail("wish"), password: "wishlist-pass-1", firstName: "Wish" };
  await register(page, user, false);
  await expect(page).toHaveURL("/login");
  await page.goto(`/login${outboxLink(DATA_DIR, user.email, "verify-email").search}`);
  await logIn(page, user.email, user.password, false);
  await expect(page).toHaveURL("/");

  // An add from a product card goes back where it was made, at the card, twice.
  await page.goto(BUNDLES_PAGE);
  const cards = bundleCards(page);
  for (const index of [0, 1]) {
    const id = await cards.nth(index).getAttribute("data-product-id");
    await cards.nth(index).getByTestId("wishlist-button").click();
    await expect(page).toHaveURL(`${BUNDLES_PAGE}#product-${id}`);
    await expectToast(page, text.added);
  }

  // An add to the cart from it comes back to the wishlist too (when the store stays on the page).
  await page.goto("/profile");
  const add = page.getByTestId("wishlist-item").first().getByRole("button", { name: "Add to cart" });
  await expect(page.locator(`form#${await add.getAttribute("form")} input[name=redirectTo]`)).toHaveValue(
    "/profile#wishlist",
  );

  // A remove on the (long) profile page comes back to the wishlist, not to the top of the page.
  await page.getByTestId("wishlist-item").first().getByTestId("wishlist-button").click();
  await expect(page).toHaveURL("/profile#wishlist");
  await expectToast(page, text.removed);
  await expect(page.getByTestId("wishlist-item")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Wishlist" })).toBeInViewport();

  await page.goto("/hr/profil");
  await page.getByTestId("wishlist-item").first().getByTestId("wishlist-button").click();
  await expect(page).toHaveURL("/hr/profil#wishlist");
  await expect(page.getByTestId("wishlist")).toHaveCount(0);
});

test("a forgotten password is set again through the e-mailed link", async ({ page, javaScriptEnabled }) => {
  const user = { email: uniqueEmail("reset"), password: "forgotten-pass-1", firstName: "Reset" };
  await register(page, user, javaScriptEnabled);
  await expect(page).toHaveURL("/login");

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await settle(page, javaScriptEnabled);
  await page.getByTestId("forgot-form").getByLabel("E-mail address").fill(user.email);
  await page.getByTestId("forgot-form").getByRole("button").click();
  await expect(page.getByTestId("forgot-sent")).toBeVisible();

  const link = outboxLink(DATA_DIR, user.email, "reset-password");
  expect(link.pathname).toBe("/reset-password");
  // Opening the page does not use the link up.
  await page.goto(`/reset-password${link.search}`);
  await expect(page.getByTestId("reset-form")).toBeVisible();
  await page.goto(`/reset-password${link.search}`);
  await settle(page, javaScriptEnabled);
  const form = page.getByTestId("reset-form");
  await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-2");
  await form.getByLabel("Repeat new password").fill("brand-new-pass-3");
  await form.getByRole("button").click();
  await expect(form.getByTestId("field-error")).toHaveText(text.repeatPassword);
  // One of the most common passwords: said under the field, and the link still works.
  await form.getByLabel("New password", { exact: true }).fill("qwertyqwerty");
  await form.getByLabel("Repeat new password").fill("qwertyqwerty");
  await form.getByRole("button").click();
  await expect(page.getByTestId("reset-form").getByTestId("field-error")).toHaveText(text.commonPassword);
  await page.getByTestId("reset-form").getByLabel("New password", { exact: true }).fill("brand-new-pass-2");
  await page.getByTestId("reset-form").getByLabel("Repeat new password").fill("brand-new-pass-2");
  await page.getByTestId("reset-form").getByRole("button").click();
  await expect(page).toHaveURL("/login");
  await expectToast(page, "Your new password is saved.");
  expect(outboxSubject(DATA_DIR, user.email, "password-changed")).toBe("Your password was changed – Demo Shop");

  // The used link says so as the page opens, in either language, with a way to ask for a new one.
  for (const [path, message, requestNew, forgotPath] of [
    ["/reset-password", text.invalidReset, "Ask for a new link", "/forgot-password"],
    [
      "/hr/nova-lozinka",
      "Ova poveznica nije valjana ili je istekla. Zatražite novu.",
      "Zatražite novu poveznicu",
      "/hr/zaboravljena-lozinka",
    ],
  ]) {
    await page.goto(`${path}${link.search}`);
    await expect(page.getByTestId("reset-page").getByTestId("form-error")).toHaveText(message);
    await expect(page.getByTestId("reset-form")).toHaveCount(0);
    await expect(page.getByRole("link", { name: requestNew })).toHaveAttribute("href", forgotPath);
  }
  // So does a link nobody was sent.
  await page.goto(`/reset-password?token=${"x".repeat(43)}`);
  await expect(page.getByTestId("reset-page").getByTestId("form-error")).toHaveText(text.invalidReset);
  await expect(page.getByTestId("reset-form")).toHaveCount(0);

  await logIn(page, user.email, "brand-new-pass-2", javaScriptEnabled);
  await expect(page).toHaveURL("/");
  await expectToast(page, text.loginSuccess);

  // Review: signed in, a reset link sent the visitor home without a word. It opens the profile's
  // password form, and says why.
  await page.goto(`/hr/nova-lozinka${link.search}`);
  await expect(page).toHaveURL("/hr/profil#password");
  await expectToast(page, "Prijavljeni ste: lozinku promijenite ovdje, uz trenutačnu.");
});

test("with JavaScript a field is checked when it loses focus, and the submit button shows it is busy", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "client validation and the pending state need JavaScript");
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST") posts++;
  });
  await page.goto("/login");
  await settle(page, true);
  const form = page.getByTestId("login-form");
  await form.getByLabel("E-mail address").fill("not-an-address");
  await form.getByLabel("Password").focus();
  await expect(form.getByTestId("field-error")).toHaveText(text.email);
  expect(posts, "validated in the browser").toBe(0);

  // Slow the login down to see the busy button; a second click is ignored meanwhile.
  await page.route("**/login.data*", async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await form.getByLabel("E-mail address").fill(customer.email);
  await form.getByLabel("Password").fill(customer.password);
  const submit = form.getByTestId("login-submit");
  await submit.click();
  await expect(submit).toHaveAttribute("aria-busy", "true");
  await expect(submit).toHaveText("Logging in…");
  await submit.click({ force: true });
  await expect(page).toHaveURL("/");
  expect(posts).toBe(1);
});

test.describe("bad input gets its message", () => {
  test("login: required, e-mail pattern, minimum length, in English and Croatian", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/login");
    await settle(page, javaScriptEnabled);
    const form = page.getByTestId("login-form");
    await form.getByTestId("login-submit").click();
    await expect(form.getByTestId("field-error")).toHaveText([text.required, text.required]);

    await form.getByLabel("E-mail address").fill("not-an-address");
    await form.getByLabel("Password").fill("short");
    await form.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-form").getByTestId("field-error")).toHaveText([text.email, text.minPassword]);
    // The e-mail stays in the form; the password does not come back from the server.
    await expect(page.getByTestId("login-form").getByLabel("E-mail address")).toHaveValue("not-an-address");

    await page.goto("/hr/prijava");
    await settle(page, javaScriptEnabled);
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-form").getByTestId("field-error")).toHaveText([
      "Ovo polje je obavezno",
      "Ovo polje je obavezno",
    ]);
  });

  test("login: a wrong password shows the translated message and keeps the e-mail", async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = { email: uniqueEmail("wrong"), password: "right-password-1", firstName: "Wrong" };
    await register(page, user, javaScriptEnabled);
    await expect(page).toHaveURL("/login");
    await logIn(page, user.email, "wrong-password-1", javaScriptEnabled);
    await expect(page.getByTestId("form-error")).toHaveText(text.unknownLogin);
    // The refusal names no field: its message, at the form's top, has the cursor, as the site's other forms'.
    await expect(page.getByTestId("login-form").getByRole("alert")).toBeFocused();
    await expect(page.getByTestId("login-form").getByLabel("E-mail address")).toHaveValue(user.email);
    // The server never sends a password back; with JavaScript the field is emptied the same way
    // (found in review: it kept the wrong password).
    await expect(page.getByTestId("login-form").getByLabel("Password")).toHaveValue("");
    if (javaScriptEnabled) {
      // Refused again in the browser, before anything is sent: the server's earlier answer is gone.
      const form = page.getByTestId("login-form");
      await form.getByLabel("E-mail address").fill("not-an-address");
      await form.getByLabel("Password").fill("short");
      await form.getByTestId("login-submit").click();
      await expect(form.getByTestId("field-error")).toHaveText([text.email, text.minPassword]);
      await expect(page.getByTestId("form-error")).toHaveCount(0);
    }

    await page.goto("/hr/prijava");
    await logIn(page, user.email, "wrong-password-1", javaScriptEnabled);
    await expect(page.getByTestId("form-error")).toHaveText("Nepoznata e-mail adresa ili lozinka.");
  });

  test("login: too many attempts answer with a translated message", async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail("limit");
    const password = page.getByTestId("login-form").getByLabel("Password", { exact: true });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await logIn(page, email, `wrong-password-${attempt}`, javaScriptEnabled);
      await expect(page.getByTestId("form-error")).toHaveText(text.unknownLogin);
      // Answered (the message is the previous attempt's too): the password field is empty again.
      await expect(password).toHaveValue("");
    }
    await logIn(page, email, "wrong-password-6", javaScriptEnabled);
    await expect(page.getByTestId("form-error")).toHaveText(text.tooManyLogins);
  });

  test("registration: passwords, consent, address fields and their maximum lengths", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/register");
    await settle(page, javaScriptEnabled);
    const form = page.getByTestId("register-form");
    await form.getByTestId("register-submit").click();
    // firstName, lastName, email, password, confirmedPassword, consent
    await expect(page.getByTestId("register-form").getByTestId("field-error")).toHaveText([
      text.required,
      text.required,
      text.required,
      text.required,
      text.required,
      text.consent,
    ]);

    await form.getByLabel("First name").first().fill("Max");
    await form.getByLabel("Last name").first().fill("Length");
    await form.getByLabel("E-mail address").first().fill("bad@");
    await form.getByLabel("Password", { exact: true }).fill("long-enough-1");
    await form.getByLabel("Repeat password").fill("long-enough-2");
    await acceptConsents(form);
    await form.getByTestId("with-addresses").check();
    const delivery = form.getByRole("group", { name: "Delivery address" });
    await expect(delivery).toBeVisible();
    await delivery.getByLabel("First name").fill("Max");
    await delivery.getByLabel("Last name").fill("Length");
    await delivery.getByLabel("E-mail address").fill("max@example.com");
    await delivery.getByLabel("Phone").fill("0911234567");
    await delivery.getByLabel("Street").fill("S".repeat(76));
    await delivery.getByLabel("House number").fill("1".repeat(16));
    await delivery.getByLabel("Postal code").fill("2".repeat(26));
    await delivery.getByLabel("City").fill("C".repeat(76));
    // Country left empty: required.
    await form.getByTestId("register-submit").click();

    const errors = page.getByTestId("register-form").getByTestId("field-error");
    await expect(errors).toHaveText([
      text.email,
      text.repeatPassword,
      "Enter at most 75 characters",
      "Enter at most 15 characters",
      "Enter at most 25 characters",
      "Enter at most 75 characters",
      text.required,
    ]);
    // A different billing address is checked as well.
    await page
      .getByTestId("register-form")
      .getByLabel("The billing address is the same as the delivery address")
      .uncheck();
    await page.getByTestId("register-form").getByTestId("register-submit").click();
    await expect(
      page.getByTestId("register-form").getByRole("group", { name: "Billing address" }).getByTestId("field-error"),
    ).toHaveCount(9);
  });

  test("registration: one of the most common passwords is refused under the password field, in Croatian too", async ({
    page,
    javaScriptEnabled,
  }) => {
    const email = uniqueEmail("common");
    await page.goto("/hr/registracija");
    await settle(page, javaScriptEnabled);
    const form = page.getByTestId("register-form");
    await form.getByLabel("Ime").first().fill("Česta");
    await form.getByLabel("Prezime").first().fill("Lozinka");
    await form.getByLabel("E-mail adresa").first().fill(email);
    await form.getByLabel("Lozinka", { exact: true }).fill("qwertyqwerty");
    await form.getByLabel("Ponovite lozinku").fill("qwertyqwerty");
    await acceptConsents(form);
    await form.getByTestId("register-submit").click();
    const password = page.getByTestId("register-form").getByLabel("Lozinka", { exact: true });
    await expect(page.getByTestId("register-form").getByTestId("field-error")).toHaveText(
      "Ova je lozinka jedna od najčešćih i lako ju je pogoditi. Odaberite drugu.",
    );
    await expect(password).toHaveAttribute("aria-invalid", "true");
    // The e-mail typed stays; nothing was registered or mailed.
    await expect(page.getByTestId("register-form").getByLabel("E-mail adresa").first()).toHaveValue(email);
    expect(outboxCount(DATA_DIR, email, "verify-email")).toBe(0);
  });

  test("registration: an e-mail that has an account answers like a new one, and its owner gets a mail", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    // An account of this test's own: the two projects run it side by side, and each counts the
    // mails its address gets.
    const owner = await newCustomer(request, ORIGIN, javaScriptEnabled ? "exists-js" : "exists-nojs");
    await register(page, { email: owner.email, password: "some-password-1", firstName: "Copy" }, javaScriptEnabled);
    await expect(page).toHaveURL("/login");
    await expectToast(page, text.confirmEmail);
    await expect(page.getByTestId("account-link")).toHaveAttribute("href", /\/login/);
    expect(outboxCount(DATA_DIR, owner.email, "account-exists")).toBe(1);
    // Nothing changed: the owner still logs in with their password.
    await logIn(page, owner.email, owner.password, javaScriptEnabled);
    await expect(page).toHaveURL("/");
  });

  test("profile: passwords must differ and match, a barcode must be valid", async ({ page, javaScriptEnabled }) => {
    await logIn(page, customer.email, customer.password, javaScriptEnabled);
    await expect(page).toHaveURL("/");
    await page.goto("/profile");
    await settle(page, javaScriptEnabled);

    const passwordForm = page.getByTestId("password-form");
    await passwordForm.getByTestId("password-submit").click();
    await expect(passwordForm.getByTestId("field-error")).toHaveText([text.required, text.required, text.required]);
    await passwordForm.getByLabel("Current password").fill("same-password-1");
    await passwordForm.getByLabel("New password", { exact: true }).fill("same-password-1");
    await passwordForm.getByLabel("Repeat new password").fill("other-password-1");
    await passwordForm.getByTestId("password-submit").click();
    await expect(page.getByTestId("password-form").getByTestId("field-error")).toHaveText([
      text.differentPassword,
      text.repeatPassword,
    ]);
    // Where the customer pressed the button, not at the page's top (without JavaScript a new page).
    await expect(page.getByTestId("password-form").getByTestId("field-error").first()).toBeInViewport();

    const profileForm = page.getByTestId("profile-form");
    await profileForm.getByLabel("Membership card barcode").fill("NOT-A-MEMBER-CARD");
    await profileForm.getByLabel("E-mail address").fill("");
    await profileForm.getByTestId("profile-submit").click();
    await expect(page.getByTestId("profile-form").getByTestId("field-error")).toHaveText([text.required]);
    await page.getByTestId("profile-form").getByLabel("E-mail address").fill(customer.email);
    await page.getByTestId("profile-form").getByTestId("profile-submit").click();
    await expect(page.getByTestId("profile-form").getByTestId("field-error")).toHaveText(
      "This membership card barcode is not valid.",
    );
    // Nothing was saved.
    await page.goto("/profile");
    await expect(page.getByTestId("profile-form").getByLabel("Membership card barcode")).toHaveValue(
      "MEMBER-2026-0001",
    );
  });
});

test("profile: a password change refused by the shop puts focus on the field at fault and keeps the new password typed", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // Found in review: with JavaScript the shop's first refusal drew the form again from nothing, so
  // focus fell to the page's top (a keyboard or screen-reader user was not told where the fault was)
  // and the new password, typed twice, was gone. Without JavaScript the answer is a new page, opened
  // at the form, which never sends a password back.
  const user = await newCustomer(request, ORIGIN, javaScriptEnabled ? "pw-refused-js" : "pw-refused-nojs");
  await logIn(page, user.email, user.password, javaScriptEnabled);
  await expect(page).toHaveURL("/");
  await page.goto("/profile");
  await settle(page, javaScriptEnabled);
  const form = page.getByTestId("password-form");
  await form.getByLabel("Current password").fill("wrong-password-1");
  await form.getByLabel("New password", { exact: true }).fill("second-password-2");
  await form.getByLabel("Repeat new password").fill("second-password-2");
  await form.getByLabel("Repeat new password").press("Enter");
  await expect(form.getByTestId("field-error")).toHaveText(["The current password is incorrect."]);
  const current = form.getByLabel("Current password");
  await expect(current).toHaveAttribute("aria-invalid", "true");
  if (javaScriptEnabled) {
    await expect(current).toBeFocused();
    await expect(form.getByLabel("New password", { exact: true })).toHaveValue("second-password-2");
    await expect(form.getByLabel("Repeat new password")).toHaveValue("second-password-2");
  } else {
    await expect(form.getByLabel("New password", { exact: true })).toHaveValue("");
  }
  // Put right, the change is taken, and the form is emptied.
  await current.fill(user.password);
  if (!javaScriptEnabled) {
    await form.getByLabel("New password", { exact: true }).fill("second-password-2");
    await form.getByLabel("Repeat new password").fill("second-password-2");
  }
  await form.getByTestId("password-submit").click();
  await expectToast(page, "Your password has been changed.");
  await expect(form.getByLabel("New password", { exact: true })).toHaveValue("");
});

test("from the keyboard the focus stays in place as the profile changes: details saved, an address added, edited and deleted, a wishlist item removed", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every answer is a new page, opened at its section");
  // Found in review: after each of these the focus fell to the page's start (the control re-drawn or gone).
  const user = await newCustomer(request, ORIGIN, "focus-kept");
  await logIn(page, user.email, user.password, true);
  await expect(page).toHaveURL("/");
  await page.goto(BUNDLES_PAGE);
  await settle(page, true);
  await bundleCards(page).first().getByTestId("wishlist-button").click();
  await expectToast(page, text.added);
  await page.goto("/profile");
  await settle(page, true);
  const press = async (control: Locator) => {
    await control.focus();
    await page.keyboard.press("Enter");
  };

  await page.getByTestId("profile-form").getByLabel("First name").fill("Kept");
  await press(page.getByTestId("profile-submit"));
  await expectToast(page, "Your details have been saved.");
  await expect(page.getByTestId("profile-submit"), "a saved profile: on its button").toBeFocused();

  const add = page.getByTestId("address-add");
  await add.locator("summary").click();
  const addressForm = page.getByTestId("address-form");
  await fillZagrebAddress(addressForm, "Focus", user.email);
  await press(addressForm.getByTestId("address-submit"));
  await expectToast(page, "The address has been added.");
  await expect(add.locator("summary"), "an address added: on 'Add address', closed again").toBeFocused();

  const card = page.getByTestId("address-card");
  const edit = card.locator("details").filter({ has: page.getByTestId("address-edit-form") });
  await edit.locator("summary").click();
  await edit.getByLabel("City").fill("Split");
  await press(edit.getByTestId("address-submit"));
  await expectToast(page, "The address has been saved.");
  await expect(edit.locator("summary"), "an address saved: on its 'Edit'").toBeFocused();

  await card.getByTestId("address-delete").locator("summary").click();
  await press(card.getByTestId("address-delete").getByRole("button"));
  await expectToast(page, "The address has been deleted.");
  await expect(page.getByRole("heading", { name: "Addresses" }), "an address deleted: on its section").toBeFocused();

  await press(page.getByTestId("wishlist-item").getByTestId("wishlist-button"));
  await expectToast(page, text.removed);
  await expect(
    page.getByRole("heading", { name: "Wishlist" }),
    "a wishlist item removed: on its section",
  ).toBeFocused();
});

test("profile: a new e-mail needs the current password, and the old address is told", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const user = await newCustomer(request, ORIGIN, javaScriptEnabled ? "email-js" : "email-nojs");
  // Only a verified address is told (decision 0054).
  await page.goto(`/login${outboxLink(DATA_DIR, user.email, "verify-email").search}`);
  await logIn(page, user.email, user.password, javaScriptEnabled);
  await expect(page).toHaveURL("/");
  await page.goto("/profile");
  await settle(page, javaScriptEnabled);
  const form = page.getByTestId("profile-form");
  const moved = uniqueEmail("moved");
  await form.getByLabel("E-mail address").fill(moved);
  await form.getByTestId("profile-submit").click();
  await expect(form.getByTestId("field-error")).toHaveText([text.required]);
  await form.getByLabel("Current password").fill("wrong-password-1");
  await form.getByTestId("profile-submit").click();
  await expect(form.getByTestId("field-error")).toHaveText(["The current password is incorrect."]);
  expect(outboxCount(DATA_DIR, user.email, "email-changed")).toBe(0);
  // Another account's address: said under the e-mail field, which it concerns.
  await form.getByLabel("E-mail address").fill(customer.email);
  await form.getByLabel("Current password").fill(user.password);
  await form.getByTestId("profile-submit").click();
  await expect(form.getByTestId("field-error")).toHaveText(["A user with the current email already exists."]);
  await expect(form.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("E-mail address").fill(moved);
  await form.getByLabel("Current password").fill(user.password);
  await form.getByTestId("profile-submit").click();
  await expectToast(
    page,
    `Your details have been saved. We sent a link to ${moved}: open it to confirm your new e-mail address.`,
  );
  expect(outboxCount(DATA_DIR, user.email, "email-changed")).toBe(1);
  // The new address is asked to confirm the change, not thanked for registering.
  expect(outboxSubject(DATA_DIR, moved, "verify-email")).toBe("Confirm your new e-mail address – Demo Shop");
  // The typed password does not stay in the page.
  await expect(form.getByLabel("Current password")).toHaveValue("");
  // Review: nothing said the new address was unconfirmed, so a mistyped one went unseen. The
  // details say it, with the address in full, and mail its link again on asking.
  const unconfirmed = page.getByTestId("email-unconfirmed");
  await expect(unconfirmed).toContainText(`${moved} is not confirmed yet`);
  const mailsBefore = outboxCount(DATA_DIR, moved, "verify-email");
  await unconfirmed.getByRole("button", { name: "Send the link again" }).click();
  await expectToast(page, `We sent a new link to ${moved}. The one before no longer works.`);
  expect(outboxCount(DATA_DIR, moved, "verify-email")).toBe(mailsBefore + 1);
  // The new address's link, opened while signed in: confirmed and said so, on the profile.
  await page.goto(`/login${outboxLink(DATA_DIR, moved, "verify-email").search}`);
  await expect(page).toHaveURL("/profile");
  await expectToast(page, "Your e-mail address is confirmed.");
  await expect(page.getByTestId("email-unconfirmed")).toHaveCount(0);
});

test.describe("guards and redirects", () => {
  test("an unsafe redirect target is ignored, a safe one is followed", async ({ page, request, javaScriptEnabled }) => {
    await page.goto("/login?redirectTo=//evil.example/steal");
    await logIn(page, customer.email, customer.password, javaScriptEnabled);
    await expect(page).toHaveURL("/");

    await page.context().clearCookies();
    await page.goto("/login?redirectTo=https%3A%2F%2Fevil.example%2F");
    await logIn(page, customer.email, customer.password, javaScriptEnabled);
    await expect(page).toHaveURL("/");

    await page.context().clearCookies();
    await page.goto("/login?redirectTo=%2Fshop");
    await logIn(page, customer.email, customer.password, javaScriptEnabled);
    await expect(page).toHaveURL("/shop");

    // Review: without JavaScript a refused login came back without its target, and the next one
    // went home instead of back to the checkout.
    // (A customer of its own: the wrong password counts towards the account's login limit.)
    const user = await newCustomer(request, ORIGIN, `login-target-${javaScriptEnabled ? "js" : "nojs"}`);
    await page.context().clearCookies();
    await page.goto("/login?redirectTo=%2Fcart");
    await logIn(page, user.email, "not-the-password-1", javaScriptEnabled);
    await expect(page.getByTestId("login-form").getByTestId("form-error")).toBeVisible();
    await logIn(page, user.email, user.password, javaScriptEnabled);
    await expect(page).toHaveURL("/cart");
  });

  test("auth-required pages send guests to login and back; guest-only pages send users home", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/profile/orders/DEMO-100001");
    await expect(page).toHaveURL("/login?redirectTo=%2Fprofile%2Forders%2FDEMO-100001");
    await expectToast(page, text.loggedUsersOnly);
    await logIn(page, customer.email, customer.password, javaScriptEnabled);
    await expect(page).toHaveURL("/profile/orders/DEMO-100001");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order DEMO-100001");

    for (const [path, home] of [
      ["/login", "/"],
      ["/register", "/"],
      ["/forgot-password", "/"],
      ["/hr/prijava", "/hr/"],
      ["/hr/registracija", "/hr/"],
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(home);
    }
    // The profile shows the account, with the order count and list.
    await page.goto("/hr/profil");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moj račun");
    await expect(page.getByTestId("order-count")).toHaveText("1 narudžba");
    await expect(page.getByTestId("order-row")).toContainText("DEMO-100001");
  });

  test("a signed-in buyer opening the success page of an order placed elsewhere is sent to the order's page", async ({
    page,
    javaScriptEnabled,
  }) => {
    await logIn(page, customer.email, customer.password, javaScriptEnabled);
    await expect(page).toHaveURL("/");
    await page.goto("/checkout/success?orderSlug=DEMO-100001");
    await expect(page).toHaveURL("/profile/orders/DEMO-100001");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order DEMO-100001");
  });

  test("single-route data requests are refused like the page", async ({ page, request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "data requests do not depend on JavaScript: one project is enough");
    const orderData = "/profile/orders/DEMO-100001.data?_routes=page:orderDetail:en";
    // A guest: the order page's loader alone is sent to log in (single fetch answers a redirect with 202).
    const order = await request.get(orderData, { maxRedirects: 0 });
    expect(order.status()).toBe(202);
    const orderBody = await order.text();
    expect(orderBody).toContain("/login?redirectTo=");
    expect(orderBody).not.toContain("Vlaška");
    // A profile form posted by a guest, straight to the data endpoint, too.
    const form = await request.post("/profile.data", {
      form: { intent: "profile", firstName: "X", lastName: "Y", email: customer.email },
      maxRedirects: 0,
    });
    expect(form.status()).toBe(202);
    expect(await form.text()).toContain("/login?redirectTo=");

    // The customer gets the order's data.
    await logIn(page, customer.email, customer.password, true);
    await expect(page).toHaveURL("/");
    const mine = await page.request.get(orderData, { maxRedirects: 0 });
    expect(mine.status()).toBe(200);
    expect(await mine.text()).toContain("Vlaška");
  });

  test("a wishlist toggle sends guests to log in, and the product is on their wishlist once they have", async ({
    page,
    request,
    context,
    javaScriptEnabled,
  }) => {
    const user = await newCustomer(request, ORIGIN, "wish-after-login");
    await page.goto("/shop");
    await settle(page, javaScriptEnabled);
    await page.getByTestId("product-card").first().getByTestId("wishlist-button").click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fshop/);
    await expectToast(page, text.loggedUsersOnly);

    await logIn(page, user.email, user.password, javaScriptEnabled);
    await expect(page).toHaveURL("/shop");
    await expectToast(page, /has been added to your wishlist/);
    await expect(page.getByTestId("product-card").first().getByTestId("wishlist-button")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto("/profile");
    await expect(page.getByTestId("wishlist").getByTestId("wishlist-item")).toHaveCount(1);
    // The wish is kept once: nothing is left to add at a later login.
    expect((await context.cookies()).map((c) => c.name)).not.toContain("wish");

    // A heart a guest gives a product already on the account's list leaves it there.
    await context.clearCookies();
    await page.goto("/shop");
    await settle(page, javaScriptEnabled);
    await page.getByTestId("product-card").first().getByTestId("wishlist-button").click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fshop/);
    await logIn(page, user.email, user.password, javaScriptEnabled);
    await expect(page).toHaveURL("/shop");
    await page.goto("/profile");
    await expect(page.getByTestId("wishlist").getByTestId("wishlist-item")).toHaveCount(1);
  });

  test("a tampered session cookie means logged out, never an error page", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "session", value: "eyJ1c2VySWQiOjF9.forged-signature", url: baseURL! }]);
    const response = await page.goto("/profile");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("profile-guest")).toBeVisible();
    expect(
      (await context.cookies()).find((c) => c.name === "session"),
      "the bad cookie is cleared",
    ).toBeUndefined();

    // A real session with one character changed is refused the same way.
    await page.goto("/login");
    await logIn(page, customer.email, customer.password, false);
    await expect(page).toHaveURL("/");
    const session = (await context.cookies()).find((c) => c.name === "session")!;
    expect(signedCookieValue(session.value)).toMatchObject({ userId: expect.any(Number) });
    const [payload, signature] = decodeURIComponent(session.value).split(".");
    const forged = Buffer.from(JSON.stringify({ ...(signedCookieValue(session.value) as object), userId: 2 })).toString(
      "base64",
    );
    expect(forged).not.toBe(payload);
    await context.addCookies([{ name: "session", value: encodeURIComponent(`${forged}.${signature}`), url: baseURL! }]);
    const again = await page.goto("/profile");
    expect(again?.status()).toBe(200);
    await expect(page.getByTestId("profile-guest")).toBeVisible();
  });
});

test("back-office users get no wishlist, and pass maintenance mode", async ({ page, javaScriptEnabled }) => {
  await logIn(page, admin.email, admin.password, javaScriptEnabled);
  await expect(page).toHaveURL("/");
  await page.goto("/shop");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(page.getByTestId("wishlist-button")).toHaveCount(0);
  await expect(page.locator("#wishlist-form")).toHaveCount(0);
  await page.goto("/profile");
  await expect(page.getByTestId("profile-greeting")).toContainText("back-office");
  await expect(page.locator("#wishlist")).toHaveCount(0);

  // The maintenance server: its login page stays reachable; a back-office user sees the site.
  await page.context().clearCookies();
  const login = await page.goto(`${MAINT}/login`);
  expect(login?.status()).toBe(200);
  await logIn(page, admin.email, admin.password, javaScriptEnabled, MAINT);
  await expect(page).toHaveURL(`${MAINT}/`);
  const home = await page.goto(`${MAINT}/`);
  expect(home?.status()).toBe(200);
  await expect(page.getByTestId("maintenance")).toHaveCount(0);
  await expect(page.locator("header")).toBeVisible();

  // A customer still gets the notice.
  await page.context().clearCookies();
  await page.goto(`${MAINT}/login`);
  await logIn(page, customer.email, customer.password, javaScriptEnabled, MAINT);
  await expect(page.getByTestId("maintenance")).toBeVisible();
});

test("an expired access token is refreshed without the user noticing", async ({ page, context, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "client-side navigation and fetchers need JavaScript");
  const errors: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 500 || r.status() === 401) errors.push(`${r.status()} ${r.url()}`);
  });
  await logIn(page, customer.email, customer.password, true, TTL);
  await expect(page).toHaveURL(`${TTL}/`);
  await settle(page, true);
  const sessionOf = async () => (await context.cookies(TTL)).find((c) => c.name === "session")?.value;
  /** Waits until the access token the session cookie holds now has expired (it lives 2 s here). */
  const tokenExpired = async () => {
    const expiresAt = (signedCookieValue((await sessionOf()) ?? "") as Record<string, unknown>).accessTokenExpiresAt;
    expect(typeof expiresAt).toBe("number");
    await expect.poll(() => Date.now(), { timeout: 10_000 }).toBeGreaterThan(expiresAt as number);
  };
  const first = await sessionOf();
  expect(first).toBeDefined();
  await tokenExpired();
  await page.getByTestId("account-link").click();
  await expect(page).toHaveURL(`${TTL}/profile`);
  await expect(page.getByTestId("profile-greeting")).toContainText(`Hello, ${customer.firstName}`);
  const second = await sessionOf();
  expect(second).toBeDefined();
  expect(second).not.toBe(first);

  // A fetcher after another expiry: the wishlist toggle still works, nobody is sent to log in.
  await page.goto(`${TTL}${BUNDLES_PAGE}`);
  await settle(page, true);
  await tokenExpired();
  const toggle = bundleCards(page).first().getByTestId("wishlist-button");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expectToast(page, text.added);
  await expect(page).toHaveURL(`${TTL}${BUNDLES_PAGE}`);
  await tokenExpired();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(page).toHaveURL(`${TTL}${BUNDLES_PAGE}`);
  expect(errors).toEqual([]);
});

// A shopper's review: at 390 px the profile's section tabs ran off the screen's edge in a row that
// scrolled sideways, with nothing to say so. They wrap onto more rows now: each one in view. A long
// e-mail address in the greeting wraps too.
for (const lang of ["en", "hr"] as const) {
  test(`the profile's section tabs all fit a phone's width (${lang}, 390 px)`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    // A long address (review): the greeting's e-mail pushed the page wider than the phone.
    const user = await newCustomer(
      request,
      ORIGIN,
      `tabs-${lang}-${javaScriptEnabled ? "js" : "nojs"}-averyveryveryverylongmailboxnamethatwrapsonaphone`,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(lang === "hr" ? "/hr/prijava" : "/login");
    await logIn(page, user.email, user.password, javaScriptEnabled);
    await expect(page).toHaveURL(lang === "hr" ? "/hr/" : "/");
    await page.goto(lang === "hr" ? "/hr/profil" : "/profile");
    await settle(page, javaScriptEnabled);
    const nav = page.getByRole("navigation", { name: lang === "hr" ? "Dijelovi računa" : "Account sections" });
    const tabs = nav.getByRole("link");
    // Details, password, addresses, wishlist, orders, delete account (decision 0078).
    await expect(tabs).toHaveCount(6);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await expect(tab).toBeInViewport({ ratio: 1 });
    }
    expect(await horizontalOverflow(page)).toBe(0);
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({
        path: `${process.env.SCREENSHOT_DIR}/profile-tabs-${lang}-390-${javaScriptEnabled ? "js" : "no-js"}.png`,
      });
  });
}

test("a heart pressed on a listing's card, or on a product's page, comes back to its place, not to the page's top", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // Found in review: without JavaScript a heart far down a category page reloaded it at its top.
  const user = await newCustomer(request, ORIGIN, "wish-place");
  await logIn(page, user.email, user.password, javaScriptEnabled);
  await expect(page).toHaveURL("/");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/shop/kitchen");
  await settle(page, javaScriptEnabled);
  const card = page.getByTestId("product-card").nth(6);
  const id = await card.getAttribute("data-product-id");
  const heart = card.getByTestId("wishlist-button");
  await heart.scrollIntoViewIfNeeded();
  await heart.click();
  await expectToast(page, /has been added to your wishlist/);
  if (!javaScriptEnabled) await expect(page).toHaveURL(`/shop/kitchen#product-${id}`);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(card, "the card is where the shopper left it").toBeInViewport();

  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\//);
  await settle(page, javaScriptEnabled);
  const pageHeart = page.locator(`#product-${id}`).getByTestId("wishlist-button");
  await pageHeart.scrollIntoViewIfNeeded();
  await pageHeart.click();
  await expectToast(page, /has been removed from your wishlist/);
  if (!javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`/product/[^#]+#product-${id}$`));
  await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
  await expect(pageHeart, "the page's heart is on the screen").toBeInViewport();
});

// A shopper's review: the profile listed the 20 newest orders and no more, with nothing to reach
// older ones. Ten a page (spec section 9), with a pager that keeps the orders in view.
test("the profile lists ten orders a page, and its pager opens older ones at the orders", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const user = await newCustomer(request, ORIGIN, `orders-pager-${javaScriptEnabled ? "js" : "nojs"}`);
  const slugs = Array.from({ length: 12 }, () => paidOrder(user.email).slug);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hr/prijava");
  await logIn(page, user.email, user.password, javaScriptEnabled);
  await expect(page).toHaveURL("/hr/");
  await page.goto("/hr/profil#orders");
  await settle(page, javaScriptEnabled);
  const orders = page.locator("#orders");
  await expect(orders.getByTestId("order-count")).toHaveText("12 narudžbi");
  await expect(orders.getByTestId("order-row")).toHaveCount(10);
  const pager = orders.getByTestId("pagination");
  await pager.getByRole("link", { name: "Stranica 2" }).click();
  await expect(page).toHaveURL("/hr/profil?page=2#orders");
  await expect(orders.getByTestId("order-row")).toHaveCount(2);
  // The two oldest, the orders' heading in view, and with JavaScript the keyboard's place there.
  const shown = await orders
    .getByTestId("order-row")
    .getByRole("link", { name: /^DS-E2E-/ })
    .allTextContents();
  expect(shown.map((text) => text.trim()).sort()).toEqual([slugs[0], slugs[1]].sort());
  await expect(page.locator("#orders-title")).toBeInViewport();
  if (javaScriptEnabled) await expect(page.locator("#orders-title")).toBeFocused();
  expect(await horizontalOverflow(page)).toBe(0);
  // Past the last page: the last page.
  await page.goto("/hr/profil?page=9");
  await expect(page).toHaveURL("/hr/profil?page=2#orders");
});
