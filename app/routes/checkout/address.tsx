import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useOutletContext } from "react-router";
import type { Route } from "./+types/address";
import type { CheckoutOutletContext } from "./layout";
import { accounts, cart as cartContract, checkout as contract, type Address } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { saveGuestEmail, readGuestEmail } from "~/.server/checkout/cookies";
import {
  addressStepConsentError,
  checkoutConsents,
  keepAcceptedConsents,
  postedConsents,
} from "~/.server/checkout/consents";
import { checkoutErrorKey } from "~/.server/checkout/messages";
import { loadCheckout, type Checkout, type CheckoutArgs } from "~/.server/checkout/state";
import { consentView } from "~/.server/consents";
import { platformContext } from "~/.server/context";
import { AddressForm, type SavedAddress } from "~/components/checkout/AddressForm";
import { withRedirect } from "~/lib/account";
import { stepPath, type CheckoutStepHandle } from "~/lib/checkout";
import { countryName } from "~/lib/countries";
import { useTranslation } from "~/lib/i18n";
import {
  addressStepSchema,
  addressStepShape,
  checkoutMessages,
  countryError,
  NEW_ADDRESS,
  type AddressStep,
  type BillingAddressFields,
  type ShippingAddressFields,
} from "~/lib/forms/checkout";

export const handle: CheckoutStepHandle = { checkoutStep: "address" };

/** A saved address as one line, its country named in the page's language (the select's name, else Intl's). */
function addressLine(a: Address, country: (iso: string) => string): string {
  return [
    `${a.firstName} ${a.lastName}`,
    a.companyName,
    `${a.street} ${a.houseNumber}`,
    `${a.zipCode} ${a.city}`,
    country(a.country),
  ]
    .filter(Boolean)
    .join(", ");
}

/** Spec section 2: the country select lists only the countries the store delivers to. */
function availableCountries(args: CheckoutArgs) {
  return args.context.get(platformContext).call(contract.availableCountries, {});
}

type AddressView = NonNullable<Checkout["cart"]["checkout"]["shippingAddress"]>;

const typedFields = [
  "firstName",
  "lastName",
  "contactEmail",
  "contactPhone",
  "street",
  "houseNumber",
  "zipCode",
  "city",
  "country",
] as const;

function typed(address: AddressView, withCompany: boolean) {
  const fields: Record<string, string> = Object.fromEntries(typedFields.map((name) => [name, address[name]]));
  return withCompany ? { ...fields, companyName: address.companyName, companyOIB: address.companyOIB } : fields;
}

/** What the form shows first: the addresses on the cart (going back to this step), else the
 * user's first delivery and main addresses, else a guest's e-mail from the guestUser cookie. */
function defaultsOf(checkout: Checkout, addresses: Address[] | null, guestEmail: string | null) {
  const { shippingAddress: shipping, billingAddress: billing } = checkout.cart.checkout;
  const differentBilling = !!shipping && !!billing && typedFields.some((name) => billing[name] !== shipping[name]);
  const typedShipping = shipping ? typed(shipping, true) : { contactEmail: checkout.email ?? guestEmail ?? "" };
  const typedBilling = billing && differentBilling ? typed(billing, false) : {};
  if (!addresses) return { shipping: typedShipping, differentBilling, billing: typedBilling };
  const idOf = (view: AddressView | null, type: Address["type"]) =>
    String(
      view
        ? (view.addressId ?? NEW_ADDRESS)
        : (addresses.find((a) => a.type === type)?.id ?? addresses[0]?.id ?? NEW_ADDRESS),
    );
  return {
    shippingAddressId: idOf(shipping, "shipping"),
    shipping: shipping?.addressId ? { contactEmail: checkout.email ?? "" } : typedShipping,
    differentBilling,
    billingAddressId: idOf(differentBilling ? billing : null, "main"),
    billing: billing?.addressId ? {} : typedBilling,
  };
}

/** The address step: the allowed countries, a signed-in user's saved addresses, the checkout consents. */
export async function loader(args: Route.LoaderArgs) {
  const checkout = await loadCheckout(args);
  const api = args.context.get(platformContext);
  const [countries, addresses, guestEmail, consents] = await Promise.all([
    availableCountries(args),
    checkout.viewer ? api.call(accounts.addressList, {}) : null,
    checkout.viewer ? null : readGuestEmail(args.context),
    checkoutConsents(args, checkout),
  ]);
  const names = new Map(countries.map((c) => [c.iso, c.name]));
  const country = (iso: string) => names.get(iso) ?? countryName(iso, checkout.locale);
  // Spec section 3 (allowedCountries): the platform's countries are the ones a saved address may be in.
  const delivered = (a: Address) => names.has(a.country.toUpperCase());
  return {
    locale: checkout.locale,
    countries: countries.map((c) => ({ value: c.iso, label: c.name })),
    saved: addresses
      ? addresses.map((a): SavedAddress => ({ id: a.id, text: addressLine(a, country), unavailable: !delivered(a) }))
      : null,
    defaultValue: {
      ...defaultsOf(checkout, addresses?.filter(delivered) ?? null, guestEmail),
      consents: consents.accepted,
    },
    constraint: getZodConstraint(addressStepShape),
    consents: consents.consents.map(consentView),
    consentsFailed: consents.failed,
    loginHref: checkout.viewer
      ? null
      : withRedirect(pagePath("login", checkout.locale), stepPath("address", checkout.locale)),
  };
}

