/**
 * Saving the delivery choice (spec sections 4 and 5), shared by the shipping step (type 0) and the
 * one-step checkout (type 1): skipped when method and branch are unchanged.
 */
import { checkout as contract } from "#server/contract";
import { platformContext } from "../context";
import { checkoutErrorKey } from "./messages";
import type { Checkout, CheckoutArgs } from "./state";

/** Saves the method and branch on the cart; the message key of the platform's refusal, or null. */
export async function saveDeliveryChoice(
  args: CheckoutArgs,
  checkout: Checkout,
  choice: { methodId: number; branchId: number | null },
): Promise<string | null> {
  if (checkout.cart.deliveryMethodId === choice.methodId && checkout.branchId === choice.branchId) return null;
  try {
    await args.context.get(platformContext).call(contract.saveDeliveryMethod, {
      ...checkout.session,
      deliveryMethodId: choice.methodId,
      branchId: choice.branchId,
    });
    return null;
  } catch (error) {
    return checkoutErrorKey(error);
  }
}
