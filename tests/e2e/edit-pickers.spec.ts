import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { admin, logInAsAdmin, signIn } from "./support/admin";
import { saveAndWait } from "./support/editor";
import { hydrated, scriptsRun } from "./support/hydration";
import { axe, axeViolations } from "./support/axe";
import { horizontalOverflow } from "./support/site";

/**
 * The product, category and post pickers of edit mode (spec section 2, issue 15 item 1), in both
 * projects, each on a new Croatian page of its own so they never race: a featured products section
 * shows two products picked by searching, in their order, then a category's products; a posts
 * section shows a picked post. With JavaScript the picker is a dialog, checked with axe.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

function logIn(page: Page, javaScriptEnabled: boolean) {
  return signIn(page, "/adminLogin", admin, "/hr/admin/pages", javaScriptEnabled);
}

/** Opens a section's picker (a dialog's button, or a <details> without JavaScript) and searches it. */
async function search(page: Page, opener: string, testId: string, words: string): Promise<Locator> {
  await page.getByRole("button", { name: opener }).or(page.getByLabel(opener)).click();
  const picker = page.getByTestId(testId).filter({ visible: true });
  await picker.getByRole("searchbox", { name: "Pretraži" }).fill(words);
  await picker.getByRole("button", { name: "Traži" }).click();
  const open = page.getByTestId(testId).filter({ visible: true });
  await expect(open.getByTestId("record-choice").first()).toBeVisible();
  return open;
}

const ids = (cards: Locator, attribute: string) =>
  cards.evaluateAll((els, name) => els.map((el) => Number(el.getAttribute(name))), attribute);

test("an editor picks products, then a category, for a featured products section, and posts for a posts section", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const slug = `biranje-${info.project.name}-${Date.now().toString(36)}`;
  await logIn(page, javaScriptEnabled);
  const form = page.getByTestId("new-page-form");
  await form.getByLabel("Naslov").fill("Odabrano za vas");
  await form.getByLabel("Slug").fill(slug);
  await form.getByLabel("Jezik").selectOption("hr");
  await form.getByRole("button", { name: "Izradi stranicu" }).click();
  await expect(page).toHaveURL(`/hr/${slug}?editPage=true`);
  for (const type of ["featuredProducts", "posts"]) {
    await page.getByTestId("edit-toolbar").getByLabel("Dodaj odjeljak").selectOption(type);
    await page.getByTestId("edit-toolbar").getByRole("button", { name: "Dodaj na kraj" }).click();
    await expect(page.locator(`article [data-section-type="${type}"]`)).toHaveCount(1);
  }

  // Two products found by a search, ticked second then first: they show in the order listed.
  let picker = await search(page, "Proizvodi: odjeljak 1. Istaknuti proizvodi", "products-picker", "a");
  const choices = picker.getByTestId("record-choice");
  const listed = await ids(choices, "data-record-id");
  await choices.nth(1).getByRole("checkbox").check();
  await choices.nth(0).getByRole("checkbox").check();
  if (javaScriptEnabled) {
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    expect(await axeViolations(axe(page).include("dialog[open]"))).toEqual([]);
    await page.screenshot({ path: info.outputPath("edit-pickers-dialog.png") });
  }
  await saveAndWait(page, () => picker.getByRole("button", { name: "Prikaži ove proizvode" }).click());

  const shopper = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const shown = shopper.locator('[data-section-type="featuredProducts"] [data-testid="product-card"]');
  await shopper.goto(`/hr/${slug}`);
  expect(await ids(shown, "data-product-id")).toEqual(listed.slice(0, 2));

  // Reopened, the picker lists the chosen ones first, ticked, in their saved order.
  picker = await search(page, "Proizvodi: odjeljak 1. Istaknuti proizvodi", "products-picker", "a");
  expect((await ids(picker.getByTestId("record-choice"), "data-record-id")).slice(0, 2)).toEqual(listed.slice(0, 2));
  await expect(picker.getByRole("checkbox", { checked: true })).toHaveCount(2);
  if (javaScriptEnabled) await page.keyboard.press("Escape");

  // A category instead: the shopper sees that category's products.
  await page.goto(`/hr/${slug}?editPage=true`);
  // The dialogs' buttons work once the page is hydrated (before, they are <details>).
  if (javaScriptEnabled) await hydrated(page);
  picker = await search(page, "Kategorija: odjeljak 1. Istaknuti proizvodi", "categories-picker", "Kupaonica");
  await picker.getByRole("radio", { name: "Kupaonica", exact: true }).check();
  await saveAndWait(page, () => picker.getByRole("button", { name: "Prikaži ovu kategoriju" }).click());
  await shopper.goto("/shop/bathroom");
  const bathroom = await ids(shopper.getByTestId("product-card"), "data-product-id");
  await shopper.goto(`/hr/${slug}`);
  const fromCategory = await ids(shown, "data-product-id");
  expect(fromCategory.length).toBeGreaterThan(0);
  for (const id of fromCategory) expect(bathroom).toContain(id);

  // A post for the posts section.
  picker = await search(page, "Objave: odjeljak 2. Odabrane objave", "posts-picker", "");
  const post = picker.getByTestId("record-choice").first();
  const postTitle = (await post.textContent())!.trim();
  await post.getByRole("checkbox").check();
  await saveAndWait(page, () => picker.getByRole("button", { name: "Prikaži ove objave" }).click());
  await shopper.goto(`/hr/${slug}`);
  const posts = shopper.locator('[data-section-type="posts"] [data-testid="post-card"]');
  await expect(posts).toHaveCount(1);
  await expect(posts).toContainText(postTitle);

  // Phones: nothing wider than the screen, for the shopper and the editor.
  for (const p of [shopper, page]) {
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(p === page ? `/hr/${slug}?editPage=true` : `/hr/${slug}`);
    expect(await horizontalOverflow(p)).toBe(0);
  }
  await shopper.screenshot({ path: info.outputPath("edit-pickers-shopper-390.png"), fullPage: true });
  await shopper.context().close();
});

test("a picker opened before the page's scripts took over stays open once they have", async ({ page }) => {
  test.skip(!scriptsRun(), "without JavaScript the picker stays the <details> it was opened as");
  await logInAsAdmin(page, "/hr/admin/pages", true);
  // The edit controls' code is held back, so the page shows their server-rendered <details> meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/EditControls-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/hr?editPage=true");
  // Not hydrated(): the page's mark waits for its lazy parts, and this one's code is held. React has
  // taken over the rest once it has attached itself to the page's header.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("header")!).some((key) => key.startsWith("__reactFiber")),
  );
  const picker = page.getByTestId("products-picker").filter({ visible: true });
  await page.getByLabel("Proizvodi: odjeljak 2. Istaknuti proizvodi").click();
  await expect(picker.getByRole("searchbox", { name: "Pretraži" })).toBeVisible();

  release();
  await expect(page.locator('dialog[open][data-testid="products-picker"]')).toHaveCount(1);
  await expect(picker.getByRole("searchbox", { name: "Pretraži" })).toBeVisible();
  await expect(page.getByLabel("Proizvodi: odjeljak 2. Istaknuti proizvodi")).toHaveAttribute(
    "aria-haspopup",
    "dialog",
  );
});
