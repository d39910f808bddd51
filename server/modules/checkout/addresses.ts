/**
 * The addresses of an order (spec section 5): typed in (a guest's, or a signed-in user's new one) or
 * a signed-in user's saved address, which must be theirs. Either way they keep the checkout rules
 * (letters-only names, lengths, company both or neither) and the store's allowed countries.
 */
import type { z } from "zod";
import {
  checkoutAddress,
  checkoutBillingAddress,
  checkoutMessages,
  type CheckoutAddress,
  type CheckoutAddressView,
  type CheckoutBillingAddress,
} from "#server/contract/checkout";
import type { DbOrTx } from "#server/db";
import { findUserAddress } from "../accounts";
import { storeDeliversTo, type StoreRecord } from "../site";
import { checkoutError } from "./errors";

export type AddressChoice = { addressId: number } | CheckoutAddress | CheckoutBillingAddress;
export type AddressKind = "shipping" | "billing";

const schemaOf = (kind: AddressKind): z.ZodType<CheckoutAddress | CheckoutBillingAddress> =>
  kind === "shipping" ? checkoutAddress : checkoutBillingAddress;

/** The first rule an address breaks, as a message the storefront knows (spec section 5). */
function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue.code === "custom" ? issue.message : `Invalid input: ${issue.path.join(".")}: ${issue.message}`;
}

async function countryIdOf(db: DbOrTx, iso: string): Promise<number | null> {
  const row = await db
    .selectFrom("countries")
    .select("id")
    .where("iso", "=", iso.trim().toUpperCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The address as the cart keeps it for the order. A saved address is read again (404 'Address not
 * found.' when it is not the user's, a guest's included) and checked against the rules like a typed one.
 */
export async function resolveAddress(
  db: DbOrTx,
  store: StoreRecord,
  userId: number | null,
  choice: AddressChoice,
  kind: AddressKind,
): Promise<CheckoutAddressView> {
  let given: unknown = choice;
  let addressId: number | null = null;
  if ("addressId" in choice) {
    const saved = userId === null ? null : await findUserAddress(db, userId, choice.addressId);
    if (!saved) throw checkoutError(checkoutMessages.addressNotFound, 404);
    given = saved;
    addressId = saved.id;
  }
  const parsed = schemaOf(kind).safeParse(given);
  if (!parsed.success) throw checkoutError(firstProblem(parsed.error), 400);
  const address = parsed.data;
  const countryId = await countryIdOf(db, address.country);
  if (countryId === null || !storeDeliversTo(store, address.country))
    throw checkoutError(checkoutMessages.countryNotAllowed, 400);
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    contactEmail: address.contactEmail,
    contactPhone: address.contactPhone,
    country: address.country.toUpperCase(),
    countryId,
    city: address.city,
    street: address.street,
    houseNumber: address.houseNumber,
    zipCode: address.zipCode,
    region: address.region ?? "",
    companyName: kind === "shipping" && "companyName" in address ? (address.companyName ?? "") : "",
    companyOIB: kind === "shipping" && "companyOIB" in address ? (address.companyOIB ?? "") : "",
    addressId,
  };
}

/** The billing address when none was given: the shipping address without its company. */
export function billingFromShipping(shipping: CheckoutAddressView): CheckoutAddressView {
  return { ...shipping, companyName: "", companyOIB: "" };
}

/** An address kept on a cart, checked again for the order: a saved one must still be the user's
 * (it is read anew, so an edit since is what the order gets), the country still allowed. */
export async function confirmAddress(
  db: DbOrTx,
  store: StoreRecord,
  userId: number | null,
  kept: CheckoutAddressView,
  kind: AddressKind,
): Promise<CheckoutAddressView> {
  if (kept.addressId !== null) return resolveAddress(db, store, userId, { addressId: kept.addressId }, kind);
  const { addressId: _saved, countryId: _country, ...typed } = kept;
  return resolveAddress(db, store, userId, typed, kind);
}
