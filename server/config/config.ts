/**
 * The one configuration of the host (server.ts), the platform (server/) and their tools: every
 * environment variable any of them reads is declared here, typed and checked by zod, with its
 * default. A process reads it once when it starts (startConfig in server/host/startup.ts); code reads
 * `getConfig()`, never `process.env`. docs/operations.md lists the same variables.
 *
 * Modes: NODE_ENV=development (`npm run dev`) and test (vitest) are for working on the code.
 * Anything else, NODE_ENV unset included, is production: a server then refuses to start without
 * its secrets and PUBLIC_URL, unless DEMO_MODE=1 (what `npm start` sets) asks for generated
 * secrets and a local URL.
 */
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { z } from "zod";

export type Mode = "production" | "development" | "test";
export type LogLevel = "debug" | "info" | "warn" | "error";
/** Which process reads the configuration: servers must have their secrets, tools need not. */
export type Role = "storefront" | "platform" | "tool";

/** Secrets signing cookies and tokens must be at least this long in production. */
export const MIN_SECRET_LENGTH = 32;
/** log2 of scrypt's N for new password hashes (server/modules/accounts/passwords.ts). */
export const DEFAULT_PASSWORD_HASH_COST = 15;

/** A configuration the process cannot run with; `message` names every variable at fault. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(problems.map((p) => `${p.variable} ${p.message}`).join("; "));
    this.name = "ConfigError";
  }
  get variables(): string[] {
    return this.problems.map((p) => p.variable);
  }
}

// ------------------------------------------------------------------ value types

/** A blank value counts as unset; other values lose surrounding spaces. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" ? value.trim() || undefined : value), schema.optional());

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`);

const UNITS = { b: 1, kb: 1024, mb: 1024 * 1024 } as const;
/** Bytes: 102400, "100kb" or "1mb". */
const byteSize = z
  .string()
  .regex(/^\d+\s*(b|kb|mb)?$/i, 'must be a size such as 102400, "100kb" or "1mb"')
  .transform((text) => {
    const [, amount, unit] = /^(\d+)\s*([a-z]*)$/i.exec(text)!;
    return Number(amount) * UNITS[(unit || "b").toLowerCase() as keyof typeof UNITS];
  })
  .refine((n) => n > 0, "must be more than 0 bytes");

const TRUE = ["1", "true", "yes", "on"];
const FALSE = ["0", "false", "no", "off"];
const flag = z
  .string()
  .transform((v) => v.toLowerCase())
  .refine((v) => TRUE.includes(v) || FALSE.includes(v), "must be 1 or 0 (true, false, on, off)")
  .transform((v) => TRUE.includes(v));

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
const httpUrl = z
  .string()
  .refine(isHttpUrl, "must be an http:// or https:// URL")
  .transform((v) => v.replace(/\/+$/, ""));
/** A site's origin: scheme, host and port, nothing after. */
const origin = httpUrl.refine(
  (v) => new URL(v).origin === v,
  "must be an origin such as https://shop.example.com (no path)",
);
const originList = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((o) => o.trim().replace(/\/+$/, ""))
      .filter(Boolean),
  )
  .refine(
    (list) => list.every((o) => isHttpUrl(o) && new URL(o).origin === o),
    "must be origins such as https://app.example.com, comma-separated",
  );
const smtpUrl = z.string().refine((v) => /^smtps?:\/\/[^\s]+$/.test(v), "must be an smtp:// or smtps:// URL");

// ------------------------------------------------------------------ the variables

