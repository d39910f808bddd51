import { expect, type Page } from "@playwright/test";
import { routerSettled } from "./hydration";

/**
 * Does what saves in edit mode, then waits for the platform's answer to that save and for its
 * message (`saved`, "Spremljeno" by default). The message alone is not enough: the toast of the
 * previous save may still be showing when the next one starts, and a shopper's page read then would
 * still show the page before the save.
 */
export async function saveAndWait(
  page: Page,
  act: () => Promise<unknown>,
  saved: string | RegExp = "Spremljeno",
): Promise<void> {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await act();
  await answered;
  await expect(page.getByRole("status").first()).toContainText(saved, { timeout: 15_000 });
  // The message shows with the action's answer; the page's reads after it may still be on their way,
  // and a control clicked before they land can be drawn again closed.
  await routerSettled(page);
}

/**
 * Picks a picture by its title in a Croatian edit-mode section's media picker (a dialog with
 * JavaScript, a form without) and waits for the save's message ("Spremljeno", live or as a draft).
 */
export async function pickPicture(page: Page, section: string, title: string): Promise<void> {
  await page
    .getByRole("button", { name: `Slika: odjeljak ${section}` })
    .or(page.getByLabel(`Slika: odjeljak ${section}`))
    .click();
  // Looked up again after each step: without JavaScript each step loads the page anew.
  const picker = () => page.getByTestId("media-picker").filter({ visible: true });
  await picker().getByRole("searchbox", { name: "Pretraži" }).fill(title);
  await picker().getByRole("button", { name: "Traži" }).click();
  const choice = picker().getByTestId("media-choice").filter({ hasText: title });
  await expect(choice).toHaveCount(1, { timeout: 15_000 });
  await choice.getByRole("radio").check();
  await saveAndWait(page, () => picker().getByRole("button", { name: "Upotrijebi ovu sliku" }).click());
}

/**
 * Creates a Croatian page of its own from the back office's Pages screen (signed in already) and
 * lands in its edit mode, so that a test which saves titles never races the specs reading the demo's
 * pages. Returns the page's address.
 */
export async function createCroatianPage(page: Page, title: string, slug: string): Promise<string> {
  await page.goto("/hr/admin/pages");
  const form = page.getByTestId("new-page-form");
  await form.getByLabel("Naslov").fill(title);
  await form.getByLabel("Slug").fill(slug);
  await form.getByLabel("Jezik").selectOption("hr");
  await form.getByRole("button", { name: "Izradi stranicu" }).click();
  // A post, its redirect and the new page's first render: on a busy two-core machine more than the
  // default 5 s of an expectation (seen at a load average of 20), though nothing is wrong.
  await expect(page).toHaveURL(`/hr/${slug}?editPage=true`, { timeout: 15_000 });
  return `/hr/${slug}`;
}
