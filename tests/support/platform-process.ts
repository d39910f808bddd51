/**
 * A platform process of its own (server/main.ts) on a free port, against a test platform's
 * database: what several hosts, or a host killed mid-request, look like to the tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import type { Endpoint, InputOf, OutputOf } from "#server/contract";
import { createHttpTransport } from "#server/http/client";
import { DEMO_API_KEY, type TestPlatform } from "./platform";
import { freePort } from "./free-port";

const ROOT = resolve(import.meta.dirname, "../..");

export interface Host {
  origin: string;
  child: ChildProcess;
  /** The JSON log lines so far. */
  lines(): Record<string, unknown>[];
  /** Everything it wrote so far, JSON or not (a crash's trace is not). */
  output(): string;
  /** A call over HTTP; a refusal throws an error with its `statusCode`. */
  call<E extends Endpoint>(e: E, input: InputOf<E>, accessToken?: string): Promise<OutputOf<E>>;
  /** SIGTERM (or the signal given), and its exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startHost(
  t: Pick<TestPlatform, "databaseUrl" | "dataDir">,
  env: Record<string, string> = {},
): Promise<Host> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      // The shop tests pay through the sandbox, which production leaves off unless asked for.
      PAYMENT_SANDBOX: "1",
      HOST: "127.0.0.1",
      PLATFORM_PORT: String(port),
      PUBLIC_URL: origin,
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.dataDir,
      PLATFORM_SECRET: process.env.PLATFORM_SECRET ?? "platform-process-test-secret-of-32-chars",
      SESSION_SECRET: "platform-process-session-secret-of-32-chars",
      LOG_LEVEL: "debug",
      ...env,
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
    output: () => output,
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
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
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

/** The status of a failed call (0 when it succeeded, -1 when no answer came). */
export const statusOf = (call: Promise<unknown>): Promise<number> =>
  call.then(
    () => 0,
    (error: { statusCode?: number }) => error.statusCode ?? -1,
  );

/** A host's /healthz: its status and what each readiness check said. */
export const healthOf = (
  host: Host,
): Promise<{ status: number; body: { status: string; checks: Record<string, string> } }> =>
  fetch(`${host.origin}/healthz`, { signal: AbortSignal.timeout(10_000) }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as { status: string; checks: Record<string, string> },
  }));
