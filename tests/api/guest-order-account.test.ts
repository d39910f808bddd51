/**
 * An account offered to a guest after ordering (docs/decisions/0057): order/createAccount, for the
 * holder of the order's view token, registers the order's e-mail like a registration (the usual
 * verification mail). The guest's orders with that e-mail become the account's only once the address
 * is verified; a wrong or expired link attaches nothing. An address that already has an account is
 * told so, and nothing is written or mailed.
 */
process.env.PLATFORM_SECRET ??= "guest-order-account-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, checkout } from "#server/contract";
import { storefrontProof } from "#server/secrets";
import { checkoutMessages } from "#server/contract/checkout";
import { listOutbox } from "#server/modules/mail";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import {
  auth,
  lastMail,
  PASSWORD,
  registerUser,
  signedInUser,
  SITE_ID,
  tokenFromMail,
  uniqueEmail,
  verificationTokenOf,
} from "./accounts-fixture";
import { expectFailure, insertProduct } from "./cart-fixture";
import { guestAddress, orderInput, readyCart } from "./checkout-fixture";

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

/** A guest's order with this e-mail (or a signed-in user's, with their headers). */
async function guestOrder(email: string, headers?: Record<string, string>) {
  const productId = await insertProduct(t, { final: 2000 });
  const ready = await readyCart(t, {
    lines: [{ productId, qty: 1 }],
    address: { ...guestAddress, contactEmail: email },
    headers,
  });
  return t.call(checkout.orderCreate, await orderInput(t, ready), headers);
}

const usersWith = (email: string) =>
  t.platform.services.db.selectFrom("users").select(["id", "email_verified_at"]).where("email", "=", email).execute();

const ownerOf = async (slug: string) =>
  (
    await t.platform.services.db
      .selectFrom("orders")
      .select("user_id")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow()
  ).user_id;

const mailsTo = (to: string, kind: string) => listOutbox(t.platform.services, SITE_ID, { to, kind });

async function historyOf(email: string) {
  const session = await t.call(accounts.login, { username: email, password: PASSWORD });
  const list = await t.call(accounts.orderList, { page: 1, limit: 20 }, auth(session.tokens.accessToken));
  return list.records.map((r) => r.slug).sort();
}

