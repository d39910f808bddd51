import { z } from "zod";
import {
  addressProblems,
  addressRuleMessages,
  COMPANY_INCOMPLETE_MESSAGE,
  isCompanyComplete,
  isPersonName,
  NAME_INVALID_MESSAGE,
} from "./address-rules";
import { productCard } from "./catalog";
import { endpoint, idNumber, languageCode, queryId, queryInt } from "./define";
import { paymentHandoff } from "./payment-handoff";

/** Spec section 5: max lengths of address fields. */
export const addressLimits = { country: 75, city: 75, street: 75, houseNumber: 15, zipCode: 25 } as const;
export const PASSWORD_MIN_LENGTH = 8;

/** The messages callers (and the storefront's translations) rely on, spec section 8 first. */
export const accountsMessages = {
  userExists: "User already exist.",
  unknownLogin: "Unknown username or password!",
  incorrectOldPassword: "Incorrect old password.",
  /** An account without a password (from a social login) moves to another e-mail only once it has one. */
  passwordNeeded: "Set a password first: ask for a reset link at your current address.",
  samePassword: "New and old password must not match",
  /** One of the most common passwords (server/modules/accounts/common-passwords.ts): guessed first. */
  commonPassword: "This password is too common. Choose another one.",
  tooManyLogins: "Too many login attempts. Try again later.",
  tooManyAttempts: "Too many attempts. Try again later.",
  unverifiedSocialEmail: "The provider has not verified this e-mail address.",
  invalidMemberCard: "Membership card is not valid.",
  unknownCountry: "Unknown country.",
  invalidVerification: "Verification link is invalid or expired.",
  /** A confirmation link opened again (or expired, or retired) once its address is confirmed. */
  emailAlreadyConfirmed: "This e-mail address is already confirmed.",
  invalidReset: "Reset link is invalid or expired.",
  invalidRefresh: "Invalid refresh token.",
  invalidAccess: "Invalid access token.",
  noActiveUser: "No active user",
  forbidden: "Forbidden",
  addressNotFound: "Address not found",
  productNotFound: "Product not found",
  orderNotFound: "Order not found",
  userNotFound: "User not found",
  foreignLink: "The link must point to this site.",
  /** Decision 0078: an account without a password is erased by typing its own e-mail address. */
  deleteEmailMismatch: "The e-mail address is not this account's.",
  /** Decision 0078: an account is erased once none of its orders is still under way. */
  openOrders: "Orders of this account are still in progress: it can be deleted once they are delivered or cancelled.",
  /** Only an order waiting for its online payment is the buyer's to cancel (the shop settles the others). */
  orderNotCancellable: "This order is not waiting for a card payment, so it cannot be cancelled here.",
  /** Only an order waiting for its online payment, through a method still offered, is paid again ("Pay now"). */
  orderNotPayable: "This order is not waiting for a card payment, so it cannot be paid here.",
} as const;

const email = z.email().max(254);
const name = z.string().trim().min(1).max(100);

export const addressType = z.enum(["main", "billing", "shipping", "other"]);

export const addressInput = z.object({
  type: addressType,
  firstName: name,
  lastName: name,
  contactEmail: email,
  contactPhone: z.string().trim().min(1).max(40),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string().trim().length(2),
  city: z.string().trim().min(1).max(addressLimits.city),
  street: z.string().trim().min(1).max(addressLimits.street),
  houseNumber: z.string().trim().min(1).max(addressLimits.houseNumber),
  zipCode: z.string().trim().min(1).max(addressLimits.zipCode),
  region: z.string().trim().max(75).default(""),
  companyName: z.string().trim().max(150).default(""),
  companyOIB: z.string().trim().max(20).default(""),
});
export type AddressInput = z.input<typeof addressInput>;

/** An address's company: its name and OIB both, or neither (spec sections 4 and 5), wherever it is
 * typed, so that no address saved in the profile stops a checkout later. */
export function companyBothOrNeither(a: { companyName?: string; companyOIB?: string }, ctx: z.RefinementCtx) {
  if (isCompanyComplete(a.companyName, a.companyOIB)) return;
  ctx.addIssue({
    code: "custom",
    message: COMPANY_INCOMPLETE_MESSAGE,
    path: [a.companyName?.trim() ? "companyOIB" : "companyName"],
  });
}

type AddressChecked = {
  firstName?: string;
  lastName?: string;
  country?: string;
  contactPhone?: string;
  zipCode?: string;
  companyName?: string;
  companyOIB?: string;
};