/** A guest's addresses travel whole, with the e-mail and name, in one cart/updateGuestUser; the
 * e-mail is kept in the guestUser cookie too. */
async function saveGuest(args: CheckoutArgs, checkout: Checkout, step: AddressStep): Promise<void> {
  if (step.shipping.kind !== "new" || step.billing?.kind === "saved") throw new AddressNotFound();
  const shipping = step.shipping.address;
  await args.context.get(platformContext).call(cartContract.updateGuestUser, {
    ...checkout.session,
    email: shipping.contactEmail,
    details: { firstName: shipping.firstName, lastName: shipping.lastName },
    ...(shipping.companyName ? { company: { name: shipping.companyName } } : {}),
    addresses: [
      { ...withCompany(shipping), type: "Shipping" },
      ...(step.billing ? [{ ...step.billing.address, type: "Main" as const }] : []),
    ],
  });
  saveGuestEmail(args.context, shipping.contactEmail);
}

function withCompany(
  address: BillingAddressFields & Partial<Pick<ShippingAddressFields, "companyName" | "companyOIB">>,
) {
  return { ...address, companyName: address.companyName ?? "", companyOIB: address.companyOIB ?? "" };
}

/** A signed-in user names saved addresses; a new one is saved first (delivery as a shipping
 * address, billing as the main one). Ids not among the user's addresses are refused before anything is written. */
async function saveMember(args: CheckoutArgs, checkout: Checkout, step: AddressStep): Promise<void> {
  const api = args.context.get(platformContext);
  const own = new Set((await api.call(accounts.addressList, {})).map((a) => a.id));
  for (const choice of [step.shipping, step.billing])
    if (choice?.kind === "saved" && !own.has(choice.id)) throw new AddressNotFound();
  const create = async (address: Parameters<typeof withCompany>[0], type: "shipping" | "main") => ({
    addressId: (await api.call(accounts.addressCreate, { ...withCompany(address), type })).id,
  });
  const shipping =
    step.shipping.kind === "saved" ? { addressId: step.shipping.id } : await create(step.shipping.address, "shipping");
  const billing = !step.billing
    ? undefined
    : step.billing.kind === "saved"
      ? { addressId: step.billing.id }
      : await create(step.billing.address, "main");
  await api.call(contract.checkoutAddresses, { ...checkout.session, shipping, ...(billing ? { billing } : {}) });
}

class AddressNotFound extends Error {}

/**
 * The step's form posts to the checkout's own address (/checkout, not React Router's
 * /checkout?index, which a refusal without JavaScript left in the address bar): the layout's action
 * is this one, and its answer comes to the step through the layout's outlet.
 */
export async function action(args: CheckoutArgs) {
  const checkout = await loadCheckout(args);
  const formData = await args.request.formData();
  const [countries, consents] = await Promise.all([availableCountries(args), checkoutConsents(args, checkout)]);
  const submission = parseWithZod(formData, { schema: addressStepSchema });
  // Spec section 5: the consents' message shows with the address's.
  const consent = addressStepConsentError(consents, postedConsents(formData));
  const consentReply = consent
    ? consent.field
      ? { fieldErrors: { [consent.field]: [consent.message] } }
      : { formErrors: [consent.message] }
    : {};
  if (submission.status !== "success" || consent)
    return data({ result: submission.reply(consentReply) }, { status: 400 });
  const step = submission.value;

  const country = countryError(
    step,
    countries.map((c) => c.iso),
  );
  if (country)
    return data({ result: submission.reply({ fieldErrors: { [country.field]: [country.message] } }) }, { status: 400 });

  try {
    if (checkout.viewer) await saveMember(args, checkout, step);
    else await saveGuest(args, checkout, step);
  } catch (error) {
    const key = error instanceof AddressNotFound ? checkoutMessages.addressNotFound : checkoutErrorKey(error);
    return data({ result: submission.reply({ formErrors: [key] }) }, { status: 400 });
  }
  keepAcceptedConsents(args.context, checkout, consents, step.consents);
  // Spec section 4: a cart of e-products needs no delivery.
  return redirect(stepPath(checkout.cart.digitalOnly ? "payment" : "shipping", checkout.locale), {
    status: 303,
    headers: { "Cache-Control": "private, no-store" },
  });
}

export default function AddressStepRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const posted = useOutletContext<CheckoutOutletContext | undefined>();
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
        backTo={pagePath("cart", locale)}
        action={stepPath("address", locale)}
      />
    </>
  );
}
