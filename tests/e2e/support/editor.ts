import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { admin } from "./admin";
import { adminToken, API_HEADERS } from "./cart";
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

/** The hero every page of `heroPage` starts with (version 2). */
export const savedHero = { id: "hero-1", type: "hero", props: { title: "Saved heading", subtitle: "Saved subtitle" } };

/**
 * An English page of its own with one hero (`savedHero`), made through the platform's API as the
 * demo admin, so that no other test saves it meanwhile. `update` saves its sections as that admin
 * would from elsewhere (another editor).
 */
export async function heroPage(request: APIRequestContext, title: string, slugPrefix: string) {
  const headers = { ...API_HEADERS, accesstoken: await adminToken(request, "", admin) };
  const created = await request.post("/api/v1/cms/post/create", {
    headers,
    data: { title, slug: `${slugPrefix}-${Date.now().toString(36)}`, languageCode: "en" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, url } = (await created.json()).data as { id: number; url: string };
  const update = (data: Record<string, unknown>) => request.patch(`/api/v1/cms/post/update/${id}`, { headers, data });
  expect((await update({ version: 1, components: [savedHero] })).ok()).toBe(true);
  return { url, update };
}
