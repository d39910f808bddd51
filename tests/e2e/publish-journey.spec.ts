import { expect as baseExpect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { admin, logInAsAdmin } from "./support/admin";
import { adminToken, API_HEADERS } from "./support/cart";
import { pickPicture } from "./support/editor";
import { origin, ports } from "./support/ports";
import { horizontalOverflow, reachable } from "./support/site";
import { hydrated } from "./support/hydration";

/**
 * Issue 15's editor journey with the RequireAdminPublishing option on, on a server of its own
 * (playwright.config.ts "publishing"): an editor edits a Croatian page's heading in place, adds a
 * section from a template (a master component made in the admin), uploads an image and places it
 * in the page's hero; a shopper sees none of it until the editor publishes, then all of it, and the
 * English page stays as it was. The js project edits the Croatian home page; the no-js project does
 * the same through the forms on another Croatian page, so that the two projects (which run at the
 * same time) never race for one page's version. Every name is stamped, so that a second run on the
 * same server (--repeat-each) checks only its own changes against what the first one published; a
 * run that failed midway leaves its draft waiting, which the edit toolbar's first check reports.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

const BASE = origin(ports.publishing);
test.use({ baseURL: BASE });
test.skip(
  !!process.env.E2E_SERVERS && !process.env.E2E_SERVERS.split(",").includes("publishing"),
  "needs the publishing server",
);

const pages = {
  js: { hr: "/hr/", en: "/" },
  "no-js": { hr: "/hr/isprobajte-besplatno", en: "/try-for-free" },
} as const;

// Spec section 3's option, set as an operator would without an option editor in the admin: the
// platform's option call with the back-office user's token.
test.beforeAll(async ({ request }) => {
  const accesstoken = await adminToken(request, BASE, admin);
  const saved = await request.put(`${BASE}/api/v1/cms/option/save`, {
    headers: { ...API_HEADERS, accesstoken },
    data: { key: "RequireAdminPublishing", value: "true", language: null },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
});

/** What a shopper sees of a page: its heading, its sections in order, the hero's picture and the main content. */
async function seen(page: Page, path: string) {
  await page.goto(path);
  return {
    heading: await page.getByRole("heading", { level: 1 }).textContent(),
    sections: await page
      .locator("article [data-section-id]")
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute("data-section-type")}:${e.getAttribute("data-section-id")}`),
      ),
    image: await page.locator('[data-section-type="hero"] picture img').first().getAttribute("src"),
    html: await page.locator("main").innerHTML(),
  };
}

const toast = (page: Page, text: string) => expect(page.getByRole("status").first()).toContainText(text);
const savedAsDraft = (page: Page) => toast(page, "Spremljeno kao skica");

test("an editor's Croatian changes wait in a draft until published; then shoppers see them and the English page stays", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const target = pages[info.project.name as keyof typeof pages];
  const stamp = `${info.project.name}-${Date.now().toString(36)}`;
  const heading = `Ljetna rasprodaja ${stamp}`;
  const masterName = `Poziv ${stamp}`;
  const imageTitle = `ljeto-${stamp}`;

  const shopper = await (await browser.newContext({ javaScriptEnabled })).newPage();
  const before = await seen(shopper, target.hr);
  const english = await seen(shopper, target.en);
  expect(before.sections[0]).toMatch(/^hero:/);

  // A template: a master component made in the admin's templates.
  await logInAsAdmin(page, "/hr/admin/templates", javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);
  const create = page.getByTestId("master-create");
  await create.getByLabel("Naziv").fill(masterName);
  await create.getByLabel("Vrsta odjeljka").selectOption("cta");
  await create.getByRole("button", { name: "Izradi" }).click();
  await expect(page.getByTestId("admin-master").filter({ hasText: masterName })).toHaveCount(1);

  // An image uploaded to the media library; its thumbnail's address gives the media's own base URL.
  await page.goto("/hr/admin/media");
  if (javaScriptEnabled) await hydrated(page);
  const buffer = await sharp({
    create: { width: 800, height: 450, channels: 3, background: { r: 230, g: 160, b: 40 } },
  })
    .png()
    .toBuffer();
  const upload = page.getByTestId("media-upload");
  await upload.getByLabel("Slike").setInputFiles({ name: `${imageTitle}.png`, mimeType: "image/png", buffer });
  await upload.getByRole("button", { name: "Prenesi" }).click();
  await expect(page.getByText("Prenesena je 1 slika.")).toBeVisible();
  await page.goto(`/hr/admin/media?q=${imageTitle}`);
  const thumb = await page.getByTestId("media-item").locator("img").getAttribute("src");
  const mediaBase = /^(\/media\/[^/]+\/\d+)\//.exec(thumb ?? "")?.[1];
  expect(mediaBase, `the thumbnail's address: ${thumb}`).toBeTruthy();

  await page.goto(`${target.hr}?editPage=true`);
  // The dialogs and the inline editor work once the page is hydrated (before, they are forms).
  if (javaScriptEnabled) await hydrated(page);
  const toolbar = page.getByTestId("edit-toolbar");
  await expect(toolbar).toContainText("Uređujete objavljenu stranicu");
  // Not "a save shows at once": with approval required it waits in a draft.
  await expect(toolbar).toContainText("spremljena promjena čeka u skici dok se ne objavi");

  // The heading: typed where it stands with JavaScript, through the hero's texts form without.
  if (javaScriptEnabled) {
    const h1 = page.locator('[data-section-type="hero"] h1');
    await expect(h1).toHaveAttribute("contenteditable", "plaintext-only");
    await h1.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(heading);
    await page.keyboard.press("Enter");
  } else {
    const hero = page.getByRole("group", { name: "Odjeljak 1. Naslovni banner" });
    await hero.getByLabel("Uredi tekstove: odjeljak 1. Naslovni banner").click();
    await hero.getByLabel("Naslov", { exact: true }).fill(heading);
    await hero.getByRole("button", { name: "Spremi tekstove" }).click();
  }
  await savedAsDraft(page);
  await expect(page.locator('[data-section-type="hero"] h1')).toHaveText(heading);
  await expect(toolbar).toContainText("Skica ove stranice čeka objavu");

  // A section from the template, at the end of the page.
  const picker = page.getByTestId("master-picker");
  await picker.getByLabel("Dodaj glavnu komponentu").selectOption({ label: `${masterName} (Poziv na radnju)` });
  await picker.getByRole("button", { name: "Dodaj komponentu" }).click();
  await savedAsDraft(page);
  const sections = page.locator("article [data-section-id]");
  await expect(sections).toHaveCount(before.sections.length + 1);
  const added = `cta:${await sections.last().getAttribute("data-section-id")}`;
  expect(added).toMatch(/^cta:/);
  expect(before.sections).not.toContain(added);

  // The uploaded image placed in the hero through the media picker.
  if (javaScriptEnabled) await hydrated(page);
  await pickPicture(page, "1. Naslovni banner", imageTitle);
  await savedAsDraft(page);
  await expect(page.locator('[data-section-type="hero"] picture img').first()).toHaveAttribute(
    "src",
    new RegExp(`^${mediaBase}/`),
  );

  // Edit mode with its toolbar, on a phone and on a desktop: nothing wider than the window, and
  // the toolbar's controls reachable. The cookie notice answered first, so that it hides nothing.
  await page.getByRole("button", { name: "Prihvaćam" }).click();
  await expect(page.getByRole("button", { name: "Prihvaćam" })).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${target.hr}?editPage=true`);
    if (javaScriptEnabled) await hydrated(page);
    // The router restores the scroll position of the same address: the screenshot starts at the top.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.screenshot({ path: info.outputPath(`publish-edit-${width}.png`), fullPage: true });
    expect(await horizontalOverflow(page), `overflow at ${width}px`).toBe(0);
    // The picture covers the whole banner, however tall the texts make it.
    const cover = await page
      .locator('[data-section-type="hero"] picture img')
      .first()
      .evaluate((img) => img.getBoundingClientRect().height / img.closest("section")!.getBoundingClientRect().height);
    expect(cover, `the hero's picture's share of the banner at ${width}px`).toBeCloseTo(1, 2);
    for (const control of [
      toolbar.getByLabel("Naslov stranice"),
      toolbar.getByLabel("Dodaj odjeljak"),
      picker.getByRole("button", { name: "Dodaj komponentu" }),
      toolbar.getByRole("button", { name: "Objavi" }),
    ])
      expect(await reachable(control), `${control} at ${width}px`).toBe(true);
  }

  // Before publishing, the shopper sees the page as it was.
  const waiting = await seen(shopper, target.hr);
  expect(waiting.heading).toBe(before.heading);
  expect(waiting.sections).toEqual(before.sections);
  expect(waiting.image).toBe(before.image);
  expect(waiting.html).not.toContain(mediaBase);

  await toolbar.getByRole("button", { name: "Objavi" }).click();
  await toast(page, "Objavljeno. Kupci sada vide ovu verziju.");
  await expect(toolbar).toContainText("Uređujete objavljenu stranicu");

  const published = await seen(shopper, target.hr);
  expect(published.heading).toBe(heading);
  expect(published.sections).toEqual([...before.sections, added]);
  expect(published.image).toMatch(new RegExp(`^${mediaBase}/`));
  await expect(shopper.getByTestId("edit-toolbar")).toHaveCount(0);
  expect(await seen(shopper, target.en)).toEqual(english);
  await shopper.context().close();
});

test("a new page waits unpublished until its editor publishes it: till then shoppers find nothing at its address", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const stamp = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Jesenska ponuda ${stamp}`;
  const edited = `${title} uređeno`;
  const path = `/hr/jesen-${stamp}`;
  const shopper = await (await browser.newContext({ javaScriptEnabled })).newPage();

  await logInAsAdmin(page, "/hr/admin/pages", javaScriptEnabled);
  const create = page.getByTestId("new-page-form");
  await create.getByLabel("Naslov").fill(title);
  await create.getByLabel("Slug").fill(`jesen-${stamp}`);
  await create.getByRole("button", { name: "Izradi stranicu" }).click();
  // Edit mode opens it at its address, saying that shoppers do not see it yet.
  await expect(page).toHaveURL(`${path}?editPage=true`);
  const toolbar = page.getByTestId("edit-toolbar");
  await expect(toolbar).toContainText("Ova stranica nije objavljena");
  expect((await shopper.goto(path))?.status()).toBe(404);
  // The editor's answer is never kept for anyone else.
  const answer = await page.request.get(`${path}?editPage=true`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toMatch(/private|no-store/);
  expect(answer.headers()["cache-control"]).not.toMatch(/public|s-maxage/);

  // A change waits in its draft; the page stays unpublished.
  if (javaScriptEnabled) await hydrated(page);
  await toolbar.getByLabel("Naslov stranice").fill(edited);
  await toolbar.getByRole("button", { name: "Spremi naslov" }).click();
  await savedAsDraft(page);
  await expect(toolbar).toContainText("Ova stranica nije objavljena");
  // The editor's tab names the page as saved.
  await expect(page).toHaveTitle(new RegExp(`^${edited}`));
  expect((await shopper.goto(path))?.status()).toBe(404);

  // Leaving edit mode goes to the pages list (its address shows nothing outside edit mode), where it
  // is listed unpublished, with its edit link.
  await toolbar.getByRole("link", { name: "Izađi iz uređivanja" }).click();
  await expect(page).toHaveURL("/hr/admin/pages");
  const row = page.getByTestId("admin-page").filter({ hasText: title });
  await expect(row).toHaveAttribute("data-status", "draft");
  await row.getByRole("link", { name: `Uredi ${title}` }).click();
  await expect(toolbar).toContainText("Ova stranica nije objavljena");

  await toolbar.getByRole("button", { name: "Objavi" }).click();
  await toast(page, "Objavljeno. Kupci sada vide ovu verziju.");
  await expect(toolbar).toContainText("Uređujete objavljenu stranicu");
  expect((await shopper.goto(path))?.status()).toBe(200);
  await expect(shopper).toHaveTitle(new RegExp(`^${edited}`));
  await shopper.context().close();
});

test("a new blog post waits unpublished too, and opens in edit mode at its address", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const stamp = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Jesenske vijesti ${stamp}`;
  const path = `/hr/vijesti-${stamp}`;
  await logInAsAdmin(page, "/hr/admin/pages", javaScriptEnabled);
  const create = page.getByTestId("new-page-form");
  await create.getByLabel("Naslov").fill(title);
  await create.getByLabel("Slug").fill(`vijesti-${stamp}`);
  await create.getByLabel("Vrsta").selectOption("post");
  await create.getByRole("button", { name: "Izradi stranicu" }).click();
  await expect(page).toHaveURL(`${path}?editPage=true`);
  const toolbar = page.getByTestId("edit-toolbar");
  await expect(toolbar).toContainText("Ova stranica nije objavljena");
  const shopper = await (await browser.newContext({ javaScriptEnabled })).newPage();
  expect((await shopper.goto(path))?.status()).toBe(404);

  // A title saved while it waits says so: not "the change is live".
  if (javaScriptEnabled) await hydrated(page);
  await toolbar.getByLabel("Naslov stranice").fill(`${title} uređeno`);
  await toolbar.getByRole("button", { name: "Spremi naslov" }).click();
  await savedAsDraft(page);

  await toolbar.getByRole("button", { name: "Objavi" }).click();
  await toast(page, "Objavljeno. Kupci sada vide ovu verziju.");
  expect((await shopper.goto(path))?.status()).toBe(200);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(`${title} uređeno`);
  await shopper.context().close();
});
