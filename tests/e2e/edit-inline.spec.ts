import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { logInAsAdmin } from "./support/admin";
import { heroPage, pickPicture, saveAndWait } from "./support/editor";
import { hydrated } from "./support/hydration";
import { axe, axeViolations } from "./support/axe";
import { horizontalOverflow } from "./support/site";

/**
 * In-place editing (issue 15 item 1), the editor's journey in both projects. With JavaScript the
 * Croatian home page: its hero heading typed in place, its button's link set in the link-options
 * dialog (a javascript: URL refused first), a picture picked from the media library in the media
 * dialog, script in rich text stripped on save, and a second tab's stale save refused; a shopper
 * sees the change, the English home page stays; then everything is put back. Without JavaScript a
 * new Croatian page of its own (the two projects never race for one page): the same through the
 * forms, plus an icon from the icon list, a section hidden on phones and one deleted after its
 * confirmation step.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

function logIn(page: Page, javaScriptEnabled: boolean) {
  return logInAsAdmin(page, "/admin/media", javaScriptEnabled);
}

/** Uploads a small real PNG to the media library (the page the editor is on) under a title. */
async function upload(page: Page, title: string) {
  const buffer = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .png()
    .toBuffer();
  const form = page.getByTestId("media-upload");
  await form.getByLabel("Images").setInputFiles({ name: `${title}.png`, mimeType: "image/png", buffer });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("1 image uploaded.")).toBeVisible();
}

const heroImage = (page: Page) => page.locator('[data-section-type="hero"] picture img').first();
const saved = (page: Page) => expect(page.getByRole("status").first()).toContainText("Spremljeno");

/** Replaces the first rich text's HTML in place (as a paste would) and leaves it: that saves it. */
async function setRichText(page: Page, html: string) {
  await page
    .locator('[data-section-type="richText"] [role="textbox"]')
    .first()
    .evaluate((el, value) => {
      el.innerHTML = value;
      (el as HTMLElement).focus();
    }, html);
  await saveAndWait(page, () => page.locator("body").click({ position: { x: 1, y: 1 } }));
}

