/**
 * Redis (REDIS_URL, issue 16): two platforms on one database share their attempt counters and cache
 * notices through it, on SQLite as on PostgreSQL; with Redis gone the shop keeps selling, each
 * process counting alone and saying so in the log, and the shared limits resume once it is back.
 *
 * Every run uses its own key prefix, so parallel runs share the machine's Redis safely. Skipped when
 * no Redis answers at 127.0.0.1:6379.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, connect } from "node:net";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accounts, checkout } from "#server/contract";
import { reloadConfig } from "#server/config";
import { createPlatform, type Platform } from "#server/index";
import { log } from "#server/log";
import { ATTEMPT_LIMITS, login } from "#server/modules/accounts";
import { listOptions, setOption } from "#server/modules/cms/options";
import { siteScope } from "#server/modules/scope";
import { redisHealth, type RedisSettings } from "#server/redis";
import { OUTAGE_CACHE_TTL_MS } from "#server/redis/cache-notices";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { PASSWORD, SITE_ID, registerUser, verificationTokenOf } from "./accounts-fixture";
import { insertProduct } from "./cart-fixture";
import { orderInput, readyCart } from "./checkout-fixture";

const SHARED_URL = "redis://127.0.0.1:6379/0";

const answers = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(500);
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  }).finally(() => undefined);
const redisHere = await answers(6379);

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** A platform (the test platform) and a second one on its database, both with Redis as given. */
async function twoPlatforms(
  redis: RedisSettings,
): Promise<{ t: TestPlatform; other: Platform; close(): Promise<void> }> {
  // The test platform reads REDIS_URL like a real start.
  process.env.REDIS_URL = redis.url;
  process.env.REDIS_PREFIX = redis.prefix;
  reloadConfig();
  try {
    const t = await startTestPlatform();
    const other = await createPlatform({
      databaseUrl: t.databaseUrl,
      dataDir: t.dataDir,
      mediaS3: null,
      seed: false,
      redis,
    });
    return {
      t,
      other,
      async close() {
        await other.close();
        await t.close();
      },
    };
  } finally {
    delete process.env.REDIS_URL;
    delete process.env.REDIS_PREFIX;
    reloadConfig();
  }
}

const loginStatus = (platform: Platform, username: string, password: string, address: string) =>
  siteScope(platform.services, SITE_ID)
    .then((scope) => login(platform.services, scope, { username, password }, address))
    .then(
      () => 200,
      (err: { statusCode?: number }) => err.statusCode ?? 500,
    );

/** The seconds a refused login is told to wait (its Retry-After), or null when it is not refused so. */
const lockoutSeconds = (platform: Platform, username: string, address: string) =>
  siteScope(platform.services, SITE_ID)
    .then((scope) => login(platform.services, scope, { username, password: PASSWORD }, address))
    .then(
      () => null,
      (err: { headers?: Record<string, string> }) => Number(err.headers?.["Retry-After"] ?? Number.NaN),
    );

/** A lockout of the login window that began a moment ago: nearly all of it is left. */
const windowSeconds = ATTEMPT_LIMITS.login.windowMs / 1000;
const nearlyWholeWindow = (seconds: number | null) =>
  seconds !== null && seconds > windowSeconds - 60 && seconds <= windowSeconds;

async function verifiedUser(t: TestPlatform): Promise<string> {
  const { email } = await registerUser(t);
  await t.call(accounts.verify, { token: await verificationTokenOf(t, email) });
  return email;
}

async function deleteKeys(url: string, prefix: string) {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await client.connect();
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
  } catch {
    // The dedicated server may be gone already.
  } finally {
    client.disconnect();
  }
}

