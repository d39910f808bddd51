/**
 * The shop's back office: the site's orders (and settling the ones paid offline: a bank transfer
 * that arrived, or an order that will not be paid) and the payment methods' instructions.
 * Back office only, every endpoint.
 */
import { z } from "zod";
import { orderDetail, orderSummary } from "./accounts";
import { orderStatus, paymentType } from "./checkout";
import { endpoint, idNumber, queryInt } from "./define";
import { locales } from "./urls";

export const shopAdminMessages = {
  /** Marking paid or cancelling by hand is for an order waiting for an offline payment only; an
   * online payment is settled by its provider's result or the payment timeout. */
  orderNotAwaitingOfflinePayment: "The order is not waiting for an offline payment.",
  /** Followed by the placeholders the text may use. */
  instructionsPlaceholderUnknown: "The instructions name an unknown placeholder.",
} as const;

/** The most orders one page of the back office's list shows. */
export const ORDERS_PAGE_SIZE = 25;

/** An order as the back office lists it: the buyer's e-mail and the payment besides the summary. */
export const adminOrder = orderSummary.extend({
  email: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  paymentType,
});
export type AdminOrder = z.infer<typeof adminOrder>;

/** The site's orders, newest first; `status` keeps one status only. */
export const orders = endpoint({
  method: "GET",
  path: "v1/admin/order/filter",
  input: z.object({
    status: orderStatus.optional(),
    page: queryInt().pipe(z.number().int().min(1).max(100_000)).default(1),
  }),
  output: z.object({ orders: z.array(adminOrder), totalRecords: z.number().int(), totalPages: z.number().int() }),
});

const bySlug = z.object({ slug: z.string().min(1).max(64) });

/** One order of the site, as its buyer sees it; 404 'Order not found.' for another site's or none. */
export const order = endpoint({ method: "GET", path: "v1/admin/order/get", input: bySlug, output: orderDetail });

/** A bank transfer (or any offline payment) arrived: the order is paid, and the buyer gets the paid
 * confirmation. 409 orderNotAwaitingOfflinePayment for an online payment's order or one no longer waiting. */
export const markOrderPaid = endpoint({
  method: "POST",
  path: "v1/admin/order/markPaid",
  input: bySlug,
  output: orderDetail,
});

/** An offline payment that will not come: the order is cancelled, its stock and coupon use given
 * back. 409 orderNotAwaitingOfflinePayment as for markPaid. */
export const cancelOrder = endpoint({
  method: "POST",
  path: "v1/admin/order/cancel",
  input: bySlug,
  output: orderDetail,
});

const language = z.enum(locales);

export const adminPaymentMethod = z.object({
  id: z.number(),
  code: z.string(),
  /** In the caller's language. */
  name: z.string(),
  paymentType,
  active: z.boolean(),
  /** How to pay, per language, with {orderNumber} and {total} to fill in per order. */
  instructions: z.partialRecord(language, z.string()),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethod>;

/** The site's payment methods, in display order. */
export const paymentMethods = endpoint({
  method: "GET",
  path: "v1/admin/paymentMethod/list",
  input: z.object({}),
  output: z.object({ methods: z.array(adminPaymentMethod) }),
});

/** A method's instructions in the languages given (an empty text removes one). Orders already placed
 * keep the text they were placed with. 400 instructionsPlaceholderUnknown for a `{name}` not among
 * {orderNumber} and {total}. */
export const savePaymentInstructions = endpoint({
  method: "PUT",
  path: "v1/admin/paymentMethod/saveInstructions",
  input: z.object({
    id: idNumber(),
    instructions: z.partialRecord(language, z.string().trim().max(2000)),
  }),
  output: adminPaymentMethod,
});
