import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { submitWith } from "./support/cart";
import { saveAndWait } from "./support/editor";
import { hydrated } from "./support/hydration";
import { axeViolations } from "./support/axe";
import { horizontalOverflow } from "./support/site";

/**
 * Editing the site-wide parts in the back office (issue 15 items 1 and 2), in both projects: an
 * editor adds a link to the Croatian main navigation at /hr/admin/navigation (publishing it when
 * the site requires publishing), a shopper sees it on /hr while the English navigation is
 * unchanged; the editor changes the footer's copyright text at /admin/templates/footer-section. Each test puts the site back as it found it, for the other
 * specs. playwright.config.ts starts the server with DEMO_ADMIN_PASSWORD=admin-password-1.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** Publishes the page's draft when there is one (the site requires publishing). */
async function publishIfRequired(page: Page, testId: string) {
  const publish = page.getByTestId(testId);
  if (await publish.count()) {
    await publish.click();
    await expect(page.getByTestId(testId)).toHaveCount(0);
  }
}

test("an editor adds a link to the Croatian main navigation; shoppers see it on /hr only", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const name = `Akcija ${info.project.name} ${Date.now().toString(36)}`;
  await logInAsAdmin(page, "/hr/admin", javaScriptEnabled);
  await page.getByTestId("admin-menu").getByRole("link", { name: "Navigacija" }).click();
  await expect(page).toHaveURL(/\/hr\/admin\/navigation$/);
  if (javaScriptEnabled) await hydrated(page);

  const add = page.getByTestId("navigation-add");
  await add.getByLabel("Naziv").fill(name);
  await add.getByLabel("Vrsta poveznice").selectOption("shop");
  await add.getByRole("button", { name: "Dodaj poveznicu" }).click();
  await expect(page.getByRole("status").first()).toContainText("Spremljeno");
  // The row of the link itself (every edit form's parent list names the top-level links too).
  const row = page
    .getByTestId("navigation-link")
    .filter({ has: page.getByTestId("navigation-link-name").getByText(name, { exact: true }) });
  await expect(row).toHaveCount(1);
  await publishIfRequired(page, "navigation-publish");

  const shopper = await browser.newPage({ javaScriptEnabled });
  await shopper.goto("/hr/");
  await expect(shopper.locator("header").getByRole("link", { name, exact: true }).first()).toBeAttached();
  await expect(shopper.locator("header").getByRole("link", { name, exact: true }).first()).toHaveAttribute(
    "href",
    "/hr/shop",
  );
  await shopper.goto("/");
  await expect(shopper.locator("header")).toBeVisible();
  await expect(shopper.locator("header").getByRole("link", { name })).toHaveCount(0);

  // Put the site back: delete the link.
  await row.getByLabel(`Obriši ${name}`, { exact: true }).click();
  const confirm = row.getByTestId("navigation-delete");
  await expect(confirm.getByRole("heading", { name: `Obrisati poveznicu „${name}”?` })).toBeVisible();
  await submitWith(page, javaScriptEnabled, confirm.getByRole("button", { name: "Da, obriši" }));
  await expect(row).toHaveCount(0);
  await publishIfRequired(page, "navigation-publish");
  await shopper.goto("/hr/");
  await expect(shopper.locator("header").getByRole("link", { name })).toHaveCount(0);
  await shopper.close();
});

/** Each project edits the copyright of its own language (projects run at once against one server). */
const copyrightCase = {
  js: { base: "/hr", other: "/", footer: "Podnožje", label: "Tekst o autorskim pravima", saved: "Spremljeno" },
  "no-js": { base: "", other: "/hr/", footer: "Footer", label: "Copyright text", saved: "Saved" },
} as const;

