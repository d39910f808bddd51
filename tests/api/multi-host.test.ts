/**
 * Several hosts, one shop (issue 16): two platform processes (server/main.ts) on two ports against
 * one database behave as one. A cart made on one is used on the other; a login throttle counts
 * attempts on both; a back-office edit on one is what the other answers next (PostgreSQL tells the
 * other processes by NOTIFY); a scheduled job runs once per period across both.
 *
 * The processes are real ones, so this runs once (in the HTTP project of the API suite).
 */
process.env.PLATFORM_SECRET ??= "multi-host-test-platform-secret-32-chars";

import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, cart, cms, type Endpoint, type InputOf, type OutputOf } from "#server/contract";
import { setBackofficeUser } from "#server/modules/accounts";
import { ATTEMPT_LIMITS } from "#server/modules/accounts/rate-limit";
import { siteScope } from "#server/modules/scope";
import { createHttpTransport } from "#server/http/client";
import { DEMO_API_KEY, startTestPlatform, transport, type TestPlatform } from "../support/platform";
import { PASSWORD, SITE_ID, registerUser, verificationTokenOf } from "./accounts-fixture";

const ROOT = resolve(import.meta.dirname, "../..");
const JOB_INTERVAL_MS = 700;
const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "");

interface Host {
  origin: string;
  child: ChildProcess;
  /** The JSON log lines so far. */
  lines(): Record<string, unknown>[];
  call<E extends Endpoint>(e: E, input: InputOf<E>, accessToken?: string): Promise<OutputOf<E>>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

async function startHost(t: TestPlatform): Promise<Host> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PLATFORM_PORT: String(port),
      PUBLIC_URL: origin,
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.dataDir,
      PLATFORM_SECRET: process.env.PLATFORM_SECRET,
      SESSION_SECRET: "multi-host-test-session-secret-of-32-chars",
      LOG_LEVEL: "debug",
      JOB_INTERVAL_MS: String(JOB_INTERVAL_MS),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d));
  child.stderr!.on("data", (d: Buffer) => (output += d));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const platform = createHttpTransport({ origin });
  const host: Host = {
    origin,
    child,
    lines: () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async call(e, input, accessToken) {
      const answer = await platform.call(e, input, { apiKey: DEMO_API_KEY, language: "en", accessToken });
      if ("errored" in answer) throw Object.assign(new Error(answer.message), { statusCode: answer.statusCode });
      return answer.data as never;
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  // Ready once it answers.
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${origin}/api/v1/commons/languages`, { headers: { apikey: DEMO_API_KEY } }).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return host;
    if (tries > 150 || child.exitCode !== null) throw new Error(`the host did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** The status of a failed call (0 when it succeeded). */
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 0,
    (error: { statusCode?: number }) => error.statusCode ?? -1,
  );

describe.skipIf(transport !== "http")("two hosts on one database", () => {
  let t: TestPlatform;
  let one: Host;
  let two: Host;

  beforeAll(async () => {
    t = await startTestPlatform();
    [one, two] = await Promise.all([startHost(t), startHost(t)]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await t?.close();
  });

  it("a cart made on one host is used on the other", async () => {
    const session = await one.call(cart.getNewCartSession, {});
    const product = await t.platform.services.db
      .selectFrom("products")
      .select("id")
      .where("site_id", "=", SITE_ID)
      .where("format", "=", "Simple")
      .where("archived", "=", 0)
      .where("is_visible_individually", "=", 1)
      .where((w) => w.or([w("stock_qty", "is", null), w("stock_qty", ">", 5)]))
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await two.call(cart.addItem, { ...session, productId: product.id, qty: 2 });
    const seen = await one.call(cart.getCart, session);
    expect(seen.items.map((item) => [item.productId, item.qty])).toEqual([[product.id, 2]]);
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
    expect(ran).toBeLessThanOrEqual(periods + 1);
  }, 30_000);
});
