import { expect, test, type Page } from "./support/test";

/**
 * The tab support/test.ts hands from test to test (decision 0043): the next test gets the same tab,
 * with nothing the previous one left in it. Serial, so that both run in one worker, in order.
 */
test.describe.configure({ mode: "serial" });

let first: Page | undefined;
/** Page is an event emitter; its typings leave out the count. */
const requestListeners = (page: Page) =>
  (page as unknown as { listenerCount(event: string): number }).listenerCount("request");
let listenersBefore = 0;

test("a test leaves cookies, routes, listeners, storage, a second tab and a viewport behind", async ({
  page,
  context,
  baseURL,
}) => {
  first = page;
  listenersBefore = requestListeners(page);
  await page.goto("/");
  await context.addCookies([{ name: "left-behind", value: "1", url: baseURL! }]);
  await context.route("**/robots.txt", (route) => route.fulfill({ status: 418, body: "" }));
  await page.route("**/sitemap.xml", (route) => route.fulfill({ status: 418, body: "" }));
  page.on("request", () => {});
  await page.evaluate(() => {
    sessionStorage.setItem("left-behind", "1");
    localStorage.setItem("left-behind", "1");
  });
  await page.setViewportSize({ width: 500, height: 500 });
  await context.newPage();
  expect(context.pages()).toHaveLength(2);
});

test("the next test gets the same tab, on about:blank, with none of it", async ({ page, context, viewport }) => {
  expect(page, "the tab was handed on").toBe(first);
  expect(context.pages()).toHaveLength(1);
  expect(page.url()).toBe("about:blank");
  expect(await context.cookies()).toEqual([]);
  expect(requestListeners(page)).toBe(listenersBefore);
  expect(page.viewportSize()).toEqual(viewport);
  expect((await page.goto("/robots.txt"))?.status()).toBe(200);
  expect((await page.goto("/sitemap.xml"))?.status()).toBe(200);
  const stored = await page.evaluate(() => [
    sessionStorage.getItem("left-behind"),
    localStorage.getItem("left-behind"),
  ]);
  expect(stored).toEqual([null, null]);
});
