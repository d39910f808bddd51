/**
 * Several hosts, one shop (issue 16): two platform processes (server/main.ts) on two ports against
 * one database behave as one. A cart made on one is used on the other; a login throttle counts
 * attempts on both; a back-office edit on one is what the other answers next (PostgreSQL tells the
 * other processes by NOTIFY); a scheduled job runs once per period across both.
 *
 * The processes are real ones, so this runs once (in the HTTP project of the API suite).
 */
process.env.PLATFORM_SECRET ??= "multi-host-test-platform-secret-32-chars";

import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, cart, cms } from "#server/contract";
import { setBackofficeUser } from "#server/modules/accounts";
import { ATTEMPT_LIMITS } from "#server/modules/accounts/rate-limit";
import { siteScope } from "#server/modules/scope";
import { startTestPlatform, transport, type TestPlatform } from "../support/platform";
import { startHost, statusOf, type Host } from "../support/platform-process";
import { PASSWORD, SITE_ID, registerUser, verificationTokenOf } from "./accounts-fixture";
import { demoSimpleProductId } from "./cart-fixture";

const JOB_INTERVAL_MS = 700;
const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "");

describe.skipIf(transport !== "http")("two hosts on one database", () => {
  let t: TestPlatform;
  let one: Host;
  let two: Host;

  beforeAll(async () => {
    t = await startTestPlatform();
    const env = { JOB_INTERVAL_MS: String(JOB_INTERVAL_MS) };
    [one, two] = await Promise.all([startHost(t, env), startHost(t, env)]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await t?.close();
  });

  it("a cart made on one host is used on the other", async () => {
    const session = await one.call(cart.getNewCartSession, {});
    const productId = await demoSimpleProductId(t, 5);
    await two.call(cart.addItem, { ...session, productId: productId, qty: 2 });
    const seen = await one.call(cart.getCart, session);
    expect(seen.items.map((item) => [item.productId, item.qty])).toEqual([[productId, 2]]);
    // Its protectCode still guards it on both.
    expect(await statusOf(two.call(cart.getCart, { ...session, protectCode: "not-the-code" }))).toBeGreaterThanOrEqual(
      400,
    );
  });

  it("failed logins on both hosts count against one throttle", async () => {
    const { email } = await registerUser(t);
    await t.call(accounts.verify, { token: await verificationTokenOf(t, email) });
    const hosts = [one, two];
    for (let i = 0; i < ATTEMPT_LIMITS.login.perAccountAndAddress; i++) {
      const host = hosts[i % 2]!;
      expect(await statusOf(host.call(accounts.login, { username: email, password: `wrong-${i}` }))).toBe(401);
    }
    // Both hosts now slow this address down on this account, even with the right password.
    expect(await statusOf(one.call(accounts.login, { username: email, password: PASSWORD }))).toBe(429);
    expect(await statusOf(two.call(accounts.login, { username: email, password: PASSWORD }))).toBe(429);
  });

  it.skipIf(!postgres)("a back-office edit on one host is what the other answers next", async () => {
    const { email } = await registerUser(t);
    await t.call(accounts.verify, { token: await verificationTokenOf(t, email) });
    await setBackofficeUser(t.platform.services, await siteScope(t.platform.services, SITE_ID), email, true);
    const editor = await one.call(accounts.login, { username: email, password: PASSWORD });
    const copyright = async (host: Host) =>
      (await host.call(cms.optionFilter, { keys: ["CopyrightText"] })).find((o) => o.key === "CopyrightText")?.value;
    // Both hosts have the option cached.
    const before = await copyright(two);
    expect(await copyright(one)).toBe(before);
    const edited = `© ${Date.now()} Demo Shop, edited on host one`;
    await one.call(cms.optionSave, { key: "CopyrightText", value: edited, language: "en" }, editor.tokens.accessToken);
    expect(await copyright(one)).toBe(edited);
    expect(await copyright(two)).toBe(edited);
  });

  it("a scheduled job runs once per period across both hosts", async () => {
    const passes = (host: Host) =>
      host.lines().filter((line) => line.msg === "job pass" && line.job === "payment timeout").length;
    const periods = 6;
    const start = passes(one) + passes(two);
    await new Promise((done) => setTimeout(done, JOB_INTERVAL_MS * periods));
    const ran = passes(one) + passes(two) - start;
    // Two timers, each due every period: without the shared claim this would be about twice as many.
    expect(ran).toBeGreaterThanOrEqual(periods - 2);
    // Claims lie at least 0.9 period apart: at most one more than the periods in the window.
    expect(ran).toBeLessThanOrEqual(periods + 1);
  }, 30_000);
});

/** The same edit with REDIS_URL, on SQLite too: the notices travel through Redis pub/sub
 * (tests/api/redis.test.ts has the details). Skipped when no Redis answers at 127.0.0.1:6379. */
const REDIS_URL = "redis://127.0.0.1:6379/0";
async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
const redisHere = transport === "http" && (await redisAnswers());

describe.skipIf(!redisHere)("two hosts sharing Redis", () => {
  let t: TestPlatform;
  let one: Host;
  let two: Host;

  beforeAll(async () => {
    t = await startTestPlatform();
    const env = { REDIS_URL, REDIS_PREFIX: `test:multi-host-${randomUUID()}:` };
    [one, two] = await Promise.all([startHost(t, env), startHost(t, env)]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await t?.close();
  });

  it("a back-office edit on one host is what the other answers next", async () => {
    const { email } = await registerUser(t);
    await t.call(accounts.verify, { token: await verificationTokenOf(t, email) });
    await setBackofficeUser(t.platform.services, await siteScope(t.platform.services, SITE_ID), email, true);
    const editor = await one.call(accounts.login, { username: email, password: PASSWORD });
    const copyright = async (host: Host) =>
      (await host.call(cms.optionFilter, { keys: ["CopyrightText"] })).find((o) => o.key === "CopyrightText")?.value;
    expect(await copyright(one)).toBe(await copyright(two));
    const edited = `© ${Date.now()} Demo Shop, edited on host one over Redis`;
    await one.call(cms.optionSave, { key: "CopyrightText", value: edited, language: "en" }, editor.tokens.accessToken);
    await expect.poll(() => copyright(two), { timeout: 2000 }).toBe(edited);
  });
});
