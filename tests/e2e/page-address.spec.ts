import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { createCroatianPage, saveAndWait } from "./support/editor";
import { hydrated, routerSettled } from "./support/hydration";

/**
 * A page's address changed from its settings in edit mode (decision 0065), in both projects, on a
 * Croatian page of each test's own: a slug the rules refuse answers at the form, which keeps what
 * was typed; a new one moves the page, the editor lands on its new address still in edit mode, and
 * a shopper who follows the old address is redirected permanently to the new one.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

/** Opens the page settings (a <details> without JavaScript): its address form. */
async function openAddress(page: Page) {
  const name = "Postavke stranice";
  await page.getByRole("button", { name }).or(page.getByLabel(name)).click();
  return page.getByTestId("page-address").filter({ visible: true });
}

test("an editor changes a page's address; the old one redirects to it", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const stamp = `${info.project.name}-${Date.now().toString(36)}`;
  const slug = `stara-adresa-${stamp}`;
  await logInAsAdmin(page, "/hr/admin/pages", javaScriptEnabled);
  const oldPath = await createCroatianPage(page, `Adresa (${info.project.name})`, slug);
  if (javaScriptEnabled) await hydrated(page);

  // Too short: the platform's rule answers at the form, with what was typed (the browser's own
  // check normally stops it first).
  let form = await openAddress(page);
  const field = form.getByLabel("Adresa ove stranice");
  await expect(field).toHaveValue(slug);
  await field.evaluate((input) => {
    input.removeAttribute("minlength");
    input.removeAttribute("required");
  });
  await field.fill("abc");
  await form.getByRole("button", { name: "Promijeni adresu" }).click();
  form = page.getByTestId("page-address").filter({ visible: true });
  await expect(form.getByTestId("edit-refusal")).toHaveText("Slug je prekratak! (najmanje 4 znaka)");
  await expect(form.getByLabel("Adresa ove stranice")).toHaveValue("abc");
  await expect(page).toHaveURL(`${oldPath}?editPage=true`);

  // Another page's address in the language is refused too.
  await form.getByLabel("Adresa ove stranice").fill("politika-privatnosti");
  await form.getByRole("button", { name: "Promijeni adresu" }).click();
  form = page.getByTestId("page-address").filter({ visible: true });
  await expect(form.getByTestId("edit-refusal")).toContainText("Ovu adresu već ima druga stranica na ovom jeziku");

  // A good one: the redirect is ticked by default; the editor lands on the new address, editing.
  const next = `nova-adresa-${stamp}`;
  await form.getByLabel("Adresa ove stranice").fill(next);
  await expect(form.getByLabel("Preusmjeri staru adresu na novu")).toBeChecked();
  await saveAndWait(
    page,
    () => form.getByRole("button", { name: "Promijeni adresu" }).click(),
    "Adresa je promijenjena.",
  );
  await expect(page).toHaveURL(`/hr/${next}?editPage=true`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Adresa (${info.project.name})`);
  form = await openAddress(page);
  await expect(form.getByLabel("Adresa ove stranice")).toHaveValue(next);

  // A shopper following the old address arrives at the new one.
  const shopper = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const answer = await shopper.goto(oldPath);
  expect(answer?.request().redirectedFrom()?.url()).toContain(oldPath);
  await expect(shopper).toHaveURL(`/hr/${next}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toContainText(`Adresa (${info.project.name})`);
  await shopper.context().close();
});

test("what an editor types the moment a refused address answers is what the form keeps", async ({
  page,
  javaScriptEnabled,
}, info) => {
  test.skip(
    !javaScriptEnabled,
    "without JavaScript the refusal is a new page: nothing is drawn again under the editor",
  );
  const stamp = `${info.project.name}-${Date.now().toString(36)}`;
  await logInAsAdmin(page, "/hr/admin/pages", javaScriptEnabled);
  await createCroatianPage(page, `Odbijena adresa ${stamp}`, `odbijena-${stamp}`);
  await hydrated(page);
  const form = await openAddress(page);
  await form.getByLabel("Adresa ove stranice").fill("politika-privatnosti");
  // The editor types into the form as soon as it answers (its first field there, a new one). A
  // form drawn again after that would throw the typing away and post the refused address again.
  const typed = `nova-${stamp}`;
  await page.evaluate((text) => {
    const before = document.querySelector("#page-settings-slug");
    const observer = new MutationObserver(() => {
      const field = document.querySelector<HTMLInputElement>("#page-settings-slug");
      if (!field || field === before) return;
      observer.disconnect();
      field.value = text;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, typed);
  await form.getByRole("button", { name: "Promijeni adresu" }).click();
  const answered = page.getByTestId("page-address").filter({ visible: true });
  await expect(answered.getByTestId("edit-refusal")).toContainText("Ovu adresu već ima druga stranica");
  await routerSettled(page);
  await expect(answered.getByLabel("Adresa ove stranice")).toHaveValue(typed);
});

test("an unpublished page's address changes without a redirect: visitors find neither address", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const stamp = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Neobjavljena adresa ${stamp}`;
  await logInAsAdmin(page, "/hr/admin/pages", javaScriptEnabled);
  const oldPath = await createCroatianPage(page, title, `skrivena-${stamp}`);

  await page.goto("/hr/admin/pages");
  if (javaScriptEnabled) await hydrated(page);
  const row = page.getByTestId("admin-page").filter({ hasText: title });
  await row.getByLabel(`Povuci objavu: ${title}`).click();
  await row.getByTestId("page-unpublish").getByRole("button", { name: "Da, povuci objavu" }).click();
  await expect(page.getByTestId("admin-page").filter({ hasText: title })).toHaveAttribute("data-status", "draft");

  await page.goto(`${oldPath}?editPage=true`);
  if (javaScriptEnabled) await hydrated(page);
  const form = await openAddress(page);
  await expect(form.getByLabel("Preusmjeri staru adresu na novu")).toHaveCount(0);
  await expect(form).toContainText("Ova stranica nije objavljena: adresa se mijenja bez preusmjeravanja");
  const next = `skrivena-nova-${stamp}`;
  await form.getByLabel("Adresa ove stranice").fill(next);
  await saveAndWait(
    page,
    () => form.getByRole("button", { name: "Promijeni adresu" }).click(),
    "Adresa je promijenjena.",
  );
  await expect(page).toHaveURL(`/hr/${next}?editPage=true`);

  const shopper = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  expect((await shopper.goto(oldPath))?.status()).toBe(404);
  await expect(shopper).toHaveURL(oldPath);
  expect((await shopper.goto(`/hr/${next}`))?.status()).toBe(404);
  await shopper.context().close();
});
