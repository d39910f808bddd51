/**
 * Accounts: profile updates, addresses (only the owner's), password change, forgotten password
 * (single-use, expiring links), member cards, wishlist and the user's orders.
 */
process.env.PLATFORM_SECRET ??= "accounts-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, checkout, shopAdmin } from "#server/contract";
import { demoAccounts } from "#server/modules/accounts";
import { errorProblems, startTestPlatform, type TestPlatform } from "../support/platform";
import { simpleProductRow } from "../support/rows";
import { auth, lastMail, PASSWORD, registerUser, signedInUser, tokenFromMail, uniqueEmail } from "./accounts-fixture";
import { dayFromToday, expectFailure, insertMemberCard } from "./cart-fixture";
import { guestAddress } from "./checkout-fixture";

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(`/api/${path}`, { method, body, headers });
const get = (path: string, headers: Record<string, string> = {}) => t.request(`/api/${path}`, { headers });

const address = { type: "main" as const, ...guestAddress, houseNumber: "1a" };

describe("profile update", () => {
  it("changes names and e-mail; a new e-mail is unverified again and gets a verification mail", async () => {
    const { headers } = await signedInUser(t);
    const email = uniqueEmail("renamed");
    const user = await t.call(
      accounts.updateProfile,
      { details: { firstName: "Nova", lastName: "Ime" }, email: email.toUpperCase(), password: PASSWORD },
      headers,
    );
    expect(user).toMatchObject({
      email,
      username: email,
      details: { firstName: "Nova", lastName: "Ime" },
      emailVerified: false,
    });
    expect(await lastMail(t, email, "verify-email")).toBeDefined();
    expect(await t.call(accounts.profile, {}, headers)).toEqual(user);
  });

  it("mails a changed address's confirmation again on the user's asking, the earlier link retired; 409 once confirmed, 429 past 3 an hour", async () => {
    const { headers } = await signedInUser(t);
    // Confirmed: nothing to send again.
    expect(errorProblems(await send("POST", "v1/user/web/confirmation/resend", {}, headers), 409)).toEqual([]);
    const email = uniqueEmail("mistyped");
    await t.call(
      accounts.updateProfile,
      { details: { firstName: "Ana", lastName: "Horvat" }, email, password: PASSWORD },
      headers,
    );
    const first = tokenFromMail((await lastMail(t, email, "verify-email")).text, "verificationToken");
    expect(await t.call(accounts.confirmationResend, {}, headers)).toEqual({ sent: true, email });
    const again = await lastMail(t, email, "verify-email");
    // The change's own mail, not the registration's, with a new link; the first one no longer works.
    expect(again.subject).toMatch(/confirm/i);
    const second = tokenFromMail(again.text, "verificationToken");
    expect(second).not.toBe(first);
    expect(errorProblems(await get(`v1/user/web/verify/${first}`), 400)).toEqual([]);
    await t.call(accounts.confirmationResend, {}, headers);
    await t.call(accounts.confirmationResend, {}, headers);
    expect(errorProblems(await send("POST", "v1/user/web/confirmation/resend", {}, headers), 429)).toEqual([]);
    await t.call(accounts.verify, {
      token: tokenFromMail((await lastMail(t, email, "verify-email")).text, "verificationToken"),
    });
    expect((await t.call(accounts.profile, {}, headers)).emailVerified).toBe(true);
  });

  it("changes the e-mail only with the current password, and tells the old address in the user's language", async () => {
    const { email: old, headers } = await signedInUser(t);
    const details = { firstName: "Ana", lastName: "B" };
    const email = uniqueEmail("moved");
    const hr = { ...headers, language: "hr" };
    for (const password of [undefined, "", "wrong-password-1"])
      await expectFailure(
        t.call(accounts.updateProfile, { details, email, password }, hr),
        400,
        "Incorrect old password.",
      );
    expect((await t.call(accounts.profile, {}, headers)).email).toBe(old);
    expect(await lastMail(t, old, "email-changed")).toBeUndefined();
    // Names alone need no password.
    await t.call(accounts.updateProfile, { details: { ...details, lastName: "C" }, email: old }, headers);

    await t.call(accounts.updateProfile, { details, email, password: PASSWORD }, hr);
    const notice = await lastMail(t, old, "email-changed");
    expect(notice?.subject).toMatch(/e-mail adresa/i);
    expect(notice?.text).toContain(email);
    expect(notice?.text).toContain("/hr/tehnicka-podrska");
  });

  it("refuses the e-mail change when the password changes between its check and the write", async () => {
    // The password is checked before the write's transaction (a hash takes long enough to hold up
    // other writers): a password changed meanwhile, the one checked is no longer the account's.
    const { email: old, headers } = await signedInUser(t);
    const { services } = t.platform;
    const db = services.db;
    services.db = new Proxy(db, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop !== "transaction") return typeof value === "function" ? value.bind(target) : value;
        return () => {
          const builder = target.transaction();
          return {
            async execute<T>(work: Parameters<typeof builder.execute<T>>[0]): Promise<T> {
              services.db = db;
              await t.call(
                accounts.passwordReset,
                { oldPassword: PASSWORD, newPassword: "changed-meanwhile-1" },
                headers,
              );
              return builder.execute(work);
            },
          };
        };
      },
    });
    try {
      await expectFailure(
        t.call(
          accounts.updateProfile,
          { details: { firstName: "C", lastName: "D" }, email: uniqueEmail("raced"), password: PASSWORD },
          headers,
        ),
        400,
        "Incorrect old password.",
      );
    } finally {
      services.db = db;
    }
    expect((await t.call(accounts.profile, {}, headers)).email).toBe(old);
    expect(await lastMail(t, old, "email-changed")).toBeUndefined();
  });

  it("tells only a verified old address, greeting with the name the account had", async () => {
    // An address never verified may be anyone's: the notice, naming the new address, is not sent there.
    const { email: unverified } = await registerUser(t);
    const session = await t.call(accounts.login, { username: unverified, password: PASSWORD });
    await t.call(
      accounts.updateProfile,
      { details: { firstName: "U", lastName: "V" }, email: uniqueEmail("from-unverified"), password: PASSWORD },
      auth(session.tokens.accessToken),
    );
    expect(await lastMail(t, unverified, "email-changed")).toBeUndefined();

    // The request's own name may be the taker's: the owner is greeted by the name they knew.
    const { email: old, headers } = await signedInUser(t, { details: { firstName: "Owner", lastName: "Known" } });
    await t.call(
      accounts.updateProfile,
      { details: { firstName: "Mallory", lastName: "Taker" }, email: uniqueEmail("taken"), password: PASSWORD },
      headers,
    );
    const notice = await lastMail(t, old, "email-changed");
    expect(notice?.text).toContain("Hello Owner,");
    expect(notice?.text).not.toContain("Mallory");
  });

  it("retires the reset links mailed to the old address: a mailbox left behind no longer resets the account", async () => {
    const { email: old, headers } = await signedInUser(t);
    await t.call(accounts.passwordForgot, { email: old });
    const token = tokenFromMail((await lastMail(t, old, "reset-password")).text);
    await t.call(
      accounts.updateProfile,
      { details: { firstName: "R", lastName: "L" }, email: uniqueEmail("left"), password: PASSWORD },
      headers,
    );
    expect(
      errorProblems(
        await send("POST", "v1/user/password/set", { token, password: "reset-password-1" }),
        400,
        "Reset link is invalid or expired.",
      ),
    ).toEqual([]);
  });

  it("refuses to move a social-login account (no password) to another e-mail until it has a password", async () => {
    // Else a session alone could move it to an address of its own, set a password there through a
    // reset, and keep it: the owner could change neither back.
    const { email: old, user, headers } = await signedInUser(t);
    await t.platform.services.db.updateTable("users").set({ password_hash: null }).where("id", "=", user.id).execute();
    const email = uniqueEmail("social");
    await expectFailure(
      t.call(accounts.updateProfile, { details: { firstName: "S", lastName: "L" }, email }, headers),
      400,
      "Set a password first: ask for a reset link at your current address.",
    );
    expect((await t.call(accounts.profile, {}, headers)).email).toBe(old);
    expect(await lastMail(t, old, "email-changed")).toBeUndefined();
    // Names alone still change.
    await t.call(accounts.updateProfile, { details: { firstName: "S", lastName: "M" }, email: old }, headers);
  });

  it("limits the password checks of one account: 429 after ten in a quarter of an hour, the right password too", async () => {
    const { headers } = await signedInUser(t);
    const details = { firstName: "G", lastName: "H" };
    for (let i = 0; i < 5; i++)
      await expectFailure(
        t.call(
          accounts.updateProfile,
          { details, email: uniqueEmail("guess"), password: `guess-${i}-password` },
          headers,
        ),
        400,
        "Incorrect old password.",
      );
    for (let i = 0; i < 5; i++)
      await expectFailure(
        t.call(accounts.passwordReset, { oldPassword: `guess-${i}-old`, newPassword: "new-password-9" }, headers),
        400,
        "Incorrect old password.",
      );
    await expectFailure(
      t.call(accounts.updateProfile, { details, email: uniqueEmail("guess"), password: PASSWORD }, headers),
      429,
      "Too many attempts. Try again later.",
    );
  });

  it("answers 409 'User already exist.' for another user's e-mail", async () => {
    const other = await registerUser(t);
    const { headers } = await signedInUser(t);
    const res = await send(
      "PATCH",
      "v1/user/web/update",
      { details: { firstName: "A", lastName: "B" }, email: other.email, password: PASSWORD },
      headers,
    );
    expect(errorProblems(res, 409, "User already exist.")).toEqual([]);
  });

  it("sets, refuses and clears the member card", async () => {
    const { email, headers } = await signedInUser(t);
    const base = { details: { firstName: "A", lastName: "B" }, email };
    const barcode = await insertMemberCard(t, dayFromToday(365));
    const set = await t.call(accounts.updateProfile, { ...base, memberCardBarcode: barcode }, headers);
    expect(set.memberCardBarcode).toBe(barcode);
    const kept = await t.call(accounts.updateProfile, base, headers);
    expect(kept.memberCardBarcode).toBe(barcode);
    const bad = await send(
      "PATCH",
      "v1/user/web/update",
      { ...base, memberCardBarcode: demoAccounts.memberCards.expired },
      headers,
    );
    expect(errorProblems(bad, 400, "Membership card is not valid.")).toEqual([]);
    const cleared = await t.call(accounts.updateProfile, { ...base, memberCardBarcode: "" }, headers);
    expect(cleared.memberCardBarcode).toBeNull();
  });

  it.each([
    ["missing first name", { details: { lastName: "B" }, email: "a@example.com" }, /details\.firstName/],
    ["missing last name", { details: { firstName: "A" }, email: "a@example.com" }, /details\.lastName/],
    ["invalid e-mail", { details: { firstName: "A", lastName: "B" }, email: "nope" }, /\bemail\b/],
  ])("answers 400 naming the field: %s", async (_, body, message) => {
    const { headers } = await signedInUser(t);
    expect(errorProblems(await send("PATCH", "v1/user/web/update", body, headers), 400, message)).toEqual([]);
  });

  it("answers 401 without a user", async () => {
    const res = await send("PATCH", "v1/user/web/update", {
      details: { firstName: "A", lastName: "B" },
      email: "a@example.com",
    });
    expect(errorProblems(res, 401)).toEqual([]);
  });
});

