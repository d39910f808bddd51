/**
 * Redis down under two platform processes (issue 16 item 5): a redis-server of the test's own, which
 * the test stops and starts again. Meanwhile the shop keeps selling (a cart filled on one process is
 * ordered on the other), the shared limits degrade to each process counting alone, and each process
 * says so: once in its log, and as `degraded` in /healthz, which stays 200 (the process is still
 * ready). Once Redis is back /healthz says ok again and the limits are shared once more.
 *
 * Runs once (in the HTTP project of the API suite), on SQLite as on PostgreSQL; skipped when there
 * is no redis-server here.
 */
process.env.PLATFORM_SECRET ??= "fault-test-platform-secret-of-32-chars";

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, cart, checkout } from "#server/contract";
import { ATTEMPT_LIMITS } from "#server/modules/accounts/rate-limit";
import { startTestPlatform, transport, type TestPlatform } from "../support/platform";
import { healthOf, startHost, statusOf, type Host } from "../support/platform-process";
import { PASSWORD, registerUser, verificationTokenOf } from "./accounts-fixture";
import { insertProduct } from "./cart-fixture";
import { orderInput, readyCart } from "./checkout-fixture";
import { freePort } from "../support/free-port";

/** How long each process may take to notice Redis gone or back (its reconnects are 2 s apart at most). */
const NOTICE_BOUND_MS = 10_000;

const redisServer = spawnSync("redis-server", ["--version"]).status === 0;

describe.skipIf(transport !== "http" || !redisServer)("Redis stopped under two hosts", () => {
  let port: number;
  let redis: ChildProcess | null = null;
  let t: TestPlatform;
  let one: Host;
  let two: Host;

  const startRedis = async () => {
    const server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", ""], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    redis = server;
    let output = "";
    for await (const chunk of server.stdout!) {
      output += String(chunk);
      if (output.includes("Ready to accept connections")) break;
    }
  };
  const stopRedis = async () => {
    const server = redis;
    redis = null;
    if (!server || server.exitCode !== null) return;
    server.kill("SIGKILL");
    await once(server, "exit");
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    t = await startTestPlatform();
    const env = { REDIS_URL: `redis://127.0.0.1:${port}/0`, REDIS_PREFIX: "fault:" };
    [one, two] = await Promise.all([startHost(t, env), startHost(t, env)]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await stopRedis();
    await t?.close();
  });

  const verifiedUser = async () => {
    const { email } = await registerUser(t);
    await t.call(accounts.verify, { token: await verificationTokenOf(t, email) });
    return email;
  };
  /** Fails on `host` until it throttles, then the owner's own password on each host. */
  const throttle = async (hosts: Host[], email: string) => {
    for (let i = 0; i < ATTEMPT_LIMITS.login.perAccountAndAddress; i++)
      expect(
        await statusOf(hosts[i % hosts.length]!.call(accounts.login, { username: email, password: `no-${i}` })),
      ).toBe(401);
    return Promise.all(
      [one, two].map((host) => statusOf(host.call(accounts.login, { username: email, password: PASSWORD }))),
    );
  };

  it("keeps selling with limits per process, says so in the log and /healthz, and shares the limits again once back", async () => {
    for (const host of [one, two])
      expect((await healthOf(host)).body).toMatchObject({ status: "ok", checks: { redis: "ok" } });
    const productId = await insertProduct(t, { final: 990, stock: 5 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }] });
    const early = await verifiedUser();

    await stopRedis();

    for (const host of [one, two]) {
      await expect
        .poll(async () => (await healthOf(host)).body.checks.redis, { timeout: NOTICE_BOUND_MS })
        .toMatch(/^degraded: redis unavailable/);
      const health = await healthOf(host);
      expect(health.status, "still ready").toBe(200);
      expect(health.body.status).toBe("degraded");
      await expect
        .poll(() => host.lines().filter((l) => String(l.msg).startsWith("redis unavailable")).length, {
          timeout: NOTICE_BOUND_MS,
        })
        .toBe(1);
    }

    // Selling: a cart filled on one process, ordered on the other.
    const session = await one.call(cart.getNewCartSession, {});
    await one.call(cart.addItem, { ...session, productId, qty: 1 });
    expect((await two.call(cart.getCart, session)).items.map((item) => item.qty)).toEqual([1]);
    const order = await two.call(checkout.orderCreate, await orderInput(t, ready));
    expect(order.orderSlug).toMatch(/^DS-/);
    // Limits per process: failures on one throttle there only.
    expect(await throttle([one], early)).toEqual([429, 0]);
    // Still one line each in the log for the whole outage.
    for (const host of [one, two])
      expect(host.lines().filter((l) => String(l.msg).startsWith("redis unavailable"))).toHaveLength(1);

    await startRedis();
    for (const host of [one, two]) {
      await expect
        .poll(async () => (await healthOf(host)).body, { timeout: NOTICE_BOUND_MS })
        .toMatchObject({
          status: "ok",
          checks: { redis: "ok" },
        });
      expect(host.lines().some((l) => l.msg === "redis available again")).toBe(true);
    }
    // Shared again: failures on both count against one throttle.
    expect(await throttle([one, two], await verifiedUser())).toEqual([429, 429]);
    expect([one.child.exitCode, two.child.exitCode]).toEqual([null, null]);
  }, 50_000);
});
