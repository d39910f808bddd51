/**
 * Checkout type 1, one step (spec section 9; docs/decisions/0067-one-step-checkout.md): the delivery
 * address, the delivery method, the payment method, the gift fields and the consents in one form,
 * placed with one post. The post goes through the same platform calls as the three steps do, in
 * their order, with the steps' own server code: the address block (./address.ts), the delivery
 * choice (./delivery.ts), then the order (./order.ts: the payment method saved, the cart checked,
 * order/create). Each save is checked by the platform again; the first refusal stops the post and
 * the form comes back with everything typed and the message beside its block.
 *
 * Without JavaScript the delivery methods are those for the country the page was opened with
 * (`listedCountry`: a chosen saved address's, the cart's delivery address's, ...): a method that does not deliver to the
 * country chosen in the form is refused with its own message, and the form then lists the methods
 * for that country (the address is on the cart by then).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { checkout as contract, type Country, type DeliveryMethod, type PaymentMethod } from "#server/contract";
import { log } from "#server/log";
import { choiceId, type PaymentActionData } from "~/lib/checkout";
import {
  checkShippingChoice,
  oneStepFields,
  oneStepMessages,
  paymentStepSchema,
  shippingStepSchema,
  type PaymentStep,
} from "~/lib/forms/checkout";
import { platformContext } from "../context";
import { addressBlockView, availableCountries, checkAddressBlock, saveAddressBlock, type FormRefusal } from "./address";
import { cartSnapshot, withOrderTotal } from "./cart-check";
import { keepGiftDraft, takeGiftDraft } from "./cookies";
import { saveDeliveryChoice } from "./delivery";
import { placeOrder, type OrderOutcome } from "./order";
import {
  applicableDelivery,
  deliveryMethodsOfCart,
  forgetCheckoutReads,
  loadCheckout,
  type Checkout,
  type CheckoutArgs,
} from "./state";

/** The regions of the browser's languages, most wanted first ("hr-HR, en-US;q=0.8": HR, US). */
function browserRegions(request: Request): string[] {
  return (request.headers.get("accept-language") ?? "")
    .split(",")
    .slice(0, 10)
    .map((part) => /^[a-z]{2,3}-([a-z]{2})\b/i.exec(part.trim())?.[1]?.toUpperCase())
    .filter((region): region is string => !!region);
}

/**
 * The country whose delivery methods the form lists, and which the country select starts on: the
 * one asked for (`?country=`, the form's own refresh with JavaScript), else the delivery address's
 * on the cart, else the region of the browser's language, else the page's language's own country
 * (hr: HR, de: DE), else the store's first; always one the platform offers.
 */
export function listedCountry(
  checkout: Checkout,
  countries: Country[],
  request: Request,
  asked: string | null = null,
): Country | null {
  const offered = (iso: string | null | undefined) =>
    iso ? countries.find((c) => c.iso === iso.toUpperCase()) : undefined;
  const allowed = checkout.settings.allowedCountries;
  return (
    offered(asked) ??
    offered(checkout.cart.checkout.shippingAddress?.country) ??
    browserRegions(request)
      .map(offered)
      .find((c) => c !== undefined) ??
    offered(checkout.locale === "en" ? null : checkout.locale) ??
    offered(allowed === "ALL" ? null : allowed[0]) ??
    countries[0] ??
    null
  );
}

/** The delivery methods for the cart to `country` (the cart's own when that is its address's). */
async function deliveryMethodsTo(
  args: CheckoutArgs,
  checkout: Checkout,
  country: Country | null,
): Promise<DeliveryMethod[]> {
  if (checkout.cart.digitalOnly || !country) return [];
  try {
    if (checkout.cart.checkout.shippingAddress?.country.toUpperCase() === country.iso)
      return await applicableDelivery(args, checkout);
    return await deliveryMethodsOfCart(args, checkout, { countryId: country.id });
  } catch (error) {
    log.warn("delivery methods could not be loaded for the one-step checkout", { err: error });
    return [];
  }
}

/** The payment methods the form offers: those that apply with any of the delivery methods listed
 * (previewed: nothing is saved yet), in the platform's order; the order checks the chosen one again. */
