/**
 * The shop's back office: the site's orders (and settling the ones paid offline: a bank transfer
 * that arrived, or an order that will not be paid), the payment methods' instructions, and what each
 * e-product delivers (decision 0049: its delivery type, its file or address, its pool of codes).
 * Back office only, every endpoint.
 */
import { z } from "zod";
import { orderDetail, orderSummary } from "./accounts";
import { paymentType } from "./checkout";
import { endpoint, idNumber, queryId, queryInt, queryListPage, uploadedFile } from "./define";
import { locales } from "./urls";
import {
  MAX_DELIVERY_CODE,
  MAX_DELIVERY_DESCRIPTION,
  MAX_DELIVERY_NAME,
  MAX_DELIVERY_POSITION,
  MAX_DELIVERY_PRICE,
  MAX_FREE_DELIVERY_FROM,
} from "./delivery-limits";
import { MAX_CARRIER_LENGTH, MAX_TRACKING_NUMBER_LENGTH, MAX_TRACKING_URL_LENGTH } from "./fulfilment-limits";

export { MAX_CARRIER_LENGTH, MAX_TRACKING_NUMBER_LENGTH, MAX_TRACKING_URL_LENGTH } from "./fulfilment-limits";

export const shopAdminMessages = {
  /** Marking paid or cancelling by hand is for an order waiting for an offline payment only; an
   * online payment is settled by its provider's result or the payment timeout. */
  orderNotAwaitingOfflinePayment: "The order is not waiting for an offline payment.",
  /** Decision 0061: a parcel goes out once the order is paid, or unpaid when it is paid on delivery;
   * never for a cancelled or failed order. */
  orderNotShippable: "The order cannot be shipped: it is not paid (nor paid on delivery), or it was cancelled.",
  /** E-products only: they are delivered by code or link when paid, with nothing to ship. */
  orderShipsNothing: "The order has nothing to ship: its e-products are delivered online.",
  /** The state the form was shown in is stale: another user (or tab) shipped it meanwhile. */
  orderAlreadyShipped: "The order has already been shipped.",
  /** Delivered follows shipped only. */
  orderNotShipped: "The order has not been shipped yet.",
  orderAlreadyDelivered: "The order has already been delivered.",
  /** Decision 0061: once its parcel left, an order paid on delivery is no longer cancelled (its stock
   * is with the courier or the buyer, not on the shelf); its payment is still marked when it arrives. */
  orderShippedNotCancellable: "The order has been shipped: it can no longer be cancelled.",
  /** Followed by the limit. */
  carrierTooLong: `A carrier's name is at most ${MAX_CARRIER_LENGTH} characters.`,
  trackingNumberTooLong: `A tracking number is at most ${MAX_TRACKING_NUMBER_LENGTH} characters.`,
  /** Only a secure web address opens from the shopper's e-mail and order page. */
  trackingUrlInvalid: `A tracking link is an https:// address of at most ${MAX_TRACKING_URL_LENGTH} characters.`,
  /** Followed by the placeholders the text may use. */
  instructionsPlaceholderUnknown: "The instructions name an unknown placeholder.",
  eProductNotFound: "E-product not found.",
  /** A link delivery needs what it links to: a private document of the media library, or an address. */
  deliveryLinkMissing: "A link delivery needs a private file of the media library or an address.",
  /** Codes are loaded into a code or QR code product only. */
  deliveryNotCodes: "The e-product does not deliver codes.",
  /** Followed by the limits (lines and characters of one paste). */
  tooManyCodes: "Too many codes at once.",
  /** Followed by the limit. */
  codeTooLong: "A code is too long.",
  /** A code an order took (reserved for its payment, or delivered) stays. */
  codeHeld: "A code an order holds cannot be removed.",
  /** A code product's delivery type stays while orders hold its codes (they were sold as codes). */
  deliveryCodesHeld: "Orders are holding codes of this product: its delivery type cannot change.",
  /** A link's uploaded file: a document (PDF, office files, text, ZIP), at most the limit. */
  deliveryFileRefused: "The file must be a document (PDF, office document, text or ZIP).",
  deliveryMethodNotFound: "Delivery method not found.",
  /** English is the language every other falls back to, so a method needs its name there. */
  deliveryNameMissing: "A delivery method needs a name in English.",
  /** A method delivers only to countries its store delivers to (checkout settings allowedCountries). */
  deliveryCountryNotAllowed: "The store does not deliver to a country the method names.",
  deliveryBranchNotFound: "Delivery branch not found.",
  /** A branch needs a name in English too. */
  deliveryBranchNameMissing: "A branch needs a name in English.",
  /** Orders keep the branch they were sent to: such a branch is deactivated instead. */
  deliveryBranchUsed: "Orders were sent to this branch: deactivate it instead.",
  deliveryLastBranch: "A method picked up at a branch keeps at least one: deactivate it instead.",
  /** A method's code names it in the data (orders, carts), so it is plain: see DELIVERY_CODE_PATTERN. */
  deliveryCodeInvalid: "A delivery method's code is lowercase letters and digits, words joined by single hyphens.",
  /** Codes are unique per site. */
  deliveryCodeTaken: "Another delivery method has this code.",
  /** Orders keep the method they were sent with: such a method is switched off instead. */
  deliveryMethodUsed: "Orders were sent with this delivery method: switch it off instead.",
} as const;

