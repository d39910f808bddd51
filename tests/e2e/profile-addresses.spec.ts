import { randomBytes } from "node:crypto";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { API_HEADERS } from "./support/cart";
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

const address = {
  firstName: "Ana",
  lastName: "Horvat",
  contactEmail: "ana.horvat@example.com",
  contactPhone: "+385 91 111 2222",
  country: "HR",
  city: "Zagreb",
  street: "Ilica",
  houseNumber: "1",
  zipCode: "10000",
};

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
  await expect(card(page, "Riva 1")).toHaveCount(1);
  await expect(typeOf(card(page, "Riva 1"))).toHaveText("Billing address");

  // A new main address: the Zagreb one becomes a delivery address.
  await page.getByTestId("address-add").locator("summary").click();
  const addForm = page.getByTestId("address-form");
  await addForm.getByLabel("Address type").selectOption("main");
  await addForm.getByLabel("First name").fill("Ivo");
  await addForm.getByLabel("Last name").fill("Ivić");
  await addForm.getByLabel("E-mail address").fill("ivo@example.com");
  await addForm.getByLabel("Phone").fill("091 234 5678");
  await addForm.getByLabel("Street").fill("Korzo");
  await addForm.getByLabel("House number").fill("5");
  await addForm.getByLabel("Postal code").fill("51000");
  await addForm.getByLabel("City").fill("Rijeka");
  await addForm.getByLabel("Country").selectOption("HR");
  await addForm.getByTestId("address-submit").click();
  await expect(page.getByTestId("address-card")).toHaveCount(3);
  await expect(typeOf(card(page, "Rijeka"))).toHaveText("Main (billing) address");
  await expect(typeOf(card(page, "Zagreb"))).toHaveText("Delivery address");
  await expect(typeOf(card(page, "Riva 1"))).toHaveText("Billing address");
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
    const l = labels[lang];
    await page.getByTestId("address-add").locator("summary").click();
    const form = page.getByTestId("address-form");
    await form.getByLabel(l.firstName, { exact: true }).fill("Ivo");
    await form.getByLabel(l.lastName, { exact: true }).fill("Ivić");
    await form.getByLabel(l.email, { exact: true }).fill("ivo@example.com");
    await form.getByLabel(l.phone, { exact: true }).fill("call me");
    await form.getByLabel(l.street, { exact: true }).fill("Korzo");
    await form.getByLabel(l.houseNumber, { exact: true }).fill("5");
    await form.getByLabel(l.zipCode, { exact: true }).fill("5100");
    await form.getByLabel(l.city, { exact: true }).fill("Rijeka");
    await form.getByLabel(l.country, { exact: true }).selectOption("HR");
    await form.locator("[name='companyName']").fill("Firma d.o.o.");
    await form.locator("[name='companyOIB']").fill("12345678901");
    await form.getByTestId("address-submit").click();
    const refused = page.getByTestId("address-form");
    await expect(refused.getByTestId("field-error")).toHaveText(l.messages);
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

const labels = {
  en: {
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail address",
    phone: "Phone",
    street: "Street",
    houseNumber: "House number",
    zipCode: "Postal code",
    city: "City",
    country: "Country",
    messages: [
      "Enter a valid phone number (6 to 15 digits).",
      "Enter a valid postal code (5 digits).",
      "Enter a valid OIB (11 digits).",
    ],
  },
  hr: {
    firstName: "Ime",
    lastName: "Prezime",
    email: "E-mail adresa",
    phone: "Telefon",
    street: "Ulica",
    houseNumber: "Kućni broj",
    zipCode: "Poštanski broj",
    city: "Grad",
    country: "Država",
    messages: [
      "Unesite ispravan broj telefona (6 do 15 znamenki).",
      "Unesite ispravan poštanski broj (5 znamenki).",
      "Unesite ispravan OIB (11 znamenki).",
    ],
  },
} as const;