async function previewPayment(
  args: CheckoutArgs,
  checkout: Checkout,
  delivery: DeliveryMethod[],
): Promise<PaymentMethod[]> {
  const api = args.context.get(platformContext);
  // A cart of e-products: the delivery is not looked at (any id will do).
  const previews = checkout.cart.digitalOnly ? [1] : delivery.map((m) => m.id);
  try {
    const lists = await Promise.all(
      previews.map((id) =>
        api.call(contract.applicablePaymentMethods, { ...checkout.session, previewDeliveryMethodId: id }),
      ),
    );
    const methods = new Map<number, PaymentMethod>();
    for (const method of lists.flat()) if (!methods.has(method.id)) methods.set(method.id, method);
    return [...methods.values()];
  } catch (error) {
    log.warn("payment methods could not be loaded for the one-step checkout", { err: error });
    return [];
  }
}

/** The country the form lists methods for (`listedCountry`), with its delivery and payment methods. */
async function methodsFor(args: CheckoutArgs, checkout: Checkout, countries: Country[], asked: string | null) {
  const country = listedCountry(checkout, countries, args.request, asked);
  const delivery = await deliveryMethodsTo(args, checkout, country);
  const payment = await previewPayment(args, checkout, delivery);
  return { country: country ? { iso: country.iso, name: country.name } : null, delivery, payment };
}

/** The delivery and payment methods for the country the form's select names now (with JavaScript
 * the form asks for them as the select changes: `?country=`). */
export async function oneStepMethods(args: CheckoutArgs, checkout: Checkout, asked: string) {
  return methodsFor(args, checkout, await availableCountries(args), asked);
}

/** What the one form shows. */
export async function oneStepView(args: CheckoutArgs, checkout: Checkout) {
  const { allowedCountries, ...address } = await addressBlockView(args, checkout);
  // What the form was left with by its Back button, if that is what the fields start from.
  const typed: Record<string, unknown> = address.defaultValue;
  const shippingDefaults = (address.defaultValue.shipping ?? {}) as Record<string, string>;
  // A signed-in user's chosen saved address names the country, as the select does a typed one.
  const chosen = typed.shippingAddressId;
  const savedCountry = address.saved?.find((a) => String(a.id) === chosen)?.country ?? null;
  const asked =
    new URL(args.request.url).searchParams.get("country") ?? savedCountry ?? (shippingDefaults.country || null);
  const { country, delivery, payment } = await methodsFor(args, checkout, allowedCountries, asked);
  const gift = checkout.settings.giftMessage === 1;
  const giftDraft = gift ? await takeGiftDraft(args.context, checkout.cart.cartId) : null;
  return {
    ...address,
    defaultValue: {
      ...address.defaultValue,
      // The country the methods are listed for is the one the select starts on.
      shipping: { ...shippingDefaults, country: shippingDefaults.country || country?.iso || "" },
      ...(giftDraft ?? {}),
    },
    country,
    currency: checkout.cart.currency,
    digitalOnly: checkout.cart.digitalOnly,
    delivery,
    savedDelivery: {
      methodId: choiceId(typed[oneStepFields.deliveryMethodId]) ?? checkout.cart.deliveryMethodId,
      branchId: choiceId(typed[oneStepFields.branchId]) ?? checkout.branchId,
    },
    payment,
    savedPaymentMethodId:
      choiceId(typed[oneStepFields.paymentMethodId]) ??
      checkout.cart.paymentMethodId ??
      (payment.length === 1 ? payment[0].id : null),
    snapshot: cartSnapshot(checkout.cart),
    gift,
  };
}

/** The form's fields under another block's names, for that block's schema. */
function renamed(formData: FormData, names: Record<string, string>): FormData {
  const copy = new FormData();
  for (const [from, to] of Object.entries(names)) for (const value of formData.getAll(from)) copy.append(to, value);
  return copy;
}

/** A block's errors under the one form's names (`methodId` is the delivery's or the payment's). */
function errorsOf(
  error: Record<string, string[] | null> | null | undefined,
  names: Record<string, string>,
): FormRefusal {
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error ?? {}))
    if (messages?.length && names[name]) fieldErrors[names[name]] = messages;
  return { fieldErrors };
}

function merge(...refusals: FormRefusal[]): FormRefusal {
  return {
    formErrors: refusals.flatMap((r) => r.formErrors ?? []),
    fieldErrors: Object.assign({}, ...refusals.map((r) => r.fieldErrors ?? {})) as Record<string, string[]>,
  };
}

const hasErrors = (refusal: FormRefusal) =>
  !!refusal.formErrors?.length || Object.values(refusal.fieldErrors ?? {}).some((m) => m.length);

