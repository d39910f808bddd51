import { useTranslation } from "~/lib/i18n";
import { Field, SelectField, type FieldMeta } from "../forms/Field";
import * as formCss from "../forms/forms.css";
import { NameFields } from "./DetailsFields";

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

/** The address blank of spec section 3 (without type and company fields). */
export function AddressFields({ fields, countries }: { fields: AddressMeta; countries: CountryOption[] }) {
  const { t } = useTranslation();
  return (
    <>
      <NameFields fields={fields} />
      <div className={formCss.row}>
        <Field
          meta={fields.contactEmail}
          label={t("account.fields.contactEmail")}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <Field meta={fields.contactPhone} label={t("account.fields.contactPhone")} type="tel" autoComplete="tel" />
      </div>
      <div className={formCss.row}>
        <Field meta={fields.street} label={t("account.fields.street")} autoComplete="address-line1" />
        <Field meta={fields.houseNumber} label={t("account.fields.houseNumber")} autoComplete="address-line2" />
      </div>
      <div className={formCss.row}>
        <Field meta={fields.zipCode} label={t("account.fields.zipCode")} autoComplete="postal-code" />
        <Field meta={fields.city} label={t("account.fields.city")} autoComplete="address-level2" />
      </div>
      <SelectField
        meta={fields.country}
        label={t("account.fields.country")}
        options={countries}
        placeholder={t("account.fields.chooseCountry")}
        autoComplete="country"
      />
    </>
  );
}
