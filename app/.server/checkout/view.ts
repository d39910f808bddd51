import { checkout as contract, type ErrorCode, type OutputOf } from "#server/contract";
import { awaitsOnlinePayment } from "#server/contract/accounts";
import { pagePath } from "#server/contract/urls";
import { successPath } from "~/lib/checkout";
import type { AwaitingPayment } from "~/lib/cart";
import { localeContext, platformContext, viewerContext } from "../context";
import { isPlatformError, type PlatformClient } from "../platform";
import { forgetHandover, lastHandover, placedOrderToken, type PaymentHandover } from "./cookies";
import { refusedResultOrder } from "./messages";
import type { CheckoutArgs } from "./state";

/** An order as its order-view token shows it: with `own`, whether it is the signed-in viewer's. */
export type ViewedOrder = OutputOf<typeof contract.orderView>;

/** An order for whoever holds its order-view token (the browser that placed it, or the
 * confirmation e-mail's link), and whether it is the signed-in viewer's own (its page in the
 * account shows it); null for a wrong token or an unknown order, which look the same. */
export async function viewOrder(
  api: PlatformClient,
  orderSlug: string,
  token: string | null,
): Promise<ViewedOrder | null> {
  if (!token || !orderSlug || orderSlug.length > 64 || token.length > 200) return null;
  try {
    return await api.call(contract.orderView, { orderSlug, token });
  } catch (error) {
    if (isPlatformError(error, 404) || isPlatformError(error, 400)) return null;
    throw error;
  }
}

/** Whether the order is the signed-in viewer's own: this browser handed it over while signed in as
 * the viewer. A guest's hand-over, another account's, or none (a guest's order paid from this browser
 * before it signed in) is not: the account's page of such an order is a 404. */
function handedOverByViewer(
  context: CheckoutArgs["context"],
  handover: PaymentHandover | null,
  orderSlug: string,
): boolean {
  return (
    handover?.orderSlug === orderSlug && handover.userId !== null && context.get(viewerContext)?.id === handover.userId
  );
}

/**
 * The order this browser handed over to the payment provider, while it still waits for its online
 * payment (the shopper left the provider's page): its number and where to see it, the order's page
 * in the account when the platform says the order is the signed-in viewer's (Pay now, Cancel; also a
 * guest's order made the account's since), else the success page (this browser holds its view token).
 * Only a browser with a hand-over asks the platform (one orderView); an order found no longer
 * waiting, or not to be seen, is forgotten.
 */
export async function awaitingPayment(context: CheckoutArgs["context"]): Promise<AwaitingPayment | null> {
  const handover = await lastHandover(context);
  if (!handover) return null;
  const { orderSlug } = handover;
  let order: ViewedOrder | null = null;
  try {
    order = await viewOrder(context.get(platformContext), orderSlug, await placedOrderToken(context, orderSlug));
  } catch {
    // The platform did not answer: the page goes on without the notice (and asks again next time).
    return null;
  }
  if (!order || !awaitsOnlinePayment(order)) {
    await forgetHandover(context, orderSlug);
    return null;
  }
  const locale = context.get(localeContext);
  return {
    orderSlug,
    own: order.own,
    to: order.own ? pagePath("orderDetail", locale, { slug: orderSlug }) : successPath(locale, orderSlug),
  };
}

/** The refusals of a payment result after which the order's own page says best how it stands: an
 * attempt replaced by a newer one (the order may wait still, or be paid), an order its buyer cancelled. */
const ORDER_PAGE_REFUSALS: readonly ErrorCode[] = ["PAYMENT_SUPERSEDED", "PAYMENT_AFTER_CANCEL"];

/**
 * Where a refused payment result takes the shopper: for a replaced attempt or a cancelled order, the
 * order's page, as the cart page's notice links it: the account's when the order is the signed-in
 * viewer's, else the success page while this browser holds its view token; null for the cart, as
 * for any other refusal. Whose it is, the platform says (order/view's `own`) where this browser
 * holds the token; else the hand-over tells (the signed-in buyer who handed it over), and without
 * either (the buyer's own cancel forgot it, "Pay now" from another browser) a signed-in visitor is
 * taken for its buyer. The result came back for the order: the cart page no longer says it waits.
 */
export async function pageAfterRefusedResult(context: CheckoutArgs["context"], error: unknown): Promise<string | null> {
  const orderSlug = refusedResultOrder(error);
  if (!orderSlug) return null;
  const handover = await lastHandover(context);
  await forgetHandover(context, orderSlug);
  if (!isPlatformError(error) || !ORDER_PAGE_REFUSALS.includes(error.code)) return null;
  const locale = context.get(localeContext);
  const token = await placedOrderToken(context, orderSlug);
  const viewed = await viewOrder(context.get(platformContext), orderSlug, token).catch(() => null);
  const own = viewed
    ? viewed.own
    : handover?.orderSlug === orderSlug
      ? handedOverByViewer(context, handover, orderSlug)
      : context.get(viewerContext) !== null;
  if (own) return pagePath("orderDetail", locale, { slug: orderSlug });
  return token ? successPath(locale, orderSlug) : null;
}