test("a link that cannot work is refused with its reason, in a footer column and a template, nothing saved", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const name = `Broken ${info.project.name} ${Date.now().toString(36)}`;
  await logInAsAdmin(page, "/admin/navigation?tree=footer3", javaScriptEnabled);
  const add = page.getByTestId("navigation-add");
  for (const [type, value, reason] of [
    ["page", "https://example.org/sale", "A slug has only lower-case letters"],
    ["external", "javascript:alert(1)", "This address could run code when clicked"],
    ["external", "not a url", "Enter a whole address, without spaces"],
    // Found in review: an address starting with // was said to run code; it opens whatever site it names.
    ["external", "//evil.example", "Write the whole address, starting with https://"],
    // Found in review: a slug nothing has was saved, and the menu led shoppers to a 404.
    ["page", "no-such-page", "Nothing of the chosen link type has this slug in this language"],
    ["product", "no-such-product", "Nothing of the chosen link type has this slug in this language"],
    ["shop", "no-such-category", "Nothing of the chosen link type has this slug in this language"],
  ]) {
    await add.getByLabel("Label").fill(name);
    await add.getByLabel("Link type").selectOption(type!);
    await add.getByLabel("Slug or URL").fill(value!);
    await add.getByRole("button", { name: "Add link" }).click();
    // Said under the target's field, which gets the cursor, with JavaScript and without.
    await expect(add.getByTestId("form-error")).toHaveText("The link was not saved: check the marked field.");
    await expect(add.getByLabel("Slug or URL")).toHaveAccessibleDescription(new RegExp(`^${reason!}`));
    await expect(add.getByLabel("Slug or URL")).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByLabel("Slug or URL")).toBeFocused();
    // What was typed comes back in the form, JavaScript or not.
    await expect(add.getByLabel("Label")).toHaveValue(name);
    await expect(add.getByLabel("Link type")).toHaveValue(type!);
    await expect(add.getByLabel("Slug or URL")).toHaveValue(value!);
  }
  await expect(page.getByTestId("navigation-link-name").getByText(name)).toHaveCount(0);

  await page.goto("/admin/templates/header-section");
  await page.getByLabel("Button link: link type").selectOption("external");
  await page.getByLabel("Button link: Slug or URL").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  // A template has several links: the reason is said under the one refused, which gets the cursor.
  const refused = page.getByLabel("Button link: Slug or URL");
  await expect(page.getByTestId("template-form").getByTestId("form-error")).toHaveText(
    "The template was not saved: check the marked field.",
  );
  await expect(refused).toHaveAccessibleDescription(/^This address could run code when clicked/);
  await expect(refused).toHaveAttribute("aria-invalid", "true");
  await expect(refused).toHaveValue("javascript:alert(1)");
  await expect(refused).toBeFocused();
  // A page the template's language does not have: the platform refuses it, said under the same field.
  await page.getByLabel("Button link: link type").selectOption("page");
  await refused.fill("o-nama");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(refused).toHaveAccessibleDescription(/^Nothing of the chosen link type has this slug in this language/);
  await expect(refused).toHaveAttribute("aria-invalid", "true");
  await expect(refused).toHaveValue("o-nama");
  await expect(page.getByLabel("Button link: link type")).toHaveValue("page");
  await page.goto("/");
  await expect(page.getByTestId("vodime")).toHaveAttribute("href", "/shop");
});

test("a label of only spaces is refused under the Label field, which gets the cursor", async ({
  page,
  javaScriptEnabled,
}) => {
  // Found in review: the platform's refusal was said above the form, generically, the field unmarked.
  await logInAsAdmin(page, "/admin/navigation?tree=footer3", javaScriptEnabled);
  const add = page.getByTestId("navigation-add");
  const label = add.getByLabel("Label");
  await label.fill("   ");
  await add.getByLabel("Link type").selectOption("shop");
  await add.getByRole("button", { name: "Add link" }).click();
  await expect(add.getByTestId("form-error")).toHaveText("The link was not saved: check the marked field.");
  await expect(label).toHaveAccessibleDescription("This field is required");
  await expect(label).toHaveAttribute("aria-invalid", "true");
  await expect(label).toBeFocused();
  await expect(add.getByLabel("Link type")).toHaveValue("shop");
});

/** Each project deletes in its own language (projects run at once against one server). */
const deleteCase = {
  js: {
    base: "/hr",
    label: "Naziv",
    type: "Vrsta poveznice",
    under: "Ispod",
    add: "Dodaj poveznicu",
    deleteOne: "Obriši",
    question: (name: string) => `Obrisati poveznicu „${name}” i 3 poveznice ispod nje?`,
    yes: "Da, obriši",
    deleted: "Obrisano. Možete to poništiti vraćanjem prethodne verzije u Povijesti ispod.",
    removedInHistory: (name: string) => `Obrisana poveznica „${name}” i 3 poveznice ispod nje`,
    addedInHistory: (name: string) => `Dodana poveznica „${name}”`,
  },
  "no-js": {
    base: "",
    label: "Label",
    type: "Link type",
    under: "Under",
    add: "Add link",
    deleteOne: "Delete",
    question: (name: string) => `Delete the link “${name}” and its 3 sub-links?`,
    yes: "Yes, delete it",
    deleted: "Deleted. To bring it back, restore the previous version in History below.",
    removedInHistory: (name: string) => `Removed “${name}” and its 3 sub-links`,
    addedInHistory: (name: string) => `Added “${name}”`,
  },
} as const;

