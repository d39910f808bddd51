import { expect as baseExpect, test } from "@playwright/test";
import sharp from "sharp";
import { logInAsAdmin } from "./support/admin";
import { hydrated } from "./support/hydration";
import { axeViolations } from "./support/axe";
import { horizontalOverflow } from "./support/site";

/**
 * The media library (issue 15 item 3), in both projects: the demo admin uploads an image at
 * /admin/media, finds it, sets its alt text and deletes it after a confirmation; a file a page uses is refused with what
 * uses it named. playwright.config.ts starts the server with DEMO_ADMIN_PASSWORD=admin-password-1.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** A small real PNG made with sharp. */
async function png(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

test("the admin uploads an image, sets its alt text and deletes it", async ({ page, javaScriptEnabled }, info) => {
  const title = `harbour-${info.project.name}-${Date.now().toString(36)}`;
  await logInAsAdmin(page, "/admin/media", javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);
  await expect(page.getByTestId("admin-menu").getByRole("link", { name: "Media library" })).toHaveAttribute(
    "href",
    "/admin/media",
  );

  const upload = page.getByTestId("media-upload");
  await upload.getByLabel("Images").setInputFiles({ name: `${title}.png`, mimeType: "image/png", buffer: await png() });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("1 image uploaded.")).toBeVisible();

  await page.getByLabel("Search by title or file name").fill(title);
  await page.getByTestId("media-search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${title}$`));
  const item = page.getByTestId("media-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(title);
  await expect(item).toContainText("120 × 80 px");
  await expect(item.getByTestId("media-alt")).toHaveText([
    "No alt text in English yet.",
    "No alt text in Croatian yet.",
  ]);
  const thumb = item.locator("img");
  await expect(thumb).toHaveJSProperty("naturalWidth", 50);

  await item.getByText(`Edit ${title}`).click();
  await item.getByLabel("Alternative text in English").fill("A blue rectangle");
  await item.getByLabel("Alternative text in Croatian").fill("Plavi pravokutnik");
  // A title of spaces only is refused under its field, the form open with what was typed.
  await item.getByLabel("Title").fill("   ");
  await item.getByRole("button", { name: "Save" }).click();
  const edit = page.getByTestId("media-item").getByTestId("media-edit");
  await expect(edit.getByTestId("field-error")).toHaveText(
    "Give the file a title: the library lists and finds it by its title.",
  );
  await expect(edit.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  // The cursor on the field at fault, with JavaScript and without.
  await expect(edit.getByLabel("Title")).toBeFocused();
  await expect(edit.getByLabel("Title")).toBeInViewport();
  await expect(edit.getByLabel("Alternative text in English")).toHaveValue("A blue rectangle");
  await expect(edit.getByLabel("Alternative text in Croatian")).toHaveValue("Plavi pravokutnik");
  await expect(item.getByTestId("media-alt")).toHaveText([
    "No alt text in English yet.",
    "No alt text in Croatian yet.",
  ]);
  await edit.getByLabel("Title").fill(title);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The image's details are saved.")).toBeVisible();
  // Without JavaScript back at the file the form was in (the form's address names it).
  await expect(page).toHaveURL(new RegExp(`\\?q=${title}(#media-\\d+)?$`));
  await expect(page.getByTestId("media-item").getByTestId("media-alt")).toHaveText([
    "Alt text in English: A blue rectangle",
    "Alt text in Croatian: Plavi pravokutnik",
  ]);

  // Deleting asks first: a file cannot be brought back.
  await page.getByTestId("media-item").getByLabel(`Delete ${title}`).click();
  const confirm = page.getByTestId("media-delete");
  await expect(confirm.getByRole("heading", { name: `Delete “${title}”?` })).toBeVisible();
  await expect(page.getByTestId("media-item")).toHaveCount(1);
  await confirm.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("The image is deleted.")).toBeVisible();
  await expect(page.getByTestId("media-item")).toHaveCount(0);
  await expect(page.getByText("No file matches the search.")).toBeVisible();
});

test("a refused upload names the files that are not images; after an upload the form is empty again", async ({
  page,
  javaScriptEnabled,
}, info) => {
  await logInAsAdmin(page, "/admin/media", javaScriptEnabled);
  const stamp = `${info.project.name}-${Date.now().toString(36)}`;
  const files = () => page.getByTestId("media-upload").getByLabel("Images");
  const upload = () => page.getByTestId("media-upload").getByRole("button", { name: "Upload" }).click();
  const image = { name: `fine-${stamp}.png`, mimeType: "image/png", buffer: await png() };
  const text = { name: `notes-${stamp}.png`, mimeType: "image/png", buffer: Buffer.from("not a picture") };
  await files().setInputFiles([image, text]);
  await upload();
  await expect(page.getByTestId("media-upload-refusal")).toContainText(`Not uploaded: ${text.name} is not an image`);
  // Nothing of the batch was stored.
  await page.getByLabel("Search by title or file name").fill(`fine-${stamp}`);
  await page.getByTestId("media-search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=fine-/);
  await expect(page.getByTestId("media-item")).toHaveCount(0);

  await files().setInputFiles(image);
  await upload();
  await expect(page.getByText("1 image uploaded.")).toBeVisible();
  await expect(page.getByTestId("media-item")).toHaveCount(1);
  // Pressed again, the button stores nothing twice: the file is no longer chosen.
  await expect.poll(() => files().evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
});

test("a file the site uses is not deleted, and what uses it is named", async ({ page, javaScriptEnabled }) => {
  await logInAsAdmin(page, "/admin/media?q=Demo+Shop+logo", javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);
  await page.getByTestId("media-item").getByLabel("Delete Demo Shop logo").click();
  await page.getByTestId("media-delete").getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByTestId("media-refusal")).toHaveText(
    // The home pages show it in their text too (an <img> of the rich text).
    "“Demo Shop logo” cannot be deleted while it is in use. It is used by: page Home, page Početna, CMS option Logo.",
  );
  await expect(page.getByTestId("media-item")).toHaveCount(1);
});

test("a document is listed without the alt texts only an image has", async ({ page, javaScriptEnabled }) => {
  await logInAsAdmin(page, "/admin/media?q=price-list.csv", javaScriptEnabled);
  const item = page.getByTestId("media-item");
  await expect(item).toContainText("Document, 1 kB, price-list.csv");
  await expect(item.getByTestId("media-alt")).toHaveCount(0);
  await item.getByText("Edit Price list").click();
  await expect(item.getByLabel("Title")).toBeVisible();
  await expect(item.getByLabel(/^Alternative text/)).toHaveCount(0);
});

test("in Croatian, what uses the file is named in Croatian", async ({ page, javaScriptEnabled }) => {
  await logInAsAdmin(page, "/hr/admin/media?q=Demo+Shop+logo", javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);
  await page.getByTestId("media-item").getByLabel("Obriši Demo Shop logo").click();
  await page.getByTestId("media-delete").getByRole("button", { name: "Da, obriši" }).click();
  await expect(page.getByTestId("media-refusal")).toHaveText(
    "„Demo Shop logo” ne može se obrisati dok se koristi. Koriste je: stranica Home, stranica Početna, CMS opcija Logo.",
  );
});

test("the media library fits a phone's screen and passes axe, in both languages", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "axe needs the page's JavaScript; the no-JS layout is the same markup");
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page, "/admin/media", javaScriptEnabled);
  for (const path of ["/admin/media", "/hr/admin/media", "/admin/media?q=card"]) {
    await page.goto(path);
    await expect(page.getByTestId("admin-media")).toBeVisible();
    await page.getByTestId("media-item").first().locator("summary").first().click();
    expect(await horizontalOverflow(page), path).toBe(0);
    await page.screenshot({ path: `/tmp/media-${path.replace(/\W+/g, "-").slice(1)}-390.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/media");
  await page.screenshot({ path: "/tmp/media-admin-1280.png", fullPage: true });
});
