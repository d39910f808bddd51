import { getFormProps, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { DeliveryMethod, PaymentMethod } from "#server/contract/checkout";
import type { Locale } from "#server/contract/urls";
import { shownShippingChoice, type PaymentActionData, type ShippingChoice } from "~/lib/checkout";
import { useHydrated, useOnHydration } from "~/lib/hooks";
import { changedBeforeHydration } from "~/lib/hydration";
import { useTranslation } from "~/lib/i18n";
import type { OneStepShape } from "~/lib/forms/checkout";
import type { CountryOption } from "../account/AddressFields";
import { ErrorList, FormErrors } from "../forms/ErrorList";
import { FaultFocus } from "../forms/fault-focus";
import * as formCss from "../forms/forms.css";
import { AddressBlocks, type SavedAddress } from "./AddressForm";
import { ConsentFields, type ConsentView } from "./ConsentFields";
import { GiftFields } from "./GiftFields";
import { OrderSummary, type SummaryCart } from "./OrderSummary";
import { PaymentChoices, PlaceOrderButton } from "./PaymentForm";
import { PaymentHandoff } from "./PaymentHandoff";
import { DeliveryChoices } from "./ShippingForm";
import { PostedBack } from "./StepActions";
import * as css from "./checkout.css";

/** The methods the form lists, for one country. */
export interface OneStepMethods {
  country: { iso: string; name: string } | null;
  delivery: DeliveryMethod[];
  payment: PaymentMethod[];
}

export interface OneStepFormProps {
  locale: Locale;
  action: string;
  loginHref: string | null;
  countries: CountryOption[];
  saved: SavedAddress[] | null;
  constraint: Record<string, { required?: boolean; maxLength?: number; minLength?: number; pattern?: string }>;
  defaultValue: Partial<Record<string, unknown>>;
  consents: ConsentView[];
  consentsFailed: boolean;
  /** The country the delivery methods are listed for. */
  country: { iso: string; name: string } | null;
  currency: string;
  digitalOnly: boolean;
  delivery: DeliveryMethod[];
  savedDelivery: ShippingChoice;
  payment: PaymentMethod[];
  savedPaymentMethodId: number | null;
  snapshot: string;
  gift: boolean;
  /** The side panel's cart (the platform's figures). */
  cart: SummaryCart;
  /** The action's answer without JavaScript (errors, or the payment to hand over to). */
  actionData?: PaymentActionData;
}

/** A numbered block of the one form, headed like the stepped checkout's steps. */
function Block({
  number,
  title,
  testId,
  children,
}: {
  number: number;
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  const headingId = `${testId}-title`;
  return (
    <section className={css.step} aria-labelledby={headingId} data-testid={testId}>
      <div className={css.stepHead}>
        <h2 id={headingId} className={css.stepTitle}>
          <span className={css.stepNumber} aria-hidden="true">
            {number}
          </span>
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

/**
 * Checkout type 1, one step (docs/decisions/0067-one-step-checkout.md): the delivery address (as the
 * address step has it, with the billing toggle), the delivery methods for the country named above
 * them (none for a cart of e-products), the payment methods, the gift fields where offered, the
 * consents once, and one "Place order". One post; a refusal brings the form back with everything
 * typed and each message beside its block; a payment provider takes over as after the payment step.
 * The side panel's delivery line and total follow the method chosen before it is saved (the
 * platform's price, settled with the platform's arithmetic): at once with JavaScript, on the page
 * after the post without it.
 */
export function OneStepForm(props: OneStepFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { locale, digitalOnly, actionData } = props;
  const order = useFetcher<PaymentActionData>({ key: "checkout-one-step" });
  // With JavaScript the methods follow the country select (the index route answers `?country=`).
  const refresh = useFetcher<{ methods: OneStepMethods | null } | null>({ key: "checkout-one-step-methods" });
  const methods = refresh.data?.methods ?? { country: props.country, delivery: props.delivery, payment: props.payment };
  const handoff = order.data?.payment ?? actionData?.payment;
  const result = order.data?.result ?? actionData?.result;
  const [form, fields] = useForm<OneStepShape>({
    id: "checkout-one-step",
    lastResult: result,
    constraint: props.constraint,
    defaultValue: props.defaultValue,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // The delivery method the shopper checked last (null: none); before any, the one the form shows.
  const [picked, setPicked] = useState<{ id: number | null } | null>(null);
  const methodName = fields.deliveryMethodId.name;
  useEffect(() => {
    // The methods listed again for another country: the radio still checked, if any, is the choice.
    if (!refresh.data) return;
    const checked = formRef.current?.querySelector<HTMLInputElement>(`input[name="${methodName}"]:checked`);
    setPicked({ id: checked ? Number(checked.value) : null });
  }, [refresh.data, methodName]);

  const { country, delivery, payment } = methods;
  const shownDelivery = shownShippingChoice(
    result,
    props.savedDelivery,
    delivery.map((m) => m.id),
    { methodId: methodName, branchId: fields.branchId.name },
  );
  const chosenId = picked ? picked.id : shownDelivery.methodId;
  const chosen = digitalOnly ? null : (delivery.find((m) => m.id === chosenId) ?? null);

  // The delivery country is the select's, or a chosen saved address's (a signed-in user).
  const follow = (target: HTMLSelectElement | HTMLInputElement) => {
    if (digitalOnly || !target.value) return;
    if (target.name === methodName) return setPicked({ id: Number(target.value) });
    const chosen =
      target.name === fields.shipping.getFieldset().country.name
        ? target.value
        : target.name === fields.shippingAddressId.name
          ? props.saved?.find((a) => String(a.id) === target.value)?.country
          : undefined;
    if (chosen) void refresh.load(`${props.action}?index&${new URLSearchParams({ country: chosen })}`);
  };
  // On a slow phone a shopper may choose a country or a delivery method before the scripts come
  // (decision 0040): the methods and the summary follow them as they follow a change made later.
  useOnHydration(() => {
    for (const control of formRef.current?.elements ?? [])
      if (
        (control instanceof HTMLSelectElement || control instanceof HTMLInputElement) &&
        changedBeforeHydration(control)
      )
        follow(control);
  });

  const summary = (
    <aside className={css.side}>
      <OrderSummary cart={props.cart} locale={locale} delivery={handoff ? null : chosen} />
    </aside>
  );
  if (handoff)
    return (
      <>
        <PaymentHandoff handoff={handoff} locale={locale} />
        {summary}
      </>
    );

  const posted = Number(result?.initialValue?.[fields.paymentMethodId.name]);
  const shownPayment = payment.some((m) => m.id === posted) ? posted : props.savedPaymentMethodId;
  let number = 0;
  return (
    // No new key after an answer (as the shipping step's form has): with JavaScript the fields keep
    // what was typed as they are; without it each answer is a new page, its fields from the answer.
    <>
      <order.Form
        ref={formRef}
        method="post"
        action={props.action}
        {...getFormProps(form)}
        className={`${formCss.form} ${css.steps}`}
        data-testid="one-step-form"
        onChange={(event: React.FormEvent<HTMLFormElement>) =>
          follow(event.target as HTMLSelectElement | HTMLInputElement)
        }
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <FaultFocus reply={result}>
          <Block number={++number} title={t("checkout.steps.address")} testId="one-step-address">
            {props.loginHref ? (
              <p className={css.note}>
                {t("checkout.address.haveAccount")} <Link to={props.loginHref}>{t("checkout.address.logIn")}</Link>
              </p>
            ) : null}
            <AddressBlocks fields={fields} saved={props.saved} countries={props.countries} />
          </Block>
          {digitalOnly ? null : (
            <Block number={++number} title={t("checkout.steps.shipping")} testId="one-step-shipping">
              <p className={css.note} data-testid="one-step-country" aria-live="polite">
                {country ? t("checkout.oneStep.deliveryTo", { country: country.name }) : null}
              </p>
              <div aria-busy={refresh.state !== "idle" || undefined}>
                <DeliveryChoices
                  locale={locale}
                  currency={props.currency}
                  methods={delivery}
                  method={fields.deliveryMethodId}
                  branch={fields.branchId}
                  shown={shownDelivery}
                />
              </div>
            </Block>
          )}
          <Block number={++number} title={t("checkout.steps.payment")} testId="one-step-payment">
            <PaymentChoices
              methods={payment}
              meta={fields.paymentMethodId}
              hydrated={hydrated}
              initial={shownPayment}
            />
            {props.gift ? <GiftFields message={fields.giftMessage} to={fields.giftTo} from={fields.giftFrom} /> : null}
            <ConsentFields meta={fields.consents} consents={props.consents} failed={props.consentsFailed} />
            <input type="hidden" name="cart" value={props.snapshot} />
            <ErrorList id={fields.order.errorId} errors={fields.order.errors} />
            <div className={css.actions}>
              <PostedBack onward={t("checkout.payment.submit")}>{t("checkout.oneStep.backToCart")}</PostedBack>
              <PlaceOrderButton pending={order.state !== "idle"} />
            </div>
          </Block>
        </FaultFocus>
      </order.Form>
      {summary}
    </>
  );
}