describe("addresses", () => {
  it("creates, lists, updates and deletes the caller's addresses", async () => {
    const { headers } = await signedInUser(t);
    const created = await t.call(accounts.addressCreate, address, headers);
    expect(created).toMatchObject({ ...address, region: "", companyName: "", companyOIB: "" });
    expect(created.countryId).toBeGreaterThan(0);
    const updated = await t.call(
      accounts.addressUpdate,
      { ...address, id: created.id, type: "shipping", city: "Rijeka", country: "SI" },
      headers,
    );
    expect(updated).toMatchObject({ id: created.id, type: "shipping", city: "Rijeka", country: "SI" });
    expect(updated.countryId).not.toBe(created.countryId);
    expect(await t.call(accounts.addressList, {}, headers)).toEqual([updated]);
    expect((await t.call(accounts.profile, {}, headers)).addresses).toEqual([updated]);
    expect(await t.call(accounts.addressDelete, { id: created.id }, headers)).toEqual({ deleted: true });
    expect(await t.call(accounts.addressList, {}, headers)).toEqual([]);
  });

  it("never shows or changes another user's address (404)", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const own = await t.call(accounts.addressCreate, address, owner.headers);

    expect(await t.call(accounts.addressList, {}, intruder.headers)).toEqual([]);
    const update = await send(
      "PATCH",
      `v1/user/web/address/update/${own.id}`,
      { ...address, city: "Hacked" },
      intruder.headers,
    );
    expect(errorProblems(update, 404, "Address not found")).toEqual([]);
    const remove = await t.request(`/api/v1/user/web/address/delete/${own.id}`, {
      method: "DELETE",
      headers: intruder.headers,
    });
    expect(errorProblems(remove, 404, "Address not found")).toEqual([]);
    expect((await t.call(accounts.profile, {}, intruder.headers)).addresses).toEqual([]);

    expect(await t.call(accounts.addressList, {}, owner.headers)).toEqual([own]);
  });

  it("answers 400 for an unknown country and for each field rule", async () => {
    const { headers } = await signedInUser(t);
    expect(
      errorProblems(
        await send("POST", "v1/user/web/address/create", { ...address, country: "ZZ" }, headers),
        400,
        "Unknown country.",
      ),
    ).toEqual([]);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ firstName: "" }, /firstName/],
      [{ lastName: undefined }, /lastName/],
      [{ contactEmail: "x" }, /contactEmail/],
      [{ contactPhone: "" }, /contactPhone/],
      [{ country: "HRV" }, /country/],
      [{ city: "c".repeat(76) }, /city: .*75/],
      [{ street: "s".repeat(76) }, /street: .*75/],
      [{ houseNumber: "1".repeat(16) }, /houseNumber: .*15/],
      [{ zipCode: "1".repeat(26) }, /zipCode: .*25/],
      [{ type: "Shipping" }, /type/],
      // The checkout's rule, so that no saved address stops a checkout it cannot be fixed in.
      [{ companyOIB: "69435151530" }, /companyName: Company name and OIB must both be filled/],
      [{ companyName: "Firma d.o.o." }, /companyOIB: Company name and OIB must both be filled/],
      // A company in Croatia: an OIB with its check digit; a phone of 6 to 15 digits; a 5-digit postal code.
      [{ companyName: "Firma d.o.o.", companyOIB: "12345678901" }, /companyOIB: Enter a valid OIB \(11 digits\)\./],
      [{ companyName: "Firma d.o.o.", companyOIB: "6943515153" }, /companyOIB: Enter a valid OIB/],
      [{ contactPhone: "091 234 567x" }, /contactPhone: Enter a valid phone number \(6 to 15 digits\)\./],
      [{ contactPhone: "12345" }, /contactPhone: Enter a valid phone number \(6 to 15 digits\)\./],
      [{ zipCode: "1000" }, /zipCode: Enter a valid postal code \(5 digits\)\./],
      // Names of letters, as the checkout asks of every address it takes.
      [{ firstName: "Ivana2" }, /firstName: The input contains special characters! Use only letters\./],
      [{ lastName: "-Novak" }, /lastName: The input contains special characters! Use only letters\./],
    ];
    for (const [change, message] of cases) {
      const res = await send("POST", "v1/user/web/address/create", { ...address, ...change }, headers);
      expect(errorProblems(res, 400, message), JSON.stringify(change)).toEqual([]);
    }
    const saved = await t.call(accounts.addressCreate, address, headers);
    const update = await send(
      "PATCH",
      `v1/user/web/address/update/${saved.id}`,
      { ...address, companyOIB: "69435151530" },
      headers,
    );
    expect(errorProblems(update, 400, /companyName: Company name and OIB must both be filled/)).toEqual([]);
    const both = { ...address, companyName: "Firma d.o.o.", companyOIB: "69435151530" };
    expect(await t.call(accounts.addressUpdate, { ...both, id: saved.id }, headers)).toMatchObject(both);
    const badOib = await send(
      "PATCH",
      `v1/user/web/address/update/${saved.id}`,
      { ...both, companyOIB: "69435151531" },
      headers,
    );
    expect(errorProblems(badOib, 400, /companyOIB: Enter a valid OIB/)).toEqual([]);
    // A foreign company gives its own VAT id; a foreign postal code has only the length rule.
    const foreign = {
      ...address,
      country: "SI",
      zipCode: "1000",
      companyName: "Podjetje d.o.o.",
      companyOIB: "SI12345678",
    };
    expect(await t.call(accounts.addressUpdate, { ...foreign, id: saved.id }, headers)).toMatchObject(foreign);
  });

  it("answers 401 without a user", async () => {
    expect(errorProblems(await get("v1/user/web/address/filter"), 401, "No active user")).toEqual([]);
  });
});

