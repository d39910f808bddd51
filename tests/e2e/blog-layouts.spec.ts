import { expect, test, type Page } from "@playwright/test";
import { demoBlogFacts as blog } from "#server/seed/blog";
import { axeViolations } from "./support/axe";
import { horizontalOverflow } from "./support/site";

/**
 * The blog's layouts (issue 14 item 1; spec section 2: a path ending in -helpdesk, -download,
 * -tutorial or -articles picks the layout), with and without JavaScript: the demo has a category for
 * each, and each shows its posts its own way.
 */
const listing = (page: Page) => page.getByRole("region", { name: /Latest|Najnovije|Step by step|Korak po korak/ });

test("articles: the grid of post cards with their pictures", async ({ page }) => {
  await page.goto(`/blog/${blog.categories.news.en}`);
  await expect(page.getByTestId("blog")).toHaveAttribute("data-layout", "articles");
  const cards = listing(page).getByTestId("post-card");
  await expect(cards).toHaveCount(blog.titles.news.length);
  await expect(cards.first().locator("img")).toHaveCount(1);
});

test("helpdesk: a compact list of questions with excerpt and date, no pictures", async ({ page }) => {
  await page.goto(`/hr/objave/${blog.categories.helpdesk.hr}`);
  await expect(page.getByTestId("blog")).toHaveAttribute("data-layout", "helpdesk");
  const section = listing(page);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Najnovije");
  const items = section.getByRole("list").getByRole("listitem");
  await expect(items).toHaveCount(blog.titles.helpdesk.length);
  await expect(items).toHaveText(blog.titles.helpdesk.map((t) => new RegExp(t.hr)));
  await expect(items.first().getByRole("heading", { level: 3 }).getByRole("link")).toHaveText(
    blog.titles.helpdesk[0]!.hr,
  );
  await expect(items.first().locator("time")).toHaveCount(1);
  await expect(section.locator("img")).toHaveCount(0);
  await expect(section.getByTestId("post-card")).toHaveCount(0);
});

test("download: rows with the title, the date and the post's file; the title opens the post", async ({ page }) => {
  // Found in review: the row's Download opened the post, where the file was one more click away.
  await page.goto(`/blog/${blog.categories.downloads.en}`);
  await expect(page.getByTestId("blog")).toHaveAttribute("data-layout", "download");
  const rows = listing(page).getByTestId("download-row");
  await expect(rows).toHaveCount(blog.titles.downloads.length);
  const first = rows.first();
  const title = blog.titles.downloads[0]!.en;
  await expect(first.getByRole("heading", { level: 3 })).toHaveText(title);
  await expect(first.locator("time")).toHaveCount(1);
  // The small picture keeps its size while it loads.
  await expect(first.locator("img")).toHaveAttribute("width", /\d+/);
  await expect(first.locator("img")).toHaveAttribute("height", /\d+/);
  const file = first.getByRole("link", { name: `Download PDF: ${title}` });
  await expect(file).toHaveText("Download PDF");
  await expect(file).toHaveAttribute("download", "");
  const href = await file.getAttribute("href");
  await expectPdf(page, href);
  await first.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByTestId("post").getByRole("heading", { level: 1 })).toHaveText(title);
  // The post links the same file.
  const inPost = page.getByTestId("post").getByRole("link", { name: /^Download the .+ \(PDF\)$/ });
  await expect(inPost).toHaveAttribute("href", href!);

  await page.goto(`/hr/objave/${blog.categories.downloads.hr}`);
  const hr = blog.titles.downloads[0]!.hr;
  const datoteka = listing(page).getByRole("link", { name: `Preuzmi PDF: ${hr}` });
  await expect(datoteka).toHaveText("Preuzmi PDF");
  await expectPdf(page, await datoteka.getAttribute("href"));
});

/** The address answers a PDF. */
async function expectPdf(page: Page, href: string | null) {
  expect(href).toMatch(/^\/media\/.+\.pdf$/);
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/pdf");
  expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

test("tutorial: numbered steps in one column, oldest first, each with its picture", async ({ page }) => {
  await page.goto(`/blog/${blog.categories.guides.en}`);
  await expect(page.getByTestId("blog")).toHaveAttribute("data-layout", "tutorial");
  const section = listing(page);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Step by step");
  const steps = section.locator("ol > li");
  const oldestFirst = [...blog.titles.guides].reverse();
  await expect(steps).toHaveCount(oldestFirst.length);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText(oldestFirst.map((t) => t.en));
  await expect(steps.first()).toContainText("Step 1");
  await expect(steps.last()).toContainText(`Step ${oldestFirst.length}`);
  await expect(steps.first().locator("img")).toHaveAttribute("height", /\d+/);
  // One column: every step starts at the same left edge.
  const lefts = await steps.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);
});

test("the layouts fit a phone and a desktop and pass axe", async ({ page, javaScriptEnabled }, info) => {
  test.skip(!javaScriptEnabled, "axe needs the page's JavaScript; the no-JS layout is the same markup");
  test.setTimeout(90_000);
  const paths = [
    `/blog/${blog.categories.news.en}`,
    `/hr/objave/${blog.categories.helpdesk.hr}`,
    `/blog/${blog.categories.downloads.en}`,
    `/hr/objave/${blog.categories.downloads.hr}`,
    `/blog/${blog.categories.guides.en}`,
  ];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      expect(await horizontalOverflow(page), path).toBe(0);
      await page.screenshot({ path: info.outputPath(`${path.replace(/\//g, "-")}-${width}.png`), fullPage: true });
      expect(await axeViolations(page), path).toEqual([]);
    }
  }
});
