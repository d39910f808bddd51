import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { PaymentMethod } from "#server/contract/checkout";
import type { Locale } from "#server/contract/urls";
import type { PaymentActionData } from "~/lib/checkout";
import { useTranslation } from "~/lib/i18n";
import type { PaymentStepShape } from "~/lib/forms/checkout";
import { ErrorList, FormErrors } from "../forms/ErrorList";
import { FaultFocus, useFaultFocus } from "../forms/fault-focus";
import type { FieldMeta } from "../forms/Field";
import { SubmitButton } from "../forms/SubmitButton";
import * as formCss from "../forms/forms.css";
import { useHydrated, useOnHydration } from "~/lib/hooks";
import { changedBeforeHydration } from "~/lib/hydration";
import { ConsentFields, type ConsentView } from "./ConsentFields";
import { GiftFields } from "./GiftFields";
import { PaymentHandoff } from "./PaymentHandoff";
import { StepActions } from "./StepActions";
import * as css from "./checkout.css";

export interface PaymentFormProps {
  locale: Locale;
  methods: PaymentMethod[];
  savedMethodId: number | null;
  consents: ConsentView[];
  consentsFailed: boolean;
  /** The consents accepted at the address step: their boxes start checked. */
  acceptedConsents: string[];
  /** The cart as this page shows it, checked again before the order (spec section 4). */
  snapshot: string;
  /** Spec section 4, HPF auto-skip: the order is submitted without the shopper's press. */
  autoSubmit: boolean;
  /** The store offers a gift message (checkout settings giftMessage). */
  gift: boolean;
  /** The gift fields as written before the order was sent back to this step (the cart changed). */
  giftDraft?: { giftMessage: string; giftTo: string; giftFrom: string } | null;
  /** The action's answer without JavaScript (errors, or the payment to hand over to). */
  actionData?: PaymentActionData;
  backTo: string;
}

/**
 * Spec section 2, the payment block: the applicable methods, the checkout consents, 'Nazad' and
 * the order button. With JavaScript choosing a method saves it at once, and a refused choice
 * goes back to the saved one; without it the method is saved with the order.
 */
export function PaymentForm({
  locale,
  methods,
  savedMethodId,
  consents,
  consentsFailed,
  acceptedConsents,
  snapshot,
  autoSubmit,
  gift,
  giftDraft,
  actionData,
  backTo,
}: PaymentFormProps) {
  const hydrated = useHydrated();
  const order = useFetcher<PaymentActionData>({ key: "checkout-order" });
  const save = useFetcher<PaymentActionData>({ key: "checkout-payment-method" });
  const handoff = order.data?.payment ?? actionData?.payment;
  const result: SubmissionResult<string[]> | null | undefined = order.data?.result ?? actionData?.result;
  const [form, fields] = useForm<PaymentStepShape>({
    id: "checkout-payment",
    lastResult: result,
    defaultValue: { consents: acceptedConsents, ...giftDraft },
  });
  // Without JavaScript a refused order comes back with what was posted: its method stays chosen, also
  // where the refusal came before the method was saved (the consents are checked first).
  const posted = Number(actionData?.result?.initialValue?.methodId);
  const [chosen, setChosen] = useState(methods.some((m) => m.id === posted) ? posted : savedMethodId);
  const formRef = useRef<HTMLFormElement>(null);

  // The radios show the saved method: after a save, and again after a refused one (spec section 4).
  // Adjusted while rendering, as React advises for state that follows a value.
  const [seen, setSeen] = useState({ savedMethodId, saveData: save.data });
  if (seen.savedMethodId !== savedMethodId || seen.saveData !== save.data) {
    setSeen({ savedMethodId, saveData: save.data });
    if (seen.savedMethodId !== savedMethodId || save.data?.result?.status === "error") setChosen(savedMethodId);
  }
  useEffect(() => {
    if (autoSubmit && hydrated && order.state === "idle" && !order.data) formRef.current?.requestSubmit();
  }, [autoSubmit, hydrated]); // eslint-disable-line react-hooks/exhaustive-deps

  // "Place order" pressed while the method just chosen is being saved waits for the save to settle:
  // an answer to the save coming after the order had ended the cart would read the checkout again,
  // without a cart, and send the buyer home (review, a slow connection).
  const orderAfterSave = useRef(false);
  const [orderWaited, setOrderWaited] = useState(false);
  useEffect(() => {
    if (!orderAfterSave.current || save.state !== "idle") return;
    orderAfterSave.current = false;
    formRef.current?.requestSubmit(formRef.current.querySelector<HTMLButtonElement>(`button[name="intent"]`));
  }, [orderWaited, save.state]);

  const choose = (methodId: number) => {
    setChosen(methodId);
    void save.submit({ intent: "saveMethod", methodId: String(methodId) }, { method: "post" });
  };
  // On a slow phone a shopper may choose a method before the scripts come (decision 0040): its radio
  // shows it until a render from this state draws it over. It is saved as if chosen now.
  useOnHydration(() => {
    const radios = formRef.current?.querySelectorAll<HTMLInputElement>(`input[name="${fields.methodId.name}"]`);
    const picked = [...(radios ?? [])].find((radio) => radio.checked && changedBeforeHydration(radio));
    if (picked) choose(Number(picked.value));
  });

  if (handoff) return <PaymentHandoff handoff={handoff} locale={locale} />;

  const formProps = getFormProps(form);
  const errors = [
    ...(form.errors ?? []),
    ...((save.data?.result?.error?.[""] as string[] | undefined) ?? []),
    ...((save.data?.result?.error?.methodId as string[] | undefined) ?? []),
  ];
  return (
    <order.Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        if (save.state === "idle") return formProps.onSubmit(event);
        event.preventDefault();
        orderAfterSave.current = true;
        setOrderWaited(true);
      }}
      ref={formRef}
      className={formCss.form}
      data-testid="payment-form"
    >
      <FormErrors id={form.errorId} errors={errors} />
      <FaultFocus reply={result}>
        <PaymentChoices
          methods={methods}
          meta={fields.methodId}
          hydrated={hydrated}
          busy={save.state !== "idle"}
          checked={(id) => chosen === id}
          onChoose={choose}
        />
        {gift ? <GiftFields message={fields.giftMessage} to={fields.giftTo} from={fields.giftFrom} /> : null}
        <ConsentFields meta={fields.consents} consents={consents} failed={consentsFailed} />
      </FaultFocus>
      <input type="hidden" name="cart" value={snapshot} />
      <StepActions backTo={backTo}>
        <PlaceOrderButton
          pending={order.state !== "idle" || (orderWaited && save.state !== "idle")}
          name="intent"
          value="order"
        />
      </StepActions>
    </order.Form>
  );
}

