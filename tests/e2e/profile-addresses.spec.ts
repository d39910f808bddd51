import { randomBytes } from "node:crypto";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { API_HEADERS } from "./support/cart";
import { addressFor, fillAddress } from "./support/checkout";
import { withDb } from "./support/db";
import { hydrated } from "./support/hydration";

/**
 * The profile's address book, in both projects: one main (billing) address at a time (a new main
 * one makes the previous one a delivery address), an address of a type the form does not offer for
 * new ones (billing) keeps it when edited.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const PASSWORD = "address-password-1";
const uniqueEmail = (tag: string) => `e2e-address-${tag}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;

const address = addressFor("ana.horvat@example.com");
/** The address a test types: Ivo's, in Rijeka. */
const rijeka = addressFor("ivo@example.com", {
  firstName: "Ivo",
  lastName: "Ivić",
  street: "Korzo",
  houseNumber: "5",
  zipCode: "51000",
  city: "Rijeka",
});

const settle = async (page: Page, javaScriptEnabled: boolean) => {
  if (javaScriptEnabled) await hydrated(page);
};

/** A shopper registered through the API with the given addresses, logged in on the page. */
async function shopperWith(page: Page, tag: string, addresses: Record<string, string>[], javaScriptEnabled: boolean) {
  const email = uniqueEmail(tag);
  const registered = await page.request.post("/api/v1/user/web/register", {
    headers: API_HEADERS,
    data: { details: { firstName: "Ana", lastName: "Horvat" }, email, password: PASSWORD, addresses },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  withDb((db) => db.prepare("DELETE FROM rate_limits WHERE key LIKE 'register:address:%'").run());
  await page.goto("/login");
  await settle(page, javaScriptEnabled);
  const form = page.getByTestId("login-form").first();
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByTestId("login-submit").click();
  await expect(page).toHaveURL("/");
  await page.goto("/profile#addresses");
  await settle(page, javaScriptEnabled);
  return email;
}

const card = (page: Page, text: string) => page.getByTestId("address-card").filter({ hasText: text });
const typeOf = (card: Locator) => card.locator("span").first();

test("one main address: a new main one makes the previous one a delivery address; a billing address keeps its type when edited", async ({
  page,
  javaScriptEnabled,
}) => {
  await shopperWith(
    page,
    "main",
    [
      { ...address, type: "billing", city: "Split", zipCode: "21000" },
      { ...address, type: "main" },
    ],
    javaScriptEnabled,
  );
  await expect(page.getByTestId("address-card")).toHaveCount(2);
  await expect(typeOf(card(page, "Split"))).toHaveText("Billing address");

  // The billing address edited: the select shows its type, and the save keeps it.
  const split = card(page, "Split");
  await split.getByText("Edit", { exact: true }).click();
  const editForm = split.getByTestId("address-edit-form");
  await expect(editForm.getByLabel("Address type")).toHaveValue("billing");
  await editForm.getByLabel("Street").fill("Riva");
  await editForm.getByTestId("address-submit").click();
  await expect(card(page, `Riva ${address.houseNumber}`)).toHaveCount(1);
  await expect(typeOf(card(page, `Riva ${address.houseNumber}`))).toHaveText("Billing address");
  // Saved, the edit panel closes (as the page loaded anew without JavaScript shows it).
  await expect(card(page, `Riva ${address.houseNumber}`).getByTestId("address-edit-form")).toBeHidden();

  // A new main address: the Zagreb one becomes a delivery address.
  await page.getByTestId("address-add").locator("summary").click();
  const addForm = page.getByTestId("address-form");
  await addForm.getByLabel("Address type").selectOption("main");
  await fillAddress(addForm, rijeka);
  await addForm.getByTestId("address-submit").click();
  await expect(page.getByTestId("address-card")).toHaveCount(3);
  await expect(addForm).toBeHidden();
  await expect(typeOf(card(page, "Rijeka"))).toHaveText("Main (billing) address");
  await expect(typeOf(card(page, "Zagreb"))).toHaveText("Delivery address");
  await expect(typeOf(card(page, `Riva ${address.houseNumber}`))).toHaveText("Billing address");
  // Found in review: the previous main address changed its type without a word.
  await expect(page.getByTestId("toast")).toContainText(
    "The address has been saved as your main (billing) address. Your previous main address is now a delivery address.",
  );
});

test("the address form checks a Croatian company's OIB, the phone and a Croatian postal code, each under its field, in both languages", async ({
  page,
  javaScriptEnabled,
}) => {
  await shopperWith(page, "plausible", [], javaScriptEnabled);
  for (const lang of ["en", "hr"] as const) {
    if (lang === "hr") {
      await page.goto("/hr/profil#addresses");
      await settle(page, javaScriptEnabled);
    }
    await page.getByTestId("address-add").locator("summary").click();
    const form = page.getByTestId("address-form");
    await fillAddress(form, { ...rijeka, contactPhone: "call me", zipCode: "5100" }, lang);
    await form.locator("[name='companyName']").fill("Firma d.o.o.");
    await form.locator("[name='companyOIB']").fill("12345678901");
    await form.getByTestId("address-submit").click();
    const refused = page.getByTestId("address-form");
    await expect(refused.getByTestId("field-error")).toHaveText(refusals[lang]);
    for (const name of ["contactPhone", "zipCode", "companyOIB"])
      await expect(refused.locator(`[name='${name}']`)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("address-card")).toHaveCount(0);
  }
  // Corrected, the address is saved; a foreign company keeps its VAT id and its own postal code.
  const form = page.getByTestId("address-form");
  await form.getByLabel("Telefon", { exact: true }).fill("+385 51 123 456");
  await form.getByLabel("Poštanski broj", { exact: true }).fill("1000");
  await form.getByLabel("Država", { exact: true }).selectOption("SI");
  await form.locator("[name='companyOIB']").fill("SI12345678");
  await form.getByTestId("address-submit").click();
  await expect(page.getByTestId("address-card")).toHaveCount(1);
});

/** The address form's refusals of the phone, the postal code and the OIB, by language. */
const refusals = {
  en: [
    "Enter a valid phone number (6 to 15 digits).",
    "Enter a valid postal code (5 digits).",
    "Enter a valid OIB (11 digits).",
  ],
  hr: [
    "Unesite ispravan broj telefona (6 do 15 znamenki).",
    "Unesite ispravan poštanski broj (5 znamenki).",
    "Unesite ispravan OIB (11 znamenki).",
  ],
};

test("names of letters only, as the checkout asks: a saved address never stops a checkout", async ({
  page,
  javaScriptEnabled,
}) => {
  await shopperWith(page, "names", [], javaScriptEnabled);
  await page.getByTestId("address-add").locator("summary").click();
  const form = page.getByTestId("address-form");
  await fillAddress(form, { ...rijeka, firstName: "Ivo2", lastName: "-Ivić" }, "en");
  await form.getByTestId("address-submit").click();
  const refused = page.getByTestId("address-form");
  const alpha = "The input contains special characters! Use only letters.";
  await expect(refused.getByTestId("field-error")).toHaveText([alpha, alpha]);
  await expect(refused.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(refused.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("address-card")).toHaveCount(0);

  await refused.getByLabel("First name").fill("Ivo");
  await refused.getByLabel("Last name").fill("Ivić-Horvat");
  await refused.getByTestId("address-submit").click();
  await expect(card(page, "Ivić-Horvat")).toHaveCount(1);
});
