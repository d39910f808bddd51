import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { startHost, waitUntil, type HostProcess } from "./support/host-process";
import { ports } from "./support/ports";
import { E2E_SECRETS } from "./support/secrets";

/**
 * The developer menu's release notice (spec section 4, decision 0075) on a development host of its
 * own (the menu is outside production only): the release notes open by themselves once for a
 * release this browser has not seen, closing them records it, an older release seen brings them
 * back, and the latest release is asked of the server at most once an hour. Without JavaScript
 * nothing pops up and the menu's link to the notes stays.
 */
const DATA_DIR = ".tmp/e2e-dev-menu";
let host: HostProcess | undefined;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(420_000);
  rmSync(resolve(import.meta.dirname, "../..", DATA_DIR), { recursive: true, force: true });
  host = startHost(ports.devMenu, {
    NODE_ENV: "development",
    // The storefront without the development sign-in (spec section 1), as docs/operations.md allows.
    DEV_OPEN_STOREFRONT: "1",
    DATA_DIR,
    WEB_CONCURRENCY: "1",
    ...E2E_SECRETS,
  });
  await waitUntil(
    host,
    () => host!.lines().some((l) => l.msg === "listening"),
    "the development host listening",
    150_000,
  );
  // Vite compiles each module on its first request and may reload a page once its dependency scan
  // ends: a first page is hydrated here (opened again if need be), before any test counts its time.
  const warm = await browser.newPage({ javaScriptEnabled: true });
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await warm.goto(`${host.origin}/`, { timeout: 120_000 });
        await warm.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  } finally {
    await warm.close();
  }
});

test.afterAll(async () => {
  await host?.stop();
});

test.afterEach(({}, info) => {
  // A failure on a development host is often the host's (Vite): its warnings and errors with it.
  if (info.status !== info.expectedStatus && host)
    console.log(JSON.stringify(host.lines().filter((l) => l.level !== "info" && l.level !== "debug")));
});

const notes = (page: Page) => page.getByTestId("release-notes");
/** The release this browser saw last. Polled: a dialog's close event comes a task after it is hidden. */
const seen = (page: Page) => () => page.evaluate(() => localStorage.getItem("release-notice:seen"));

/** A page of the development host, hydrated (Vite compiles each module on its first request: slow). */
async function open(page: Page, path: string) {
  await page.goto(`${host!.origin}${path}`, { timeout: 120_000 });
  await hydrated(page);
}

test("the release notes open by themselves once per release, and closing them records it", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/_dev/release") asked.push(request.url());
  });

  await open(page, "/");
  await expect(notes(page)).toBeVisible({ timeout: 30_000 });
  await expect(notes(page).getByRole("heading", { name: "Release notes" })).toBeVisible();
  await expect(notes(page).getByTestId("release-new")).toContainText("New since your last visit: Unreleased.");
  await expect(notes(page).getByRole("heading", { name: "Changelog", level: 1 })).toBeVisible();
  await notes(page).getByRole("button", { name: "Close" }).click();
  await expect(notes(page)).toBeHidden();
  await expect.poll(seen(page)).toBe("Unreleased");

  // Seen: another page does not open them, nor asks the server again within the hour. (The first
  // page may have asked twice: React's development mode runs an effect twice.)
  const askedFirst = asked.length;
  expect(askedFirst).toBeGreaterThan(0);
  await open(page, "/hr/kontakt");
  await page.waitForTimeout(1500);
  await expect(notes(page)).toBeHidden();
  expect(asked).toHaveLength(askedFirst);

  // An older release seen last: they open again, in the page's language.
  await page.evaluate(() => localStorage.setItem("release-notice:seen", "0.9.0"));
  await open(page, "/hr/kontakt");
  await expect(notes(page)).toBeVisible({ timeout: 30_000 });
  await expect(notes(page).getByTestId("release-new")).toContainText("Novo od vašeg posljednjeg posjeta: Unreleased.");
  await page.keyboard.press("Escape");
  await expect(notes(page)).toBeHidden();
  await expect.poll(seen(page)).toBe("Unreleased");

  // The kept answer an hour old: the server is asked again (and says the release seen: nothing opens).
  await page.evaluate(() =>
    localStorage.setItem("release-notice:latest", JSON.stringify({ tag: "Unreleased", at: Date.now() - 3_600_001 })),
  );
  await open(page, "/");
  await expect.poll(() => asked.length).toBeGreaterThan(askedFirst);
  await page.waitForTimeout(1000);
  await expect(notes(page)).toBeHidden();

  // The menu's link still opens them on demand.
  await page.getByTestId("dev-menu").locator("summary").click();
  await page.getByTestId("dev-menu").getByRole("link", { name: "Changelog" }).click();
  await expect(notes(page)).toBeVisible();
  await expect(notes(page).getByTestId("release-new")).toHaveCount(0);
});

test("without JavaScript nothing pops up, and the menu links to the notes' page", async ({ browser }) => {
  // A context of its own without JavaScript: one development host serves both tests (playwright.config.ts
  // runs this spec in the JavaScript project only; a second Vite host cost minutes of both cores).
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${host!.origin}/`, { timeout: 120_000 });
    await expect(page.getByTestId("dev-menu")).toBeAttached();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await page.getByTestId("dev-menu").locator("summary").click();
    await page.getByTestId("dev-menu").getByRole("link", { name: "Changelog" }).click();
    await expect(page).toHaveURL(/\/_dev\/changelog$/);
    await expect(page.getByRole("heading", { name: "Changelog", level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});
