import { z } from "zod";
import { checkoutAddressView, companyData, guestAddress } from "./checkout-address";
import { media } from "./cms";
import { endpoint, idNumber } from "./define";

/** Spec sections 3, 4 and 7: the cart. Every call names the cart by id and protectCode; the
 * platform computes every price (integer cents, VAT included). */

export {
  MAX_CART_LINES,
  MAX_CART_TOTAL,
  MAX_LINE_QUANTITY,
  MAX_PERSONALIZATION_LENGTH,
  VAT_PERCENT,
} from "./cart-pricing";
import { MAX_LINE_QUANTITY, MAX_PERSONALIZATION_LENGTH } from "./cart-pricing";

/** The messages callers (and the storefront's translations) rely on. */
export const cartMessages = {
  sessionInvalid: "Cart session is not valid.",
  archived: "Cart is archived.",
  sessionUsed: "Session already used.",
  productNotFound: "Product not found",
  configurationNotSet: "Configuration not set.",
  combinationUnavailable: "This combination is not available.",
  bundleItemsMissing: "Bundle items are not set.",
  optionRequired: "A required option is missing.",
  optionInvalid: "An option value is not valid.",
  optionTooLong: "An option value is too long.",
  insufficientStock: "Not enough stock.",
  itemNotInCart: "Item is not in the cart.",
  couponNotFound: "Coupon not found!",
  couponExpired: "Coupon is not valid anymore.",
  couponNotStarted: "Coupon is not valid yet.",
  couponUsedUp: "Coupon usage limit reached.",
  couponMinimum: "Cart total is below the coupon minimum.",
  memberCardInvalid: "Membership card is not valid.",
  noActiveUser: "No active user",
  wrongOwner: "This cart belongs to another user.",
  invalidQuantity: "Invalid quantity.",
  cartTooLarge: "The cart is too large.",
} as const;

export const cartSession = z.object({ cartId: z.number().int(), protectCode: z.string() });
export type CartSession = z.infer<typeof cartSession>;

/** Every cart call carries the session. */
const session = z.object({
  cartId: idNumber(),
  protectCode: z.string().min(8).max(128),
  /** Spec section 7 sends it; the store's currency is the only one. */
  currencyId: z.number().int().positive().optional(),
});

const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

const totals = z.object({
  itemsTotal: z.number().int(),
  coupon: z.number().int(),
  /** itemsTotal - coupon. */
  cartTotal: z.number().int(),
  delivery: z.number().int(),
  /** The VAT contained in orderTotal (prices include it). */
  tax: z.number().int(),
  /** What the membership card saved, already contained in itemsTotal. */
  loyalty: z.number().int(),
  orderTotal: z.number().int(),
});
export type CartTotals = z.infer<typeof totals>;

/** What changed besides what was asked: a coupon stopped applying, a product's price changed since
 * the shopper last saw the cart, a product left the catalog (its line is removed). Each is told once. */
export const cartNotice = z.enum(["couponRemoved", "pricesChanged", "itemsRemoved"]);
export type CartNotice = z.infer<typeof cartNotice>;

export const cartItem = z.object({
  itemId: z.number(),
  productId: z.number(),
  qty: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  format: z.string(),
  media: media.nullable(),
  isVisibleIndividually: z.boolean(),
  /** The configurable product's slug for a variant (a cart item links there with cartItemId). */
  mainProductSlug: z.string().nullable(),
  /** Null: unlimited. */
  stockQty: z.number().int().nullable(),
  /** The price before any discount, for showing what was saved. */
  retailPrice: z.number().int(),
  /** True when the membership price is used for this line. */
  membershipPrice: z.boolean(),
  options: z.object({
    personalizations: z.array(
      z.object({ code: z.string(), label: z.string(), value: z.string(), price: z.number().int() }),
    ),
    /** A bundle's chosen variants: the member product and the variant chosen for it. */
    bundleOptions: z.array(z.object({ id: z.number(), variantId: z.number(), label: z.string() })),
  }),
  prices: z.object({
    converted: z.object({ finalPrice: z.number().int(), row: z.number().int() }),
    base: z.object({ finalPrice: z.number().int(), cartTotal: z.number().int() }),
  }),
});
export type CartItem = z.infer<typeof cartItem>;

export const cart = z.object({
  id: z.number(),
  cartId: z.number(),
  protectCode: z.string(),
  currencyId: z.number(),
  currency: z.string(),
  /** The store the cart belongs to (its checkout settings rule its checkout and order, whatever the
   * page's language): a cart recovered at login may be another language's store's. */
  storeId: z.number(),
  status: z.enum(["active", "ordered", "merged"]),
  items: z.array(cartItem),
  /** Sum of quantities. */
  itemCount: z.number().int(),
  coupon: z.object({ code: z.string(), type: z.enum(["percent", "fixed"]), value: z.number().int() }).nullable(),
  couponCode: z.string().nullable(),
  memberCardBarcode: z.string().nullable(),
  /** False when the applied membership card is no longer valid. */
  validateMemberCard: z.boolean(),
  instructions: z.string(),
  digitalOnly: z.boolean(),
  deliveryMethodId: z.number().nullable(),
  paymentMethodId: z.number().nullable(),
  /** JSON text (deliveryBranchId, ...). */
  options: z.string(),
  guestEmail: z.string().nullable(),
  /** What checkout keeps on the cart for the order: the addresses (checkout/addresses or a guest's
   * updateGuestUser) and the company data saved with the payment method. */
  checkout: z.object({
    shippingAddress: checkoutAddressView.nullable(),
    billingAddress: checkoutAddressView.nullable(),
    companyData: companyData.nullable(),
  }),
  /** Products suggested with what is in the cart (not already in it), best first. */
  crossSellIds: z.array(z.number()),
  notices: z.array(cartNotice),
  prices: z.object({ converted: totals, base: totals }),
});
export type Cart = z.infer<typeof cart>;

