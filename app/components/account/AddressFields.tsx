import { splitStreetNumber } from "~/lib/forms/street-number";
import { useTranslation } from "~/lib/i18n";
import { Field, SelectField, type FieldMeta } from "../forms/Field";
import * as formCss from "../forms/forms.css";
import { autofill, NameFields, type AddressPurpose } from "./DetailsFields";

export interface CountryOption {
  value: string;
  label: string;
}
/** The fields of the address blank, by their names in a form's address group. */
export const addressFieldNames = [
  "firstName",
  "lastName",
  "contactEmail",
  "contactPhone",
  "country",
  "city",
  "street",
  "houseNumber",
  "zipCode",
] as const;
type AddressMeta = Record<(typeof addressFieldNames)[number], FieldMeta>;

/**
 * A street autofilled or typed with its number at its end ("Ilica 10") while the house number is
 * empty: the number moves to the house number field, so that the form is not refused for it.
 */
function moveHouseNumber(street: HTMLInputElement) {
  const houseNumber = street.form?.elements.namedItem(street.name.replace(/street$/, "houseNumber"));
  if (!(houseNumber instanceof HTMLInputElement) || houseNumber.value.trim()) return;
  const split = splitStreetNumber(street.value);
  if (!split) return;
  street.value = split.street;
  houseNumber.value = split.houseNumber;
  // Form libraries and unsaved-changes checks listen for input.
  houseNumber.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The address blank of spec section 3 (without type and company fields); `purpose` where a form
 * holds a delivery and a billing address. */
export function AddressFields({
  fields,
  countries,
  purpose,
}: {
  fields: AddressMeta;
  countries: CountryOption[];
  purpose?: AddressPurpose;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NameFields fields={fields} purpose={purpose} />
      <div className={formCss.row}>
        <Field
          meta={fields.contactEmail}
          label={t("account.fields.contactEmail")}
          type="email"
          autoComplete={autofill("email", purpose)}
          inputMode="email"
        />
        <Field
          meta={fields.contactPhone}
          label={t("account.fields.contactPhone")}
          type="tel"
          autoComplete={autofill("tel", purpose)}
        />
      </div>
      <div className={formCss.row}>
        <Field
          meta={fields.street}
          label={t("account.fields.street")}
          autoComplete={autofill("address-line1", purpose)}
          onChange={(event) => {
            // An autofilled value arrives as a plain event, not as typing (an InputEvent).
            if (!(event.nativeEvent instanceof InputEvent)) moveHouseNumber(event.currentTarget);
          }}
          onBlur={(event) => moveHouseNumber(event.currentTarget)}
        />
        {/* No autofill token names a house number (address-line2 is a flat or a floor): a browser
            fills the whole first line into the street, whose number moves here. */}
        <Field meta={fields.houseNumber} label={t("account.fields.houseNumber")} />
      </div>
      <div className={formCss.row}>
        <Field
          meta={fields.zipCode}
          label={t("account.fields.zipCode")}
          autoComplete={autofill("postal-code", purpose)}
        />
        <Field meta={fields.city} label={t("account.fields.city")} autoComplete={autofill("address-level2", purpose)} />
      </div>
      <SelectField
        meta={fields.country}
        label={t("account.fields.country")}
        options={countries}
        placeholder={t("account.fields.chooseCountry")}
        autoComplete={autofill("country", purpose)}
      />
    </>
  );
}