describe.skipIf(!redisHere)("two platforms sharing Redis", () => {
  const prefix = `test:${randomUUID()}:`;
  let pair: Awaited<ReturnType<typeof twoPlatforms>>;

  beforeAll(async () => {
    pair = await twoPlatforms({ url: SHARED_URL, prefix });
  });
  afterAll(async () => {
    await pair?.close();
    await deleteKeys(SHARED_URL, prefix);
  });

  it("count failed logins on both against one throttle, in Redis rather than the table", async () => {
    const { t, other } = pair;
    const email = await verifiedUser(t);
    const platforms = [t.platform, other];
    const address = "198.51.100.21";
    for (let i = 0; i < ATTEMPT_LIMITS.login.perAccountAndAddress; i++)
      expect(await loginStatus(platforms[i % 2]!, email, `wrong-${i}`, address)).toBe(401);
    expect(await loginStatus(t.platform, email, PASSWORD, address)).toBe(429);
    expect(await loginStatus(other, email, PASSWORD, address)).toBe(429);
    expect(nearlyWholeWindow(await lockoutSeconds(other, email, address))).toBe(true);
    const rows = await t.platform.services.db.selectFrom("rate_limits").select("key").execute();
    expect(rows.filter((row) => row.key.includes(email))).toEqual([]);
    const client = new Redis(SHARED_URL);
    const keys = await client.keys(`${prefix}attempts:*${email}*`);
    expect(keys).toHaveLength(1);
    // How long the lockout lasts is read from Redis too: the key's time to live.
    await client.pexpire(keys[0]!, 90_000);
    expect(await lockoutSeconds(t.platform, email, address)).toBe(90);
    client.disconnect();
    expect(await redisHealth(t.platform.services)).toEqual({ ok: true });
  });

  it("drop a cached tag on the other platform when one writes", async () => {
    const { t, other } = pair;
    const key = `RedisTest${Date.now()}`;
    const scope = await siteScope(other.services, SITE_ID);
    expect(await listOptions(other.services, scope, [key])).toEqual([]);
    await setOption(t.platform.services, await siteScope(t.platform.services, SITE_ID), key, "fresh");
    await t.platform.services.cache.settled();
    await expect
      .poll(async () => (await listOptions(other.services, scope, [key])).map((o) => o.value), { timeout: 2000 })
      .toEqual(["fresh"]);
  });
});

describe.skipIf(!redisHere)("Redis down", () => {
  const prefix = `test:${randomUUID()}:`;
  let port: number;
  let server: ChildProcess | null = null;
  let pair: Awaited<ReturnType<typeof twoPlatforms>>;
  const url = () => `redis://127.0.0.1:${port}/0`;

  const startServer = async () => {
    server = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    await vi.waitFor(
      async () => {
        if (!(await answers(port))) throw new Error("redis-server not up yet");
      },
      { timeout: 5000, interval: 50 },
    );
  };
  const stopServer = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    running.kill("SIGTERM");
    await once(running, "exit");
  };

  beforeAll(async () => {
    port = await freePort();
    await startServer();
    pair = await twoPlatforms({ url: url(), prefix });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await pair?.close();
    await stopServer();
  });

  it("keeps the shop selling with limits per process, says so, and shares the limits again once back", async () => {
    const { t, other } = pair;
    const warn = vi.spyOn(log, "warn");
    const down = await verifiedUser(t);
    const productId = await insertProduct(t, { final: 990, stock: 5 });
    await stopServer();

    // Each process counts alone: one throttles, the other still lets the owner in.
    const address = "198.51.100.22";
    for (let i = 0; i < ATTEMPT_LIMITS.login.perAccountAndAddress; i++)
      expect(await loginStatus(t.platform, down, `wrong-${i}`, address)).toBe(401);
    expect(await loginStatus(t.platform, down, PASSWORD, address)).toBe(429);
    expect(nearlyWholeWindow(await lockoutSeconds(t.platform, down, address))).toBe(true);
    expect(await loginStatus(other, down, PASSWORD, address)).toBe(200);
    expect(warn.mock.calls.filter(([msg]) => msg.startsWith("redis unavailable:")).length).toBeGreaterThan(0);
    // Once per outage, however many commands failed.
    expect(warn.mock.calls.filter(([msg]) => msg.startsWith("redis unavailable:")).length).toBeLessThanOrEqual(2);
    expect(await redisHealth(t.platform.services)).toMatchObject({ ok: false });

    // Notices cannot pass: the other's cache lives a few seconds at most.
    const key = `RedisDown${Date.now()}`;
    const otherScope = await siteScope(other.services, SITE_ID);
    expect(await listOptions(other.services, otherScope, [key])).toEqual([]);
    await setOption(t.platform.services, await siteScope(t.platform.services, SITE_ID), key, "fresh");
    await expect
      .poll(async () => (await listOptions(other.services, otherScope, [key])).length, {
        timeout: OUTAGE_CACHE_TTL_MS + 2000,
        interval: 250,
      })
      .toBe(1);

    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }] });
    const created = await t.call(checkout.orderCreate, await orderInput(t, ready));
    expect(created.orderSlug).toMatch(/^DS-/);

    await startServer();
    await expect.poll(async () => (await redisHealth(t.platform.services)).ok, { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await redisHealth(other.services)).ok, { timeout: 10_000 }).toBe(true);
    const back = await verifiedUser(t);
    for (let i = 0; i < ATTEMPT_LIMITS.login.perAccountAndAddress; i++)
      expect(await loginStatus([t.platform, other][i % 2]!, back, `wrong-${i}`, address)).toBe(401);
    expect(await loginStatus(other, back, PASSWORD, address)).toBe(429);
  }, 40_000);
});