describe("the address book's countries", () => {
  // The demo stores deliver to HR, SI, AT, DE, IT and HU: the checkout takes no address elsewhere.
  const refusal = { errored: true, code: "COUNTRY_NOT_ALLOWED", message: "Delivery to this country is not available." };

  it("refuses a new address, or a changed country, outside the countries the checkout accepts", async () => {
    const { headers } = await signedInUser(t);
    const created = await send("POST", "v1/user/web/address/create", { ...address, country: "US" }, headers);
    expect(errorProblems(created, 400, refusal.message)).toEqual([]);
    expect(created.body).toMatchObject(refusal);
    // The checkout's list is the one: every country it offers is taken.
    for (const { iso } of await t.call(checkout.availableCountries, {}))
      await t.call(accounts.addressCreate, { ...address, type: "shipping", country: iso }, headers);
    const saved = await t.call(accounts.addressCreate, address, headers);
    const moved = await send("PATCH", `v1/user/web/address/update/${saved.id}`, { ...address, country: "us" }, headers);
    expect(errorProblems(moved, 400, refusal.message)).toEqual([]);
    expect(moved.body).toMatchObject(refusal);
    expect((await t.call(accounts.addressList, {}, headers)).every((a) => a.country !== "US")).toBe(true);
  });

  it("keeps an address saved before in a country no longer delivered to: listed, and editable in that country", async () => {
    const { headers, user } = await signedInUser(t);
    const saved = await t.call(accounts.addressCreate, address, headers);
    const us = await t.platform.services.db
      .selectFrom("countries")
      .select("id")
      .where("iso", "=", "US")
      .executeTakeFirstOrThrow();
    await t.platform.services.db
      .updateTable("addresses")
      .set({ country_id: us.id })
      .where("id", "=", saved.id)
      .where("user_id", "=", user.id)
      .execute();
    expect((await t.call(accounts.addressList, {}, headers)).map((a) => a.country)).toEqual(["US"]);
    const edited = await t.call(
      accounts.addressUpdate,
      { ...address, id: saved.id, country: "US", city: "Boston" },
      headers,
    );
    expect(edited).toMatchObject({ country: "US", city: "Boston" });
    // Another country it may not be moved to; one the shop delivers to it may.
    const elsewhere = await send(
      "PATCH",
      `v1/user/web/address/update/${saved.id}`,
      { ...address, country: "CA" },
      headers,
    );
    expect(errorProblems(elsewhere, 400, refusal.message)).toEqual([]);
    expect(await t.call(accounts.addressUpdate, { ...address, id: saved.id, country: "SI" }, headers)).toMatchObject({
      country: "SI",
    });
    // Once moved, it cannot go back.
    const back = await send("PATCH", `v1/user/web/address/update/${saved.id}`, { ...address, country: "US" }, headers);
    expect(errorProblems(back, 400, refusal.message)).toEqual([]);
  });

  it("refuses a registration with an address outside them, naming which address, and creates no account", async () => {
    const email = uniqueEmail("abroad");
    const res = await send("POST", "v1/user/web/register", {
      details: { firstName: "Test", lastName: "User" },
      email,
      password: PASSWORD,
      addresses: [
        { ...address, type: "shipping" },
        { ...address, country: "US" },
      ],
    });
    expect(errorProblems(res, 400, refusal.message)).toEqual([]);
    expect(res.body).toMatchObject({ ...refusal, details: { field: "addresses.1.country" } });
    expect(await lastMail(t, email, "verify-email")).toBeUndefined();
  });
});

