import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/shipping";
import type { DeliveryMethod } from "#server/contract";
import { log } from "#server/log";
import { saveDeliveryChoice } from "~/.server/checkout/delivery";
import {
  applicableDelivery,
  loadCheckout,
  requireStepsBefore,
  type Checkout,
  type CheckoutArgs,
} from "~/.server/checkout/state";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { ShippingForm } from "~/components/checkout/ShippingForm";
import { stepPath, type CheckoutStepHandle } from "~/lib/checkout";
import { checkShippingChoice, shippingStepSchema } from "~/lib/forms/checkout";

export const handle: CheckoutStepHandle = { checkoutStep: "shipping" };

/** The methods for the cart and its delivery country; without a delivery address the address step opens. */
async function methodsOrAddressStep(args: CheckoutArgs, checkout: Checkout): Promise<DeliveryMethod[]> {
  try {
    return await applicableDelivery(args, checkout);
  } catch (error) {
    if (isPlatformError(error) && (error.code === "ADDRESSES_MISSING" || error.code === "NO_ACTIVE_USER")) {
      sendToast(args.context, { type: "info", key: "checkout.address.missing" });
      throw redirect(stepPath("address", checkout.locale));
    }
    log.warn("delivery methods could not be loaded", { err: error });
    return [];
  }
}

export async function loader(args: Route.LoaderArgs) {
  const checkout = await loadCheckout(args);
  await requireStepsBefore(args, checkout, "shipping");
  // Spec section 4: a cart of e-products needs no delivery.
  if (checkout.cart.digitalOnly) throw redirect(stepPath("payment", checkout.locale));
  const methods = await methodsOrAddressStep(args, checkout);
  return {
    locale: checkout.locale,
    currency: checkout.cart.currency,
    methods,
    saved: { methodId: checkout.cart.deliveryMethodId, branchId: checkout.branchId },
  };
}

/**
 * Spec sections 4 and 5, shipping: the method must be chosen and applicable, a method with branches
 * needs one of its branches; saving is skipped when method and branch are unchanged. On to payment.
 */
export async function action(args: Route.ActionArgs) {
  const checkout = await loadCheckout(args);
  await requireStepsBefore(args, checkout, "shipping");
  const submission = parseWithZod(await args.request.formData(), { schema: shippingStepSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const methods = await methodsOrAddressStep(args, checkout);
  const choice = checkShippingChoice(submission.value, methods);
  if (!choice.ok)
    return data({ result: submission.reply({ fieldErrors: { [choice.field]: [choice.message] } }) }, { status: 400 });

  const refused = await saveDeliveryChoice(args, checkout, choice);
  if (refused) {
    // Spec section 4: on a save error the form returns to the saved choice, so the answer leaves
    // the sent one out (refused input above keeps it, with the branches the message asks for).
    const result = submission.reply({ formErrors: [refused], hideFields: ["methodId", "branchId"] });
    return data({ result }, { status: 400 });
  }
  return redirect(stepPath("payment", checkout.locale), {
    status: 303,
    headers: { "Cache-Control": "private, no-store" },
  });
}

export default function ShippingStepRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, currency, methods, saved } = loaderData;
  return (
    <ShippingForm
      locale={locale}
      currency={currency}
      methods={methods}
      saved={saved}
      lastResult={actionData?.result}
      backTo={stepPath("address", locale)}
    />
  );
}
