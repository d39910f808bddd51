/**
 * Erasing an account (decision 0078): the shopper's own "Delete my account" (password, or their
 * e-mail address for an account without one; counted like other password checks) and the back
 * office's "Delete account" (never one's own, never the last back-office user) run one erase. After
 * it, every table of the database is read: the address and the names are left only where the
 * record says they are kept (the orders' invoice names and addresses, the consent logs as proof,
 * the goodbye mail). The sessions end at once, and the address can register anew.
 */
process.env.PLATFORM_SECRET ??= "account-delete-test-platform-secret";

import { describe, expect, it } from "vitest";
import { accounts, audit, cart, checkout, customersAdmin } from "#server/contract";
import { accountsMessages } from "#server/contract/accounts";
import { customersAdminMessages } from "#server/contract/customers-admin";
import { ATTEMPT_LIMITS } from "#server/modules/accounts";
import { createPost } from "#server/modules/content";
import type { TestPlatform } from "../support/platform";
import {
  lastMail,
  PASSWORD,
  registerUser,
  signedInUser,
  SITE_ID,
  uniqueEmail,
  verificationTokenOf,
  withEditorAndCustomer,
} from "./accounts-fixture";
import { demoSimpleProductId, expectFailure, newCart } from "./cart-fixture";
import { guestAddress, orderInput, readyCart } from "./checkout-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let adminEmail: string;

withEditorAndCustomer((started) => ({ t, admin, adminEmail } = started));

const db = () => t.platform.services.db;
const now = () => new Date().toISOString();

/** Sets an order's payment and fulfilment as the back office's "mark paid", "shipped" and "delivered" would. */
async function settleOrder(slug: string, status: "pendingPayment" | "paid" | "cancelled", fulfilment: string) {
  await db()
    .updateTable("orders")
    .set({ status, fulfilment_status: fulfilment, updated_at: now() })
    .where("slug", "=", slug)
    .execute();
}

/** A shopper with something in every place an account leaves data: addresses, wishlist, an order
 * (and its consent log), an open cart, a comment, settings, a newsletter subscription, a
 * back-in-stock request, a second session. Unique names, to find them in every table afterwards. */