describe("one main address", () => {
  const typesOf = async (headers: Record<string, string>) =>
    (await t.call(accounts.addressList, {}, headers)).map((a) => [a.id, a.type]);

  it("a new main address makes the previous one a delivery address; billing and other ones stay", async () => {
    const { headers } = await signedInUser(t);
    const first = await t.call(accounts.addressCreate, address, headers);
    const billing = await t.call(accounts.addressCreate, { ...address, type: "billing" }, headers);
    const other = await t.call(accounts.addressCreate, { ...address, type: "other" }, headers);
    const second = await t.call(accounts.addressCreate, { ...address, city: "Split" }, headers);
    expect(second.type).toBe("main");
    expect(await typesOf(headers)).toEqual([
      [first.id, "shipping"],
      [billing.id, "billing"],
      [other.id, "other"],
      [second.id, "main"],
    ]);
    // A shipping address made main: the main one becomes a delivery address.
    await t.call(accounts.addressUpdate, { ...address, id: first.id }, headers);
    expect(await typesOf(headers)).toEqual([
      [first.id, "main"],
      [billing.id, "billing"],
      [other.id, "other"],
      [second.id, "shipping"],
    ]);
    // The main address saved again stays the only one.
    await t.call(accounts.addressUpdate, { ...address, id: first.id, city: "Osijek" }, headers);
    expect((await typesOf(headers)).filter(([, type]) => type === "main")).toEqual([[first.id, "main"]]);
  });

  it("leaves another user's main address alone", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const theirs = await t.call(accounts.addressCreate, address, other.headers);
    await t.call(accounts.addressCreate, address, owner.headers);
    expect(await typesOf(other.headers)).toEqual([[theirs.id, "main"]]);
  });

  it("keeps one main address when many are saved at once", async () => {
    const { headers } = await signedInUser(t);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call(accounts.addressCreate, { ...address, houseNumber: String(i) }, headers),
      ),
    );
    expect((await typesOf(headers)).filter(([, type]) => type === "main")).toHaveLength(1);
  });

  it("a registration with two main addresses keeps the last one main", async () => {
    const { user } = await signedInUser(t, {
      addresses: [
        { ...address, houseNumber: "1" },
        { ...address, houseNumber: "2" },
      ],
    });
    expect(user.addresses.map((a) => [a.houseNumber, a.type])).toEqual([
      ["1", "shipping"],
      ["2", "main"],
    ]);
  });
});

