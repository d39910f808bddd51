/**
 * Graceful shutdown of a real process (the platform alone, server/main.ts, which shares the
 * host's shutdown: server/host/shutdown.ts; no build is needed): a request still being sent when
 * SIGTERM arrives gets its answer, then the process closes the platform and exits 0. Its probes and
 * metrics answer before.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort } from "../support/free-port";

const ROOT = resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "storefront-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const SECRET = "0123456789abcdef0123456789abcdef";

it("finishes the request in flight on SIGTERM, then exits 0", { timeout: 60_000 }, async () => {
  // A port of its own: another checkout's tests may run beside these.
  const PORT = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PLATFORM_PORT: String(PORT),
      SESSION_SECRET: SECRET,
      PLATFORM_SECRET: SECRET,
      PUBLIC_URL: "https://shop.example.com",
      SHUTDOWN_TIMEOUT_MS: "8000",
    } as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d));
  child.stderr.on("data", (d: Buffer) => (stderr += d));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  const lines = () =>
    stdout
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  try {
    const deadline = Date.now() + 40_000;
    while (!lines().some((l) => l.msg === "platform listening")) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`did not start:\n${stdout}${stderr}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const base = `http://127.0.0.1:${PORT}`;
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", checks: { database: "ok" } });
    expect(await (await fetch(`${base}/metrics`)).text()).toContain("nodejs_heap_size_total_bytes");
    expect(lines().find((l) => l.msg === "platform listening")).toMatchObject({ level: "info" });

    // A request whose body is still coming when SIGTERM arrives.
    const body = JSON.stringify({ email: "nobody@example.com" });
    const socket = connect(PORT, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    let answer = "";
    socket.on("data", (d: Buffer) => (answer += d));
    const closed = new Promise((r) => socket.once("close", r));
    socket.write(
      `POST /api/nothing-here HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    // Still running: it waits for that request.
    expect(child.exitCode).toBeNull();
    socket.write(body.slice(5));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(await exited).toBe(0);
    expect(lines().some((l) => l.msg === "shutting down" && l.signal === "SIGTERM")).toBe(true);
    expect(lines().some((l) => l.msg === "shut down")).toBe(true);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
});
