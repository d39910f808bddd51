/**
 * The platform's one secret and the keys derived from it.
 *
 * PLATFORM_SECRET is required in production (unless ALLOW_GENERATED_SECRET is set); elsewhere one
 * is generated once into DATA_DIR/.platform-secret, like the storefront's SESSION_SECRET. Several
 * processes (the storefront and a split-off platform, or several platforms) must share it: access
 * tokens are signed with `tokenKey` and the storefront proves itself with `storefrontProof`.
 * Nothing is read until a key is first needed.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

let secret: string | null = null;
const derived = new Map<string, Buffer>();

export function platformSecret(): string {
  if (secret !== null) return secret;
  const given = process.env.PLATFORM_SECRET?.trim();
  if (given) return (secret = given);
  if (process.env.NODE_ENV === "production" && !process.env.ALLOW_GENERATED_SECRET) {
    throw new Error("PLATFORM_SECRET must be set in production.");
  }
  const dataDir = resolve(process.env.DATA_DIR ?? "data");
  const file = join(dataDir, ".platform-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // "wx": a concurrent process that wrote it first wins; we read theirs below.
      writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return (secret = readFileSync(file, "utf8").trim());
}

function derive(purpose: string): Buffer {
  let key = derived.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", platformSecret(), "storefront-platform", purpose, 32));
    derived.set(purpose, key);
  }
  return key;
}

/** Signs and verifies access tokens. */
export const tokenKey = (): Buffer => derive("access-token/v1");

/** Proves that a request comes from the storefront (header `storefront`). */
export const storefrontKey = (): Buffer => derive("storefront/v1");

/** The value of the `storefront` header the storefront sends with calls that need its trust. */
export function storefrontProof(): string {
  return createHmac("sha256", storefrontKey()).update("storefront").digest("base64url");
}

/** Whether a `storefront` header value is the storefront's proof (constant time). */
export function isStorefrontProof(value: string | null | undefined): boolean {
  if (!value) return false;
  const expected = Buffer.from(storefrontProof());
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Tests only: forget the memoized secret and keys so a new PLATFORM_SECRET takes effect. */
export function resetSecretsForTests(): void {
  secret = null;
  derived.clear();
}