/** The largest file an e-product's upload takes (the host's form limit may be lower). */
export const MAX_DELIVERY_FILE_BYTES = 20 * 1024 * 1024;

/** The most codes one paste loads (a larger pool is loaded in several). */
export const MAX_CODES_PER_PASTE = 1000;
/** The longest code (a licence key, a gift card's number). */
export const MAX_CODE_LENGTH = 200;
/** The most characters one paste has: the storefront's form (at most 100 kB, escaped) takes it whole. */
export const MAX_CODES_TEXT = 30_000;

/** The most codes one page of an e-product's pool shows. */
export const CODES_PAGE_SIZE = 100;

/** The most orders one page of the back office's list shows. */
export const ORDERS_PAGE_SIZE = 25;
/** The longest search the back office's order list takes (an e-mail address's length). */
export const MAX_ORDER_SEARCH = 254;

/** An order as the back office lists it: the buyer's e-mail and the payment besides the summary. */
export const adminOrder = orderSummary.extend({
  email: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  paymentType,
});
export type AdminOrder = z.infer<typeof adminOrder>;

/** The back office's lists by fulfilment (decision 0061): `toShip` is an order with something to
 * ship that is paid, or unpaid and paid on delivery, and not shipped yet; `shipped` is on its way;
 * `delivered` arrived. */
export const fulfilmentFilter = z.enum(["toShip", "shipped", "delivered"]);
export type FulfilmentFilter = z.infer<typeof fulfilmentFilter>;

/** The payment states the back office's list filters by, as an order's state reads: an order waiting
 * for its payment is `paysOnDelivery` when it is paid on delivery (it is to ship), `pendingPayment`
 * only when a payment is still to come (a bank transfer, an unpaid card). */
export const orderListStatus = z.enum(["pendingPayment", "paysOnDelivery", "paid", "cancelled", "failed"]);
export type OrderListStatus = z.infer<typeof orderListStatus>;

/** The site's orders, newest first; `status` keeps one payment state only (`orderListStatus`),
 * `fulfilment` one fulfilment list (both may be given), `q` those whose number or buyer's e-mail
 * holds it (any letter's case; LIKE's wildcards are themselves). */
export const orders = endpoint({
  method: "GET",
  path: "v1/admin/order/filter",
  input: z.object({
    q: z.string().trim().max(MAX_ORDER_SEARCH).optional(),
    status: orderListStatus.optional(),
    fulfilment: fulfilmentFilter.optional(),
    page: queryListPage(),
  }),
  output: z.object({ orders: z.array(adminOrder), totalRecords: z.number().int(), totalPages: z.number().int() }),
});

const bySlug = z.object({ slug: z.string().min(1).max(64) });

/** An order as the back office sees it: as its buyer does, whether it may be marked shipped now
 * (decision 0061), and whether it may be cancelled by hand (waiting for an offline payment, and its
 * parcel not gone). */
export const adminOrderDetail = orderDetail.extend({ canShip: z.boolean(), canCancel: z.boolean() });
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** One order of the site, as its buyer sees it; 404 'Order not found.' for another site's or none. */
export const order = endpoint({ method: "GET", path: "v1/admin/order/get", input: bySlug, output: adminOrderDetail });

/** A bank transfer (or any offline payment) arrived: the order is paid, and the buyer gets the paid
 * confirmation. 409 orderNotAwaitingOfflinePayment for an online payment's order or one no longer waiting. */
export const markOrderPaid = endpoint({
  method: "POST",
  path: "v1/admin/order/markPaid",
  input: bySlug,
  output: orderDetail,
});

