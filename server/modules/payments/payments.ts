/**
 * Payments of orders behind a provider interface (design: `start(order) -> form or wallet data`,
 * `verify(callback)`). An order with an HPF or WALLET payment method gets a payment record in its
 * own transaction, and one more each time its buyer pays again ("Pay now", decision 0099): the newest
 * is its current attempt, the ones before it are superseded. The provider turns an attempt into what
 * the shopper's browser needs, and later reads the result the provider hands back. A result settles
 * its payment once (its nonce is used up then), and only while it is the order's current attempt.
 */
import { randomBytes } from "node:crypto";
import { checkoutMessages, type WalletPayment } from "#server/contract/checkout";
import type { Locale } from "#server/contract/urls";
import { isLocale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Selectable } from "kysely";
import type { PaymentsTable } from "#server/db/schema";
import type { SiteRecord } from "../site";
import { PaymentError } from "./errors";

export type OnlinePaymentType = "HPF" | "WALLET";

/** Who opened a payment attempt: checkout (order/create) or the buyer's "Pay now" (accounts.orderPay). */
export type PaymentOpener = "checkout" | "payNow";

export interface PaymentRecord {
  id: number;
  siteId: number;
  orderId: number;
  orderSlug: string;
  provider: string;
  paymentType: OnlinePaymentType;
  /** The provider's reference: order/pgSuccess/:id. */
  reference: string;
  amount: number;
  currency: string;
  language: Locale;
  successUrl: string;
  failureUrl: string;
  status: "started" | "approved" | "declined";
  nonce: string | null;
  processedAt: string | null;
  createdAt: string;
  /** Set when a newer attempt replaced this one. */
  supersededAt: string | null;
  openedBy: PaymentOpener;
}

/** What a provider read from a result it handed back. */
export interface PaymentResult {
  reference: string;
  orderId: number;
  outcome: "approved" | "declined";
  amount: number;
  nonce: string;
}

export interface PaymentProvider {
  /** The origin its hand-over form (HPF) posts to, which the storefront pages' CSP form-action
   * names (a provider's own payment page: its origin, from its configuration). */
  formOrigin(config: { publicUrl: string }): string;
  /** What the shopper's browser gets to pay: a form to submit (HPF) or the wallet's data (WALLET). */
  start(payment: PaymentRecord, site: SiteRecord): string | WalletPayment;
  /** Reads a result handed back by the provider; 400 paymentSignatureInvalid for a forged or foreign one. */
  verify(callback: { reference: string; details: Record<string, string> }): PaymentResult;
}

function toRecord(r: Selectable<PaymentsTable>): PaymentRecord {
  return {
    id: r.id,
    siteId: r.site_id,
    orderId: r.order_id,
    orderSlug: r.order_slug,
    provider: r.provider,
    paymentType: r.payment_type === "WALLET" ? "WALLET" : "HPF",
    reference: r.reference,
    amount: Number(r.amount),
    currency: r.currency,
    language: isLocale(r.language) ? r.language : "en",
    successUrl: r.success_url,
    failureUrl: r.failure_url,
    status: r.status === "approved" || r.status === "declined" ? r.status : "started",
    nonce: r.nonce,
    processedAt: r.processed_at,
    createdAt: r.created_at,
    supersededAt: r.superseded_at,
    openedBy: r.opened_by === "payNow" ? "payNow" : "checkout",
  };
}

/** Opens a payment attempt of an order (inside the order's transaction, which holds the order): it
 * replaces the order's current attempt, if any, whose result then pays nothing (`settle`). */