test("with JavaScript, an editor edits the Croatian home page in place; a shopper sees it, the English page stays", async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== "js", "the no-js project has its own journey below");
  const title = `naslovna-${Date.now().toString(36)}`;
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto("/");
  const englishTitle = await shopper.getByRole("heading", { level: 1 }).textContent();
  await shopper.goto("/hr/");
  const before = {
    title: (await shopper.getByRole("heading", { level: 1 }).textContent())!,
    image: await heroImage(shopper).getAttribute("src"),
    href: await shopper.locator('[data-section-type="hero"] a').first().getAttribute("href"),
  };

  await logIn(page, true);
  await upload(page, title);
  await page.goto("/hr/?editPage=true");
  await hydrated(page);
  const stale = await page.context().newPage();
  await stale.goto("/hr/?editPage=true");
  await hydrated(stale);

  // The heading, typed where it stands.
  const heading = page.locator('[data-section-type="hero"] h1');
  await expect(heading).toHaveAttribute("contenteditable", "plaintext-only");
  await heading.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Ljetna rasprodaja je stigla");
  await page.keyboard.press("Enter");
  await saved(page);
  await expect(page.locator('[data-section-type="hero"] h1')).toHaveText("Ljetna rasprodaja je stigla");

  // The link options: a script URL is refused in the dialog, a safe one saved.
  await page.getByRole("button", { name: "Postavke poveznice: odjeljak 1. Naslovni banner" }).click();
  const dialog = page.getByRole("dialog", { name: "Poveznice odjeljka 1. Naslovni banner" });
  await dialog.getByLabel("Vrsta poveznice").selectOption("external");
  await dialog.getByLabel("Slug ili URL").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Spremi poveznicu" }).click();
  await expect(dialog.getByTestId("link-problem")).toContainText("mogla bi pokrenuti kod");
  // One starting with // runs nothing: it opens whatever site it names, and is said so.
  await dialog.getByLabel("Slug ili URL").fill("//evil.example");
  await dialog.getByRole("button", { name: "Spremi poveznicu" }).click();
  await expect(dialog.getByTestId("link-problem")).toHaveText(
    "Upišite cijelu adresu, s https:// na početku (putanja ovog weba počinje jednom kosom crtom /).",
  );
  await dialog.getByLabel("Slug ili URL").fill("https://example.com/ljeto");
  await dialog.getByLabel("Rel").selectOption("nofollow");
  await saveAndWait(page, () => dialog.getByRole("button", { name: "Spremi poveznicu" }).click());
  await expect(dialog).toBeHidden();

  // A picture from the media library.
  await pickPicture(page, "1. Naslovni banner", title);

  // Rich text edited in place: a script and a handler pasted into it never reach a page.
  const rich = page.locator('[data-section-type="richText"] [role="textbox"]').first();
  const richBefore = await rich.innerHTML();
  await setRichText(
    page,
    '<p>Ljeto je <strong>stiglo</strong>!</p><script>window.hacked = 1</script><img src="x" alt="" onerror="window.hacked = 2">',
  );
  await expect(page.locator('[data-section-type="richText"]').first()).toContainText("Ljeto je stiglo!");

  // The second tab still shows the page before these saves: its save is refused, with a message.
  const staleHeading = stale.locator('[data-section-type="hero"] h1');
  await staleHeading.click();
  await stale.keyboard.press("ControlOrMeta+A");
  await stale.keyboard.type("Drugi naslov");
  await stale.keyboard.press("Enter");
  await expect(stale.getByRole("alert").first()).toContainText("Netko je drugi promijenio ovu stranicu");
  await expect(stale.locator('[data-section-type="hero"] h1')).toHaveText("Ljetna rasprodaja je stigla");
  await stale.close();

  await shopper.goto("/hr/");
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Ljetna rasprodaja je stigla");
  const button = shopper.locator('[data-section-type="hero"] a').first();
  await expect(button).toHaveAttribute("href", "https://example.com/ljeto");
  await expect(button).toHaveAttribute("rel", /nofollow/);
  expect(await heroImage(shopper).getAttribute("src")).not.toBe(before.image);
  const richHtml = await shopper.locator('[data-section-type="richText"]').first().innerHTML();
  expect(richHtml).toContain("Ljeto je <strong>stiglo</strong>!");
  expect(richHtml).not.toMatch(/hacked|onerror|<script/);
  await expect(shopper.getByTestId("edit-toolbar")).toHaveCount(0);
  await shopper.goto("/");
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(englishTitle!);

  // Edit mode on a phone: no overflow, the controls reachable, axe finds nothing, the dialog fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hr/?editPage=true");
  await hydrated(page);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath("edit-inline-hr-390.png"), fullPage: true });
  await page.getByRole("button", { name: "Postavke poveznice: odjeljak 1. Naslovni banner" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.screenshot({ path: info.outputPath("edit-inline-link-dialog-390.png") });
  expect(await axeViolations(axe(page).include("dialog[open]"))).toEqual([]);

  // Put the home page back as it was.
  const back = page.getByRole("dialog", { name: "Poveznice odjeljka 1. Naslovni banner" });
  await back.getByLabel("Vrsta poveznice").selectOption("page");
  await back.getByLabel("Slug ili URL").fill("isprobajte-besplatno");
  await back.getByLabel("Rel").selectOption("dofollow");
  await saveAndWait(page, () => back.getByRole("button", { name: "Spremi poveznicu" }).click());
  await page.setViewportSize({ width: 1280, height: 900 });
  await pickPicture(page, "1. Naslovni banner", "Hero background");
  await setRichText(page, richBefore);
  await page.locator('[data-section-type="hero"] h1').click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(before.title);
  await saveAndWait(page, () => page.keyboard.press("Enter"));
  await shopper.goto("/hr/");
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(before.title);
  expect(await shopper.locator('[data-section-type="hero"] a').first().getAttribute("href")).toBe(before.href);
  expect(await heroImage(shopper).getAttribute("src")).toBe(before.image);
  await shopper.context().close();
});