/** Every address rule beyond its fields' own, wherever an address is typed (the checkout's, so that
 * no address saved in the profile or at registration stops a checkout): names of letters, the
 * company both or neither, a plausible phone, and in Croatia a 5-digit postal code and an OIB with its
 * check digit (server/contract/address-rules.ts, the storefront's forms apply the same). */
export function addressChecks(a: AddressChecked, ctx: z.RefinementCtx) {
  for (const field of ["firstName", "lastName"] as const)
    if (a[field] && !isPersonName(a[field]))
      ctx.addIssue({ code: "custom", message: NAME_INVALID_MESSAGE, path: [field] });
  companyBothOrNeither(a, ctx);
  for (const { field, rule } of addressProblems(a))
    ctx.addIssue({ code: "custom", message: addressRuleMessages[rule], path: [field] });
}

export const address = addressInput.extend({ id: z.number(), countryId: z.number() });
export type Address = z.infer<typeof address>;

export const user = z.object({
  id: z.number(),
  email: z.string(),
  /** The e-mail address. */
  username: z.string(),
  details: z.object({ firstName: z.string(), lastName: z.string() }),
  company: z.object({ name: z.string() }),
  memberCardBarcode: z.string().nullable(),
  isBackofficeUser: z.boolean(),
  scope: z.array(z.string()),
  emailVerified: z.boolean(),
  /** False for an account made by a social login that never set a password (decision 0078: it
   * confirms its erasure with its e-mail address instead). */
  hasPassword: z.boolean(),
  addresses: z.array(address),
});
export type User = z.infer<typeof user>;

export const tokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number(),
});
export type Tokens = z.infer<typeof tokens>;

/** Where an order's parcel is (decision 0061), apart from its payment `status`: not sent yet,
 * handed to the carrier, or delivered. */
export const fulfilmentStatus = z.enum(["unfulfilled", "shipped", "delivered"]);
export type FulfilmentStatus = z.infer<typeof fulfilmentStatus>;

/** An order's shipping as the merchant recorded it; the tracking address is https only. */
export const fulfilment = z.object({
  status: fulfilmentStatus,
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
});
export type Fulfilment = z.infer<typeof fulfilment>;

export const orderSummary = z.object({
  id: z.number(),
  /** The order identifier shown to the customer. */
  slug: z.string(),
  /** The payment's status (pendingPayment, paid, failed, cancelled). */
  status: z.string(),
  /** The parcel's; null for an order that ships nothing (e-products only, delivered by code or link). */
  fulfilmentStatus: fulfilmentStatus.nullable(),
  /** Paid when it is handed over (pay on delivery or at pickup), so while it waits for its payment
   * nothing is owed yet; a bank transfer or an online payment is not. */
  paysOnDelivery: z.boolean(),
  currency: z.string(),
  orderTotal: z.number().int(),
  itemCount: z.number().int(),
  created_at: z.string(),
});
/** What a paid order delivered of its e-products (spec section 9's delivery types), or that it will
 * once paid. A code not yet delivered (its pool ran dry) has `code` null. */
export const deliverables = z.object({
  state: z.enum(["awaitingPayment", "delivered"]),
  items: z.array(
    z.object({
      productId: z.number(),
      name: z.string(),
      type: z.enum(["link", "code", "qrcode"]),
      code: z.string().nullable(),
      /** A link's download: a signed address that works for an hour. */
      downloadUrl: z.string().nullable(),
      /** What a link gives: a file to download, or the merchant's address to open (a video course);
       * null for a code. */
      linkTarget: z.enum(["file", "address"]).nullable(),
    }),
  ),
});
export type Deliverables = z.infer<typeof deliverables>;

