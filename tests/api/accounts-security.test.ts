/**
 * Accounts under attack (issue 10): login throttling that cannot lock the owner out, every path to a
 * login limited per client address (learnt from the connection for direct callers), registration
 * and password reset that hand no token to a caller and answer alike for known and unknown
 * addresses, mailed links normalised onto the site's URL, access tokens that die with their
 * session, member cards that belong to their holder, and social sign-ins that need a verified e-mail.
 */
process.env.PLATFORM_SECRET ??= "accounts-security-test-platform-secret";

import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, cart, cms } from "#server/contract";
import { ATTEMPT_LIMITS, demoAccounts, setBackofficeUser, signClaims } from "#server/modules/accounts";
import { storefrontProof } from "#server/secrets";
import { siteScope } from "#server/modules/scope";
import { errorProblems, startTestPlatform, type TestPlatform } from "../support/platform";
import {
  auth,
  lastMail,
  PASSWORD,
  pastReuseGrace,
  registerUser,
  SITE_ID,
  signedInUser,
  tokenFromMail,
  uniqueEmail,
} from "./accounts-fixture";
import { dayFromToday, expectFailure, insertMemberCard, newCart } from "./cart-fixture";

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

let addressCounter = 0;
/** A client address nobody else in this file uses (the storefront tells it, with its proof). */
const freshAddress = () => `198.51.100.${++addressCounter}`;
const from = (address: string) => ({ storefront: storefrontProof(), clientip: address });

const TOO_MANY_LOGINS = "Too many login attempts. Try again later.";
const TOO_MANY = "Too many attempts. Try again later.";

describe("login throttling", () => {
  it("five wrong passwords from one address do not block the right password from another", async () => {
    const { email } = await registerUser(t);
    const attacker = freshAddress();
    for (let i = 0; i < ATTEMPT_LIMITS.login.perAccountAndAddress; i++) {
      expect((await post("v1/login", { username: email, password: `wrong-${i}` }, from(attacker))).status).toBe(401);
    }
    // The attacker's address is slowed down on this account, even with the right password...
    expect(
      errorProblems(
        await post("v1/login", { username: email, password: PASSWORD }, from(attacker)),
        429,
        TOO_MANY_LOGINS,
      ),
    ).toEqual([]);
    // ...while the owner, elsewhere, logs in at once.
    expect((await post("v1/login", { username: email, password: PASSWORD }, from(freshAddress()))).status).toBe(200);
  });

  describe("direct API callers, counted by the address of their connection", () => {
    let server: Server;
    let port: number;

    beforeAll(async () => {
      // Served the way the Express host serves /api: @hono/node-server's listener, whose bindings carry the socket.
      server = createServer(getRequestListener(t.platform.fetch));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    /** A login posted from a loopback address of our choosing (Linux answers on all of 127/8). */
    function loginFrom(localAddress: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            localAddress,
            method: "POST",
            path: "/api/v1/login",
            headers: { apikey: "demo-public-api-key", "content-type": "application/json", ...headers },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.end(JSON.stringify(body));
      });
    }

    it("limits the address that failed, not everyone", async () => {
      for (let i = 0; i < ATTEMPT_LIMITS.login.perAddress; i++) {
        // A forged clientip (no storefront proof) changes nothing: the socket's address counts.
        expect(
          await loginFrom(
            "127.0.0.2",
            { username: uniqueEmail("direct"), password: "wrong-password" },
            { clientip: `203.0.113.${i}` },
          ),
        ).toBe(401);
      }
      const { email } = await registerUser(t);
      expect(await loginFrom("127.0.0.2", { username: email, password: PASSWORD })).toBe(429);
      expect(await loginFrom("127.0.0.3", { username: email, password: PASSWORD })).toBe(200);
    });
  });
});

