import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { addressTokens, autofillTokens } from "./support/checkout";
import { hydrated } from "./support/hydration";

/**
 * The registered customer's side as a keyboard and screen-reader user meets it (review of the account
 * pages), in both projects: a refused form opens with the typing cursor in its first field at fault,
 * as checkout's forms do (app/components/forms/fault-focus.tsx).
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/** Submits with a press on the form's button, as a mouse user does: the press takes the focus off
 * the field just typed in. */
async function press(button: Locator) {
  await button.click();
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test("a refused login puts the cursor in its first field at fault, after one press on Log in", async ({ page }) => {
  // Found in review: with JavaScript the e-mail field's check as it lost focus drew its message
  // under it, moving the button down under the pointer, so the press that took the focus off the
  // field never reached the button (nothing was checked or sent, the password's message missing)
  // and the cursor stayed on the button; without JavaScript the answer page had it nowhere.
  await open(page, "/login");
  const form = page.getByTestId("login-form");
  await form.getByLabel("E-mail address").fill("not-an-address");
  await press(form.getByTestId("login-submit"));
  await expect(form.getByTestId("field-error")).toHaveText([
    "Pattern does not match e-mail address",
    "This field is required",
  ]);
  await expect(form.getByLabel("E-mail address")).toBeFocused();
  await expect(form.getByLabel("E-mail address")).toHaveValue("not-an-address");
});

test("a refused registration puts the cursor in its first field at fault (Croatian)", async ({ page }) => {
  await open(page, "/hr/registracija");
  const form = page.getByTestId("register-form");
  // The address fields, hidden until asked for, have the same labels.
  const [firstName, lastName] = [form.locator("[name=firstName]"), form.locator("[name=lastName]")];
  await firstName.fill("Ana");
  await press(form.getByTestId("register-submit"));
  await expect(lastName).toHaveAttribute("aria-invalid", "true");
  await expect(lastName).toBeFocused();
  await expect(firstName).toHaveValue("Ana");
});

test("a refused request for a new password puts the cursor in the e-mail field", async ({ page }) => {
  await open(page, "/hr/zaboravljena-lozinka");
  const form = page.getByTestId("forgot-form");
  await form.getByLabel("E-mail adresa").fill("nije-adresa");
  await form.getByLabel("E-mail adresa").press("Enter");
  await expect(form.getByLabel("E-mail adresa")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("E-mail adresa")).toBeFocused();
});

test("registration's delivery and billing addresses are told apart to the browser's autofill", async ({ page }) => {
  // Found in review: both groups named their fields alike (given-name, address-line1...), so a
  // browser filling the delivery address filled the billing one with it too.
  await open(page, "/register");
  expect(await autofillTokens(page, "delivery")).toEqual(addressTokens("shipping"));
  expect(await autofillTokens(page, "billing")).toEqual(addressTokens("billing"));
});

test("a street filled with its number at its end gives the number to an empty house number field", async ({
  page,
  javaScriptEnabled,
}) => {
  // Found in review: the house number's autofill token was address-line2 (a flat or a floor), and a
  // browser's autofill puts "Ilica 10" in the street, so the form was refused for the house number.
  test.skip(!javaScriptEnabled, "moving the number is the page's script; without it the field is asked for");
  await open(page, "/register");
  const form = page.getByTestId("register-form");
  await form.getByTestId("with-addresses").check();
  const delivery = form.getByRole("group", { name: "Delivery address" });
  await expect(delivery.getByLabel("House number")).not.toHaveAttribute("autocomplete", /address-line2/);
  await delivery.getByLabel("Street").fill("Ulica kralja Zvonimira 12a");
  await delivery.getByLabel("Street").press("Tab");
  await expect(delivery.getByLabel("Street")).toHaveValue("Ulica kralja Zvonimira");
  await expect(delivery.getByLabel("House number")).toHaveValue("12a");
  // A house number already typed is left alone, and so is the street.
  await delivery.getByLabel("Street").fill("Ilica 10");
  await delivery.getByLabel("Street").press("Tab");
  await expect(delivery.getByLabel("Street")).toHaveValue("Ilica 10");
  await expect(delivery.getByLabel("House number")).toHaveValue("12a");
  // As an autofill gives it: the value set at once, with a plain input event.
  await form.getByLabel("The billing address is the same as the delivery address").uncheck();
  const billing = form.getByRole("group", { name: "Billing address" });
  await billing.getByLabel("Street").evaluate((input: HTMLInputElement) => {
    // The element's own setter, as the browser's autofill sets it (not through the page's scripts).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "Via Roma, 10");
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await expect(billing.getByLabel("Street")).toHaveValue("Via Roma");
  await expect(billing.getByLabel("House number")).toHaveValue("10");
});