describe("an account for a guest's order", () => {
  it("is registered for the order's e-mail; its orders become the account's only once the address is verified", async () => {
    const email = uniqueEmail("guest-account");
    const first = await guestOrder(email);
    const second = await guestOrder(email);
    const someoneElse = await guestOrder(uniqueEmail("other-guest"));

    const answer = await t.call(checkout.orderAccount, {
      orderSlug: second.orderSlug,
      token: second.orderViewToken,
      password: PASSWORD,
      verificationUrl: "/login?verificationToken={token}",
    });
    expect(answer).toEqual({ outcome: "sent" });
    const [user] = await usersWith(email);
    expect(user.email_verified_at).toBeNull();
    // The billing address's names are the account's.
    const mail = await lastMail(t, email, "verify-email");
    expect(mail.text).toContain(`Hello ${guestAddress.firstName},`);

    // Not verified yet: the orders are still the guest's, even with the password.
    expect(await ownerOf(first.orderSlug)).toBeNull();
    expect(await ownerOf(second.orderSlug)).toBeNull();
    expect(await historyOf(email)).toEqual([]);

    await t.call(accounts.verify, { token: tokenFromMail(mail.text, "verificationToken") });
    expect(await ownerOf(first.orderSlug)).toBe(user.id);
    expect(await ownerOf(second.orderSlug)).toBe(user.id);
    expect(await ownerOf(someoneElse.orderSlug)).toBeNull();
    expect(await historyOf(email)).toEqual([first.orderSlug, second.orderSlug].sort());
    // The guest's link from the confirmation e-mail still opens the order.
    const view = await t.call(checkout.orderView, { orderSlug: first.orderSlug, token: first.orderViewToken });
    expect(view.slug).toBe(first.orderSlug);
  });

  it("a wrong or expired verification link attaches nothing", async () => {
    const email = uniqueEmail("guest-expired");
    const order = await guestOrder(email);
    await t.call(checkout.orderAccount, {
      orderSlug: order.orderSlug,
      token: order.orderViewToken,
      password: PASSWORD,
    });
    await expectFailure(
      t.call(accounts.verify, { token: "not-the-token-of-this-mail-0123456789" }),
      400,
      "Verification link is invalid or expired.",
    );
    expect(await ownerOf(order.orderSlug)).toBeNull();

    const token = tokenFromMail((await lastMail(t, email, "verify-email")).text, "verificationToken");
    const [user] = await usersWith(email);
    await t.platform.services.db
      .updateTable("one_time_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("purpose", "=", "verify-email")
      .where("user_id", "=", user.id)
      .execute();
    await expectFailure(t.call(accounts.verify, { token }), 400, "Verification link is invalid or expired.");
    expect(await ownerOf(order.orderSlug)).toBeNull();
    expect(await historyOf(email)).toEqual([]);
  });

  it("an address that already has an account is told so: nothing is registered, mailed or attached", async () => {
    const existing = await signedInUser(t);
    const order = await guestOrder(existing.email);
    const mailsBefore = (await mailsTo(existing.email, "verify-email")).length;
    const answer = await t.call(checkout.orderAccount, {
      orderSlug: order.orderSlug,
      token: order.orderViewToken,
      password: "another-password-2",
    });
    expect(answer).toEqual({ outcome: "accountExists" });
    expect(await usersWith(existing.email)).toHaveLength(1);
    expect(await mailsTo(existing.email, "verify-email")).toHaveLength(mailsBefore);
    expect(await mailsTo(existing.email, "account-exists")).toHaveLength(0);
    // The confirmed account has the order already (decision 0074); the answer is the same.
    expect(await ownerOf(order.orderSlug)).toBe(existing.user.id);
    // A signed-in user's own order has its account already.
    const own = await guestOrder(existing.email, existing.headers);
    expect(
      await t.call(checkout.orderAccount, { orderSlug: own.orderSlug, token: own.orderViewToken, password: PASSWORD }),
    ).toEqual({ outcome: "accountExists" });
  });

  it("needs the order's view token and the registration's password rules", async () => {
    const email = uniqueEmail("guest-token");
    const order = await guestOrder(email);
    const other = await guestOrder(uniqueEmail("guest-token-other"));
    await expectFailure(
      t.call(checkout.orderAccount, { orderSlug: order.orderSlug, token: other.orderViewToken, password: PASSWORD }),
      404,
      checkoutMessages.orderNotFound,
    );
    await expectFailure(
      t.call(checkout.orderAccount, { orderSlug: "DS-2000-000001", token: order.orderViewToken, password: PASSWORD }),
      404,
      checkoutMessages.orderNotFound,
    );
    const short = await t.answer(checkout.orderAccount, {
      orderSlug: order.orderSlug,
      token: order.orderViewToken,
      password: "short",
    });
    expect(short.status).toBe(400);
    expect(await usersWith(email)).toEqual([]);
    expect(await mailsTo(email, "verify-email")).toHaveLength(0);
  });
});

/** A copy of an order on another site of the same database, with the same guest e-mail. */
async function sameOrderOnAnotherSite(slug: string): Promise<string> {
  const db = t.platform.services.db;
  const demo = await db.selectFrom("sites").selectAll().where("id", "=", SITE_ID).executeTakeFirstOrThrow();
  const other = await db
    .insertInto("sites")
    .values({
      ...demo,
      id: demo.id + 1000,
      url: "https://guest-orders-other.example.com",
      subdomain: "guest-orders-other",
      api_key: "guest-orders-other-api-key",
      api_key_id: "guest-orders-other",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { id: _id, ...order } = await db
    .selectFrom("orders")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  const copy = { ...order, site_id: other.id, slug: `${slug}-other`, cart_id: null };
  await db.insertInto("orders").values(copy).execute();
  return copy.slug;
}

describe("guest orders become the account's once its e-mail address is confirmed (decision 0074)", () => {
  it("a registration's confirmation takes them, whatever the letter case, and never another user's or another site's", async () => {
    const email = uniqueEmail("confirmed");
    // Someone else confirmed the address first and took its orders, then moved to another address.
    const earlier = await guestOrder(email);
    const first = await signedInUser(t, { email });
    expect(await ownerOf(earlier.orderSlug)).toBe(first.user.id);
    await t.call(
      accounts.updateProfile,
      { details: { firstName: "Test", lastName: "User" }, email: uniqueEmail("moved"), password: PASSWORD },
      first.headers,
    );

    const typedUpperCase = await guestOrder(email.toUpperCase());
    const storedAsTyped = await guestOrder(email);
    // An order stored with the address as it was typed (before addresses were lower-cased, or imported).
    await t.platform.services.db
      .updateTable("orders")
      .set({ guest_email: `Confirmed${email.slice("confirmed".length)}` })
      .where("slug", "=", storedAsTyped.orderSlug)
      .execute();
    const otherSite = await sameOrderOnAnotherSite(typedUpperCase.orderSlug);

    await registerUser(t, { email });
    const [user] = await usersWith(email);
    // Registered, not confirmed: nothing is the account's yet.
    expect(await historyOf(email)).toEqual([]);
    await t.call(accounts.verify, { token: await verificationTokenOf(t, email) });
    expect(await ownerOf(typedUpperCase.orderSlug)).toBe(user.id);
    expect(await ownerOf(storedAsTyped.orderSlug)).toBe(user.id);
    expect(await ownerOf(earlier.orderSlug)).toBe(first.user.id);
    expect(await ownerOf(otherSite)).toBeNull();
    expect(await historyOf(email)).toEqual([typedUpperCase.orderSlug, storedAsTyped.orderSlug].sort());
  });

  it("a password reset link confirms the address too", async () => {
    const { email } = await registerUser(t);
    const order = await guestOrder(email);
    await t.call(accounts.passwordForgot, { email });
    const token = tokenFromMail((await lastMail(t, email, "reset-password")).text);
    expect(await ownerOf(order.orderSlug)).toBeNull();
    await t.call(accounts.passwordSet, { token, password: PASSWORD });
    const [user] = await usersWith(email);
    expect(await ownerOf(order.orderSlug)).toBe(user.id);
  });

  it("an account made by social login, its address vouched for by the provider, takes them", async () => {
    const email = uniqueEmail("social-guest");
    const order = await guestOrder(email);
    const unvouched = { provider: "google", providerUserId: `g-${email}`, email, firstName: "So", lastName: "Cial" };
    await expectFailure(
      t.call(accounts.socialLogin, { ...unvouched, emailVerified: false }, { storefront: storefrontProof() }),
      403,
    );
    expect(await ownerOf(order.orderSlug)).toBeNull();
    const session = await t.call(
      accounts.socialLogin,
      { ...unvouched, emailVerified: true },
      { storefront: storefrontProof() },
    );
    expect(await ownerOf(order.orderSlug)).toBe(session.user.id);
    const list = await t.call(accounts.orderList, { page: 1, limit: 20 }, auth(session.tokens.accessToken));
    expect(list.records.map((r) => r.slug)).toEqual([order.orderSlug]);
  });

  it("a guest's order with the address of a confirmed account is the account's at once; of an unconfirmed one, once confirmed", async () => {
    const confirmed = await signedInUser(t);
    const order = await guestOrder(confirmed.email.toUpperCase());
    expect(await ownerOf(order.orderSlug)).toBe(confirmed.user.id);
    expect(await historyOf(confirmed.email)).toEqual([order.orderSlug]);

    const { email } = await registerUser(t);
    const pending = await guestOrder(email);
    expect(await ownerOf(pending.orderSlug)).toBeNull();
    await t.call(accounts.verify, { token: await verificationTokenOf(t, email) });
    expect(await historyOf(email)).toEqual([pending.orderSlug]);
  });
});
