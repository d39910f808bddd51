/**
 * The redirect-after-login rule (spec section 2, "Other URL facts"): a target is remembered only
 * if it is a safe relative path — letters, digits and @ - % _ ~ / with optional query and hash.
 *
 * The rule is applied literally:
 * - The target must start with exactly one "/". "//evil.com" (protocol-relative) and "/\evil.com"
 *   (which browsers normalise to "//evil.com") are rejected; so is every absolute URL
 *   ("https://…", "javascript:…"), since ":" is not an allowed path character.
 * - The path part may only hold ASCII letters, digits and @ - % _ ~ /. The dot is NOT in the
 *   list, so "." and ".." segments (and file-like names) are rejected as well.
 * - Percent-encoded characters are allowed because "%" is in the list. A path such as
 *   "/%2F%2Fevil" is harmless: browsers do not decode "%2F" when resolving a Location header, so
 *   it stays a path on our host ("https://our.host/%2F%2Fevil"). "/%2F%2Fevil.com" is rejected
 *   anyway because of the dot.
 * - The optional query ("?…") and hash ("#…") may contain any printable ASCII character except
 *   backslash; whitespace and control characters are rejected everywhere. Non-ASCII characters
 *   must be percent-encoded (a Location header is a byte string, and Node rejects characters
 *   above U+00FF in headers).
 * - Targets longer than MAX_REDIRECT_LENGTH are rejected (they are stored in the session).
 */
export const MAX_REDIRECT_LENGTH = 2048;

const SAFE_REDIRECT =
  /^\/(?![/\\])[A-Za-z0-9@\-%_~/]*(?:\?[\x21-\x22\x24-\x5b\x5d-\x7e]*)?(?:#[\x21-\x5b\x5d-\x7e]*)?$/;

export function isSafeRedirect(target: unknown): target is string {
  return typeof target === "string" && target.length <= MAX_REDIRECT_LENGTH && SAFE_REDIRECT.test(target);
}

/** The target when it is safe, otherwise the fallback (home by default). */
export function safeRedirect(target: unknown, fallback = "/"): string {
  return isSafeRedirect(target) ? target : fallback;
}
