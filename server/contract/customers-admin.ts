/**
 * The back office's customers (decision 0073): find an account by e-mail or name, see it (profile,
 * addresses, orders, wishlist, consents, open sessions), and help its owner: a password-reset mail,
 * the address's confirmation again, signing them out everywhere, back-office access given or taken.
 * Back office only, every endpoint. No answer carries a password hash or a token.
 */
import { z } from "zod";
import { address, orderSummary } from "./accounts";
import { endpoint, queryId, queryListPage } from "./define";

export const customersAdminMessages = {
  /** Decision 0073: a back-office user who took their own access away could not give it back. */
  ownAccess: "You cannot change your own back-office access: you would lock yourself out.",
  /** The registration confirmation goes again only to an address not confirmed yet. */
  alreadyConfirmed: "The customer's e-mail address is already confirmed.",
  /** Decision 0078: nobody erases their own account from the back office (the profile does it). */
  ownDelete: "You cannot delete your own account from the back office.",
  /** Decision 0078: the site's last back-office user is never erased: nobody could run the shop. */
  lastBackoffice: "The site's last back-office user cannot be deleted.",
} as const;

/** The most customers one page of the back office's list shows. */
export const CUSTOMERS_PAGE_SIZE = 50;
/** The most orders a customer's page shows (the newest; the count says how many there are). */
export const CUSTOMER_ORDERS_SHOWN = 50;
/** The longest search the list takes (an e-mail address is at most 254 characters). */
export const MAX_CUSTOMER_SEARCH = 254;

/** A customer as the back office lists them. */
export const customerRow = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  emailConfirmed: z.boolean(),
  orderCount: z.number().int(),
  isBackofficeUser: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRow>;

/**
 * The site's customers, newest first; `search` keeps those whose e-mail address, first name or last
 * name begins with it (any case), or whose first and last names begin with its two words.
 */
export const customers = endpoint({
  method: "GET",
  path: "v1/admin/customers/filter",
  input: z.object({
    search: z.string().trim().max(MAX_CUSTOMER_SEARCH).default(""),
    page: queryListPage(),
  }),
  output: z.object({
    customers: z.array(customerRow),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** A consent log of the customer's e-mail address: the form, which consents (and the version of
 * their text shown), when. */
export const customerConsent = z.object({
  formType: z.string(),
  consents: z.array(z.object({ uniqueNumber: z.string(), version: z.number().int() })),
  acceptedAt: z.string(),
});
export type CustomerConsent = z.infer<typeof customerConsent>;

export const customerDetail = customerRow.extend({
  companyName: z.string(),
  memberCardBarcode: z.string().nullable(),
  emailConfirmedAt: z.string().nullable(),
  /** The address was changed in the profile and the new one is not confirmed yet: the confirmation
   * sent again is the change's, to the new address. */
  emailChangePending: z.boolean(),
  /** False for an account made by a social login that never set a password. */
  hasPassword: z.boolean(),
  addresses: z.array(address),
  /** The newest orders (at most CUSTOMER_ORDERS_SHOWN); `orderCount` says how many there are. */
  orders: z.array(orderSummary),
  wishlistCount: z.number().int(),
  /** Logins not ended (by logout, a password change or reset, a sign-out) and not expired. */
  activeSessions: z.number().int(),
  consents: z.array(customerConsent),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

const byId = z.object({ id: queryId() });

/** One customer of the site; 404 'User not found' for another site's or none. */
export const customer = endpoint({
  method: "GET",
  path: "v1/admin/customers/get/:id",
  input: byId,
  output: customerDetail,
});

/** Mails the customer a password-reset link, as their own "forgot password" does (the link of the
 * set-password page, an hour, the earlier ones retired), in the back office's language. */
export const sendPasswordReset = endpoint({
  method: "POST",
  path: "v1/admin/customers/sendPasswordReset/:id",
  /** `resetUrl` as passwordForgot's: a URL with {token} in it, on the site or the trusted storefront's. */
  input: byId.extend({ resetUrl: z.string().max(500).optional() }),
  output: z.object({ sent: z.literal(true) }),
});

/** Which confirmation went: the registration's, or the change's to a new address (emailChangePending). */
export const confirmationMail = z.enum(["registration", "email-change-confirmation"]);
export type ConfirmationMail = z.infer<typeof confirmationMail>;

/** Mails the address's confirmation again (a new link; the earlier ones stop working): the change's
 * to a changed address not confirmed yet, else the registration's; `mail` says which. 409
 * alreadyConfirmed once the address is confirmed. */
export const resendConfirmation = endpoint({
  method: "POST",
  path: "v1/admin/customers/resendConfirmation/:id",
  /** `verificationUrl` as register's. */
  input: byId.extend({ verificationUrl: z.string().max(500).optional() }),
  output: z.object({ sent: z.literal(true), mail: confirmationMail }),
});

/** Ends every session of the customer (access tokens too, on their next call): how many were open. */
export const signOutEverywhere = endpoint({
  method: "POST",
  path: "v1/admin/customers/signOut/:id",
  input: byId,
  output: z.object({ ended: z.number().int() }),
});

/** Gives or takes back-office access (their sessions see it on their next call); 409 ownAccess for
 * the caller's own account. */
export const setBackofficeAccess = endpoint({
  method: "POST",
  path: "v1/admin/customers/backoffice/:id",
  input: z.object({ id: queryId(), isBackofficeUser: z.boolean() }),
  output: customerDetail,
});

/** Erases the customer's account as their own "Delete my account" does (decision 0078): orders are
 * kept for the books without the link or contact data; 409 ownDelete for the caller's own account,
 * 409 lastBackoffice for the site's only back-office user. */
export const deleteCustomer = endpoint({
  method: "POST",
  path: "v1/admin/customers/delete/:id",
  input: byId,
  output: z.object({ deleted: z.literal(true) }),
});
