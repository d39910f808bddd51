/**
 * The back office's customers (decision 0073): the list found by e-mail or name and paged, one
 * customer's page (profile, addresses, orders, wishlist, consents, open sessions), and the help
 * support gives: a password-reset mail and the confirmation again by the shopper's own code, sign
 * out everywhere, back-office access given and taken (never one's own). Back office only; no answer
 * carries a password hash or a token, nor another customer's data.
 */
process.env.PLATFORM_SECRET ??= "customers-admin-test-platform-secret";

import { describe, expect, it } from "vitest";
import { accounts, audit, checkout, customersAdmin } from "#server/contract";
import { CUSTOMERS_PAGE_SIZE, customersAdminMessages } from "#server/contract/customers-admin";
import type { TestPlatform } from "../support/platform";
import { customerRow } from "../support/users";
import {
  lastMail,
  PASSWORD,
  registerUser,
  signedInUser,
  SITE_ID,
  tokenFromMail,
  uniqueEmail,
  withEditorAndCustomer,
} from "./accounts-fixture";
import { demoSimpleProductId, expectFailure } from "./cart-fixture";
import { guestAddress, orderInput, readyCart } from "./checkout-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let adminEmail: string;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, adminEmail, customer } = started));

const idOf = async (email: string) =>
  (
    await t.platform.services.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .where("site_id", "=", SITE_ID)
      .executeTakeFirstOrThrow()
  ).id;

/** Users made straight in the table (no password to hash), `count` of them under one surname. */
async function insertUsers(lastName: string, count: number) {
  const base = Date.parse("2026-01-01T00:00:00Z");
  for (let i = 0; i < count; i++) {
    const at = new Date(base + i * 60_000).toISOString();
    await t.platform.services.db
      .insertInto("users")
      .values(
        customerRow({
          siteId: SITE_ID,
          email: `${lastName.toLowerCase()}-${i}@example.com`,
          firstName: `Person${i}`,
          lastName,
          at,
        }),
      )
      .execute();
  }
}

