/**
 * The back office's delivery-method form, read on the server: the same fields whether a method is
 * created (the list page) or saved (its own page). What the platform cannot be asked with (a price,
 * free-delivery amount or position that is no number, no country ticked) is refused here; the rest
 * it refuses itself.
 */
import type { InputOf } from "#server/contract";
import type { shopAdmin } from "#server/contract";
import { MAX_DELIVERY_POSITION, MAX_DELIVERY_PRICE, MAX_FREE_DELIVERY_FROM } from "#server/contract/delivery-limits";
import { locales } from "#server/contract/urls";
import type { FormRefusal } from "~/lib/forms/refusal";
import { parseAmount } from "~/lib/money";
import { formRefused, formValues } from "./forms";

export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The per-language texts posted as `<prefix>.<language>`. */
export const formTexts = (form: FormData, prefix: string) =>
  Object.fromEntries(locales.map((language) => [language, formText(form, `${prefix}.${language}`).trim()]));

type Settings = Omit<InputOf<typeof shopAdmin.saveDeliveryMethod>, "id">;

/** A method's settings as posted, or the translation keys of why they cannot be, by field (all at once). */
export function deliveryMethodSettings(form: FormData): { settings: Settings } | { refused: Record<string, string> } {
  const refused: Record<string, string> = {};
  const price = parseAmount(formText(form, "price"));
  const priceRefused = price === null || price > MAX_DELIVERY_PRICE;
  if (priceRefused) refused.price = "admin.deliveryMethods.errors.price";
  // Optional: empty is "never free".
  const typedFreeFrom = formText(form, "freeFrom").trim();
  const freeFrom = typedFreeFrom ? parseAmount(typedFreeFrom) : null;
  const freeFromRefused =
    typedFreeFrom !== "" && (freeFrom === null || freeFrom < 1 || freeFrom > MAX_FREE_DELIVERY_FROM);
  if (freeFromRefused) refused.freeFrom = "admin.deliveryMethods.errors.freeFrom";
  const typedPosition = formText(form, "position").trim();
  const position = /^\d{1,9}$/.test(typedPosition) ? Number(typedPosition) : null;
  const positionRefused = position === null || position > MAX_DELIVERY_POSITION;
  if (positionRefused) refused.position = "admin.deliveryMethods.errors.position";
  const countries: Settings["countries"] =
    formText(form, "countryScope") === "ALL" ? "ALL" : form.getAll("countries").map(String);
  const countriesRefused = countries !== "ALL" && !countries.length;
  if (countriesRefused) refused.countries = "admin.deliveryMethods.errors.countries";
  // TypeScript narrows through these const conditions: past this line price and position are numbers.
  if (priceRefused || freeFromRefused || positionRefused || countriesRefused) return { refused };
  return {
    settings: {
      names: formTexts(form, "names"),
      descriptions: formTexts(form, "descriptions"),
      price,
      freeFrom,
      position,
      countries,
      active: form.has("active"),
      handsOver: form.has("handsOver"),
    },
  };
}

/** The form again, with the reason (and each refused field's) and what was typed (the ticked countries too). */
export const deliveryFormRefused = (
  which: FormRefusal["form"],
  form: FormData,
  error: string,
  fields?: Record<string, string>,
) =>
  formRefused(which, error, { ...formValues(form), countries: form.getAll("countries").map(String) }, 400, {
    fields,
  });

/** The form's own refusal: the form's general message above, each field's under it. */
export const deliverySettingsRefused = (which: FormRefusal["form"], form: FormData, fields: Record<string, string>) =>
  deliveryFormRefused(which, form, "core.notifications.invalidInput", fields);
