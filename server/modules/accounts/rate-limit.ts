/**
 * Attempt counters that every process behind a load balancer shares: in the database (table
 * rate_limits), or in Redis when REDIS_URL is set (server/redis/attempts.ts, chosen at start-up by
 * `countAttemptsWith`). A counter's window starts with its first hit and lasts `windowMs`; a hit
 * after the window starts a new one.
 *
 * Every path to an account is limited per client address, and so are the other calls that write on
 * anyone's behalf (orders, consent logs). Failed logins are also counted per
 * account and address together, never per account alone: an attacker who fails five times slows
 * down only himself, and the owner logs in from anywhere else at once.
 */
import { isIPv6 } from "node:net";
import { sql } from "kysely";
import type { Db, DbOrTx } from "#server/db";
import { accountsError, messages } from "./errors";

const MINUTE = 60 * 1000;

export const ATTEMPT_LIMITS = {
  /** Failed logins per account and client address, and per client address over all accounts. */
  login: { perAccountAndAddress: 5, perAddress: 20, windowMs: 15 * MINUTE },
  /** Refreshes with an unknown, used or expired refresh token, per client address. */
  refresh: { perAddress: 30, windowMs: 15 * MINUTE },
  /** Registrations per client address (each sends a mail). */
  register: { perAddress: 20, windowMs: 60 * MINUTE },
  /** Reset requests per client address (answered 429), and reset mails per e-mail address (further
   * requests are answered alike but send nothing). */
  forgot: { perAddress: 20, perEmail: 5, windowMs: 60 * MINUTE },
  /** Checks of a reset link's token that found it unknown, used or expired, per client address. */
  resetCheck: { perAddress: 30, windowMs: 15 * MINUTE },
  /** Wrong guesses of the site's password (PasswordProtection) per client address, as failed logins. */
  sitePassword: { perAddress: 20, windowMs: 15 * MINUTE },
  /** Checks of a signed-in user's password (changing it, or the e-mail), per user: a session alone
   * must not guess it, nor keep the server hashing. */
  passwordCheck: { perUser: 10, windowMs: 15 * MINUTE },
  /** Confirmation links a signed-in user asks to be mailed again, per user. */
  confirmationResend: { perUser: 3, windowMs: 60 * MINUTE },
  /** Member-card checks (the check endpoint and applying a card to a cart) per user and per address. */
  memberCard: { perUser: 10, perAddress: 30, windowMs: 15 * MINUTE },
  /** order/create attempts per cart (double submits and retries after a changed cart fit easily) and
   * per client address (each order may hold stock until its payment times out, and mails its buyer). */
  order: { perCart: 20, perAddress: 60, windowMs: 60 * MINUTE },
  /** "Pay now" per order: each opens a payment attempt (a row, a provider's session). */
  orderPay: { perOrder: 20, windowMs: 60 * MINUTE },
  /** Consent logs written through their endpoint (forms other than checkout), per client address. */
  consentLog: { perAddress: 30, windowMs: 15 * MINUTE },
  /** Public forms sent (newsletter, contact, CMS forms, product availability), all together per
   * client address: each stores a submission and mails the shop, some mail the address typed. */
  publicForm: { perAddress: 60, windowMs: 15 * MINUTE },
  /** Confirmation links (double opt-in) mailed to one e-mail address; further requests are answered
   * alike but mail nothing, so the shop cannot be made to flood a mailbox. */
  confirmationMail: { perEmail: 3, windowMs: 60 * MINUTE },
} as const;

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Where a database's attempts are counted. `db` is the caller's (a transaction, maybe): the table
 * counts in it; other stores ignore it. */
export interface AttemptCounter {
  /** Counts one hit and answers the hits of the current window, this one included. */
  hit(db: DbOrTx, key: string, windowMs: number, now: number): Promise<number>;
  /** The hits counted in the current window of a key (0 when the window is over). */
  hitsOf(db: DbOrTx, key: string, windowMs: number, now: number): Promise<number>;
  /** When the current window of a key ends (epoch ms), null when there is none. */
  endsAt(db: DbOrTx, key: string, windowMs: number, now: number): Promise<number | null>;
  clear(db: DbOrTx, key: string): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The key's row while its window is still open. */
const openWindow = (db: DbOrTx, key: string, windowMs: number, now: number) =>
  db
    .selectFrom("rate_limits")
    .select(["count", "window_start"])
    .where("key", "=", key)
    .where("window_start", ">", iso(now - windowMs))
    .executeTakeFirst();

const tableCounter: AttemptCounter = {
  async hitsOf(db, key, windowMs, now) {
    const row = await openWindow(db, key, windowMs, now);
    return row ? Number(row.count) : 0;
  },
  async endsAt(db, key, windowMs, now) {
    const row = await openWindow(db, key, windowMs, now);
    return row ? Date.parse(row.window_start) + windowMs : null;
  },
  // One atomic upsert.
  async hit(db, key, windowMs, now) {
    const cutoff = iso(now - windowMs);
    const stamp = iso(now);
    const row = await db
      .insertInto("rate_limits")
      .values({ key, window_start: stamp, count: 1 })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql<number>`CASE WHEN ${sql.ref("rate_limits.window_start")} <= ${cutoff} THEN 1 ELSE ${sql.ref("rate_limits.count")} + 1 END`,
          window_start: sql<string>`CASE WHEN ${sql.ref("rate_limits.window_start")} <= ${cutoff} THEN ${stamp} ELSE ${sql.ref("rate_limits.window_start")} END`,
        }),
      )
      .returning("count")
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
  async clear(db, key) {
    await db.deleteFrom("rate_limits").where("key", "=", key).execute();
  },
};

