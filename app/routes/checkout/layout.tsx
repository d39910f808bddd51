import type { SubmissionResult } from "@conform-to/react";
import { data, Outlet, redirect, useMatches } from "react-router";
import type { Route } from "./+types/layout";
import { log } from "#server/log";
import { backToCartKeepingTyped } from "~/.server/checkout/address";
import { oneStepView, placeOneStep } from "~/.server/checkout/one-step";
import {
  applicableDelivery,
  isOneStep,
  loadCheckout,
  type Checkout,
  type CheckoutArgs,
} from "~/.server/checkout/state";
import { sendToast } from "~/.server/toast";
import { OneStepForm } from "~/components/checkout/OneStepForm";
import { tFor } from "~/.server/i18n";
import { OrderSummary, summaryCart } from "~/components/checkout/OrderSummary";
import { StepBlock, type StepState } from "~/components/checkout/StepBlock";
import * as css from "~/components/checkout/checkout.css";
import {
  BACK_INTENT,
  checkoutSteps,
  keepPageForPayment,
  stepPath,
  type PaymentActionData,
  type CheckoutStep,
  type CheckoutStepHandle,
} from "~/lib/checkout";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { privatePageMeta } from "~/lib/seo";
import { action as addressStepAction } from "./address";

export const handle: TranslationHandle = { i18n: ["checkout", "cart", "totals", "forms"] };

/** The chosen delivery method and branch, named for the shipping step's summary. */
async function chosenDelivery(args: CheckoutArgs, checkout: Checkout) {
  if (checkout.cart.deliveryMethodId === null) return null;
  try {
    const method = (await applicableDelivery(args, checkout)).find((m) => m.id === checkout.cart.deliveryMethodId);
    if (!method) return null;
    const branch = method.options.find((o) => o.id === checkout.branchId);
    return { name: method.name, branch: branch?.name ?? null, price: method.price };
  } catch (error) {
    log.warn("delivery methods could not be loaded for the checkout summary", { err: error });
    return null;
  }
}

/** The delivery address on the cart, in one line, for the address step's summary. */
function addressSummary(checkout: Checkout): string | null {
  const a = checkout.cart.checkout.shippingAddress;
  if (!a) return null;
  return [`${a.firstName} ${a.lastName}`, a.companyName, `${a.street} ${a.houseNumber}`, `${a.zipCode} ${a.city}`]
    .filter(Boolean)
    .join(", ");
}

/**
 * The checkout (spec section 2, checkout type 0): /checkout, /hr/naplata, /kasse. The three steps on
 * one page; the active step is its child route (address, shipping, payment), finished steps show a
 * summary and a link to change them, later steps are closed. An empty or missing cart goes to the
 * cart page; a guest goes to the login page when the store has no guest checkout.
 */
export async function loader(args: Route.LoaderArgs) {
  const checkout = await loadCheckout(args);
  const { locale, cart } = checkout;
  const t = tFor(locale);
  return data(
    {
      locale,
      title: t("checkout.title"),
      description: t("checkout.metaDescription"),
      cart: summaryCart(cart),
      email: checkout.email,
      address: addressSummary(checkout),
      loggedIn: checkout.viewer !== null,
      delivery: isOneStep(checkout) ? null : await chosenDelivery(args, checkout),
      digitalOnly: cart.digitalOnly,
      // Checkout type 1: the one form, in place of the steps.
      oneStep: isOneStep(checkout) ? await oneStepView(args, checkout) : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The address step's form posts here, to the checkout's own address (routes/checkout/address.tsx);
 * under checkout type 1 the one form does. */
export async function action(args: Route.ActionArgs) {
  const checkout = await loadCheckout(args);
  if (!isOneStep(checkout)) return addressStepAction(args);
  const formData = await args.request.formData();
  if (formData.get("intent") === BACK_INTENT) return backToCartKeepingTyped(args, checkout, formData);
  const outcome = await placeOneStep(args, formData);
  const headers = { "Cache-Control": "private, no-store" };
  switch (outcome.kind) {
    case "invalid":
      return data<PaymentActionData>({ result: outcome.result }, { status: 400, headers });
    case "back":
      sendToast(args.context, outcome.toast);
      return redirect(stepPath("address", checkout.locale), { status: 303, headers });
    case "done":
      return redirect(outcome.to, { status: 303, headers });
    case "pay":
      return data<PaymentActionData>({ payment: outcome.payment }, { headers });
  }
}

/** What the steps get from the layout: the address step's refused form, posted to the layout's action. */
export interface CheckoutOutletContext {
  addressResult?: SubmissionResult<string[]>;
}

export const meta = privatePageMeta;

export const shouldRevalidate = keepPageForPayment;

function useActiveStep(): CheckoutStep {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const step = (matches[i].handle as Partial<CheckoutStepHandle> | undefined)?.checkoutStep;
    if (step) return step;
  }
  return "address";
}

export default function CheckoutLayout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, cart, email, address, loggedIn, delivery, digitalOnly } = loaderData;
  const active = useActiveStep();
  if (loaderData.oneStep)
    return (
      <div className={css.page} data-testid="checkout-page" data-step="one-step">
        <h1 className={css.title}>{t("checkout.title")}</h1>
        <div className={css.layout}>
          <OneStepForm
            {...loaderData.oneStep}
            action={stepPath("address", locale)}
            cart={cart}
            actionData={actionData as PaymentActionData | undefined}
          />
        </div>
      </div>
    );
  const stateOf = (step: CheckoutStep): StepState => {
    const order = checkoutSteps.indexOf(step) - checkoutSteps.indexOf(active);
    return order < 0 ? "done" : order === 0 ? "active" : "closed";
  };
  const summaries: Record<CheckoutStep, React.ReactNode> = {
    address: (
      <>
        {address}
        {address && email ? <br /> : null}
        {email ? (loggedIn ? t("checkout.address.signedInAs", { email }) : email) : null}
      </>
    ),
    shipping: digitalOnly ? (
      t("checkout.shipping.notNeeded")
    ) : delivery ? (
      <>
        {delivery.branch ? `${delivery.name}: ${delivery.branch}` : delivery.name} ·{" "}
        {delivery.price ? formatMoney(delivery.price, locale, cart.currency) : t("checkout.shipping.free")}
      </>
    ) : null,
    payment: null,
  };
  return (
    <div className={css.page} data-testid="checkout-page" data-step={active}>
      <h1 className={css.title}>{t("checkout.title")}</h1>
      <div className={css.layout}>
        <ol className={css.steps}>
          {checkoutSteps.map((step, i) => (
            <StepBlock
              key={step}
              number={i + 1}
              title={t(`checkout.steps.${step}`)}
              state={stateOf(step)}
              changeTo={step === "shipping" && digitalOnly ? null : stepPath(step, locale)}
              summary={summaries[step]}
              testId={`step-${step}`}
            >
              <Outlet context={{ addressResult: actionData?.result ?? undefined } satisfies CheckoutOutletContext} />
            </StepBlock>
          ))}
        </ol>
        <aside className={css.side}>
          <OrderSummary cart={cart} locale={locale} />
        </aside>
      </div>
    </div>
  );
}
