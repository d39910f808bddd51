/**
 * The back office's customers (decision 0073): the site's accounts found by e-mail or name, one
 * account as support staff need it, and the help they give: the password-reset mail and the
 * registration confirmation by the shopper's own code, signing out everywhere, back-office access.
 * Answers are built field by field: a password hash or a token never leaves.
 */
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import {
  CUSTOMER_ORDERS_SHOWN,
  CUSTOMERS_PAGE_SIZE,
  customersAdminMessages,
  type ConfirmationMail,
  type CustomerDetail,
  type CustomerRow,
} from "#server/contract/customers-admin";
import { beginsFolded, searchFold, type DbOrTx } from "#server/db";
import type { Database, UsersTable } from "#server/db/schema";
import type { Services } from "#server/services";
import type { Scope, UserScope } from "../scope";
import { forgetSessions } from "./active-sessions";
import { accountsError, messages } from "./errors";
import { linkTemplate } from "./links";
import { orderPage } from "./orders";
import { queueResetLink, RESET_LINK, revokeUserSessions } from "./sessions";
import {
  addressQuery,
  emailChangePending,
  findUserRow,
  queueConfirmationAgain,
  toAddress,
  VERIFY_LINK,
  type UserRow,
} from "./users";

type Users = ExpressionBuilder<Database & { u: UsersTable }, "u">;

/** Whether a folded search column begins with a text folded alike: an index range (decision 0082). */
function begins(eb: Users, column: "u.search_email" | "u.search_first_name" | "u.search_last_name", text: string) {
  return beginsFolded(eb.ref(column), text);
}

/**
 * The site's accounts a search names: its e-mail address, first or last name begins with the
 * search, or, with two words or more, its first name with the first and its last name with the rest
 * ("ana kov"), any letter's case ignored. Prefixes, not substrings: each alternative is a range of an
 * index (site_id, folded column), the site in each, so that SQLite too reads the matches of each
 * index (a "multi-index OR") rather than walking every user of the site (decision 0082).
 */
function matching(eb: Users, siteId: number, search: string) {
  const term = searchFold(search);
  const [first, ...rest] = term.split(/\s+/);
  const ofSite = (...conditions: Expression<SqlBool>[]) => eb.and([eb("u.site_id", "=", siteId), ...conditions]);
  const either: Expression<SqlBool>[] = [
    ofSite(begins(eb, "u.search_email", term)),
    ofSite(begins(eb, "u.search_first_name", term)),
    ofSite(begins(eb, "u.search_last_name", term)),
  ];
  if (rest.length)
    either.push(ofSite(begins(eb, "u.search_first_name", first), begins(eb, "u.search_last_name", rest.join(" "))));
  return eb.or(either);
}

function toCustomerRow(r: UserRow, orderCount: number | string | null): CustomerRow {
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    createdAt: r.created_at,
    emailConfirmed: r.email_verified_at !== null,
    orderCount: Number(orderCount ?? 0),
    isBackofficeUser: Number(r.is_backoffice_user) === 1,
  };
}

/**
 * The users `where` keeps, read as the customer list reads them: their count, and one page of
 * CUSTOMERS_PAGE_SIZE newest first with each row's order count (tests/bench/customer-search-folded.ts
 * times other conditions in these same reads).
 */
export function customerReads(db: DbOrTx, where: (eb: Users) => Expression<SqlBool>) {
  const filtered = () => db.selectFrom("users as u").where(where);
  return {
    count: () => filtered().select((eb) => eb.fn.countAll<number>().as("total")),
    page: (page: number) =>
      filtered()
        .selectAll("u")
        .select((eb) =>
          eb
            .selectFrom("orders as o")
            .select((sub) => sub.fn.countAll<number>().as("n"))
            .whereRef("o.user_id", "=", "u.id")
            .as("order_count"),
        )
        .orderBy("u.created_at", "desc")
        .orderBy("u.id", "desc")
        .limit(CUSTOMERS_PAGE_SIZE)
        .offset((page - 1) * CUSTOMERS_PAGE_SIZE),
  };
}

/** The site's users a search names (`matching`), or all of them without one. */
export function customersOf(siteId: number, search: string) {
  return (eb: Users): Expression<SqlBool> => (search ? matching(eb, siteId, search) : eb("u.site_id", "=", siteId));
}

/** The site's customers, newest first, one page of CUSTOMERS_PAGE_SIZE, optionally those a search names. */
export async function listCustomers(
  services: Services,
  { site }: Scope,
  q: { search: string; page: number },
): Promise<{ customers: CustomerRow[]; totalRecords: number; totalPages: number }> {
  const reads = customerReads(services.db, customersOf(site.id, q.search));
  const [{ total }, rows] = await Promise.all([reads.count().executeTakeFirstOrThrow(), reads.page(q.page).execute()]);
  const count = Number(total);
  return {
    customers: rows.map((r) => toCustomerRow(r, r.order_count)),
    totalRecords: count,
    totalPages: Math.max(1, Math.ceil(count / CUSTOMERS_PAGE_SIZE)),
  };
}

