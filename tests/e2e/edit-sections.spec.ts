import { expect as baseExpect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { admin, signIn } from "./support/admin";
import { createCroatianPage, saveAndWait } from "./support/editor";
import { axe, axeViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { horizontalOverflow } from "./support/site";

/**
 * Edit mode's "Add a section" offers every kind of section the storefront shows (spec section 2):
 * in both projects, each test on a new Croatian page of its own, an editor adds a newsletter sign-up,
 * a contact form and a questionnaire (choosing its form), and a shopper uses them; an editor adds a
 * picture section, uploads a picture from inside its media picker (a file that is not a picture is
 * refused there first, saying so) and a shopper sees it.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

async function logIn(page: Page, javaScriptEnabled: boolean) {
  await signIn(page, "/adminLogin", admin, "/hr/admin/pages", javaScriptEnabled);
}

/** Adds a section of a type at the end of the page from the toolbar. */
async function addSection(page: Page, type: string): Promise<void> {
  const toolbar = page.getByTestId("edit-toolbar");
  await toolbar.getByLabel("Dodaj odjeljak").selectOption(type);
  await toolbar.getByRole("button", { name: "Dodaj na kraj" }).click();
  await expect(page.locator(`article [data-section-type="${type}"]`)).toHaveCount(1);
}

const unique = (name: string, project: string) => `${name}-${project}-${Date.now().toString(36)}`;

test("an editor adds a newsletter sign-up, a contact form and a questionnaire; a shopper uses them", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const slug = unique("obrasci", info.project.name);
  await logIn(page, javaScriptEnabled);
  const path = await createCroatianPage(page, "Obrasci za kupce", slug);
  for (const type of ["newsletter", "contactForm", "cmsForm"]) await addSection(page, type);

  // The sections come with their Croatian texts, named by their kind in the editor.
  const editing = page.locator("article");
  await expect(editing.getByRole("group", { name: "Odjeljak 1. Prijava na newsletter" })).toBeVisible();
  await expect(editing.getByRole("group", { name: "Odjeljak 2. Kontakt obrazac" })).toBeVisible();
  await expect(editing.getByRole("heading", { name: "Pretplatite se na naš newsletter" })).toBeVisible();
  await expect(editing.getByRole("heading", { name: "Pišite nam" })).toBeVisible();

  // The questionnaire shows a form of the back office, chosen in its form picker.
  if (javaScriptEnabled) await hydrated(page);
  await page
    .getByRole("button", { name: "Obrazac: odjeljak 3. Obrazac" })
    .or(page.getByLabel("Obrazac: odjeljak 3. Obrazac"))
    .click();
  const picker = page.getByTestId("form-picker").filter({ visible: true });
  const visit = picker.getByTestId("form-choice").filter({ hasText: "Rezervirajte posjet izložbenom prostoru" });
  await expect(visit).toHaveCount(1);
  await visit.getByRole("radio").check();
  if (javaScriptEnabled) {
    expect(await axeViolations(axe(page).include("dialog[open]"))).toEqual([]);
    await page.screenshot({ path: info.outputPath("form-picker.png") });
  }
  // A new section shows the back office's first form, which may already be this one (other specs
  // add forms): then the save says nothing changed.
  await saveAndWait(
    page,
    () => picker.getByRole("button", { name: "Prikaži ovaj obrazac" }).click(),
    /Spremljeno|Ništa se nije promijenilo/,
  );

  // A new heading for the sign-up, from its texts form.
  await page.getByLabel("Uredi tekstove: odjeljak 1. Prijava na newsletter").click();
  const texts = page.getByRole("group", { name: "Odjeljak 1. Prijava na newsletter" });
  await texts.getByLabel("Naslov").fill("Novosti iz salona");
  await saveAndWait(page, () => texts.getByRole("button", { name: "Spremi tekstove" }).click());

  const shopper = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await shopper.goto(path);
  await expect(shopper.getByTestId("newsletter").getByRole("heading", { name: "Novosti iz salona" })).toBeVisible();
  await expect(shopper.getByTestId("cms-form")).toContainText("Ime i prezime");
  expect(await horizontalOverflow(shopper)).toBe(0);

  // The sign-up works on the new page: the confirmation link is on its way.
  const email = `${slug}@example.com`;
  const newsletter = shopper.getByTestId("newsletter-form");
  await newsletter.getByLabel("E-mail adresa").fill(email);
  for (const box of await newsletter.getByRole("checkbox").all()) await box.check();
  await newsletter.getByRole("button", { name: "Prijavi se" }).click();
  await expect(shopper.getByRole("status").first()).toContainText("potvrdite prijavu");

  // So does the contact form.
  const contact = shopper.getByTestId("contact-form");
  await contact.getByLabel("Vaše ime").fill("Ana Horvat");
  await contact.getByLabel("E-mail adresa").fill(email);
  await contact.getByLabel("Vaša poruka").fill("Imate li izložbeni primjerak u Splitu?");
  for (const box of await contact.getByRole("checkbox").all()) await box.check();
  await contact.getByRole("button", { name: "Pošalji poruku" }).click();
  await expect(shopper.getByRole("status").first()).toContainText("vaša je poruka poslana");
  await shopper.context().close();
});

/** A small real PNG made with sharp. */
function png(): Promise<Buffer> {
  return sharp({ create: { width: 160, height: 90, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();
}

test("an editor adds a picture section, uploads its picture from the picker, and a shopper sees it", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const slug = unique("slika", info.project.name);
  const title = unique("zalazak", info.project.name);
  await logIn(page, javaScriptEnabled);
  const path = await createCroatianPage(page, "Naša radionica", slug);
  await addSection(page, "image");
  // Until a picture is chosen the editor is told shoppers see nothing there.
  const section = page.locator('article [data-section-type="image"]');
  await expect(section).toContainText("Slika još nije odabrana");

  const opener = "Slika: odjeljak 1. Slika";
  const picker = () => page.getByTestId("media-picker").filter({ visible: true });
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole("button", { name: opener }).or(page.getByLabel(opener)).click();

  // A search that finds nothing says so, and offers no picture to use.
  await picker().getByLabel("Pretraži").fill(`${title}-nema`);
  await picker().getByRole("button", { name: "Traži" }).click();
  await expect(picker()).toContainText("Ništa nije pronađeno.");
  // The answer (a new page without JavaScript) opens at the picker, not at the page's top.
  await expect(picker().getByLabel("Pretraži")).toBeInViewport();
  await expect(picker().getByRole("button", { name: "Upotrijebi ovu sliku" })).toHaveCount(0);

  // A file that is not a picture is refused inside the picker, as the media library refuses it.
  await picker()
    .getByLabel("Slika s vašeg uređaja")
    .setInputFiles({ name: "popis.png", mimeType: "image/png", buffer: Buffer.from("nije slika") });
  await picker().getByRole("button", { name: "Prenesi" }).click();
  await expect(picker().getByTestId("edit-refusal")).toContainText("Nije preneseno: popis.png nije slika");

  // A real picture: back in the picker, listed first and chosen, to be used.
  await picker()
    .getByLabel("Slika s vašeg uređaja")
    .setInputFiles({ name: `${title}.png`, mimeType: "image/png", buffer: await png() });
  await picker().getByRole("button", { name: "Prenesi" }).click();
  // (Its toast, "Slika je prenesena", may have left already on a slow machine: the choice is what counts.)
  const chosen = picker().getByTestId("media-choice").filter({ hasText: title });
  await expect(chosen.getByRole("radio")).toBeChecked({ timeout: 15_000 });
  // Without JavaScript the answer is a new page: it opens at the picker (with it, the dialog stays open).
  if (!javaScriptEnabled) await expect(picker().getByRole("button", { name: "Upotrijebi ovu sliku" })).toBeInViewport();
  if (javaScriptEnabled) {
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    expect(await axeViolations(axe(page).include("dialog[open]"))).toEqual([]);
  }
  await page.screenshot({ path: info.outputPath("picker-upload.png") });
  await saveAndWait(page, () => picker().getByRole("button", { name: "Upotrijebi ovu sliku" }).click());
  await expect(section).not.toContainText("Slika još nije odabrana");

  const shopper = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await shopper.goto(path);
  const picture = shopper.locator('[data-section-type="image"] img');
  await expect(picture).toBeVisible();
  await expect(picture).not.toHaveJSProperty("naturalWidth", 0);
  await shopper.context().close();
});
