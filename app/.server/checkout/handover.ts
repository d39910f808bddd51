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

/** Whether the platform found the order the signed-in caller's (order/handover's `own`; in its 409,
 * `details.own`). */
function ownOrder(error: unknown): boolean {
  return isPlatformError(error) && (error.details as { own?: unknown } | undefined)?.own === true;
}

/**
 * Asked once, with whichever keys this visitor holds: the signed-in session and the view token this
 * browser kept. The platform answers the order's buyer or the token's holder (the order unknown to
 * whoever is neither) and says whether the order is the viewer's own, whose page is the order's in the
 * account; otherwise the success page.
 */
export async function handoverPage(context: CheckoutArgs["context"], orderSlug: string): Promise<HandoverPage> {
  const token = await placedOrderToken(context, orderSlug);
  if (!token && !context.get(viewerContext)) return null;
  try {
    const answer = await context
      .get(platformContext)
      .call(contract.orderHandover, { orderSlug, ...(token ? { token } : {}) });
    const payment = paymentHandoff(answer);
    return payment && { payment: { ...payment, again: answer.openedBy === "payNow", own: answer.own } };
  } catch (error) {
    if (isPlatformError(error, 409)) {
      // No longer waiting for this browser's hand-over: the cart page says nothing of it any more.
      await forgetHandover(context, orderSlug);
      const locale = context.get(localeContext);
      return {
        to: ownOrder(error) ? pagePath("orderDetail", locale, { slug: orderSlug }) : successPath(locale, orderSlug),
      };
    }
    if (isPlatformError(error, 404) || isPlatformError(error, 400) || isPlatformError(error, 401)) return null;
    throw error;
  }
}
