/**
 * The page of an order's hand-over to the payment provider (decision 0104): without JavaScript the
 * order's post (checkout's, or "Pay now") redirects here, so that Back from the provider's page lands
 * on a page, not on a form post's answer. It shows the same attempt's hand-over while the order waits
 * for it (order/handover opens nothing), and otherwise sends the shopper to the order's own page.
 */
import { checkout as contract } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { successPath, type PaymentHandoff } from "~/lib/checkout";
import { localeContext, platformContext, viewerContext } from "../context";
import { isPlatformError } from "../platform";
import { forgetHandover, placedOrderToken } from "./cookies";
import { paymentHandoff } from "./order";
import type { CheckoutArgs } from "./state";

export type HandoverPage =
  /** The order waits for this attempt: the page hands over to the provider. */
  | { payment: PaymentHandoff }
  /** Nothing to hand over (paid, cancelled, the attempt decided): the order's page says how it stands. */
  | { to: string }
  /** Not an order this visitor may see. */
  | null;

/**
 * Asked as the order's signed-in buyer first (whose page is the order's in the account), then with
 * the view token this browser kept (whose page is the success page); the platform finds the order
 * unknown to whoever is neither.
 */
export async function handoverPage(context: CheckoutArgs["context"], orderSlug: string): Promise<HandoverPage> {
  const api = context.get(platformContext);
  const locale = context.get(localeContext);
  const token = await placedOrderToken(context, orderSlug);
  const keys = [
    ...(context.get(viewerContext) ? [{ orderPage: pagePath("orderDetail", locale, { slug: orderSlug }) }] : []),
    ...(token ? [{ token, orderPage: successPath(locale, orderSlug) }] : []),
  ];
  for (const { token, orderPage } of keys) {
    try {
      const answer = await api.call(contract.orderHandover, { orderSlug, ...(token ? { token } : {}) });
      const payment = paymentHandoff(answer);
      if (payment) return { payment: { ...payment, again: answer.openedBy === "payNow" } };
    } catch (error) {
      if (isPlatformError(error, 409)) {
        // No longer waiting for this browser's hand-over: the cart page says nothing of it any more.
        await forgetHandover(context, orderSlug);
        return { to: orderPage };
      }
      if (!isPlatformError(error, 404) && !isPlatformError(error, 400) && !isPlatformError(error, 401)) throw error;
    }
  }
  return null;
}