/** Every variable, as the environment spells it. Secrets stay raw: a blank one is an error, not unset. */
const variables = z.object({
  NODE_ENV: optional(
    z.enum(["production", "development", "test"], { error: "must be production, development or test" }),
  ),
  DEMO_MODE: optional(flag),
  PORT: optional(wholeNumber(1, 65_535)),
  WEB_CONCURRENCY: optional(wholeNumber(1, 256)),
  HOST: optional(z.string()),
  PUBLIC_URL: optional(origin),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.string()),
  PG_POOL_SIZE: optional(wholeNumber(1, 1000)),
  SESSION_SECRET: z.string().optional(),
  PLATFORM_SECRET: z.string().optional(),
  PLATFORM_API_KEY: optional(z.string()),
  API_URL: optional(httpUrl),
  PLATFORM_PORT: optional(wholeNumber(1, 65_535)),
  EDGE_CACHE_SECONDS: optional(wholeNumber(0, 31_536_000)),
  EDGE_STALE_SECONDS: optional(wholeNumber(0, 31_536_000)),
  PAGE_CACHE_SECONDS: optional(wholeNumber(0, 31_536_000)),
  EDGE_PURGE_URL: optional(httpUrl),
  ASSET_RETENTION_HOURS: optional(wholeNumber(0, 8760)),
  RETAINED_ASSETS_DIR: optional(z.string()),
  MAINTENANCE_MODE: optional(flag),
  PAYMENT_SANDBOX: optional(flag),
  DEV_OPEN_STOREFRONT: optional(flag),
  VALIDATE_PLATFORM_RESPONSES: optional(flag),
  TRUST_PROXY: optional(z.string()),
  ALLOWED_ORIGINS: optional(originList),
  HSTS: optional(flag),
  LOG_LEVEL: optional(z.enum(["debug", "info", "warn", "error"], { error: "must be debug, info, warn or error" })),
  FORM_BODY_LIMIT: optional(byteSize),
  API_BODY_LIMIT: optional(byteSize),
  UPLOAD_BODY_LIMIT: optional(byteSize),
  ACCESS_TOKEN_TTL: optional(wholeNumber(1)),
  SMTP_URL: optional(smtpUrl),
  MAIL_FROM: optional(z.string()),
  MAIL_INTERVAL_MS: optional(wholeNumber(100)),
  JOB_INTERVAL_MS: optional(wholeNumber(100)),
  PAYMENT_TIMEOUT_MINUTES: optional(wholeNumber(1, 10_080)),
  DEMO_ADMIN_PASSWORD: optional(z.string()),
  DEMO_CUSTOMER_PASSWORD: optional(z.string()),
  OAUTH_PROVIDER_NAME: optional(z.string()),
  OAUTH_PROVIDER_ID: optional(z.string()),
  OAUTH_AUTHORIZE_URL: optional(httpUrl),
  OAUTH_TOKEN_URL: optional(httpUrl),
  OAUTH_USERINFO_URL: optional(httpUrl),
  OAUTH_CLIENT_ID: optional(z.string()),
  OAUTH_CLIENT_SECRET: optional(z.string()),
  OAUTH_SCOPES: optional(z.string()),
  RECAPTCHA_SITE_KEY: optional(z.string()),
  RECAPTCHA_SECRET_KEY: optional(z.string()),
  RECAPTCHA_VERIFY_URL: optional(httpUrl),
  FORM_MIN_FILL_MS: optional(wholeNumber(0, 600_000)),
  PASSWORD_HASH_COST: optional(wholeNumber(12, 17)),
  MEDIA_S3_BUCKET: optional(z.string()),
  MEDIA_S3_REGION: optional(z.string()),
  MEDIA_S3_ACCESS_KEY_ID: optional(z.string()),
  MEDIA_S3_SECRET_ACCESS_KEY: optional(z.string()),
  MEDIA_S3_ENDPOINT: optional(httpUrl),
  MEDIA_S3_PREFIX: optional(z.string()),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/./, "must be a redis:// or rediss:// URL")),
  REDIS_PREFIX: optional(z.string()),
});
type Variables = z.output<typeof variables>;

/** The names of every variable the configuration reads (docs/operations.md lists each). */
export const variableNames = Object.keys(variables.shape) as (keyof Variables)[];

