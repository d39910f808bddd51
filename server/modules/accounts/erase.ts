/**
 * Erasing an account (GDPR art. 17, decision 0078): the shopper's own "Delete my account" and the
 * back office's "Delete account" run the same `eraseAccount` inside their one transaction.
 *
 * Erased: the user row and everything that hangs on it (settings, social identities, addresses,
 * refresh tokens and mailed links, wishlist), the user's carts, their comments and ratings, the
 * newsletter subscription, back-in-stock requests and opt-in links of the address, and the mails
 * queued or sent to it. Kept: the orders, for the books, detached from the account and without the
 * buyer's e-mail address and phone (the names and postal addresses the invoice and the delivery
 * need stay); the consent logs, without the link to the account, as proof of the consents given;
 * the audit log and authorship of back-office edits (their user link becomes null by the foreign key).
 */
import { sql } from "kysely";
import { customersAdminMessages } from "#server/contract/customers-admin";
import type { Locale } from "#server/contract/urls";
import { holdingLiterally, type DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { accountDeletedMail, queueMail } from "../mail";
import type { UserScope } from "../scope";
import type { SiteRecord } from "../site";
import { forgetSessions } from "./active-sessions";
import { inProgress } from "./orders";
import { accountsError, messages } from "./errors";
import { sitePageUrl } from "./links";
import { verifyPassword } from "./passwords";
import { countPasswordCheck } from "./rate-limit";
import { findUserRow, normalizeEmail, type UserRow } from "./users";

/** An order's address as stored (JSON), its contact e-mail and phone emptied; null stays null. */
function withoutContact(json: string | null): string | null {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== "object" || Array.isArray(value)) return json;
    return JSON.stringify({ ...value, contactEmail: "", contactPhone: "" });
  } catch {
    return json;
  }
}

/**
 * Erases the account in the caller's transaction and queues the goodbye mail to its address (in
 * `language`). 409 lastBackoffice when it is the site's only back-office user, 409 openOrders while one
 * of its orders is in progress (inProgress). The caller forgets
 * the cached sessions after the commit (forgetSessions), so its access tokens stop on the next call.
 */
export async function eraseAccount(tx: DbOrTx, site: SiteRecord, language: Locale, row: UserRow): Promise<void> {
  const userId = row.id;
  const email = normalizeEmail(row.email);
  if (Number(row.is_backoffice_user) === 1) {
    const other = await tx
      .selectFrom("users")
      .select("id")
      .where("site_id", "=", site.id)
      .where("is_backoffice_user", "=", 1)
      .where("id", "<>", userId)
      .limit(1)
      .executeTakeFirst();
    if (!other) throw accountsError(customersAdminMessages.lastBackoffice, 409);
  }
  // An order still under way keeps its buyer's address: the shop writes about it (paid, shipped).
  const underWay = await tx
    .selectFrom("orders as o")
    .select("o.id")
    .where("o.user_id", "=", userId)
    .where(inProgress)
    .limit(1)
    .executeTakeFirst();
  if (underWay) throw accountsError(messages.openOrders, 409);
  const now = new Date().toISOString();

  // Orders: kept for the books (11 years), detached, without e-mail and phone. Their carts go below,
  // so an unpaid order no longer reopens one (orders.cart_id null).
  const orders = await tx
    .selectFrom("orders")
    .select(["id", "billing_address", "shipping_address"])
    .where("user_id", "=", userId)
    .execute();
  for (const order of orders) {
    await tx
      .updateTable("orders")
      .set({
        user_id: null,
        email: null,
        guest_email: null,
        cart_id: null,
        billing_address: withoutContact(order.billing_address),
        shipping_address: withoutContact(order.shipping_address),
        updated_at: now,
      })
      .where("id", "=", order.id)
      .execute();
  }
  // Carts (their lines go with them, by the foreign key).
  await tx.deleteFrom("carts").where("user_id", "=", userId).execute();
  // Comments and ratings: the author's words are theirs; erased, not kept under another name.
  await tx.deleteFrom("comments").where("user_id", "=", userId).execute();
  // Consent logs stay as proof; only the link to the account goes.
  await tx.updateTable("consent_logs").set({ user_id: null }).where("user_id", "=", userId).execute();
  // What the address signed up for apart from the account, and the mails the shop kept of it.
  const byAddress = sql<string>`lower(email)`;
  await tx.deleteFrom("newsletter_subscriptions").where("site_id", "=", site.id).where(byAddress, "=", email).execute();
  await tx.deleteFrom("availability_requests").where("site_id", "=", site.id).where(byAddress, "=", email).execute();
  await tx.deleteFrom("opt_in_tokens").where("site_id", "=", site.id).where(byAddress, "=", email).execute();
  // The mails to the address, and those about it to others (the shop's order notices carry the
  // buyer's address and phone; the order keeps what the books need).
  const mentioned = holdingLiterally(email);
  await tx
    .deleteFrom("outbox")
    .where("site_id", "=", site.id)
    .where((eb) =>
      eb.or([eb(sql<string>`lower(to_address)`, "=", email), eb(sql<string>`lower(text_body)`, "like", mentioned)]),
    )
    .execute();
  // The account and what hangs on it (the foreign keys would cascade; said here so nothing depends on it).
  for (const table of [
    "user_settings",
    "user_identities",
    "addresses",
    "refresh_tokens",
    "one_time_tokens",
    "wishlist_items",
  ] as const) {
    await tx.deleteFrom(table).where("user_id", "=", userId).execute();
  }
  await tx.deleteFrom("users").where("id", "=", userId).execute();

  const mail = accountDeletedMail(language, {
    siteName: site.name,
    firstName: row.first_name,
    supportLink: sitePageUrl(site, "supportHelpdesk", language),
  });
  await queueMail(tx, { siteId: site.id, to: row.email, ...mail, kind: "account-deleted" });
}