/** An offline payment that will not come: the order is cancelled, its stock and coupon use given
 * back. 409 orderNotAwaitingOfflinePayment as for markPaid; orderShippedNotCancellable once its
 * parcel was shipped (or delivered): pay on delivery ships before it is paid (decision 0061). */
export const cancelOrder = endpoint({
  method: "POST",
  path: "v1/admin/order/cancel",
  input: bySlug,
  output: orderDetail,
});

/** A text the merchant may leave empty (an empty one is none). The platform bounds its length with
 * a catalogue message (the limits above); this cap only keeps absurd input out. */
const optionalText = z.string().trim().max(2000).optional();

/**
 * The order's parcel left (decision 0061): shipped now, with the carrier and tracking given (each
 * optional; `trackingUrl` an https address), and the buyer is told by e-mail in the order's language
 * ("Your order is on its way", with the tracking link). 409 orderNotShippable (not paid, and not paid
 * on delivery; or cancelled or failed), orderShipsNothing (e-products only), orderAlreadyShipped (or
 * orderAlreadyDelivered); 400 carrierTooLong, trackingNumberTooLong, trackingUrlInvalid.
 */
export const markOrderShipped = endpoint({
  method: "POST",
  path: "v1/admin/order/markShipped",
  input: bySlug.extend({ carrier: optionalText, trackingNumber: optionalText, trackingUrl: optionalText }),
  output: orderDetail,
});

/** The parcel arrived: delivered now. 409 orderNotShipped before it was shipped (or
 * orderShipsNothing), orderAlreadyDelivered once it was. */
export const markOrderDelivered = endpoint({
  method: "POST",
  path: "v1/admin/order/markDelivered",
  input: bySlug,
  output: orderDetail,
});

const language = z.enum(locales);

