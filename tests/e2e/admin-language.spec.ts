/**
 * A back-office user's own interface language (spec sections 6 and 7; decision 0060), in both
 * projects, with a back-office user of the test's own: without a choice the back office speaks the
 * URL's language (as every other admin spec assumes); chosen in the shell's "My settings" form (a
 * plain form), it speaks the back office's screens, titles, toasts and edit mode's controls whatever
 * the URL's language, while the page's content keeps the URL's; the URL's language is then the
 * content's. Shoppers never see an editor's language.
 */
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { newBackofficeUser } from "./support/backoffice-user";
import { hydrated } from "./support/hydration";

const settings = (page: Page) => page.getByTestId("admin-layout");

async function chooseInterfaceLanguage(page: Page, label: string, javaScriptEnabled: boolean) {
  await page.getByTestId("admin-interface-language").selectOption({ label });
  // Saved once the form's POST is answered: with JavaScript the page is already hydrated, so a
  // navigation right after the click could cut the submission off.
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByTestId("admin-interface-language-save").click();
  await saved;
  await page.waitForLoadState();
  if (javaScriptEnabled) await hydrated(page);
}

test("the back office speaks the editor's chosen language, and the URL's without a choice", async ({
  page,
  javaScriptEnabled,
}) => {
  const editor = await newBackofficeUser(page.request, "interface-language");
  await signIn(page, "/hr/adminLogin", editor, "/hr/admin", javaScriptEnabled);
  const menu = page.getByTestId("admin-menu");

  // No choice: the URL's language.
  await expect(menu.getByRole("link", { name: "Stranice", exact: true })).toHaveAttribute("href", "/hr/admin/pages");
  await expect(page.getByTestId("admin-interface-language")).toHaveValue("");

  // English chosen on a Croatian URL: English screens, Croatian content language (the links stay /hr).
  await chooseInterfaceLanguage(page, "English", javaScriptEnabled);
  await expect(page).toHaveURL(/\/hr\/admin$/);
  await expect(page.getByTestId("toast")).toContainText("Your interface language is saved.");
  await expect(menu.getByRole("link", { name: "Pages", exact: true })).toHaveAttribute("href", "/hr/admin/pages");
  await expect(page.getByRole("navigation", { name: "Content language" })).toBeVisible();
  await expect(settings(page)).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("admin-interface-language")).toHaveValue("en");
  await menu.getByRole("link", { name: "Blog categories", exact: true }).click();
  await expect(page).toHaveURL(/\/hr\/admin\/blog-categories$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog categories");
  await expect(page).toHaveTitle("Blog categories");

  // Croatian chosen on an English URL.
  await page.goto("/admin/pages");
  if (javaScriptEnabled) await hydrated(page);
  await expect(menu.getByRole("link", { name: "Pages", exact: true })).toBeVisible();
  await chooseInterfaceLanguage(page, "Hrvatski", javaScriptEnabled);
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(menu.getByRole("link", { name: "Stranice", exact: true })).toHaveAttribute("href", "/admin/pages");
  await expect(page.getByTestId("toast")).toContainText("Vaš jezik sučelja je spremljen.");

  // Forgotten: the URL's language again.
  await chooseInterfaceLanguage(page, "Jezik stranice", javaScriptEnabled);
  await expect(menu.getByRole("link", { name: "Pages", exact: true })).toHaveAttribute("href", "/admin/pages");
  await page.goto("/hr/admin");
  await expect(menu.getByRole("link", { name: "Stranice", exact: true })).toBeVisible();
});

test("edit mode's controls speak the editor's language while the page keeps its own; shoppers see none of it", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const shopper = await browser.newPage();
  await shopper.goto("/hr/");
  const croatianHeading = await shopper.getByRole("heading", { level: 1 }).first().textContent();

  const editor = await newBackofficeUser(page.request, "edit-language");
  await signIn(page, "/hr/adminLogin", editor, "/hr/admin", javaScriptEnabled);
  await chooseInterfaceLanguage(page, "English", javaScriptEnabled);

  await page.goto("/hr/?editPage=true");
  if (javaScriptEnabled) await hydrated(page);
  const toolbar = page.getByTestId("edit-toolbar");
  await expect(toolbar.getByLabel("Page title")).toBeVisible();
  await expect(toolbar.getByRole("button", { name: "Save title" })).toBeVisible();
  await expect(toolbar).not.toContainText("Naslov stranice");
  // The page itself: Croatian.
  await expect(page.locator("html")).toHaveAttribute("lang", "hr");
  await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(croatianHeading!);

  // A shopper's Croatian page after the editor's: Croatian, and no editor's controls.
  await shopper.goto("/hr/");
  await expect(shopper.locator("html")).toHaveAttribute("lang", "hr");
  await expect(shopper.getByTestId("edit-toolbar")).toHaveCount(0);
  await expect(shopper.getByRole("heading", { level: 1 }).first()).toHaveText(croatianHeading!);
  await shopper.close();
});