/**
 * The signed-in user erases their own account. With a password they give it (counted like the other
 * password checks: 429 beyond the limit; wrong: 400 incorrectOldPassword); without one (a social
 * login) they type their own e-mail address (400 deleteEmailMismatch), counted alike.
 */
export async function deleteOwnAccount(
  services: Services,
  { site, language, userId }: UserScope,
  input: { password?: string; email?: string },
): Promise<{ deleted: true }> {
  const current = await findUserRow(services.db, site.id, userId);
  if (!current) throw accountsError(messages.invalidAccess, 401);
  await countPasswordCheck(services.db, userId);
  // Checked before the transaction: a password hash takes long enough to hold up other writers.
  if (current.password_hash) {
    if (!(await verifyPassword(input.password ?? "", current.password_hash)))
      throw accountsError(messages.incorrectOldPassword, 400);
  } else if (normalizeEmail(input.email ?? "") !== normalizeEmail(current.email)) {
    throw accountsError(messages.deleteEmailMismatch, 400);
  }
  await services.db.transaction().execute(async (tx) => {
    const row = await findUserRow(tx, site.id, userId);
    if (!row) throw accountsError(messages.invalidAccess, 401);
    // The password or the address changed since the check: what was given is not the account's now.
    if (row.password_hash !== current.password_hash || row.email !== current.email)
      throw accountsError(row.password_hash ? messages.incorrectOldPassword : messages.deleteEmailMismatch, 400);
    await eraseAccount(tx, site, language, row);
  });
  forgetSessions(services);
  return { deleted: true };
}

/**
 * The back office erases a customer's account (audited by the platform's door), the goodbye mail in
 * the back office's language. Never the caller's own (409 ownDelete: the profile does that, with
 * the password), never the site's last back-office user (409 lastBackoffice).
 */
export async function deleteCustomer(
  services: Services,
  { site, language, userId }: UserScope,
  id: number,
): Promise<{ deleted: true }> {
  if (userId === id) throw accountsError(customersAdminMessages.ownDelete, 409);
  await services.db.transaction().execute(async (tx) => {
    const row = await findUserRow(tx, site.id, id);
    if (!row) throw accountsError(messages.userNotFound, 404);
    await eraseAccount(tx, site, language, row);
  });
  forgetSessions(services);
  return { deleted: true };
}
