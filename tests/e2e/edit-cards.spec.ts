import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { admin, signIn } from "./support/admin";
import { createCroatianPage, saveAndWait } from "./support/editor";
import { axe, axeViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { horizontalOverflow } from "./support/site";

/**
 * A card grid's cards are edited in place (decision 0064), in both projects, each test on a new
 * Croatian page of its own: an editor adds a card grid, refuses an empty card title at its field,
 * gives cards titles, texts, a link and an uploaded picture, adds, moves and deletes cards; a
 * shopper sees the result. And a media picker the editor closed stays closed while the page answers
 * other forms (the picker's search was still in the address).
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const unique = (name: string, project: string) => `${name}-${project}-${Date.now().toString(36)}`;

async function logIn(page: Page, javaScriptEnabled: boolean) {
  await signIn(page, "/adminLogin", admin, "/hr/admin/pages", javaScriptEnabled);
}

/** A Croatian page of its own with one card grid, in edit mode. */
async function pageWithCards(page: Page, javaScriptEnabled: boolean, slug: string): Promise<string> {
  await logIn(page, javaScriptEnabled);
  const path = await createCroatianPage(page, "Naše usluge", slug);
  const toolbar = page.getByTestId("edit-toolbar");
  await toolbar.getByLabel("Dodaj odjeljak").selectOption("cardGrid");
  await toolbar.getByRole("button", { name: "Dodaj na kraj" }).click();
  await expect(cardTitles(page)).toHaveText(["Nova kartica"]);
  if (javaScriptEnabled) await hydrated(page);
  return path;
}

const cardTitles = (page: Page) => page.locator('article [data-section-type="cardGrid"] li > article h3');
const cardName = (n: number) => `1. Kartice, kartica ${n}`;
/** The controls of card n (from 1). */
const card = (page: Page, n: number) => page.getByRole("group", { name: `Odjeljak ${cardName(n)}` });

/** A dialog's opener: a button with JavaScript, its <details>' summary without. */
function opener(page: Page, label: string): Locator {
  return page.getByRole("button", { name: label }).or(page.getByLabel(label)).first();
}

/** Fills card n's texts form and saves it. */
async function saveCardTexts(page: Page, n: number, title: string, text: string) {
  const form = card(page, n);
  // Open already after a refused save (or a save with JavaScript, which keeps it as it was).
  if (!(await form.getByLabel("Naslov").isVisible()))
    await page.getByLabel(`Uredi tekstove: odjeljak ${cardName(n)}`).click();
  await form.getByLabel("Naslov").fill(title);
  await form.getByLabel("Tekst", { exact: true }).fill(text);
  await saveAndWait(page, () => form.getByRole("button", { name: "Spremi tekstove" }).click());
}

/** A small real PNG made with sharp. */
function png(): Promise<Buffer> {
  return sharp({ create: { width: 160, height: 90, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

test("an editor edits a card grid's cards in place, and a shopper sees them", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const slug = unique("usluge", info.project.name);
  const path = await pageWithCards(page, javaScriptEnabled, slug);

  // An empty title is refused at its field, in the form's words, and what was typed stays.
  await page.getByLabel(`Uredi tekstove: odjeljak ${cardName(1)}`).click();
  const title = card(page, 1).getByLabel("Naslov");
  await title.evaluate((input) => input.removeAttribute("required"));
  await title.fill("");
  await card(page, 1).getByLabel("Tekst", { exact: true }).fill("Dolazimo na vašu adresu.");
  await card(page, 1).getByRole("button", { name: "Spremi tekstove" }).click();
  const refused = card(page, 1).getByLabel("Naslov");
  await expect(refused).toHaveAttribute("aria-invalid", "true");
  await expect(refused).toHaveAccessibleDescription("Ovo polje je obavezno");
  await expect(card(page, 1).getByLabel("Tekst", { exact: true })).toHaveValue("Dolazimo na vašu adresu.");
  await expect(cardTitles(page)).toHaveText(["Nova kartica"]);

  await saveCardTexts(page, 1, "Montaža", "Dolazimo na vašu adresu.");
  // A second and a third card, at the end.
  for (const expected of [2, 3]) {
    // With JavaScript the last save's message gone first, so that the next one is this save's own
    // (without it each save loads a page of its own).
    if (javaScriptEnabled)
      await expect(page.getByRole("status").filter({ hasText: "Spremljeno" })).toHaveCount(0, { timeout: 20_000 });
    await saveAndWait(page, () => page.getByRole("button", { name: "Dodaj karticu: odjeljak 1. Kartice" }).click());
    await expect(cardTitles(page)).toHaveCount(expected);
  }
  await saveCardTexts(page, 2, "Dostava", "Besplatno iznad 50 €.");
  await expect(cardTitles(page)).toHaveText(["Montaža", "Dostava", "Nova kartica"]);

  // Card 2 links to a page, with the link options' rules (an unsafe address is refused first).
  await opener(page, `Postavke poveznice: odjeljak ${cardName(2)}`).click();
  const link = () => card(page, 2).getByTestId("link-dialog");
  await link().getByLabel("Vrsta poveznice").selectOption("external");
  await link().getByLabel("Slug ili URL").fill("javascript:alert(1)");
  await link().getByRole("button", { name: "Spremi poveznicu" }).click();
  await expect(link().getByRole("alert")).toContainText("javascript:");
  await link().getByLabel("Vrsta poveznice").selectOption("page");
  await link().getByLabel("Slug ili URL").fill("o-nama");
  await saveAndWait(page, () => link().getByRole("button", { name: "Spremi poveznicu" }).click());

  // Card 1's picture, uploaded from inside its media picker.
  const picture = unique("montaza", info.project.name);
  await opener(page, `Slika: odjeljak ${cardName(1)}`).click();
  const picker = () => card(page, 1).getByTestId("media-picker");
  await picker()
    .getByLabel("Slika s vašeg uređaja")
    .setInputFiles({ name: `${picture}.png`, mimeType: "image/png", buffer: await png() });
  await picker().getByRole("button", { name: "Prenesi" }).click();
  const chosen = picker().getByTestId("media-choice").filter({ hasText: picture });
  await expect(chosen.getByRole("radio")).toBeChecked();
  if (javaScriptEnabled) {
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    expect(await axeViolations(axe(page).include("dialog[open]"))).toEqual([]);
  }
  await saveAndWait(page, () => picker().getByRole("button", { name: "Upotrijebi ovu sliku" }).click());
  await expect(page.locator('article [data-section-type="cardGrid"] li').first().locator("article img")).toBeVisible();

  // Moved: Dostava first. Deleted, after its question: the third card.
  await saveAndWait(page, () => page.getByRole("button", { name: `Pomakni gore: odjeljak ${cardName(2)}` }).click());
  await expect(cardTitles(page)).toHaveText(["Dostava", "Montaža", "Nova kartica"]);
  await opener(page, `Obriši: odjeljak ${cardName(3)}`).click();
  const confirm = card(page, 3).getByTestId("confirm-dialog");
  await expect(confirm).toContainText(`Obrisati ${cardName(3)}?`);
  await saveAndWait(page, () => confirm.getByRole("button", { name: "Da, obriši" }).click());
  await expect(cardTitles(page)).toHaveText(["Dostava", "Montaža"]);
  // Found in review: the keyboard's focus fell to the page's start; it goes to the card now last.
  if (javaScriptEnabled)
    await expect(page.locator('[data-section-type="cardGrid"] li').nth(1).locator(":focus")).toHaveCount(1);

  // The controls at a phone's width and a desktop's: nothing sticks out sideways.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await horizontalOverflow(page)).toBe(0);
    await page
      .locator('article [data-section-type="cardGrid"]')
      .screenshot({ path: info.outputPath(`cards-${width}.png`) });
  }
  if (javaScriptEnabled) expect(await axeViolations(axe(page).include("article"))).toEqual([]);

  const shopper = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await shopper.goto(path);
  const grid = shopper.locator('[data-section-type="cardGrid"]');
  await expect(grid.locator("h3")).toHaveText(["Dostava", "Montaža"]);
  await expect(grid.getByRole("link", { name: "Dostava" })).toHaveAttribute("href", "/hr/o-nama");
  await expect(grid.getByText("Besplatno iznad 50 €.")).toBeVisible();
  await expect(grid.locator("li").nth(1).locator("img")).not.toHaveJSProperty("naturalWidth", 0);
  await expect(grid.getByTestId("item-controls")).toHaveCount(0);
  await shopper.context().close();
});

test("the last card is kept, saying why: the section's own Delete removes the grid", async ({
  page,
  javaScriptEnabled,
}, info) => {
  await pageWithCards(page, javaScriptEnabled, unique("jedna-kartica", info.project.name));
  await opener(page, `Obriši: odjeljak ${cardName(1)}`).click();
  const confirm = page.getByTestId("confirm-dialog").filter({ visible: true });
  await confirm.getByRole("button", { name: "Da, obriši" }).click();
  await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toContainText(
    "Mreža kartica mora imati barem jednu karticu",
  );
  await expect(cardTitles(page)).toHaveText(["Nova kartica"]);
});

test("a card in edit mode takes its own height: nothing of it lies over the controls under it", async ({
  page,
  javaScriptEnabled,
}, info) => {
  test.skip(!javaScriptEnabled, "the layout is CSS: one project is enough");
  await pageWithCards(page, javaScriptEnabled, unique("visina-kartice", info.project.name));
  const toolbar = page.getByTestId("edit-toolbar");
  await toolbar.getByLabel("Dodaj odjeljak").selectOption("richText");
  await toolbar.getByRole("button", { name: "Dodaj na kraj" }).click();
  const below = page.getByRole("group", { name: /^Odjeljak 2\./ });
  await expect(below).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const item = page.locator('[data-section-type="cardGrid"] li').first();
    const [itemBox, cardBox] = [await item.boundingBox(), await item.locator("> article").boundingBox()];
    expect(cardBox!.y + cardBox!.height, `${width} px: the card ends inside its item`).toBeLessThanOrEqual(
      itemBox!.y + itemBox!.height + 1,
    );
    // What a click on each control of the section below reaches is that control.
    for (const control of await below.getByRole("button").filter({ visible: true }).all()) {
      await control.scrollIntoViewIfNeeded();
      const reached = await control.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && (button === hit || button.contains(hit));
      });
      expect(reached, `${width} px: ${await control.textContent()}`).toBe(true);
    }
  }
});

