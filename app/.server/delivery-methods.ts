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

/** One field as read: its value, or the translation key of why it cannot be one. */
type FieldRead<T> = { value: T } | { refused: string };

const read = <T>(value: T | null, ok: (value: T) => boolean, refused: string): FieldRead<T> =>
  value !== null && ok(value) ? { value } : { refused };

/** The fields a method's settings cannot be asked with as typed, each read once. */
function readFields(form: FormData) {
  const typedFreeFrom = formText(form, "freeFrom").trim();
  const typedPosition = formText(form, "position").trim();
  const chosen = form.getAll("countries").map(String);
  return {
    price: read(
      parseAmount(formText(form, "price")),
      (p) => p <= MAX_DELIVERY_PRICE,
      "admin.deliveryMethods.errors.price",
    ),
    // Optional: empty is "never free".
    freeFrom: typedFreeFrom
      ? read(
          parseAmount(typedFreeFrom),
          (f) => f >= 1 && f <= MAX_FREE_DELIVERY_FROM,
          "admin.deliveryMethods.errors.freeFrom",
        )
      : { value: null },
    position: read(
      /^\d{1,9}$/.test(typedPosition) ? Number(typedPosition) : null,
      (p) => p <= MAX_DELIVERY_POSITION,
      "admin.deliveryMethods.errors.position",
    ),
    countries: read<Settings["countries"]>(
      formText(form, "countryScope") === "ALL" ? "ALL" : chosen,
      (c) => c === "ALL" || c.length > 0,
      "admin.deliveryMethods.errors.countries",
    ),
  };
}

/** The values of reads that refused nothing. */
type Values<Reads> = { [K in keyof Reads]: Reads[K] extends { value: infer T } ? T : never };

/** Every field's value, or the keys of the refused ones by field (all at once). */
function allRead<Reads extends Record<string, FieldRead<unknown>>>(
  reads: Reads,
): { values: Values<Reads> } | { refused: Record<string, string> } {
  const values: Record<string, unknown> = {};
  const refused: Record<string, string> = {};
  for (const [field, r] of Object.entries(reads)) {
    if ("refused" in r) refused[field] = r.refused;
    else values[field] = r.value;
  }
  // No field refused: each field has its read's value, of its type.
  return Object.keys(refused).length ? { refused } : { values: values as Values<Reads> };
}

/** A method's settings as posted, or the translation keys of why they cannot be, by field (all at once). */
export function deliveryMethodSettings(form: FormData): { settings: Settings } | { refused: Record<string, string> } {
  const fields = allRead(readFields(form));
  if ("refused" in fields) return fields;
  return {
    settings: {
      names: formTexts(form, "names"),
      descriptions: formTexts(form, "descriptions"),
      ...fields.values,
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
