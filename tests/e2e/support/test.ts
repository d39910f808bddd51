import { test as base, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's `test`, with one browser context and one tab per worker (per JavaScript setting and
 * base URL), handed from test to test and reset in between. A tab per test cost Chromium a new
 * renderer process and a cold JavaScript engine each time, a third of the end-to-end run's CPU
 * (decision 0043). Playwright's own `reuseContext` resets too much to keep that: it empties the HTTP
 * cache (and with it V8's code cache) and parks the tab on about:blank, from where the next page
 * needs a new process.
 *
 * Between tests: other tabs closed; routes of the tab and the context removed; the listeners a test
 * added to the tab removed; the origin's session and local storage cleared; the tab parked on
 * about:blank (with `--process-per-site`, the site's process stays for the next page); cookies and
 * permissions cleared. Each test gets its viewport and reduced-motion setting applied afresh. The
 * HTTP cache stays: documents are `max-age=0` and revalidated, assets immutable.
 *
 * What a reset cannot undo (a page or context clock, an init script, a cache that must be empty)
 * needs `test.use({ freshBrowserContext: true })`: that test gets a context of its own, closed after.
 */
export const test = base.extend<{ freshBrowserContext: boolean }, { sharedContexts: Map<string, BrowserContext> }>({
  freshBrowserContext: [false, { option: true }],
  sharedContexts: [
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map((context) => context.close()));
    },
    { scope: "worker" },
  ],
  context: async ({ browser, javaScriptEnabled, baseURL, freshBrowserContext, sharedContexts }, use, testInfo) => {
    if (freshBrowserContext) {
      const context = await browser.newContext({ javaScriptEnabled, baseURL });
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify({ javaScriptEnabled, baseURL });
    let context = sharedContexts.get(key);
    if (!context) {
      context = await browser.newContext({ javaScriptEnabled, baseURL });
      sharedContexts.set(key, context);
    }
    await use(context);
    try {
      await resetForNextTest(context);
    } catch (error) {
      // A tab that cannot be reset takes its context with it. After a failed test (a crashed or hung
      // tab) that is expected; after a passing one it is a fault of this fixture, and fails the test.
      sharedContexts.delete(key);
      await context.close().catch(() => {});
      if (testInfo.status === testInfo.expectedStatus) throw error;
    }
  },
  page: async ({ context, viewport, reducedMotion }, use) => {
    const page = context.pages()[0] ?? (await context.newPage());
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: reducedMotion ?? "no-preference" });
    const before = listenersOf(page);
    await use(page);
    for (const [event, listeners] of listenersOf(page))
      for (const listener of listeners)
        if (!before.get(event)?.includes(listener)) (page as unknown as Emitter).removeListener(event, listener);
  },
});

type Listener = (...args: unknown[]) => unknown;
/** The page as the event emitter it is: its typed `on` and `off` overloads do not take any event. */
interface Emitter {
  eventNames(): string[];
  listeners(event: string): Listener[];
  removeListener(event: string, listener: Listener): void;
}

function listenersOf(page: Page): Map<string, Listener[]> {
  const emitter = page as unknown as Emitter;
  return new Map(emitter.eventNames().map((event) => [event, [...emitter.listeners(event)]]));
}

async function resetForNextTest(context: BrowserContext): Promise<void> {
  const [kept, ...others] = context.pages();
  await Promise.all(others.map((page) => page.close()));
  await context.unrouteAll({ behavior: "ignoreErrors" });
  if (kept) {
    await kept.unrouteAll({ behavior: "ignoreErrors" });
    if (kept.url().startsWith("http"))
      await kept.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
    await kept.goto("about:blank", { timeout: 10_000 });
  }
  await context.clearCookies();
  await context.clearPermissions();
}
