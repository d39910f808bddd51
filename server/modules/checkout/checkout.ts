/**
 * The checkout calls of spec section 7 (addresses, delivery and payment methods) and what an order
 * needs of them. Every change is one transaction on the locked cart (the cart module's changeCart).
 * The buyer is the signed-in user or the cart's guest; a signed-in user's cart is theirs alone.
 */
import {
  checkoutMessages,
  isCompanyIdOf,
  type CheckoutAddressView,
  type CompanyData,
  type DeliveryMethod,
  type PaymentMethod,
} from "#server/contract/checkout";
import type { Country } from "#server/contract/site";
import type { Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { findUserAddress } from "../accounts";
import {
  cartContents,
  changeCart,
  openCart,
  parseCartCheckout,
  parseCartOptions,
  storeOfCart,
  type CartCheckout,
  type CartRow,
  type Changed,
  type SessionInput,
} from "../cart";
import type { Scope } from "../scope";
import { deliveryCountries, type StoreRecord } from "../site";
import { billingFromShipping, confirmAddress, resolveAddress, type AddressChoice } from "./addresses";
import { checkoutError } from "./errors";
import {
  applicableDelivery,
  applicablePayment,
  chosenBranch,
  deliveryMethodsOf,
  paymentMethodsOf,
  textIn,
  toDeliveryMethod,
  toPaymentMethod,
  type DeliveryMethodRecord,
  type PaymentMethodRecord,
  type PaymentTypeName,
} from "./methods";

export interface CheckoutSession extends SessionInput {
  /** When sent, it must be the signed-in user's. */
  userId?: number;
}

const now = () => new Date().toISOString();

/**
 * Who may use the cart for checkout: a `userId` sent must be the caller's (403); a signed-in user's
 * cart needs that user (openCart refuses another user with 403; without a token: 401 'No active user').
 */
export function authorizeCheckout(scope: Scope, input: { userId?: number }, row: CartRow): void {
  if (input.userId !== undefined && input.userId !== scope.userId) throw checkoutError("Forbidden", 403);
  if (row.user_id !== null && scope.userId === null) throw checkoutError(checkoutMessages.noActiveUser, 401);
}

/** Spec section 5: saving a delivery or payment method needs an active user, signed in or a guest with an e-mail. */
function requireBuyer(scope: Scope, row: CartRow): void {
  if (scope.userId === null && !row.guest_email) throw checkoutError(checkoutMessages.noActiveUser, 401);
}

function requireGuestCheckout(scope: Scope, store: StoreRecord): void {
  if (scope.userId === null && store.checkoutSettings.guestCheckout === 0)
    throw checkoutError(checkoutMessages.loginRequired, 401);
}

// ---------------------------------------------------------------- countries and addresses

/** The countries the store of the call delivers to: the checkout's, and the address book's. */
export async function availableCountries(services: Services, scope: Scope): Promise<Country[]> {
  return deliveryCountries(services, scope.store, scope.language);
}

/**
 * Keeps the addresses on the cart. A delivery method that no longer delivers to the new country is
 * dropped (with its branch), and so is a payment method that no longer applies. A guest's e-mail
 * becomes the one given (updateGuestUser), else the shipping address's.
 */
async function keepAddresses(
  tx: DbOrTx,
  scope: Scope,
  row: CartRow,
  shipping: CheckoutAddressView,
  billing: CheckoutAddressView,
  guestEmail: string = shipping.contactEmail,
): Promise<CartRow> {
  const store = storeOfCart(scope, row);
  const checkout: CartCheckout = {
    ...parseCartCheckout(row.checkout),
    shippingAddress: shipping,
    billingAddress: billing,
  };
  const contents = await cartContents(tx, row.id);
  let deliveryMethodId = row.delivery_method_id;
  let paymentMethodId = row.payment_method_id;
  let options = parseCartOptions(row.options);
  let handsOver = false;
  if (deliveryMethodId !== null) {
    const applicable = applicableDelivery(
      await deliveryMethodsOf(tx, scope.site.id, store),
      store,
      contents,
      shipping.country,
    );
    const kept = applicable.find((m) => m.id === deliveryMethodId);
    if (!kept) {
      deliveryMethodId = null;
      options = { ...options, deliveryBranchId: null };
    } else handsOver = kept.handsOver;
  }
  if (paymentMethodId !== null) {
    const facts = { ...contents, hasDelivery: deliveryMethodId !== null, hasAddresses: true, handsOver };
    if (
      !applicablePayment(await paymentMethodsOf(tx, scope.site.id, store), facts).some((m) => m.id === paymentMethodId)
    )
      paymentMethodId = null;
  }
  const changes = {
    checkout: JSON.stringify(checkout),
    delivery_method_id: deliveryMethodId,
    payment_method_id: paymentMethodId,
    options: JSON.stringify(options),
    // A guest's confirmation goes to the e-mail typed last.
    guest_email: scope.userId === null ? guestEmail.trim().toLowerCase() : row.guest_email,
  };
  await tx.updateTable("carts").set(changes).where("id", "=", row.id).execute();
  return { ...row, ...changes };
}

export async function saveAddresses(
  services: Services,
  scope: Scope,
  input: CheckoutSession & { shipping: AddressChoice; billing?: AddressChoice },
): Promise<Changed> {
  return changeCart(services, scope, input, async (tx, row) => {
    authorizeCheckout(scope, input, row);
    const store = storeOfCart(scope, row);
    requireGuestCheckout(scope, store);
    const shipping = await resolveAddress(tx, store, scope.userId, input.shipping, "shipping");
    const billing = input.billing
      ? await resolveAddress(tx, store, scope.userId, input.billing, "billing")
      : billingFromShipping(shipping);
    return keepAddresses(tx, scope, row, shipping, billing);
  });
}

type GuestAddressInput = AddressChoice & { type: "Shipping" | "Main" };

/** A guest's contact on the cart (spec section 7, updateGuestUser) and, when given, the addresses:
 * the Shipping one (or the only one) delivers, the Main one bills. */
export async function updateGuestUser(
  services: Services,
  scope: Scope,
  input: SessionInput & { email: string; details?: unknown; company?: unknown; addresses?: GuestAddressInput[] },
): Promise<Changed> {
  return changeCart(services, scope, input, async (tx, row) => {
    const guest_email = input.email.trim().toLowerCase();
    const guest_data = JSON.stringify({ details: input.details ?? null, company: input.company ?? null });
    await tx.updateTable("carts").set({ guest_email, guest_data }).where("id", "=", row.id).execute();
    const updated = { ...row, guest_email, guest_data };
    if (!input.addresses?.length) return updated;
    authorizeCheckout(scope, {}, row);
    const store = storeOfCart(scope, row);
    requireGuestCheckout(scope, store);
    const shippingInput = input.addresses.find((a) => a.type === "Shipping") ?? input.addresses[0];
    const billingInput = input.addresses.find((a) => a.type === "Main" && a !== shippingInput);
    const shipping = await resolveAddress(tx, store, scope.userId, shippingInput, "shipping");
    const billing = billingInput
      ? await resolveAddress(tx, store, scope.userId, billingInput, "billing")
      : billingFromShipping(shipping);
    return keepAddresses(tx, scope, updated, shipping, billing, guest_email);
  });
}

// ---------------------------------------------------------------- delivery

async function countryIsoById(db: DbOrTx, id: number): Promise<string | null> {
  const row = await db.selectFrom("countries").select("iso").where("id", "=", id).executeTakeFirst();
  return row?.iso ?? null;
}

async function ownAddressOrFail(db: DbOrTx, userId: number | null, addressId: number) {
  const address = userId === null ? null : await findUserAddress(db, userId, addressId);
  if (!address) throw checkoutError(checkoutMessages.addressNotFound, 404);
  return address;
}

export async function deliveryMethodsFor(
  services: Services,
  scope: Scope,
  input: CheckoutSession & { countryId?: number; userShippingAddressId?: number; userBillingAddressId?: number },
): Promise<DeliveryMethod[]> {
  const db = services.db;
  const row = await openCart(services, db, scope, input, false);
  authorizeCheckout(scope, input, row);
  const store = storeOfCart(scope, row);
  if (input.userBillingAddressId !== undefined) await ownAddressOrFail(db, scope.userId, input.userBillingAddressId);
  let iso: string | null;
  if (input.countryId !== undefined) iso = await countryIsoById(db, input.countryId);
  else if (input.userShippingAddressId !== undefined)
    iso = (await ownAddressOrFail(db, scope.userId, input.userShippingAddressId)).country;
  else iso = parseCartCheckout(row.checkout).shippingAddress?.country ?? null;
  const methods = applicableDelivery(
    await deliveryMethodsOf(db, scope.site.id, store),
    store,
    await cartContents(db, row.id),
    iso,
  );
  return methods.map((m) => toDeliveryMethod(m, scope.language));
}

export interface ChosenDelivery {
  method: DeliveryMethodRecord;
  branch: DeliveryMethodRecord["branches"][number] | null;
}

/** The method (and branch) a cart may be delivered with to its shipping address, or why not (spec section 5). */
async function deliveryChoice(
  db: DbOrTx,
  scope: Scope,
  row: CartRow,
  contents: { empty: boolean; digitalOnly: boolean },
  methodId: number,
  branchId: number | null,
): Promise<ChosenDelivery | { refused: string }> {
  const store = storeOfCart(scope, row);
  const shipping = parseCartCheckout(row.checkout).shippingAddress;
  if (!shipping) return { refused: checkoutMessages.addressMissing };
  const method = applicableDelivery(
    await deliveryMethodsOf(db, scope.site.id, store),
    store,
    contents,
    shipping.country,
  ).find((m) => m.id === methodId);
  if (!method) return { refused: checkoutMessages.shippingMethodNotFound };
  const branch = chosenBranch(method, branchId);
  return branch === undefined ? { refused: checkoutMessages.shippingBranchUndefined } : { method, branch };
}

/** deliveryChoice, its refusal answered 400. */
async function chooseDelivery(...args: Parameters<typeof deliveryChoice>): Promise<ChosenDelivery> {
  const choice = await deliveryChoice(...args);
  if ("refused" in choice) throw checkoutError(choice.refused, 400);
  return choice;
}

export async function saveDeliveryMethod(
  services: Services,
  scope: Scope,
  input: CheckoutSession & { deliveryMethodId: number; branchId?: number | null },
): Promise<Changed> {
  return changeCart(services, scope, input, async (tx, row) => {
    authorizeCheckout(scope, input, row);
    requireBuyer(scope, row);
    const contents = await cartContents(tx, row.id);
    const { method, branch } = await chooseDelivery(
      tx,
      scope,
      row,
      contents,
      input.deliveryMethodId,
      input.branchId ?? null,
    );
    const options = JSON.stringify({ ...parseCartOptions(row.options), deliveryBranchId: branch?.id ?? null });
    // The method chosen before stays only if it applies with this delivery (pay on delivery does
    // not with a parcel locker).
    const saved = row.payment_method_id;
    const paymentMethodId =
      saved !== null && (await paymentMethodsWith(tx, scope, row, contents, method)).some((m) => m.id === saved)
        ? saved
        : null;
    await tx
      .updateTable("carts")
      .set({ delivery_method_id: method.id, payment_method_id: paymentMethodId, options, updated_at: now() })
      .where("id", "=", row.id)
      .execute();
    return { ...row, delivery_method_id: method.id, payment_method_id: paymentMethodId, options };
  });
}

// ---------------------------------------------------------------- payment

/** The payment methods that apply to the cart with these contents and this delivery (spec section 4). */
async function paymentMethodsWith(
  db: DbOrTx,
  scope: Scope,
  row: CartRow,
  contents: { empty: boolean; digitalOnly: boolean },
  delivery: DeliveryMethodRecord | null,
): Promise<PaymentMethodRecord[]> {
  const checkout = parseCartCheckout(row.checkout);
  return applicablePayment(await paymentMethodsOf(db, scope.site.id, storeOfCart(scope, row)), {
    ...contents,
    hasDelivery: delivery !== null,
    handsOver: delivery?.handsOver ?? false,
    hasAddresses: checkout.shippingAddress !== null && checkout.billingAddress !== null,
  });
}

/** The payment methods that apply to the cart now (spec section 4). */
async function paymentMethodsOfCart(db: DbOrTx, scope: Scope, row: CartRow): Promise<PaymentMethodRecord[]> {
  const contents = await cartContents(db, row.id);
  let delivery: DeliveryMethodRecord | null = null;
  if (row.delivery_method_id !== null && !contents.digitalOnly) {
    const branchId = parseCartOptions(row.options).deliveryBranchId ?? null;
    const choice = await deliveryChoice(db, scope, row, contents, row.delivery_method_id, branchId);
    if (!("refused" in choice)) delivery = choice.method;
  }
  return paymentMethodsWith(db, scope, row, contents, delivery);
}

export async function paymentMethodsFor(
  services: Services,
  scope: Scope,
  input: CheckoutSession & { userBillingAddressId?: number; previewDeliveryMethodId?: number },
): Promise<PaymentMethod[]> {
  const db = services.db;
  const row = await openCart(services, db, scope, input, false);
  authorizeCheckout(scope, input, row);
  if (input.userBillingAddressId !== undefined) await ownAddressOrFail(db, scope.userId, input.userBillingAddressId);
  const methods =
    input.previewDeliveryMethodId === undefined
      ? await paymentMethodsOfCart(db, scope, row)
      : await previewedPaymentMethods(db, scope, row, input.previewDeliveryMethodId);
  return methods.map((m) => toPaymentMethod(m, scope.language));
}

/** Checkout type 1 lists the payment methods before the addresses and the delivery are saved: those
 * that would apply with the addresses given and this delivery method of the store's. */
async function previewedPaymentMethods(
  db: DbOrTx,
  scope: Scope,
  row: CartRow,
  deliveryMethodId: number,
): Promise<PaymentMethodRecord[]> {
  const store = storeOfCart(scope, row);
  const contents = await cartContents(db, row.id);
  const delivery = contents.digitalOnly
    ? null
    : (await deliveryMethodsOf(db, scope.site.id, store)).find((m) => m.id === deliveryMethodId);
  if (delivery === undefined) return [];
  return applicablePayment(await paymentMethodsOf(db, scope.site.id, store), {
    ...contents,
    hasDelivery: delivery !== null,
    handsOver: delivery?.handsOver ?? false,
    hasAddresses: true,
  });
}

export async function savePaymentMethod(
  services: Services,
  scope: Scope,
  input: CheckoutSession & { paymentMethodId: number; companyData?: CompanyData },
): Promise<Changed> {
  return changeCart(services, scope, input, async (tx, row) => {
    authorizeCheckout(scope, input, row);
    requireBuyer(scope, row);
    const method = (await paymentMethodsOfCart(tx, scope, row)).find((m) => m.id === input.paymentMethodId);
    if (!method) throw checkoutError(checkoutMessages.paymentMethodNotFound, 400);
    const kept = parseCartCheckout(row.checkout);
    // A company in Croatia (where the order is delivered): its OIB has its check digit.
    if (input.companyData && !isCompanyIdOf(kept.shippingAddress?.country, input.companyData.oib))
      throw checkoutError(checkoutMessages.oibInvalid, 400);
    const checkout = JSON.stringify({ ...kept, companyData: input.companyData ?? null });
    await tx.updateTable("carts").set({ payment_method_id: method.id, checkout }).where("id", "=", row.id).execute();
    return { ...row, payment_method_id: method.id, checkout };
  });
}

// ---------------------------------------------------------------- what an order needs

export interface OrderCheckout {
  store: StoreRecord;
  shipping: CheckoutAddressView;
  billing: CheckoutAddressView;
  /** Null for a cart of e-products. */
  delivery: { id: number; name: string; price: number; branch: { id: number; name: string } | null } | null;
  payment: {
    id: number;
    name: string;
    paymentType: PaymentTypeName | null;
    provider: string | null;
    instructions: PaymentMethodRecord["instructions"];
  };
  company: CompanyData | null;
}

/**
 * Everything checkout decided, checked again inside the order's transaction: the addresses (a saved
 * one still the user's), the delivery method and branch for the cart and country, the payment
 * method. Names are in the order's language.
 */
export async function confirmCheckout(
  tx: DbOrTx,
  scope: Scope,
  row: CartRow,
  language: Locale,
): Promise<OrderCheckout> {
  const store = storeOfCart(scope, row);
  const kept = parseCartCheckout(row.checkout);
  if (!kept.shippingAddress || !kept.billingAddress) throw checkoutError(checkoutMessages.addressMissing, 400);
  const shipping = await confirmAddress(tx, store, scope.userId, kept.shippingAddress, "shipping");
  const billing = await confirmAddress(tx, store, scope.userId, kept.billingAddress, "billing");
  const contents = await cartContents(tx, row.id);
  if (contents.empty) throw checkoutError(checkoutMessages.emptyCart, 400);

  let delivery: OrderCheckout["delivery"] = null;
  let handsOver = false;
  if (!contents.digitalOnly) {
    if (row.delivery_method_id === null) throw checkoutError(checkoutMessages.shippingMethodUndefined, 400);
    const chosen = await chooseDelivery(
      tx,
      scope,
      row,
      contents,
      row.delivery_method_id,
      parseCartOptions(row.options).deliveryBranchId ?? null,
    );
    handsOver = chosen.method.handsOver;
    delivery = {
      id: chosen.method.id,
      name: textIn(chosen.method.names, language),
      price: chosen.method.price,
      branch: chosen.branch && { id: chosen.branch.id, name: textIn(chosen.branch.names, language) },
    };
  }

  if (row.payment_method_id === null) throw checkoutError(checkoutMessages.paymentMethodUndefined, 400);
  const facts = {
    ...contents,
    hasDelivery: delivery !== null,
    hasAddresses: true,
    handsOver,
  };
  const payment = applicablePayment(await paymentMethodsOf(tx, scope.site.id, store), facts).find(
    (m) => m.id === row.payment_method_id,
  );
  if (!payment) throw checkoutError(checkoutMessages.paymentMethodNotFound, 400);

  const company =
    kept.companyData ??
    (shipping.companyName && shipping.companyOIB
      ? { companyName: shipping.companyName, oib: shipping.companyOIB }
      : null);
  return {
    store,
    shipping,
    billing,
    delivery,
    payment: {
      id: payment.id,
      name: textIn(payment.names, language),
      paymentType: payment.paymentType,
      provider: payment.provider,
      instructions: payment.instructions,
    },
    company,
  };
}