test("a media picker the editor closed stays closed while the page answers another form", async ({
  page,
  javaScriptEnabled,
}, info) => {
  test.skip(!javaScriptEnabled, "the dialog is JavaScript's; without it the picker is a <details>");
  await pageWithCards(page, javaScriptEnabled, unique("zatvoreno", info.project.name));
  // The picker's search puts it in the address; a refused upload answers at that address.
  await page.getByRole("button", { name: `Slika: odjeljak ${cardName(1)}` }).click();
  const picker = page.locator("dialog[open]");
  await picker.getByRole("button", { name: "Traži" }).click();
  await expect(page).toHaveURL(/pick=media/);
  await expect(picker.getByTestId("media-choice").first()).toBeVisible();
  await picker
    .getByLabel("Slika s vašeg uređaja")
    .setInputFiles({ name: "popis.png", mimeType: "image/png", buffer: Buffer.from("nije slika") });
  await picker.getByRole("button", { name: "Prenesi" }).click();
  await expect(picker.getByTestId("edit-refusal")).toContainText("Nije preneseno");
  await picker.getByRole("button", { name: "Zatvori" }).click();
  await expect(page.locator("dialog[open]")).toHaveCount(0);

  // Another form's refused save: the page draws again, and the closed picker stays closed.
  await page.getByLabel(`Uredi tekstove: odjeljak ${cardName(1)}`).click();
  const title = card(page, 1).getByLabel("Naslov");
  await title.evaluate((input) => input.removeAttribute("required"));
  await title.fill("");
  await card(page, 1).getByRole("button", { name: "Spremi tekstove" }).click();
  await expect(card(page, 1).getByLabel("Naslov")).toHaveAttribute("aria-invalid", "true");
  await page.waitForTimeout(500);
  await expect(page.locator("dialog[open]")).toHaveCount(0);
});

