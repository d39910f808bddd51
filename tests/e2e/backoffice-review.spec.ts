import { expect as baseExpect, test } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { heroPage, savedHero } from "./support/editor";
import { hydrated } from "./support/hydration";

/**
 * What a review of the back office as an editor uses it found: each test names what went wrong.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test("two texts edited in place one after the other are both saved: the second waits for the first, no conflict", async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== "js", "typing in place needs JavaScript");
  const { url } = await heroPage(request, "In turn", "in-turn");

  await logInAsAdmin(page, `${url}?editPage=true`, true);
  await hydrated(page);
  const section = page.locator('[data-section-type="hero"]');
  // The heading, then Tab to the subtitle (leaving the heading saves it) and on, as fast as a keyboard goes.
  await section.locator("h1").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText("Heading typed");
  await page.keyboard.press("Tab");
  await expect(section.locator("p[data-inline-prop=subtitle]")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText("Subtitle typed");
  await page.keyboard.press("Tab");

  await expect(section.locator("h1")).toHaveText("Heading typed");
  await expect(section.locator("p[data-inline-prop=subtitle]")).toHaveText("Subtitle typed");
  await expect
    .poll(async () => {
      const html = await (await request.get(url)).text();
      return [html.includes("Heading typed"), html.includes("Subtitle typed")];
    })
    .toEqual([true, true]);
  await expect(page.getByText("Someone else changed this page")).toHaveCount(0);
});

test("a text left while the first one's save is refused as someone else's change is not saved over their version", async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== "js", "typing in place needs JavaScript");
  const { url, update } = await heroPage(request, "Refused in turn", "refused-in-turn");

  await logInAsAdmin(page, `${url}?editPage=true`, true);
  await hydrated(page);
  // The page's saves: the first one held until someone else has changed the page.
  const posts: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (address) => address.pathname.startsWith(url),
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request().postData() ?? "");
      if (posts.length === 1) await held;
      await route.continue();
    },
  );
  const section = page.locator('[data-section-type="hero"]');
  const subtitle = section.locator("p[data-inline-prop=subtitle]");
  await section.locator("h1").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText("Heading typed");
  await page.keyboard.press("Tab");
  await expect(subtitle).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText("Subtitle typed");
  await page.keyboard.press("Tab");
  await expect.poll(() => posts.length).toBe(1);

  // Someone else saves meanwhile (version 2 becomes 3); then the first save arrives, and is refused.
  const theirs = { ...savedHero, props: { ...savedHero.props, title: "Their heading" } };
  expect((await update({ version: 2, components: [theirs] })).ok()).toBe(true);
  release();
  await expect(page.getByRole("alert").first()).toContainText("Someone else changed this page");
  await expect(section.locator("h1")).toHaveText("Their heading");
  // The subtitle waiting for it is not sent: it would go with their version, unseen. What was typed stays.
  await page.waitForTimeout(1_500);
  expect(posts).toHaveLength(1);
  const saved = await (await request.get(url)).text();
  expect([saved.includes("Their heading"), saved.includes("Saved subtitle"), saved.includes("Subtitle typed")]).toEqual(
    [true, true, false],
  );
  await expect(subtitle).toHaveText("Subtitle typed");

  // Leaving it again, now that their version is on the page, saves it.
  await subtitle.click();
  await page.keyboard.press("Tab");
  await expect
    .poll(async () => {
      const html = await (await request.get(url)).text();
      return [html.includes("Their heading"), html.includes("Subtitle typed")];
    })
    .toEqual([true, true]);
});

test("typing in a back-office form, then a menu link, asks before the typing is lost; saving does not ask", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "js", "without JavaScript the browser leaves the page as any link does");
  await logInAsAdmin(page, "/admin/products/34", true);
  const name = page.getByLabel("Name", { exact: true }).first();
  const saved = await name.inputValue();
  await name.fill(`${saved} (typed)`);

  // Asked, and staying keeps the typing.
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId("admin-menu").getByRole("link", { name: "Orders" }).click();
  await expect.poll(() => asked).toEqual(["You have changes that are not saved. Leave this page and lose them?"]);
  await expect(page).toHaveURL(/\/admin\/products\/34$/);
  await expect(name).toHaveValue(`${saved} (typed)`);

  // Leaving, when the editor says so.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByTestId("admin-menu").getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);

  // A form only looked at, or saved, leaves without a question.
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId("admin-menu").getByRole("link", { name: "Products", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goto("/admin/products/34");
  await hydrated(page);
  await name.fill(saved);
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByRole("status").first()).toBeVisible();
  await page.getByTestId("admin-menu").getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  expect(asked).toHaveLength(1);
});

test("edit mode: a title or a section's text typed and not saved, then Leave edit mode, asks before the typing is lost; saving does not ask", async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== "js", "without JavaScript the browser leaves the page as any link does");
  const { url } = await heroPage(request, "Unsaved edits", "unsaved-edits");

  await logInAsAdmin(page, `${url}?editPage=true`, true);
  await hydrated(page);
  const toolbar = page.getByTestId("edit-toolbar");
  const title = toolbar.getByLabel("Page title");
  const leave = toolbar.getByRole("link", { name: "Leave edit mode" });
  await title.fill("Unsaved edits (typed)");

  // Asked, and staying keeps the typing.
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await leave.click();
  await expect.poll(() => asked).toEqual(["You have changes that are not saved. Leave this page and lose them?"]);
  await expect(page).toHaveURL(/\?editPage=true$/);
  await expect(title).toHaveValue("Unsaved edits (typed)");

  // A section's texts, typed and not saved, ask too.
  await title.fill("Unsaved edits");
  await page.getByLabel("Edit texts: section 1. Hero banner").click();
  const heading = page.locator("details[open]").getByLabel("Heading", { exact: true });
  await heading.fill("Heading typed");
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await leave.click();
  await expect.poll(() => asked).toHaveLength(2);
  await expect(page).toHaveURL(/\?editPage=true$/);
  await heading.fill("Saved heading");

  // Leaving, when the editor says so.
  await title.fill("Unsaved edits (typed again)");
  page.once("dialog", (dialog) => void dialog.accept());
  await leave.click();
  await expect(page).not.toHaveURL(/editPage/);
  // Gone from the page too: the address changes before React renders the page it leads to, and
  // until then the edit page, its typing still there, would ask again before the next address.
  await expect(toolbar).toHaveCount(0);

  // Saved, the title leaves without a question; so does a choice of a button's form.
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${url}?editPage=true`);
  await hydrated(page);
  const version = (await toolbar.getByText(/\(version \d+\)/).textContent()) ?? "";
  await title.fill("Unsaved edits (saved)");
  await toolbar.getByRole("button", { name: "Save title" }).click();
  // Saved: the page's next version, with the title typed.
  await expect(toolbar.getByText(/\(version \d+\)/)).not.toHaveText(version);
  await expect(title).toHaveValue("Unsaved edits (saved)");
  // A kind of section chosen and not added is a choice, not typing.
  await toolbar.getByLabel("Add a section").selectOption({ index: 2 });
  await leave.click();
  await expect(page).not.toHaveURL(/editPage/);
  expect(asked).toHaveLength(2);
});