describe("every path to a login is limited per client address", () => {
  it("refresh: failed refreshes from one address", async () => {
    const address = freshAddress();
    for (let i = 0; i < ATTEMPT_LIMITS.refresh.perAddress; i++) {
      expect(
        (await get("v1/refresh", { ...from(address), refreshtoken: `no-such-refresh-token-${i}-abcdefghijklmnop` }))
          .status,
      ).toBe(401);
    }
    const { tokens } = await signedInUser(t);
    expect(
      errorProblems(await get("v1/refresh", { ...from(address), refreshtoken: tokens.refreshToken }), 429, TOO_MANY),
    ).toEqual([]);
    expect((await get("v1/refresh", { ...from(freshAddress()), refreshtoken: tokens.refreshToken })).status).toBe(200);
  });

  it("register", async () => {
    const address = freshAddress();
    const body = () => ({
      details: { firstName: "R", lastName: "L" },
      email: uniqueEmail("limit"),
      password: PASSWORD,
    });
    for (let i = 0; i < ATTEMPT_LIMITS.register.perAddress; i++)
      expect((await post("v1/user/web/register", body(), from(address))).status).toBe(200);
    expect(errorProblems(await post("v1/user/web/register", body(), from(address)), 429, TOO_MANY)).toEqual([]);
    expect((await post("v1/user/web/register", body(), from(freshAddress()))).status).toBe(200);
    // A dozen registrations, each hashing a password: slow on a busy machine, not a hang.
  }, 60_000);

  it("forgot password, alike for known and unknown addresses", async () => {
    const address = freshAddress();
    const { email } = await registerUser(t);
    for (let i = 0; i < ATTEMPT_LIMITS.forgot.perAddress; i++) {
      expect((await post("v1/user/password/forgot", { email: uniqueEmail("nobody") }, from(address))).status).toBe(200);
    }
    expect(errorProblems(await post("v1/user/password/forgot", { email }, from(address)), 429, TOO_MANY)).toEqual([]);
    expect(
      errorProblems(
        await post("v1/user/password/forgot", { email: uniqueEmail("nobody") }, from(address)),
        429,
        TOO_MANY,
      ),
    ).toEqual([]);
    expect((await post("v1/user/password/forgot", { email }, from(freshAddress()))).status).toBe(200);
  });

  it("reset-link check: checks that find no usable token, from one address", async () => {
    const address = freshAddress();
    const { email } = await registerUser(t);
    await post("v1/user/password/forgot", { email }, from(freshAddress()));
    const token = tokenFromMail((await lastMail(t, email, "reset-password")).text);
    // Checks of a working link do not count.
    for (let i = 0; i < 3; i++)
      expect((await post("v1/user/password/check", { token }, from(address))).body).toEqual({ data: { valid: true } });
    for (let i = 0; i < ATTEMPT_LIMITS.resetCheck.perAddress; i++) {
      expect((await post("v1/user/password/check", { token: `no-such-reset-token-${i}` }, from(address))).body).toEqual(
        {
          data: { valid: false },
        },
      );
    }
    expect(errorProblems(await post("v1/user/password/check", { token }, from(address)), 429, TOO_MANY)).toEqual([]);
    expect((await post("v1/user/password/check", { token }, from(freshAddress()))).body).toEqual({
      data: { valid: true },
    });
  });

  it("member-card check: per user and per address", async () => {
    const { headers } = await signedInUser(t);
    const address = freshAddress();
    for (let i = 0; i < ATTEMPT_LIMITS.memberCard.perUser; i++) {
      expect((await get(`v1/user/member/check?barcode=GUESS-${i}`, { ...headers, ...from(address) })).status).toBe(200);
    }
    expect(
      errorProblems(
        await get("v1/user/member/check?barcode=GUESS-X", { ...headers, ...from(freshAddress()) }),
        429,
        TOO_MANY,
      ),
    ).toEqual([]);
    // The same user's cart cannot be used to keep guessing either.
    const session = await newCart(t, headers);
    await expectFailure(
      t.call(cart.applyMemberCard, { ...session, barcode: "GUESS-Y" }, { ...headers, ...from(freshAddress()) }),
      429,
      TOO_MANY,
    );

    // Several users behind one address, each within their own limit: the address's limit stops them.
    const shared = freshAddress();
    let checks = 0;
    while (checks < ATTEMPT_LIMITS.memberCard.perAddress) {
      const other = await signedInUser(t);
      for (
        let i = 0;
        i < ATTEMPT_LIMITS.memberCard.perUser && checks < ATTEMPT_LIMITS.memberCard.perAddress;
        i++, checks++
      ) {
        expect(
          (await get(`v1/user/member/check?barcode=SPRAY-${checks}`, { ...other.headers, ...from(shared) })).status,
        ).toBe(200);
      }
    }
    const last = await signedInUser(t);
    expect(
      errorProblems(
        await get("v1/user/member/check?barcode=SPRAY-X", { ...last.headers, ...from(shared) }),
        429,
        TOO_MANY,
      ),
    ).toEqual([]);
  });
});

