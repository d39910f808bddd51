/**
 * PasswordProtection (spec section 3; docs/decisions/0059-custom-code.md): a password the whole
 * storefront asks shoppers for. The option keeps only its scrypt hash (the accounts' hasher), and
 * every read of the options shows a fingerprint of that hash instead ("" while off): the storefront
 * learns whether the site is protected, and a remembered entry stops working when the password
 * changes, yet no caller ever sees the password or its hash.
 */
import { createHash } from "node:crypto";
import { cmsMessages } from "#server/contract/cms";
import { sitePasswordOff } from "#server/contract/option-values";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { accountsMessages } from "#server/contract/accounts";
import { ATTEMPT_LIMITS, countAttempt, hashPassword, isLimited, perAddress, verifyPassword } from "../accounts";
import { DomainError } from "../errors";
import type { Scope } from "../scope";

export const SITE_PASSWORD_KEY = "PasswordProtection";

const isOff = (value: string) => (sitePasswordOff as readonly string[]).includes(value.trim());

/** What is stored for a value saved: "" for off, else the password's hash. */
export async function storedSitePassword(value: string): Promise<string> {
  return isOff(value) ? "" : hashPassword(value);
}

/** What the options show for the stored value: "" while off, else a fingerprint of the hash. */
export function shownSitePassword(stored: string): string {
  if (isOff(stored)) return "";
  return createHash("sha256").update(stored).digest("base64url").slice(0, 22);
}

async function storedHash(db: DbOrTx, siteId: number): Promise<string> {
  const row = await db
    .selectFrom("cms_options")
    .select("value")
    .where("site_id", "=", siteId)
    .where("key", "=", SITE_PASSWORD_KEY)
    .where("language_code", "is", null)
    .executeTakeFirst();
  return row?.value ?? "";
}

/**
 * Checks a shopper's password against the site's: the fingerprint to remember on success. Wrong
 * guesses count per client address as failed logins do (ATTEMPT_LIMITS.sitePassword): beyond the
 * limit every try is answered 429, right or wrong, until the window ends.
 */
export async function checkSitePassword(
  services: Services,
  { site }: Scope,
  clientAddress: string,
  password: string,
): Promise<{ fingerprint: string }> {
  const { perAddress: max, windowMs } = ATTEMPT_LIMITS.sitePassword;
  const limits = perAddress("site-password", clientAddress, max, windowMs);
  if (await isLimited(services.db, limits)) throw new DomainError(accountsMessages.tooManyAttempts, 429);
  const stored = await storedHash(services.db, site.id);
  if (isOff(stored)) return { fingerprint: "" };
  if (await verifyPassword(password, stored)) return { fingerprint: shownSitePassword(stored) };
  await countAttempt(services.db, limits);
  throw new DomainError(cmsMessages.sitePasswordWrong, 401);
}