describe("password change", () => {
  it("answers 400 'Incorrect old password.' for a wrong old password", async () => {
    const { headers } = await signedInUser(t);
    const res = await send(
      "POST",
      "v1/user/password/reset",
      { oldPassword: "wrong-password", newPassword: "new-password-1" },
      headers,
    );
    expect(errorProblems(res, 400, "Incorrect old password.")).toEqual([]);
  });

  it("answers 400 when the new password equals the old one", async () => {
    const { headers } = await signedInUser(t);
    const res = await send("POST", "v1/user/password/reset", { oldPassword: PASSWORD, newPassword: PASSWORD }, headers);
    expect(errorProblems(res, 400, "New and old password must not match")).toEqual([]);
  });

  it("answers 400 for a short new password", async () => {
    const { headers } = await signedInUser(t);
    const res = await send("POST", "v1/user/password/reset", { oldPassword: PASSWORD, newPassword: "short" }, headers);
    expect(errorProblems(res, 400, /newPassword: .*8/)).toEqual([]);
  });

  it("changes the password, keeps the current session and ends the others", async () => {
    const { email, headers, tokens } = await signedInUser(t);
    const other = await t.call(accounts.login, { username: email, password: PASSWORD });
    expect(
      await t.call(accounts.passwordReset, { oldPassword: PASSWORD, newPassword: "brand-new-pass" }, headers),
    ).toEqual({ changed: true });
    expect((await send("POST", "v1/login", { username: email, password: PASSWORD })).status).toBe(401);
    expect((await send("POST", "v1/login", { username: email, password: "brand-new-pass" })).status).toBe(200);
    expect((await get("v1/refresh", { refreshtoken: tokens.refreshToken })).status).toBe(200);
    expect(
      errorProblems(
        await get("v1/refresh", { refreshtoken: other.tokens.refreshToken }),
        401,
        "Invalid refresh token.",
      ),
    ).toEqual([]);
  });
});

