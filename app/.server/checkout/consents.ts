/**
 * The checkout's consents (spec sections 2, 4 and 5): the checkoutForm consents show in the address
 * block and in the payment block. The address step wants the required ones accepted before it goes
 * on (the shopper gives the personal data there); what was accepted is kept for the cart (the
 * checkoutConsents cookie) and shown accepted on the payment step, whose order submit checks them
 * again and whose order writes the one consent log (order/create). Nothing is logged at the address
 * step: the log is the order's.
 */
import type { Consent } from "#server/contract";
import { CONSENTS_FIELD } from "~/lib/checkout";
import { checkoutMessages } from "~/lib/forms/checkout";
import { acceptedConsents, consentError } from "~/lib/forms/consents";
import { loadConsents } from "../consents";
import { platformContext } from "../context";
import { readAcceptedConsents, saveAcceptedConsents } from "./cookies";
import type { Checkout, CheckoutArgs } from "./state";

export interface CheckoutConsents {
  consents: Consent[];
  /** They could not be loaded (error.consentsNotFetched). */
  failed: boolean;
  /** The unique numbers accepted at the address step for this cart, in the versions shown now. */
  accepted: string[];
}

/** The checkoutForm consents and those this cart's shopper accepted at the address step. A consent
 * whose version changed since counts as not accepted: its new text has not been seen. */
export async function checkoutConsents(args: CheckoutArgs, checkout: Checkout): Promise<CheckoutConsents> {
  const [{ consents, failed }, given] = await Promise.all([
    loadConsents(args.context.get(platformContext), "checkoutForm"),
    readAcceptedConsents(args.context, checkout.cart.cartId),
  ]);
  const accepted = given
    .filter((g) => consents.some((c) => c.uniqueNumber === g.uniqueNumber && c.version === g.version))
    .map((g) => g.uniqueNumber);
  return { consents, failed, accepted };
}

/** The consent boxes a form posted. */
export function postedConsents(formData: FormData): string[] {
  return formData.getAll(CONSENTS_FIELD).map(String);
}

/** The address step's consent check: the message to show (a form-level one when the consents could
 * not be loaded), or null. */
export function addressStepConsentError(
  { consents, failed }: CheckoutConsents,
  posted: string[],
): { field: "consents" | null; message: string } | null {
  if (failed) return { field: null, message: checkoutMessages.consentsNotFetched };
  const message = consentError(posted, consents);
  return message ? { field: "consents", message } : null;
}

/** Keeps what the address step accepted, for the payment step. */
export function keepAcceptedConsents(
  context: CheckoutArgs["context"],
  checkout: Checkout,
  { consents }: CheckoutConsents,
  posted: string[],
): void {
  const numbers = acceptedConsents(posted, consents);
  const accepted = consents
    .filter((c) => numbers.includes(c.uniqueNumber))
    .map((c) => ({ uniqueNumber: c.uniqueNumber, version: c.version }));
  saveAcceptedConsents(context, checkout.cart.cartId, accepted);
}
