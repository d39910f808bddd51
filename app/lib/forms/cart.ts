/**
 * The cart's forms (spec sections 4 and 5): one schema per intent, joined on `intent` in
 * `cartFormSchema`, which the cart action parses every post with. A refusal is a translation key
 * that the cart shows as a toast (its forms have no field errors of their own).
 *
 * The forms take their intents, field names and limits from ../cart-form.ts, which has no zod: the cart's
 * forms are on nearly every page (every product card adds to the cart), so the browser checks what
 * it can with the same rules (`parseQuantity`, the limits as maxLength) and zod stays on the server
 * (docs/decisions/0011-cart-forms.md).
 *
 * A product's own choices travel under bracketed names (`attributes[color]`, `options[engraving]`,
 * `bundleOptions[12]`), which conform's parser does not read as records: `cartFormValues` reads the
 * form into the object the schema checks, taking the first value of every other field.
 */
import { z } from "zod";
import { parseQuantity } from "../cart";
import { cartLimits, isCartIntent, type CartIntent } from "../cart-form";
import { positiveId } from "../ids";
import { selectionOfForm } from "../variants";

/** Spec sections 5 and 8: the cart's refusals (translation keys). */
export const cartFormMessages = {
  productNotFound: "cart.productNotFound",
  invalidQuantity: "error.invalidQuantity",
  itemNotInCart: "core.notifications.itemNotInCart",
  couponRequired: "cart.coupon.required",
  couponNotFound: "cart.coupon.notFound",
  memberCardEmpty: "cart.memberCard.empty",
  memberCardInvalid: "core.notifications.membershipCardBarcodeInvalid",
} as const;
const m = cartFormMessages;

/** A field that must name a row (a product, a cart line): anything else is refused with `message`. */
const rowId = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const id = positiveId(value);
    if (id === null) ctx.addIssue({ code: "custom", message });
    return id ?? z.NEVER;
  });

/** Spec section 5: a whole number from 1 to 999, typed as text. */
const quantity = z.string({ error: m.invalidQuantity }).transform((value, ctx) => {
  const qty = parseQuantity(value);
  if (qty === null) ctx.addIssue({ code: "custom", message: m.invalidQuantity });
  return qty ?? z.NEVER;
});