const shippingNames = { [oneStepFields.deliveryMethodId]: "methodId", [oneStepFields.branchId]: "branchId" };
const paymentNames = {
  [oneStepFields.paymentMethodId]: "methodId",
  consents: "consents",
  cart: "cart",
  giftMessage: "giftMessage",
  giftTo: "giftTo",
  giftFrom: "giftFrom",
};
const invert = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).map(([a, b]) => [b, a]));

type Reply = (refusal: FormRefusal) => NonNullable<PaymentActionData["result"]>;

/** What the one post comes to: the form again with its messages, a notice and the checkout again
 * (the cart changed), the success page, or the hand-over to the payment provider. */
export type OneStepOutcome =
  { kind: "invalid"; result: NonNullable<PaymentActionData["result"]> } | Exclude<OrderOutcome, { kind: "invalid" }>;

/**
 * The one post: every block checked first (all messages at once), then in the steps' order the
 * address saved, the delivery method checked against the chosen country's methods and saved, and
 * the order placed (payment method, cart check, order/create), each on the cart as saved just before.
 */
export async function placeOneStep(args: CheckoutArgs, formData: FormData): Promise<OneStepOutcome> {
  let checkout = await loadCheckout(args);
  const address = await checkAddressBlock(args, checkout, formData);
  const reply: Reply = (refusal) => address.submission.reply(refusal);
  const invalid = (...refusals: FormRefusal[]): OneStepOutcome => ({
    kind: "invalid",
    result: reply(merge(...refusals)),
  });

  const shipping = checkout.cart.digitalOnly
    ? null
    : parseWithZod(renamed(formData, shippingNames), { schema: shippingStepSchema });
  const payment = parseWithZod(renamed(formData, paymentNames), { schema: paymentStepSchema });
  // The consents are the address block's to check (the payment block's boxes are the same ones).
  const { consents: _consents, ...paymentErrors } = payment.status === "success" ? {} : (payment.error ?? {});
  const blocks = merge(
    address.refusal,
    shipping?.status === "success" ? {} : errorsOf(shipping?.error, invert(shippingNames)),
    errorsOf(paymentErrors, invert(paymentNames)),
  );
  if (
    !address.valid ||
    hasErrors(blocks) ||
    (shipping && shipping.status !== "success") ||
    payment.status !== "success"
  )
    return invalid(blocks);

  // 1. The addresses (and the consents accepted with them).
  const addressRefused = await saveAddressBlock(args, checkout, address.step, address.consents);
  if (addressRefused) return invalid({ formErrors: [addressRefused] });
  forgetCheckoutReads(args.context);
  checkout = await loadCheckout(args);

  // 2. The delivery: a method for the country just saved, and its branch.
  if (shipping?.status === "success") {
    const methods = await applicableDelivery(args, checkout).catch(() => []);
    const choice = checkShippingChoice(shipping.value, methods);
    if (!choice.ok) {
      const message = choice.field === "methodId" ? oneStepMessages.notForCountry : choice.message;
      const field = choice.field === "methodId" ? oneStepFields.deliveryMethodId : oneStepFields.branchId;
      return invalid({ fieldErrors: { [field]: [message] } });
    }
    const deliveryRefused = await saveDeliveryChoice(args, checkout, choice);
    if (deliveryRefused) return invalid({ fieldErrors: { [oneStepFields.deliveryMethodId]: [deliveryRefused] } });
    forgetCheckoutReads(args.context);
    checkout = await loadCheckout(args);
  }

  // 3. The order, as the payment step places it. The shopper saw the lines and each delivery
  // method's price: the total to expect is the cart's with the delivery just saved.
  const value: PaymentStep = { ...payment.value, cart: withOrderTotal(payment.value.cart, checkout.cart) };
  const methods = await args.context
    .get(platformContext)
    .call(contract.applicablePaymentMethods, checkout.session)
    .catch(() => [] as PaymentMethod[]);
  const outcome = await placeOrder(args, checkout, value, methods);
  if (outcome.kind === "invalid") {
    const { methodId, consents, ...others } = outcome.fieldErrors ?? {};
    return invalid({
      fieldErrors: {
        ...others,
        ...(methodId ? { [oneStepFields.paymentMethodId]: methodId } : {}),
        ...(consents ? { consents } : {}),
        ...(outcome.formErrors?.length ? { [oneStepFields.order]: outcome.formErrors } : {}),
      },
    });
  }
  // Sent back to the checkout with a notice (the cart changed): the gift fields are kept as written;
  // the rest is on the cart already.
  if (outcome.kind === "back" && checkout.settings.giftMessage === 1)
    keepGiftDraft(args.context, checkout.cart.cartId, payment.value);
  return outcome;
}
