import { expect, test } from "@playwright/test";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import { mailedTokenLink, withDb } from "./support/db";
import { nextWeekday } from "./support/dates";

/**
 * The CMS-defined form (issue 14 item 5) on the demo's showroom visit page and the
 * productAvailabilityForm on a sold-out product's page, with and without JavaScript: a weekend
 * date and a disguised upload are refused with the spec's message and what was typed kept; a
 * correct form with a file is stored, and its confirmation link works once.
 */
const unique = (name: string, project: string) =>
  `${name}-${project}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

const pdf = {
  name: "floor-plan.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
};
const disguised = {
  name: "kitchen.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
};

test("a showroom visit: a weekend date and a disguised file refused, then sent and confirmed", async ({
  page,
}, info) => {
  const email = unique("visit", info.project.name);
  await page.goto("/showroom-visit");
  const form = () => page.getByTestId("cms-form-form");
  await form().getByLabel("Full name *").fill("Ana Horvat");
  await form().getByLabel("E-mail *").fill(email);
  await form().getByLabel("Phone", { exact: true }).fill("091-234-5678");
  await form().getByLabel("What would you like to plan? *").selectOption("kitchen");
  await form().getByLabel("Preferred day *").fill(nextWeekday(6));
  await form().getByLabel("Tell us more").fill("A kitchen for a small flat.");
  await form().getByRole("checkbox").check();
  await form().getByRole("button", { name: "Send" }).click();

  await expect(form().getByTestId("form-error")).toHaveText("Please check the marked fields.");
  const day = form().getByLabel("Preferred day *");
  await expect(day).toHaveAttribute("aria-invalid", "true");
  // The cursor in the field at fault, with JavaScript and without (found in review: without, the
  // answering page opened at its top, the form and its message out of sight on a phone).
  await expect(day).toBeFocused();
  await expect(form()).toContainText("Saturdays, Sundays and earlier dates are not available");
  await expect(form().getByLabel("Tell us more")).toHaveValue("A kitchen for a small flat.");
  await expect(form().getByLabel("What would you like to plan? *")).toHaveValue("kitchen");

  await day.fill(nextWeekday(3));
  await form().getByLabel("Floor plans or lists").setInputFiles([pdf, disguised]);
  await form().getByRole("checkbox").check();
  await form().getByRole("button", { name: "Send" }).click();
  await expect(form().getByTestId("form-error")).toContainText("This type of file is not accepted");
  expect(withDb((db) => db.prepare("select count(*) n from form_submissions where email = ?").get(email))).toEqual({
    n: 0,
  });

  await form().getByLabel("Floor plans or lists").setInputFiles([pdf]);
  await form().getByRole("checkbox").check();
  await form().getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").first()).toContainText("please confirm your e-mail address");
  const stored = withDb((db) =>
    db
      .prepare(
        "select f.original_name name, f.mime from form_files f join form_submissions s on s.id = f.submission_id where s.email = ?",
      )
      .all(email),
  );
  expect(stored).toEqual([{ name: "floor-plan.pdf", mime: "application/pdf" }]);

  const link = mailedTokenLink(email, "form-confirm");
  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId("confirm-message")).toContainText("your e-mail address is confirmed");
  expect((await page.goto(link.pathname + link.search))?.status()).toBe(410);
});

test("the Croatian showroom visit form has its own texts and rules", async ({ page }) => {
  await page.goto("/hr/posjet-izlozbenom-prostoru");
  const form = page.getByTestId("cms-form-form");
  await expect(page.getByRole("heading", { name: "Vaš posjet" })).toBeVisible();
  await form.getByLabel("Željeni dan *").fill("2026-12-02");
  await form.getByRole("button", { name: "Pošalji" }).click();
  await expect(page.getByTestId("cms-form-form").getByTestId("form-error")).toHaveText("Provjerite označena polja.");
  await expect(page.getByTestId("cms-form-form")).toContainText("Upišite datum kao dd.mm.gggg");
  await expect(page.getByTestId("cms-form-form")).toContainText("Ovo polje je obavezno");
  // Review: the consent left unticked was said only once the fields were right, a second round.
  await expect(form.getByTestId("consents").getByTestId("field-error")).toHaveText("Potrebno je prihvatiti privolu!");
});

test("a sold-out product takes an address to write to when it is back", async ({ page }, info) => {
  const email = unique("waiting", info.project.name);
  await page.goto(`/product/${facts.outOfStockSlugs[0]}`);
  const form = () => page.getByTestId("availability-form");
  await form().getByLabel("E-mail address").fill(email);
  await form().getByRole("button", { name: "Notify me" }).click();
  await expect(form().getByTestId("form-error")).toHaveText("Please check the marked fields.");
  await expect(form().getByTestId("consents").getByTestId("field-error")).toHaveText(
    "It is necessary to accept consent!",
  );
  await expect(form().getByRole("checkbox")).toBeFocused();
  await expect(form().getByLabel("E-mail address")).toHaveValue(email);
  await form().getByRole("checkbox").check();
  await form().getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("status").first()).toContainText("we will e-mail you when this product is back");
  expect(
    withDb((db) => db.prepare("select notified_at from availability_requests where email = ?").all(email)),
  ).toEqual([{ notified_at: null }]);
});

test("an in-stock product has no availability form", async ({ page }) => {
  await page.goto(`/product/${facts.configurableSlug}`);
  await expect(page.getByTestId("add-to-cart")).toBeVisible();
  await expect(page.getByTestId("availability")).toHaveCount(0);
});