/** A value the shopper types: trimmed; empty is `emptyMessage`, too long `tooLongMessage`. */
const typedCode = (max: number, emptyMessage: string, tooLongMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(max, tooLongMessage);

/** Where a plain form post goes back to; checked with the safe-path rule by the action. */
const redirectTo = z.string().optional();

export const addToCartSchema = z.object({
  intent: z.literal("add"),
  productId: rowId(m.productNotFound),
  /** Missing means one (a product card's button); present, it must be a quantity. */
  quantity: z
    .string()
    .optional()
    .transform((value) => value ?? "1")
    .pipe(quantity),
  /** Opened from a cart line (?cartItemId), the product page edits that line; a malformed id is ignored. */
  cartItemId: z
    .string()
    .optional()
    .transform((value) => positiveId(value) ?? undefined),
  /** A configurable product's chosen values (`attributes[code]`): the platform picks the variant. */
  attributes: z.record(z.string(), z.string()),
  /** Personalizations (`options[code]`). */
  options: z.record(
    z.string(),
    z.string().transform((value) => value.slice(0, cartLimits.personalization)),
  ),
  /** A bundle's chosen variants (`bundleOptions[memberId]`), in form order. */
  bundleOptions: z.array(z.tuple([z.string(), z.string()])).transform((pairs) => {
    const chosen = pairs
      .filter(([member]) => positiveId(member) !== null)
      .map(([member, variant]) => ({ id: Number(member), options: positiveId(variant) }));
    return chosen.length ? chosen : undefined;
  }),
  redirectTo,
});

export const updateLineSchema = z
  .object({
    intent: z.literal("update"),
    itemId: rowId(m.itemNotInCart),
    qty: quantity,
    /** Without JavaScript the − and + buttons send the typed quantity and a step of -1 or 1. */
    step: z.string().optional(),
    redirectTo,
  })
  .transform(({ step, ...value }, ctx) => {
    const by = Number(step ?? 0);
    const qty = parseQuantity(value.qty + (by === 1 || by === -1 ? by : 0));
    if (qty === null) ctx.addIssue({ code: "custom", path: ["qty"], message: m.invalidQuantity });
    return { ...value, qty: qty ?? z.NEVER };
  });

export const removeLineSchema = z.object({
  intent: z.literal("remove"),
  itemId: rowId(m.itemNotInCart),
  /** "product": the product page's remove button (its toast says the product left the cart). */
  from: z.string().optional(),
  redirectTo,
});

export const applyCouponSchema = z.object({
  intent: z.literal("applyCoupon"),
  couponCode: typedCode(cartLimits.couponCode, m.couponRequired, m.couponNotFound),
  redirectTo,
});

export const applyMemberCardSchema = z.object({
  intent: z.literal("applyMemberCard"),
  memberCardBarcode: typedCode(cartLimits.memberCardBarcode, m.memberCardEmpty, m.memberCardInvalid),
  redirectTo,
});

export const instructionsSchema = z.object({
  intent: z.literal("instructions"),
  /** Longer instructions are cut, not refused. */
  instructions: z
    .string()
    .optional()
    .transform((value) => (value ?? "").slice(0, cartLimits.instructions)),
  /** The instructions as the page showed them, to tell whether they changed. */
  shownInstructions: z.string().optional(),
  redirectTo,
});

/** "Show selection" without JavaScript: the add form posted to the product route, which shows the
 * chosen values (and the cart line it edits) as the page's query. */
export const productSelectionSchema = addToCartSchema.pick({ cartItemId: true, attributes: true });

const bare = <I extends CartIntent>(intent: I) => z.object({ intent: z.literal(intent), redirectTo });

/** Every cart form by its intent. */
export const cartForms = {
  add: addToCartSchema,
  update: updateLineSchema,
  remove: removeLineSchema,
  applyCoupon: applyCouponSchema,
  removeCoupon: bare("removeCoupon"),
  applyMemberCard: applyMemberCardSchema,
  instructions: instructionsSchema,
  clear: bare("clear"),
} satisfies { [I in CartIntent]: z.ZodType<{ intent: I }, { intent: I }> };

export const cartFormSchema = z.discriminatedUnion("intent", [
  cartForms.add,
  cartForms.update,
  cartForms.remove,
  cartForms.applyCoupon,
  cartForms.removeCoupon,
  cartForms.applyMemberCard,
  cartForms.instructions,
  cartForms.clear,
]);

export type CartForm = z.output<typeof cartFormSchema>;
export type CartFormOf<I extends CartIntent> = Extract<CartForm, { intent: I }>;
/** The fields a form of this intent posts (its own options' bracketed names aside). */
export type CartFieldName<I extends CartIntent> = Exclude<
  keyof z.input<(typeof cartForms)[I]> & string,
  "intent" | "attributes" | "options" | "bundleOptions"
>;

const OPTION_FIELD = /^options\[([^\]]{1,60})\]$/;
const BUNDLE_OPTION_FIELD = /^bundleOptions\[(\d{1,10})\]$/;

/** What a cart form posted, as the schema reads it: the first value of each field, and the
 * bracketed groups as records (the last value of an option wins, as in a form that repeats it). */
export function cartFormValues(form: FormData): { intent: CartIntent | null } & Record<string, unknown> {
  const fields = new Map<string, string>();
  const options = new Map<string, string>();
  const bundleOptions: [string, string][] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const option = OPTION_FIELD.exec(name);
    const member = BUNDLE_OPTION_FIELD.exec(name);
    if (option) options.set(option[1], value);
    else if (member) bundleOptions.push([member[1], value]);
    else if (!fields.has(name)) fields.set(name, value);
  }
  const intent = fields.get("intent");
  return {
    ...Object.fromEntries(fields),
    intent: isCartIntent(intent) ? intent : null,
    attributes: selectionOfForm(form),
    options: Object.fromEntries(options),
    bundleOptions,
  };
}
