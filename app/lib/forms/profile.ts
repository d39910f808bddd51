/**
 * The profile page's forms, posted to its one action with an `intent` each (the profile, the
 * password, an address added, changed or deleted, a wishlist heart pressed without JavaScript, the
 * address's confirmation asked again).
 * Each form checks itself in the browser with its own schema (./account.ts); the action reads every
 * post with the union below, which only the server loads.
 */
import { z } from "zod";
import { addressSchema, changePasswordSchema, profileSchema } from "./account";
import { deleteAccountIntentSchema } from "./account-delete";
import { wishlistToggleSchema } from "./wishlist";

export const profileIntents = [
  "profile",
  "password",
  "address-create",
  "address-update",
  "address-delete",
  "wishlist",
  "delete-account",
  "resend-confirmation",
] as const;
export type ProfileIntent = (typeof profileIntents)[number];

export function isProfileIntent(value: unknown): value is ProfileIntent {
  return typeof value === "string" && (profileIntents as readonly string[]).includes(value);
}

/** Which address form was sent (its errors show there): a saved address's or the new one's. */
export const addressFormId = z
  .string()
  .regex(/^address-(new|\d{1,10})$/)
  .catch("address-new");

export const addressDeleteSchema = z.object({ id: z.coerce.number().int().positive() });

/** A heart of the profile's wishlist section: the product, as the wishlist action reads it (a
 * product id, else refused). */
export const wishlistItemSchema = z.object({ product_id: wishlistToggleSchema.shape.product_id.pipe(z.number()) });

/** Every form of the profile page, on `intent` (a hidden field of each). */
export const profileFormSchema = z.discriminatedUnion("intent", [
  profileSchema.extend({ intent: z.literal("profile") }),
  changePasswordSchema.extend({ intent: z.literal("password") }),
  addressSchema.extend({ intent: z.enum(["address-create", "address-update"]), formId: addressFormId }),
  addressDeleteSchema.extend({ intent: z.literal("address-delete") }),
  wishlistItemSchema.extend({ intent: z.literal("wishlist") }),
  deleteAccountIntentSchema,
  z.object({ intent: z.literal("resend-confirmation") }),
]);
export type ProfileFormOf<I extends ProfileIntent> = Extract<z.output<typeof profileFormSchema>, { intent: I }>;
