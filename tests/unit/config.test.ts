import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, describeDatabase, readConfig, variableNames } from "#server/config";

const SECRET = "0123456789abcdef0123456789abcdef"; // 32 characters
const deployment = {
  NODE_ENV: "production",
  SESSION_SECRET: SECRET,
  PLATFORM_SECRET: `${SECRET}-platform`,
  PUBLIC_URL: "https://shop.example.com",
};

/** The variables a ConfigError names, or null when the configuration was accepted. */
function refused(
  env: Record<string, string | undefined>,
  role: "storefront" | "platform" | "tool" = "storefront",
): string[] | null {
  try {
    readConfig(env, role);
    return null;
  } catch (err) {
    if (err instanceof ConfigError) return err.variables;
    throw err;
  }
}

describe("a production server", () => {
  it("starts with both secrets of 32 characters and PUBLIC_URL", () => {
    const config = readConfig(deployment, "storefront");
    expect(config).toMatchObject({
      mode: "production",
      isProduction: true,
      demoMode: false,
      host: "0.0.0.0",
      publicUrl: "https://shop.example.com",
      pageCacheSeconds: 60,
    });
    expect(config.sessionSecrets).toEqual([SECRET]);
    expect(config.platformSecret).toBe(`${SECRET}-platform`);
  });

  it("keeps shared pages in its page cache for 60 s unless PAGE_CACHE_SECONDS says otherwise, 0 for off", () => {
    expect(readConfig({ ...deployment, PAGE_CACHE_SECONDS: "0" }, "storefront").pageCacheSeconds).toBe(0);
    expect(readConfig({ ...deployment, PAGE_CACHE_SECONDS: "10" }, "storefront").pageCacheSeconds).toBe(10);
    expect(readConfig({ DEMO_MODE: "1" }, "storefront").pageCacheSeconds).toBe(60);
  });

  it("hashes passwords at scrypt's cost 15 and refuses a lower PASSWORD_HASH_COST; tests may lower it", () => {
    expect(readConfig(deployment, "storefront").passwordHashCost).toBe(15);
    expect(readConfig({ ...deployment, PASSWORD_HASH_COST: "17" }, "storefront").passwordHashCost).toBe(17);
    expect(refused({ ...deployment, PASSWORD_HASH_COST: "12" })).toEqual(["PASSWORD_HASH_COST"]);
    expect(refused({ ...deployment, NODE_ENV: "test", PASSWORD_HASH_COST: "11" })).toEqual(["PASSWORD_HASH_COST"]);
    expect(readConfig({ ...deployment, NODE_ENV: "test", PASSWORD_HASH_COST: "12" }).passwordHashCost).toBe(12);
    // 2^18 would take 256 MiB a hash: a few logins at once would exhaust a small container.
    expect(refused({ ...deployment, PASSWORD_HASH_COST: "18" })).toEqual(["PASSWORD_HASH_COST"]);
  });

  it("is production when NODE_ENV is unset", () => {
    const { NODE_ENV: _, ...unset } = deployment;
    expect(readConfig(unset, "storefront").mode).toBe("production");
    expect(refused({}, "storefront")).toEqual(["SESSION_SECRET", "PLATFORM_SECRET", "PUBLIC_URL"]);
  });

  it.each([
    ["missing", undefined],
    ["blank", "   "],
    ["a list of blanks", " , ,"],
    ["31 characters", SECRET.slice(1)],
  ])("refuses a SESSION_SECRET that is %s", (_, value) => {
    expect(refused({ ...deployment, SESSION_SECRET: value })).toEqual(["SESSION_SECRET"]);
  });

  it.each([
    ["missing", undefined],
    ["blank", ""],
    ["31 characters", SECRET.slice(1)],
  ])("refuses a PLATFORM_SECRET that is %s", (_, value) => {
    expect(refused({ ...deployment, PLATFORM_SECRET: value })).toEqual(["PLATFORM_SECRET"]);
    expect(refused({ ...deployment, PLATFORM_SECRET: value }, "platform")).toEqual(["PLATFORM_SECRET"]);
  });

  it("takes several session secrets (the first signs) and refuses a short one among them", () => {
    expect(
      readConfig({ ...deployment, SESSION_SECRET: `${SECRET}-new, ${SECRET}-old,` }, "storefront").sessionSecrets,
    ).toEqual([`${SECRET}-new`, `${SECRET}-old`]);
    expect(refused({ ...deployment, SESSION_SECRET: `${SECRET},short` })).toEqual(["SESSION_SECRET"]);
  });

  it("refuses a missing PUBLIC_URL, or one with a path", () => {
    expect(refused({ ...deployment, PUBLIC_URL: undefined })).toEqual(["PUBLIC_URL"]);
    expect(refused({ ...deployment, PUBLIC_URL: " " })).toEqual(["PUBLIC_URL"]);
    expect(refused({ ...deployment, PUBLIC_URL: "https://shop.example.com/en" })).toEqual(["PUBLIC_URL"]);
    expect(readConfig({ ...deployment, PUBLIC_URL: "https://shop.example.com/" }, "storefront").publicUrl).toBe(
      "https://shop.example.com",
    );
  });

  it("the platform alone needs no SESSION_SECRET; tools need neither secret", () => {
    expect(refused({ ...deployment, SESSION_SECRET: undefined }, "platform")).toBeNull();
    expect(refused({ NODE_ENV: "production" }, "tool")).toBeNull();
  });
});

