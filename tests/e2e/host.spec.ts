import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { demoAccounts } from "#server/modules/accounts/seed";
import { postBody } from "../support/post-body";
import { storefrontHost } from "./support/host-command";
import { origin, ports } from "./support/ports";

/**
 * The host as `npm start` runs it: DEMO_MODE=1 and nothing else configured. It starts, says what
 * it made up, listens on 127.0.0.1 only, and keeps oversized bodies out of its memory. This spec
 * starts that process itself (on ports.demo) to read its log and its memory.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const DEMO = origin(ports.demo);
const DATA_DIR = ".tmp/e2e-demo";
const MB = 1024 * 1024;

test.describe.configure({ mode: "serial" });

let child: ChildProcess;
let stdout = "";
let stderr = "";

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "one run is enough: this is about the server process");
  test.setTimeout(90_000);
  rmSync(resolve(ROOT, DATA_DIR), { recursive: true, force: true });
  // Exactly what `npm start` gives it: no secrets, no PUBLIC_URL, no HOST, no NODE_ENV.
  child = spawn(process.execPath, storefrontHost, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DEMO_MODE: "1", PORT: String(ports.demo), DATA_DIR },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d: Buffer) => (stdout += d));
  child.stderr!.on("data", (d: Buffer) => (stderr += d));
  const deadline = Date.now() + 80_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo exited (${child.exitCode}):\n${stdout}${stderr}`);
    const health = await fetch(`${DEMO}/healthz`).catch(() => null);
    if (health?.ok && ((await health.json()) as { status: string }).status === "ok") return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the demo did not start:\n${stdout}${stderr}`);
});

test.afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
});

const logLines = () =>
  stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test("starts with no configuration, announces its made-up values and logs the real database", async ({ request }) => {
  const [warning] = logLines();
  expect(warning).toMatchObject({ level: "warn", host: "127.0.0.1" });
  expect(warning!.msg).toContain("generated SESSION_SECRET and PLATFORM_SECRET");
  expect(warning!.msg).toContain(`PUBLIC_URL http://localhost:${ports.demo}`);
  expect(warning!.msg).toContain(`${demoAccounts.admin.email} / ${demoAccounts.admin.password}`);
  const listening = logLines().find((l) => l.msg === "listening");
  expect(listening).toMatchObject({
    url: `http://localhost:${ports.demo}`,
    listen: `127.0.0.1:${ports.demo}`,
    mode: "demo",
    database: "sqlite",
  });
  expect(listening!.location).toBe(resolve(ROOT, DATA_DIR, "storefront.sqlite"));
  // A page opened on the other loopback name goes to PUBLIC_URL's, where the payment comes back to.
  const page = await request.get(`${DEMO}/cart?x=1`, { maxRedirects: 0 });
  expect([page.status(), page.headers().location]).toEqual([308, `http://localhost:${ports.demo}/cart?x=1`]);

  // The generated secrets work: the README's demo admin signs in.
  const login = await request.post(`${DEMO}/adminLogin`, {
    form: { username: demoAccounts.admin.email, password: demoAccounts.admin.password },
    headers: { Accept: "text/html", Origin: DEMO },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  expect(login.headers()["set-cookie"]).toContain("session=");
});

test("listens on 127.0.0.1 only", async () => {
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal);
  test.skip(!outside, "this machine has no other IPv4 address to try");
  const reached = await fetch(`http://${outside!.address}:${ports.demo}/healthz`).then(
    () => true,
    () => false,
  );
  expect(reached).toBe(false);
});

/** The server's resident memory in MB. */
function rss(): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))![1]) / 1024;
}

test("oversized bodies answer 413 before they are read, and the memory stays flat", async () => {
  // Warm up: the first page render grows the heap by itself.
  await postBody(`${DEMO}/login`, { type: "application/x-www-form-urlencoded", total: 200 * 1024, chunked: false });
  const before = rss();
  const cases = [
    { path: "/login", type: "application/x-www-form-urlencoded", page: true },
    { path: "/hr/kosarica", type: "application/x-www-form-urlencoded", page: true },
    { path: "/api/v1/cms/element/getByHandlers", type: "application/json", page: false },
  ];
  for (const { path, type, page } of cases) {
    for (const chunked of [false, true]) {
      const what = `${path} ${chunked ? "chunked" : "with Content-Length"}`;
      const result = await postBody(`${DEMO}${path}`, { type, total: 50 * MB, chunked });
      expect(result.status, what).toBe(413);
      if (page) expect(result.body, what).toContain('data-status="413"');
      else expect(JSON.parse(result.body), what).toMatchObject({ errored: true, statusCode: 413 });
      // Answered long before 50 MB were sent.
      expect(result.sent, what).toBeLessThan(20 * MB);
    }
  }
  expect(rss() - before).toBeLessThan(40);
  // The server is fine afterwards.
  expect((await fetch(`${DEMO}/healthz`)).status).toBe(200);
});

test("refused requests are logged as refusals, never as errors", async ({ request }) => {
  expect(
    (await request.post(`${DEMO}/about-us`, { form: { a: "1" }, headers: { Accept: "text/html" } })).status(),
  ).toBe(405);
  expect((await request.get(`${DEMO}/no/such/page`)).status()).toBe(404);
  expect(
    (await request.post(`${DEMO}/login`, { data: "a=1", headers: { "Content-Type": "text/plain" } })).status(),
  ).toBe(415);
  expect((await request.post(`${DEMO}/cart`, { data: { intent: "add" } })).status()).toBe(415);
  expect((await request.fetch(`${DEMO}/cart`, { method: "DELETE" })).status()).toBe(405);
  expect((await request.fetch(`${DEMO}/`, { method: "TRACE" })).status()).toBe(405);
  await expect
    .poll(() => logLines().some((l) => l.msg === "request refused" && l.status === 405 && l.path === "/about-us"))
    .toBe(true);
  expect(stderr).toBe("");
  expect(stdout).not.toContain("[object Object]");
});
