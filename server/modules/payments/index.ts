/**
 * Payments (spec sections 3 and 4; design: payments behind a provider interface): a payment per
 * attempt of an order with an HPF or WALLET method (the newest one current: "Pay now", decision
 * 0099), `start` (the form or the wallet data) and `verify` (the
 * provider's result) per provider, and settling a result exactly once. The built-in sandbox is the
 * only provider so far; a real card gateway or wallet is one more entry in `paymentProviders`, with
 * the origin its form posts to (the storefront's CSP follows).
 */
import { getConfig } from "#server/config";
import type { Services } from "#server/services";
import type { PaymentProvider, PaymentRecord } from "./payments";
import { paymentByReference, recordDecision } from "./payments";
import { sandboxProvider } from "./sandbox";

export { PaymentError } from "./errors";
export {
  openPayment,
  paymentOfOrder,
  paymentByReference,
  settle,
  checkReturnUrl,
  type PaymentRecord,
  type PaymentResult,
  type PaymentProvider,
  type OnlinePaymentType,
} from "./payments";
export {
  paymentPage,
  notFoundPage,
  pageLanguage,
  returnUrl,
  signedResult,
  formatAmount,
  WALLET_SCRIPT,
  SANDBOX_PATH,
  type SandboxPage,
} from "./sandbox";

export const paymentProviders: Readonly<Record<string, PaymentProvider>> = { sandbox: sandboxProvider };

/** Whether the sandbox takes payments: it moves no money and approves a payment for whoever clicks,
 * so a production server has it only when PAYMENT_SANDBOX says so (config `paymentSandbox`). */
const sandboxOn = () => getConfig().paymentSandbox;

/** The providers that take payments now. */
function workingProviders(): [string, PaymentProvider][] {
  return Object.entries(paymentProviders).filter(([name]) => name !== "sandbox" || sandboxOn());
}

/** The provider a payment method names; a method naming none (or an unknown one, or the sandbox
 * while it is off) cannot take payments. */
export function providerFor(name: string | null): PaymentProvider | null {
  return (name && workingProviders().find(([known]) => known === name)?.[1]) || null;
}

/** Where the providers' hand-over forms post: the host hands them to the storefront, whose pages'
 * CSP form-action names them. */
export function paymentFormOrigins(config: { publicUrl: string }): string[] {
  return [...new Set(workingProviders().map(([, p]) => p.formOrigin(config)))];
}

/** The sandbox's decision on a payment (its page or wallet button), once: a decided payment stays as
 * it was, and an attempt a newer one replaced ("Pay now") is no longer decided (it stays started). */
export async function decideSandboxPayment(
  services: Services,
  reference: string,
  decision: "approve" | "decline",
): Promise<PaymentRecord | null> {
  if (!sandboxOn()) return null;
  return services.db.transaction().execute(async (tx) => {
    const payment = await paymentByReference(tx, reference, true, services.dialect === "postgres");
    if (!payment || payment.provider !== "sandbox") return null;
    if (payment.supersededAt !== null) return payment;
    return recordDecision(tx, payment, decision === "approve" ? "approved" : "declined");
  });
}

/** A sandbox payment by its reference (its page). */
export async function sandboxPayment(services: Services, reference: string): Promise<PaymentRecord | null> {
  if (!sandboxOn()) return null;
  const payment = await paymentByReference(services.db, reference);
  return payment && payment.provider === "sandbox" ? payment : null;
}
