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
        />
        <Field
          meta={fields.houseNumber}
          label={t("account.fields.houseNumber")}
          autoComplete={autofill("address-line2", purpose)}
        />
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
