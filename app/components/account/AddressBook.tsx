import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Address } from "#server/contract";
import { useActionAt, useFormKeyAfterSave } from "~/lib/hooks";
import { countryName } from "~/lib/countries";
import { useTranslation } from "~/lib/i18n";
import { addressSchema, addressTypeChoices } from "~/lib/forms/account";
import { useBlurCheck } from "~/lib/forms/blur-check";
import { FormErrors } from "../forms/ErrorList";
import { FaultFocus } from "../forms/fault-focus";
import { Field, SelectField } from "../forms/Field";
import { SubmitButton, useIsPending } from "../forms/SubmitButton";
import * as formCss from "../forms/forms.css";
import { AddressFields, type CountryOption } from "./AddressFields";
import * as css from "./account.css";
import { dangerButton } from "~/styles/button.css";

export type AddressActionData = { formId: string; result: SubmissionResult<string[]> } | null | undefined;

/** The viewer's addresses: a card each (edit, delete) and a form to add one. */
export function AddressBook({
  addresses,
  countries,
  actionData,
}: {
  addresses: Address[];
  countries: CountryOption[];
  actionData: AddressActionData;
}) {
  const { t, locale } = useTranslation();
  const resultFor = (formId: string) => (actionData?.formId === formId ? actionData.result : undefined);
  const delivered = (iso: string) => countries.some((c) => c.value === iso);
  const nameOf = (iso: string) => countries.find((c) => c.value === iso)?.label ?? countryName(iso, locale);
  // An address saved in a country the shop no longer delivers to (decision 0110) is shown with a note,
  // and its edit form offers that country too, so that it can be saved as it is or moved to another.
  const countriesFor = (a: Address): CountryOption[] =>
    delivered(a.country)
      ? countries
      : [
          { value: a.country, label: t("account.addresses.countryNotDelivered", { country: nameOf(a.country) }) },
          ...countries,
        ];
  // A save (a new location, no answer to show) closes the panels the visitor opened, as the page
  // loaded anew without JavaScript has them; a refusal keeps them open with what was typed.
  const panels = useFormKeyAfterSave(actionData);
  return (
    <>
      {addresses.length ? (
        <ul className={css.addressGrid} data-testid="address-list">
          {addresses.map((a) => (
            <li key={a.id} className={css.addressCard} data-testid="address-card">
              <span className={css.addressType}>{t(`account.addressType.${a.type}`)}</span>
              <address className={css.addressText}>
                <strong>
                  {a.firstName} {a.lastName}
                </strong>
                {a.companyName ? (
                  <>
                    <br />
                    {a.companyName}
                  </>
                ) : null}
                <br />
                {a.street} {a.houseNumber}
                <br />
                {a.zipCode} {a.city}
                <br />
                {nameOf(a.country)}
                <br />
                {a.contactPhone} · {a.contactEmail}
              </address>
              {delivered(a.country) ? null : (
                <p className={css.sectionMeta} data-testid="address-not-delivered">
                  {t("account.addresses.notDelivered")}
                </p>
              )}
              <div className={css.addressActions}>
                <details key={panels} open={!!resultFor(`address-${a.id}`)} className={css.addressEdit}>
                  <summary className={css.inlineSummary}>{t("account.addresses.edit")}</summary>
                  <div className={css.addressEditBody}>
                    <AddressForm
                      formId={`address-${a.id}`}
                      address={a}
                      countries={countriesFor(a)}
                      lastResult={resultFor(`address-${a.id}`)}
                    />
                  </div>
                </details>
                <DeleteAddress id={a.id} main={a.type === "main"} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.sectionMeta} style={{ marginBottom: "16px" }}>
          {t("account.addresses.empty")}
        </p>
      )}
      <details key={panels} className={css.disclosure} open={!!resultFor("address-new")} data-testid="address-add">
        <summary className={css.disclosureSummary}>{t("account.addresses.add")}</summary>
        <div className={css.disclosureBody}>
          <NewAddressForm countries={countries} lastResult={resultFor("address-new")} />
        </div>
      </details>
    </>
  );
}

/** Emptied after an address was added (a new location key), kept with its errors otherwise. */
function NewAddressForm({
  countries,
  lastResult,
}: {
  countries: CountryOption[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <AddressForm
      key={useFormKeyAfterSave(lastResult)}
      formId="address-new"
      countries={countries}
      lastResult={lastResult}
    />
  );
}

function AddressForm({
  formId,
  address,
  countries,
  lastResult,
}: {
  formId: string;
  address?: Address;
  countries: CountryOption[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const intent = address ? "address-update" : "address-create";
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue: address
      ? {
          id: String(address.id),
          type: address.type,
          firstName: address.firstName,
          lastName: address.lastName,
          contactEmail: address.contactEmail,
          contactPhone: address.contactPhone,
          country: address.country,
          city: address.city,
          street: address.street,
          houseNumber: address.houseNumber,
          zipCode: address.zipCode,
          companyName: address.companyName,
          companyOIB: address.companyOIB,
        }
      : { type: "shipping" },
    // Checked as a field loses focus by `useBlurCheck`, which spares a press on the button.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressSchema }),
  });
  const blurCheck = useBlurCheck(form);
  const navigation = useNavigation();
  const pending = useIsPending({ intent }) && navigation.formData?.get("formId") === formId;
  return (
    <Form
      method="post"
      className={formCss.form}
      {...getFormProps(form)}
      {...blurCheck}
      data-testid={address ? "address-edit-form" : "address-form"}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formId" value={formId} />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <FaultFocus reply={lastResult}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField
          meta={fields.type}
          label={t("account.fields.addressType")}
          options={addressTypeChoices(address?.type).map((type) => ({
            value: type,
            label: t(`account.addressType.${type}`),
          }))}
        />
        <AddressFields fields={fields} countries={countries} />
        <div className={formCss.row}>
          <Field
            meta={fields.companyName}
            label={t("account.fields.companyName")}
            optional
            autoComplete="organization"
          />
          <Field
            meta={fields.companyOIB}
            label={t("account.fields.companyOIB")}
            optional
            autoComplete="off"
            inputMode="numeric"
          />
        </div>
      </FaultFocus>
      <div className={css.formActions}>
        <SubmitButton
          pending={pending}
          pendingLabel={t("account.addresses.saving")}
          block={false}
          testId="address-submit"
        >
          {t("account.addresses.save")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * An address cannot be brought back: a second step first, a <details> that works without JavaScript.
 * The main (billing) address's says the account is left without one until another is made main.
 */
function DeleteAddress({ id, main }: { id: number; main: boolean }) {
  const { t } = useTranslation();
  const action = useActionAt("addresses");
  return (
    <details className={css.addressDelete} data-testid="address-delete">
      <summary className={css.dangerSummary}>{t("account.addresses.delete")}</summary>
      <Form method="post" action={action} className={css.addressDeleteBody}>
        <p className={css.sectionMeta}>
          {t(main ? "account.addresses.confirmDeleteMain" : "account.addresses.confirmDelete")}
        </p>
        <input type="hidden" name="intent" value="address-delete" />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={dangerButton}>
          {t("account.addresses.confirmYes")}
        </button>
      </Form>
    </details>
  );
}
