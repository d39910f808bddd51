import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { API_HEADERS, newCustomer } from "./cart";
import { allowMoreOrders } from "./db";

/** The checkout address block's field labels, by the page's language. */
export const addressLabels = {
  en: {
    firstName: "First name",
    lastName: "Last name",
    contactEmail: "E-mail address",
    contactPhone: "Phone",
    street: "Street",
    houseNumber: "House number",
    zipCode: "Postal code",
    city: "City",
    country: "Country",
  },
  hr: {
    firstName: "Ime",
    lastName: "Prezime",
    contactEmail: "E-mail adresa",
    contactPhone: "Telefon",
    street: "Ulica",
    houseNumber: "Kućni broj",
    zipCode: "Poštanski broj",
    city: "Grad",
    country: "Država",
  },
} as const;
export type Lang = keyof typeof addressLabels;

export type AddressValues = Record<keyof (typeof addressLabels)["en"], string>;

/** A Zagreb delivery address for `email` (a Croatian name with a hyphen and a diacritic). */
export function addressFor(email: string, overrides: Partial<AddressValues> = {}): AddressValues {
  return {
    firstName: "Ana",
    lastName: "Horvat-Kovač",
    contactEmail: email,
    contactPhone: "091 234 5678",
    street: "Ilica",
    houseNumber: "42a",
    zipCode: "10000",
    city: "Zagreb",
    country: "HR",
    ...overrides,
  };
}

/** Types an address into a checkout address block (`group`) labelled in `lang`; the order to come
 * is a fixture's, which the per-address order limit does not count (allowMoreOrders). */
export async function fillAddress(group: Locator, values: AddressValues, lang: Lang = "en") {
  allowMoreOrders();
  const l = addressLabels[lang];
  for (const name of [
    "firstName",
    "lastName",
    "contactEmail",
    "contactPhone",
    "street",
    "houseNumber",
    "zipCode",
    "city",
  ] as const) {
    await group.getByLabel(l[name], { exact: true }).fill(values[name]);
  }
  await group.getByLabel(l.country, { exact: true }).selectOption(values.country);
}

/**
 * A new customer of the server at `base` with a saved delivery address (Split unless `overrides`),
 * and with `main`, a main (billing) address of those fields too, through the platform API.
 */
export async function customerWithAddress(
  request: APIRequestContext,
  base: string,
  overrides: Partial<AddressValues> = {},
  { main }: { main?: Partial<AddressValues> } = {},
) {
  const customer = await newCustomer(request, base, "checkout");
  const login = await request.post(`${base}/api/v1/login`, {
    headers: API_HEADERS,
    data: { username: customer.email, password: customer.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const accesstoken = (await login.json()).data.tokens.accessToken as string;
  const address = addressFor(customer.email, {
    firstName: "Marko",
    lastName: "Marić",
    street: "Vukovarska",
    houseNumber: "7",
    city: "Split",
    zipCode: "21000",
    ...overrides,
  });
  const created = await request.post(`${base}/api/v1/user/web/address/create`, {
    headers: { ...API_HEADERS, accesstoken },
    data: { ...address, type: "shipping" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  if (main) {
    const billing = await request.post(`${base}/api/v1/user/web/address/create`, {
      headers: { ...API_HEADERS, accesstoken },
      data: { ...address, ...main, type: "main" },
    });
    expect(billing.ok(), await billing.text()).toBe(true);
  }
  return { ...customer, addressId: (await created.json()).data.id as number, address };
}

/** What the browser's autofill reads from an address group's fields (`<group>.<field>`). */
export async function autofillTokens(page: Page, group: string) {
  const names = ["firstName", "lastName", "contactEmail", "contactPhone", "street", "zipCode", "city", "country"];
  return Promise.all(names.map((name) => page.locator(`[name='${group}.${name}']`).getAttribute("autocomplete")));
}

/** The tokens `autofillTokens` expects for an address told to be the delivery or billing one. */
export const addressTokens = (purpose: "shipping" | "billing") =>
  ["given-name", "family-name", "email", "tel", "address-line1", "postal-code", "address-level2", "country"].map(
    (field) => `${purpose} ${field}`,
  );
