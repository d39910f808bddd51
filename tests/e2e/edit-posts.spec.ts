import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { saveAndWait } from "./support/editor";
import { hydrated } from "./support/hydration";
import { axe, axeViolations } from "./support/axe";

/**
 * Blog posts and page settings written in edit mode (h5 gap analysis items 2 and 4), in both
 * projects, each on a new page of its own: an editor writes a new blog post (its meta texts,
 * excerpt, body and a category in the post settings, a text section added below the body) and a
 * shopper reads it, with the meta texts in the page's head and the post on its category's list; an
 * editor sets a page's meta texts and picture, which its head carries.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

/** Creates a page or blog post from the admin's new-page form; lands on it in edit mode. */
async function createPage(page: Page, kind: "page" | "post", title: string, slug: string, js: boolean) {
  await logInAsAdmin(page, "/admin/pages", js);
  const form = page.getByTestId("new-page-form");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Slug").fill(slug);
  await form.getByLabel("Language").selectOption("en");
  await form.getByLabel("Kind").selectOption(kind);
  await form.getByRole("button", { name: "Create the page" }).click();
  await expect(page).toHaveURL(`/${slug}?editPage=true`);
  if (js) await hydrated(page);
}

/** Opens the settings dialog of the edit toolbar (a <details> without JavaScript). */
async function openSettings(page: Page, name: string) {
  await page.getByRole("button", { name }).or(page.getByLabel(name)).click();
  return page.getByTestId("page-settings").filter({ visible: true });
}

test("an editor writes a blog post in its settings and a section below its body; a shopper reads it", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const slug = `written-post-${info.project.name}-${Date.now().toString(36)}`;
  const title = `Caring for linen (${info.project.name})`;
  await createPage(page, "post", title, slug, javaScriptEnabled);

  const settings = await openSettings(page, "Post settings");
  if (javaScriptEnabled) {
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    expect(await axeViolations(axe(page).include("dialog[open]"))).toEqual([]);
  }
  await settings.getByLabel("Meta title (search results)").fill("Linen care, step by step");
  await settings.getByLabel("Meta description (search results)").fill("Wash, dry and store linen so it lasts.");
  await settings.getByLabel("Excerpt").fill("How to keep linen soft for years.");
  await settings
    .getByLabel("Body")
    .fill('<p>Wash linen <strong>cool</strong>.</p><script>document.title = "hacked"</script>');
  await settings.getByRole("checkbox", { name: "Stories" }).check();
  await saveAndWait(page, () => settings.getByRole("button", { name: "Save settings" }).click(), "Saved");
  // The editor sees the body at once.
  await expect(page.getByTestId("post").getByText("Wash linen cool.")).toBeVisible();

  // A text section added below the body.
  const toolbar = page.getByTestId("edit-toolbar");
  await toolbar.getByLabel("Add a section").selectOption("richText");
  await saveAndWait(page, () => toolbar.getByRole("button", { name: "Add at the end" }).click(), "Saved");
  await expect(page.getByTestId("post").locator('[data-section-type="richText"]')).toHaveCount(1);

  // Reopened, the settings show what was saved.
  const reopened = await openSettings(page, "Post settings");
  await expect(reopened.getByLabel("Excerpt")).toHaveValue("How to keep linen soft for years.");
  await expect(reopened.getByRole("checkbox", { name: "Stories" })).toBeChecked();
  if (javaScriptEnabled) await page.keyboard.press("Escape");

  const shopper = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await shopper.goto(`/${slug}`);
  const post = shopper.getByTestId("post");
  await expect(post.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(post.getByText("Wash linen cool.")).toBeVisible();
  await expect(post.locator("script")).toHaveCount(0);
  await expect(post.locator('[data-section-type="richText"]')).toContainText("Write your text here.");
  await expect(post.getByText("Stories")).toBeVisible();
  await expect(shopper).toHaveTitle(/^Linen care, step by step/);
  await expect(shopper.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Wash, dry and store linen so it lasts.",
  );

  // The post is on its category's list, with its excerpt.
  await shopper.goto("/blog/stories");
  const card = shopper.getByTestId("post-card").filter({ hasText: title });
  await expect(card).toContainText("How to keep linen soft for years.");
  await shopper.context().close();
});

test("an editor sets a page's meta title, description and picture, which its head carries", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const slug = `page-settings-${info.project.name}-${Date.now().toString(36)}`;
  await createPage(page, "page", "Our workshop", slug, javaScriptEnabled);

  let settings = await openSettings(page, "Page settings");
  // A page has no excerpt, body or categories of its own: its sections are its content.
  await expect(settings.getByLabel("Excerpt")).toHaveCount(0);
  await settings.getByLabel("Meta title (search results)").fill("The workshop behind Demo Shop");
  await settings.getByLabel("Meta description (search results)").fill("Where our things are made.");
  await saveAndWait(page, () => settings.getByRole("button", { name: "Save settings" }).click(), "Saved");

  // The picture: searched in the library (the page reloads with the dialog open without JavaScript).
  settings = await openSettings(page, "Page settings");
  await settings.getByRole("searchbox", { name: "Search" }).fill("Hero background");
  await settings.getByRole("button", { name: "Find" }).click();
  settings = page.getByTestId("page-settings").filter({ visible: true });
  const choice = settings.getByTestId("media-choice").filter({ hasText: "Hero background" });
  await expect(choice).toHaveCount(1);
  await choice.getByRole("radio").check();
  await saveAndWait(page, () => settings.getByRole("button", { name: "Use this picture" }).click(), "Saved");

  const shopper = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await shopper.goto(`/${slug}`);
  await expect(shopper).toHaveTitle(/^The workshop behind Demo Shop/);
  await expect(shopper.locator('meta[name="description"]')).toHaveAttribute("content", "Where our things are made.");
  await expect(shopper.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/LargeSize\/.+\.jpg$/);
  await shopper.context().close();
});