const changed = z.object({ cart, notices: z.array(cartNotice) });

export const getNewCartSession = endpoint({
  method: "GET",
  path: "v1/cart/getNewCartSession",
  input: z.object({}),
  output: cartSession,
});

/** 400 for a wrong protectCode, 409 "Cart is archived." once it became an order. With
 * `acknowledge: false` the read changes nothing, so its notices are told again by the next read. */
export const getCart = endpoint({
  method: "POST",
  path: "v1/cart/getCart",
  input: session.extend({ acknowledge: z.boolean().default(true) }),
  output: cart,
});

/**
 * The number of items getCart's itemCount gives (the lines of products still on sale), without
 * pricing the cart or telling its notices: the header's count on every page. Refuses what getCart
 * refuses.
 */
export const getCartCount = endpoint({
  method: "POST",
  path: "v1/cart/getCartCount",
  input: session,
  output: z.object({ itemCount: z.number().int().nonnegative() }),
});

/** Before an order: the cart as it is now and whether its membership card still holds. */
export const validateCart = endpoint({
  method: "POST",
  path: "v1/cart/validateCart",
  input: session,
  output: z.object({ items: z.array(cartItem), validateMemberCard: z.boolean(), cart }),
});

/** After login: the user's unfinished cart. With the visitor's current cart, that one is kept, claimed
 * for the user, and the older cart's lines are merged into it. Null when there is nothing to recover. */
export const getAbandoned = endpoint({
  method: "POST",
  path: "v2/cart/getAbandoned",
  input: z.object({ cartId: idNumber().optional(), protectCode: z.string().min(8).max(128).optional() }),
  output: cartSession.nullable(),
});

const personalizations = z.record(z.string().min(1).max(60), z.string().max(MAX_PERSONALIZATION_LENGTH));

/** A configurable product's chosen values: attribute code -> value code (spec section 4, "attribute
 * selection picks the associated product whose attributes all match"). */
const chosenAttributes = z
  .record(z.string().min(1).max(60), z.string().max(100))
  .refine((values) => Object.keys(values).length <= 20, "At most 20 attributes.");

/**
 * Adds a product, a variant, or a configurable product with `attributes`: the platform picks the
 * variant whose values all match (400 'Configuration not set.' when a value is missing, 400 'This
 * combination is not available.' when no live variant has them; nothing is added either way).
 */
export const addItem = endpoint({
  method: "POST",
  path: "v1/cart/addItem",
  input: session.extend({
    productId: idNumber(),
    qty: quantity,
    /** Read for a configurable product only. */
    attributes: chosenAttributes.optional(),
    options: z
      .object({
        personalizations: personalizations.optional(),
        /** A bundle's configurable members: member product id -> chosen variant id. */
        bundleOptions: z
          .array(z.object({ id: idNumber(), options: idNumber().nullable() }))
          .max(50)
          .optional(),
      })
      .default({}),
    /** Spec section 7 sends it; stock is checked, not reserved, until the order. */
    reservation: z.boolean().optional(),
    /** The line being edited (from its product page): set to this choice instead of adding to it. */
    replaceItemId: idNumber().optional(),
  }),
  output: changed,
});

export const updateItem = endpoint({
  method: "PATCH",
  path: "v1/cart/updateItem",
  input: session.extend({ itemId: idNumber(), qty: quantity }),
  output: changed,
});

export const deleteItem = endpoint({
  method: "DELETE",
  path: "v1/cart/deleteItem",
  input: session.extend({ itemId: idNumber() }),
  output: changed,
});

export const clearCart = endpoint({ method: "POST", path: "v1/cart/clearCart", input: session, output: changed });

export const applyCoupon = endpoint({
  method: "POST",
  path: "v1/cart/applyCoupon",
  input: session.extend({ couponCode: z.string().trim().min(1).max(64) }),
  output: changed,
});

export const removeCoupon = endpoint({ method: "POST", path: "v1/cart/removeCoupon", input: session, output: changed });

/** Logged-in users only. */
export const applyMemberCard = endpoint({
  method: "POST",
  path: "v1/cart/applyMemberCard",
  input: session.extend({ barcode: z.string().trim().min(1).max(64) }),
  output: changed,
});

export const updateInstructions = endpoint({
  method: "PATCH",
  path: "v1/cart/updateInstructions",
  input: session.extend({ instructions: z.string().max(1000) }),
  output: changed,
});

/** A guest's contact (and, at checkout, addresses and company) on the cart. `addresses` follow the
 * checkout address rules (spec section 5) and the store's allowed countries, as checkout/addresses
 * does: a `Shipping` one (or the only one) is the delivery address, a `Main` one the billing address
 * (the delivery address when there is none). Without `addresses` the cart's addresses stay as they are. */
export const updateGuestUser = endpoint({
  method: "POST",
  path: "v1/cart/updateGuestUser",
  input: session.extend({
    email: z.email().max(254),
    details: z.object({ firstName: z.string().max(100), lastName: z.string().max(100) }).optional(),
    company: z.object({ name: z.string().max(150), address: z.string().max(300).optional() }).optional(),
    addresses: z.array(guestAddress).min(1).max(2).optional(),
  }),
  output: changed,
});
