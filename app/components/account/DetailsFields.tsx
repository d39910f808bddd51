import { useTranslation } from "~/lib/i18n";
import { Field, type FieldMeta } from "../forms/Field";
import * as formCss from "../forms/forms.css";

/** The fields of a user's details, by their names in a form. */
export const detailsFieldNames = ["firstName", "lastName", "email", "memberCardBarcode"] as const;
type DetailsMeta = Record<(typeof detailsFieldNames)[number], FieldMeta>;

/** What an address is for, told to the browser's autofill so that it fills a delivery and a billing
 * address on one form apart (the autocomplete tokens `shipping` and `billing`). */
export type AddressPurpose = "shipping" | "billing";

/** An autocomplete token, for the address `purpose` names when it does. */
export const autofill = (token: string, purpose?: AddressPurpose) => (purpose ? `${purpose} ${token}` : token);

/** First and last name side by side (a user's details and every address). */
export function NameFields({
  fields,
  purpose,
}: {
  fields: Record<"firstName" | "lastName", FieldMeta>;
  purpose?: AddressPurpose;
}) {
  const { t } = useTranslation();
  return (
    <div className={formCss.row}>
      <Field
        meta={fields.firstName}
        label={t("account.fields.firstName")}
        autoComplete={autofill("given-name", purpose)}
      />
      <Field
        meta={fields.lastName}
        label={t("account.fields.lastName")}
        autoComplete={autofill("family-name", purpose)}
      />
    </div>
  );
}

/** A user's details (spec section 3, profile and registration): first and last name, e-mail and
 * the optional membership card barcode. */
export function DetailsFields({ fields }: { fields: DetailsMeta }) {
  const { t } = useTranslation();
  return (
    <>
      <NameFields fields={fields} />
      <Field
        meta={fields.email}
        label={t("account.fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <Field
        meta={fields.memberCardBarcode}
        label={t("account.fields.memberCardBarcode")}
        hint={t("account.fields.memberCardHint")}
        optional
        autoComplete="off"
      />
    </>
  );
}