test("without JavaScript, an editor builds a Croatian page through the forms; shoppers see it on each screen", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  test.skip(info.project.name !== "no-js", "the js project edits the home page above");
  const slug = `uredivanje-${Date.now().toString(36)}`;
  const title = `slika-${slug}`;
  await logIn(page, javaScriptEnabled);
  await upload(page, title);
  await page.goto("/hr/admin/pages");
  const form = page.getByTestId("new-page-form");
  await form.getByLabel("Naslov").fill("Ljetna ponuda");
  await form.getByLabel("Slug").fill(slug);
  await form.getByLabel("Jezik").selectOption("hr");
  await form.getByRole("button", { name: "Izradi stranicu" }).click();
  await expect(page).toHaveURL(`/hr/${slug}?editPage=true`);
  for (const type of ["hero", "cta", "richText"]) {
    await page.getByTestId("edit-toolbar").getByLabel("Dodaj odjeljak").selectOption(type);
    await page.getByTestId("edit-toolbar").getByRole("button", { name: "Dodaj na kraj" }).click();
    await expect(page.locator(`article [data-section-type="${type}"]`)).toHaveCount(1);
  }

  // The hero's heading through its texts form.
  const hero = page.getByRole("group", { name: "Odjeljak 1. Naslovni banner" });
  await hero.getByLabel("Uredi tekstove: odjeljak 1. Naslovni banner").click();
  await hero.getByLabel("Naslov", { exact: true }).fill("Ljeto u Demo Shopu");
  await hero.getByRole("button", { name: "Spremi tekstove" }).click();
  await saved(page);

  // The call to action's link: a script URL refused by the server with a translated message.
  const ctaForm = () => page.getByRole("group", { name: "Odjeljak 2. Poziv na radnju" });
  await ctaForm().getByLabel("Postavke poveznice: odjeljak 2. Poziv na radnju").click();
  await ctaForm().getByLabel("Vrsta poveznice").selectOption("external");
  await ctaForm().getByLabel("Slug ili URL").fill("javascript:alert(1)");
  await ctaForm().getByLabel("Rel").selectOption("nofollow");
  await ctaForm().getByLabel("Otvara se u").selectOption("_self");
  await ctaForm().getByRole("button", { name: "Spremi poveznicu" }).click();
  await expect(page.getByRole("alert").first()).toContainText("mogla bi pokrenuti kod");
  // The refused form opens again with what was chosen and typed; only the address needs mending.
  await expect(ctaForm().getByLabel("Slug ili URL")).toHaveValue("javascript:alert(1)");
  await expect(ctaForm().getByLabel("Rel")).toHaveValue("nofollow");
  // One starting with // runs nothing: the server, too, names it as an address to write whole.
  await ctaForm().getByLabel("Slug ili URL").fill("//evil.example");
  await ctaForm().getByRole("button", { name: "Spremi poveznicu" }).click();
  await expect(page.getByRole("alert").first()).toContainText("s https:// na početku");
  await ctaForm().getByLabel("Slug ili URL").fill("https://example.com/ponuda");
  await ctaForm().getByRole("button", { name: "Spremi poveznicu" }).click();
  await saved(page);

  // An icon from the icon list for the call to action.
  const ctaGroup = page.getByRole("group", { name: "Odjeljak 2. Poziv na radnju" });
  await ctaGroup.getByLabel("Ikona: odjeljak 2. Poziv na radnju").click();
  await ctaGroup.getByRole("radio", { name: "Košarica" }).check();
  await ctaGroup.getByRole("button", { name: "Spremi ikonu" }).click();
  await saved(page);

  // A picture for the hero from the media library, searched with the form.
  await pickPicture(page, "1. Naslovni banner", title);
  await expect(page).toHaveURL(`/hr/${slug}?editPage=true`);

  // Rich text with a script: stripped when saved.
  const text = page.getByRole("group", { name: "Odjeljak 3. Tekst" });
  await text.getByLabel("Uredi tekstove: odjeljak 3. Tekst").click();
  await text.getByLabel("Tekst (HTML)").fill("<p>Ponuda traje do rujna.</p><script>window.hacked = 1</script>");
  await text.getByRole("button", { name: "Spremi tekstove" }).click();
  await saved(page);

  // The call to action hidden on phones: its editor still sees it, marked.
  const cta = page.getByRole("group", { name: "Odjeljak 2. Poziv na radnju" });
  await cta.getByLabel("Vidljivost: odjeljak 2. Poziv na radnju").click();
  await cta.getByLabel("Sakrij na mobitelima").check();
  await cta.getByRole("button", { name: "Spremi vidljivost" }).click();
  await saved(page);
  await expect(page.getByRole("group", { name: "Odjeljak 2. Poziv na radnju" })).toContainText(
    "Skriveno na mobitelima",
  );

  const shopper = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await shopper.goto(`/hr/${slug}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Ljeto u Demo Shopu");
  await expect(shopper.locator('[data-section-type="hero"] picture img')).toHaveAttribute("src", /\/media\//);
  const button = shopper.locator('[data-section-type="cta"] a');
  await expect(button).toHaveAttribute("href", "https://example.com/ponuda");
  await expect(button).toHaveAttribute("rel", "nofollow");
  await expect(button).toBeVisible();
  await expect(shopper.locator('[data-section-type="cta"] [data-icon="cart"] svg')).toBeVisible();
  await expect(shopper.locator("article")).toContainText("Ponuda traje do rujna.");
  expect(await shopper.locator("article").innerHTML()).not.toContain("hacked");
  await shopper.setViewportSize({ width: 390, height: 844 });
  await expect(shopper.locator('[data-section-type="cta"]')).toBeHidden();
  await shopper.screenshot({ path: info.outputPath("edit-inline-shopper-390.png"), fullPage: true });
  expect((await shopper.goto(`/${slug}`))?.status()).toBe(404);

  // Delete after the confirmation step: the text section goes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/hr/${slug}?editPage=true`);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.getByLabel("Obriši: odjeljak 3. Tekst").click();
  await page.screenshot({ path: info.outputPath("edit-inline-nojs-390.png"), fullPage: true });
  await page.getByRole("group", { name: "Odjeljak 3. Tekst" }).getByRole("button", { name: "Da, obriši" }).click();
  await saved(page);
  await expect(page.locator('article [data-section-type="richText"]')).toHaveCount(0);
  await shopper.context().close();
});

