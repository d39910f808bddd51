/**
 * The cart form's vocabulary, shared by the cart's forms (CartForm) and its action: the intents, the
 * limits the inputs show and lib/forms/cart.ts enforces, and the option fields' names. Zod-free and
 * small: every product card's add-to-cart form carries it.
 */
import { MAX_PERSONALIZATION_LENGTH } from "#server/contract/cart-limits";

/** The cart action's intents: what its forms say they do, and what its handlers answer to. */
export const cartIntents = [
  "add",
  "update",
  "remove",
  "applyCoupon",
  "removeCoupon",
  "applyMemberCard",
  "instructions",
  "clear",
] as const;
export type CartIntent = (typeof cartIntents)[number];

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === "string" && (cartIntents as readonly string[]).includes(value);
}

/** The longest values the cart's fields take: the inputs say so (maxLength), the schema refuses or cuts longer ones. */
export const cartLimits = {
  couponCode: 64,
  memberCardBarcode: 64,
  instructions: 1000,
  personalization: MAX_PERSONALIZATION_LENGTH,
} as const;

/** The add form's fields of a product's custom options and of a bundle member's chosen variant
 * (a configurable product's chosen values are `attributeField`, lib/variants.ts). */
export const optionField = (code: string) => `options[${code}]`;
export const bundleOptionField = (memberId: number) => `bundleOptions[${memberId}]`;

/** Whether two texts typed into a box are the same: a form post sends a line break as CR LF. */
export const sameText = (a: string, b: string) => a.replace(/\r\n?/g, "\n") === b.replace(/\r\n?/g, "\n");