/** Media go to an S3-compatible bucket only when all of these are set (server/modules/media/storage.ts). */
const MEDIA_S3_REQUIRED = [
  "MEDIA_S3_BUCKET",
  "MEDIA_S3_REGION",
  "MEDIA_S3_ACCESS_KEY_ID",
  "MEDIA_S3_SECRET_ACCESS_KEY",
] as const;
/** These mean something only with the bucket. */
const MEDIA_S3_OPTIONAL = ["MEDIA_S3_ENDPOINT", "MEDIA_S3_PREFIX"] as const;

/** Where media files go when not on the local disk. */
export interface MediaS3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL; null: AWS S3 itself. */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key: "" or a folder ending in "/", so that shops may share a bucket. */
  prefix: string;
}

/** Social login turns on only when all of these are set (app/.server/auth/social.ts). */
const OAUTH_REQUIRED = [
  "OAUTH_PROVIDER_NAME",
  "OAUTH_AUTHORIZE_URL",
  "OAUTH_TOKEN_URL",
  "OAUTH_USERINFO_URL",
  "OAUTH_CLIENT_ID",
  "OAUTH_CLIENT_SECRET",
] as const;

export interface Config {
  mode: Mode;
  isProduction: boolean;
  /** `npm start`: the production build with generated secrets, a local URL and demo passwords. */
  demoMode: boolean;
  port: number;
  /** Storefront worker processes (server.ts): one per core in production; one for the demo,
   * development and tests unless WEB_CONCURRENCY says otherwise. */
  webConcurrency: number;
  host: string;
  /** The site's public origin: canonical URLs, sitemaps, links in e-mails. Never the Host header. */
  publicUrl: string;
  /** False when publicUrl is the local default (development, tests, demo). */
  publicUrlGiven: boolean;
  dataDir: string;
  /** DATABASE_URL, or the SQLite file under dataDir. */
  databaseUrl: string;
  pgPoolSize: number;
  /** The given session secrets (the first signs, all verify); null: generated under dataDir. */
  sessionSecrets: string[] | null;
  /** The given platform secret; null: generated under dataDir. */
  platformSecret: string | null;
  apiKey: string;
  apiUrl: string | null;
  platformPort: number;
  /** Earlier releases' browser files kept for open pages after a deploy (server/host/assets-retention.ts):
   * the store's folder, and the hours a replaced release stays (0: none kept). */
  assetRetention: { dir: string; hours: number };
  /** A shared cache in front (docs/operations.md): anonymous public pages' s-maxage and
   * stale-while-revalidate in seconds (0: not shared-cacheable), and where purges of surrogate keys go. */
  edgeCache: { seconds: number; staleSeconds: number; purgeUrl: string | null };
  /** The host's own cache of those pages (server/host/page-cache.ts): an entry's lifetime in
   * seconds, at most the page's s-maxage (0: off; 60 in production unless set, decision 0039). */
  pageCacheSeconds: number;
  maintenanceMode: boolean;
  /** Whether the built-in payment sandbox takes payments (its page approves one for whoever clicks):
   * PAYMENT_SANDBOX, else everywhere but a production server without DEMO_MODE. */
  paymentSandbox: boolean;
  /** Development only: visitors see the storefront without logging in to the back office first. */
  devOpenStorefront: boolean;
  validatePlatformResponses: boolean;
  /** Express `trust proxy`: true, a hop count or addresses; false when unset. */
  trustProxy: boolean | number | string;
  allowedOrigins: string[];
  hsts: boolean;
  logLevel: LogLevel;
  /** Bytes a request body may have: storefront forms, platform JSON, uploads (multipart to /api). */
  bodyLimits: { form: number; json: number; upload: number };
  accessTokenTtl: number;
  smtpUrl: string | null;
  mailFrom: string | null;
  mailIntervalMs: number;
  /** How often the background jobs run (once per period across every process on the database). */
  jobIntervalMs: number;
  /** Minutes an order may wait for its online payment (HPF, WALLET) before it is cancelled. */
  paymentTimeoutMinutes: number;
  /** Passwords for the seeded demo accounts when given (the seed has its own defaults). */
  demoPasswords: { admin: string | null; customer: string | null };
  /** The OAuth 2 provider for social login, or null when social login is off. */
  oauth: {
    name: string;
    id: string | null;
    authorizeUrl: string;
    tokenUrl: string;
    userinfoUrl: string;
    clientId: string;
    clientSecret: string;
    scopes: string;
  } | null;
  /** The bot check of public forms (reCAPTCHA v2 invisible), or null: a honeypot and a minimum fill time. */
  recaptcha: { siteKey: string; secretKey: string; verifyUrl: string } | null;
  /** How long a person takes at least to fill a public form; quicker is a bot (without reCAPTCHA). */
  formMinFillMs: number;
  /** scrypt's cost as log2 N for new password hashes (15; only tests may lower it, decision 0051). */
  passwordHashCost: number;
  /** Media originals and sizes in an S3-compatible bucket, or null: on the disk under dataDir/media. */
  mediaS3: MediaS3Settings | null;
  /** Shared attempt counters and cache notices in Redis, or null: in the database alone. */
  redis: { url: string; prefix: string } | null;
}