test("a heading emptied is refused with a message and the saved one stays; typed past its limit, it keeps what fits and says so", async ({
  page,
  request,
  javaScriptEnabled,
}, info) => {
  const { url } = await heroPage(request, "Limits", `limits-${info.project.name}`);

  await logInAsAdmin(page, `${url}?editPage=true`, javaScriptEnabled);
  const heading = page.locator('[data-section-type="hero"] h1');
  if (!javaScriptEnabled) {
    // The section's texts form: the browser itself refuses an empty or over-long heading.
    const field = page.locator('[data-section-type="hero"] input[name="prop.title"]');
    await expect(field).toHaveAttribute("maxlength", "200");
    await expect(field).toHaveAttribute("required", "");
    return;
  }
  const typeInPlace = async (text: string) => {
    await heading.click();
    await page.keyboard.press("ControlOrMeta+A");
    if (text) await page.keyboard.insertText(text);
    else await page.keyboard.press("Delete");
    await page.keyboard.press("Enter");
  };
  await typeInPlace("");
  await expect(page.getByRole("alert").first()).toContainText("A heading cannot be empty");
  await expect(heading).toHaveText("Saved heading");
  // As the texts form's field (maxlength): the typing stops at the limit, nothing typed before it is lost.
  await heading.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText("y".repeat(150));
  await page.keyboard.insertText("z".repeat(60));
  await expect(heading).toHaveText("y".repeat(150) + "z".repeat(50));
  await expect(page.getByRole("status").filter({ hasText: "At most 200 characters fit here" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("status").filter({ hasText: "At most 200 characters fit here" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath("heading-cut-390.png") });
  expect(await horizontalOverflow(page)).toBe(0);
  await saveAndWait(page, () => page.keyboard.press("Enter"), "Saved");
  await page.reload();
  await expect(heading).toHaveText("y".repeat(150) + "z".repeat(50));
});

/** A click on a button, as Chromium makes it (the button takes the focus) and as Safari and Firefox on macOS do (it does not: the text loses the focus to nothing, then the button is clicked). */
const clicks = {
  focusing: (button: Locator) => button.click(),
  "leaving the focus": async (button: Locator) => {
    // The press and the blur it causes come in one task, the click in a later one.
    await button.evaluate((element: HTMLButtonElement) => {
      element.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await button.evaluate((element: HTMLButtonElement) => element.click());
  },
};

for (const [kind, click] of Object.entries(clicks)) {
  test(`a heading typed in place, then the texts form's Save (a click ${kind}): one save with what was typed, no conflict`, async ({
    page,
    request,
  }, info) => {
    test.skip(info.project.name !== "js", "typing in place needs JavaScript");
    const { url } = await heroPage(request, "Both ways", `both-ways-${kind.split(" ")[0]}`);

    await logInAsAdmin(page, `${url}?editPage=true`, true);
    await hydrated(page);
    const section = page.locator('[data-section-type="hero"]');
    await page.locator("summary").filter({ hasText: "Edit texts" }).first().click();
    const form = page.locator("form").filter({ has: page.locator('input[name="prop.subtitle"]') });
    await form.locator('input[name="prop.subtitle"]').fill("Typed subtitle");
    await section.locator("h1").click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.insertText("Typed in place");
    const posts: number[] = [];
    page.on("response", (answer) => {
      if (answer.request().method() === "POST") posts.push(answer.status());
    });
    await saveAndWait(page, () => click(form.getByRole("button", { name: "Save texts" })), "Saved");
    await expect(page.getByText("Someone else changed this page")).toHaveCount(0);
    await expect(section.locator("h1")).toHaveText("Typed in place");
    const shopper = await request.get(url);
    const html = await shopper.text();
    expect(html).toContain("Typed in place");
    expect(html).toContain("Typed subtitle");
    // One save of both texts: two would race with one version.
    expect(posts).toHaveLength(1);
  });
}

test("a rich text with a picture, clicked into and left unchanged, saves nothing", async ({ page }, info) => {
  test.skip(info.project.name !== "js", "editing in place is JavaScript's");
  // Found in review: the browser writes the stored `<img … />` back as `<img …>`, so every visit to
  // such a text sent a save and said "Nothing changed: there was nothing to save."
  await logInAsAdmin(page, "/?editPage=true", true);
  await hydrated(page);
  const text = page.locator('[data-section-type="richText"] [role="textbox"]').filter({ has: page.locator("img") });
  await expect(text.first()).toBeVisible();
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await text.first().click();
  await expect(text.first()).toBeFocused();
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await expect(text.first()).not.toBeFocused();
  // A save leaves at once on blur; give a stray one time to show.
  await page.waitForTimeout(1000);
  expect(posts).toEqual([]);
  await expect(page.getByTestId("toast")).toHaveCount(0);
});