async function busyShopper() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-10);
  // Names take letters only: the digits as letters.
  const tag = [...digits].map((d) => "abcdefghij"[Number(d)]).join("");
  const firstName = `Erasefirst${tag}`;
  const lastName = `Eraselast${tag}`;
  const shopper = await signedInUser(t, { details: { firstName, lastName } });
  const phone = `+385 91 ${digits}`;
  const address = { ...guestAddress, firstName, lastName, contactEmail: shopper.email, contactPhone: phone };
  await t.call(accounts.addressCreate, { type: "main", ...address }, shopper.headers);
  const productId = await demoSimpleProductId(t);
  await t.call(accounts.wishlistToggle, { product_id: productId }, shopper.headers);
  const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], headers: shopper.headers, address });
  const order = await t.call(checkout.orderCreate, await orderInput(t, ready), shopper.headers);
  // Delivered long ago: an order still under way keeps the account (tested apart).
  await settleOrder(order.orderSlug, "paid", "delivered");
  const open = await newCart(t, shopper.headers);
  await t.call(cart.addItem, { ...open, productId, qty: 2 }, shopper.headers);
  const postId = await createPost(db(), t.platform.services, SITE_ID, {
    type: "post",
    slug: `erase-post-${tag}`,
    languageCode: "en",
    title: "A post to comment on",
  });
  const userId = shopper.user.id;
  await db()
    .insertInto("comments")
    .values({
      site_id: SITE_ID,
      post_id: postId,
      user_id: userId,
      author_name: `${firstName} ${lastName}`,
      rating: 5,
      body: "Lovely.",
      status: "approved",
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  await db()
    .insertInto("user_settings")
    .values({ user_id: userId, group: "global", key: "language", value: "hr" })
    .execute();
  await db()
    .insertInto("newsletter_subscriptions")
    .values({ site_id: SITE_ID, email: shopper.email, language_code: "en", confirmed_at: now(), created_at: now() })
    .execute();
  await db()
    .insertInto("availability_requests")
    .values({
      site_id: SITE_ID,
      product_id: productId,
      email: shopper.email.toUpperCase(),
      language_code: "en",
      created_at: now(),
      notified_at: null,
    })
    .execute();
  const second = await t.call(accounts.login, { username: shopper.email, password: PASSWORD });
  return { ...shopper, firstName, lastName, phone, orderSlug: order.orderSlug, second: second.tokens };
}

/** Every table whose rows mention a text (any case), read whole, on SQLite and PostgreSQL alike. */
async function tablesMentioning(text: string): Promise<string[]> {
  const tables = await db().introspection.getTables();
  const found: string[] = [];
  for (const table of tables) {
    if (table.name.startsWith("kysely_")) continue;
    const rows = await db()
      .selectFrom(table.name as "users")
      .selectAll()
      .execute();
    if (JSON.stringify(rows).toLowerCase().includes(text.toLowerCase())) found.push(table.name);
  }
  return found.sort();
}

/** How many rows of a table name the user. */
async function rowsOf(
  table:
    | "users"
    | "user_settings"
    | "user_identities"
    | "addresses"
    | "refresh_tokens"
    | "one_time_tokens"
    | "wishlist_items"
    | "carts"
    | "comments"
    | "consent_logs"
    | "orders"
    | "audit_log",
  userId: number,
): Promise<number> {
  const column = table === "users" ? "id" : "user_id";
  const { n } = await db()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(column, "=", userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function expectErased(shopper: Awaited<ReturnType<typeof busyShopper>>) {
  const userId = shopper.user.id;
  for (const table of [
    "users",
    "user_settings",
    "user_identities",
    "addresses",
    "refresh_tokens",
    "one_time_tokens",
    "wishlist_items",
    "carts",
    "comments",
    "consent_logs",
    "orders",
    "audit_log",
  ] as const)
    expect({ table, rows: await rowsOf(table, userId) }).toEqual({ table, rows: 0 });
  // The address: in the consent logs (proof) and the goodbye mail only.
  expect(await tablesMentioning(shopper.email)).toEqual(["consent_logs", "outbox"]);
  const outbox = await db().selectFrom("outbox").select("kind").where("to_address", "=", shopper.email).execute();
  expect(outbox.map((m) => m.kind)).toEqual(["account-deleted"]);
  // The names: on the order (invoice and delivery) and in the goodbye mail's greeting; the phone nowhere.
  expect(await tablesMentioning(shopper.lastName)).toEqual(["orders"]);
  expect(await tablesMentioning(shopper.firstName)).toEqual(["orders", "outbox"]);
  expect(await tablesMentioning(shopper.phone)).toEqual([]);
  const order = await db()
    .selectFrom("orders")
    .selectAll()
    .where("slug", "=", shopper.orderSlug)
    .executeTakeFirstOrThrow();
  expect(order).toMatchObject({ user_id: null, email: null, guest_email: null, cart_id: null });
  const billing = JSON.parse(order.billing_address ?? order.shipping_address!) as Record<string, string>;
  expect(billing).toMatchObject({
    firstName: shopper.firstName,
    lastName: shopper.lastName,
    contactEmail: "",
    contactPhone: "",
  });
  const { n } = await db()
    .selectFrom("consent_logs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("email", "=", shopper.email)
    .executeTakeFirstOrThrow();
  expect(Number(n)).toBeGreaterThan(0);
}

describe("the shopper deletes their account", () => {
  it("erases everything of theirs but the order and the consent proof, ends every session, and mails goodbye", async () => {
    const shopper = await busyShopper();
    await expectFailure(
      t.call(accounts.deleteAccount, { password: "wrong-password-1", confirm: true }, shopper.headers),
      400,
      "Incorrect old password.",
    );
    await expectFailure(t.call(accounts.deleteAccount, { password: PASSWORD } as never, shopper.headers), 400);
    expect(await rowsOf("users", shopper.user.id)).toBe(1);

    expect(await t.call(accounts.deleteAccount, { password: PASSWORD, confirm: true }, shopper.headers)).toEqual({
      deleted: true,
    });
    // Both sessions end at once: the access token is refused, the refresh tokens too.
    await expectFailure(t.call(accounts.profile, {}, shopper.headers), 401);
    await expectFailure(t.call(accounts.refresh, {}, { refreshtoken: shopper.second.refreshToken }), 401);
    await expectErased(shopper);
    await expectFailure(t.call(accounts.login, { username: shopper.email, password: PASSWORD }), 401);
    const goodbye = await lastMail(t, shopper.email, "account-deleted");
    expect(goodbye.subject).toMatch(/deleted/i);
    expect(goodbye.text).toContain(shopper.firstName);
  });

  it("lets the address register anew, as a new account with nothing of the old one", async () => {
    const shopper = await signedInUser(t);
    await t.call(accounts.deleteAccount, { password: PASSWORD, confirm: true }, shopper.headers);
    await registerUser(t, { email: shopper.email });
    await t.call(accounts.verify, { token: await verificationTokenOf(t, shopper.email) });
    const again = await t.call(accounts.login, { username: shopper.email, password: PASSWORD });
    expect(again.user.id).not.toBe(shopper.user.id);
    const orders = await t.call(accounts.orderList, { page: 1, limit: 20 }, { accesstoken: again.tokens.accessToken });
    expect(orders.totalRecords).toBe(0);
  });

  it("without a password, asks for the account's own e-mail address instead", async () => {
    const shopper = await signedInUser(t);
    await db().updateTable("users").set({ password_hash: null }).where("id", "=", shopper.user.id).execute();
    await expectFailure(
      t.call(accounts.deleteAccount, { email: uniqueEmail("someone-else"), confirm: true }, shopper.headers),
      400,
      "The e-mail address is not this account's.",
    );
    await expectFailure(t.call(accounts.deleteAccount, { password: PASSWORD, confirm: true }, shopper.headers), 400);
    expect(await rowsOf("users", shopper.user.id)).toBe(1);
    await t.call(accounts.deleteAccount, { email: ` ${shopper.email.toUpperCase()} `, confirm: true }, shopper.headers);
    expect(await rowsOf("users", shopper.user.id)).toBe(0);
  });

  it("counts wrong passwords like the other password checks: 429 beyond the limit", async () => {
    const shopper = await signedInUser(t);
    for (let i = 0; i < ATTEMPT_LIMITS.passwordCheck.perUser; i++)
      await expectFailure(
        t.call(accounts.deleteAccount, { password: `wrong-${i}-password`, confirm: true }, shopper.headers),
        400,
      );
    await expectFailure(t.call(accounts.deleteAccount, { password: PASSWORD, confirm: true }, shopper.headers), 429);
    expect(await rowsOf("users", shopper.user.id)).toBe(1);
  });

  it("is refused to the site's last back-office user", async () => {
    const shopper = await signedInUser(t);
    const others = await db().selectFrom("users").select("id").where("is_backoffice_user", "=", 1).execute();
    const ids = others.map((o) => o.id);
    await db().updateTable("users").set({ is_backoffice_user: 1 }).where("id", "=", shopper.user.id).execute();
    await db().updateTable("users").set({ is_backoffice_user: 0 }).where("id", "in", ids).execute();
    try {
      await expectFailure(
        t.call(accounts.deleteAccount, { password: PASSWORD, confirm: true }, shopper.headers),
        409,
        customersAdminMessages.lastBackoffice,
      );
    } finally {
      await db().updateTable("users").set({ is_backoffice_user: 1 }).where("id", "in", ids).execute();
    }
    expect(await rowsOf("users", shopper.user.id)).toBe(1);
    // With another back-office user about, a back-office user may go.
    await t.call(accounts.deleteAccount, { password: PASSWORD, confirm: true }, shopper.headers);
    expect(await rowsOf("users", shopper.user.id)).toBe(0);
  });

  it("waits while an order is in progress: awaiting payment, to ship or on its way; not once delivered or cancelled", async () => {
    const shopper = await signedInUser(t);
    const productId = await demoSimpleProductId(t);
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], headers: shopper.headers });
    const { orderSlug } = await t.call(checkout.orderCreate, await orderInput(t, ready), shopper.headers);
    const refused = () =>
      expectFailure(
        t.call(accounts.deleteAccount, { password: PASSWORD, confirm: true }, shopper.headers),
        409,
        accountsMessages.openOrders,
      );
    await settleOrder(orderSlug, "pendingPayment", "unfulfilled");
    await refused();
    await settleOrder(orderSlug, "paid", "unfulfilled");
    await refused();
    await settleOrder(orderSlug, "paid", "shipped");
    await refused();
    // The back office waits alike.
    await expectFailure(
      t.call(customersAdmin.deleteCustomer, { id: shopper.user.id }, admin),
      409,
      accountsMessages.openOrders,
    );
    expect(await rowsOf("users", shopper.user.id)).toBe(1);
    await settleOrder(orderSlug, "cancelled", "unfulfilled");
    await t.call(accounts.deleteAccount, { password: PASSWORD, confirm: true }, shopper.headers);
    expect(await rowsOf("users", shopper.user.id)).toBe(0);
  });

  it("needs a signed-in user", async () => {
    await expectFailure(t.call(accounts.deleteAccount, { password: PASSWORD, confirm: true }), 401);
  });
});

describe("the back office deletes a customer's account", () => {
  it("runs the same erase, audited, and the customer's sessions end at once", async () => {
    const shopper = await busyShopper();
    expect(await t.call(customersAdmin.deleteCustomer, { id: shopper.user.id }, admin)).toEqual({ deleted: true });
    await expectFailure(t.call(accounts.profile, {}, shopper.headers), 401);
    await expectFailure(t.call(customersAdmin.customer, { id: shopper.user.id }, admin), 404, "User not found");
    await expectErased(shopper);
    const entries = await t.call(audit.filter, {}, admin);
    expect(entries.records[0]).toMatchObject({
      action: "POST v1/admin/customers/delete/:id",
      subject: String(shopper.user.id),
    });
  });

  it("never deletes the caller's own account, and is for back-office users only", async () => {
    const self = await db().selectFrom("users").select("id").where("email", "=", adminEmail).executeTakeFirstOrThrow();
    await expectFailure(
      t.call(customersAdmin.deleteCustomer, { id: self.id }, admin),
      409,
      customersAdminMessages.ownDelete,
    );
    const shopper = await signedInUser(t);
    await expectFailure(t.call(customersAdmin.deleteCustomer, { id: self.id }, shopper.headers), 403);
    await expectFailure(t.call(customersAdmin.deleteCustomer, { id: shopper.user.id }), 401);
    await expectFailure(t.call(customersAdmin.deleteCustomer, { id: 2_000_000_000 }, admin), 404, "User not found");
    expect(await rowsOf("users", self.id)).toBe(1);
    expect(await rowsOf("users", shopper.user.id)).toBe(1);
  });
});