describe("the demo (DEMO_MODE=1, what `npm start` sets)", () => {
  it("runs without configuration: generated secrets, a local URL, only on this machine", () => {
    const config = readConfig({ DEMO_MODE: "1", PORT: "3100" }, "storefront");
    expect(config).toMatchObject({
      mode: "production",
      demoMode: true,
      host: "127.0.0.1",
      publicUrl: "http://localhost:3100",
      publicUrlGiven: false,
    });
    expect(config.sessionSecrets).toBeNull();
    expect(config.platformSecret).toBeNull();
  });

  it("listens where HOST says, and still refuses short secrets it is given", () => {
    expect(readConfig({ DEMO_MODE: "1", HOST: "0.0.0.0" }, "storefront").host).toBe("0.0.0.0");
    expect(refused({ DEMO_MODE: "1", SESSION_SECRET: "short" })).toEqual(["SESSION_SECRET"]);
  });
});

describe("development and tests", () => {
  it("take short secrets and default the rest", () => {
    const config = readConfig({ NODE_ENV: "development", SESSION_SECRET: "dev" }, "storefront");
    expect(config).toMatchObject({
      isProduction: false,
      host: "127.0.0.1",
      publicUrl: "http://localhost:3000",
      validatePlatformResponses: true,
      // The page cache is for production builds (the host leaves it off under Vite anyway).
      pageCacheSeconds: 0,
    });
    expect(config.sessionSecrets).toEqual(["dev"]);
  });
});

describe("values", () => {
  it("are typed, with their defaults", () => {
    const config = readConfig({
      NODE_ENV: "test",
      FORM_BODY_LIMIT: "100kb",
      API_BODY_LIMIT: "2mb",
      UPLOAD_BODY_LIMIT: "5000",
      TRUST_PROXY: "1",
      MAINTENANCE_MODE: "true",
      HSTS: "off",
    });
    expect(config.bodyLimits).toEqual({ form: 102_400, json: 2 * 1024 * 1024, upload: 5000 });
    expect(config).toMatchObject({
      trustProxy: 1,
      maintenanceMode: true,
      hsts: false,
      port: 3000,
      pgPoolSize: 10,
      accessTokenTtl: 900,
      mailIntervalMs: 5000,
      paymentTimeoutMinutes: 60,
    });
    expect(readConfig({ NODE_ENV: "test", PAYMENT_TIMEOUT_MINUTES: "15" }).paymentTimeoutMinutes).toBe(15);
    expect(readConfig({ NODE_ENV: "test", TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    expect(readConfig({ NODE_ENV: "test" }).trustProxy).toBe(false);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["NODE_ENV", "staging"],
    ["LOG_LEVEL", "loud"],
    ["FORM_BODY_LIMIT", "a lot"],
    ["MAINTENANCE_MODE", "maybe"],
    ["API_URL", "platform:4000"],
    ["ALLOWED_ORIGINS", "https://a.example, not an origin"],
    ["SMTP_URL", "mail.example.com"],
    ["PAYMENT_TIMEOUT_MINUTES", "0"],
    ["PAYMENT_TIMEOUT_MINUTES", "an hour"],
  ])("refuses a malformed %s (%s), naming it", (variable, value) => {
    expect(refused({ NODE_ENV: "test", [variable]: value })).toEqual([variable]);
  });

  it("turns social login on only with every OAUTH_* variable, naming the missing ones", () => {
    const oauth = {
      OAUTH_PROVIDER_NAME: "Example ID",
      OAUTH_AUTHORIZE_URL: "https://id.example/authorize",
      OAUTH_TOKEN_URL: "https://id.example/token",
      OAUTH_USERINFO_URL: "https://id.example/userinfo",
      OAUTH_CLIENT_ID: "shop",
      OAUTH_CLIENT_SECRET: "secret",
    };
    expect(readConfig({ NODE_ENV: "test", ...oauth }).oauth).toMatchObject({
      name: "Example ID",
      scopes: "openid email profile",
    });
    expect(readConfig({ NODE_ENV: "test" }).oauth).toBeNull();
    expect(refused({ NODE_ENV: "test", ...oauth, OAUTH_TOKEN_URL: undefined, OAUTH_CLIENT_SECRET: "" })).toEqual([
      "OAUTH_TOKEN_URL",
      "OAUTH_CLIENT_SECRET",
    ]);
  });
});

it("names the database without its credentials", () => {
  expect(describeDatabase("/srv/data/storefront.sqlite")).toEqual({
    database: "sqlite",
    location: "/srv/data/storefront.sqlite",
  });
  expect(describeDatabase("postgres://shop:hunter2@db.internal:5432/shop")).toEqual({
    database: "postgres",
    location: "db.internal:5432/shop",
  });
});

it("docs/operations.md lists every variable", () => {
  const operations = readFileSync(resolve(import.meta.dirname, "../../docs/operations.md"), "utf8");
  expect(variableNames.filter((name) => !operations.includes(`\`${name}\``))).toEqual([]);
});