/** Every key of a JSON answer, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe("the list", () => {
  it("finds a customer by e-mail, name, or first and last name, any case, and not by the middle of a word", async () => {
    const email = uniqueEmail("findme");
    await registerUser(t, { email, details: { firstName: "Zdenka", lastName: "Kovačević" } });
    const search = async (text: string) =>
      (await t.call(customersAdmin.customers, { search: text }, admin)).customers.map((c) => c.email);
    expect(await search(email)).toEqual([email]);
    expect(await search(email.slice(0, 12).toUpperCase())).toContain(email);
    expect(await search("zdenka")).toContain(email);
    expect(await search("Kovačević")).toContain(email);
    expect(await search("zden kova")).toContain(email);
    expect(await search("denka")).not.toContain(email);
    // LIKE's wildcards are taken literally.
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);

    const [row] = (await t.call(customersAdmin.customers, { search: email }, admin)).customers;
    expect(row).toEqual({
      id: await idOf(email),
      email,
      firstName: "Zdenka",
      lastName: "Kovačević",
      createdAt: expect.any(String),
      emailConfirmed: false,
      orderCount: 0,
      isBackofficeUser: false,
    });
  });

  it("review 4, finding 3: folds the case of every letter, not only ASCII's (šime finds Šime, ČAVLOVIĆ finds Čavlović)", async () => {
    const email = uniqueEmail("folded");
    await registerUser(t, { email, details: { firstName: "Šime", lastName: "Čavlović" } });
    const search = async (text: string) =>
      (await t.call(customersAdmin.customers, { search: text }, admin)).customers.map((c) => c.email);
    for (const text of ["šime", "ŠIME", "čavl", "ČAVLOVIĆ", "šime čavlović", "ŠIME Č"])
      expect(await search(text), text).toContain(email);
    expect(await search("sime"), "no accent folding: s is not š").not.toContain(email);
    expect(await search("šima")).not.toContain(email);
    // The wildcards stay literal next to letters of any case.
    expect(await search("Š_me")).not.toContain(email);
    expect(await search("Š%")).not.toContain(email);
  });

  it("lists newest first, 50 a page, the search kept from page to page", async () => {
    await insertUsers("Pagington", CUSTOMERS_PAGE_SIZE + 5);
    const first = await t.call(customersAdmin.customers, { search: "pagington" }, admin);
    expect(first).toMatchObject({ totalRecords: CUSTOMERS_PAGE_SIZE + 5, totalPages: 2 });
    expect(first.customers).toHaveLength(CUSTOMERS_PAGE_SIZE);
    expect(first.customers[0].email).toBe(`pagington-${CUSTOMERS_PAGE_SIZE + 4}@example.com`);
    const second = await t.call(customersAdmin.customers, { search: "pagington", page: 2 }, admin);
    expect(second.customers.map((c) => c.email)).toEqual([4, 3, 2, 1, 0].map((i) => `pagington-${i}@example.com`));
    const all = await t.call(customersAdmin.customers, {}, admin);
    expect(all.totalRecords).toBeGreaterThan(CUSTOMERS_PAGE_SIZE + 5);
    expect(all.customers).toHaveLength(CUSTOMERS_PAGE_SIZE);
  });

  it("is for back-office users only", async () => {
    await expectFailure(t.call(customersAdmin.customers, {}, customer), 403);
    await expectFailure(t.call(customersAdmin.customers, {}), 401);
  });
});

describe("a customer's page", () => {
  it("shows the profile, addresses, orders, wishlist, consents and open sessions, and nothing secret", async () => {
    const shopper = await signedInUser(t, { details: { firstName: "Mara", lastName: "Marić" } });
    await t.call(
      accounts.addressCreate,
      {
        type: "main",
        ...guestAddress,
        contactEmail: shopper.email,
        companyName: "Marić d.o.o.",
        companyOIB: "12345678903",
      },
      shopper.headers,
    );
    const productId = await demoSimpleProductId(t);
    await t.call(accounts.wishlistToggle, { product_id: productId }, shopper.headers);
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], headers: shopper.headers });
    const order = await t.call(checkout.orderCreate, await orderInput(t, ready), shopper.headers);
    // Someone else's order, wishlist and login must not show on Mara's page.
    const other = await signedInUser(t);
    await t.call(accounts.wishlistToggle, { product_id: productId }, other.headers);
    const otherReady = await readyCart(t, { lines: [{ productId, qty: 2 }], headers: other.headers });
    const otherOrder = await t.call(checkout.orderCreate, await orderInput(t, otherReady), other.headers);

    const answer = await t.answer(customersAdmin.customer, { id: shopper.user.id }, admin);
    expect(answer.status).toBe(200);
    const detail = (answer.body as { data: Awaited<ReturnType<typeof customerOf>> }).data;
    expect(detail).toMatchObject({
      id: shopper.user.id,
      email: shopper.email,
      firstName: "Mara",
      lastName: "Marić",
      emailConfirmed: true,
      emailConfirmedAt: expect.any(String),
      hasPassword: true,
      orderCount: 1,
      wishlistCount: 1,
      activeSessions: 1,
      isBackofficeUser: false,
    });
    expect(detail.addresses.map((a) => a.companyName)).toEqual(["Marić d.o.o."]);
    expect(detail.orders.map((o) => o.slug)).toEqual([order.orderSlug]);
    expect(detail.orders.map((o) => o.slug)).not.toContain(otherOrder.orderSlug);
    expect(detail.consents.length).toBeGreaterThan(0);
    expect(detail.consents[0]).toMatchObject({ formType: "checkoutForm", acceptedAt: expect.any(String) });

    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(shopper.tokens.refreshToken);
    expect(text).not.toContain(shopper.tokens.accessToken);
    const hash = await t.platform.services.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", shopper.user.id)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(hash.password_hash!);
    expect(keysOf(answer.body).filter((k) => /password_?hash|token|secret/i.test(k))).toEqual([]);
  });

  it("is 404 for no such customer, and for back-office users only", async () => {
    await expectFailure(t.call(customersAdmin.customer, { id: 2_000_000_000 }, admin), 404, "User not found");
    const { user } = await signedInUser(t);
    await expectFailure(t.call(customersAdmin.customer, { id: user.id }, customer), 403);
    await expectFailure(t.call(customersAdmin.customer, { id: user.id }), 401);
  });
});

const customerOf = (id: number) => t.call(customersAdmin.customer, { id }, admin);

describe("helping a customer", () => {
  it("mails a password-reset link the shopper's own way: through the outbox, and it sets a password", async () => {
    const shopper = await signedInUser(t);
    const before = await lastMail(t, shopper.email, "reset-password");
    expect(before).toBeUndefined();
    expect(await t.call(customersAdmin.sendPasswordReset, { id: shopper.user.id }, admin)).toEqual({ sent: true });
    const mail = await lastMail(t, shopper.email, "reset-password");
    expect(mail.subject).toMatch(/password/i);
    const token = tokenFromMail(mail.text);
    await t.call(accounts.passwordSet, { token, password: "another-horse-2" });
    await t.call(accounts.login, { username: shopper.email, password: "another-horse-2" });

    const entries = await t.call(audit.filter, {}, admin);
    expect(entries.records).toContainEqual(
      expect.objectContaining({
        action: "POST v1/admin/customers/sendPasswordReset/:id",
        subject: String(shopper.user.id),
      }),
    );
    await expectFailure(t.call(customersAdmin.sendPasswordReset, { id: shopper.user.id }, customer), 403);
    await expectFailure(t.call(customersAdmin.sendPasswordReset, { id: 2_000_000_000 }, admin), 404);
  });

  it("mails the registration confirmation again to an unconfirmed address, a new link replacing the old", async () => {
    const { email } = await registerUser(t);
    const id = await idOf(email);
    const first = tokenFromMail((await lastMail(t, email, "verify-email")).text, "verificationToken");
    expect(await t.call(customersAdmin.resendConfirmation, { id }, admin)).toEqual({
      sent: true,
      mail: "registration",
    });
    const second = tokenFromMail((await lastMail(t, email, "verify-email")).text, "verificationToken");
    expect(second).not.toBe(first);
    await expectFailure(t.call(accounts.verify, { token: first }), 400);
    await t.call(accounts.verify, { token: second });
    expect((await customerOf(id)).emailConfirmed).toBe(true);

    await expectFailure(
      t.call(customersAdmin.resendConfirmation, { id }, admin),
      409,
      customersAdminMessages.alreadyConfirmed,
    );
    await expectFailure(t.call(customersAdmin.resendConfirmation, { id }, customer), 403);
  });

  it("mails a customer whose changed address is not confirmed yet the change's confirmation again, at the new address, not the registration's", async () => {
    const shopper = await signedInUser(t, { details: { firstName: "Mia", lastName: "K" } });
    const id = shopper.user.id;
    expect((await customerOf(id)).emailChangePending).toBe(false);
    const email = uniqueEmail("changed");
    await t.call(
      accounts.updateProfile,
      { details: { firstName: "Mia", lastName: "K" }, email, password: PASSWORD },
      shopper.headers,
    );
    expect(await customerOf(id)).toMatchObject({ email, emailConfirmed: false, emailChangePending: true });
    const first = tokenFromMail((await lastMail(t, email, "verify-email")).text, "verificationToken");
    expect(await t.call(customersAdmin.resendConfirmation, { id }, admin)).toEqual({
      sent: true,
      mail: "email-change-confirmation",
    });
    const again = await lastMail(t, email, "verify-email");
    expect(again.subject).toBe("Confirm your new e-mail address – Demo Shop");
    expect(again.text).toContain(email);
    expect(again.text).not.toMatch(/registering/i);
    const second = tokenFromMail(again.text, "verificationToken");
    expect(second).not.toBe(first);
    await expectFailure(t.call(accounts.verify, { token: first }), 400);
    await t.call(accounts.verify, { token: second });
    expect(await customerOf(id)).toMatchObject({ emailConfirmed: true, emailChangePending: false });
  });

  it("an address never changed and not confirmed gets the registration's again", async () => {
    const { email } = await registerUser(t);
    const id = await idOf(email);
    expect((await customerOf(id)).emailChangePending).toBe(false);
    expect((await t.call(customersAdmin.resendConfirmation, { id }, admin)).mail).toBe("registration");
    expect((await lastMail(t, email, "verify-email")).text).toMatch(/regist/i);
  });

  it("signs a customer out everywhere: every session ends, access tokens on their next call", async () => {
    const shopper = await signedInUser(t);
    await t.call(accounts.login, { username: shopper.email, password: PASSWORD });
    expect((await customerOf(shopper.user.id)).activeSessions).toBe(2);
    await expectFailure(t.call(customersAdmin.signOutEverywhere, { id: shopper.user.id }, customer), 403);
    expect(await t.call(customersAdmin.signOutEverywhere, { id: shopper.user.id }, admin)).toEqual({ ended: 2 });
    await expectFailure(t.call(accounts.profile, {}, shopper.headers), 401);
    await expectFailure(t.call(accounts.refresh, {}, { refreshtoken: shopper.tokens.refreshToken }), 401);
    expect((await customerOf(shopper.user.id)).activeSessions).toBe(0);
    await expectFailure(t.call(customersAdmin.signOutEverywhere, { id: 2_000_000_000 }, admin), 404);
  });

  it("gives and takes back-office access, seen on the customer's next call; never one's own", async () => {
    const shopper = await signedInUser(t);
    await expectFailure(t.call(accounts.adminProfile, {}, shopper.headers), 403);
    const granted = await t.call(
      customersAdmin.setBackofficeAccess,
      { id: shopper.user.id, isBackofficeUser: true },
      admin,
    );
    expect(granted.isBackofficeUser).toBe(true);
    expect((await t.call(accounts.adminProfile, {}, shopper.headers)).email).toBe(shopper.email);
    await t.call(customersAdmin.setBackofficeAccess, { id: shopper.user.id, isBackofficeUser: false }, admin);
    await expectFailure(t.call(accounts.adminProfile, {}, shopper.headers), 403);

    const self = await idOf(adminEmail);
    await expectFailure(
      t.call(customersAdmin.setBackofficeAccess, { id: self, isBackofficeUser: false }, admin),
      409,
      customersAdminMessages.ownAccess,
    );
    expect((await customerOf(self)).isBackofficeUser).toBe(true);
    await expectFailure(
      t.call(customersAdmin.setBackofficeAccess, { id: shopper.user.id, isBackofficeUser: true }, customer),
      403,
    );
    await expectFailure(
      t.call(customersAdmin.setBackofficeAccess, { id: shopper.user.id, isBackofficeUser: true }),
      401,
    );
  });
});
