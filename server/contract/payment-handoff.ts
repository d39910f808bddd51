/**
 * What the shopper's browser gets to pay for an order (spec sections 3 and 4), shared by the order's
 * creation (checkout.orderCreate) and the buyer's "Pay now" (accounts.orderPay): apart from both
 * contracts, which need it, so neither imports the other.
 */
import { z } from "zod";

/** null: no payment type (pay on delivery, bank transfer); HPF: a hosted payment form; WALLET: a
 * wallet provider's button. */
export const paymentType = z.enum(["HPF", "WALLET"]).nullable();

/**
 * The wallet provider's data (spec section 3: html is this object instead of a string). Load
 * `scriptUrl`, then `window.SandboxWallet.render(container, { orderId, total, language, onApprove,
 * onDecline })`; both callbacks receive `{ orderId, details }` for order/pgSuccess/:orderId.
 * `orderId` is the provider's payment reference (not the shop's order id).
 */
export const walletPayment = z.object({
  isSubscription: z.boolean(),
  plan_id: z.string().nullable(),
  quantity: z.number().int().nullable(),
  scriptUrl: z.string(),
  orderId: z.string(),
  /** Integer cents. */
  total: z.number().int(),
});
export type WalletPayment = z.infer<typeof walletPayment>;

/**
 * `html`: "" when there is nothing to pay online; for HPF a form (no script in it) that posts to the
 * payment page: submit it (the storefront's own script may do it at once); for WALLET the wallet
 * data. `orderViewToken` proves this visitor may see the order (checkout.orderView).
 */
export const paymentHandoff = z.object({
  orderSlug: z.string(),
  paymentType,
  html: z.union([z.string(), walletPayment]),
  orderViewToken: z.string(),
});
export type PaymentHandoff = z.infer<typeof paymentHandoff>;
