/**
 * The profile page's forms, posted to its one action with an `intent` each (the profile, the
 * password, an address added, changed or deleted). Each form checks itself in the browser with its
 * own schema (./account.ts); the action reads every post with the union below, which only the
 * server loads.
 */
import { z } from "zod";
import { addressSchema, changePasswordSchema, profileSchema } from "./account";

export const profileIntents = ["profile", "password", "address-create", "address-update", "address-delete"] as const;
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

/** Every form of the profile page, on `intent` (a hidden field of each). */
export const profileFormSchema = z.discriminatedUnion("intent", [
  profileSchema.extend({ intent: z.literal("profile") }),
  changePasswordSchema.extend({ intent: z.literal("password") }),
  addressSchema.extend({ intent: z.enum(["address-create", "address-update"]), formId: addressFormId }),
  addressDeleteSchema.extend({ intent: z.literal("address-delete") }),
]);
export type ProfileFormOf<I extends ProfileIntent> = Extract<z.output<typeof profileFormSchema>, { intent: I }>;