describe("forgotten password", () => {
  it("always answers sent, and mails a working link only to known users", async () => {
    const unknown = uniqueEmail("ghost");
    expect(await t.call(accounts.passwordForgot, { email: unknown })).toEqual({ sent: true });
    expect(await lastMail(t, unknown, "reset-password")).toBeUndefined();

    const { email, tokens } = await signedInUser(t);
    expect(
      await t.call(accounts.passwordForgot, {
        email: email.toUpperCase(),
        resetUrl: "http://localhost:3000/reset?token={token}",
      }),
    ).toEqual({ sent: true });
    const mail = await lastMail(t, email, "reset-password");
    expect(mail.subject).toMatch(/Reset your password/);
    const token = tokenFromMail(mail.text);
    expect(mail.text).toContain(`http://localhost:3000/reset?token=${token}`);

    expect(await t.call(accounts.passwordSet, { token, password: "reset-password-1" })).toEqual({ changed: true });
    expect((await send("POST", "v1/login", { username: email, password: "reset-password-1" })).status).toBe(200);
    // Every earlier session ends.
    expect((await get("v1/refresh", { refreshtoken: tokens.refreshToken })).status).toBe(401);
    // Single use.
    const again = await send("POST", "v1/user/password/set", { token, password: "another-password" });
    expect(errorProblems(again, 400, "Reset link is invalid or expired.")).toEqual([]);
  });

  /** Every reset link of the user, expired a second ago. */
  const expireResetLinks = (userId: number) =>
    t.platform.services.db
      .updateTable("one_time_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", userId)
      .where("purpose", "=", "reset-password")
      .execute();

  it("refuses an expired link", async () => {
    const { email, user } = await signedInUser(t);
    await t.call(accounts.passwordForgot, { email });
    const token = tokenFromMail((await lastMail(t, email, "reset-password")).text);
    await expireResetLinks(user.id);
    const res = await send("POST", "v1/user/password/set", { token, password: "reset-password-1" });
    expect(errorProblems(res, 400, "Reset link is invalid or expired.")).toEqual([]);
    expect((await send("POST", "v1/login", { username: email, password: PASSWORD })).status).toBe(200);
  });

  it("makes an earlier link useless when a new one is sent, and writes Croatian mail for hr", async () => {
    const { email } = await signedInUser(t);
    await t.call(accounts.passwordForgot, { email });
    const first = tokenFromMail((await lastMail(t, email, "reset-password")).text);
    const res = await send("POST", "v1/user/password/forgot", { email }, { language: "hr" });
    expect(res.status).toBe(200);
    const mail = await lastMail(t, email, "reset-password");
    expect(mail.subject).toMatch(/Postavljanje nove lozinke/);
    // The set-password page, in Croatian.
    expect(mail.text).toContain("http://localhost:3000/hr/nova-lozinka?token=");
    expect(
      errorProblems(
        await send("POST", "v1/user/password/set", { token: first, password: "reset-password-1" }),
        400,
        "Reset link is invalid or expired.",
      ),
    ).toEqual([]);
    await expect(
      t.call(accounts.passwordSet, { token: tokenFromMail(mail.text), password: "reset-password-1" }),
    ).resolves.toEqual({ changed: true });
  });

  it("answers 400 for a reset link on a foreign host (also for unknown e-mails)", async () => {
    const res = await send("POST", "v1/user/password/forgot", {
      email: uniqueEmail(),
      resetUrl: "https://attacker.example/steal?t={token}",
    });
    expect(errorProblems(res, 400, "The link must point to this site.")).toEqual([]);
  });

  it("tells whether a link still works without using it up: valid, used, expired, unknown", async () => {
    const { email, user } = await signedInUser(t);
    await t.call(accounts.passwordForgot, { email });
    const token = tokenFromMail((await lastMail(t, email, "reset-password")).text);
    // Valid, and still valid after being checked: the answer names nobody.
    const check = await send("POST", "v1/user/password/check", { token });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ data: { valid: true } });
    expect(await t.call(accounts.passwordResetCheck, { token })).toEqual({ valid: true });
    expect(await t.call(accounts.passwordSet, { token, password: "reset-password-1" })).toEqual({ changed: true });
    // Used.
    expect(await t.call(accounts.passwordResetCheck, { token })).toEqual({ valid: false });

    // Expired.
    await t.call(accounts.passwordForgot, { email });
    const late = tokenFromMail((await lastMail(t, email, "reset-password")).text);
    expect(await t.call(accounts.passwordResetCheck, { token: late })).toEqual({ valid: true });
    await expireResetLinks(user.id);
    expect(await t.call(accounts.passwordResetCheck, { token: late })).toEqual({ valid: false });

    // Unknown, and an e-mail verification token is no reset token.
    expect(await t.call(accounts.passwordResetCheck, { token: "x".repeat(43) })).toEqual({ valid: false });
    const { email: unverified } = await registerUser(t);
    const verification = tokenFromMail((await lastMail(t, unverified, "verify-email")).text, "verificationToken");
    expect(await t.call(accounts.passwordResetCheck, { token: verification })).toEqual({ valid: false });
    // A token of the wrong shape is refused like set-password's.
    expect(errorProblems(await send("POST", "v1/user/password/check", { token: "short" }), 400, /token/)).toEqual([]);
  });

  it("answers 400 naming the field for a short new password", async () => {
    const res = await send("POST", "v1/user/password/set", { token: "x".repeat(43), password: "short" });
    expect(errorProblems(res, 400, /password: .*8/)).toEqual([]);
  });
});

