import { expect as baseExpect, test, type Page } from "@playwright/test";
import { admin, logInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { adminToken, API_HEADERS } from "./support/cart";
import { horizontalOverflow } from "./support/site";
import { hydrated } from "./support/hydration";

/**
 * The "Deleted pages" view of /admin/pages (docs/decisions/0066-restoring-deleted-pages.md), in both
 * projects, on pages this spec creates: an editor restores a deleted page (it comes back unpublished,
 * at its address), is told when another page has taken its address meanwhile, and deletes one for
 * good after a confirmation (a `<details>` without JavaScript, a dialog with it). The view says that
 * deleted pages are removed for good 30 days after deletion (docs/decisions/0069-purging-deleted-pages.md).
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const rowOf = (page: Page, title: string) => page.getByTestId("admin-page").filter({ hasText: title });
const deletedRowOf = (page: Page, title: string) => page.getByTestId("deleted-page").filter({ hasText: title });

/** A new page from the list's form, then back to the list. */
async function createPage(page: Page, title: string, slug: string, javaScriptEnabled: boolean) {
  await page.goto("/admin/pages");
  if (javaScriptEnabled) await hydrated(page);
  const create = page.getByTestId("new-page-form");
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Slug").fill(slug);
  await create.getByRole("button", { name: "Create the page" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}\\?editPage=true$`));
  await page.goto("/admin/pages");
  if (javaScriptEnabled) await hydrated(page);
}

/** Deletes a page from the list, after its confirmation. */
async function deletePage(page: Page, title: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await hydrated(page);
  await rowOf(page, title).getByLabel(`Delete ${title}`).click();
  await rowOf(page, title).getByTestId("page-delete").getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("The page is deleted.")).toBeVisible();
  await expect(rowOf(page, title)).toHaveCount(0);
}

test("an editor restores a deleted page, is told its address is taken, and deletes one for good", async ({
  page,
  request,
  javaScriptEnabled,
}, info) => {
  const stamp = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Brought back ${stamp}`;
  const slug = `brought-back-${stamp}`;
  await logInAsAdmin(page, "/admin/pages", javaScriptEnabled);
  await createPage(page, title, slug, javaScriptEnabled);
  await deletePage(page, title, javaScriptEnabled);

  // The deleted view lists it with its language, kind and old address.
  await page.getByRole("link", { name: "Deleted pages" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\?view=deleted$/);
  // It says when the platform deletes them for good on its own (decision 0069).
  await expect(page.getByTestId("deleted-pages-purge")).toHaveText(
    "Deleted pages are removed for good 30 days after deletion.",
  );
  const row = deletedRowOf(page, title);
  await expect(row).toContainText("English");
  await expect(row).toContainText("Page");
  await expect(row).toContainText(`/${slug}`);
  await expect(row).not.toContainText("Another page has this address now.");

  if (javaScriptEnabled) await hydrated(page);
  await row.getByRole("button", { name: `Restore ${title}` }).click();
  await expect(page.getByText("The page is restored as unpublished")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\?view=deleted$/);
  await expect(deletedRowOf(page, title)).toHaveCount(0);
  // Back in the list, unpublished: visitors do not see it until it is published again.
  await page.getByRole("link", { name: "All pages" }).click();
  await expect(rowOf(page, title)).toHaveAttribute("data-status", "draft");
  expect((await request.get(`/${slug}`)).status()).toBe(404);

  // Deleted again, and a new page takes its address: restoring is refused, naming the address.
  await deletePage(page, title, javaScriptEnabled);
  const taker = `Address taker ${stamp}`;
  await createPage(page, taker, slug, javaScriptEnabled);
  await page.goto("/admin/pages?view=deleted");
  if (javaScriptEnabled) await hydrated(page);
  await expect(deletedRowOf(page, title)).toContainText("Another page has this address now.");
  await deletedRowOf(page, title)
    .getByRole("button", { name: `Restore ${title}` })
    .click();
  await expect(
    page.getByText(`Another page of this language has the address /${slug} now. Delete that page first`),
  ).toBeVisible();
  await expect(deletedRowOf(page, title)).toHaveCount(1);

  // Deleting for good asks first, then the page is gone from the view too.
  if (javaScriptEnabled) await hydrated(page);
  await deletedRowOf(page, title).getByLabel(`Delete permanently: ${title}`).click();
  const purge = deletedRowOf(page, title).getByTestId("page-purge");
  await expect(purge.getByRole("heading", { name: `Delete “${title}” for good?` })).toBeVisible();
  await purge.getByRole("button", { name: "Yes, delete it for good" }).click();
  await expect(page.getByText("The page is deleted for good.")).toBeVisible();
  await expect(deletedRowOf(page, title)).toHaveCount(0);

  // The page that took the address is not touched.
  expect((await request.get(`/${slug}`)).status()).toBe(200);
  await page.goto("/admin/pages");
  await expect(rowOf(page, taker)).toHaveAttribute("data-status", "published");
});

test("the deleted view speaks Croatian", async ({ page, javaScriptEnabled }) => {
  await logInAsAdmin(page, "/hr/admin/pages?view=deleted", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 2, name: "Obrisane stranice" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sve stranice" })).toHaveAttribute("href", "/hr/admin/pages");
  await expect(page.getByTestId("deleted-pages-purge")).toHaveText(
    "Obrisane stranice trajno se uklanjaju 30 dana nakon brisanja.",
  );
});

test("a page another page's section links to is kept, and the refusal links to editing that page", async ({
  page,
  request,
  javaScriptEnabled,
}, info) => {
  const stamp = `${info.project.name}-${Date.now().toString(36)}`;
  const headers = { ...API_HEADERS, accesstoken: await adminToken(request, "", admin) };
  const create = async (title: string, slug: string) => {
    const created = await request.post("/api/v1/cms/post/create", {
      headers,
      data: { title, slug, languageCode: "en" },
    });
    expect(created.ok(), await created.text()).toBe(true);
    return (await created.json()).data as { id: number; url: string };
  };
  const linked = { title: `Linked to ${stamp}`, slug: `linked-to-${stamp}` };
  const linking = { title: `Linking ${stamp}`, slug: `linking-${stamp}` };
  await create(linked.title, linked.slug);
  const { id } = await create(linking.title, linking.slug);
  const text = { id: "text-1", type: "richText", props: { html: `<p>Read <a href="/${linked.slug}">on</a>.</p>` } };
  const saved = await request.patch(`/api/v1/cms/post/update/${id}`, {
    headers,
    data: { version: 1, components: [text] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await logInAsAdmin(page, "/admin/pages", javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);
  await rowOf(page, linked.title).getByLabel(`Delete ${linked.title}`).click();
  await rowOf(page, linked.title).getByTestId("page-delete").getByRole("button", { name: "Yes, delete it" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(
    `Other parts of the site link to this page: ${linking.title}. Remove those links first.`,
  );
  const edit = toast.getByRole("link", { name: `Edit “${linking.title}”` });
  await expect(edit).toHaveAttribute("href", `/${linking.slug}?editPage=true`);
  await expect(rowOf(page, linked.title)).toHaveAttribute("data-status", "published");
  expect((await request.get(`/${linked.slug}`)).status()).toBe(200);
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/page-in-use-1366-${info.project.name}.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page)).toBe(0);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/page-in-use-390-${info.project.name}.png` });

  await edit.click();
  await expect(page).toHaveURL(`/${linking.slug}?editPage=true`);
});
