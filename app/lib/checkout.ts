/** Checkout facts both sides need (no zod here: this module is safe in the browser's bundle). */
import type { SubmissionResult } from "@conform-to/react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { WalletPayment } from "#server/contract/checkout";
import { pagePath, type Locale } from "#server/contract/urls";

/** The value of an address choice that means "the fields typed here" rather than a saved address. */
export const NEW_ADDRESS = "new";

/** The field name of a form's consent boxes (their values: the consents' unique numbers). */
export const CONSENTS_FIELD = "consents";

/** The address step's Back button: the form posts what was typed, kept unchecked, on its way to the cart. */
export const BACK_INTENT = "back";

/** Spec section 3: the checkout step kinds, in their order. */
export const checkoutSteps = ["address", "shipping", "payment"] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

const stepPages = { address: "checkout", shipping: "checkoutShipping", payment: "checkoutPayment" } as const;

/** A step's URL: the address step is the checkout's own. */
export function stepPath(step: CheckoutStep, locale: Locale): string {
  return pagePath(stepPages[step], locale);
}

/** Each step route says which step it is (its `handle`), so that the layout knows the active one. */
export interface CheckoutStepHandle {
  checkoutStep: CheckoutStep;
}

/** Spec section 4: when the method has no payment type the shopper goes to the success page with
 * the order identifier in the query. */
export const ORDER_SLUG_PARAM = "orderSlug";

export function successPath(locale: Locale, orderSlug: string): string {
  return `${pagePath("checkoutSuccess", locale)}?${new URLSearchParams({ [ORDER_SLUG_PARAM]: orderSlug })}`;
}

/** The page of an order's hand-over to the payment provider (decision 0104). */
export function handoverPath(locale: Locale, orderSlug: string): string {
  return pagePath("checkoutPaymentHandover", locale, { slug: orderSlug });
}

/** Spec section 4, after order creation: what the page does to take the payment. `again`: a new
 * payment of an order placed before ("Pay now"), which the page says (not "placed"). `own`: the
 * signed-in viewer's order, which its page in the account can cancel (a guest's is cancelled on the
 * success page: decision 0108). */
export type PaymentHandoff =
  /** The provider's form, submitted at once (a button without JavaScript). */
  | { type: "HPF"; html: string; orderSlug: string; again?: boolean; own?: boolean }
  /** The wallet provider's button, rendered by its script into the wallet container. */
  | { type: "WALLET"; wallet: WalletPayment; orderSlug: string; again?: boolean; own?: boolean };

/** What the payment step's action answers a fetcher (JavaScript on) or its own page (off). */
export interface PaymentActionData {
  /** The form's errors (conform's submission result). */
  result?: SubmissionResult<string[]> | null;
  /** The order waits for its payment. */
  payment?: PaymentHandoff;
  /** A newly chosen payment method was saved. */
  saved?: boolean;
}

/**
 * Spec section 4, HPF auto-skip: with company name and OIB both filled and one applicable method,
 * of type HPF, the payment step chooses it, saves it and submits the order by itself (here: when no
 * required consent waits for the shopper's box: each was accepted at the address step).
 */
export function skipsPaymentStep(
  company: { companyName: string; oib: string } | null,
  methods: readonly { paymentType: string | null }[],
  consents: readonly { uniqueNumber: string; required: boolean }[],
  accepted: readonly string[],
): boolean {
  const consented = consents.every((c) => !c.required || accepted.includes(c.uniqueNumber));
  return (
    !!company?.companyName && !!company.oib && methods.length === 1 && methods[0].paymentType === "HPF" && consented
  );
}

/** After the order is made the cart is gone: a hand-over to the payment provider keeps the page as
 * it is instead of reading the checkout again (the layout and the payment step). */
export function keepPageForPayment({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return (actionResult as PaymentActionData | undefined)?.payment ? false : defaultShouldRevalidate;
}

/** A shipping choice: the method and, for a method with pickup branches, the branch. */
export interface ShippingChoice {
  methodId: number | null;
  branchId: number | null;
}

/** A method or branch id as a form sends it, else null. */
export const choiceId = (value: unknown) =>
  typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * Spec sections 4 and 5, the shipping step: the choice its radios show. After refused input (a
 * method with branches sent without one) the shopper's own choice, so that the branches the message
 * asks for stay open beside it; before any answer, and after a save the platform refused (the
 * action leaves the sent choice out of its answer then), the saved one (spec section 4: "on save
 * error the form returns to the last saved method and branch"), or the only method there is.
 */
export function shownShippingChoice(
  result: SubmissionResult<string[]> | null | undefined,
  saved: ShippingChoice,
  methodIds: readonly number[],
  /** The fields' names (the one-step checkout names the method `deliveryMethodId`). */
  names: { methodId: string; branchId: string } = { methodId: "methodId", branchId: "branchId" },
): ShippingChoice {
  const sent = result?.initialValue;
  const methodId = choiceId(sent?.[names.methodId]);
  if (methodId !== null) return { methodId, branchId: choiceId(sent?.[names.branchId]) };
  return { methodId: saved.methodId ?? (methodIds.length === 1 ? methodIds[0] : null), branchId: saved.branchId };
}
