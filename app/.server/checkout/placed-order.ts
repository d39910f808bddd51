/**
 * What the browser that placed an order may do with it while it waits for its online payment, on
 * the order's page there (the success page): a guest has no account, and this browser's order-view
 * token is its key (decision 0108). "Pay now" hands the current attempt over once more (./handover.ts);
 * "Cancel order" is here.
 */
import { checkout as contract } from "#server/contract";
import { successPath, type PaymentHandoff } from "~/lib/checkout";
import { localeContext, platformContext } from "../context";
import { isPlatformError } from "../platform";
import { sendToast } from "../toast";
import { forgetHandover, placedOrderToken } from "./cookies";
import { handoverPage } from "./handover";
import type { CheckoutArgs } from "./state";

/**
 * "Pay now": the order's current payment attempt handed over once more, in "Pay now"'s words
 * (order/handover opens nothing: a guest's order waits only on checkout's attempt, undecided, for a
 * declined one fails the order). Nothing to hand over any more: the order's page, with a toast saying
 * it no longer waits; not an order this browser may see: the success page, which says so.
 */
export async function payPlacedOrder(
  context: CheckoutArgs["context"],
  orderSlug: string,
): Promise<{ payment: PaymentHandoff } | { to: string }> {
  const page = await handoverPage(context, orderSlug);
  if (!page) return { to: successPath(context.get(localeContext), orderSlug) };
  if ("to" in page) {
    sendToast(context, { type: "error", key: "account.orders.pay.notPayable" });
    return page;
  }
  return { payment: { ...page.payment, again: true } };
}

/**
 * Cancels the order with the view token this browser kept (order/cancel: the platform's rule, as the
 * buyer's own cancel), and says so in a toast; refused because it no longer waits (paid, or the
 * payment timeout came first), the toast says that instead. Either way it waits no more, so the cart
 * page forgets it (decision 0102). Without the token, or refused as unknown, nothing is said: the
 * page then shows the order as not found.
 */
export async function cancelPlacedOrder(context: CheckoutArgs["context"], orderSlug: string): Promise<void> {
  const token = await placedOrderToken(context, orderSlug);
  if (!token) return;
  try {
    await context.get(platformContext).call(contract.orderCancel, { orderSlug, token });
    sendToast(context, { type: "success", key: "account.orders.pay.cancelled" });
  } catch (error) {
    if (isPlatformError(error, 404) || isPlatformError(error, 400)) return;
    if (!isPlatformError(error, 409)) throw error;
    sendToast(context, { type: "error", key: "account.orders.pay.notCancellable" });
  }
  await forgetHandover(context, orderSlug);
}
