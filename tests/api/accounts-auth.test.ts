/**
 * Accounts: registration, e-mail verification, login, refresh rotation and reuse detection,
 * logout, login rate limits, access tokens, back-office profile, user settings, social login.
 */
process.env.PLATFORM_SECRET ??= "accounts-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, site } from "#server/contract";
import { demoAccounts, signClaims } from "#server/modules/accounts";
import { reloadConfig } from "#server/config";
import { storefrontProof } from "#server/secrets";
import { errorProblems, startTestPlatform, type TestPlatform } from "../support/platform";
import {
  auth,
  lastMail,
  PASSWORD,
  pastReuseGrace,
  registerUser,
  signedInUser,
  tokenFromMail,
  uniqueEmail,
  verificationTokenOf,
} from "./accounts-fixture";

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(`/api/${path}`, { method: "POST", body, headers });
const get = (path: string, headers: Record<string, string> = {}) => t.request(`/api/${path}`, { headers });

describe("registration", () => {
  it("registers an unverified user, answers that a mail was sent and does not log in", async () => {
    const email = uniqueEmail("reg");
    const res = await post("v1/user/web/register", {
      details: { firstName: "Ana", lastName: "Horvat" },
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(accounts.register.output.parse(res.body.data)).toEqual({ sent: true });
    expect(await verificationTokenOf(t, email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { user } = await t.call(accounts.login, { username: email, password: PASSWORD });
    expect(user).toMatchObject({
      email,
      username: email,
      details: { firstName: "Ana", lastName: "Horvat" },
      emailVerified: false,
      isBackofficeUser: false,
      scope: [],
      memberCardBarcode: null,
      addresses: [],
    });
    expect(res.body.data).not.toHaveProperty("tokens");
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
  });

  it("registers with a delivery and a billing address and a valid member card nobody holds", async () => {
    const barcode = `REG-CARD-${Date.now()}`;
    await t.platform.services.db
      .insertInto("member_cards")
      .values({ barcode, holder_name: "New Member", valid_from: "2024-01-01", valid_until: "2999-12-31", active: 1 })
      .execute();
    const { email } = await registerUser(t, {
      memberCardBarcode: barcode,
      addresses: [
        {
          type: "shipping",
          firstName: "Ana",
          lastName: "H",
          contactEmail: "ana@example.com",
          contactPhone: "+385 91 000 0000",
          country: "hr",
          city: "Split",
          street: "Riva",
          houseNumber: "1",
          zipCode: "21000",
        },
        {
          type: "billing",
          firstName: "Ana",
          lastName: "H",
          contactEmail: "ana@example.com",
          contactPhone: "+385 91 000 0000",
          country: "HR",
          city: "Split",
          street: "Riva",
          houseNumber: "2",
          zipCode: "21000",
          companyName: "Firma d.o.o.",
          companyOIB: "69435151530",
        },
      ],
    });
    const { user } = await t.call(accounts.login, { username: email, password: PASSWORD });
    expect(user.memberCardBarcode).toBe(barcode);
    expect(user.company.name).toBe("Firma d.o.o.");
    expect(user.addresses.map((a) => [a.type, a.country, a.houseNumber])).toEqual([
      ["shipping", "HR", "1"],
      ["billing", "HR", "2"],
    ]);
    expect(user.addresses[0].countryId).toBeGreaterThan(0);
  });

  it.each([demoAccounts.memberCards.expired, demoAccounts.memberCards.inactive, "NO-SUCH-CARD"])(
    "refuses member card %s with 400",
    async (barcode) => {
      const res = await post("v1/user/web/register", {
        details: { firstName: "A", lastName: "B" },
        email: uniqueEmail(),
        password: PASSWORD,
        memberCardBarcode: barcode,
      });
      expect(errorProblems(res, 400, "Membership card is not valid.")).toEqual([]);
    },
  );

  it("refuses an unknown country with 400 and creates nothing", async () => {
    const email = uniqueEmail();
    const address = {
      type: "shipping",
      firstName: "A",
      lastName: "B",
      contactEmail: "a@example.com",
      contactPhone: "+385 91 000 0000",
      country: "QQ",
      city: "C",
      street: "S",
      houseNumber: "1",
      zipCode: "10000",
    };
    const res = await post("v1/user/web/register", {
      details: { firstName: "A", lastName: "B" },
      email,
      password: PASSWORD,
      addresses: [address],
    });
    expect(errorProblems(res, 400, "Unknown country.")).toEqual([]);
    // The transaction rolled back: the address is still free.
    await registerUser(t, { email });
  });

  const valid = { details: { firstName: "A", lastName: "B" }, email: "x@example.com", password: PASSWORD };
  const addr = {
    type: "shipping",
    firstName: "A",
    lastName: "B",
    contactEmail: "a@example.com",
    contactPhone: "+385 91 000 0000",
    country: "HR",
    city: "C",
    street: "S",
    houseNumber: "1",
    zipCode: "10000",
  };
  it.each([
    ["missing first name", { ...valid, details: { lastName: "B" } }, /details\.firstName/],
    ["empty last name", { ...valid, details: { firstName: "A", lastName: " " } }, /details\.lastName/],
    ["missing e-mail", { ...valid, email: undefined }, /\bemail\b/],
    ["invalid e-mail", { ...valid, email: "not-an-email" }, /\bemail\b/],
    ["missing password", { ...valid, password: undefined }, /\bpassword\b/],
    ["short password", { ...valid, password: "1234567" }, /password: .*8/],
    ["address without city", { ...valid, addresses: [{ ...addr, city: "" }] }, /addresses\.0\.city/],
    [
      "address with a long street",
      { ...valid, addresses: [{ ...addr, street: "s".repeat(76) }] },
      /addresses\.0\.street: .*75/,
    ],
    [
      "address with a long house number",
      { ...valid, addresses: [{ ...addr, houseNumber: "1".repeat(16) }] },
      /addresses\.0\.houseNumber: .*15/,
    ],
    [
      "address with a long zip code",
      { ...valid, addresses: [{ ...addr, zipCode: "1".repeat(26) }] },
      /addresses\.0\.zipCode: .*25/,
    ],
    [
      "address with a long city",
      { ...valid, addresses: [{ ...addr, city: "c".repeat(76) }] },
      /addresses\.0\.city: .*75/,
    ],
    [
      "address with a bad contact e-mail",
      { ...valid, addresses: [{ ...addr, contactEmail: "nope" }] },
      /addresses\.0\.contactEmail/,
    ],
    ["address without phone", { ...valid, addresses: [{ ...addr, contactPhone: "" }] }, /addresses\.0\.contactPhone/],
    ["address with an unknown type", { ...valid, addresses: [{ ...addr, type: "Office" }] }, /addresses\.0\.type/],
    [
      "address with an implausible phone",
      { ...valid, addresses: [{ ...addr, contactPhone: "1" }] },
      /addresses\.0\.contactPhone: Enter a valid phone number \(6 to 15 digits\)\./,
    ],
    [
      "address in Croatia with a 4-digit postal code",
      { ...valid, addresses: [{ ...addr, zipCode: "1000" }] },
      /addresses\.0\.zipCode: Enter a valid postal code \(5 digits\)\./,
    ],
    [
      "address with a digit in its first name",
      { ...valid, addresses: [{ ...addr, firstName: "Ivana2" }] },
      /addresses\.0\.firstName: The input contains special characters! Use only letters\./,
    ],
    [
      "company in Croatia with an OIB without its check digit",
      { ...valid, addresses: [{ ...addr, companyName: "Firma d.o.o.", companyOIB: "12345678901" }] },
      /addresses\.0\.companyOIB: Enter a valid OIB \(11 digits\)\./,
    ],
  ])("answers 400 naming the field: %s", async (_, body, message) => {
    const res = await post("v1/user/web/register", body);
    expect(errorProblems(res, 400, message)).toEqual([]);
  });

  it("answers 400 for a verification link on a foreign host, and accepts the site's own", async () => {
    const foreign = await post("v1/user/web/register", {
      ...valid,
      email: uniqueEmail(),
      verificationUrl: "https://evil.example.net/confirm?t={token}",
    });
    expect(errorProblems(foreign, 400, "The link must point to this site.")).toEqual([]);
    // The storefront (with its proof) may use any address.
    const trusted = await post(
      "v1/user/web/register",
      { ...valid, email: uniqueEmail(), verificationUrl: "https://shop.example.org/confirm?t={token}" },
      { storefront: storefrontProof() },
    );
    expect(trusted.status).toBe(200);
  });
});

describe("e-mail verification", () => {
  it("queues a verification e-mail whose link verifies the address once", async () => {
    const email = uniqueEmail("verify");
    await registerUser(t, { email, verificationUrl: "/login?verificationToken={token}" });
    const mail = await lastMail(t, email, "verify-email");
    expect(mail).toBeDefined();
    expect(mail.subject).toMatch(/Confirm your e-mail address/);
    expect(mail.sentAt).toBeNull();
    const token = tokenFromMail(mail.text, "verificationToken");
    expect(mail.text).toContain(`http://localhost:3000/login?verificationToken=${token}`);
    expect(mail.html).toContain(`href="http://localhost:3000/login?verificationToken=${token}"`);

    const first = await t.call(accounts.verify, { token });
    expect(first).toEqual({ verified: true, email });
    const session = await t.call(accounts.login, { username: email, password: PASSWORD });
    expect(session.user.emailVerified).toBe(true);

    // Opened again (a second click, the mail read on another device): the address is confirmed.
    const again = await get(`v1/user/web/verify/${token}`);
    expect(errorProblems(again, 409, "This e-mail address is already confirmed.")).toEqual([]);
    expect(again.body).toMatchObject({ code: "EMAIL_ALREADY_CONFIRMED" });
  });

  it("says an address is already confirmed for an expired or retired link of its confirmed account, only for the address it was mailed to", async () => {
    const { email } = await registerUser(t);
    const first = await verificationTokenOf(t, email);
    const id = (
      await t.platform.services.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()
    ).id;
    // Unconfirmed, an expired link is only that.
    await t.platform.services.db
      .updateTable("one_time_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", id)
      .execute();
    const expired = await get(`v1/user/web/verify/${first}`);
    expect(errorProblems(expired, 400, "Verification link is invalid or expired.")).toEqual([]);
    // Confirmed since (the back office, another link): the old link says so.
    await t.platform.services.db
      .updateTable("users")
      .set({ email_verified_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    const confirmed = await get(`v1/user/web/verify/${first}`);
    expect(errorProblems(confirmed, 409, "This e-mail address is already confirmed.")).toEqual([]);

    // A new address waiting for its confirmation: the old address's used link is not its confirmation.
    const session = await t.call(accounts.login, { username: email, password: PASSWORD });
    const newEmail = uniqueEmail("moved");
    await t.call(
      accounts.updateProfile,
      { details: { firstName: "Test", lastName: "User" }, email: newEmail, password: PASSWORD },
      auth(session.tokens.accessToken),
    );
    const pending = await get(`v1/user/web/verify/${first}`);
    expect(errorProblems(pending, 400, "Verification link is invalid or expired.")).toEqual([]);
    // The new address confirmed: its own link opened again says so, the old address's still does not.
    const second = await verificationTokenOf(t, newEmail);
    expect(await t.call(accounts.verify, { token: second })).toEqual({ verified: true, email: newEmail });
    const secondAgain = await get(`v1/user/web/verify/${second}`);
    expect(errorProblems(secondAgain, 409, "This e-mail address is already confirmed.")).toEqual([]);
    const old = await get(`v1/user/web/verify/${first}`);
    expect(errorProblems(old, 400, "Verification link is invalid or expired.")).toEqual([]);
  });

  it("writes the mail in Croatian for a Croatian request, linking the Croatian login page by default", async () => {
    const email = uniqueEmail("hr");
    const res = await post(
      "v1/user/web/register",
      { details: { firstName: "Ivo", lastName: "I" }, email, password: PASSWORD },
      { language: "hr" },
    );
    expect(res.status).toBe(200);
    const mail = await lastMail(t, email, "verify-email");
    expect(mail.subject).toMatch(/Potvrdite svoju e-mail adresu/);
    expect(mail.text).toContain("Pozdrav Ivo");
    expect(mail.text).toContain(
      `http://localhost:3000/hr/prijava?verificationToken=${await verificationTokenOf(t, email)}`,
    );
  });

  it("refuses an unknown or expired token", async () => {
    const unknown = await get("v1/user/web/verify/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
    expect(errorProblems(unknown, 400, "Verification link is invalid or expired.")).toEqual([]);

    const { email } = await registerUser(t);
    const verificationToken = await verificationTokenOf(t, email);
    await t.platform.services.db
      .updateTable("one_time_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("purpose", "=", "verify-email")
      .execute();
    const expired = await get(`v1/user/web/verify/${verificationToken}`);
    expect(errorProblems(expired, 400, "Verification link is invalid or expired.")).toEqual([]);
  });
});

describe("login", () => {
  it("answers tokens and the user; the access token opens the profile", async () => {
    const { email } = await registerUser(t);
    const res = await post("v1/login", { username: email, password: PASSWORD });
    expect(res.status).toBe(200);
    const { tokens, user } = accounts.login.output.parse(res.body.data);
    expect(tokens.expiresIn).toBe(900);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Unverified users may log in (the spec does not forbid it).
    expect(user.emailVerified).toBe(false);
    const profile = await t.call(accounts.profile, {}, auth(tokens.accessToken));
    expect(profile).toEqual(user);
  });

  it("takes the e-mail in any letter case", async () => {
    const { email } = await registerUser(t);
    await expect(t.call(accounts.login, { username: email.toUpperCase(), password: PASSWORD })).resolves.toBeDefined();
  });

  it("answers 401 'Unknown username or password!' alike for a wrong password and an unknown user", async () => {
    const { email } = await registerUser(t);
    const wrong = await post("v1/login", { username: email, password: "wrong-password" });
    const unknown = await post("v1/login", { username: uniqueEmail("nobody"), password: PASSWORD });
    expect(errorProblems(wrong, 401, "Unknown username or password!")).toEqual([]);
    expect(errorProblems(unknown, 401, "Unknown username or password!")).toEqual([]);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("answers 400 naming the field for a bad username or a missing password", async () => {
    expect(errorProblems(await post("v1/login", { username: "nope", password: "x" }), 400, /\busername\b/)).toEqual([]);
    expect(errorProblems(await post("v1/login", { username: "a@example.com" }), 400, /\bpassword\b/)).toEqual([]);
  });

  it("logs the demo customer and the demo admin in", async () => {
    const customer = await t.call(accounts.login, {
      username: demoAccounts.customer.email,
      password: demoAccounts.customer.password,
    });
    expect(customer.user).toMatchObject({
      emailVerified: true,
      isBackofficeUser: false,
      memberCardBarcode: demoAccounts.memberCards.valid,
    });
    expect(customer.user.addresses.map((a) => a.type).sort()).toEqual(["main", "shipping"]);
    const admin = await t.call(accounts.login, {
      username: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
    });
    expect(admin.user).toMatchObject({ isBackofficeUser: true, scope: ["admin", "cms", "media"] });
  });
});

describe("login rate limits", () => {
  it("answers 429 after 5 failures for an account from one address, even with the right password, and keeps other accounts open", async () => {
    const { email } = await registerUser(t);
    for (let i = 0; i < 5; i++) {
      expect((await post("v1/login", { username: email, password: `wrong-${i}` })).status).toBe(401);
    }
    const limited = await post("v1/login", { username: email, password: PASSWORD });
    expect(errorProblems(limited, 429, "Too many login attempts. Try again later.")).toEqual([]);
    // Another account is not affected.
    const other = await registerUser(t);
    expect((await post("v1/login", { username: other.email, password: PASSWORD })).status).toBe(200);
    // The window passes: the account opens again.
    await t.platform.services.db
      .updateTable("rate_limits")
      .set({ window_start: new Date(Date.now() - 16 * 60 * 1000).toISOString() })
      .where("key", "like", `login:account:%:${email}`)
      .execute();
    expect((await post("v1/login", { username: email, password: PASSWORD })).status).toBe(200);
  });

  it("clears the account's counter on success", async () => {
    const { email } = await registerUser(t);
    for (let i = 0; i < 4; i++) await post("v1/login", { username: email, password: "wrong-password" });
    expect((await post("v1/login", { username: email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await post("v1/login", { username: email, password: "wrong-password" })).status).toBe(401);
    expect((await post("v1/login", { username: email, password: PASSWORD })).status).toBe(200);
  });

  it("answers 429 after 20 failures from one client address (told by the storefront)", async () => {
    const from = (ip: string) => ({ storefront: storefrontProof(), clientip: ip });
    const { email } = await registerUser(t);
    for (let i = 0; i < 20; i++) {
      const res = await post(
        "v1/login",
        { username: uniqueEmail("spray"), password: "wrong-password" },
        from("203.0.113.7"),
      );
      expect(res.status).toBe(401);
    }
    const limited = await post("v1/login", { username: email, password: PASSWORD }, from("203.0.113.7"));
    expect(errorProblems(limited, 429, "Too many login attempts. Try again later.")).toEqual([]);
    // Another address logs the same account in.
    expect((await post("v1/login", { username: email, password: PASSWORD }, from("203.0.113.8"))).status).toBe(200);
    // Without the storefront's proof the clientip header is not believed (and not counted against it).
    expect(
      (
        await post(
          "v1/login",
          { username: email, password: PASSWORD },
          { storefront: "forged", clientip: "203.0.113.7" },
        )
      ).status,
    ).toBe(200);
  });
});

describe("refresh tokens", () => {
  const refresh = (token: string) => get("v1/refresh", { refreshtoken: token });

  it("rotates: a refresh answers new tokens and the new refresh token works in turn", async () => {
    const { tokens } = await signedInUser(t);
    const first = await refresh(tokens.refreshToken);
    expect(first.status).toBe(200);
    const next = accounts.refresh.output.parse(first.body.data).tokens;
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    await expect(t.call(accounts.profile, {}, auth(next.accessToken))).resolves.toBeDefined();
    const second = await refresh(next.refreshToken);
    expect(second.status).toBe(200);
  });

  it("revokes the whole family when a used refresh token is presented again after the grace window", async () => {
    const { user, tokens } = await signedInUser(t);
    const rotated = (await refresh(tokens.refreshToken)).body.data.tokens;
    await pastReuseGrace(t, user.id);
    // The old one again: someone kept a copy.
    const reused = await refresh(tokens.refreshToken);
    expect(errorProblems(reused, 401, "Invalid refresh token.")).toEqual([]);
    // The legitimate newest token is revoked too.
    const after = await refresh(rotated.refreshToken);
    expect(errorProblems(after, 401, "Invalid refresh token.")).toEqual([]);
  });

  it("gives two refreshes of one token at once (two tabs, two workers) each new tokens of the same open session", async () => {
    const { tokens } = await signedInUser(t);
    const both = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    for (const answer of both) {
      const next = accounts.refresh.output.parse(answer.body.data).tokens;
      await expect(t.call(accounts.profile, {}, auth(next.accessToken))).resolves.toBeDefined();
      expect((await refresh(next.refreshToken)).status).toBe(200);
    }
  });

  it("revokes on reuse after the grace window even when the token was reused within it", async () => {
    const { user, tokens } = await signedInUser(t);
    const [first, second] = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await pastReuseGrace(t, user.id);
    expect(errorProblems(await refresh(tokens.refreshToken), 401, "Invalid refresh token.")).toEqual([]);
    // Every token of the session ends with it.
    expect(errorProblems(await refresh(first.body.data.tokens.refreshToken), 401, "Invalid refresh token.")).toEqual(
      [],
    );
    expect(errorProblems(await refresh(second.body.data.tokens.refreshToken), 401, "Invalid refresh token.")).toEqual(
      [],
    );
  });

  it("leaves other sessions of the user alone on reuse", async () => {
    const { email, user, tokens } = await signedInUser(t);
    const other = await t.call(accounts.login, { username: email, password: PASSWORD });
    await refresh(tokens.refreshToken);
    await pastReuseGrace(t, user.id);
    await refresh(tokens.refreshToken);
    expect((await refresh(other.tokens.refreshToken)).status).toBe(200);
  });

  it("answers 401 without, with an unknown and with an expired refresh token", async () => {
    expect(errorProblems(await get("v1/refresh"), 401, "Invalid refresh token.")).toEqual([]);
    expect(
      errorProblems(await refresh("no-such-token-abcdefghijklmnopqrstuvwxyz"), 401, "Invalid refresh token."),
    ).toEqual([]);
    const { user, tokens } = await signedInUser(t);
    await t.platform.services.db
      .updateTable("refresh_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    expect(errorProblems(await refresh(tokens.refreshToken), 401, "Invalid refresh token.")).toEqual([]);
  });

  it("logout revokes the session of the refresh token", async () => {
    const { tokens, headers } = await signedInUser(t);
    const res = await post("v1/user/logout", { refreshToken: tokens.refreshToken }, headers);
    expect(res.body).toEqual({ data: { loggedOut: true } });
    expect(errorProblems(await refresh(tokens.refreshToken), 401, "Invalid refresh token.")).toEqual([]);
  });

  it("keeps only hashes of refresh tokens in the database", async () => {
    const { user, tokens } = await signedInUser(t);
    const rows = await t.platform.services.db
      .selectFrom("refresh_tokens")
      .select("token_hash")
      .where("user_id", "=", user.id)
      .execute();
    expect(rows.length).toBe(1);
    expect(rows[0].token_hash).not.toContain(tokens.refreshToken);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("access tokens", () => {
  it("answers 401 'Invalid access token.' for an expired token on the profile", async () => {
    const { user, tokens } = await signedInUser(t);
    const { jti } = JSON.parse(Buffer.from(tokens.accessToken.split(".")[0], "base64url").toString()) as {
      jti: string;
    };
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = signClaims({ sub: user.id, site: 1, bo: false, scope: [], iat: past - 900, exp: past, jti });
    const res = await get("v1/user/web/profile", auth(expired));
    expect(errorProblems(res, 401, "Invalid access token.")).toEqual([]);
    // The same claims, unexpired, are fine.
    const fresh = signClaims({ sub: user.id, site: 1, bo: false, scope: [], iat: past, exp: past + 900, jti });
    expect((await get("v1/user/web/profile", auth(fresh))).status).toBe(200);
  });

  it("answers 401 for a tampered token and for none", async () => {
    const { tokens } = await signedInUser(t);
    const [payload, signature] = tokens.accessToken.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, bo: true })).toString("base64url")}.${signature}`;
    expect(errorProblems(await get("v1/user/web/profile", auth(forged)), 401, "Invalid access token.")).toEqual([]);
    expect(errorProblems(await get("v1/user/web/profile"), 401, "No active user")).toEqual([]);
  });

  it("ignores an invalid token on public endpoints", async () => {
    const res = await get("v1/commons/languages", auth("garbage.token"));
    expect(res.status).toBe(200);
  });

  it("follows ACCESS_TOKEN_TTL", async () => {
    process.env.ACCESS_TOKEN_TTL = "60";
    reloadConfig();
    try {
      const { tokens } = await signedInUser(t);
      expect(tokens.expiresIn).toBe(60);
      const claims = JSON.parse(Buffer.from(tokens.accessToken.split(".")[0], "base64url").toString());
      expect(claims.exp - claims.iat).toBe(60);
    } finally {
      delete process.env.ACCESS_TOKEN_TTL;
      reloadConfig();
    }
  });
});

describe("back-office profile", () => {
  it("answers 403 for a customer and the user for the admin", async () => {
    const { headers } = await signedInUser(t);
    expect(errorProblems(await get("v1/user/profile", headers), 403, "Forbidden")).toEqual([]);
    const admin = await t.call(accounts.login, {
      username: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
    });
    const res = await get("v1/user/profile", auth(admin.tokens.accessToken));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: demoAccounts.admin.email,
      isBackofficeUser: true,
      scope: ["admin", "cms", "media"],
    });
    expect(errorProblems(await get("v1/user/profile"), 401)).toEqual([]);
  });
});

describe("user settings", () => {
  it("answers the site's default language for an unset global language, and a stored value", async () => {
    const { user, headers } = await signedInUser(t);
    expect(await t.call(site.userSettingGet, { group: "global", key: "language" }, headers)).toEqual({
      group: "global",
      key: "language",
      value: "en",
    });
    expect(await t.call(site.userSettingGet, { group: "global", key: "theme" }, headers)).toEqual({
      group: "global",
      key: "theme",
      value: null,
    });
    await t.platform.services.db
      .insertInto("user_settings")
      .values({ user_id: user.id, group: "global", key: "language", value: "hr" })
      .execute();
    expect((await t.call(site.userSettingGet, { group: "global", key: "language" }, headers)).value).toBe("hr");
  });

  it("answers 401 for an invalid token", async () => {
    const res = await get("v1/settings/general/user?group=global&key=language", auth("x.y"));
    expect(errorProblems(res, 401, "Invalid access token.")).toEqual([]);
  });
});

describe("social login", () => {
  const body = (over: Record<string, unknown> = {}) => ({
    provider: "google",
    providerUserId: `g-${Math.random()}`,
    email: uniqueEmail("social"),
    emailVerified: true,
    firstName: "So",
    lastName: "Cial",
    ...over,
  });

  it("answers 403 without the storefront's proof", async () => {
    expect(errorProblems(await post("v1/user/social/oauth", body()), 403, "Forbidden")).toEqual([]);
    expect(
      errorProblems(await post("v1/user/social/oauth", body(), { storefront: "guess" }), 403, "Forbidden"),
    ).toEqual([]);
  });

  it("creates a verified user without a password, then finds it again by identity", async () => {
    const input = body();
    const headers = { storefront: storefrontProof() };
    const first = await post("v1/user/social/oauth", input, headers);
    expect(first.status).toBe(200);
    const data = accounts.socialLogin.output.parse(first.body.data);
    expect(data.user).toMatchObject({ email: input.email, emailVerified: true });
    const again = await post("v1/user/social/oauth", { ...input, email: uniqueEmail("changed") }, headers);
    expect(again.body.data.user.id).toBe(data.user.id);
    // No password: a password login cannot guess one.
    expect((await post("v1/login", { username: input.email, password: "" + PASSWORD })).status).toBe(401);
  });

  it("links an identity to an existing account with the same e-mail", async () => {
    const { email, user } = await signedInUser(t);
    const res = await post("v1/user/social/oauth", body({ email }), { storefront: storefrontProof() });
    expect(res.body.data.user.id).toBe(user.id);
  });

  it("takes an unconfirmed account from whoever registered the address: its password and sessions end", async () => {
    // Someone registers the victim's address with a password of theirs and signs in (an unconfirmed
    // account may); the address's owner then signs in with a provider that vouches for it.
    const { email } = await registerUser(t, { password: "someone-elses-1" });
    const squatter = await t.call(accounts.login, { username: email, password: "someone-elses-1" });
    const settings = "v1/settings/general/user?group=global&key=language";
    expect((await get(settings, auth(squatter.tokens.accessToken))).status).toBe(200);
    const res = await post("v1/user/social/oauth", body({ email }), { storefront: storefrontProof() });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: squatter.user.id, emailVerified: true });
    expect((await post("v1/login", { username: email, password: "someone-elses-1" })).status).toBe(401);
    expect((await get("v1/refresh", { refreshtoken: squatter.tokens.refreshToken })).status).toBe(401);
    expect((await get(settings, auth(squatter.tokens.accessToken))).status).toBe(401);
    expect((await get(settings, auth(res.body.data.tokens.accessToken))).status).toBe(200);
  });
});
