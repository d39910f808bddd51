import { test, type Page } from "@playwright/test";

/** Whether the running test's project lets a page run its scripts (`js`) or not (`no-js`). */
export function scriptsRun(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * Resolves once React has hydrated the whole page, its lazy parts included (the root marks
 * `<html data-hydrated>`, app/lib/hydration.ts), so that a click reaches React's handlers and not the
 * plain form or `<details>` under them. Not network quiet: it costs half a second a page (on 584
 * pages of the suite) and says nothing about hydration, which on a slow machine can end well after
 * the last script arrived. Without JavaScript (the no-js project) there is nothing to wait for.
 */
export async function hydrated(page: Page): Promise<void> {
  if (!scriptsRun()) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** What the page's React Router exposes of its state (HydratedRouter sets it on `window`). */
interface RouterState {
  navigation: { state: string };
  revalidation: string;
  fetchers: Map<string, { state: string }>;
}

/**
 * Resolves once the page's React Router has nothing in flight: no navigation, no revalidation and
 * every fetcher idle (a fetcher's action stays in flight until the reads after it are over). A wait
 * for one particular response cannot tell this: a read that is not needed, or cancelled by another,
 * never answers. Without JavaScript there is nothing to wait for.
 */
export async function routerSettled(page: Page): Promise<void> {
  if (!scriptsRun()) return;
  await page.waitForFunction(() => {
    const state = (window as unknown as { __reactRouterDataRouter?: { state: RouterState } }).__reactRouterDataRouter
      ?.state;
    return (
      state !== undefined &&
      state.navigation.state === "idle" &&
      state.revalidation === "idle" &&
      [...state.fetchers.values()].every((fetcher) => fetcher.state === "idle")
    );
  });
}

const SCRIPTS = "**/assets/**/*.js";

/**
 * Holds the page's scripts back until the returned `release()` (decision 0040: the page paints and
 * works before they come), so that a test can act as a shopper on a slow phone does before
 * hydration and see what hydrating keeps. Set up before the page is opened.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  // Again for each page opened so: the hold before is released.
  await page.unroute(SCRIPTS);
  await page.route(SCRIPTS, async (route) => {
    await scripts;
    await route.continue();
  });
  return release;
}