export const orderDetail = orderSummary.extend({
  itemsTotal: z.number().int(),
  couponDiscount: z.number().int(),
  delivery: z.number().int(),
  tax: z.number().int(),
  loyalty: z.number().int(),
  couponCode: z.string().nullable(),
  items: z.array(
    z.object({
      productId: z.number().nullable(),
      sku: z.string(),
      name: z.string(),
      qty: z.number().int(),
      unitPrice: z.number().int(),
      rowTotal: z.number().int(),
      /** Its personalizations and a bundle's chosen members, as ordered (lineDetails). */
      details: z.array(z.object({ label: z.string(), price: z.number().int() })),
    }),
  ),
  billingAddress: address.omit({ id: true }).partial().nullable(),
  shippingAddress: address.omit({ id: true }).partial().nullable(),
  deliveryMethod: z.string().nullable(),
  /** The pickup branch (parcel locker, store) chosen with the delivery method. */
  deliveryBranch: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  /** null (pay on delivery, bank transfer), HPF or WALLET. */
  paymentType: z.string().nullable(),
  /** How to pay (bank transfer: payee, IBAN, the order number as reference), as the buyer was told
   * when ordering; plain text with line breaks. Only while the order waits for its payment. */
  paymentInstructions: z.string().nullable(),
  /** The buyer's e-mail (the confirmation went there). */
  email: z.string().nullable(),
  company: z.object({ name: z.string(), oib: z.string() }).nullable(),
  giftMessage: z.string().nullable(),
  orderMessage: z.string().nullable(),
  /** The gift message's "to" and "from". */
  to: z.string().nullable(),
  from: z.string().nullable(),
  /** The e-products' delivery; null for an order without any (or one that will not be paid). */
  deliverables: deliverables.nullable(),
  /** The parcel's shipping; null for an order that ships nothing (e-products only). */
  fulfilment: fulfilment.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;
export type OrderDetail = z.infer<typeof orderDetail>;

/** Whether the order waits for an online payment (a card, a wallet): its buyer may pay it now, again
 * through the provider, or cancel it, until the payment timeout cancels it. An offline payment (a
 * transfer, on delivery) is the shop's to settle. */
export function awaitsOnlinePayment(order: Pick<OrderDetail, "status" | "paymentType">): boolean {
  return order.status === "pendingPayment" && isOnlinePayment(order.paymentType);
}

/** A payment made through a provider (a card's hosted form, a wallet), not offline. */
export function isOnlinePayment(paymentType: string | null): boolean {
  return paymentType === "HPF" || paymentType === "WALLET";
}

/** A new password: the registration's rules (order/createAccount, password/reset and password/set take
 * them too). Beyond them the platform refuses the most common passwords: 400 COMMON_PASSWORD. */
export const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(200);
const password = newPassword;

/**
 * Registers a new, unverified user. The verification token travels only in the e-mail, and the
 * answer is the same whether or not the address already has an account (its owner gets a mail
 * instead): nothing here tells a caller who is registered. 429 after 20 registrations an hour
 * from one client address.
 */
export const register = endpoint({
  method: "POST",
  path: "v1/user/web/register",
  input: z.object({
    details: z.object({ firstName: name, lastName: name }),
    email,
    password,
    username: email.optional(),
    memberCardBarcode: z.string().trim().max(64).optional(),
    /** With addresses: a delivery (shipping) and optionally a billing address. */
    addresses: z.array(addressInput.superRefine(addressChecks)).max(2).optional(),
    /** A URL with {token} in it for the e-mail's confirmation link (a path or a URL on the site; the
     * trusted storefront's own public URL); the platform fills the token. */
    verificationUrl: z.string().max(500).optional(),
  }),
  output: z.object({ sent: z.literal(true) }),
});

/** Confirms the address the link was mailed to; a link works once, for 48 hours. 400
 * INVALID_VERIFICATION for an unknown, used or expired link, but 409 EMAIL_ALREADY_CONFIRMED when it
 * was mailed to the account's present address and that address is confirmed (opened twice, or
 * confirmed otherwise meanwhile). */
export const verify = endpoint({
  method: "GET",
  path: "v1/user/web/verify/:token",
  input: z.object({ token: z.string().min(10).max(200) }),
  output: z.object({ verified: z.literal(true), email: z.string() }),
});

/** Mails the signed-in user's address its confirmation again with a new link (earlier ones stop
 * working): an e-mail change's while one is pending, else the registration's. 409
 * EMAIL_ALREADY_CONFIRMED for a confirmed address; 429 after 3 an hour. */
export const confirmationResend = endpoint({
  method: "POST",
  path: "v1/user/web/confirmation/resend",
  input: z.object({}),
  /** The address the link went to. */
  output: z.object({ sent: z.literal(true), email: z.string() }),
});

/** 429 after 5 failures for one account from one client address, or 20 from the address, in 15 minutes;
 * the refusal tells the seconds left (Retry-After, and `details.retryAfterSeconds`). */
export const login = endpoint({
  method: "POST",
  path: "v1/login",
  input: z.object({ username: email, password: z.string().min(1).max(200) }),
  output: z.object({ tokens, user }),
});

/** The refresh token travels in the `refreshtoken` header; a used one answers 401 and revokes its family
 * (the access tokens of that session stop working too). 429 after 30 failures from one client address. */
export const refresh = endpoint({
  method: "GET",
  path: "v1/refresh",
  input: z.object({}),
  output: z.object({ tokens }),
});

export const logout = endpoint({
  method: "POST",
  path: "v1/user/logout",
  input: z.object({ refreshToken: z.string().max(200).optional() }),
  output: z.object({ loggedOut: z.literal(true) }),
});

export const profile = endpoint({ method: "GET", path: "v1/user/web/profile", input: z.object({}), output: user });

/** The back-office profile: 403 for users who are not back-office users. */
export const adminProfile = endpoint({ method: "GET", path: "v1/user/profile", input: z.object({}), output: user });

/** A back-office user's own interface language (the user setting global/language); null: none chosen. */
const interfaceLanguage = z.object({ language: languageCode.nullable() });

/** Back office only: the language the back office and edit mode's controls speak to this user
 * (docs/decisions/0060-admin-language.md); null when none is stored (the URL's language is used). */
export const interfaceLanguageGet = endpoint({
  method: "GET",
  path: "v1/user/profile/language",
  input: z.object({}),
  output: interfaceLanguage,
});

/** Back office only: stores the user's interface language (the setting global/language); null forgets it. */
export const interfaceLanguageSet = endpoint({
  method: "PUT",
  path: "v1/user/profile/language",
  input: interfaceLanguage,
  output: interfaceLanguage,
});

export const updateProfile = endpoint({
  method: "PATCH",
  path: "v1/user/web/update",
  input: z.object({
    details: z.object({ firstName: name, lastName: name }),
    email,
    username: email.optional(),
    /** Empty removes the card. */
    memberCardBarcode: z.string().trim().max(64).optional(),
    /** The current password: needed to change the e-mail of an account that has one (decision 0054). */
    password: z.string().max(200).optional(),
  }),
  output: user,
});

export const addressList = endpoint({
  method: "GET",
  path: "v1/user/web/address/filter",
  input: z.object({}),
  output: z.array(address),
});
/** A user has one main (billing) address: an address saved as main (created, updated, or given at
 * registration) makes the previous main one a delivery (shipping) address, in the same transaction. */
export const addressCreate = endpoint({
  method: "POST",
  path: "v1/user/web/address/create",
  input: addressInput.superRefine(addressChecks),
  output: address,
});
export const addressUpdate = endpoint({
  method: "PATCH",
  path: "v1/user/web/address/update/:id",
  /** `id` arrives from the path as text (like every path parameter), hence queryId. */
  input: addressInput.extend({ id: queryId() }).superRefine(addressChecks),
  output: address,
});
export const addressDelete = endpoint({
  method: "DELETE",
  path: "v1/user/web/address/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ deleted: z.literal(true) }),
});

/**
 * Erases the signed-in user's account (GDPR art. 17, decision 0078): everything of theirs goes but
 * the orders (kept for the books, without the link to the account or contact data) and the consent
 * logs (the proof). It asks for the current password, or, for an account without one (social
 * login), its own e-mail address; `confirm` is the form's explicit second yes. A wrong password is
 * INCORRECT_OLD_PASSWORD (400), counted like the other password checks (429 beyond the limit); a
 * wrong address DELETE_EMAIL_MISMATCH; 409 CUSTOMER_LAST_BACKOFFICE for the site's last back-office user,
 * 409 ACCOUNT_OPEN_ORDERS while one of its orders is in progress (awaiting payment, to ship or on its way).
 * Every session ends at once; a goodbye mail goes to the address.
 */
export const deleteAccount = endpoint({
  method: "POST",
  path: "v1/user/web/delete",
  input: z.object({
    password: z.string().max(200).optional(),
    email: z.string().trim().max(254).optional(),
    confirm: z.literal(true),
  }),
  output: z.object({ deleted: z.literal(true) }),
});

export const passwordReset = endpoint({
  method: "POST",
  path: "v1/user/password/reset",
  input: z.object({ oldPassword: z.string().min(1).max(200), newPassword: password }),
  output: z.object({ changed: z.literal(true) }),
});

/** Always answers the same, whether or not the address has an account; 429 (alike) after 20
 * requests an hour from one client address. */
export const passwordForgot = endpoint({
  method: "POST",
  path: "v1/user/password/forgot",
  input: z.object({ email, resetUrl: z.string().max(500).optional() }),
  output: z.object({ sent: z.literal(true) }),
});

export const passwordSet = endpoint({
  method: "POST",
  path: "v1/user/password/set",
  input: z.object({ token: z.string().min(10).max(200), password }),
  output: z.object({ changed: z.literal(true) }),
});

/** Whether a reset link's token would still set a password (not unknown, used or expired), without
 * using it up, and nothing about its user. POST: the token stays out of URLs and their logs. 429
 * after 30 checks that found no usable token from one client address in 15 minutes. */
export const passwordResetCheck = endpoint({
  method: "POST",
  path: "v1/user/password/check",
  input: z.object({ token: z.string().min(10).max(200) }),
  output: z.object({ valid: z.boolean() }),
});

/** For a signed-in user: whether they may use the card (valid today, and theirs or nobody's). 429
 * after 10 checks of a user, or 30 from a client address, in 15 minutes. */
export const memberCardCheck = endpoint({
  method: "GET",
  path: "v1/user/member/check",
  input: z.object({ barcode: z.string().trim().min(1).max(64) }),
  output: z.object({ isValid: z.boolean() }),
});

export const wishlistToggle = endpoint({
  method: "POST",
  path: "v1/wishlist/create",
  input: z.object({ product_id: idNumber() }),
  /** `added`: true when the product was added, false when it was removed; `bundle`: the product is a
   * bundle (spec section 8: the notice names a bundle or a product). */
  output: z.object({ added: z.boolean(), bundle: z.boolean() }),
});

export const wishlistFilter = endpoint({
  method: "GET",
  path: "v1/wishlist/filter",
  input: z.object({
    limit: queryInt().pipe(z.number().int().min(1).max(9999)).default(20),
    page: queryInt().pipe(z.number().int().min(1)).default(1),
  }),
  output: z.object({
    items: z.array(z.object({ product_id: z.number(), product: productCard.nullable() })),
    pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), lastPage: z.number() }),
  }),
});