describe("registration hands out nothing", () => {
  const details = { firstName: "Reg", lastName: "Ister" };

  it("gives no verification token to the caller: it travels only in the e-mail", async () => {
    const email = uniqueEmail("notoken");
    const res = await post("v1/user/web/register", { details, email, password: PASSWORD });
    expect(res.status).toBe(200);
    const token = tokenFromMail((await lastMail(t, email, "verify-email")).text, "verificationToken");
    expect(JSON.stringify(res.body)).not.toContain(token);
    expect(res.body.data).not.toHaveProperty("user");
  });

  it("answers a known address exactly like a new one, mails its owner, and changes nothing", async () => {
    const owner = await signedInUser(t);
    const fresh = await post("v1/user/web/register", { details, email: uniqueEmail("fresh"), password: PASSWORD });
    const again = await post("v1/user/web/register", {
      details,
      email: owner.email.toUpperCase(),
      password: "attacker-password-1",
    });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);

    const mail = await lastMail(t, owner.email, "account-exists");
    expect(mail.subject).toMatch(/already have an account/i);
    expect(mail.text).toContain("http://localhost:3000/login");
    expect(mail.text).toContain("http://localhost:3000/forgot-password");
    // The owner's password and session are untouched.
    await expect(t.call(accounts.profile, {}, owner.headers)).resolves.toMatchObject({ email: owner.email });
    expect((await post("v1/login", { username: owner.email, password: "attacker-password-1" })).status).toBe(401);
    expect((await post("v1/login", { username: owner.email, password: PASSWORD })).status).toBe(200);
  });
});

describe("mailed links", () => {
  const resetLink = async (email: string) => {
    const mail = await lastMail(t, email, "reset-password");
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    expect(link, "a link in the mail").toBeDefined();
    return { text: mail.text, html: mail.html, link: link! };
  };

  it("points at the set-password page by default", async () => {
    const { email } = await registerUser(t);
    await post("v1/user/password/forgot", { email });
    const { link } = await resetLink(email);
    expect(new URL(link).pathname).toBe("/reset-password");
    expect(new URL(link).origin).toBe("http://localhost:3000");
  });

  it.each([
    ["a backslash before an @", "http://localhost:3000\\@evil.example/reset-password?token={token}"],
    ["a backslash path", "/\\/evil.example/reset-password?token={token}"],
    ["user info", "http://evil.example@localhost:3000/reset-password?token={token}"],
    ["a tab and a backslash", "http://localhost:3000/\t\\evil.example/?token={token}"],
  ])("normalises %s onto the site's URL", async (_, resetUrl) => {
    const { email } = await registerUser(t);
    const res = await post("v1/user/password/forgot", { email, resetUrl });
    if (res.status === 400) {
      // Refusing is fine too; what matters is that nothing is mailed to a link on another host.
      expect(errorProblems(res, 400, "The link must point to this site.")).toEqual([]);
      return;
    }
    expect(res.status).toBe(200);
    const { text, html, link } = await resetLink(email);
    expect(link.startsWith("http://localhost:3000/")).toBe(true);
    // "http://localhost:3000/" ends the authority for every parser; no backslash is left to reinterpret.
    expect(text).not.toContain("\\");
    expect(html).not.toContain("\\");
    expect(text).not.toContain("evil.example@");
    for (const [, href] of html.matchAll(/href="([^"]*)"/g))
      expect(href.startsWith("http://localhost:3000/")).toBe(true);
    // The token works from the normalised link.
    const token = tokenFromMail(text);
    expect((await post("v1/user/password/set", { token, password: "a-new-password-1" })).status).toBe(200);
  });

  it("normalises a verification link the same way", async () => {
    const email = uniqueEmail("verifylink");
    await post("v1/user/web/register", {
      details: { firstName: "V", lastName: "L" },
      email,
      password: PASSWORD,
      verificationUrl: "http://localhost:3000\\@evil.example/login?verificationToken={token}",
    });
    const mail = await lastMail(t, email, "verify-email");
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(link.startsWith("http://localhost:3000/")).toBe(true);
    expect(mail.text).not.toContain("\\");
  });
});