type Problem = { variable: string; message: string };

/** Secrets given as a comma-separated list: the entries, or what is wrong with the value. */
function secretList(raw: string | undefined, list: boolean): { values: string[] | null; problem: string | null } {
  if (raw === undefined) return { values: null, problem: "is missing" };
  if (!raw.trim()) return { values: null, problem: "is blank" };
  const values = list
    ? raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [raw.trim()];
  if (!values.length) return { values: null, problem: "holds only blanks" };
  return { values, problem: null };
}

function checkSecret(
  variable: "SESSION_SECRET" | "PLATFORM_SECRET",
  raw: string | undefined,
  strict: boolean,
  required: boolean,
  problems: Problem[],
) {
  const { values, problem } = secretList(raw, variable === "SESSION_SECRET");
  if (problem) {
    if (required)
      problems.push({
        variable,
        message: `${problem}: production needs a secret of at least ${MIN_SECRET_LENGTH} characters (for example \`openssl rand -hex 32\`)`,
      });
    return null;
  }
  if (strict && values!.some((s) => s.length < MIN_SECRET_LENGTH)) {
    problems.push({
      variable,
      message: `is shorter than ${MIN_SECRET_LENGTH} characters: production needs a long random secret (for example \`openssl rand -hex 32\`)`,
    });
  }
  return values;
}

/**
 * Reads the configuration from an environment. Throws a ConfigError naming every variable that
 * is malformed, or (for a server in production without DEMO_MODE) missing.
 */
