/**
 * The cart's cookies (spec sections 4 and 9, one year each): the cart session (id and protectCode)
 * and the membership card applied to the cart; and, for a minute, a refused code or add. All are owned by the cart middleware
 * (./middleware.ts): everything else reads them and states what should become of them here.
 */
import type { CartSession } from "#server/contract";
import { MAX_LINE_QUANTITY } from "~/lib/cart";
import { cartLimits } from "~/lib/cart-form";
import { z } from "zod";
import { ownedCookie, signedCookie, verifiedOnce } from "../cookies";
import { toastSchema, type Toast } from "../toast";

/** Spec section 9: cart cookies live one year. */
export const CART_COOKIE_MAX_AGE = 31_536_000;

/** The cart session, signed and httpOnly: only the server ever reads it. */
export const cartSession = ownedCookie<CartSession>(
  verifiedOnce(signedCookie("cart", { maxAge: CART_COOKIE_MAX_AGE })),
  (raw) => {
    const value = raw as Partial<CartSession> | null;
    if (!value || typeof value.cartId !== "number" || typeof value.protectCode !== "string") return null;
    return { cartId: value.cartId, protectCode: value.protectCode };
  },
);

/** The membership card barcode applied to the cart (spec section 4, "Membership barcode"). The cart
 * reads and sets it; a profile save keeps it in step with the profile; logout clears it. */
export const memberCard = ownedCookie<string>(
  verifiedOnce(signedCookie("memberCardBarcode", { maxAge: CART_COOKIE_MAX_AGE })),
  (raw) => (typeof raw === "string" ? raw : null),
);

/** A code the cart refused in a plain form post, to show again in its box with why (a translation key and its values). */
export interface RefusedCode {
  field: "couponCode" | "memberCardBarcode";
  value: string;
  reason: { key: string; values?: Record<string, string | number> };
}

/** The refused code, for the next cart page only: a flash cookie of a minute (signed, httpOnly), so
 * that it never reaches the URL and the browser's history. */
export const refusedCode = ownedCookie<RefusedCode>(signedCookie("cartRefused", { maxAge: 60 }), (raw) => {
  const value = raw as Partial<RefusedCode> | null;
  if ((value?.field !== "couponCode" && value?.field !== "memberCardBarcode") || typeof value.value !== "string")
    return null;
  const reason = typeof value.reason?.key === "string" ? value.reason : { key: "error.somethingWentWrong" };
  return { field: value.field, value: value.value, reason };
});

/**
 * What a shopper had typed into a product's add form when a plain form post left the page: an add
 * refused (more than the stock, a required option left out) or "Show selection". The quantity and
 * the options, for the product page to show again once (a fetcher's form keeps them where they were
 * typed). A flash cookie of a minute.
 */
export interface TypedAdd {
  productId: number;
  quantity: string;
  options: Record<string, string>;
  /** The field the add was refused for (a custom option by its code; none: the quantity) and why
   * (a translation key with its values), said under that field. */
  fault?: { option?: string; key: string; values?: Toast["values"] };
}

const refusalSchema = z.object({
  option: z.string().optional(),
  key: z.string(),
  values: toastSchema.shape.values,
});

export const typedAdd = ownedCookie<TypedAdd>(signedCookie("cartTypedAdd", { maxAge: 60 }), (raw) => {
  const value = raw as Partial<TypedAdd> | null;
  if (!value || typeof value.productId !== "number" || typeof value.quantity !== "string") return null;
  const options = Object.entries(value.options ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  const fault = refusalSchema.safeParse(value.fault).data;
  return { productId: value.productId, quantity: value.quantity, options: Object.fromEntries(options), fault };
});

/** The options kept after a refused add, at most: more than the demo's products have, and with
 * each value of up to 200 characters the signed cookie stays under the browser's 4 KB. */
const KEPT_OPTIONS = 6;
const OPTION_CODE_LENGTH = 64;

/** What an add form had in its fields, cut to what the cookie keeps (null without a product), and
 * the field an add was refused for. */
export function typedAddOf(values: Record<string, unknown>, fault?: TypedAdd["fault"]): TypedAdd | null {
  const productId = Number(values.productId);
  if (!Number.isSafeInteger(productId)) return null;
  const typed = (value: unknown, limit: number) => (typeof value === "string" ? value.slice(0, limit) : "");
  const options = Object.entries((values.options ?? {}) as Record<string, unknown>)
    .slice(0, KEPT_OPTIONS)
    .map(([code, value]) => [code.slice(0, OPTION_CODE_LENGTH), typed(value, cartLimits.personalization)]);
  return {
    productId,
    quantity: typed(values.quantity, String(MAX_LINE_QUANTITY).length + 1).trim(),
    options: Object.fromEntries(options),
    ...(fault
      ? { fault: { ...fault, ...(fault.option ? { option: fault.option.slice(0, OPTION_CODE_LENGTH) } : {}) } }
      : {}),
  };
}