/**
 * The counters of each open database, keyed by its adapter: a database and its transactions share
 * that one object, so the callers keep handing over whichever they hold.
 */
const counters = new WeakMap<object, AttemptCounter>();
const counterOf = (db: DbOrTx) => counters.get(db.getExecutor().adapter) ?? tableCounter;

/** Counts the attempts made through this database with `counter` instead of the table (Redis). */
export function countAttemptsWith(db: Db, counter: AttemptCounter): void {
  counters.set(db.getExecutor().adapter, counter);
}

/** The hits counted in the current window of a key (0 when the window is over). */
export function hitsOf(db: DbOrTx, key: string, windowMs: number, now = Date.now()): Promise<number> {
  return counterOf(db).hitsOf(db, key, windowMs, now);
}

/** True when any of the limits is used up. */
export async function isLimited(db: DbOrTx, limits: Limit[], now = Date.now()): Promise<boolean> {
  return (await lockedFor(db, limits, now)) > 0;
}

/**
 * How long until none of the limits is used up (ms; 0 when none is): a used-up limit lasts until
 * its window, which began with its first hit, ends.
 */
export async function lockedFor(db: DbOrTx, limits: Limit[], now = Date.now()): Promise<number> {
  let wait = 0;
  for (const limit of limits) {
    if ((await hitsOf(db, limit.key, limit.windowMs, now)) < limit.max) continue;
    const ends = await counterOf(db).endsAt(db, limit.key, limit.windowMs, now);
    wait = Math.max(wait, (ends ?? now + limit.windowMs) - now);
  }
  return wait;
}

/** Counts one hit and answers the hits of the current window, this one included. */
export function hit(db: DbOrTx, key: string, windowMs: number, now = Date.now()): Promise<number> {
  return counterOf(db).hit(db, key, windowMs, now);
}

/**
 * Counts one attempt against every limit; 429 "Too many attempts. Try again later." when any of
 * them is now over its maximum. Counting first (one atomic upsert per limit) keeps concurrent
 * attempts from slipping past the check together. Call it outside the attempt's own transaction,
 * so that a refused or failed attempt still counts.
 */
export async function countAttempt(db: DbOrTx, limits: Limit[], now = Date.now()): Promise<void> {
  let over = false;
  for (const limit of limits) {
    if ((await hit(db, limit.key, limit.windowMs, now)) > limit.max) over = true;
  }
  if (over) throw accountsError(messages.tooManyAttempts, 429);
}

/**
 * What a per-address limit counts for a client address: an IPv4 address as it is, an IPv6 address
 * by its /64 network (one subscriber gets a whole /64 and could otherwise rotate addresses at
 * will). Null when the address is unknown: every such caller would share one counter, and one of
 * them could then lock out all the others (the host tells the platform every real address).
 */
export function addressBucket(address: string): string | null {
  const plain = address
    .trim()
    .replace(/%.*$/, "")
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!plain || plain === "unknown") return null;
  if (!isIPv6(plain)) return plain;
  // An embedded IPv4 address stands for the last two groups.
  const groupsOf = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const [head, tail] = plain.includes("::") ? plain.split("::") : [plain, ""];
  const headGroups = groupsOf(head);
  const tailGroups = groupsOf(tail);
  const zeros = Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0");
  const network = [...headGroups, ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
  return `${network.join(":")}::/64`;
}

/** The per-address limit for a client address, or none when the address is unknown. */
export function perAddress(name: string, clientAddress: string, max: number, windowMs: number): Limit[] {
  const bucket = addressBucket(clientAddress);
  return bucket ? [{ key: `${name}:address:${bucket}`, max, windowMs }] : [];
}

export function clearHits(db: DbOrTx, key: string): Promise<void> {
  return counterOf(db).clear(db, key);
}

/** Drops counters whose window ended long ago (housekeeping; optional). */
export async function pruneRateLimits(db: DbOrTx, olderThanMs: number, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", iso(now - olderThanMs))
    .execute();
}

/** Counts one check of a signed-in user's password: 429 beyond the limit. */
export function countPasswordCheck(db: DbOrTx, userId: number): Promise<void> {
  const { perUser, windowMs } = ATTEMPT_LIMITS.passwordCheck;
  return countAttempt(db, [{ key: `password-check:user:${userId}`, max: perUser, windowMs }]);
}
