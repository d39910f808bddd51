/**
 * The real processes, started as an operator would: a production start with a bad secret or
 * without PUBLIC_URL ends at once, non-zero, with one log line naming the variable (the refusal
 * comes before the build is loaded, so no build is needed here); the demo starts with nothing
 * configured and says what it made up.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";

const ROOT = resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "storefront-startup-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = "0123456789abcdef0123456789abcdef";
const valid = { SESSION_SECRET: SECRET, PLATFORM_SECRET: SECRET, PUBLIC_URL: "https://shop.example.com" };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The storefront's port it was given. */
  port: number;
}

/** Runs a script with exactly `env` (plus PATH), until it exits or `until` sees its output. */
async function run(
  script: string,
  env: Record<string, string | undefined>,
  until?: (stdout: string) => boolean,
): Promise<Run> {
  // Ports of its own: another checkout's tests may run beside these.
  const [port, platformPort] = [await freePort(), await freePort()];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: String(port),
        PLATFORM_PORT: String(platformPort),
        ...env,
      } as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out = { stdout: "", stderr: "" };
    child.stdout.on("data", (d: Buffer) => {
      out.stdout += d;
      if (until?.(out.stdout)) child.kill("SIGKILL");
    });
    child.stderr.on("data", (d: Buffer) => (out.stderr += d));
    child.on("error", fail);
    child.on("exit", (code) => done({ code, ...out, port }));
  });
}

const lines = (text: string) => text.split("\n").filter((l) => l.trim());

function expectRefusal(result: Run, variable: string, others: string[]) {
  expect(result.code, result.stderr).not.toBe(0);
  expect(result.code).not.toBeNull();
  expect(lines(result.stdout)).toEqual([]);
  const [line, ...more] = lines(result.stderr);
  expect(more).toEqual([]);
  const entry = JSON.parse(line!) as { level: string; msg: string; variables: string[] };
  expect(entry.level).toBe("error");
  expect(entry.msg).toMatch(new RegExp(`^configuration refused: ${variable} `));
  expect(entry.variables).toEqual([variable]);
  for (const other of others) expect(entry.msg).not.toContain(other);
}

const badSecrets = [
  ["missing", undefined],
  ["blank", "  "],
  ["a list of blanks", " , , "],
  ["31 characters", SECRET.slice(1)],
] as const;

// Eleven processes start at once (it.concurrent): on two busy cores their starts share the time, so
// each test gets three times the default.
describe("npm run serve in production", { timeout: 60_000 }, () => {
  for (const variable of ["SESSION_SECRET", "PLATFORM_SECRET"] as const) {
    for (const [what, value] of badSecrets) {
      // NODE_ENV unset is production too: `npm run serve` is never a silent development mode.
      const nodeEnv = what === "blank" ? undefined : "production";
      it.concurrent(`refuses to start with ${variable} ${what} (NODE_ENV ${nodeEnv ?? "unset"})`, async () => {
        const result = await run("server.ts", { NODE_ENV: nodeEnv, ...valid, [variable]: value });
        expectRefusal(
          result,
          variable,
          ["SESSION_SECRET", "PLATFORM_SECRET", "PUBLIC_URL"].filter((v) => v !== variable),
        );
      });
    }
  }

  it.concurrent("refuses to start without PUBLIC_URL", async () => {
    const result = await run("server.ts", { NODE_ENV: "production", ...valid, PUBLIC_URL: undefined });
    expectRefusal(result, "PUBLIC_URL", ["SESSION_SECRET", "PLATFORM_SECRET"]);
  });

  it.concurrent("the platform alone refuses to start without PLATFORM_SECRET", async () => {
    const result = await run("server/main.ts", { NODE_ENV: "production", PUBLIC_URL: valid.PUBLIC_URL });
    expectRefusal(result, "PLATFORM_SECRET", ["SESSION_SECRET", "PUBLIC_URL"]);
  });
});

describe("npm start (DEMO_MODE=1)", { timeout: 60_000 }, () => {
  it.concurrent("starts with no configuration at all and announces what it made up", async () => {
    const result = await run("server.ts", { DEMO_MODE: "1" }, (stdout) => stdout.includes("DEMO_MODE"));
    expect(result.stderr).toBe("");
    const warning = lines(result.stdout).map((l) => JSON.parse(l) as { level: string; msg: string; host: string })[0]!;
    expect(warning.level).toBe("warn");
    expect(warning.msg).toContain("generated SESSION_SECRET and PLATFORM_SECRET");
    expect(warning.msg).toContain(`PUBLIC_URL http://localhost:${result.port}`);
    expect(warning.msg).toContain("admin@example.com / admin-password-1");
    expect(warning.host).toBe("127.0.0.1");
  });
});