export const orderList = endpoint({
  method: "GET",
  path: "v1/user/orders/filter",
  input: z.object({
    page: queryInt().pipe(z.number().int().min(1)).default(1),
    limit: queryInt().pipe(z.number().int().min(1).max(100)).default(20),
  }),
  output: z.object({ records: z.array(orderSummary), totalRecords: z.number(), totalPages: z.number() }),
});

export const orderGet = endpoint({
  method: "GET",
  path: "v1/user/orders/get/:slug",
  input: z.object({ slug: z.string().min(1).max(64) }),
  output: orderDetail,
});

/** The buyer cancels their own order while it waits for its online payment (awaitsOnlinePayment), as
 * the payment timeout would: its stock and coupon use go back, in one transaction. 404 'Order not
 * found' for another's; 409 orderNotCancellable for one not waiting for an online payment. */
export const orderCancel = endpoint({
  method: "POST",
  path: "v1/user/orders/cancel/:slug",
  input: z.object({ slug: z.string().min(1).max(64) }),
  output: orderDetail,
});

/**
 * "Pay now": a new payment attempt for the buyer's own order while it waits for its online payment
 * (awaitsOnlinePayment), through its payment method, for the total the order holds; answered as
 * order/create answers (the HPF form or the wallet data). The attempt before it no longer pays the
 * order (its result is 409 paymentSuperseded) and the payment timeout counts from the new one.
 * 404 'Order not found' for another's; 409 orderNotPayable for one not waiting for an online payment
 * (or whose method is no longer offered); `successURL` and `failureURL` as for order/create.
 */
export const orderPay = endpoint({
  method: "POST",
  path: "v1/user/orders/pay/:slug",
  input: z.object({
    slug: z.string().min(1).max(64),
    successURL: z.url().max(500),
    failureURL: z.url().max(500),
  }),
  output: paymentHandoff,
});

/** The storefront, after an OAuth 2 sign-in it verified, logs the user in (or creates the account).
 * Only a trusted storefront may call it (the `storefront` header carries its proof). Linking to an
 * account by e-mail, or creating one, needs `emailVerified: true` from the provider (403 otherwise). */
export const socialLogin = endpoint({
  method: "POST",
  path: "v1/user/social/oauth",
  input: z.object({
    provider: z.string().min(1).max(40),
    providerUserId: z.string().min(1).max(200),
    email,
    emailVerified: z.boolean().default(false),
    firstName: z.string().max(100).default(""),
    lastName: z.string().max(100).default(""),
  }),
  output: z.object({ tokens, user }),
});
