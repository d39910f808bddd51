/**
 * The platform's secret, the storefront's cookie secrets, and the keys derived from them.
 *
 * PLATFORM_SECRET and SESSION_SECRET come from the configuration (server/config). A production
 * server has them (it refuses to start otherwise); development, tests and the demo
 * (DEMO_MODE) generate each once into DATA_DIR (.platform-secret, .session-secret) so that
 * restarts and the processes sharing that directory agree. Several processes (the storefront and
 * a split-off platform) must share PLATFORM_SECRET: access tokens are signed with `tokenKey` and
 * the storefront proves itself with `storefrontProof`. Nothing is read until first needed.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, getConfig, reloadConfig } from "./config";

let secret: string | null = null;
const derived = new Map<string, Buffer>();

/** The secret kept in DATA_DIR/{file}, made on first use; refused on a real deployment. */
function generatedSecret(variable: string, file: string): string {
  const config = getConfig();
  if (config.isProduction && !config.demoMode) throw new ConfigError([{ variable, message: "is missing: production needs it (or DEMO_MODE=1 for a local demo)" }]);
  const path = join(config.dataDir, file);
  if (!existsSync(path)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // "wx": a concurrent process that wrote it first wins; we read theirs below.
      writeFileSync(path, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return readFileSync(path, "utf8").trim();
}

export function platformSecret(): string {
  return (secret ??= getConfig().platformSecret ?? generatedSecret("PLATFORM_SECRET", ".platform-secret"));
}

/** The secrets that sign cookies: the first signs, all verify (rotate by prepending a new one). */
export function sessionSecrets(): string[] {
  return getConfig().sessionSecrets ?? [generatedSecret("SESSION_SECRET", ".session-secret")];
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

/** Signs the payment sandbox's results (server/modules/payments). */
export const paymentResultKey = (): Buffer => derive("payment-result/v1");

/** Makes the order-view tokens that let a buyer see their order without an account (server/modules/orders). */
export const orderViewKey = (): Buffer => derive("order-view/v1");

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

/** Tests only: read the environment again and forget the keys, so a new PLATFORM_SECRET takes effect. */
export function resetSecretsForTests(): void {
  reloadConfig();
  secret = null;
  derived.clear();
}
