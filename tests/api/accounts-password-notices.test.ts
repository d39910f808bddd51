/**
 * Accounts, review h-accounts: a changed e-mail address gets its own confirmation mail, a changed or
 * reset password a security notice, the most common passwords are refused wherever a password is
 * chosen, and a login lockout says how long it lasts.
 */
process.env.PLATFORM_SECRET ??= "accounts-notices-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, mail } from "#server/contract";
import { ATTEMPT_LIMITS } from "#server/modules/accounts";
import { storefrontProof } from "#server/secrets";
import { errorProblems, startTestPlatform, type TestPlatform } from "../support/platform";
import {
  backOfficeUser,
  lastMail,
  PASSWORD,
  registerUser,
  signedInUser,
  tokenFromMail,
  uniqueEmail,
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
const codeOf = (res: { body: unknown }) => (res.body as { code?: string }).code;

describe("a new e-mail address is confirmed by a mail of its own", () => {
  it("asks the new address to confirm the change, not to confirm a registration", async () => {
    const { headers } = await signedInUser(t, { details: { firstName: "Mia", lastName: "K" } });
    const email = uniqueEmail("new-address");
    await t.call(
      accounts.updateProfile,
      { details: { firstName: "Mia", lastName: "K" }, email, password: PASSWORD },
      headers,
    );
    const confirmation = await lastMail(t, email, "verify-email");
    expect(confirmation.subject).toBe("Confirm your new e-mail address – Demo Shop");
    expect(confirmation.text).toContain("Hello Mia,");
    expect(confirmation.text).toContain(email);
    expect(confirmation.text).not.toMatch(/registering/i);
    // The link confirms the address as the registration's does.
    await t.call(accounts.verify, { token: tokenFromMail(confirmation.text, "verificationToken") });
    expect((await t.call(accounts.profile, {}, headers)).emailVerified).toBe(true);
  });

  it("is written in the language of the change", async () => {
    const { headers } = await signedInUser(t);
    const email = uniqueEmail("nova-adresa");
    await t.call(
      accounts.updateProfile,
      { details: { firstName: "Ana", lastName: "K" }, email, password: PASSWORD },
      { ...headers, language: "hr" },
    );
    const confirmation = await lastMail(t, email, "verify-email");
    expect(confirmation.subject).toBe("Potvrdite novu e-mail adresu – Demo Shop");
    expect(confirmation.text).toContain("/hr/prijava?verificationToken=");
    expect(confirmation.text).not.toMatch(/registraciji/i);
  });

  it("is an editable mail of its own, which the back office words", async () => {
    const admin = (await backOfficeUser(t)).headers;
    const { mails } = await t.call(mail.mailTemplates, {}, admin);
    const own = mails.find((m) => m.mail === "email-change-confirmation");
    expect(own).toMatchObject({ defaultKey: "email-change-confirmation", keyOption: null });
    expect(own?.placeholders).toContainEqual({ name: "link", required: true });
    expect(own?.placeholders).toContainEqual({ name: "newEmail", required: false });
    await t.call(
      mail.mailTemplateSave,
      {
        mail: "email-change-confirmation",
        key: "email-change-confirmation",
        language: "en",
        subject: "Is {{newEmail}} yours?",
        body: "Hi {{firstName}}, confirm it here:\n{{link}}",
      },
      admin,
    );
    const { headers } = await signedInUser(t);
    const email = uniqueEmail("worded");
    await t.call(
      accounts.updateProfile,
      { details: { firstName: "Lu", lastName: "K" }, email, password: PASSWORD },
      headers,
    );
    const confirmation = await lastMail(t, email, "verify-email");
    expect(confirmation.subject).toBe(`Is ${email} yours?`);
    expect(confirmation.text).toMatch(/^Hi Lu, confirm it here:\nhttp.*verificationToken=/);
    // The registration keeps its own mail.
    const { email: registered } = await registerUser(t);
    expect((await lastMail(t, registered, "verify-email")).subject).toBe("Confirm your e-mail address – Demo Shop");
  });
});

describe("a changed password is told to the account's address", () => {
  it("after a change in the profile, with a way back if it was not the owner", async () => {
    const { email, headers } = await signedInUser(t, { details: { firstName: "Iva", lastName: "P" } });
    expect(await lastMail(t, email, "password-changed")).toBeUndefined();
    await t.call(accounts.passwordReset, { oldPassword: PASSWORD, newPassword: "a-brand-new-secret" }, headers);
    const notice = await lastMail(t, email, "password-changed");
    expect(notice.subject).toBe("Your password was changed – Demo Shop");
    expect(notice.text).toContain("Hello Iva,");
    expect(notice.text).toContain("/forgot-password");
    expect(notice.text).toContain("/support-helpdesk");
    // Never the password itself.
    expect(notice.text).not.toContain("a-brand-new-secret");
    expect(notice.html).not.toContain("a-brand-new-secret");
  });

  it("after a reset by a mailed link, in the language of the reset", async () => {
    const { email } = await signedInUser(t);
    await t.call(accounts.passwordForgot, { email });
    const token = tokenFromMail((await lastMail(t, email, "reset-password")).text);
    await t.call(accounts.passwordSet, { token, password: "reset-to-this-one" }, { language: "hr" });
    const notice = await lastMail(t, email, "password-changed");
    expect(notice.subject).toBe("Vaša lozinka je promijenjena – Demo Shop");
    expect(notice.text).toContain("/hr/zaboravljena-lozinka");
  });

  it("not when the change is refused", async () => {
    const { email, headers } = await signedInUser(t);
    await post("v1/user/password/reset", { oldPassword: "wrong-password", newPassword: "another-one-1" }, headers);
    expect(await lastMail(t, email, "password-changed")).toBeUndefined();
  });
});

describe("the most common passwords are refused", () => {
  const common = ["password", "12345678", "qwertyqwerty", "Password1", "iloveyou"];

  it.each(common)("at registration: %s", async (password) => {
    const email = uniqueEmail("common");
    const res = await post("v1/user/web/register", { details: { firstName: "C", lastName: "P" }, email, password });
    expect(errorProblems(res, 400, "This password is too common. Choose another one.")).toEqual([]);
    expect(codeOf(res)).toBe("COMMON_PASSWORD");
    expect(await lastMail(t, email, "verify-email")).toBeUndefined();
  });

  it("in a password change, the old one still working", async () => {
    const { email, headers } = await signedInUser(t);
    const res = await post("v1/user/password/reset", { oldPassword: PASSWORD, newPassword: "qwertyqwerty" }, headers);
    expect(codeOf(res)).toBe("COMMON_PASSWORD");
    expect(res.status).toBe(400);
    expect((await post("v1/login", { username: email, password: PASSWORD })).status).toBe(200);
    expect(await lastMail(t, email, "password-changed")).toBeUndefined();
  });

  it("in a reset, whose link still works for a better password", async () => {
    const { email } = await signedInUser(t);
    await t.call(accounts.passwordForgot, { email });
    const token = tokenFromMail((await lastMail(t, email, "reset-password")).text);
    const res = await post("v1/user/password/set", { token, password: "12345678" });
    expect(codeOf(res)).toBe("COMMON_PASSWORD");
    expect(res.status).toBe(400);
    expect(await t.call(accounts.passwordSet, { token, password: "not-so-common-9" })).toEqual({ changed: true });
  });

  it("lets an uncommon password through", async () => {
    const { email } = await registerUser(t, { password: "violet-harbour-73" });
    expect(await lastMail(t, email, "verify-email")).toBeDefined();
  });
});

describe("a login lockout says how long it lasts", () => {
  it("answers the seconds left with Retry-After and in the error's details", async () => {
    const { email } = await registerUser(t);
    const address = { storefront: storefrontProof(), clientip: "198.51.100.201" };
    for (let i = 0; i < ATTEMPT_LIMITS.login.perAccountAndAddress; i++)
      await post("v1/login", { username: email, password: `wrong-${i}` }, address);
    const res = await post("v1/login", { username: email, password: PASSWORD }, address);
    expect(errorProblems(res, 429, "Too many login attempts. Try again later.")).toEqual([]);
    const windowSeconds = ATTEMPT_LIMITS.login.windowMs / 1000;
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect((res.body as { details?: unknown }).details).toEqual({ retryAfterSeconds: retryAfter });

    // The window began with the first failure: ten minutes into it, five are left.
    await t.platform.services.db
      .updateTable("rate_limits")
      .set({ window_start: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where("key", "like", `%${email}`)
      .execute();
    const later = await post("v1/login", { username: email, password: PASSWORD }, address);
    expect(later.status).toBe(429);
    expect(Number(later.headers.get("retry-after"))).toBeGreaterThanOrEqual(299);
    expect(Number(later.headers.get("retry-after"))).toBeLessThanOrEqual(300);
  });
});
