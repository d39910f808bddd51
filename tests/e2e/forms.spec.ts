import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { mailedTokenLink, withDb } from "./support/db";

/**
 * The site's forms (issue 14 item 5), with and without JavaScript: the newsletter's sign-up by
 * double opt-in and the contact form on the demo contact page; a refusal shows the spec's message
 * and keeps what was typed; a confirmation link works once, for each goal type.
 */
const unique = (name: string, project: string) => `${name}-${project}-${Date.now().toString(36)}@example.com`;

test("the newsletter: consents required, then a confirmation link used once", async ({ page }, info) => {
  const email = unique("reader", info.project.name);
  await page.goto("/contact");
  const form = page.getByTestId("newsletter-form");
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  // The consent's message under its box (decision 0075), the form's top pointing there.
  await expect(page.getByTestId("newsletter-form").getByTestId("form-error")).toHaveText(
    "Please check the marked fields.",
  );
  // Under each of its two required boxes.
  await expect(page.getByTestId("newsletter-form").getByTestId("consents").getByTestId("field-error")).toHaveText([
    "It is necessary to accept consent!",
    "It is necessary to accept consent!",
  ]);
  // The cursor on the first box to tick, with JavaScript and without.
  await expect(page.getByTestId("newsletter-form").getByRole("checkbox").first()).toBeFocused();
  await expect(page.getByTestId("newsletter-form").getByLabel("E-mail address")).toHaveValue(email);

  for (const box of await page.getByTestId("newsletter-form").getByRole("checkbox").all()) await box.check();
  await page.getByTestId("newsletter-form").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").first()).toContainText("confirm your subscription");

  const link = mailedTokenLink(email, "newsletter-confirm");
  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId("confirm-message")).toHaveText("Thank you: your newsletter subscription is confirmed.");
  const again = await page.goto(link.pathname + link.search);
  expect(again?.status()).toBe(410);
  await expect(page.getByTestId("confirm-message")).toHaveText("This confirmation link has already been used.");

  // Subscribing again: already subscribed.
  await page.goto("/contact");
  await page.getByTestId("newsletter-form").getByLabel("E-mail address").fill(email);
  for (const box of await page.getByTestId("newsletter-form").getByRole("checkbox").all()) await box.check();
  await page.getByTestId("newsletter-form").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByTestId("newsletter-form").getByTestId("form-error")).toHaveText(
    "This address is already subscribed to the newsletter.",
  );
});

test("an e-mail address the platform cannot take is said under its field, which gets the cursor", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByTestId("newsletter-form");
  // An address the browser lets through (no dot in its domain) that the platform refuses.
  await form.getByLabel("E-mail address").fill("reader@intranet");
  for (const box of await form.getByRole("checkbox").all()) await box.check();
  await form.getByRole("button", { name: "Subscribe" }).click();
  const refused = page.getByTestId("newsletter-form");
  await expect(refused.getByTestId("form-error")).toHaveText("Please check the marked fields.");
  const email = refused.getByLabel("E-mail address");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Email address is not valid");
  await expect(email).toBeFocused();
  await expect(email).toHaveValue("reader@intranet");
});

test("the Croatian contact form refuses a wrong phone keeping the text, then sends", async ({ page }, info) => {
  const email = unique("kupac", info.project.name);
  await page.goto("/hr/kontakt");
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Vaše ime").fill("Ana Horvat");
  await form.getByLabel("E-mail adresa").fill(email);
  await form.getByLabel("Telefon (neobavezno)").fill("12345");
  await form.getByLabel("Vaša poruka").fill("Dostavljate li u Zadar?");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Pošalji poruku" }).click();
  const refused = page.getByTestId("contact-form");
  await expect(refused.getByTestId("form-error")).toHaveText("Provjerite označena polja.");
  // The phone's message under it, the field marked, described by it and given the cursor.
  const phone = refused.getByLabel("Telefon (neobavezno)");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(/Format broja nije ispravan/);
  await expect(refused.getByTestId("field-error")).toHaveText("Format broja nije ispravan");
  await expect(phone).toBeFocused();
  await expect(refused.getByLabel("Vaša poruka")).toHaveValue("Dostavljate li u Zadar?");
  await refused.getByLabel("Telefon (neobavezno)").fill("091-234-5678");
  await refused.getByRole("checkbox").check();
  await refused.getByRole("button", { name: "Pošalji poruku" }).click();
  await expect(page.getByRole("status").first()).toContainText("vaša je poruka poslana");
  // Sent: the form is empty again, not holding the message as if it were still to send.
  await expect(page.getByTestId("contact-form").getByLabel("Vaša poruka")).toHaveValue("");
  await expect(page.getByTestId("contact-form").getByRole("checkbox")).not.toBeChecked();
  const stored = withDb((db) =>
    db.prepare("SELECT count(*) AS n FROM form_submissions WHERE email = ? AND form_type = 'contactForm'").get(email),
  ) as { n: number };
  expect(stored.n).toBe(1);
});

