import { data, Link, redirect, useOutletContext } from "react-router";
import type { Route } from "./+types/address";
import type { CheckoutOutletContext } from "./layout";
import {
  addressBlockView,
  backToCartKeepingTyped,
  checkAddressBlock,
  saveAddressBlock,
} from "~/.server/checkout/address";
import { oneStepMethods } from "~/.server/checkout/one-step";
import { loadCheckout, isOneStep, type CheckoutArgs } from "~/.server/checkout/state";
import { AddressForm } from "~/components/checkout/AddressForm";
import { BACK_INTENT, stepPath, type CheckoutStepHandle } from "~/lib/checkout";
import { useTranslation } from "~/lib/i18n";

export const handle: CheckoutStepHandle = { checkoutStep: "address" };

/** The address step: the allowed countries, a signed-in user's saved addresses, the checkout
 * consents (nothing under checkout type 1: the layout shows the one form). */
export async function loader(args: Route.LoaderArgs) {
  const checkout = await loadCheckout(args);
  if (isOneStep(checkout)) {
    // The one form (the layout's) asks for the methods of the country its select names now.
    const asked = new URL(args.request.url).searchParams.get("country");
    return asked && /^[A-Za-z]{2}$/.test(asked) ? { methods: await oneStepMethods(args, checkout, asked) } : null;
  }
  const { allowedCountries: _countries, ...view } = await addressBlockView(args, checkout);
  return { ...view, methods: null };
}

/**
 * The step's form posts to the checkout's own address (/checkout, not React Router's
 * /checkout?index, which a refusal without JavaScript left in the address bar): the layout's action
 * is this one, and its answer comes to the step through the layout's outlet.
 */
export async function action(args: CheckoutArgs) {
  const checkout = await loadCheckout(args);
  if (isOneStep(checkout)) return redirect(stepPath("address", checkout.locale), 303);
  const formData = await args.request.formData();
  if (formData.get("intent") === BACK_INTENT) return backToCartKeepingTyped(args, checkout, formData);
  const checked = await checkAddressBlock(args, checkout, formData);
  if (!checked.valid) return data({ result: checked.submission.reply(checked.refusal) }, { status: 400 });
  const refused = await saveAddressBlock(args, checkout, checked.step, checked.consents);
  if (refused) return data({ result: checked.submission.reply({ formErrors: [refused] }) }, { status: 400 });
  // Spec section 4: a cart of e-products needs no delivery.
  return redirect(stepPath(checkout.cart.digitalOnly ? "payment" : "shipping", checkout.locale), {
    status: 303,
    headers: { "Cache-Control": "private, no-store" },
  });
}

export default function AddressStepRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const posted = useOutletContext<CheckoutOutletContext | undefined>();
  if (!loaderData || !("countries" in loaderData)) return null;
  const { locale, countries, saved, defaultValue, constraint, consents, consentsFailed, loginHref } = loaderData;
  return (
    <>
      {loginHref ? (
        <p>
          {t("checkout.address.haveAccount")} <Link to={loginHref}>{t("checkout.address.logIn")}</Link>
        </p>
      ) : null}
      <AddressForm
        countries={countries}
        saved={saved}
        defaultValue={defaultValue}
        constraint={constraint}
        consents={consents}
        consentsFailed={consentsFailed}
        lastResult={posted?.addressResult ?? actionData?.result}
        action={stepPath("address", locale)}
      />
    </>
  );
}
