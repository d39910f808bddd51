process.env.PLATFORM_SECRET = "unit-test-platform-secret";

import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, passwordParams, verifyPassword } from "#server/modules/accounts/passwords";
import {
  accessTokenTtl,
  hashToken,
  newOpaqueToken,
  signAccessToken,
  signClaims,
  verifyAccessToken,
} from "#server/modules/accounts/tokens";
import { reloadConfig } from "#server/config";
import { isStorefrontProof, resetSecretsForTests, storefrontKey, storefrontProof, tokenKey } from "#server/secrets";

const key = randomBytes(32);
const claims = { sub: 7, site: 1, bo: false, scope: ["cms"], jti: "family-1" };
const now = 1_800_000_000;

describe("access tokens", () => {
  it("round-trips claims with iat and exp from the TTL", () => {
    const { token, expiresIn } = signAccessToken(claims, { key, ttl: 900, now });
    expect(expiresIn).toBe(900);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyAccessToken(token, { key, now: now + 10 })).toEqual({ ...claims, iat: now, exp: now + 900 });
  });

  it("refuses an expired token (exp is exclusive)", () => {
    const { token } = signAccessToken(claims, { key, ttl: 900, now });
    expect(verifyAccessToken(token, { key, now: now + 899 })).not.toBeNull();
    expect(verifyAccessToken(token, { key, now: now + 900 })).toBeNull();
    expect(verifyAccessToken(signClaims({ ...claims, iat: now - 20, exp: now - 10 }, key), { key, now })).toBeNull();
  });

  it("refuses another key's token and any tampering", () => {
    const { token } = signAccessToken(claims, { key, now });
    expect(verifyAccessToken(token, { key: randomBytes(32), now })).toBeNull();
    const [payload, signature] = token.split(".");
    const elevated = Buffer.from(JSON.stringify({ ...claims, bo: true, iat: now, exp: now + 900 })).toString(
      "base64url",
    );
    expect(verifyAccessToken(`${elevated}.${signature}`, { key, now })).toBeNull();
    const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(verifyAccessToken(`${payload}.${flipped}`, { key, now })).toBeNull();
    expect(verifyAccessToken(`${payload}.${signature.slice(0, -2)}`, { key, now })).toBeNull();
  });

  it.each(["", "abc", "a.b.c", ".sig", "payload.", "pay load.sig", "x".repeat(5000)])(
    "refuses malformed token %j",
    (token) => {
      expect(verifyAccessToken(token, { key, now })).toBeNull();
    },
  );

  it("refuses a signed payload that is not a claims object", () => {
    const sign = (value: unknown) => {
      const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
      return signClaims(value as never, key).replace(/^[^.]+/, payload);
    };
    expect(
      verifyAccessToken(sign({ sub: "7", site: 1, bo: false, scope: [], iat: now, exp: now + 60 }), { key, now }),
    ).toBeNull();
    expect(
      verifyAccessToken(sign({ sub: 7, site: 1, bo: "yes", scope: [], iat: now, exp: now + 60 }), { key, now }),
    ).toBeNull();
    expect(verifyAccessToken(sign([1, 2]), { key, now })).toBeNull();
  });

  it("reads ACCESS_TOKEN_TTL from the configuration, falling back to 900", () => {
    const before = process.env.ACCESS_TOKEN_TTL;
    try {
      process.env.ACCESS_TOKEN_TTL = "120";
      reloadConfig();
      expect(accessTokenTtl()).toBe(120);
      delete process.env.ACCESS_TOKEN_TTL;
      reloadConfig();
      expect(accessTokenTtl()).toBe(900);
      process.env.ACCESS_TOKEN_TTL = "nonsense";
      expect(() => reloadConfig()).toThrow(/ACCESS_TOKEN_TTL/);
    } finally {
      if (before === undefined) delete process.env.ACCESS_TOKEN_TTL;
      else process.env.ACCESS_TOKEN_TTL = before;
      reloadConfig();
    }
  });

  it("signs with the platform's token key by default", () => {
    const { token } = signAccessToken(claims);
    expect(verifyAccessToken(token)).toMatchObject(claims);
    expect(verifyAccessToken(token, { key })).toBeNull();
  });
});

describe("opaque tokens", () => {
  it("are 32 random bytes in base64url, stored as SHA-256 hex", () => {
    const a = newOpaqueToken();
    const b = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toBe(hashToken(b));
  });
});

describe("secrets", () => {
  it("derives distinct keys from PLATFORM_SECRET and proves the storefront", () => {
    resetSecretsForTests();
    expect(tokenKey().length).toBe(32);
    expect(tokenKey().equals(storefrontKey())).toBe(false);
    const proof = storefrontProof();
    expect(isStorefrontProof(proof)).toBe(true);
    expect(isStorefrontProof(proof.slice(1))).toBe(false);
    expect(isStorefrontProof("")).toBe(false);
    expect(isStorefrontProof(undefined)).toBe(false);

    process.env.PLATFORM_SECRET = "another-secret";
    resetSecretsForTests();
    try {
      expect(isStorefrontProof(proof)).toBe(false);
    } finally {
      process.env.PLATFORM_SECRET = "unit-test-platform-secret";
      resetSecretsForTests();
    }
  });
});

describe("passwords", () => {
  it("hashes with scrypt and its parameters, and verifies", async () => {
    const stored = await hashPassword("correct horse battery staple");
    const parts = stored.split("$");
    expect(parts.slice(0, 4)).toEqual(["scrypt", String(passwordParams().logN), "8", "1"]);
    expect(Buffer.from(parts[4], "base64url").length).toBe(16);
    expect(Buffer.from(parts[5], "base64url").length).toBe(32);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("same-password"), hashPassword("same-password")]);
    expect(a).not.toBe(b);
  });

  it("verifies hashes made with other parameters and asks for a rehash", async () => {
    const old = await hashPassword("legacy-password", { logN: passwordParams().logN - 1, r: 8, p: 1 });
    expect(await verifyPassword("legacy-password", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it("treats the same text in another Unicode form as the same password", async () => {
    const stored = await hashPassword("lozinka-\u010d");
    expect(await verifyPassword("lozinka-c\u030c", stored)).toBe(true);
  });

  it.each(["", "plain", "scrypt$15$8$1$$", "scrypt$99$8$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5", "bcrypt$2b$10$abc"])(
    "refuses malformed hash %j",
    async (stored) => {
      expect(await verifyPassword("anything", stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    },
  );
});