test("deleting a link asks first, naming the sub-links that go with it", async ({ page, javaScriptEnabled }, info) => {
  // Found in review: Delete took a link and everything under it at once, with no second step.
  const c = deleteCase[info.project.name as keyof typeof deleteCase];
  const tag = `${info.project.name} ${Date.now().toString(36)}`;
  const parent = `Company ${tag}`;
  const all = [parent, `Team ${tag}`, `Jobs ${tag}`, `Press ${tag}`];
  const named = (name: string) => page.getByTestId("navigation-link-name").getByText(name, { exact: true });
  await logInAsAdmin(page, `${c.base}/admin/navigation`, javaScriptEnabled);
  const add = page.getByTestId("navigation-add");
  for (const name of all) {
    await add.getByLabel(c.label).fill(name);
    await add.getByLabel(c.type).selectOption("shop");
    if (name !== parent) await add.getByLabel(c.under).selectOption({ label: parent });
    await add.getByRole("button", { name: c.add }).click();
    await expect(named(name)).toHaveCount(1);
  }

  await page.getByLabel(`${c.deleteOne} ${parent}`, { exact: true }).click();
  const confirm = page
    .getByTestId("navigation-delete")
    .filter({ has: page.getByRole("heading", { name: c.question(parent) }) });
  await expect(confirm).toBeVisible();
  for (const name of all) await expect(named(name)).toHaveCount(1);
  await submitWith(page, javaScriptEnabled, confirm.getByRole("button", { name: c.yes }));
  await expect(page.getByTestId("toast")).toContainText(c.deleted);
  for (const name of all) await expect(named(name)).toHaveCount(0);
  // Found in review: the history said only "Saved" for each change. It says what each one did.
  const revisions = page.getByTestId("history-revision");
  await expect(revisions.first()).toContainText(c.removedInHistory(parent));
  await expect(revisions.filter({ hasText: c.addedInHistory(`${parent} › Team ${tag}`) })).toHaveCount(1);
  await publishIfRequired(page, "navigation-publish");
});

test("on a phone, a refused link whose field ends below the screen comes up with its reason", async ({
  page,
  javaScriptEnabled,
}, info) => {
  // Found in review: the cursor went to the field, which the browser scrolled only as far as the
  // field itself, so its reason stayed under the screen's bottom edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page, "/admin/navigation?tree=footer3", javaScriptEnabled);
  const add = page.getByTestId("navigation-add");
  const label = add.getByLabel("Label");
  const target = add.getByLabel("Slug or URL");
  await label.fill(`Broken ${info.project.name} ${Date.now().toString(36)}`);
  await target.fill("https://example.org/sale");
  await label.press("Enter");
  await expect(target).toBeFocused();
  // A screen ending 12 px inside the field, on the page as refused; then the same refusal again.
  const { bottom } = await target.evaluate((el) => ({ bottom: el.getBoundingClientRect().bottom + scrollY }));
  await page.setViewportSize({ width: 390, height: Math.round(bottom - 12) });
  await page.evaluate(() => window.scrollTo(0, 0));
  await label.press("Enter");
  await expect(target).toBeFocused();
  await expect(add.locator(`#${await target.getAttribute("id")}-error`)).toBeInViewport({ ratio: 1 });
});

/** Each project refuses the cookie banner of its own language (projects run at once against one server). */
const conflictCase = {
  js: {
    base: "/hr",
    save: "Spremi",
    saved: "Spremljeno",
    accept: "Natpis gumba za prihvaćanje",
    refused:
      "Netko drugi je ovo promijenio otkako ste otvorili. Ono što ste upisali ostalo je u obrascu: usporedite to s njegovom verzijom u povijesti pa spremite ponovno.",
  },
  "no-js": {
    base: "",
    save: "Save",
    saved: "Saved",
    accept: "Accept button label",
    refused:
      "Someone else changed this since you opened it. What you typed is still in the form: compare it with their version in the history, then save again.",
  },
} as const;

