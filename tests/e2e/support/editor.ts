import { expect, type Page } from "@playwright/test";

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
  await picker().getByRole("button", { name: "Upotrijebi ovu sliku" }).click();
  await expect(page.getByRole("status").first()).toContainText("Spremljeno", { timeout: 15_000 });
}
