/**
 * Tokens of the accounts module.
 *
 * Access tokens are compact and header-less: `base64url(JSON claims) + "." + base64url(HMAC-SHA256)`
 * signed with the platform's token key (server/secrets.ts). They live ACCESS_TOKEN_TTL seconds
 * (default 900) and are checked without a database round trip. `jti` names the login session (the
 * refresh-token family) so a password change can keep the current session.
 *
 * Refresh and one-time tokens are 32 random bytes (base64url); the database keeps only their SHA-256.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { tokenKey } from "#server/secrets";
import { getConfig } from "#server/config";

export interface AccessClaims {
  /** User id. */
  sub: number;
  /** Site id. */
  site: number;
  /** Back-office user. */
  bo: boolean;
  scope: string[];
  /** Expiry and issue time, seconds since the epoch. */
  exp: number;
  iat: number;
  /** The session (refresh-token family) the token was issued for. */
  jti?: string;
}

/** Seconds an access token lives: ACCESS_TOKEN_TTL of the configuration, default 900. */
export function accessTokenTtl(): number {
  return getConfig().accessTokenTtl;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function mac(payload: string, key: Buffer): Buffer {
  return createHmac("sha256", key).update(payload).digest();
}

/** Signs claims as they are (tests use it for expired tokens). */
export function signClaims(claims: AccessClaims, key: Buffer = tokenKey()): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${mac(payload, key).toString("base64url")}`;
}

/** A new access token for a user; `iat` and `exp` are filled from now and the TTL. */
export function signAccessToken(
  claims: Omit<AccessClaims, "iat" | "exp">,
  options: { ttl?: number; key?: Buffer; now?: number } = {},
): { token: string; expiresIn: number } {
  const ttl = options.ttl ?? accessTokenTtl();
  const iat = options.now ?? nowSeconds();
  return { token: signClaims({ ...claims, iat, exp: iat + ttl }, options.key), expiresIn: ttl };
}

const B64URL = /^[A-Za-z0-9_-]+$/;

/** The claims of a genuine, unexpired token; null for anything else. */
export function verifyAccessToken(token: string, options: { key?: Buffer; now?: number } = {}): AccessClaims | null {
  if (token.length > 4096) return null;
  const dot = token.indexOf(".");
  if (dot <= 0 || dot !== token.lastIndexOf(".")) return null;
  const payload = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (!B64URL.test(payload) || !B64URL.test(signature)) return null;
  const expected = mac(payload, options.key ?? tokenKey());
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!isClaims(claims)) return null;
  if (claims.exp <= (options.now ?? nowSeconds())) return null;
  return claims;
}

function isClaims(value: unknown): value is AccessClaims {
  if (!value || typeof value !== "object") return false;
  const c = value as Record<string, unknown>;
  return (
    Number.isInteger(c.sub) &&
    Number.isInteger(c.site) &&
    typeof c.bo === "boolean" &&
    Array.isArray(c.scope) &&
    c.scope.every((s) => typeof s === "string") &&
    Number.isInteger(c.exp) &&
    Number.isInteger(c.iat) &&
    (c.jti === undefined || typeof c.jti === "string")
  );
}

/** A random opaque token (refresh, verification, reset): 32 bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** How opaque tokens are stored and looked up. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
