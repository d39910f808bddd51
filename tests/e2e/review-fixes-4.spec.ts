import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { admin, logInAsAdmin } from "./support/admin";
import { adminToken, API_HEADERS, open } from "./support/cart";
import { expectMovedForGood } from "./support/site";

/**
 * Fixes of review 4 (reports/h4.md), finding 4: at a phone's width (390 px) and a desktop's (1280 px),
 * in English and Croatian, the header search field shows its whole placeholder, the blog's category
 * links are tap targets of at least 24 by 24 px (WCAG 2.5.8), and nothing is wider than the window.
 * Screenshots of each are attached to the report of the run.
 */

const widths = [390, 1280] as const;
const languages = [
  { locale: "en", home: "/", blog: "/blog", search: "/search" },
  { locale: "hr", home: "/hr/", blog: "/hr/objave", search: "/hr/pretraga" },
] as const;

/** Nothing sticks out to the side: the page is no wider than the window. */
async function expectNoOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.page, "the page's width").toBeLessThanOrEqual(widths.window);
}

/** The placeholder's width in the field's own font, and the room its text has (its width less padding). */
function placeholderRoom(input: Locator) {
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(element.placeholder).width;
    const room =
      element.clientWidth -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight) -
      // A search field's cancel button takes its room once something is typed; none while empty.
      0;
    return { text, room, placeholder: element.placeholder };
  });
}

for (const width of widths)
  for (const { locale, home, blog, search } of languages)
    test.describe(`at ${width} px in ${locale}`, () => {
      test.use({ viewport: { width, height: 844 } });

      test("the header search field shows its whole placeholder, and nothing overflows", async ({
        page,
        javaScriptEnabled,
      }, info) => {
        await open(page, home, javaScriptEnabled);
        await page.getByTestId("search-toggle").click();
        const input = page.getByTestId("header-search").getByRole("searchbox");
        await expect(input).toBeVisible();
        const { text, room, placeholder } = await placeholderRoom(input);
        expect(placeholder.length).toBeGreaterThan(0);
        expect(text, `"${placeholder}" (${Math.round(text)} px) in ${Math.round(room)} px`).toBeLessThanOrEqual(room);
        const button = page.getByTestId("header-search").getByRole("button");
        const [field, submit] = [await input.boundingBox(), await button.boundingBox()];
        expect(field!.x + field!.width, "the field ends before the button").toBeLessThanOrEqual(submit!.x);
        expect(submit!.x + submit!.width, "the button inside the window").toBeLessThanOrEqual(width);
        await expectNoOverflow(page);
        await info.attach(`search-${width}-${locale}`, {
          body: await page.screenshot(),
          contentType: "image/png",
        });
      });

      test("the search page's field shows its whole placeholder beside its button, and nothing overflows", async ({
        page,
        javaScriptEnabled,
      }, info) => {
        await open(page, search, javaScriptEnabled);
        const input = page.locator("#search-input");
        const { text, room, placeholder } = await placeholderRoom(input);
        expect(text, `"${placeholder}" (${Math.round(text)} px) in ${Math.round(room)} px`).toBeLessThanOrEqual(room);
        const button = input.locator("xpath=..").getByRole("button", { name: locale === "hr" ? "Traži" : "Search" });
        const [field, submit] = [await input.boundingBox(), await button.boundingBox()];
        expect(field!.x + field!.width, "the field ends before the button").toBeLessThanOrEqual(submit!.x);
        expect(submit!.x + submit!.width, "the button inside the window").toBeLessThanOrEqual(width);
        expect(submit!.height, "the button's height").toBeGreaterThanOrEqual(44);
        await expectNoOverflow(page);
        await info.attach(`search-page-${width}-${locale}`, {
          body: await page.screenshot(),
          contentType: "image/png",
        });
      });

      test("the blog's category links are tap targets of 24 px at least, and nothing overflows", async ({
        page,
        javaScriptEnabled,
      }, info) => {
        await open(page, blog, javaScriptEnabled);
        const links = page
          .getByRole("navigation", { name: locale === "hr" ? "Kategorije" : "Categories" })
          .getByRole("link");
        await expect(links.first()).toBeVisible();
        // The hero's category links, and the category labels of the post cards.
        const labels = page.getByTestId("blog").locator("article ul a");
        const boxes = [
          ...(await Promise.all((await links.all()).map((l) => l.boundingBox()))),
          ...(await Promise.all((await labels.all()).map((l) => l.boundingBox()))),
        ];
        expect(boxes.length).toBeGreaterThan(1);
        for (const box of boxes) {
          expect(box!.height, "a category link's height").toBeGreaterThanOrEqual(24);
          expect(box!.width, "a category link's width").toBeGreaterThanOrEqual(24);
          expect(box!.x + box!.width, "inside the window").toBeLessThanOrEqual(width);
        }
        await expectNoOverflow(page);
        await info.attach(`blog-${width}-${locale}`, {
          body: await page.screenshot({ fullPage: false }),
          contentType: "image/png",
        });
      });
    });

test("review 4, finding 1: an address with the default language's prefix leads to the page (/en/about-us to /about-us)", async ({
  request,
}) => {
  await expectMovedForGood(request, [
    ["/en/about-us", "/about-us"],
    ["/en/about-us?from=mail", "/about-us?from=mail"],
    ["/en", "/"],
    ["/en/", "/"],
  ]);
  expect((await request.get("/english-nowhere", { maxRedirects: 0 })).status()).toBe(404);
});

/** A new English page of this test's own (nobody else lists it), with these sections; its id, address and title. */
async function ownPage(request: APIRequestContext, name: string, components: unknown[] = []) {
  const headers = { ...API_HEADERS, accesstoken: await adminToken(request, "", admin) };
  const slug = `review4-${name}-${Date.now().toString(36)}`;
  const title = `Review 4 ${name}`;
  const created = await request.post("/api/v1/cms/post/create", {
    headers,
    data: { title, slug, languageCode: "en" },
  });
  const { id, url } = (await created.json()).data as { id: number; url: string };
  if (components.length)
    expect(
      (await request.patch(`/api/v1/cms/post/update/${id}`, { headers, data: { version: 1, components } })).ok(),
    ).toBe(true);
  return { id, url, slug, title };
}

test("review 4, finding 2: the address refusal in page settings links to the linking page, as the removal toast does", async ({
  page,
  request,
  javaScriptEnabled,
}, info) => {
  test.setTimeout(120_000);
  const target = await ownPage(request, `target-${info.project.name}`);
  const linking = await ownPage(request, `linking-${info.project.name}`, [
    { id: "text-1", type: "richText", props: { html: `<p><a href="${target.url}">The target</a></p>` } },
  ]);
  await logInAsAdmin(page, `${target.url}?editPage=true`, javaScriptEnabled);
  await page.getByRole("button", { name: "Page settings" }).or(page.getByLabel("Page settings")).click();
  let form = page.getByTestId("page-address").filter({ visible: true });
  await form.getByLabel("Redirect the old address to the new one").uncheck();
  await form.getByLabel("Address of this page").fill(`${target.slug}-moved`);
  await form.getByRole("button", { name: "Change address" }).click();
  form = page.getByTestId("page-address").filter({ visible: true });
  const refusal = form.getByTestId("edit-refusal");
  await expect(refusal).toContainText(linking.title);
  const edit = refusal.getByRole("link", { name: `Edit “${linking.title}”` });
  await expect(edit).toHaveAttribute("href", `${linking.url}?editPage=true`);
  await expect(page).toHaveURL(`${target.url}?editPage=true`);
});
