/**
 * Addresses the platform signs for a while (decision 0047): an e-product's download for its buyer, a
 * form's uploaded file for the back office. The signature (HMAC of the purpose, id and expiry) is
 * the capability: the address works for whoever holds it until it expires, and for nothing else.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { downloadKey } from "#server/secrets";

function signature(purpose: string, id: number, expires: number): string {
  return createHmac("sha256", downloadKey()).update(`${purpose}:${id}:${expires}`).digest("base64url");
}

/** `path/id?expires=&signature=`, working for `seconds` from `now`. */
export function signedPath(path: string, purpose: string, id: number, seconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + seconds;
  return `${path}/${id}?${new URLSearchParams({ expires: String(expires), signature: signature(purpose, id, expires) })}`;
}

/** Whether an address is one we signed for the purpose (constant-time comparison) and still works:
 * "expired" for one we signed whose time is over, "invalid" for any other. */
export function signedState(
  purpose: string,
  id: number,
  expires: number,
  given: string,
  now = Date.now(),
): "valid" | "expired" | "invalid" {
  if (!Number.isSafeInteger(expires)) return "invalid";
  const expected = Buffer.from(signature(purpose, id, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return "invalid";
  return expires * 1000 < now ? "expired" : "valid";
}
