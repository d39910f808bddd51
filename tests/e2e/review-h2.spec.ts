import { expect, test } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";

/** Fixes of the back-office review's findings (reports/h2.md). */

// An editor's page is heavy to render (edit-mode.spec.ts allows the same).
test.describe.configure({ timeout: 90_000 });

test("edit mode names each section by its translated kind, never by its internal type (finding 1)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAdmin(page, "/hr/o-nama?editPage=true", javaScriptEnabled);
  // The page's text, picture and cards sections, in the editor's language.
  for (const kind of ["Tekst", "Slika", "Kartice"])
    await expect(page.getByRole("group", { name: new RegExp(`^Odjeljak \\d+\\. ${kind}$`) })).toHaveCount(1);
  // No internal type name anywhere in the labels or the dialogs' titles.
  const html = (await page.content()).replace(/data-section-type="[^"]*"/g, "");
  expect(html).not.toMatch(/\d\. (hero|richText|image|cardGrid|cta)\b/);
});
