import { randomBytes } from "node:crypto";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { confirmationLink, registerThroughApi } from "./support/accounts";
import { logIn } from "./support/cart";
import { addressFor } from "./support/checkout";
import { withDb } from "./support/db";
import { hydrated } from "./support/hydration";

/**
 * A registered customer's address book, in both projects: it offers the countries the checkout
 * accepts (the demo stores deliver to six), as the registration form does, and the platform refuses
 * another under the Country field, while an address saved before in another country stays shown and
 * editable in it (decision 0110).
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const PASSWORD = "countries-password-1";
const uniqueEmail = (tag: string) => `e2e-countries-${tag}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;
/** The demo stores' allowedCountries, as the select names them in English. */
const DELIVERED = ["Austria", "Croatia", "Germany", "Hungary", "Italy", "Slovenia"];

const settle = async (page: Page, javaScriptEnabled: boolean) => {
  if (javaScriptEnabled) await hydrated(page);
};

const optionTexts = (select: Locator) =>
  select.locator("option").evaluateAll((options) => options.map((o) => o.textContent ?? ""));

test("the address book offers the countries the checkout accepts; another is refused under Country; an address saved in one keeps it", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("book");
  await registerThroughApi(page, email, PASSWORD, [
    { ...addressFor(email), type: "shipping" },
    { ...addressFor(email, { city: "Split", zipCode: "21000" }), type: "main" },
  ]);
  await page.goto(confirmationLink(email));
  // The Split address was saved when the shop still delivered to the United States.
  withDb((db) =>
    db
      .prepare(
        "UPDATE addresses SET country_id = (SELECT id FROM countries WHERE iso = 'US') WHERE city = 'Split' AND user_id = (SELECT id FROM users WHERE email = ?)",
      )
      .run(email),
  );
  await logIn(page, { email, password: PASSWORD }, javaScriptEnabled);
  await page.goto("/profile#addresses");
  await settle(page, javaScriptEnabled);

  // A new address: the six countries the checkout accepts, after the placeholder.
  await page.getByTestId("address-add").locator("summary").click();
  const addForm = page.getByTestId("address-form");
  const country = addForm.getByLabel("Country", { exact: true });
  expect((await optionTexts(country)).slice(1)).toEqual(DELIVERED);

  // The address saved in the United States: shown with its country and a note, editable as it is.
  const split = page.getByTestId("address-card").filter({ hasText: "Split" });
  await expect(split).toContainText("United States");
  await expect(split.getByTestId("address-not-delivered")).toHaveText(
    "We do not deliver to this country, so this address cannot be used at checkout. Choose another country to use it.",
  );
  await expect(
    page.getByTestId("address-card").filter({ hasText: "Zagreb" }).getByTestId("address-not-delivered"),
  ).toHaveCount(0);
  await split.getByText("Edit", { exact: true }).click();
  const editForm = split.getByTestId("address-edit-form");
  const editCountry = editForm.getByLabel("Country", { exact: true });
  await expect(editCountry).toHaveValue("US");
  expect(await optionTexts(editCountry)).toContain("United States (we do not deliver there)");
  await editForm.getByLabel("Street").fill("Riva");
  await editForm.getByTestId("address-submit").click();
  const riva = page.getByTestId("address-card").filter({ hasText: "Riva" });
  await expect(riva).toContainText("United States");
  await expect(riva.getByTestId("address-edit-form")).toBeHidden();

  // A country outside them posted anyway (a page older than the shop's settings): refused, said
  // under the Country field, in the page's language.
  for (const [path, message] of [
    ["/profile#addresses", "Delivery to this country is not available."],
    ["/hr/profil#addresses", "Dostava u ovu zemlju nije dostupna."],
  ] as const) {
    await page.goto(path);
    await settle(page, javaScriptEnabled);
    await page.getByTestId("address-add").locator("summary").click();
    const form = page.getByTestId("address-form");
    for (const [name, value] of Object.entries(addressFor(email, { city: "Graz", zipCode: "80100" })))
      if (name !== "country") await form.locator(`[name='${name}']`).fill(value);
    const select = form.locator("[name='country']");
    await select.evaluate((el) => el.append(new Option("Canada", "CA")));
    await select.selectOption("CA");
    await form.getByTestId("address-submit").click();
    const refused = page.getByTestId("address-form");
    await expect(refused.getByTestId("field-error")).toHaveText([message]);
    await expect(refused.locator("[name='country']")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("address-card")).toHaveCount(2);
  }
});

test("the registration form's addresses offer the countries the checkout accepts; another is refused under its Country", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/register");
  await settle(page, javaScriptEnabled);
  const selects = page.getByTestId("register-form").locator("select[name$='.country']");
  await expect(selects).toHaveCount(2);
  for (const select of await selects.all()) expect((await optionTexts(select)).slice(1)).toEqual(DELIVERED);

  // A billing address in another country posted anyway: refused under the billing address's Country.
  const email = uniqueEmail("register");
  const form = page.getByTestId("register-form");
  await form.locator("[name='firstName']").fill("Ana");
  await form.locator("[name='lastName']").fill("Horvat");
  await form.locator("[name='email']").fill(email);
  await form.locator("[name='password']").fill(PASSWORD);
  await form.locator("[name='confirmedPassword']").fill(PASSWORD);
  await form.locator("[name='withAddresses']").check();
  await form.locator("[name='billingSame']").uncheck();
  for (const group of ["delivery", "billing"])
    for (const [name, value] of Object.entries(addressFor(email)))
      if (name === "country") await form.locator(`[name='${group}.country']`).selectOption(value);
      else await form.locator(`[name='${group}.${name}']`).fill(value);
  const billing = form.locator("[name='billing.country']");
  await billing.evaluate((el) => el.append(new Option("Canada", "CA")));
  await billing.selectOption("CA");
  for (const box of await form.getByTestId("consents").getByRole("checkbox").all()) await box.check();
  withDb((db) => db.prepare("DELETE FROM rate_limits WHERE key LIKE 'register:address:%'").run());
  await form.getByTestId("register-submit").click();
  const refused = page.getByTestId("register-form");
  await expect(refused.locator("[name='billing.country']")).toHaveAttribute("aria-invalid", "true");
  await expect(refused.getByTestId("field-error")).toHaveText(["Delivery to this country is not available."]);
  await expect(refused.locator("[name='delivery.country']")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL("/register");
});