describe("access tokens die with their session", () => {
  const profile = (headers: Record<string, string>) => get("v1/user/web/profile", headers);

  it("after logout", async () => {
    const { tokens, headers } = await signedInUser(t);
    expect((await profile(headers)).status).toBe(200);
    await post("v1/user/logout", { refreshToken: tokens.refreshToken }, headers);
    expect(errorProblems(await profile(headers), 401, "Invalid access token.")).toEqual([]);
  });

  it("after a password reset, for every session of the user", async () => {
    const { email, headers } = await signedInUser(t);
    const other = await t.call(accounts.login, { username: email, password: PASSWORD });
    await post("v1/user/password/forgot", { email });
    const token = tokenFromMail((await lastMail(t, email, "reset-password")).text);
    expect((await post("v1/user/password/set", { token, password: "after-reset-pass-1" })).status).toBe(200);
    expect(errorProblems(await profile(headers), 401, "Invalid access token.")).toEqual([]);
    expect(errorProblems(await profile(auth(other.tokens.accessToken)), 401, "Invalid access token.")).toEqual([]);
  });

  it("after a password change, except for the session that changed it", async () => {
    const { email, headers } = await signedInUser(t);
    const other = await t.call(accounts.login, { username: email, password: PASSWORD });
    expect(
      (await post("v1/user/password/reset", { oldPassword: PASSWORD, newPassword: "changed-pass-1" }, headers)).status,
    ).toBe(200);
    expect((await profile(headers)).status).toBe(200);
    expect(errorProblems(await profile(auth(other.tokens.accessToken)), 401, "Invalid access token.")).toEqual([]);
  });

  it("after refresh-token reuse: the old and the rotated access tokens both", async () => {
    const { user, tokens, headers } = await signedInUser(t);
    const rotated = (await get("v1/refresh", { refreshtoken: tokens.refreshToken })).body.data.tokens;
    expect((await profile(auth(rotated.accessToken))).status).toBe(200);
    await pastReuseGrace(t, user.id);
    expect((await get("v1/refresh", { refreshtoken: tokens.refreshToken })).status).toBe(401);
    expect(errorProblems(await profile(headers), 401, "Invalid access token.")).toEqual([]);
    expect(errorProblems(await profile(auth(rotated.accessToken)), 401, "Invalid access token.")).toEqual([]);
  });

  it("a token that names no session is refused", async () => {
    const { user, tokens } = await signedInUser(t);
    const [payload] = tokens.accessToken.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    expect(
      errorProblems(await profile(auth(signClaims({ ...claims, jti: undefined }))), 401, "Invalid access token."),
    ).toEqual([]);
    expect(
      errorProblems(
        await profile(auth(signClaims({ ...claims, jti: "no-such-session" }))),
        401,
        "Invalid access token.",
      ),
    ).toEqual([]);
    expect(claims.sub).toBe(user.id);
  });

  it("a demoted back-office user loses admin access on the next call with the old token", async () => {
    const email = uniqueEmail("staff");
    await registerUser(t, { email });
    await setBackofficeUser(t.platform.services, await siteScope(t.platform.services, SITE_ID), email, true);
    const session = await t.call(accounts.login, { username: email, password: PASSWORD });
    const headers = auth(session.tokens.accessToken);
    expect((await get("v1/cms/cache/tags", headers)).status).toBe(200);
    expect((await get("v1/user/profile", headers)).status).toBe(200);

    await setBackofficeUser(t.platform.services, await siteScope(t.platform.services, SITE_ID), email, false);
    expect(errorProblems(await get("v1/cms/cache/tags", headers), 403, "Forbidden")).toEqual([]);
    expect(errorProblems(await get("v1/user/profile", headers), 403, "Forbidden")).toEqual([]);
    const settings = await t.request("/api/v1/settings/checkoutSettings", {
      method: "PATCH",
      body: { cartType: 1 },
      headers,
    });
    expect(errorProblems(settings, 403, "Forbidden")).toEqual([]);
    // Still a customer.
    expect((await profile(headers)).status).toBe(200);
  });

  it("token answers are never stored by caches", async () => {
    const { email } = await registerUser(t);
    const login = await post("v1/login", { username: email, password: PASSWORD });
    expect(login.headers.get("cache-control")).toBe("no-store");
    const refresh = await get("v1/refresh", { refreshtoken: login.body.data.tokens.refreshToken });
    expect(refresh.status).toBe(200);
    expect(refresh.headers.get("cache-control")).toBe("no-store");
    const social = await post(
      "v1/user/social/oauth",
      { provider: "example", providerUserId: `p-${Date.now()}`, email: uniqueEmail("nostore"), emailVerified: true },
      { storefront: storefrontProof() },
    );
    expect(social.status).toBe(200);
    expect(social.headers.get("cache-control")).toBe("no-store");
  });
});

