import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { testUser } from "./support/oauth-provider";
import { origin, ports } from "./support/ports";
import { hydrated } from "./support/hydration";

/**
 * Social login (spec section 2, /social-login): the storefront on port 3215 is configured with the
 * small OAuth 2 provider of tests/e2e/support/oauth-provider.ts (port 3216, started by
 * playwright.config.ts); the main server (3210) has no provider, so the feature is off there.
 */
const SOCIAL = process.env.E2E_SOCIAL_URL ?? origin(ports.social);

const text = {
  button: "Continue with Example ID",
  buttonHr: "Nastavi s Example ID",
  loginSuccess: "You are logged in. Welcome back!",
  denied: "The sign-in was cancelled at the provider.",
  deniedHr: "Prijava je otkazana kod pružatelja usluge.",
  stateError: "The sign-in link has expired or is not valid. Please try again.",
  unverified: "The provider did not confirm your e-mail address, so we cannot log you in with it.",
};

/** Switches (user, deny, unverified) for the provider's /authorize, in a cookie of this browser context only. */
async function providerSwitches(page: Page, switches: Record<string, string>) {
  await page.context().addCookies([
    {
      name: "oauth-test",
      value: encodeURIComponent(new URLSearchParams(switches).toString()),
      domain: "127.0.0.1",
      path: "/authorize",
    },
  ]);
}

async function settle(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await hydrated(page);
}

async function continueWithProvider(page: Page, javaScriptEnabled: boolean, path = "/login", button = text.button) {
  await page.goto(`${SOCIAL}${path}`);
  await settle(page, javaScriptEnabled);
  await page.getByRole("link", { name: button }).click();
}

test("signing in with the provider logs in, and a second sign-in links to the same account", async ({
  page,
  javaScriptEnabled,
}) => {
  const key = `u${randomBytes(5).toString("hex")}`;
  const user = testUser(key);
  await providerSwitches(page, { user: key });

  await continueWithProvider(page, javaScriptEnabled);
  await expect(page).toHaveURL(`${SOCIAL}/`);
  await expect(page.getByTestId("toast")).toContainText(text.loginSuccess);
  await page.goto(`${SOCIAL}/profile`);
  await expect(page.getByTestId("profile-greeting")).toContainText(`Hello, ${user.given_name}`);
  await expect(page.getByTestId("profile-greeting")).toContainText(user.email);
  const profileForm = page.getByTestId("profile-form");
  await expect(profileForm.getByLabel("Last name")).toHaveValue(user.family_name);
  await expect(profileForm.getByLabel("E-mail address")).toHaveValue(user.email);

  // Change the account, forget the session, sign in again: the same account comes back.
  await settle(page, javaScriptEnabled);
  await profileForm.getByLabel("First name").fill("Linked");
  await profileForm.getByTestId("profile-submit").click();
  await expect(page.getByTestId("profile-greeting")).toContainText("Hello, Linked");
  await page.context().clearCookies({ name: "session" });

  await continueWithProvider(page, javaScriptEnabled, "/login?redirectTo=%2Fprofile");
  await expect(page).toHaveURL(`${SOCIAL}/profile`);
  await expect(page.getByTestId("toast")).toContainText(text.loginSuccess);
  await expect(page.getByTestId("profile-greeting")).toContainText("Hello, Linked");
  await expect(page.getByTestId("profile-greeting")).toContainText(user.email);
});

test("a denied authorization comes back to the login page with the error (en and hr)", async ({
  page,
  javaScriptEnabled,
}) => {
  await providerSwitches(page, { deny: "1" });
  await continueWithProvider(page, javaScriptEnabled);
  await expect(page).toHaveURL(`${SOCIAL}/login`);
  await expect(page.getByTestId("toast")).toContainText(text.denied);
  await expect(page.getByTestId("account-link")).toHaveAttribute("href", /\/login/);

  await continueWithProvider(page, javaScriptEnabled, "/hr/prijava", text.buttonHr);
  await expect(page).toHaveURL(`${SOCIAL}/hr/prijava`);
  await expect(page.getByTestId("toast")).toContainText(text.deniedHr);
});

test("an unverified e-mail and a forged callback are refused with a message, never a 500", async ({
  page,
  javaScriptEnabled,
}) => {
  await providerSwitches(page, { user: `unverified${randomBytes(3).toString("hex")}`, unverified: "1" });
  await continueWithProvider(page, javaScriptEnabled);
  await expect(page).toHaveURL(`${SOCIAL}/login`);
  await expect(page.getByTestId("toast")).toContainText(text.unverified);

  const forged = await page.goto(`${SOCIAL}/social-login/callback?code=abc&state=forged`);
  expect(forged?.status()).toBe(200);
  await expect(page).toHaveURL(`${SOCIAL}/login`);
  await expect(page.getByTestId("toast")).toContainText(text.stateError);
});

test("a provider that does not vouch for the e-mail cannot sign anyone in, nor take over an account with that address", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const key = `novouch${randomBytes(4).toString("hex")}`;
  const { email } = testUser(key);
  // Someone already has an account with the address the provider will name.
  const registered = await request.post(`${SOCIAL}/api/v1/user/web/register`, {
    headers: { apikey: "demo-public-api-key", language: "en", "content-type": "application/json" },
    data: { details: { firstName: "Real", lastName: "Owner" }, email, password: "owner-password-1" },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  // The provider answers without email_verified: the storefront refuses, nobody is logged in.
  await providerSwitches(page, { user: key, noEmailVerified: "1" });
  await continueWithProvider(page, javaScriptEnabled);
  await expect(page).toHaveURL(`${SOCIAL}/login`);
  await expect(page.getByTestId("toast")).toContainText(text.unverified);
  await expect(page.getByTestId("account-link")).toHaveAttribute("href", /\/login/);
  expect((await page.context().cookies(SOCIAL)).find((c) => c.name === "session")).toBeUndefined();
});

test("without a configured provider /social-login is 404 and the login page has no button", async ({
  page,
  request,
}) => {
  for (const path of ["/social-login", "/hr/social-login"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  expect((await request.post("/social-login", { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get("/social-login/callback?code=x&state=y", { maxRedirects: 0 })).status()).toBe(404);
  await page.goto("/login");
  await expect(page.getByTestId("login-form")).toBeVisible();
  await expect(page.getByTestId("social-login")).toHaveCount(0);
  await expect(page.getByText(text.button)).toHaveCount(0);
});
