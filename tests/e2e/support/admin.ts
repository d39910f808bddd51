import { expect, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./hydration";
import { reachable } from "./site";

/** The demo's back-office user: playwright.config.ts starts the servers with DEMO_ADMIN_PASSWORD. */
export const admin = { email: "admin@example.com", password: process.env.DEMO_ADMIN_PASSWORD ?? "admin-password-1" };

/**
 * Posts the login form of `loginPath` from the page's request context, whose cookies are the browser
 * context's, and follows its 303 there too: the browser context is logged in, and the landing page
 * has read the login's toast, as it does after the form in the browser, so that no later page of the
 * test shows it.
 */
export async function postLogin(
  page: Page,
  loginPath: string,
  user: { email: string; password: string },
  redirectTo?: string,
): Promise<void> {
  const answer = await page.request.post(loginPath, {
    form: { username: user.email, password: user.password, ...(redirectTo ? { redirectTo } : {}) },
    headers: { accept: "text/html" },
  });
  expect(answer.ok(), `logging in at ${loginPath}: ${answer.status()}`).toBe(true);
  expect(new URL(answer.url()).pathname, `logging in at ${loginPath}: not sent on`).not.toBe(loginPath);
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

/**
 * Opens a list row's question by its `trigger` and checks, on a wide screen, that it leaves the list
 * as it was: the row's cells keep their widths (without JavaScript the question opens in the row),
 * and its `answer` is where a click lands without scrolling the table's own box.
 */
export async function openRowQuestion(row: Locator, trigger: Locator, answer: Locator): Promise<void> {
  const widths = () =>
    row.getByRole("cell").evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
  const closed = await widths();
  await trigger.click();
  await expect(answer).toBeVisible();
  expect(await widths(), "the row's cells keep their widths").toEqual(closed);
  expect(await reachable(answer, { pageScrollOnly: true }), "the answer is not hidden in the table's box").toBe(true);
}
