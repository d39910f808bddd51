import { expect as baseExpect, test } from "@playwright/test";
import { withDb } from "./support/db";
import { logInAsAdmin } from "./support/admin";

/**
 * Translations of a page (spec section 7, issue 15 item 1), in both projects: an editor creates an
 * English page, then its Croatian translation from the page's history; the translation opens in
 * edit mode with the original's title, and the language switcher of the English page leads to it.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test("the Croatian translation of an English page, created from the original, is where the switcher goes", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const mode = info.project.name;
  const title = `Opening hours ${mode}`;
  const slugs = { en: `opening-hours-${mode}`, hr: `radno-vrijeme-${mode}` };
  const removePages = () =>
    withDb((db) => {
      const ids = (
        db.prepare("SELECT id FROM posts WHERE slug IN (?, ?)").all(slugs.en, slugs.hr) as { id: number }[]
      ).map((r) => r.id);
      for (const id of ids) {
        for (const table of ["revisions", "post_edits", "post_terms"])
          db.prepare(`DELETE FROM ${table} WHERE post_id = ?`).run(id);
        db.prepare("DELETE FROM search_documents WHERE kind IN ('pages', 'posts') AND ref_id = ?").run(id);
        db.prepare("DELETE FROM posts WHERE id = ?").run(id);
      }
    });
  removePages();
  try {
    await logInAsAdmin(page, "/admin/pages", javaScriptEnabled);
    const create = page.getByTestId("new-page-form");
    await create.getByLabel("Title").fill(title);
    await create.getByLabel("Slug").fill(slugs.en);
    await create.getByLabel("Language").selectOption("en");
    await create.getByRole("button", { name: "Create the page" }).click();
    await expect(page).toHaveURL(new RegExp(`/${slugs.en}\\?editPage=true$`));

    await page.goto("/admin/pages");
    await page.getByRole("link", { name: `History of ${title}` }).click();
    const translations = page.getByTestId("page-translations");
    await expect(translations).toContainText("This page has no translation yet.");
    const translate = translations.getByTestId("translate-hr");
    await translate.getByLabel("Address of the Croatian translation").fill(slugs.hr);
    await translate.getByRole("button", { name: "Create the Croatian translation" }).click();
    await expect(page).toHaveURL(new RegExp(`/hr/${slugs.hr}\\?editPage=true$`));
    await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(title);

    await page.goto(`/${slugs.en}`);
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "HR", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/hr/${slugs.hr}$`));
    await page.getByRole("navigation", { name: "Jezik" }).getByRole("link", { name: "EN", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${slugs.en}$`));

    // The history page lists the translation now, and offers no second Croatian one.
    await page.goto("/admin/pages");
    await page.getByRole("link", { name: `History of ${title}` }).click();
    await expect(page.getByTestId("page-translation")).toContainText(`/hr/${slugs.hr}`);
    await expect(page.getByTestId("translate-hr")).toHaveCount(0);
  } finally {
    removePages();
  }
});