describe("member cards", () => {
  /** The demo customer, who holds the valid demo card. */
  const holder = async () => {
    const { tokens } = await t.call(accounts.login, {
      username: demoAccounts.customer.email,
      password: demoAccounts.customer.password,
    });
    return auth(tokens.accessToken);
  };

  it.each([
    [demoAccounts.memberCards.valid, true],
    [demoAccounts.memberCards.expired, false],
    [demoAccounts.memberCards.inactive, false],
    ["UNKNOWN-CARD", false],
  ])("checks %s for its holder: %s", async (barcode, isValid) => {
    expect(await t.call(accounts.memberCardCheck, { barcode }, await holder())).toEqual({ isValid });
  });

  it("refuses a card that starts in the future", async () => {
    await t.platform.services.db
      .insertInto("member_cards")
      .values({
        barcode: "MEMBER-FUTURE-01",
        holder_name: "Soon",
        valid_from: "2999-01-01",
        valid_until: "2999-12-31",
        active: 1,
      })
      .execute();
    expect(await t.call(accounts.memberCardCheck, { barcode: "MEMBER-FUTURE-01" }, await holder())).toEqual({
      isValid: false,
    });
  });
});

describe("wishlist", () => {
  async function products() {
    const db = t.platform.services.db;
    const live = await db
      .selectFrom("products")
      .select("id")
      .where("site_id", "=", 1)
      .where("archived", "=", 0)
      .where("is_visible_individually", "=", 1)
      .orderBy("id")
      .limit(3)
      .execute();
    const now = new Date().toISOString();
    const archived = await db
      .insertInto("products")
      .values(simpleProductRow(1, `acc-archived-${Math.random().toString(36).slice(2)}`, now, { archived: 1 }))
      .returning("id")
      .executeTakeFirstOrThrow();
    return { live: live.map((p) => p.id), archived: archived.id };
  }

  it("toggles products and lists them newest first with product cards", async () => {
    const { live } = await products();
    expect(live.length).toBe(3);
    const { headers } = await signedInUser(t);
    for (const id of live)
      expect(await t.call(accounts.wishlistToggle, { product_id: id }, headers)).toEqual({
        added: true,
        bundle: false,
      });
    const list = await t.call(accounts.wishlistFilter, { limit: 9999 }, headers);
    expect(list.pagination).toEqual({ page: 1, limit: 9999, total: 3, lastPage: 1 });
    expect(list.items.map((i) => i.product_id).sort()).toEqual([...live].sort());
    for (const item of list.items) expect(item.product).toMatchObject({ id: item.product_id });

    expect(await t.call(accounts.wishlistToggle, { product_id: live[0] }, headers)).toEqual({
      added: false,
      bundle: false,
    });
    const page = await t.call(accounts.wishlistFilter, { limit: 1, page: 2 }, headers);
    expect(page.pagination).toEqual({ page: 2, limit: 1, total: 2, lastPage: 2 });
    expect(page.items.length).toBe(1);
  });

  it("says whether the product is a bundle, for the notice to name a bundle or a product (spec section 8)", async () => {
    const bundle = await t.platform.services.db
      .selectFrom("products")
      .select("id")
      .where("site_id", "=", 1)
      .where("format", "=", "Bundle")
      .where("archived", "=", 0)
      .executeTakeFirstOrThrow();
    const { headers } = await signedInUser(t);
    expect(await t.call(accounts.wishlistToggle, { product_id: bundle.id }, headers)).toEqual({
      added: true,
      bundle: true,
    });
    expect(await t.call(accounts.wishlistToggle, { product_id: bundle.id }, headers)).toEqual({
      added: false,
      bundle: true,
    });
  });

  it("answers 404 'Product not found' for an unknown or archived product", async () => {
    const { archived } = await products();
    const { headers } = await signedInUser(t);
    expect(
      errorProblems(
        await send("POST", "v1/wishlist/create", { product_id: archived }, headers),
        404,
        "Product not found",
      ),
    ).toEqual([]);
    expect(
      errorProblems(
        await send("POST", "v1/wishlist/create", { product_id: 2_000_000_000 }, headers),
        404,
        "Product not found",
      ),
    ).toEqual([]);
  });

  it("keeps a product archived after it was wished for, without a card", async () => {
    const { live } = await products();
    const { headers } = await signedInUser(t);
    await t.call(accounts.wishlistToggle, { product_id: live[1] }, headers);
    await t.platform.services.db.updateTable("products").set({ archived: 1 }).where("id", "=", live[1]).execute();
    try {
      const list = await t.call(accounts.wishlistFilter, {}, headers);
      expect(list.items).toEqual([{ product_id: live[1], product: null }]);
    } finally {
      await t.platform.services.db.updateTable("products").set({ archived: 0 }).where("id", "=", live[1]).execute();
    }
  });

  it("keeps wishlists apart and needs a user", async () => {
    const { live } = await products();
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await t.call(accounts.wishlistToggle, { product_id: live[2] }, a.headers);
    expect((await t.call(accounts.wishlistFilter, {}, b.headers)).items).toEqual([]);
    expect(errorProblems(await get("v1/wishlist/filter"), 401)).toEqual([]);
    expect(
      errorProblems(await send("POST", "v1/wishlist/create", { product_id: "x" }, a.headers), 400, /product_id/),
    ).toEqual([]);
  });
});