/**
 * The payment methods as radios (spec section 2). A wallet's needs JavaScript: without it the order
 * would be placed and left with nothing to pay it by, so it cannot be chosen until the page runs.
 * Controlled (`checked` and `onChoose`: the payment step saves a choice at once) or not (`initial`:
 * the one-step checkout sends it with the order).
 */
export function PaymentChoices({
  methods,
  meta,
  hydrated,
  busy = false,
  checked,
  onChoose,
  initial = null,
}: {
  methods: PaymentMethod[];
  meta: FieldMeta;
  hydrated: boolean;
  busy?: boolean;
  checked?: (methodId: number) => boolean;
  onChoose?: (methodId: number) => void;
  initial?: number | null;
}) {
  const { t } = useTranslation();
  const focus = useFaultFocus(meta.name, !!meta.errors?.length);
  if (!methods.length)
    return (
      <p className={formCss.alert} role="alert" data-testid="payment-none">
        {t("checkout.payment.none")}
      </p>
    );
  // A wallet cannot be drawn before the scripts come: its radio waits for them.
  const usable = (method: PaymentMethod) => method.paymentType !== "WALLET" || hydrated;
  const firstUsable = methods.find(usable);
  return (
    <fieldset
      className={css.choices}
      aria-describedby={meta.errors?.length ? meta.errorId : undefined}
      aria-busy={busy || undefined}
    >
      <legend className="visually-hidden">{t("checkout.steps.payment")}</legend>
      {methods.map((method) => (
        <div key={method.id} className={css.choice} data-testid="payment-method">
          <label className={css.choiceLabel}>
            <input
              type="radio"
              name={meta.name}
              value={method.id}
              {...(checked
                ? { checked: checked(method.id), onChange: () => onChoose?.(method.id) }
                : { defaultChecked: initial === method.id })}
              disabled={!usable(method)}
              {...(method === firstUsable ? focus : {})}
              className={css.radio}
              data-testid={`payment-method-${method.id}`}
            />
            <span className={css.choiceBody}>
              <span className={css.choiceName}>{method.name}</span>
              {method.description ? <span className={css.choiceText}>{method.description}</span> : null}
              {method.paymentType === "WALLET" ? (
                <noscript>
                  <span className={css.choiceText}>{t("checkout.payment.walletNeedsScript")}</span>
                </noscript>
              ) : null}
            </span>
          </label>
        </div>
      ))}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** The button that places the order (the payment step's and the one-step checkout's). */
export function PlaceOrderButton({ pending, name, value }: { pending: boolean; name?: string; value?: string }) {
  const { t } = useTranslation();
  return (
    <SubmitButton
      name={name}
      value={value}
      pending={pending}
      pendingLabel={t("checkout.payment.pending")}
      block={false}
      testId="place-order"
    >
      {t("checkout.payment.submit")}
    </SubmitButton>
  );
}
