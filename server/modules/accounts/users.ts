/**
 * Users: the contract's user shape, registration with e-mail verification, profile updates and
 * per-user settings. E-mail addresses are kept lower-cased and are unique per site.
 */
import { sql, type Selectable } from "kysely";
import type { Address, AddressInput, User } from "#server/contract/accounts";
import { checkoutMessages } from "#server/contract/checkout";
import { isLocale, type Locale } from "#server/contract/urls";
import { userSearchColumns, type DbOrTx } from "#server/db";
import type { AddressesTable, CountriesTable, UsersTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { composeMail, queueMail } from "../mail";
import type { CallerFacts, Scope, UserScope } from "../scope";
import { storeDeliversTo, type SiteRecord, type StoreRecord } from "../site";
import { forgetSessions, parseScope } from "./active-sessions";
import { refuseCommonPassword } from "./common-passwords";
import { AccountsError, accountsError, isUniqueViolation, messages } from "./errors";
import { linkTemplate, sitePageUrl } from "./links";
import { countMemberCardCheck, isMemberCardUsable } from "./member-cards";
import { findSpentToken, mailOneTimeToken, retireOneTimeTokens, useOneTimeToken } from "./one-time-tokens";
import { hashPassword, verifyPassword } from "./passwords";
import { ATTEMPT_LIMITS, countAttempt, countPasswordCheck, perAddress } from "./rate-limit";

export type UserRow = Selectable<UsersTable>;

/** Verification links live 48 hours. */
export const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const nowIso = () => new Date().toISOString();

// ---------------------------------------------------------------- addresses (shared shape)

/** An address as read with its country's ISO code. */
type AddressRow = Omit<Selectable<AddressesTable>, "user_id" | "created_at" | "updated_at"> &
  Pick<CountriesTable, "iso">;

export function toAddress(r: AddressRow): Address {
  return {
    id: r.id,
    type: r.type as Address["type"],
    firstName: r.first_name,
    lastName: r.last_name,
    contactEmail: r.contact_email,
    contactPhone: r.contact_phone,
    country: r.iso,
    countryId: r.country_id,
    city: r.city,
    street: r.street,
    houseNumber: r.house_number,
    zipCode: r.zip_code,
    region: r.region,
    companyName: r.company_name,
    companyOIB: r.company_oib,
  };
}

export function addressQuery(db: DbOrTx) {
  return db
    .selectFrom("addresses as a")
    .innerJoin("countries as c", "c.id", "a.country_id")
    .select([
      "a.id",
      "a.type",
      "a.first_name",
      "a.last_name",
      "a.contact_email",
      "a.contact_phone",
      "a.country_id",
      "c.iso",
      "a.city",
      "a.street",
      "a.house_number",
      "a.zip_code",
      "a.region",
      "a.company_name",
      "a.company_oib",
    ]);
}

/** The country id of an ISO code; 400 "Unknown country." when there is none. */
export async function countryIdOf(db: DbOrTx, iso: string): Promise<number> {
  const row = await db
    .selectFrom("countries")
    .select("id")
    .where("iso", "=", iso.trim().toUpperCase())
    .executeTakeFirst();
  if (!row) throw accountsError(messages.unknownCountry, 400);
  return row.id;
}

/**
 * An address's row. Its country must be one the store delivers to, as the checkout asks of both its
 * addresses (`storeDeliversTo`), else 400 COUNTRY_NOT_ALLOWED, the envelope's `details.field` naming
 * the field (`field`); an address saved before keeps the country it has (`kept`) whether or not it is
 * still delivered to (docs/decisions/0110-address-book-countries.md).
 */
export async function addressValues(
  db: DbOrTx,
  store: StoreRecord,
  input: AddressInput,
  { field = "country", kept }: { field?: string; kept?: string } = {},
) {
  const countryId = await countryIdOf(db, input.country);
  const country = input.country.trim().toUpperCase();
  if (country !== kept && !storeDeliversTo(store, country))
    throw new AccountsError(checkoutMessages.countryNotAllowed, 400, undefined, { field });
  return {
    type: input.type,
    first_name: input.firstName,
    last_name: input.lastName,
    contact_email: input.contactEmail,
    contact_phone: input.contactPhone,
    country_id: countryId,
    city: input.city,
    street: input.street,
    house_number: input.houseNumber,
    zip_code: input.zipCode,
    region: input.region ?? "",
    company_name: input.companyName ?? "",
    company_oib: input.companyOIB ?? "",
  };
}

// ---------------------------------------------------------------- users

export async function findUserRow(db: DbOrTx, siteId: number, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", userId).where("site_id", "=", siteId).executeTakeFirst();
}

/** The user's e-mail address (null for no such user of the site). */
export async function userEmailOf(db: DbOrTx, siteId: number, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom("users")
    .select("email")
    .where("id", "=", userId)
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function findUserByEmail(db: DbOrTx, siteId: number, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("site_id", "=", siteId)
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
}

/** Whether the address has an account on the site. */
export async function isRegistered(db: DbOrTx, siteId: number, email: string): Promise<boolean> {
  return (await findUserByEmail(db, siteId, email)) !== undefined;
}

export async function toUser(db: DbOrTx, row: UserRow): Promise<User> {
  const addresses = await addressQuery(db).where("a.user_id", "=", row.id).orderBy("a.id").execute();
  return {
    id: row.id,
    email: row.email,
    username: row.email,
    details: { firstName: row.first_name, lastName: row.last_name },
    company: { name: row.company_name },
    memberCardBarcode: row.member_card_barcode,
    isBackofficeUser: Number(row.is_backoffice_user) === 1,
    scope: parseScope(row.scope),
    emailVerified: row.email_verified_at !== null,
    hasPassword: row.password_hash !== null,
    addresses: addresses.map(toAddress),
  };
}

/** The user behind a valid access token; 401 when it no longer exists. */
export async function loadUser(services: Services, { site, userId }: UserScope): Promise<User> {
  const row = await findUserRow(services.db, site.id, userId);
  if (!row) throw accountsError(messages.invalidAccess, 401);
  return toUser(services.db, row);
}

/** Whether the user's address was changed in the profile and the new one is not confirmed yet: its
 * confirmation is the change's (email-change-confirmation), not the registration's. */
export function emailChangePending(row: Pick<UserRow, "email_verified_at" | "email_changed_at">): boolean {
  return row.email_verified_at === null && row.email_changed_at !== null;
}

/** Where a confirmation link leads without a caller's own URL: the login page confirms the address. */
export const VERIFY_LINK = { page: "login", param: "verificationToken" } as const;

/**
 * Queues a confirmation of the user's address with a new link (48 hours): the registration's, or,
 * for an address changed in the profile, a mail that asks to confirm the change. Pass the caller's
 * transaction.
 */
export async function queueVerification(
  tx: DbOrTx,
  site: SiteRecord,
  language: Locale,
  user: { id: number; email: string; firstName: string },
  template: string,
  mail: "registration" | "email-change-confirmation" = "registration",
): Promise<void> {
  await mailOneTimeToken(tx, site.id, user, { purpose: "verify-email", ttlMs: VERIFY_TTL_MS, template }, (link) => {
    const values = { siteName: site.name, firstName: user.firstName, link, hours: VERIFY_TTL_MS / 3_600_000 };
    return mail === "registration"
      ? composeMail(tx, site.id, mail, language, values)
      : composeMail(tx, site.id, mail, language, { ...values, newEmail: user.email });
  });
}

/**
 * Mails an unconfirmed address its confirmation again with a new link (the earlier ones stop
 * working): the e-mail change's while one is pending (emailChangePending), else the registration's.
 * Says which. Pass the caller's transaction.
 */
export async function queueConfirmationAgain(
  tx: DbOrTx,
  site: SiteRecord,
  language: Locale,
  row: UserRow,
  template: string,
): Promise<"registration" | "email-change-confirmation"> {
  const which = emailChangePending(row) ? "email-change-confirmation" : "registration";
  await retireOneTimeTokens(tx, row.id, "verify-email");
  await queueVerification(
    tx,
    site,
    language,
    { id: row.id, email: row.email, firstName: row.first_name },
    template,
    which,
  );
  return which;
}

/** The signed-in user's own "send the link again" (an address mistyped in the profile is seen there
 * and changed again, not confirmed). */
export async function resendOwnConfirmation(services: Services, { site, language, userId }: UserScope) {
  const email = await services.db.transaction().execute(async (tx) => {
    const row = await findUserRow(tx, site.id, userId);
    if (!row) throw accountsError(messages.invalidAccess, 401);
    if (row.email_verified_at !== null) throw accountsError(messages.emailAlreadyConfirmed, 409);
    const { perUser, windowMs } = ATTEMPT_LIMITS.confirmationResend;
    await countAttempt(tx, [{ key: `confirmation-resend:user:${userId}`, max: perUser, windowMs }]);
    await queueConfirmationAgain(tx, site, language, row, linkTemplate(site, language, undefined, VERIFY_LINK, false));
    return row.email;
  });
  return { sent: true as const, email };
}

/** Someone registered with the address of an existing account: its owner hears of it, nobody else. */
async function queueAccountExists(tx: DbOrTx, site: SiteRecord, language: Locale, user: UserRow): Promise<void> {
  const mail = await composeMail(tx, site.id, "account-exists", language, {
    siteName: site.name,
    firstName: user.first_name,
    loginLink: sitePageUrl(site, "login", language),
    resetLink: sitePageUrl(site, "forgotPassword", language),
  });
  await queueMail(tx, { siteId: site.id, to: user.email, ...mail, kind: "account-exists" });
}

export interface RegisterInput {
  details: { firstName: string; lastName: string };
  email: string;
  password: string;
  memberCardBarcode?: string;
  addresses?: AddressInput[];
  verificationUrl?: string;
}

/**
 * A new, unverified user (not logged in); the verification link goes only by e-mail. The answer
 * is the same whether or not the address already has an account: then nothing changes, and the
 * account's owner gets a mail saying someone tried to register with it (docs/decisions/0004).
 * A member card must be valid and held by nobody (it becomes the new user's); one of the most
 * common passwords is refused. A client address may register 20 times an hour.
 */
export async function register(
  services: Services,
  { site, store, language }: Scope,
  input: RegisterInput,
  options: CallerFacts,
): Promise<{ sent: true }> {
  const email = normalizeEmail(input.email);
  const template = linkTemplate(site, language, input.verificationUrl, VERIFY_LINK, options.trustedStorefront);
  // Refused before it is counted: it costs no hash and sends no mail.
  refuseCommonPassword(input.password);
  const { perAddress: addressMax, windowMs } = ATTEMPT_LIMITS.register;
  await countAttempt(services.db, perAddress("register", options.clientAddress, addressMax, windowMs));
  const barcode = input.memberCardBarcode?.trim() || null;
  // Hashing first keeps the connection free while scrypt runs, and takes as long for a known address.
  const passwordHash = await hashPassword(input.password);
  const attempt = () =>
    services.db.transaction().execute(async (tx) => {
      // Everything that can refuse the input is checked before the address is looked at.
      if (barcode && !(await isMemberCardUsable(tx, site.id, barcode, null)))
        throw accountsError(messages.invalidMemberCard, 400);
      const addressRows = [];
      for (const [i, a] of (input.addresses ?? []).entries())
        addressRows.push(await addressValues(tx, store, a, { field: `addresses.${i}.country` }));
      // One main (billing) address: the last one given; an earlier one is a delivery address.
      const lastMain = addressRows.findLastIndex((a) => a.type === "main");
      for (const [i, a] of addressRows.entries()) if (a.type === "main" && i !== lastMain) a.type = "shipping";
      const existing = await findUserByEmail(tx, site.id, email);
      if (existing) return queueAccountExists(tx, site, language, existing);
      const now = nowIso();
      const { id } = await tx
        .insertInto("users")
        .values({
          site_id: site.id,
          email,
          password_hash: passwordHash,
          first_name: input.details.firstName,
          last_name: input.details.lastName,
          ...userSearchColumns({ email, first_name: input.details.firstName, last_name: input.details.lastName }),
          company_name: input.addresses?.find((a) => a.companyName)?.companyName ?? "",
          member_card_barcode: barcode,
          is_backoffice_user: 0,
          scope: "[]",
          email_verified_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const values of addressRows) {
        await tx
          .insertInto("addresses")
          .values({ ...values, user_id: id, created_at: now, updated_at: now })
          .execute();
      }
      await queueVerification(tx, site, language, { id, email, firstName: input.details.firstName }, template);
    });
  try {
    await attempt();
  } catch (err) {
    // A registration of the same address or card at the same moment: the unique index decided, and
    // the second try sees the winner (a known address, or a card held by someone else).
    if (!isUniqueViolation(err)) throw err;
    await attempt();
  }
  return { sent: true };
}

/**
 * The address is proven its owner's: the guest orders of the site placed with it (in any letter
 * case) become the account's (docs/decisions/0057, 0074). Only once the address is confirmed, never
 * at registration: typing an address claims nothing. Orders of another user stay theirs.
 */
export async function attachGuestOrders(tx: DbOrTx, siteId: number, userId: number, email: string, now: string) {
  await tx
    .updateTable("orders")
    .set({ user_id: userId, updated_at: now })
    .where("site_id", "=", siteId)
    .where("user_id", "is", null)
    .where(sql<string>`lower(guest_email)`, "=", normalizeEmail(email))
    .execute();
}

/**
 * A guest's order placed with the address of a confirmed account is the account's at once, as it
 * would be had it come before the confirmation (decision 0074). An unconfirmed account waits for
 * its confirmation.
 */
export async function attachToConfirmedAccount(tx: DbOrTx, siteId: number, email: string, now: string) {
  const account = await tx
    .selectFrom("users")
    .select("id")
    .where("site_id", "=", siteId)
    .where("email", "=", normalizeEmail(email))
    .where("email_verified_at", "is not", null)
    .executeTakeFirst();
  if (account) await attachGuestOrders(tx, siteId, account.id, email, now);
}

/** Marks the e-mail address verified, and gives its guest orders to the account; a link works once
 * and for 48 hours. A link that no longer works is 409 EMAIL_ALREADY_CONFIRMED when the address it
 * was mailed to is the account's and confirmed (the link opened twice, or the address confirmed
 * otherwise meanwhile), else 400 INVALID_VERIFICATION. */
export async function verifyEmail(
  services: Services,
  { site }: Scope,
  token: string,
): Promise<{ verified: true; email: string }> {
  const email = await services.db.transaction().execute(async (tx) => {
    const now = nowIso();
    const user = await useOneTimeToken(tx, site.id, "verify-email", token, now);
    if (!user) return null;
    if (user.emailVerifiedAt === null) {
      await tx
        .updateTable("users")
        .set({ email_verified_at: now, updated_at: now })
        .where("id", "=", user.userId)
        .execute();
    }
    await attachGuestOrders(tx, site.id, user.userId, user.email, now);
    return user.email;
  });
  if (email === null) {
    if (await isConfirmedAddressLink(services.db, site.id, token))
      throw accountsError(messages.emailAlreadyConfirmed, 409);
    throw accountsError(messages.invalidVerification, 400);
  }
  return { verified: true, email };
}

/** Whether a spent confirmation link was mailed to the account's present address, now confirmed: a
 * link mailed before the address last changed was for another address. */
async function isConfirmedAddressLink(db: DbOrTx, siteId: number, token: string): Promise<boolean> {
  const spent = await findSpentToken(db, siteId, "verify-email", token, nowIso());
  if (!spent || spent.emailVerifiedAt === null) return false;
  return spent.emailChangedAt === null || spent.createdAt >= spent.emailChangedAt;
}

export interface ProfileInput {
  details: { firstName: string; lastName: string };
  email: string;
  /** Empty removes the card; absent keeps it; any other value must be a valid card nobody else holds. */
  memberCardBarcode?: string;
  /** The current password, checked when the e-mail changes and the account has a password. */
  password?: string;
}

/**
 * Updates names, e-mail and member card. A new e-mail must be free on the site and becomes
 * unverified again (a mail of its own asks the new address to confirm the change). It needs the
 * current password when the account has one, and the old address, if verified, is told (decision
 * 0054): whoever holds only the session cannot take the account over quietly. A card another
 * profile holds is refused like an invalid one.
 */
export async function updateProfile(
  services: Services,
  { site, language, userId }: UserScope,
  input: ProfileInput,
  clientAddress = "unknown",
): Promise<User> {
  const email = normalizeEmail(input.email);
  // Checked before the transaction: a password hash takes long enough to hold up other writers.
  // The write then changes the e-mail only while the account still has the hash checked here.
  const current = await findUserRow(services.db, site.id, userId);
  if (!current) throw accountsError(messages.invalidAccess, 401);
  // Naming another card is a barcode check, counted like the check endpoint (ATTEMPT_LIMITS.memberCard):
  // otherwise a session could try barcodes here without end and claim any card nobody holds yet.
  const card = input.memberCardBarcode?.trim();
  if (card && card !== current.member_card_barcode) await countMemberCardCheck(services.db, userId, clientAddress);
  let checkedHash: string | null = null;
  if (email !== current.email) {
    // Without a password, a session alone could move the account to an address of its own and set
    // one there through a reset: it gets one first, by a reset link to the address it has.
    if (!current.password_hash) throw accountsError(messages.passwordNeeded, 400);
    await countPasswordCheck(services.db, userId);
    if (!(await verifyPassword(input.password ?? "", current.password_hash)))
      throw accountsError(messages.incorrectOldPassword, 400);
    checkedHash = current.password_hash;
  }
  try {
    return await services.db.transaction().execute(async (tx) => {
      const row = await findUserRow(tx, site.id, userId);
      if (!row) throw accountsError(messages.invalidAccess, 401);
      const emailChanged = email !== row.email;
      // The password changed since it was checked (or the e-mail did, and none was checked): the
      // password given is not the account's now.
      if (emailChanged && (checkedHash === null || row.password_hash !== checkedHash))
        throw accountsError(messages.incorrectOldPassword, 400);
      if (emailChanged && (await findUserByEmail(tx, site.id, email))) throw accountsError(messages.userExists, 409);
      let barcode = row.member_card_barcode;
      if (input.memberCardBarcode !== undefined) {
        const given = input.memberCardBarcode.trim();
        if (!given) barcode = null;
        else if (!(await isMemberCardUsable(tx, site.id, given, userId)))
          throw accountsError(messages.invalidMemberCard, 400);
        else barcode = given;
      }
      const now = nowIso();
      const updated = await tx
        .updateTable("users")
        .set({
          first_name: input.details.firstName,
          last_name: input.details.lastName,
          ...userSearchColumns({
            email: emailChanged ? email : row.email,
            first_name: input.details.firstName,
            last_name: input.details.lastName,
          }),
          member_card_barcode: barcode,
          ...(emailChanged ? { email, email_verified_at: null, email_changed_at: now } : {}),
          updated_at: now,
        })
        .where("id", "=", userId)
        // Compare and set: on PostgreSQL a password change may commit between the read above and
        // this write; the e-mail then stays.
        .$if(emailChanged, (q) => q.where("password_hash", "=", checkedHash ?? "").where("email", "=", row.email))
        .executeTakeFirst();
      if (emailChanged && Number(updated.numUpdatedRows) !== 1) throw accountsError(messages.incorrectOldPassword, 400);
      if (emailChanged) {
        await retireOneTimeTokens(tx, userId, "reset-password");
        // Only to an address the owner proved theirs (decision 0054): an unverified one may be a
        // typo or a stranger's, who would learn the new address. Greeted by the name it had.
        if (row.email_verified_at !== null) {
          const notice = await composeMail(tx, site.id, "email-changed", language, {
            siteName: site.name,
            firstName: row.first_name,
            newEmail: email,
            supportLink: sitePageUrl(site, "supportHelpdesk", language),
          });
          await queueMail(tx, { siteId: site.id, to: row.email, ...notice, kind: "email-changed" });
        }
        const template = linkTemplate(site, language, undefined, VERIFY_LINK, false);
        await queueVerification(
          tx,
          site,
          language,
          { id: userId, email, firstName: input.details.firstName },
          template,
          "email-change-confirmation",
        );
      }
      return toUser(tx, (await findUserRow(tx, site.id, userId))!);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The address or the card was taken at the same moment: say which.
    const taker = await findUserByEmail(services.db, site.id, email);
    throw taker && taker.id !== userId
      ? accountsError(messages.userExists, 409)
      : accountsError(messages.invalidMemberCard, 400);
  }
}

/**
 * Grants or withdraws back-office access (`node --import tsx server/cli.ts backoffice <email> on|off`). The
 * user's open sessions see the change on their next call. False when there is no such user.
 */
export async function setBackofficeUser(
  services: Services,
  { site: { id: siteId } }: Scope,
  email: string,
  isBackoffice: boolean,
): Promise<boolean> {
  const result = await services.db
    .updateTable("users")
    .set({ is_backoffice_user: isBackoffice ? 1 : 0, updated_at: nowIso() })
    .where("site_id", "=", siteId)
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  forgetSessions(services);
  return Number(result.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------- settings

/** A user's setting; the "global"/"language" setting falls back to the site's default language. */
export async function getUserSetting(
  services: Services,
  { site, userId }: UserScope,
  group: string,
  key: string,
): Promise<{ group: string; key: string; value: string | null }> {
  const row = await services.db
    .selectFrom("user_settings")
    .select("value")
    .where("user_id", "=", userId)
    .where("group", "=", group)
    .where("key", "=", key)
    .executeTakeFirst();
  const fallback = group === "global" && key === "language" ? site.defaultLanguage : null;
  return { group, key, value: row?.value ?? fallback };
}

export async function setUserSetting(
  db: DbOrTx,
  userId: number,
  group: string,
  key: string,
  value: string,
): Promise<void> {
  await db
    .insertInto("user_settings")
    .values({ user_id: userId, group, key, value })
    .onConflict((oc) => oc.columns(["user_id", "group", "key"]).doUpdateSet({ value }))
    .execute();
}

/** The user setting that names a user's language (spec section 7, settings general/user). */
const LANGUAGE_SETTING = { group: "global", key: "language" } as const;

/**
 * A back-office user's own interface language: the stored global/language setting, null when none
 * is stored (or it names a language the site does not speak): the URL's language is used then.
 */
export async function getInterfaceLanguage(services: Services, { userId }: UserScope): Promise<Locale | null> {
  const row = await services.db
    .selectFrom("user_settings")
    .select("value")
    .where("user_id", "=", userId)
    .where("group", "=", LANGUAGE_SETTING.group)
    .where("key", "=", LANGUAGE_SETTING.key)
    .executeTakeFirst();
  return row && isLocale(row.value) ? row.value : null;
}

/** Stores a back-office user's interface language, or forgets it (null). */
export async function setInterfaceLanguage(
  services: Services,
  { userId }: UserScope,
  language: Locale | null,
): Promise<Locale | null> {
  if (language) await setUserSetting(services.db, userId, LANGUAGE_SETTING.group, LANGUAGE_SETTING.key, language);
  else
    await services.db
      .deleteFrom("user_settings")
      .where("user_id", "=", userId)
      .where("group", "=", LANGUAGE_SETTING.group)
      .where("key", "=", LANGUAGE_SETTING.key)
      .execute();
  return language;
}
