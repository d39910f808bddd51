import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { hydrated } from "./support/hydration";

/**
 * Taking pages off the site from /admin/pages (docs/decisions/0055-deleting-pages.md), in both
 * projects: an editor unpublishes a page after a confirmation (visitors get a 404, the list says
 * "Unpublished"), publishes it again, and deletes it; the home page offers neither, and a page the
 * footer links to is refused with what links to it named, in Croatian too.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const rowOf = (page: Page, title: string) => page.getByTestId("admin-page").filter({ hasText: title });

test("an editor unpublishes a page, publishes it again and deletes it", async ({
  page,
  request,
  javaScriptEnabled,
}, info) => {
  const stamp = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Short-lived ${stamp}`;
  const slug = `short-lived-${stamp}`;
  await logInAsAdmin(page, "/admin/pages", javaScriptEnabled);
  const create = page.getByTestId("new-page-form");
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Slug").fill(slug);
  await create.getByRole("button", { name: "Create the page" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}\\?editPage=true$`));
  expect((await request.get(`/${slug}`)).status()).toBe(200);

  await page.goto("/admin/pages");
  if (javaScriptEnabled) await hydrated(page);
  const row = rowOf(page, title);
  await expect(row).toContainText("Published");
  await expect(row).toContainText(`/${slug}`);

  // Unpublishing asks first.
  await row.getByLabel(`Unpublish ${title}`).click();
  const unpublish = row.getByTestId("page-unpublish");
  await expect(unpublish.getByRole("heading", { name: `Unpublish “${title}”?` })).toBeVisible();
  await unpublish.getByRole("button", { name: "Yes, unpublish it" }).click();
  await expect(page.getByText("The page is unpublished: visitors no longer see it.")).toBeVisible();
  await expect(rowOf(page, title)).toHaveAttribute("data-status", "draft");
  await expect(rowOf(page, title)).toContainText("Unpublished");
  // Still editable in place: edit mode shows it to editors at its address.
  await expect(rowOf(page, title).getByLabel(`Edit ${title}`)).toHaveCount(1);
  expect((await request.get(`/${slug}`)).status()).toBe(404);

  await rowOf(page, title)
    .getByRole("button", { name: `Publish ${title}`, exact: true })
    .click();
  await expect(page.getByText("The page is published: visitors see it as its editors left it.")).toBeVisible();
  await expect(rowOf(page, title)).toHaveAttribute("data-status", "published");
  expect((await request.get(`/${slug}`)).status()).toBe(200);

  if (javaScriptEnabled) await hydrated(page);
  await rowOf(page, title).getByLabel(`Delete ${title}`).click();
  const remove = rowOf(page, title).getByTestId("page-delete");
  await expect(remove.getByRole("heading", { name: `Delete “${title}”?` })).toBeVisible();
  await remove.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("The page is deleted.")).toBeVisible();
  await expect(rowOf(page, title)).toHaveCount(0);
  expect((await request.get(`/${slug}`)).status()).toBe(404);
});

test("the home page cannot be taken off the site, nor a page the footer links to (in Croatian)", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await logInAsAdmin(page, "/hr/admin/pages", javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);
  const home = page.getByTestId("admin-page").filter({ hasText: "početna stranica" });
  await expect(home).toHaveCount(1);
  await expect(home.getByTestId("page-unpublish")).toHaveCount(0);
  await expect(home.getByTestId("page-delete")).toHaveCount(0);

  const about = rowOf(page, "O nama");
  await about.getByLabel("Obriši: O nama").first().click();
  const remove = about.getByTestId("page-delete").first();
  await expect(remove.getByRole("heading", { name: "Obrisati „O nama”?" })).toBeVisible();
  await remove.getByRole("button", { name: "Da, obriši" }).click();
  await expect(
    page.getByText(/Drugi dijelovi weba povezuju na ovu stranicu \(.+\)\. Najprije uklonite te poveznice\./),
  ).toBeVisible();
  // The home page's text links to it too: the toast names it, with a link to edit it in place (decision 0074).
  await expect(page.getByTestId("toast")).toContainText("Početna");
  await expect(page.getByTestId("toast").getByRole("link", { name: "Uredi „Početna“" })).toHaveAttribute(
    "href",
    "/hr/?editPage=true",
  );
  await expect(page).toHaveURL(/\/hr\/admin\/pages$/);
  expect((await request.get("/hr/o-nama")).status()).toBe(200);
});
