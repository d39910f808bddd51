import { randomBytes } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import { confirmationLink, registerThroughApi } from "./support/accounts";
import { hydrated } from "./support/hydration";

/**
 * An e-mail confirmation link opened again once its address is confirmed (a second click, the mail
 * read on another device), in both projects and languages: the login page says the address is
 * already confirmed and offers the login, not that the link is invalid.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

const PASSWORD = "confirmation-password-1";
const uniqueEmail = (tag: string) => `e2e-confirm-${tag}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;

test("a confirmation link opened again says the address is already confirmed and offers the login, in both languages", async ({
  page,
  javaScriptEnabled,
}) => {
  for (const [language, texts] of [
    ["en", { confirmed: "Your e-mail address is confirmed. You can log in now.", again: alreadyConfirmed.en }],
    ["hr", { confirmed: "Vaša e-mail adresa je potvrđena. Sada se možete prijaviti.", again: alreadyConfirmed.hr }],
  ] as const) {
    const email = uniqueEmail(`again-${language}`);
    await registerThroughApi(page, email, PASSWORD, [], language);
    const link = confirmationLink(email);
    const loginPath = language === "en" ? "/login" : "/hr/prijava";
    expect(link).toMatch(new RegExp(`^${loginPath}\\?verificationToken=`));
    await page.goto(link);
    await expect(page).toHaveURL(loginPath);
    await expect(page.getByTestId("toast")).toContainText(texts.confirmed);

    // The same link again (a second click, the mail opened on another device).
    await page.goto(link);
    await expect(page).toHaveURL(loginPath);
    await expect(page.getByTestId("toast")).toContainText(texts.again);
    await expect(page.getByTestId("toast")).not.toContainText(/invalid|expired|nije valjana|istekla/);
    // The login it offers works.
    if (javaScriptEnabled) await hydrated(page);
    const form = page.getByTestId("login-form").first();
    await form.getByLabel(language === "en" ? "E-mail address" : "E-mail adresa").fill(email);
    await form.getByLabel(language === "en" ? "Password" : "Lozinka", { exact: true }).fill(PASSWORD);
    await form.getByTestId("login-submit").click();
    await expect(page).toHaveURL(language === "en" ? "/" : "/hr/");
    await page.context().clearCookies();
  }
  // An unknown link is still refused as such.
  await page.goto("/login?verificationToken=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
  await expect(page.getByTestId("toast")).toContainText("This confirmation link is invalid or has expired.");
});

const alreadyConfirmed = {
  en: "Your e-mail address is already confirmed. You can log in.",
  hr: "Vaša e-mail adresa već je potvrđena. Možete se prijaviti.",
};