describe("orders", () => {
  it("lists the demo customer's order and shows it by slug", async () => {
    const { tokens } = await t.call(accounts.login, {
      username: demoAccounts.customer.email,
      password: demoAccounts.customer.password,
    });
    const headers = auth(tokens.accessToken);
    const list = await t.call(accounts.orderList, {}, headers);
    expect(list.totalRecords).toBe(1);
    expect(list.totalPages).toBe(1);
    expect(list.records[0]).toMatchObject({ slug: demoAccounts.orderSlug, currency: "EUR", itemCount: 3 });

    const order = await t.call(accounts.orderGet, { slug: demoAccounts.orderSlug }, headers);
    expect(order.items.length).toBe(2);
    expect(order.items.reduce((n, i) => n + i.rowTotal, 0)).toBe(order.itemsTotal);
    expect(order.orderTotal).toBe(order.itemsTotal + order.delivery - order.couponDiscount - order.loyalty);
    expect(order.shippingAddress).toMatchObject({ city: "Zagreb", country: "HR" });
    expect(order.deliveryMethod).toBe("Courier");
    // The demo's completed order came: shipped with its tracking, then delivered.
    expect(order.fulfilment).toMatchObject({ status: "delivered", carrier: "Hrvatska pošta" });
    expect(order.fulfilment?.trackingUrl).toMatch(/^https:\/\//);
    expect(Date.parse(order.fulfilment!.shippedAt!)).toBeLessThan(Date.parse(order.fulfilment!.deliveredAt!));
  });

  it("the demo's order is one checkout could have made: the buyer's e-mail, the demo's own methods at their price", async () => {
    // Found in review: the back office's list showed no customer for it (no e-mail on the order) and
    // named its methods "Standard delivery" and "Cash on delivery", methods the demo shop has not,
    // in English in the Croatian back office.
    const { tokens } = await t.call(accounts.login, {
      username: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
    });
    const admin = { ...auth(tokens.accessToken), language: "hr" };
    const { orders } = await t.call(shopAdmin.orders, { page: 1 }, admin);
    expect(orders.find((o) => o.slug === demoAccounts.orderSlug)).toMatchObject({
      email: demoAccounts.customer.email,
      paymentMethod: "Plaćanje pouzećem",
    });
    const detail = await t.call(shopAdmin.order, { slug: demoAccounts.orderSlug }, admin);
    expect(detail).toMatchObject({
      deliveryMethod: "Dostava kurirom",
      paymentMethod: "Plaćanje pouzećem",
      delivery: 499,
    });
  });

  it("answers 404 for another user's order and an empty list for a new user", async () => {
    const { headers } = await signedInUser(t);
    expect(
      errorProblems(await get(`v1/user/orders/get/${demoAccounts.orderSlug}`, headers), 404, "Order not found"),
    ).toEqual([]);
    expect(await t.call(accounts.orderList, {}, headers)).toEqual({ records: [], totalRecords: 0, totalPages: 1 });
    expect(errorProblems(await get("v1/user/orders/filter"), 401)).toEqual([]);
  });
});
