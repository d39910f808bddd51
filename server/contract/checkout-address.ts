import { z } from "zod";
import { addressChecks, addressInput } from "./accounts";
import { idNumber } from "./define";

/**
 * Spec section 5, the checkout address (one reading): names of letters only, the section's lengths,
 * company name and OIB both or neither; a plausible phone, and in Croatia a 5-digit postal code and
 * an OIB with its check digit (addressChecks, which every address typed anywhere keeps). The shipping (delivery) address may carry the company; the
 * billing address does not. The store's allowed countries are checked by the platform.
 */
const addressFields = addressInput.omit({ type: true });

/** A delivery address typed in at checkout (a guest's, or a signed-in user's new one). */
export const checkoutAddress = addressFields.superRefine(addressChecks);
export type CheckoutAddress = z.input<typeof checkoutAddress>;

/** A billing address typed in at checkout: no company fields. */
export const checkoutBillingAddress = addressFields
  .omit({ companyName: true, companyOIB: true })
  .superRefine(addressChecks);
export type CheckoutBillingAddress = z.input<typeof checkoutBillingAddress>;

/** An address of a guest's updateGuestUser: its type says which it is (spec section 3: Shipping or
 * Main in forms; Main is the billing address). */
export const guestAddress = addressFields.extend({ type: z.enum(["Shipping", "Main"]) }).superRefine(addressChecks);
export type GuestAddress = z.input<typeof guestAddress>;

/** A signed-in user's saved address (it must be theirs: another id is 404 'Address not found.'). */
export const savedAddress = z.object({ addressId: idNumber() });

/** An address as the cart keeps it for the order: the saved address it came from, if any. */
export const checkoutAddressView = addressFields.extend({
  addressId: z.number().nullable(),
  countryId: z.number(),
  region: z.string(),
  companyName: z.string(),
  companyOIB: z.string(),
});
export type CheckoutAddressView = z.infer<typeof checkoutAddressView>;

/** Company data of an order (spec: companyData with companyName and oib, both or neither). */
export const companyData = z.object({
  companyName: z.string().trim().min(1).max(150),
  oib: z.string().trim().min(1).max(20),
});
export type CompanyData = z.infer<typeof companyData>;
