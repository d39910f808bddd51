/**
 * The back office's Blog categories (app/routes/admin/blog-categories.tsx), in both projects, with
 * plain forms: a category is created in two languages and found on the blog, renamed per language,
 * refused with the field's reason and what was typed kept, refused deletion while posts use it (the
 * demo's), and deleted; the Croatian page speaks Croatian.
 */
import { expect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { hydrated } from "./support/hydration";
import { axeViolations } from "./support/axe";
import { horizontalOverflow } from "./support/site";

const rowOf = (page: Page, slug: string) =>
  page.getByTestId("admin-blog-category").filter({ has: page.locator(`input[name="slug.en"][value="${slug}"]`) });

test("an editor creates, renames and deletes a blog category; one in use is not deleted", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const slug = `e2e-garden-${testInfo.project.name}-${Date.now().toString(36)}`;
  await logInAsAdmin(page, "/admin", javaScriptEnabled);
  await page.getByTestId("admin-menu").getByRole("link", { name: "Blog categories", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog-categories$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog categories");
  if (javaScriptEnabled) await hydrated(page);

  // Create, in both languages.
  const create = page.getByRole("form", { name: "New category" });
  await create.getByLabel("Title").first().fill("Garden diary");
  await create.getByLabel("Slug").first().fill(slug);
  await create.getByLabel("Title").nth(1).fill("Vrtni dnevnik");
  await create.getByLabel("Slug").nth(1).fill(`${slug}-hr`);
  await create.getByRole("button", { name: "Create the category" }).click();
  await expect(page.getByTestId("toast")).toContainText("The category is saved.");
  const row = rowOf(page, slug);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("admin-blog-category-posts")).toHaveText("0 posts");
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
  expect((await page.request.get(`/hr/objave/${slug}-hr`)).status()).toBe(200);

  // A slug against the rules: refused beside its form, what was typed kept.
  await row.getByLabel("Title").first().fill("Garden notes");
  await row.getByLabel("Slug").first().fill("ab");
  await row.getByRole("button", { name: "Save" }).click();
  const refused = page.getByTestId("form-error");
  await expect(refused).toHaveText("The slug is too short (at least 4 characters).");
  // The message takes the cursor, with JavaScript and without.
  await expect(refused).toBeFocused();
  const form = page.getByTestId("admin-blog-category").filter({ has: refused });
  await expect(form.getByLabel("Title").first()).toHaveValue("Garden notes");
  await expect(form.getByLabel("Slug").first()).toHaveValue("ab");

  // Renamed in English only.
  await form.getByLabel("Slug").first().fill(slug);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("The category is saved.");
  await expect(rowOf(page, slug).getByLabel("Title").first()).toHaveValue("Garden notes");
  await expect(rowOf(page, slug).getByLabel("Title").nth(1)).toHaveValue("Vrtni dnevnik");

  // A category the demo's posts use: not deleted, and told why.
  const used = page
    .getByTestId("admin-blog-category")
    .filter({ has: page.getByTestId("admin-blog-category-posts").filter({ hasNotText: /^0 posts$/ }) })
    .first();
  const usedSlug = await used.locator('input[name="slug.en"]').inputValue();
  await used.getByRole("button", { name: /^Delete the category/ }).click();
  await expect(page.getByTestId("toast")).toContainText("The category is still used by posts.");
  await expect(rowOf(page, usedSlug)).toHaveCount(1);

  // Deleted in every language.
  await rowOf(page, slug).getByRole("button", { name: "Delete the category Garden notes" }).click();
  await expect(page.getByTestId("toast")).toContainText("The category is deleted.");
  await expect(rowOf(page, slug)).toHaveCount(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect((await page.request.get(`/hr/objave/${slug}-hr`)).status()).toBe(404);
});

test("the Croatian Blog categories page speaks Croatian", async ({ page, javaScriptEnabled }) => {
  await logInAsAdmin(page, "/hr/admin/blog-categories", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kategorije bloga");
  await expect(page.getByRole("form", { name: "Nova kategorija" }).getByRole("button")).toHaveText("Stvori kategoriju");
  await expect(page.getByTestId("admin-menu").getByRole("link", { name: "Kategorije bloga" })).toHaveAttribute(
    "href",
    "/hr/admin/blog-categories",
  );
});

test("the Blog categories page fits a phone's and a desktop's screen and passes axe, in both languages", async ({
  page,
  javaScriptEnabled,
}, info) => {
  test.skip(!javaScriptEnabled, "axe needs the page's JavaScript; the no-JS layout is the same markup");
  await logInAsAdmin(page, "/admin/blog-categories", javaScriptEnabled);
  for (const width of [390, 1366])
    for (const path of ["/admin/blog-categories", "/hr/admin/blog-categories"]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByTestId("admin-blog-category").first()).toBeVisible();
      expect(await horizontalOverflow(page), `${path} at ${width}`).toBe(0);
      await page.screenshot({
        path: info.outputPath(`${path.replaceAll("/", "-").slice(1)}-${width}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
    }
});