export async function openPayment(
  tx: DbOrTx,
  p: {
    siteId: number;
    orderId: number;
    orderSlug: string;
    provider: string;
    paymentType: OnlinePaymentType;
    amount: number;
    currency: string;
    language: Locale;
    successUrl: string;
    failureUrl: string;
    openedBy: PaymentOpener;
  },
): Promise<PaymentRecord> {
  const stamp = new Date().toISOString();
  await tx
    .updateTable("payments")
    .set({ superseded_at: stamp })
    .where("order_id", "=", p.orderId)
    .where("superseded_at", "is", null)
    .execute();
  const row = await tx
    .insertInto("payments")
    .values({
      site_id: p.siteId,
      order_id: p.orderId,
      order_slug: p.orderSlug,
      provider: p.provider,
      payment_type: p.paymentType,
      reference: `pay_${randomBytes(24).toString("base64url")}`,
      amount: p.amount,
      currency: p.currency,
      language: p.language,
      success_url: p.successUrl,
      failure_url: p.failureUrl,
      status: "started",
      nonce: null,
      decided_at: null,
      processed_at: null,
      created_at: stamp,
      superseded_at: null,
      opened_by: p.openedBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** The order's current payment attempt (null for an order without online payment). */
export async function paymentOfOrder(db: DbOrTx, orderId: number): Promise<PaymentRecord | null> {
  const row = await db
    .selectFrom("payments")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("superseded_at", "is", null)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** A payment by its reference; with `lock`, the row stays locked (PostgreSQL) until the transaction ends. */
export async function paymentByReference(
  db: DbOrTx,
  reference: string,
  lock = false,
  postgres = false,
): Promise<PaymentRecord | null> {
  let query = db.selectFrom("payments").selectAll().where("reference", "=", reference);
  if (lock && postgres) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** The provider decided (the sandbox's page or wallet button): the outcome and its one-time nonce.
 * A decision is final: deciding again answers the first one. */
export async function recordDecision(
  tx: DbOrTx,
  payment: PaymentRecord,
  outcome: "approved" | "declined",
): Promise<PaymentRecord> {
  if (payment.status !== "started") return payment;
  const nonce = randomBytes(16).toString("base64url");
  await tx
    .updateTable("payments")
    .set({ status: outcome, nonce, decided_at: new Date().toISOString() })
    .where("id", "=", payment.id)
    .where("status", "=", "started")
    .execute();
  return { ...payment, status: outcome, nonce };
}

/**
 * Settles a payment with a verified result, once (call inside a transaction that locked the payment):
 * a result for another order, another amount or another decision is 400 paymentSignatureInvalid; a
 * result already used is 409 paymentAlreadyProcessed; one of an attempt a newer one replaced is 409
 * paymentSuperseded (the buyer paid again: only the newest attempt may pay the order, so an old
 * one's late approval never pays it twice), naming the order (`details.orderSlug`) for the
 * storefront to show it: only its signed result, checked above, gets that far.
 */
export async function settle(tx: DbOrTx, payment: PaymentRecord, result: PaymentResult): Promise<void> {
  const invalid = () => new PaymentError(checkoutMessages.paymentSignatureInvalid, 400);
  if (payment.orderId !== result.orderId || payment.amount !== result.amount || payment.status !== result.outcome)
    throw invalid();
  if (payment.processedAt !== null) throw new PaymentError(checkoutMessages.paymentAlreadyProcessed, 409);
  if (payment.nonce !== result.nonce) throw invalid();
  if (payment.supersededAt !== null)
    throw new PaymentError(checkoutMessages.paymentSuperseded, 409, { orderSlug: payment.orderSlug });
  const done = await tx
    .updateTable("payments")
    .set({ processed_at: new Date().toISOString() })
    .where("id", "=", payment.id)
    .where("processed_at", "is", null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new PaymentError(checkoutMessages.paymentAlreadyProcessed, 409);
}

/**
 * The storefront's return addresses: absolute http(s) URLs on one of the site's own origins (the
 * trusted storefront may name its own public URL). Anything else would let a caller send shoppers'
 * browsers elsewhere with a payment result.
 */
export function checkReturnUrl(site: SiteRecord, given: string, trusted: boolean): string {
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new PaymentError(checkoutMessages.returnUrlInvalid, 400);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new PaymentError(checkoutMessages.returnUrlInvalid, 400);
  const origins = new Set(
    [site.url, ...site.config.domains.map((d) => d.url)].flatMap((u) => {
      try {
        return [new URL(u).origin];
      } catch {
        return [];
      }
    }),
  );
  if (!trusted && !origins.has(url.origin)) throw new PaymentError(checkoutMessages.returnUrlInvalid, 400);
  url.username = "";
  url.password = "";
  return url.href;
}
