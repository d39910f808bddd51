import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/payment";
import { checkout as contract, type PaymentMethod } from "#server/contract";
import { log } from "#server/log";
import { cartSnapshot } from "~/.server/checkout/cart-check";
import { checkoutConsents } from "~/.server/checkout/consents";
import { keepGiftDraft, takeGiftDraft } from "~/.server/checkout/cookies";
import { companyOf, placeOrder, savePaymentChoice, type OrderOutcome } from "~/.server/checkout/order";
import { loadCheckout, requireStepsBefore, type Checkout, type CheckoutArgs } from "~/.server/checkout/state";
import { consentView, loadConsents } from "~/.server/consents";
import { platformContext } from "~/.server/context";
import { wantsDocument } from "~/.server/http";
import { sendToast } from "~/.server/toast";
import { PaymentForm } from "~/components/checkout/PaymentForm";
import {
  handoverPath,
  keepPageForPayment,
  skipsPaymentStep,
  stepPath,
  type CheckoutStepHandle,
  type PaymentActionData,
} from "~/lib/checkout";
import { paymentStepSchema } from "~/lib/forms/checkout";
import { consentError } from "~/lib/forms/consents";

export const handle: CheckoutStepHandle = { checkoutStep: "payment" };

/** Spec section 4: the applicable methods (the platform answers none until delivery and addresses
 * are set); on error the list is emptied. */
async function applicablePayment(args: CheckoutArgs, checkout: Checkout): Promise<PaymentMethod[]> {
  try {
    return await args.context.get(platformContext).call(contract.applicablePaymentMethods, checkout.session);
  } catch (error) {
    log.warn("payment methods could not be loaded", { err: error });
    return [];
  }
}

export async function loader(args: Route.LoaderArgs) {
  const checkout = await loadCheckout(args);
  await requireStepsBefore(args, checkout, "payment");
  const [methods, { consents, failed, accepted }] = await Promise.all([
    applicablePayment(args, checkout),
    checkoutConsents(args, checkout),
  ]);
  const gift = checkout.settings.giftMessage === 1;
  // An order sent back here (the cart changed) keeps what the shopper wrote in the gift fields.
  const giftDraft = gift ? await takeGiftDraft(args.context, checkout.cart.cartId) : null;
  return data(
    {
      locale: checkout.locale,
      methods,
      // A single method is chosen for the shopper (it is saved with the order).
      savedMethodId: checkout.cart.paymentMethodId ?? (methods.length === 1 ? methods[0].id : null),
      consents: consents.map(consentView),
      consentsFailed: failed,
      // Accepted at the address step: the boxes show it.
      acceptedConsents: accepted,
      snapshot: cartSnapshot(checkout.cart),
      digitalOnly: checkout.cart.digitalOnly,
      gift,
      giftDraft,
      // Where the store offers a gift message the shopper may want to write one: no auto-submit.
      autoSubmit: !failed && !gift && skipsPaymentStep(companyOf(checkout), methods, consents, accepted),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function respond(
  { request, context }: CheckoutArgs,
  outcome: OrderOutcome,
  reply: (
    errors: Pick<Extract<OrderOutcome, { kind: "invalid" }>, "formErrors" | "fieldErrors">,
  ) => PaymentActionData["result"],
  locale: Checkout["locale"],
) {
  const headers = { "Cache-Control": "private, no-store" };
  switch (outcome.kind) {
    case "invalid":
      return data<PaymentActionData>({ result: reply(outcome) }, { status: 400, headers });
    case "back":
      sendToast(context, outcome.toast);
      return redirect(stepPath("payment", locale), { status: 303, headers });
    case "done":
      if (!wantsDocument(request) && outcome.to === stepPath("payment", locale))
        return data<PaymentActionData>({ saved: true }, { headers });
      return redirect(outcome.to, { status: 303, headers });
    case "pay":
      // Without JavaScript, the hand-over's own page (decision 0104): Back from the provider's page
      // lands there, not on this post's answer.
      if (wantsDocument(request))
        return redirect(handoverPath(locale, outcome.payment.orderSlug), { status: 303, headers });
      return data<PaymentActionData>({ payment: outcome.payment }, { headers });
  }
}

/**
 * Spec section 4, order submit (app/.server/checkout/order.ts), or, with intent `saveMethod`, only
 * saving a newly chosen method. Without JavaScript every answer is a 303 except the errors, which
 * show on this page; the payment hand-over is its own page's (decision 0104).
 */
export async function action(args: Route.ActionArgs) {
  const checkout = await loadCheckout(args);
  await requireStepsBefore(args, checkout, "payment");
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: paymentStepSchema });
  if (submission.status !== "success") {
    // Spec section 4 checks the consents first: their message shows with the method's.
    const { consents } = await loadConsents(args.context.get(platformContext), "checkoutForm");
    const consentMessage =
      formData.get("intent") === "saveMethod" ? null : consentError(formData.getAll("consents").map(String), consents);
    return data<PaymentActionData>(
      { result: submission.reply(consentMessage ? { fieldErrors: { consents: [consentMessage] } } : {}) },
      { status: 400 },
    );
  }
  const methods = await applicablePayment(args, checkout);
  const outcome =
    submission.value.intent === "saveMethod"
      ? await savePaymentChoice(args, checkout, submission.value.methodId, methods)
      : await placeOrder(args, checkout, submission.value, methods);
  // Sent back to this step with a notice (its page reloads, without JavaScript as a new page): the
  // gift fields are kept as written, as the other fields are on a refusal.
  if (outcome.kind === "back" && checkout.settings.giftMessage === 1)
    keepGiftDraft(args.context, checkout.cart.cartId, submission.value);
  return respond(args, outcome, (errors) => submission.reply(errors), checkout.locale);
}

export const shouldRevalidate = keepPageForPayment;

export default function PaymentStepRoute({ loaderData, actionData }: Route.ComponentProps) {
  const {
    locale,
    methods,
    savedMethodId,
    consents,
    consentsFailed,
    acceptedConsents,
    snapshot,
    autoSubmit,
    digitalOnly,
    gift,
    giftDraft,
  } = loaderData;
  return (
    <PaymentForm
      locale={locale}
      methods={methods}
      savedMethodId={savedMethodId}
      consents={consents}
      consentsFailed={consentsFailed}
      acceptedConsents={acceptedConsents}
      snapshot={snapshot}
      autoSubmit={autoSubmit}
      gift={gift}
      giftDraft={giftDraft}
      actionData={actionData}
      backTo={stepPath(digitalOnly ? "address" : "shipping", locale)}
    />
  );
}
