import { expect, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

/** The demo's back-office user: playwright.config.ts starts the servers with DEMO_ADMIN_PASSWORD. */
export const admin = { email: "admin@example.com", password: process.env.DEMO_ADMIN_PASSWORD ?? "admin-password-1" };

/** Posts the login form of `loginPath` from the page's request context: the browser context is logged in. */
export async function postLogin(
  page: Page,
  loginPath: string,
  user: { email: string; password: string },
  redirectTo?: string,
): Promise<void> {
  const answer = await page.request.post(loginPath, {
    form: { username: user.email, password: user.password, ...(redirectTo ? { redirectTo } : {}) },
    headers: { accept: "text/html" },
    maxRedirects: 0,
  });
  expect(answer.status(), `logging in at ${loginPath}: ${await answer.text()}`).toBe(303);
}

/**
 * Signs `user` in by posting the login form of `loginPath` (/login, /adminLogin, /hr/adminLogin…)
 * from the page's own request context, whose cookies are the browser context's, then opens `to` (and
 * waits for it to hydrate when the page runs its scripts). For the specs whose subject is what comes after the
 * login: filling the form in the browser cost a page render and a hydration per test. The form
 * itself, both languages, its redirects and refusals, is what admin.spec.ts and accounts.spec.ts
 * test, through the browser, in both projects.
 */
export async function signIn(
  page: Page,
  loginPath: string,
  user: { email: string; password: string },
  to: string,
  javaScriptEnabled: boolean,
): Promise<void> {
  await postLogin(page, loginPath, user, to);
  await page.goto(to);
  if (javaScriptEnabled) await hydrated(page);
  // Still there: not sent back to the login page.
  expect(new URL(page.url()).pathname).toBe(new URL(to, page.url()).pathname);
}

/** Logs the demo admin in through /adminLogin (or /hr/adminLogin for a Croatian target) and lands on `to`. */
export async function logInAsAdmin(page: Page, to: string, javaScriptEnabled: boolean): Promise<void> {
  await signIn(page, `${to.startsWith("/hr/") ? "/hr" : ""}/adminLogin`, admin, to, javaScriptEnabled);
}
