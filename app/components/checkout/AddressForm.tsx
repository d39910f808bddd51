import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/lib/i18n";
import { NEW_ADDRESS } from "~/lib/checkout";
import type { AddressStepShape } from "~/lib/forms/checkout";
import { AddressFields, type CountryOption } from "../account/AddressFields";
import { ConsentFields, type ConsentView } from "./ConsentFields";
import { FormErrors, ErrorList } from "../forms/ErrorList";
import { FaultFocus, useFaultFocus } from "../forms/fault-focus";
import { CheckboxField, Field, type FieldMeta } from "../forms/Field";
import * as formCss from "../forms/forms.css";
import { StepActions } from "./StepActions";
import * as css from "./checkout.css";

type Meta = FieldMeta;

/** A saved address of a signed-in user, as one line. */
export interface SavedAddress {
  id: number;
  text: string;
  /** In a country the store does not deliver to: shown, but not to be chosen. */
  unavailable: boolean;
  /** Its country's ISO code. */
  country: string;
}

export interface AddressFormProps {
  countries: CountryOption[];
  /** The signed-in user's addresses; null for a guest, who types the address. */
  saved: SavedAddress[] | null;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Record<string, { required?: boolean; maxLength?: number; minLength?: number; pattern?: string }>;
  defaultValue: Partial<Record<string, unknown>>;
  /** The checkout consents (spec section 2: the delivery block has them). */
  consents: ConsentView[];
  consentsFailed: boolean;
  /** Where the form posts: the step's own address, so that a refusal without JavaScript shows it. */
  action: string;
}

/**
 * A delivery or billing address: typed (a guest), or one of the saved ones or a new one (a signed-in
 * user; the new address's fields appear when "a new address" is chosen, by CSS, so without
 * JavaScript too).
 */
function AddressChoice({
  legend,
  choice,
  saved,
  testId,
  children,
}: {
  legend: string;
  choice: Meta;
  saved: SavedAddress[] | null;
  testId: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const focus = useFaultFocus(choice.name, !!choice.errors?.length);
  if (!saved) {
    return (
      <fieldset className={formCss.fieldset} data-testid={testId}>
        <legend className={formCss.legend}>{legend}</legend>
        {children}
      </fieldset>
    );
  }
  const options = [
    ...saved.map((a) => ({ value: String(a.id), label: a.text, unavailable: a.unavailable })),
    { value: NEW_ADDRESS, label: t("checkout.address.new"), unavailable: false },
  ];
  const firstAvailable = options.find((o) => !o.unavailable);
  return (
    <fieldset
      className={`${formCss.fieldset} ${css.addressChoice}`}
      data-testid={testId}
      aria-describedby={choice.errors?.length ? choice.errorId : undefined}
    >
      <legend className={formCss.legend}>{legend}</legend>
      {options.map((option) => {
        const reasonId = option.unavailable ? `${choice.id}-${option.value}-unavailable` : undefined;
        return (
          <div key={option.value} className={css.choice}>
            <label className={`${css.choiceLabel} ${option.unavailable ? css.choiceUnavailable : ""}`}>
              <input
                type="radio"
                name={choice.name}
                value={option.value}
                defaultChecked={!option.unavailable && choice.initialValue === option.value}
                disabled={option.unavailable}
                aria-describedby={reasonId}
                {...(option === firstAvailable ? focus : {})}
                className={css.radio}
                data-testid={`${testId}-option`}
              />
              <span className={css.choiceBody}>{option.label}</span>
            </label>
            {reasonId ? (
              <p id={reasonId} className={css.note}>
                {t("checkout.address.notDelivered")}
              </p>
            ) : null}
          </div>
        );
      })}
      <ErrorList id={choice.errorId} errors={choice.errors} />
      <div className={css.newAddress}>{children}</div>
    </fieldset>
  );
}

/** The address step's fields of a conform form (the address step's or the one-step checkout's). */
type AddressFieldsMeta = Record<"shippingAddressId" | "differentBilling" | "billingAddressId", FieldMeta> & {
  shipping: { getFieldset(): Record<string, FieldMeta> };
  billing: { getFieldset(): Record<string, FieldMeta> };
};

/** The delivery address (with company) and, when asked for, a different billing address: the
 * fields of the address step, and of the one-step checkout's first block. */
export function AddressBlocks({
  fields,
  saved,
  countries,
}: {
  fields: AddressFieldsMeta;
  saved: SavedAddress[] | null;
  countries: CountryOption[];
}) {
  const { t } = useTranslation();
  const shipping = fields.shipping.getFieldset() as Parameters<typeof AddressFields>[0]["fields"] &
    Record<"companyName" | "companyOIB", FieldMeta>;
  const billing = fields.billing.getFieldset() as Parameters<typeof AddressFields>[0]["fields"];
  return (
    <>
      <AddressChoice
        legend={t("checkout.address.delivery")}
        choice={fields.shippingAddressId}
        saved={saved}
        testId="shipping-address"
      >
        <div className={formCss.row}>
          <Field
            meta={shipping.companyName}
            label={t("account.fields.companyName")}
            optional
            autoComplete="organization"
          />
          <Field meta={shipping.companyOIB} label={t("account.fields.companyOIB")} optional autoComplete="off" />
        </div>
        <AddressFields fields={shipping} countries={countries} purpose="shipping" />
      </AddressChoice>
      <CheckboxField meta={fields.differentBilling} testId="different-billing">
        {t("checkout.address.differentBilling")}
      </CheckboxField>
      <div className={css.billing} data-testid="billing-block">
        <AddressChoice
          legend={t("checkout.address.billing")}
          choice={fields.billingAddressId}
          saved={saved}
          testId="billing-address"
        >
          <AddressFields fields={billing} countries={countries} purpose="billing" />
        </AddressChoice>
      </div>
    </>
  );
}

/** Spec section 2, the checkout's first block: the delivery address (with company), a different
 * billing address when asked for, the consents, then 'Dalje'. */
export function AddressForm({
  countries,
  saved,
  lastResult,
  constraint,
  defaultValue,
  consents,
  consentsFailed,
  action,
}: AddressFormProps) {
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>({ key: "checkout-address" });
  const [form, fields] = useForm<AddressStepShape>({
    id: "checkout-address",
    lastResult: fetcher.data?.result ?? lastResult,
    constraint,
    defaultValue,
  });
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className={formCss.form}
      data-testid="address-form"
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <FaultFocus reply={fetcher.data?.result ?? lastResult}>
        <AddressBlocks fields={fields} saved={saved} countries={countries} />
        <ConsentFields meta={fields.consents} consents={consents} failed={consentsFailed} />
      </FaultFocus>
      <StepActions pending={fetcher.state !== "idle"} />
    </fetcher.Form>
  );
}
