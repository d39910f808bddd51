import { expect as baseExpect, test } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { horizontalOverflow } from "./support/site";

/**
 * The back office's e-mail templates (decision 0068), in both projects: an editor opens an e-mail
 * from the E-mails area, is refused a text without its link, previews one with sample values,
 * saves it, and resets it to the built-in text after confirming. Each project edits its own mail
 * (the two projects share one server), and puts the built-in text back at the end.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test("an editor words an e-mail, previews it, saves it and resets it to the built-in text", async ({
  page,
  javaScriptEnabled,
}) => {
  const [mail, name] = javaScriptEnabled
    ? ["order-cancelled", "Order cancelled (payment did not arrive)"]
    : ["order-payment-timeout", "Order cancelled (payment not completed)"];
  await logInAsAdmin(page, "/admin", javaScriptEnabled);
  await page.getByTestId("admin-menu").getByRole("link", { name: "E-mails" }).click();
  const row = page.locator(`[data-testid="admin-email"][data-mail="${mail}"]`);
  await expect(row).toContainText(name);
  await row.getByRole("link", { name: `Edit ${name} in English` }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`E-mail: ${name}`);
  await expect(page.getByTestId("admin-email-state")).toContainText("The built-in text");
  const form = page.getByTestId("admin-email-form");
  const subject = form.getByLabel("Subject");
  const body = form.getByLabel("Text");
  await expect(subject).toHaveValue("Your order {{orderNumber}} is cancelled – {{siteName}}");
  await expect(body).toHaveValue(/^Hello \{\{firstName\}\},\n/);
  await expect(page.getByTestId("admin-email-placeholders")).toContainText(
    "{{link}} – the link the customer follows (required)",
  );

  // Without the link the e-mail is refused, and what was typed stays.
  await subject.fill("Order {{orderNumber}} cancelled");
  await body.fill("Dear {{firstName}},\n\nyour order {{orderNumber}} was cancelled.");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toContainText("The text must contain {{link}}: without it the e-mail is of no use.");
  await expect(body).toHaveValue("Dear {{firstName}},\n\nyour order {{orderNumber}} was cancelled.");

  // A placeholder the mail does not have is named.
  await body.fill("Dear {{firstName}} {{password}},\n{{link}}");
  await form.getByRole("button", { name: "Preview" }).click();
  await expect(form).toContainText("This e-mail cannot fill in {{password}}");

  // The preview fills the sample values in; nothing is saved yet.
  await body.fill(
    "Dear {{firstName}},\n\nyour order {{orderNumber}} was cancelled <for good>.\n\n{{link}}\n\n— {{siteName}}",
  );
  await form.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("admin-email-preview-box");
  await expect(page.getByTestId("admin-email-preview-subject")).toHaveText("Order 1024 cancelled");
  await expect(page.getByTestId("admin-email-preview-text")).toHaveText(
    "Dear Anna,\n\nyour order 1024 was cancelled <for good>.\n\nhttps://shop.example.com/account/orders/1024\n\n— Demo Shop",
  );
  await expect(preview).toBeVisible();
  await expect(page.getByTestId("admin-email-state")).toContainText("The built-in text");
  await expect(body).toHaveValue(/cancelled <for good>/);

  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The e-mail's text is saved.")).toBeVisible();
  await expect(page.getByTestId("admin-email-state")).toContainText("Your own text, saved");
  await expect(subject).toHaveValue("Order {{orderNumber}} cancelled");
  await page.getByRole("link", { name: "Back to e-mails" }).click();
  await expect(row.locator("td").nth(1)).toContainText("Own text");
  await expect(row.locator("td").nth(2)).toContainText("Built-in text");

  // Reset asks first; keeping the text changes nothing.
  await row.getByRole("link", { name: `Edit ${name} in English` }).click();
  await page.getByTestId("admin-email-reset").click();
  await expect(page.getByTestId("admin-email-confirm-reset")).toContainText(
    `Reset “${name}” in this language to the built-in text?`,
  );
  await page.getByRole("link", { name: "Keep my text" }).click();
  await expect(page.getByTestId("admin-email-state")).toContainText("Your own text");
  await page.getByTestId("admin-email-reset").click();
  await page.getByTestId("admin-email-reset-yes").click();
  await expect(page.getByText("The e-mail uses the built-in text again.")).toBeVisible();
  await expect(page.getByTestId("admin-email-state")).toContainText("The built-in text");
  await expect(form.getByLabel("Subject")).toHaveValue("Your order {{orderNumber}} is cancelled – {{siteName}}");
});

for (const [lang, words] of [
  [
    "en",
    {
      path: "/admin/emails/registration",
      subject: "Subject",
      body: "Text",
      save: "Save",
      subjectRefused: "The subject must be one line of 1 to 200 characters.",
      unknown: "This e-mail cannot fill in {{password}}: use only the placeholders listed below.",
      missing: "The text must contain {{link}}: without it the e-mail is of no use.",
    },
  ],
  [
    "hr",
    {
      path: "/hr/admin/emails/registration",
      subject: "Predmet",
      body: "Tekst",
      save: "Spremi",
      subjectRefused: "Predmet mora biti jedan redak od 1 do 200 znakova.",
      unknown: "Ova e-poruka ne može popuniti {{password}}: koristite samo rezervirana mjesta navedena ispod.",
      missing: "Tekst mora sadržavati {{link}}: bez toga e-poruka nema svrhu.",
    },
  ],
] as const) {
  test(`every problem of a template is said under its field, all at once (${lang})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await logInAsAdmin(page, `${words.path}?language=${lang}`, javaScriptEnabled);
    const form = page.getByTestId("admin-email-form");
    const subject = form.getByLabel(words.subject, { exact: true });
    const body = form.getByLabel(words.body, { exact: true });
    // The browser's maxlength normally stops a longer subject; a tampered form does not.
    await subject.evaluate((input) => input.removeAttribute("maxlength"));
    await subject.fill("S".repeat(201));
    await body.fill("Hello {{password}}");
    await form.getByRole("button", { name: words.save }).click();
    await expect(subject).toHaveAttribute("aria-invalid", "true");
    await expect(subject).toHaveAccessibleDescription(words.subjectRefused);
    await expect(body).toHaveAttribute("aria-invalid", "true");
    await expect(body).toHaveAccessibleDescription(new RegExp(escaped(words.unknown)));
    await expect(body).toHaveAccessibleDescription(new RegExp(escaped(words.missing)));
    await expect(body).toHaveValue("Hello {{password}}");
    // The cursor on the first field at fault, with JavaScript and without.
    await expect(subject).toBeFocused();
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    // The subject put right: only the text is still refused; nothing was stored.
    await subject.fill("Welcome");
    await form.getByRole("button", { name: words.save }).click();
    await expect(body).toHaveAccessibleDescription(new RegExp(escaped(words.missing)));
    await expect(body).toBeFocused();
    await expect(subject).not.toHaveAttribute("aria-invalid");
    await expect(page.getByTestId("admin-email-state")).not.toContainText(
      lang === "en" ? "Your own text" : "Vaš vlastiti tekst",
    );
  });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("the e-mails area fits a phone's screen and passes axe, in both languages", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "axe needs the page's JavaScript; the no-JS layout is the same markup");
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page, "/admin/emails", javaScriptEnabled);
  for (const path of ["/admin/emails", "/hr/admin/emails", "/admin/emails/registration?language=hr"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.goto("/hr/admin/emails/password-reset?language=hr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-poruka: Nova lozinka");
  await expect(page.getByTestId("admin-email-key")).toContainText("PasswordResetEmailTemplate");
  await page.getByTestId("admin-email-form").getByRole("button", { name: "Pregled" }).click();
  await expect(page.getByTestId("admin-email-preview-subject")).toHaveText("Postavljanje nove lozinke – Demo Shop");
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});
