/**
 * The checkout's delivery address block (spec sections 2 to 5), shared by the address step of the
 * stepped checkout (type 0) and the one-step checkout (type 1): what the block shows, the checks of
 * what it posts, and saving it on the cart (a guest's through cart/updateGuestUser, a signed-in
 * user's through their saved addresses and checkout/addresses).
 */
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { accounts, cart as cartContract, checkout as contract, type Address, type Country } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { withRedirect } from "~/lib/account";
import { stepPath } from "~/lib/checkout";
import { countryName } from "~/lib/countries";
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
import { consentView } from "../consents";
import { platformContext } from "../context";
import { keepAddressDraft, readGuestEmail, saveGuestEmail, takeAddressDraft } from "./cookies";
import {
  addressStepConsentError,
  checkoutConsents,
  keepAcceptedConsents,
  postedConsents,
  type CheckoutConsents,
} from "./consents";
import { checkoutErrorKey } from "./messages";
import type { Checkout, CheckoutArgs } from "./state";

/** What a saved address of a signed-in user shows as (app/components/checkout/AddressForm.tsx). */
export interface SavedAddressView {
  id: number;
  text: string;
  unavailable: boolean;
  /** Its country's ISO code (the one-step checkout lists that country's delivery methods). */
  country: string;
}

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
export function availableCountries(args: CheckoutArgs): Promise<Country[]> {
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
 * user's first delivery and main addresses (billed to the main one when it is another), else a
 * guest's e-mail from the guestUser cookie. */
function defaultsOf(checkout: Checkout, addresses: Address[] | null, guestEmail: string | null) {
  const { shippingAddress: shipping, billingAddress: billing } = checkout.cart.checkout;
  const differentOnCart = !!shipping && !!billing && typedFields.some((name) => billing[name] !== shipping[name]);
  const typedShipping = shipping ? typed(shipping, true) : { contactEmail: checkout.email ?? guestEmail ?? "" };
  const typedBilling = billing && differentOnCart ? typed(billing, false) : {};
  if (!addresses) return { shipping: typedShipping, differentBilling: differentOnCart, billing: typedBilling };
  const idOf = (view: AddressView | null, type: Address["type"]) =>
    String(
      view
        ? (view.addressId ?? NEW_ADDRESS)
        : (addresses.find((a) => a.type === type)?.id ?? addresses[0]?.id ?? NEW_ADDRESS),
    );
  const shippingAddressId = idOf(shipping, "shipping");
  // Nothing on the cart yet: the customer's main address is where the bill goes, as the profile says.
  const main = addresses.find((a) => a.type === "main");
  const differentBilling = shipping ? differentOnCart : !!main && String(main.id) !== shippingAddressId;
  return {
    shippingAddressId,
    shipping: shipping?.addressId ? { contactEmail: checkout.email ?? "" } : typedShipping,
    differentBilling,
    billingAddressId: idOf(differentOnCart ? billing : null, "main"),
    billing: billing?.addressId ? {} : typedBilling,
  };
}

/** The address block: the allowed countries, a signed-in user's saved addresses, the checkout consents. */
export async function addressBlockView(args: CheckoutArgs, checkout: Checkout) {
  const api = args.context.get(platformContext);
  const [countries, addresses, guestEmail, consents, draft] = await Promise.all([
    availableCountries(args),
    checkout.viewer ? api.call(accounts.addressList, {}) : null,
    checkout.viewer ? null : readGuestEmail(args.context),
    checkoutConsents(args, checkout),
    takeAddressDraft(args.context, checkout.cart.cartId),
  ]);
  const names = new Map(countries.map((c) => [c.iso, c.name]));
  const country = (iso: string) => names.get(iso) ?? countryName(iso, checkout.locale);
  // Spec section 3 (allowedCountries): the platform's countries are the ones a saved address may be in.
  const delivered = (a: Address) => names.has(a.country.toUpperCase());
  return {
    locale: checkout.locale,
    /** The platform's countries (with their ids), for the one-step checkout's delivery methods. */
    allowedCountries: countries,
    countries: countries.map((c) => ({ value: c.iso, label: c.name })),
    saved: addresses
      ? addresses.map((a): SavedAddressView => ({
          id: a.id,
          text: addressLine(a, country),
          unavailable: !delivered(a),
          country: a.country.toUpperCase(),
        }))
      : null,
    defaultValue: draft ?? {
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

/**
 * The form posted by its Back button (the address step's, the one-step checkout's): what was typed,
 * unchecked, is kept for the form's next page, and the way leads back to the cart. The one-step
 * form's cart snapshot is the page's, not the shopper's.
 */
export function backToCartKeepingTyped(args: CheckoutArgs, checkout: Checkout, formData: FormData): Response {
  const { intent: _intent, cart: _cart, ...typed } = parseWithZod(formData, { schema: addressStepSchema }).payload;
  keepAddressDraft(args.context, checkout.cart.cartId, typed);
  return redirect(pagePath("cart", checkout.locale), {
    status: 303,
    headers: { "Cache-Control": "private, no-store" },
  });
}

/** The errors of a refused form, as conform's `reply` takes them. */
export interface FormRefusal {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}

/**
 * The checks of a posted address block: the fields (zod), the checkout consents (spec section 5:
 * their message shows with the address's), and the countries the store delivers to.
 */
export async function checkAddressBlock(args: CheckoutArgs, checkout: Checkout, formData: FormData) {
  const [countries, consents] = await Promise.all([availableCountries(args), checkoutConsents(args, checkout)]);
  const submission = parseWithZod(formData, { schema: addressStepSchema });
  const consent = addressStepConsentError(consents, postedConsents(formData));
  const refusal: FormRefusal = consent
    ? consent.field
      ? { fieldErrors: { [consent.field]: [consent.message] } }
      : { formErrors: [consent.message] }
    : {};
  if (submission.status !== "success" || consent)
    return { submission, consents, countries, step: null, refusal, valid: false as const };
  const country = countryError(
    submission.value,
    countries.map((c) => c.iso),
  );
  if (country)
    return {
      submission,
      consents,
      countries,
      step: null,
      refusal: { fieldErrors: { [country.field]: [country.message] } },
      valid: false as const,
    };
  return { submission, consents, countries, step: submission.value, refusal, valid: true as const };
}

class AddressNotFound extends Error {}

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

/** Saves the checked address block on the cart and keeps the consents it accepted; the message key
 * of a refusal, or null. */
export async function saveAddressBlock(
  args: CheckoutArgs,
  checkout: Checkout,
  step: AddressStep,
  consents: CheckoutConsents,
): Promise<string | null> {
  try {
    if (checkout.viewer) await saveMember(args, checkout, step);
    else await saveGuest(args, checkout, step);
  } catch (error) {
    return error instanceof AddressNotFound ? checkoutMessages.addressNotFound : checkoutErrorKey(error);
  }
  keepAcceptedConsents(args.context, checkout, consents, step.consents);
  return null;
}
