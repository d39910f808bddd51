import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin, openRowQuestion } from "./support/admin";
import { hydrated } from "./support/hydration";

/**
 * Taking pages off the site from /admin/pages (docs/decisions/0055-deleting-pages.md), in both
 * projects: an editor unpublishes a page after a confirmation (visitors get a 404, the list says
 * "Unpublished"), publishes it again, and deletes it; the home page offers neither, and a page the
 * footer links to is refused with what links to it named (a menu link with its menu), in Croatian
 * too; on a phone the refusal leaves the new-page form in sight.
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

  // Another page with its address is refused under the slug, the cursor there, what was typed kept.
  await page.goto("/admin/pages");
  if (javaScriptEnabled) await hydrated(page);
  await create.getByLabel("Title").fill(`${title} again`);
  await create.getByLabel("Slug").fill(slug);
  await create.getByRole("button", { name: "Create the page" }).click();
  await expect(create.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
  await expect(create.getByLabel("Slug")).toBeFocused();
  await expect(create.getByLabel("Title")).toHaveValue(`${title} again`);

  await page.goto("/admin/pages");
  if (javaScriptEnabled) await hydrated(page);
  const row = rowOf(page, title);
  await expect(row).toContainText("Published");
  await expect(row).toContainText(`/${slug}`);

  // Unpublishing asks first.
  const unpublish = row.getByTestId("page-unpublish");
  const yesUnpublish = unpublish.getByRole("button", { name: "Yes, unpublish it" });
  // Found in review: without JavaScript the question widened its column; it floats over the rows below.
  await openRowQuestion(row, row.getByLabel(`Unpublish ${title}`), yesUnpublish);
  await expect(unpublish.getByRole("heading", { name: `Unpublish “${title}”?` })).toBeVisible();
  await yesUnpublish.click();
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
  const remove = rowOf(page, title).getByTestId("page-delete");
  const yesDelete = remove.getByRole("button", { name: "Yes, delete it" });
  await openRowQuestion(rowOf(page, title), rowOf(page, title).getByLabel(`Delete ${title}`), yesDelete);
  await expect(remove.getByRole("heading", { name: `Delete “${title}”?` })).toBeVisible();
  await yesDelete.click();
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
  const toast = page.getByTestId("toast");
  await expect(
    page.getByText(/Drugi dijelovi weba povezuju na ovu stranicu: .+\. Najprije uklonite te poveznice\./),
  ).toBeVisible();
  // Two menus link to it: each entry names its menu.
  await expect(toast).toContainText("O nama (Glavni izbornik)");
  await expect(toast).toContainText("O nama (Stupac podnožja 2)");
  // The home page's text links to it too: the toast names it, with a link to edit it in place (decision
  // 0074), folded with the other links under one line.
  await expect(toast).toContainText("Početna");
  await toast.getByText(/^Gdje ih urediti \(\d+\)$/).click();
  await expect(toast.getByRole("link", { name: "Uredi „Početna”" })).toHaveAttribute("href", "/hr/?editPage=true");
  await expect(
    toast.getByRole("link", { name: "Uredi poveznicu izbornika „O nama” (Glavni izbornik)" }),
  ).toHaveAttribute("href", "/hr/admin/navigation?tree=main");
  await expect(page).toHaveURL(/\/hr\/admin\/pages$/);
  expect((await request.get("/hr/o-nama")).status()).toBe(200);
});

test("on a phone the refusal names each menu in a few lines, leaving the new-page form in sight", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page, "/admin/pages", javaScriptEnabled);
  const about = rowOf(page, "About us");
  await about.getByLabel("Unpublish About us").first().click();
  await about.getByTestId("page-unpublish").first().getByRole("button", { name: "Yes, unpublish it" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("About us (Main menu)");
  await expect(toast).toContainText("About us (Footer column 2)");
  // Its edit links folded under one line: the form's title field stays uncovered.
  await expect(toast.getByRole("link")).toHaveCount(0);
  const field = await page.getByTestId("new-page-form").getByLabel("Title").boundingBox();
  const box = await toast.boundingBox();
  expect(box!.y).toBeGreaterThan(field!.y + field!.height);
  expect(box!.height).toBeLessThan(844 / 3);
});