export function readConfig(env: NodeJS.ProcessEnv, role: Role = "tool"): Config {
  const parsed = variables.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "environment"),
        message: issue.message,
      })),
    );
  }
  const v = parsed.data;
  const problems: Problem[] = [];
  const mode: Mode = v.NODE_ENV ?? "production";
  const isProduction = mode === "production";
  const demoMode = isProduction && v.DEMO_MODE === true;
  // A real deployment: a server in production that was not asked to run as the demo.
  const deployment = isProduction && !demoMode && role !== "tool";

  const sessionSecrets = checkSecret(
    "SESSION_SECRET",
    env.SESSION_SECRET,
    isProduction,
    deployment && role === "storefront",
    problems,
  );
  const platformSecret = checkSecret("PLATFORM_SECRET", env.PLATFORM_SECRET, isProduction, deployment, problems);
  if (deployment && !v.PUBLIC_URL) {
    problems.push({
      variable: "PUBLIC_URL",
      message: "is missing: production needs the site's public origin, for example https://shop.example.com",
    });
  }
  const oauthSet = OAUTH_REQUIRED.filter((name) => v[name]);
  if (oauthSet.length && oauthSet.length < OAUTH_REQUIRED.length) {
    for (const name of OAUTH_REQUIRED.filter((n) => !v[n]))
      problems.push({ variable: name, message: "is missing: social login needs every OAUTH_* variable, or none" });
  }
  if (!v.RECAPTCHA_SITE_KEY !== !v.RECAPTCHA_SECRET_KEY)
    problems.push({
      variable: v.RECAPTCHA_SITE_KEY ? "RECAPTCHA_SECRET_KEY" : "RECAPTCHA_SITE_KEY",
      message: "is missing: reCAPTCHA needs both its site key and its secret key, or neither",
    });
  const mediaS3Set = [...MEDIA_S3_REQUIRED, ...MEDIA_S3_OPTIONAL].filter((name) => v[name]);
  if (mediaS3Set.length) {
    for (const name of MEDIA_S3_REQUIRED.filter((n) => !v[n]))
      problems.push({
        variable: name,
        message: `is missing: media in S3 needs ${MEDIA_S3_REQUIRED.join(", ")} together, or none (the disk)`,
      });
  }
  if (isProduction && v.PASSWORD_HASH_COST !== undefined && v.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST)
    problems.push({
      variable: "PASSWORD_HASH_COST",
      message: `must be at least ${DEFAULT_PASSWORD_HASH_COST} in production: a lower cost only speeds up tests`,
    });
  if (problems.length) throw new ConfigError(problems);

  const port = v.PORT ?? 3000;
  const dataDir = resolve(v.DATA_DIR ?? "data");
  const trustProxy = v.TRUST_PROXY ?? "false";
  return {
    mode,
    isProduction,
    demoMode,
    port,
    webConcurrency: v.WEB_CONCURRENCY ?? (isProduction && !demoMode ? availableParallelism() : 1),
    // The demo and development servers know their passwords: only this machine may reach them.
    host: v.HOST ?? (isProduction && !demoMode ? "0.0.0.0" : "127.0.0.1"),
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${port}`,
    publicUrlGiven: v.PUBLIC_URL !== undefined,
    dataDir,
    databaseUrl: v.DATABASE_URL ?? join(dataDir, "storefront.sqlite"),
    pgPoolSize: v.PG_POOL_SIZE ?? 10,
    sessionSecrets,
    platformSecret: platformSecret?.[0] ?? null,
    apiKey: v.PLATFORM_API_KEY ?? "demo-public-api-key",
    apiUrl: v.API_URL ?? null,
    platformPort: v.PLATFORM_PORT ?? 4000,
    edgeCache: {
      seconds: v.EDGE_CACHE_SECONDS ?? 60,
      staleSeconds: v.EDGE_STALE_SECONDS ?? 300,
      purgeUrl: v.EDGE_PURGE_URL ?? null,
    },
    pageCacheSeconds: v.PAGE_CACHE_SECONDS ?? (isProduction ? 60 : 0),
    assetRetention: { dir: resolve(v.RETAINED_ASSETS_DIR ?? ".releases"), hours: v.ASSET_RETENTION_HOURS ?? 24 },
    maintenanceMode: v.MAINTENANCE_MODE ?? false,
    paymentSandbox: v.PAYMENT_SANDBOX ?? (!isProduction || demoMode),
    devOpenStorefront: v.DEV_OPEN_STOREFRONT === true,
    validatePlatformResponses: v.VALIDATE_PLATFORM_RESPONSES ?? !isProduction,
    trustProxy:
      trustProxy === "true"
        ? true
        : trustProxy === "false"
          ? false
          : /^\d+$/.test(trustProxy)
            ? Number(trustProxy)
            : trustProxy,
    allowedOrigins: v.ALLOWED_ORIGINS ?? [],
    hsts: v.HSTS ?? true,
    // Vitest sets VITEST: tests stay quiet unless LOG_LEVEL asks otherwise.
    logLevel: v.LOG_LEVEL ?? (env.VITEST ? "error" : "info"),
    bodyLimits: {
      form: v.FORM_BODY_LIMIT ?? 100 * UNITS.kb,
      json: v.API_BODY_LIMIT ?? UNITS.mb,
      upload: v.UPLOAD_BODY_LIMIT ?? 20 * UNITS.mb,
    },
    accessTokenTtl: v.ACCESS_TOKEN_TTL ?? 900,
    smtpUrl: v.SMTP_URL ?? null,
    mailFrom: v.MAIL_FROM ?? null,
    mailIntervalMs: v.MAIL_INTERVAL_MS ?? 5000,
    jobIntervalMs: v.JOB_INTERVAL_MS ?? 60_000,
    paymentTimeoutMinutes: v.PAYMENT_TIMEOUT_MINUTES ?? 60,
    demoPasswords: { admin: v.DEMO_ADMIN_PASSWORD ?? null, customer: v.DEMO_CUSTOMER_PASSWORD ?? null },
    oauth: oauthSet.length
      ? {
          name: v.OAUTH_PROVIDER_NAME!,
          id: v.OAUTH_PROVIDER_ID ?? null,
          authorizeUrl: v.OAUTH_AUTHORIZE_URL!,
          tokenUrl: v.OAUTH_TOKEN_URL!,
          userinfoUrl: v.OAUTH_USERINFO_URL!,
          clientId: v.OAUTH_CLIENT_ID!,
          clientSecret: v.OAUTH_CLIENT_SECRET!,
          scopes: v.OAUTH_SCOPES ?? "openid email profile",
        }
      : null,
    recaptcha:
      v.RECAPTCHA_SITE_KEY && v.RECAPTCHA_SECRET_KEY
        ? {
            siteKey: v.RECAPTCHA_SITE_KEY,
            secretKey: v.RECAPTCHA_SECRET_KEY,
            verifyUrl: v.RECAPTCHA_VERIFY_URL ?? "https://www.google.com/recaptcha/api/siteverify",
          }
        : null,
    formMinFillMs: v.FORM_MIN_FILL_MS ?? 2000,
    passwordHashCost: v.PASSWORD_HASH_COST ?? DEFAULT_PASSWORD_HASH_COST,
    mediaS3: mediaS3Set.length
      ? {
          bucket: v.MEDIA_S3_BUCKET!,
          region: v.MEDIA_S3_REGION!,
          endpoint: v.MEDIA_S3_ENDPOINT ?? null,
          accessKeyId: v.MEDIA_S3_ACCESS_KEY_ID!,
          secretAccessKey: v.MEDIA_S3_SECRET_ACCESS_KEY!,
          prefix: s3Prefix(v.MEDIA_S3_PREFIX),
        }
      : null,
    redis: v.REDIS_URL ? { url: v.REDIS_URL, prefix: v.REDIS_PREFIX ?? "shop:" } : null,
  };
}

/** "shop-a", "/shop-a/" and "shop-a/" all put keys under "shop-a/". */
function s3Prefix(raw: string | undefined): string {
  const trimmed = (raw ?? "").replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/` : "";
}

let current: Config | null = null;

/** The process's configuration, read from process.env the first time it is asked for. */
export function getConfig(): Config {
  return (current ??= readConfig(process.env));
}

/** Reads process.env again as a process of `role` (start-up; tests that change the environment). */
export function reloadConfig(role: Role = "tool"): Config {
  current = readConfig(process.env, role);
  return current;
}

/** Tests only: read process.env again when next asked (a test file sets its variables as it loads). */
export function forgetConfig(): void {
  current = null;
}

/** Whether a database URL names PostgreSQL (otherwise it is an SQLite file path). */
export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** The database for logs: kind and where, without credentials. */
export function describeDatabase(url: string): { database: "postgres" | "sqlite"; location: string } {
  if (!isPostgresUrl(url)) return { database: "sqlite", location: url };
  const u = new URL(url);
  return { database: "postgres", location: `${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}` };
}
