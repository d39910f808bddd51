/**
 * Password hashing with scrypt (memory-hard). The stored form carries its parameters so they can
 * be raised later: `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<key b64url>`; `needsRehash` tells when a
 * stored hash uses older parameters (the login rehashes then).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { getConfig } from "#server/config";

const SALT_BYTES = 16;
const KEY_BYTES = 32;

interface Params {
  logN: number;
  r: number;
  p: number;
}

/** The parameters new hashes get: N from PASSWORD_HASH_COST (tests lower it to save time; decision 0051). */
export function passwordParams(): Params {
  return { logN: getConfig().passwordHashCost, r: 8, p: 1 };
}

function scrypt(password: string, salt: Buffer, keyBytes: number, params: Params): Promise<Buffer> {
  const N = 2 ** params.logN;
  // scrypt needs 128 * N * r bytes; Node refuses anything above maxmem (32 MiB by default).
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 128 * N * params.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFC"), salt, keyBytes, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: Params = passwordParams()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, params);
  return ["scrypt", params.logN, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(stored: string): (Params & { salt: Buffer; key: Buffer }) | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 22 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4], "base64url");
  const key = Buffer.from(parts[5], "base64url");
  if (!salt.length || key.length < 16) return null;
  return { logN, r, p, salt, key };
}

/** True when `password` matches the stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const wanted = passwordParams();
  return !parsed || parsed.logN !== wanted.logN || parsed.r !== wanted.r || parsed.p !== wanted.p;
}

let dummy: Promise<string> | null = null;

/** Spends the time of one verification, for logins of unknown users (no timing oracle). */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummy);
  return false;
}
