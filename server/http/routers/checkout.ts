import type { Context, Hono } from "hono";
import {
  checkout as contract,
  consents as consentContract,
  errorBody,
  platformMessages,
  type Endpoint,
} from "#server/contract";
import {
  availableCountries,
  deliveryMethodsFor,
  paymentMethodsFor,
  saveAddresses,
  saveDeliveryMethod,
  savePaymentMethod,
} from "#server/modules/checkout";
import {
  assignConsents,
  consentRecords,
  deleteConsent,
  setConsentActive,
  consentsOfForm,
  countConsentLog,
  createConsent,
  logConsents,
  updateConsent,
} from "#server/modules/consents";
import { checkoutMessages } from "#server/contract/checkout";
import {
  cancelOrderOfToken,
  createOrder,
  createOrderAccount,
  orderHandover,
  settlePayment,
  viewOrder,
} from "#server/modules/orders";
import {
  decideSandboxPayment,
  notFoundPage,
  pageLanguage,
  paymentPage,
  returnUrl,
  SANDBOX_PATH,
  sandboxPayment,
  signedResult,
  WALLET_SCRIPT,
  type SandboxPage,
} from "#server/modules/payments";
import { badRequest } from "../errors";
import { mount, type Handler, type PlatformEnv } from "../mount";
import { callerFacts, requireBackoffice } from "../scope";

/** Checkout answers carry addresses and orders: no cache may keep them. */
function personal<E extends Endpoint>(app: Hono<PlatformEnv>, e: E, handler: Handler<E>): void {
  mount(app, e, handler, { noStore: true });
}

/** Spec section 7: consents, checkout settings' countries, delivery, payment and orders. */
export function mountCheckout(app: Hono<PlatformEnv>): void {
  // ------------------------------------------------------------ consents
  mount(app, consentContract.consentFilter, async (input, s) => ({
    records: await consentsOfForm(s.services, s, input.formType, input.limit),
  }));
  personal(app, consentContract.consentLogCreate, async (input, s) => {
    await countConsentLog(s.services.db, s.clientAddress);
    return logConsents(s.services.db, s, { formType: input.formType, email: input.email, accepted: input.consents });
  });
  personal(app, consentContract.consentAdminFilter, (input, s) =>
    consentRecords(s.services, requireBackoffice(s), input.page, input.perPage),
  );
  personal(app, consentContract.consentCreate, (input, s) => createConsent(s.services, requireBackoffice(s), input));
  personal(app, consentContract.consentUpdate, (input, s) =>
    updateConsent(s.services, requireBackoffice(s), input.id, input),
  );
  personal(app, consentContract.consentAssign, (input, s) => assignConsents(s.services, requireBackoffice(s), input));
  personal(app, consentContract.consentSetActive, (input, s) =>
    setConsentActive(s.services, requireBackoffice(s), input.id, input.active),
  );
  personal(app, consentContract.consentDelete, (input, s) => deleteConsent(s.services, requireBackoffice(s), input.id));

  // ------------------------------------------------------------ checkout
  mount(app, contract.availableCountries, (_, s) => availableCountries(s.services, s));
  personal(app, contract.checkoutAddresses, (input, s) => saveAddresses(s.services, s, input));
  personal(app, contract.applicableDeliveryMethods, (input, s) => deliveryMethodsFor(s.services, s, input));
  personal(app, contract.saveDeliveryMethod, (input, s) => saveDeliveryMethod(s.services, s, input));
  personal(app, contract.applicablePaymentMethods, (input, s) => paymentMethodsFor(s.services, s, input));
  personal(app, contract.savePaymentMethod, (input, s) => savePaymentMethod(s.services, s, input));

  // ------------------------------------------------------------ orders
  personal(app, contract.orderCreate, (input, s) => createOrder(s.services, s, input, callerFacts(s)));
  personal(app, contract.paymentSuccess, (input, s) => settlePayment(s.services, s, input));
  personal(app, contract.orderView, (input, s) => viewOrder(s.services, s, input.orderSlug, input.token));
  personal(app, contract.orderHandover, (input, s) => orderHandover(s.services, s, input));
  personal(app, contract.orderCancel, (input, s) => cancelOrderOfToken(s.services, s, input));
  personal(app, contract.orderAccount, (input, s) => createOrderAccount(s.services, s, input, callerFacts(s)));
}

function sendPage(c: Context<PlatformEnv>, page: SandboxPage) {
  c.header("Content-Security-Policy", page.csp);
  c.header("Cache-Control", "no-store");
  // Not no-referrer: the page's approve and decline form would then post with `Origin: null`, which
  // the host's origin check refuses; the signed result has nothing to hide from the site itself.
  c.header("Referrer-Policy", "same-origin");
  return c.html(page.html, page.status as 200);
}

const decisionOf = (value: unknown) => (value === "approve" || value === "decline" ? value : null);

/**
 * The payment sandbox's own pages (not part of the storefront's contract): the hosted payment page
 * the HPF form posts to, the wallet's script and its decision call. No apiKey: the shopper's browser
 * calls them, and the payment reference in the path is the only key (unguessable, one payment).
 */
export function mountPaymentSandbox(app: Hono<PlatformEnv>): void {
  const hpf = `${SANDBOX_PATH}/hpf/:reference`;
  app.get(hpf, async (c) => {
    const payment = await sandboxPayment(c.get("services"), c.req.param("reference"));
    const language = pageLanguage(c.req.query("lang"), payment);
    return sendPage(c, payment ? paymentPage(payment, language) : notFoundPage(language));
  });
  app.post(hpf, async (c) => {
    const services = c.get("services");
    const reference = c.req.param("reference");
    // The shop's form arrives here first (no decision: show the page); the page's own buttons decide.
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const decision = decisionOf(form.decision);
    const payment = decision
      ? await decideSandboxPayment(services, reference, decision)
      : await sandboxPayment(services, reference);
    const language = pageLanguage(c.req.query("lang"), payment);
    if (!payment) return sendPage(c, notFoundPage(language));
    // Undecided after a decision: a replaced attempt, whose page says so.
    if (decision && payment.status !== "started") return c.redirect(returnUrl(payment), 303);
    return sendPage(c, paymentPage(payment, language));
  });
  app.get(`${SANDBOX_PATH}/wallet.js`, (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(WALLET_SCRIPT);
  });
  app.post(`${SANDBOX_PATH}/wallet/:reference`, async (c) => {
    const body = (await c.req.json().catch(() => null)) as { decision?: unknown } | null;
    const decision = decisionOf(body?.decision);
    if (!decision) throw badRequest("Invalid input: decision: approve or decline.");
    const payment = await decideSandboxPayment(c.get("services"), c.req.param("reference"), decision);
    if (!payment) return c.json(errorBody(platformMessages.paymentNotFound, 404), 404);
    // Undecided after a decision: a replaced attempt.
    if (payment.status === "started") return c.json(errorBody(checkoutMessages.paymentSuperseded, 409), 409);
    c.header("Cache-Control", "no-store");
    return c.json({
      data: { orderId: payment.reference, outcome: payment.status, details: { paymentResult: signedResult(payment) } },
    });
  });
}