/** The user of the site, else 404 'User not found'. */
async function customerRowOf(db: DbOrTx, siteId: number, id: number): Promise<UserRow> {
  const row = await findUserRow(db, siteId, id);
  if (!row) throw accountsError(messages.userNotFound, 404);
  return row;
}

/** A session is open while some refresh token of its family is neither revoked nor expired. */
async function openSessions(db: DbOrTx, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom("refresh_tokens")
    .select((eb) => eb.fn.count<number>("family_id").distinct().as("n"))
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One customer of the site as the back office sees them, without their consents (the consents
 * module reads those: it depends on accounts, not the other way round). */
export async function customerDetail(
  services: Services,
  { site }: Scope,
  id: number,
): Promise<Omit<CustomerDetail, "consents">> {
  const { db } = services;
  const row = await customerRowOf(db, site.id, id);
  const [addresses, orders, wishlist, activeSessions] = await Promise.all([
    addressQuery(db).where("a.user_id", "=", row.id).orderBy("a.id").execute(),
    orderPage(services, site, { userId: row.id }, { page: 1, limit: CUSTOMER_ORDERS_SHOWN }),
    db
      .selectFrom("wishlist_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", row.id)
      .executeTakeFirstOrThrow(),
    openSessions(db, row.id),
  ]);
  return {
    ...toCustomerRow(row, orders.totalRecords),
    companyName: row.company_name,
    memberCardBarcode: row.member_card_barcode,
    emailConfirmedAt: row.email_verified_at,
    emailChangePending: emailChangePending(row),
    hasPassword: row.password_hash !== null,
    addresses: addresses.map(toAddress),
    orders: orders.rows.map((r) => r.summary),
    wishlistCount: Number(wishlist.n),
    activeSessions,
  };
}

/**
 * Mails the customer a password-reset link, as their own "forgot password" does, in the back
 * office's language. No attempt limit: the call is the back office's, and the audit log keeps it.
 */
export async function sendCustomerPasswordReset(
  services: Services,
  { site, language }: Scope,
  input: { id: number; resetUrl?: string },
  trustedStorefront: boolean,
): Promise<{ sent: true }> {
  const template = linkTemplate(site, language, input.resetUrl, RESET_LINK, trustedStorefront);
  await services.db.transaction().execute(async (tx) => {
    const row = await customerRowOf(tx, site.id, input.id);
    await queueResetLink(tx, site, language, row, template);
  });
  return { sent: true };
}

/** Mails the address's confirmation again, with a new link (the earlier ones stop working): the
 * change's to a new address not confirmed yet (emailChangePending), else the registration's; says
 * which. 409 alreadyConfirmed for a confirmed address. */
export async function resendCustomerConfirmation(
  services: Services,
  { site, language }: Scope,
  input: { id: number; verificationUrl?: string },
  trustedStorefront: boolean,
): Promise<{ sent: true; mail: ConfirmationMail }> {
  const template = linkTemplate(site, language, input.verificationUrl, VERIFY_LINK, trustedStorefront);
  const mail = await services.db.transaction().execute(async (tx) => {
    const row = await customerRowOf(tx, site.id, input.id);
    if (row.email_verified_at !== null) throw accountsError(customersAdminMessages.alreadyConfirmed, 409);
    return queueConfirmationAgain(tx, site, language, row, template);
  });
  return { sent: true, mail };
}

/** Ends every session of the customer, as a password reset does; their access tokens stop on their
 * next call. Answers how many sessions were open. */
export async function signOutCustomer(services: Services, { site }: Scope, id: number): Promise<{ ended: number }> {
  const ended = await services.db.transaction().execute(async (tx) => {
    const row = await customerRowOf(tx, site.id, id);
    const open = await openSessions(tx, row.id);
    await revokeUserSessions(tx, row.id);
    return open;
  });
  forgetSessions(services);
  return { ended };
}

/**
 * Gives or takes the customer's back-office access; their sessions see it on their next call. Never
 * the caller's own (409 ownAccess): taking it would lock them out, and giving it is not needed.
 */
export async function setCustomerBackoffice(
  services: Services,
  scope: UserScope,
  input: { id: number; isBackofficeUser: boolean },
): Promise<Omit<CustomerDetail, "consents">> {
  const { site, userId } = scope;
  if (input.id === userId) throw accountsError(customersAdminMessages.ownAccess, 409);
  await services.db.transaction().execute(async (tx) => {
    await customerRowOf(tx, site.id, input.id);
    await tx
      .updateTable("users")
      .set({ is_backoffice_user: input.isBackofficeUser ? 1 : 0, updated_at: new Date().toISOString() })
      .where("id", "=", input.id)
      .execute();
  });
  forgetSessions(services);
  return customerDetail(services, scope, input.id);
}
