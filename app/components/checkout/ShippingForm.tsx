import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { DeliveryMethod } from "#server/contract/checkout";
import type { Locale } from "#server/contract/urls";
import { shownShippingChoice, type ShippingChoice } from "~/lib/checkout";
import { useTranslation } from "~/lib/i18n";
import type { ShippingStepShape } from "~/lib/forms/checkout";
import { formatMoney } from "~/lib/money";
import { ErrorList, FormErrors } from "../forms/ErrorList";
import { FaultFocus, useFaultFocus } from "../forms/fault-focus";
import type { FieldMeta } from "../forms/Field";
import * as formCss from "../forms/forms.css";
import { StepActions } from "./StepActions";
import * as css from "./checkout.css";

export interface ShippingFormProps {
  locale: Locale;
  currency: string;
  methods: DeliveryMethod[];
  /** The saved choice: what the form shows first, and again after a refused save (spec section 4). */
  saved: ShippingChoice;
  lastResult?: SubmissionResult<string[]> | null;
  backTo: string;
}

/**
 * Spec section 2, the shipping block: the methods with name, description and price; a method with
 * pickup branches shows their radios once it is chosen (by CSS, so without JavaScript too); 'Nazad'
 * and 'Dalje'. After refused input (a method without its branch) the shopper's choice stays, its
 * branches open beside the message; after a save the platform refused, the saved choice is back.
 */
export function ShippingForm({ locale, currency, methods, saved, lastResult, backTo }: ShippingFormProps) {
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>({ key: "checkout-shipping" });
  const result = fetcher.data?.result ?? lastResult;
  const [form, fields] = useForm<ShippingStepShape>({ id: "checkout-shipping", lastResult: result });
  const shown = shownShippingChoice(
    result,
    saved,
    methods.map((method) => method.id),
  );
  return (
    // A new key after each answer puts the radios on the choice that answer shows.
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      key={JSON.stringify(result ?? null)}
      className={formCss.form}
      data-testid="shipping-form"
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <FaultFocus reply={result}>
        <DeliveryChoices
          locale={locale}
          currency={currency}
          methods={methods}
          method={fields.methodId}
          branch={fields.branchId}
          shown={shown}
        />
      </FaultFocus>
      <StepActions backTo={backTo} pending={fetcher.state !== "idle"} />
    </fetcher.Form>
  );
}

/** The delivery methods as radios, each with name, description and price; a method with pickup
 * branches shows their radios once it is chosen (by CSS, so without JavaScript too). The shipping
 * step's, and the one-step checkout's delivery block. */
export function DeliveryChoices({
  locale,
  currency,
  methods,
  method: methodMeta,
  branch: branchMeta,
  shown,
}: {
  locale: Locale;
  currency: string;
  methods: DeliveryMethod[];
  method: FieldMeta;
  branch: FieldMeta;
  shown: ShippingChoice;
}) {
  const { t } = useTranslation();
  // A method chosen after the answer asking for one answers it: that answer's message goes; the
  // next answer's shows.
  const [answered, setAnswered] = useState<FieldMeta["errors"]>(undefined);
  const methodErrors = answered === methodMeta.errors ? undefined : methodMeta.errors;
  const methodFocus = useFaultFocus(methodMeta.name, !!methodMeta.errors?.length);
  const branchFocus = useFaultFocus(branchMeta.name, !!branchMeta.errors?.length);
  if (!methods.length)
    return (
      <p className={formCss.alert} role="alert" data-testid="shipping-none">
        {t("checkout.shipping.none")}
      </p>
    );
  return (
    <fieldset
      className={css.choices}
      aria-describedby={methodErrors?.length ? methodMeta.errorId : undefined}
      onChange={(event) => {
        if (event.target instanceof HTMLInputElement && event.target.name === methodMeta.name)
          setAnswered(methodMeta.errors);
      }}
    >
      <legend className="visually-hidden">{t("checkout.steps.shipping")}</legend>
      {methods.map((method) => (
        <div key={method.id} className={css.choice} data-testid="shipping-method">
          <label className={css.choiceLabel}>
            <input
              type="radio"
              name={methodMeta.name}
              value={method.id}
              defaultChecked={method.id === shown.methodId}
              {...(method === methods[0] ? methodFocus : {})}
              className={css.radio}
              data-testid={`shipping-method-${method.id}`}
            />
            <span className={css.choiceBody}>
              <span className={css.choiceName}>{method.name}</span>
              {method.description ? <span className={css.choiceText}>{method.description}</span> : null}
              {method.freeFrom !== null && method.price > 0 ? (
                <span className={css.choiceText} data-testid="shipping-free-from">
                  {t("checkout.shipping.freeFrom", { amount: formatMoney(method.freeFrom, locale, currency) })}
                </span>
              ) : null}
            </span>
            <span className={css.choicePrice}>
              {method.price ? formatMoney(method.price, locale, currency) : t("checkout.shipping.free")}
            </span>
          </label>
          {method.options.length ? (
            <fieldset className={css.branches} data-testid="shipping-branches">
              <legend className={css.choiceText}>{t("checkout.shipping.branches", { method: method.name })}</legend>
              {method.options.map((branch) => (
                <label key={branch.id} className={css.branchLabel}>
                  <input
                    type="radio"
                    name={branchMeta.name}
                    value={branch.id}
                    defaultChecked={method.id === shown.methodId && branch.id === shown.branchId}
                    {...(method.id === shown.methodId && branch === method.options[0] ? branchFocus : {})}
                    className={css.radio}
                    data-testid={`shipping-branch-${branch.id}`}
                  />
                  {branch.name}
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
      ))}
      <ErrorList id={methodMeta.errorId} errors={methodErrors} />
      <ErrorList id={branchMeta.errorId} errors={branchMeta.errors} />
    </fieldset>
  );
}
