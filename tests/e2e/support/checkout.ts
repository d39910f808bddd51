import type { Locator } from "@playwright/test";

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

/** Types an address into a checkout address block (`group`) labelled in `lang`. */
export async function fillAddress(group: Locator, values: AddressValues, lang: Lang = "en") {
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