test("a template saved meanwhile in another tab is refused in the admin's language, what was typed kept", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const c = conflictCase[info.project.name as keyof typeof conflictCase];
  const typed = `Accept ${info.project.name} ${Date.now().toString(36)}`;
  const path = `${c.base}/admin/templates/cookie-section`;
  await logInAsAdmin(page, path, javaScriptEnabled);
  const other = await page.context().newPage();
  await other.goto(path);
  if (javaScriptEnabled) await Promise.all([hydrated(page), hydrated(other)]);
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: c.save, exact: true }).first().click();
  expect((await saved).status()).toBeLessThan(400);
  const accept = other.getByLabel(c.accept);
  const original = await accept.inputValue();
  await accept.fill(typed);
  await other.getByRole("button", { name: c.save, exact: true }).first().click();
  await expect(other.getByRole("alert").first()).toHaveText(c.refused);
  await expect(accept).toHaveValue(typed);
  // Saved again, it is the editor's: the form now carries the version the refusal showed.
  await other.getByRole("button", { name: c.save, exact: true }).first().click();
  await expect(other.getByRole("status").first()).toContainText(c.saved);
  await page.reload();
  await expect(page.getByLabel(c.accept)).toHaveValue(typed);
  // Put the site back for the other specs.
  await page.getByLabel(c.accept).fill(original);
  await page.getByRole("button", { name: c.save, exact: true }).first().click();
  await expect(page.getByRole("status").first()).toContainText(c.saved);
  await expect(page.getByLabel(c.accept)).toHaveValue(original);
});

test("a footer refused because it changed meanwhile keeps its copyright text as it was", async ({
  page,
  javaScriptEnabled,
}, info) => {
  test.skip(javaScriptEnabled, "the order of the action's saves is the point: one project is enough");
  const text = `© ${info.project.name} ${Date.now().toString(36)}`;
  await logInAsAdmin(page, "/admin/templates/footer-section", javaScriptEnabled);
  const other = await page.context().newPage();
  await other.goto("/admin/templates/footer-section");
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  expect((await saved).status()).toBeLessThan(400);
  await other.getByLabel("Copyright text").fill(text);
  await other.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(other.getByRole("alert").first()).toContainText("Someone else changed this since you opened it.");
  await other.goto("/");
  await expect(other.getByTestId("copyright")).not.toHaveText(text);
});

test("an editor changes the footer's copyright text of one language", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const c = copyrightCase[info.project.name as keyof typeof copyrightCase];
  const text = `© Demo Shop ${info.project.name} ${Date.now().toString(36)}`;
  await logInAsAdmin(page, `${c.base}/admin/templates`, javaScriptEnabled);
  await page.getByRole("link", { name: c.footer, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${c.base}/admin/templates/footer-section$`));
  if (javaScriptEnabled) await hydrated(page);
  const field = page.getByLabel(c.label);
  const original = await field.inputValue();
  await field.fill(text);
  await saveAndWait(page, () => page.getByTestId("template-save").click(), c.saved);
  await publishIfRequired(page, "template-publish");

  const shopper = await browser.newPage({ javaScriptEnabled });
  await shopper.goto(`${c.base}/`);
  await expect(shopper.getByTestId("copyright")).toHaveText(text);
  await shopper.goto(c.other);
  await expect(shopper.getByTestId("copyright")).not.toHaveText(text);

  // Put the site back.
  // The first save's message may still be showing: wait for this save's own answer, or the shopper
  // could read the page before it.
  await page.getByLabel(c.label).fill(original);
  await saveAndWait(page, () => page.getByTestId("template-save").click(), c.saved);
  await publishIfRequired(page, "template-publish");
  await shopper.goto(`${c.base}/`);
  await expect(shopper.getByTestId("copyright")).toHaveText(original);
  await shopper.close();
});

test("the navigation and template pages fit a phone's screen and pass axe", async ({
  page,
  javaScriptEnabled,
}, info) => {
  test.skip(!javaScriptEnabled, "axe needs the page's JavaScript; the no-JS layout is the same markup");
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page, "/admin", javaScriptEnabled);
  for (const path of [
    "/admin/navigation",
    "/hr/admin/navigation",
    "/hr/admin/navigation?tree=footer2",
    "/admin/templates",
    "/hr/admin/templates/footer-section",
    "/admin/templates/header-section",
    "/admin/templates/cookie-section",
  ]) {
    await page.goto(path);
    await hydrated(page);
    expect(await horizontalOverflow(page), path).toBe(0);
    // Found in review: in Croatian a nested link stood 23 px past its list (a path kept 12 rem).
    const past = await page
      .getByTestId("navigation-link")
      .evaluateAll((items) =>
        items.map((li) => li.getBoundingClientRect().right - li.parentElement!.getBoundingClientRect().right),
      );
    expect(Math.max(0, ...past), path).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`${path.replace(/\W+/g, "-").slice(1)}-390.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  }
});