describe("member cards belong to their holder", () => {
  const INVALID = "Membership card is not valid.";

  it("another user's valid card is refused in the cart, the profile and at registration", async () => {
    const { headers } = await signedInUser(t);
    const session = await newCart(t, headers);
    // The demo customer holds the demo card.
    await expectFailure(
      t.call(cart.applyMemberCard, { ...session, barcode: demoAccounts.memberCards.valid }, headers),
      400,
      INVALID,
    );
    await expectFailure(
      t.call(
        accounts.updateProfile,
        {
          details: { firstName: "A", lastName: "B" },
          email: uniqueEmail("unused"),
          password: PASSWORD,
          memberCardBarcode: demoAccounts.memberCards.valid,
        },
        headers,
      ),
      400,
      INVALID,
    );
    const res = await post("v1/user/web/register", {
      details: { firstName: "A", lastName: "B" },
      email: uniqueEmail(),
      password: PASSWORD,
      memberCardBarcode: demoAccounts.memberCards.valid,
    });
    expect(errorProblems(res, 400, INVALID)).toEqual([]);
    expect(await t.call(accounts.memberCardCheck, { barcode: demoAccounts.memberCards.valid }, headers)).toEqual({
      isValid: false,
    });
  });

  it("a card nobody holds becomes the applying user's, and nobody else's", async () => {
    const barcode = await insertMemberCard(t, dayFromToday(365));
    const first = await signedInUser(t);
    expect(await t.call(accounts.memberCardCheck, { barcode }, first.headers)).toEqual({ isValid: true });
    const mine = await newCart(t, first.headers);
    const { cart: applied } = await t.call(cart.applyMemberCard, { ...mine, barcode }, first.headers);
    expect(applied.memberCardBarcode).toBe(barcode);
    expect((await t.call(accounts.profile, {}, first.headers)).memberCardBarcode).toBe(barcode);
    // Applying it again is fine for its holder.
    await t.call(cart.applyMemberCard, { ...(await newCart(t, first.headers)), barcode }, first.headers);

    const second = await signedInUser(t);
    await expectFailure(
      t.call(cart.applyMemberCard, { ...(await newCart(t, second.headers)), barcode }, second.headers),
      400,
      INVALID,
    );
    expect(await t.call(accounts.memberCardCheck, { barcode }, second.headers)).toEqual({ isValid: false });
  });

  it("the card check needs a signed-in user", async () => {
    expect(
      errorProblems(await get(`v1/user/member/check?barcode=${demoAccounts.memberCards.valid}`), 401, "No active user"),
    ).toEqual([]);
  });
});

describe("social sign-in", () => {
  const body = (over: Record<string, unknown> = {}) => ({
    provider: "example",
    providerUserId: `s-${Math.random()}`,
    email: uniqueEmail("social"),
    firstName: "So",
    lastName: "Cial",
    ...over,
  });

  it("never links to an account by an e-mail the provider did not verify", async () => {
    const { email, user } = await signedInUser(t);
    for (const emailVerified of [false, undefined]) {
      const res = await post("v1/user/social/oauth", body({ email, emailVerified }), { storefront: storefrontProof() });
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(res.body)).not.toContain(`"id":${user.id}`);
    }
    const verified = await post("v1/user/social/oauth", body({ email, emailVerified: true }), {
      storefront: storefrontProof(),
    });
    expect(verified.body.data.user.id).toBe(user.id);
  });
});

describe("cache tags stay readable", () => {
  it("the back office still lists the platform's caches", async () => {
    const admin = await t.call(accounts.login, {
      username: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
    });
    const { tags } = await t.call(cms.cacheTags, {}, auth(admin.tokens.accessToken));
    expect(Array.isArray(tags)).toBe(true);
  });
});