test("a card is moved to a position in one step, from the keyboard, the up and down buttons staying", async ({
  page,
  javaScriptEnabled,
}, info) => {
  await pageWithCards(page, javaScriptEnabled, unique("mjesto", info.project.name));
  for (const expected of [2, 3, 4]) {
    if (javaScriptEnabled)
      await expect(page.getByRole("status").filter({ hasText: "Spremljeno" })).toHaveCount(0, { timeout: 20_000 });
    await saveAndWait(page, () => page.getByRole("button", { name: "Dodaj karticu: odjeljak 1. Kartice" }).click());
    await expect(cardTitles(page)).toHaveCount(expected);
  }
  await saveCardTexts(page, 4, "Zadnja", "Četvrta kartica.");
  await expect(cardTitles(page)).toHaveText(["Nova kartica", "Nova kartica", "Nova kartica", "Zadnja"]);

  // Card 4 to position 1: the select names the card it moves and offers every position.
  const position = page.getByRole("combobox", { name: `Pomakni na mjesto: odjeljak ${cardName(4)}` });
  await expect(position.locator("option")).toHaveText(["1", "2", "3", "4 (sada)"]);
  await expect(position).toHaveValue("4");
  await position.focus();
  await position.selectOption("1");
  await page.keyboard.press("Tab");
  const move = page.getByRole("button", { name: `Pomakni na odabrano mjesto: odjeljak ${cardName(4)}` });
  await expect(move).toBeFocused();
  await saveAndWait(page, () => page.keyboard.press("Enter"));
  await expect(cardTitles(page)).toHaveText(["Zadnja", "Nova kartica", "Nova kartica", "Nova kartica"]);
  await expect(card(page, 1).getByRole("button", { name: `Pomakni dolje: odjeljak ${cardName(1)}` })).toBeVisible();
  await expect(card(page, 2).getByRole("button", { name: `Pomakni gore: odjeljak ${cardName(2)}` })).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await horizontalOverflow(page)).toBe(0);
    // Each card's move form stays within its controls (four narrow columns on a desktop).
    for (const n of [1, 4]) {
      const group = await card(page, n).boundingBox();
      const button = await card(page, n)
        .getByRole("button", { name: /^Pomakni na odabrano mjesto/ })
        .boundingBox();
      expect(button!.x + button!.width, `card ${n} at ${width} px`).toBeLessThanOrEqual(group!.x + group!.width);
    }
    await page
      .locator('article [data-section-type="cardGrid"]')
      .screenshot({ path: info.outputPath(`move-${width}.png`) });
  }
  if (javaScriptEnabled) expect(await axeViolations(axe(page).include("article"))).toEqual([]);
});