test("a contact message sent at the first try leaves every field empty, its consent unticked too", async ({
  page,
}, info) => {
  await page.goto("/contact");
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Your name").fill("Ana Horvat");
  await form.getByLabel("E-mail address").fill(unique("sender", info.project.name));
  await form.getByLabel("Your message").fill("Do you deliver to Zadar?");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send the message" }).click();
  await expect(page.getByRole("status").first()).toContainText("your message was sent");
  const sent = page.getByTestId("contact-form");
  await expect(sent.getByLabel("Your message")).toHaveValue("");
  await expect(sent.getByLabel("Your name")).toHaveValue("");
  await expect(sent.getByRole("checkbox")).not.toBeChecked();
});

test("a confirmation link of each goal type: a URL goes there, a file is offered, an unknown one is not found", async ({
  page,
}) => {
  const token = (goalType: string, goal: string) => {
    const value = randomBytes(24).toString("base64url");
    const now = new Date();
    withDb((db) =>
      db
        .prepare(
          "INSERT INTO opt_in_tokens (site_id, token_hash, email, purpose, goal_type, goal, expires_at, used_at, created_at) VALUES (1, ?, 'goal@example.com', 'confirm', ?, ?, ?, NULL, ?)",
        )
        .run(
          createHash("sha256").update(value).digest("hex"),
          goalType,
          goal,
          new Date(now.getTime() + 86_400_000).toISOString(),
          now.toISOString(),
        ),
    );
    return value;
  };
  await page.goto(`/confirm-email?token=${token("url", "/shop")}`);
  await expect(page).toHaveURL(/\/shop$/);
  await page.goto(`/hr/potvrdi-email?token=${token("file", "/media/demo/file/price-list.pdf")}`);
  await expect(page.getByTestId("confirm-download")).toHaveAttribute("href", "/media/demo/file/price-list.pdf");
  expect((await page.goto("/confirm-email?token=nobody-was-ever-given-this"))?.status()).toBe(404);
  expect((await page.goto("/confirm-email"))?.status()).toBe(404);
});

test("a page with two public forms has no id twice (each form's hidden field its own label)", async ({ request }) => {
  const ids = [...(await (await request.get("/contact")).text()).matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
});

test("the contact form says every field at fault at once, and an unticked required consent with them", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByTestId("contact-form");
  // Review: the browser stopped at the first required field with a bubble of its own, in its own
  // language; the shop's messages, translated, say every field at once.
  await form.getByLabel("E-mail address").fill("not-an-email");
  await form.getByLabel("Phone (optional)").fill("abc");
  await form.getByRole("button", { name: "Send the message" }).click();
  const refused = page.getByTestId("contact-form");
  await expect(refused.getByTestId("form-error")).toHaveText("Please check the marked fields.");
  await expect(refused.getByTestId("field-error")).toHaveText([
    "This field is mandatory",
    "Email address is not valid",
    "The number format is invalid",
    "This field is mandatory",
    "It is necessary to accept consent!",
  ]);
  for (const label of ["Your name", "E-mail address", "Phone (optional)", "Your message"])
    await expect(refused.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  await expect(refused.getByLabel("Your name")).toBeFocused();
  await expect(refused.getByLabel("E-mail address")).toHaveValue("not-an-email");
});

test("the Croatian newsletter refuses a wrong address in the shop's words, not the browser's", async ({ page }) => {
  await page.goto("/hr/kontakt");
  const form = page.getByTestId("newsletter-form");
  await form.getByLabel("E-mail adresa").fill("ivo");
  await form.getByRole("button", { name: "Prijavi se" }).click();
  await expect(form.getByTestId("field-error").first()).toHaveText("E-mail adresa nije ispravna");
  await expect(form.getByLabel("E-mail adresa")).toHaveValue("ivo");
});
