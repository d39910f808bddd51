/**
 * The keys derived from the platform's secret (server/config/secrets.ts): access tokens, the
 * payment sandbox's results, order-view tokens and the storefront's proof. Several processes (the
 * storefront and a split-off platform) must share PLATFORM_SECRET: access tokens are signed with
 * `tokenKey` and the storefront proves itself with `storefrontProof`. Nothing is read until first
 * needed.
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { forgetSecrets, platformSecret } from "./config";

const derived = new Map<string, Buffer>();

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

/** Signs e-products' download links (server/modules/deliveries). */
export const downloadKey = (): Buffer => derive("download/v1");

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
  forgetSecrets();
  derived.clear();
}
