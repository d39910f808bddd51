import { test, type Page } from "@playwright/test";

/** Whether the running test's project lets a page run its scripts (`js`) or not (`no-js`). */
export function scriptsRun(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * Resolves once React has hydrated the page (the root's effect marks `<html data-hydrated>`) and the
 * network has gone quiet (lazy route discovery, the route's chunks), so that a click reaches React's
 * handlers and not the plain form or `<details>` under them. Network quiet alone is no such sign: on
 * a slow machine hydration can end well after the last script arrived. Without JavaScript (the
 * no-js project) there is nothing to wait for.
 */
export async function hydrated(page: Page): Promise<void> {
  if (!scriptsRun()) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}