export const adminPaymentMethod = z.object({
  id: z.number(),
  code: z.string(),
  /** In the caller's language. */
  name: z.string(),
  paymentType,
  active: z.boolean(),
  /** How to pay, per language, with {orderNumber} and {total} to fill in per order. */
  instructions: z.partialRecord(language, z.string()),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethod>;

/** The site's payment methods, in display order. */
export const paymentMethods = endpoint({
  method: "GET",
  path: "v1/admin/paymentMethod/list",
  input: z.object({}),
  output: z.object({ methods: z.array(adminPaymentMethod) }),
});

/** A method's instructions in the languages given (an empty text removes one). Orders already placed
 * keep the text they were placed with. 400 instructionsPlaceholderUnknown for a `{name}` not among
 * {orderNumber} and {total}. */
export const savePaymentInstructions = endpoint({
  method: "PUT",
  path: "v1/admin/paymentMethod/saveInstructions",
  input: z.object({
    id: idNumber(),
    instructions: z.partialRecord(language, z.string().trim().max(2000)),
  }),
  output: adminPaymentMethod,
});

export const deliveryType = z.enum(["link", "code", "qrcode"]);

/** How many codes of a code product's pool are free (its stock), held by an order waiting for its
 * payment, and delivered. */
export const codeCounts = z.object({
  available: z.number().int(),
  reserved: z.number().int(),
  delivered: z.number().int(),
});

/** An e-product as the back office lists it. */
export const adminEProduct = z.object({
  id: z.number(),
  sku: z.string(),
  /** In the caller's language. */
  name: z.string(),
  deliveryType,
  /** A link's private media document, or null. */
  file: z.object({ id: z.number(), title: z.string(), name: z.string() }).nullable(),
  /** A link's address when it has no file. */
  url: z.string().nullable(),
  /** Null for a link product. */
  codes: codeCounts.nullable(),
});
export type AdminEProduct = z.infer<typeof adminEProduct>;

/** The site's e-products (products of format EProduct), by SKU. */
export const eProducts = endpoint({
  method: "GET",
  path: "v1/admin/eproduct/list",
  input: z.object({}),
  output: z.object({ products: z.array(adminEProduct) }),
});

export const adminCode = z.object({
  id: z.number(),
  /** The whole code while free; a held one (reserved or delivered) shows its last four characters at
   * most, never more than half of it. */
  code: z.string(),
  state: z.enum(["available", "reserved", "delivered"]),
});

/** One e-product with a page of its pool (CODES_PAGE_SIZE codes, free ones first, then held ones;
 * past the last page, the last one; `product.codes` counts the whole pool) and the private documents
 * a link may deliver. 404 eProductNotFound. */
export const eProduct = endpoint({
  method: "GET",
  path: "v1/admin/eproduct/get",
  input: z.object({
    id: queryInt().pipe(idNumber()),
    page: queryListPage(),
  }),
  output: z.object({
    product: adminEProduct,
    codes: z.array(adminCode),
    /** The page of the pool shown, and how many there are (1 for an empty pool). */
    page: z.number().int(),
    totalPages: z.number().int(),
    files: z.array(z.object({ id: z.number(), title: z.string(), name: z.string() })),
  }),
});

/** What the e-product delivers: a link (to a private media document, or else an address) or codes,
 * shown as text or as a QR code. Its stock becomes its free codes (codes) or untracked (link). 400
 * deliveryLinkMissing for a link with neither, or a file that is not a private document of the site;
 * 409 deliveryCodesHeld for a new type while orders hold the product's codes; 404 eProductNotFound. */
export const saveEProductDelivery = endpoint({
  method: "PUT",
  path: "v1/admin/eproduct/saveDelivery",
  input: z.object({
    id: idNumber(),
    deliveryType,
    mediaId: idNumber().nullable().default(null),
    url: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .default(null),
  }),
  output: adminEProduct,
});

/** Loads codes into the pool, one per line: blank lines are ignored, and a code already in the pool
 * or given twice is skipped (counted in `skipped`). A paste is taken whole or refused whole: 400
 * tooManyCodes above MAX_CODES_PER_PASTE lines or MAX_CODES_TEXT characters, 400 codeTooLong for a code
 * over MAX_CODE_LENGTH, 409 deliveryNotCodes for a link product, 404 eProductNotFound. */
export const addEProductCodes = endpoint({
  method: "POST",
  path: "v1/admin/eproduct/addCodes",
  input: z.object({ id: idNumber(), codes: z.string().max(MAX_CODES_PER_PASTE * (MAX_CODE_LENGTH + 2)) }),
  output: z.object({ added: z.number().int(), skipped: z.number().int(), product: adminEProduct }),
});

/** Removes a free code from the pool. 409 codeHeld for one an order holds (reserved or delivered),
 * 404 eProductNotFound (the code is not the product's either). */
export const removeEProductCode = endpoint({
  method: "POST",
  path: "v1/admin/eproduct/removeCode",
  input: z.object({ id: idNumber(), codeId: idNumber() }),
  output: adminEProduct,
});

/** Uploads the link's file, a private document of the media library that only the signed download
 * gives, and makes it what the e-product delivers (a link). 400 deliveryFileRefused for another type
 * of file or one over MAX_DELIVERY_FILE_BYTES; 404 eProductNotFound. */
export const uploadEProductFile = endpoint({
  method: "POST",
  path: "v1/admin/eproduct/uploadFile",
  input: z.object({ id: idNumber(), files: z.array(uploadedFile).min(1).max(1) }),
  output: adminEProduct,
});

const deliveryTexts = (max: number) => z.partialRecord(language, z.string().trim().max(max));

/** A pickup branch (a store, a parcel locker) as the back office sees it. */
export const adminDeliveryBranch = z.object({
  id: z.number(),
  /** In the caller's language. */
  name: z.string(),
  names: z.partialRecord(language, z.string()),
  active: z.boolean(),
  /** An order was sent to it: it can be deactivated, not removed. */
  used: z.boolean(),
});

/** A delivery method as the back office sees it, active or not, with every branch. */
export const adminDeliveryMethod = z.object({
  id: z.number(),
  code: z.string(),
  /** In the caller's language. */
  name: z.string(),
  names: z.partialRecord(language, z.string()),
  descriptions: z.partialRecord(language, z.string()),
  /** Integer cents, VAT included. */
  price: z.number().int(),
  /** Free for goods of this total or more after the coupon (cents); null never. */
  freeFrom: z.number().int().nullable(),
  /** 'ALL' (every country the store delivers to) or ISO codes. */
  countries: z.union([z.literal("ALL"), z.array(z.string())]),
  active: z.boolean(),
  /** A person hands the order over (a courier, a store's counter): pay on delivery may be offered. */
  handsOver: z.boolean(),
  position: z.number().int(),
  branches: z.array(adminDeliveryBranch),
  /** An order was sent with it: it can be switched off, not deleted. */
  used: z.boolean(),
});
export type AdminDeliveryMethod = z.infer<typeof adminDeliveryMethod>;

const countryChoices = z.array(z.object({ iso: z.string(), name: z.string() }));

/** The site's delivery methods (active or not, any store's), in display order, and the countries a
 * new method may name (any of the site's stores', in the caller's language). */
export const deliveryMethods = endpoint({
  method: "GET",
  path: "v1/admin/deliveryMethod/list",
  input: z.object({}),
  output: z.object({ methods: z.array(adminDeliveryMethod), countries: countryChoices }),
});

/** One delivery method, and the countries it may name (the store's, in the caller's language). 404
 * deliveryMethodNotFound. */
export const deliveryMethod = endpoint({
  method: "GET",
  path: "v1/admin/deliveryMethod/get",
  input: z.object({ id: queryInt().pipe(idNumber()) }),
  output: z.object({ method: adminDeliveryMethod, countries: countryChoices }),
});

/** What a method's form sets, on creation and on every save. */
const deliveryMethodSettings = z.object({
  names: deliveryTexts(MAX_DELIVERY_NAME),
  descriptions: deliveryTexts(MAX_DELIVERY_DESCRIPTION),
  price: z.number().int().min(0).max(MAX_DELIVERY_PRICE),
  /** Free for goods of this total or more (cents); null or left out: never. */
  freeFrom: z.number().int().min(1).max(MAX_FREE_DELIVERY_FROM).nullable().default(null),
  countries: z.union([
    z.literal("ALL"),
    z
      .array(z.string().regex(/^[A-Za-z]{2}$/))
      .min(1)
      .max(300),
  ]),
  active: z.boolean(),
  handsOver: z.boolean(),
  position: z.number().int().min(0).max(MAX_DELIVERY_POSITION),
});

/** A method's names and descriptions (an empty text removes that language's), price, countries,
 * whether it is offered, whether a person hands the order over, and its position. Checkout offers it
 * from then on as saved: a cart that had it chosen and no longer may is charged nothing for it and
 * cannot be ordered with it. 400 deliveryNameMissing without an English name, 400
 * deliveryCountryNotAllowed for a country the store does not deliver to; 404 deliveryMethodNotFound. */
export const saveDeliveryMethod = endpoint({
  method: "PUT",
  path: "v1/admin/deliveryMethod/save",
  input: z.object({ id: idNumber(), ...deliveryMethodSettings.shape }),
  output: adminDeliveryMethod,
});

/** A new method of every store of the site, set as saveDeliveryMethod sets one, without branches
 * (add them before switching it on, or it delivers to the buyer's address). 400 deliveryCodeInvalid
 * (DELIVERY_CODE_PATTERN), 409 deliveryCodeTaken for a code another method of the site has; 400
 * deliveryNameMissing, deliveryCountryNotAllowed as saveDeliveryMethod. */
export const createDeliveryMethod = endpoint({
  method: "POST",
  path: "v1/admin/deliveryMethod/create",
  input: z.object({ code: z.string().trim().max(MAX_DELIVERY_CODE), ...deliveryMethodSettings.shape }),
  output: adminDeliveryMethod,
});

/** Deletes a method no order was sent with, and its branches; a cart that had it chosen has no
 * method chosen then. 409 deliveryMethodUsed for one an order names (switch it off instead); 404
 * deliveryMethodNotFound. */
export const deleteDeliveryMethod = endpoint({
  method: "DELETE",
  path: "v1/admin/deliveryMethod/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ deleted: z.literal(true) }),
});

/** A new branch of a method, last, active. 400 deliveryBranchNameMissing without an English name;
 * 404 deliveryMethodNotFound. */
export const addDeliveryBranch = endpoint({
  method: "POST",
  path: "v1/admin/deliveryMethod/addBranch",
  input: z.object({ methodId: idNumber(), names: deliveryTexts(MAX_DELIVERY_NAME) }),
  output: adminDeliveryMethod,
});

/** A branch's names and whether it is offered (a cart that had a deactivated one chosen cannot be
 * ordered with it). 400 deliveryBranchNameMissing; 404 deliveryBranchNotFound. */
export const saveDeliveryBranch = endpoint({
  method: "PUT",
  path: "v1/admin/deliveryMethod/saveBranch",
  input: z.object({ id: idNumber(), names: deliveryTexts(MAX_DELIVERY_NAME), active: z.boolean() }),
  output: adminDeliveryMethod,
});

/** Removes a branch no order was sent to. 409 deliveryBranchUsed for one an order names, 409
 * deliveryLastBranch for its method's last (a method without branches delivers to the address); 404
 * deliveryBranchNotFound. */
export const removeDeliveryBranch = endpoint({
  method: "POST",
  path: "v1/admin/deliveryMethod/removeBranch",
  input: z.object({ id: idNumber() }),
  output: adminDeliveryMethod,
});
