/** Helpers for the accounts API tests: users made through the API, tokens, mail links. */
import { accounts, type InputOf } from "#server/contract";
import { REFRESH_REUSE_GRACE_MS, setBackofficeUser } from "#server/modules/accounts";
import { listOutbox } from "#server/modules/mail";
import { siteScope } from "#server/modules/scope";
import { afterAll, beforeAll } from "vitest";
import { startTestPlatform, type TestPlatform } from "../support/platform";

export const SITE_ID = 1;
export const PASSWORD = "correct-horse-1";

let counter = 0;
/** A fresh e-mail address per call (tests in one file share the database). */
export const uniqueEmail = (prefix = "user") => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

export const auth = (accessToken: string) => ({ accesstoken: accessToken });

/** Registers a new user; the verification token is only in the mail (verificationTokenOf). */
export async function registerUser(t: TestPlatform, overrides: Partial<InputOf<typeof accounts.register>> = {}) {
  const email = overrides.email ?? uniqueEmail();
  await t.call(accounts.register, {
    details: { firstName: "Test", lastName: "User" },
    email,
    password: PASSWORD,
    ...overrides,
  });
  return { email };
}

/** The token of the newest verification mail to an address. */
export async function verificationTokenOf(t: TestPlatform, email: string): Promise<string> {
  return tokenFromMail((await lastMail(t, email, "verify-email")).text, "verificationToken");
}

/** Registers (verified) and logs in. */
export async function signedInUser(t: TestPlatform, overrides: Parameters<typeof registerUser>[1] = {}) {
  const { email } = await registerUser(t, overrides);
  await t.call(accounts.verify, { token: await verificationTokenOf(t, email) });
  const session = await t.call(accounts.login, { username: email, password: overrides.password ?? PASSWORD });
  return { email, user: session.user, tokens: session.tokens, headers: auth(session.tokens.accessToken) };
}

/** Registers (verified), makes a back-office user of the demo site and logs in. */
export async function backOfficeUser(t: TestPlatform) {
  const user = await signedInUser(t);
  await setBackofficeUser(t.platform.services, await siteScope(t.platform.services, SITE_ID), user.email, true);
  return user;
}

/** Who the back-office tests act as: an editor (a back-office user) and a customer, both signed in. */
export async function editorAndCustomer(t: TestPlatform) {
  const editor = await backOfficeUser(t);
  const customer = await signedInUser(t);
  return { admin: editor.headers, adminEmail: editor.email, customer: customer.headers };
}

/**
 * For a file's tests: a platform with a back-office user and a signed-in customer, started before
 * them and handed to `use` (which keeps them in the file's own variables), stopped after them.
 */
export function withEditorAndCustomer(
  use: (started: { t: TestPlatform } & Awaited<ReturnType<typeof editorAndCustomer>>) => void,
): void {
  let started: TestPlatform | undefined;
  beforeAll(async () => {
    started = await startTestPlatform();
    use({ t: started, ...(await editorAndCustomer(started)) });
  });
  afterAll(async () => {
    await started?.close();
  });
}

/** Moves the rotations of a user's used refresh tokens back past the reuse grace window: presented
 * again now, they are a stolen copy, no longer a concurrent refresh. */
export async function pastReuseGrace(t: TestPlatform, userId: number): Promise<void> {
  const before = new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000).toISOString();
  await t.platform.services.db
    .updateTable("refresh_tokens")
    .set({ used_at: before })
    .where("user_id", "=", userId)
    .where("used_at", "is not", null)
    .execute();
}

/** The newest mail of a kind to an address. */
export async function lastMail(t: TestPlatform, to: string, kind: string) {
  const [mail] = await listOutbox(t.platform.services, SITE_ID, { to, kind, limit: 1 });
  return mail;
}

/** The token in a mail's link (the last `=`-parameter or path segment). */
export function tokenFromMail(text: string, param = "token"): string {
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no ${param} link in:\n${text}`);
  return decodeURIComponent(match[1]);
}
