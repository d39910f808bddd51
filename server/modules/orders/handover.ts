/**
 * The hand-over of an order's current payment attempt, built again for the shopper who comes back
 * from the provider's page (decision 0104): the same attempt (nothing is opened or replaced here),
 * while the order waits for its online payment and the attempt for its decision.
 */
import { accountsMessages } from "#server/contract/accounts";
import type { OutputOf } from "#server/contract/define";
import type { orderHandover as handoverContract } from "#server/contract/checkout";
import type { Services } from "#server/services";
import { AccountsError } from "../accounts";
import { paymentOfOrder } from "../payments";
import type { Scope } from "../scope";
import { paymentHandoffOf } from "./orders";
import { isCallersOrder, orderOfTokenOrBuyer } from "./view";

type OrderHandover = OutputOf<typeof handoverContract>;

/** For the holder of the order's view token or its signed-in buyer (404 otherwise); 409
 * orderNotPayable once there is nothing to hand over. Both say whether the order is the signed-in
 * caller's (`own`; the 409 in its details): the storefront asks once with both keys, and still knows
 * whose page the order is. */
export async function orderHandover(
  services: Services,
  scope: Scope,
  input: { orderSlug: string; token?: string },
): Promise<OrderHandover> {
  const order = await orderOfTokenOrBuyer(services, scope, input.orderSlug, input.token);
  const own = isCallersOrder(scope, order);
  const payment = await paymentOfOrder(services.db, order.id);
  // Empty for an order no longer waiting, an attempt decided, or a provider no longer taking payments.
  const { paymentType, html } = paymentHandoffOf(scope.site, order, payment);
  if (!payment || !paymentType || !html)
    throw new AccountsError(accountsMessages.orderNotPayable, 409, undefined, { own });
  return { orderSlug: order.slug, paymentType, html, openedBy: payment.openedBy, own };
}
