import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { resolve } from "node:path";
import { demoAccounts } from "#server/modules/accounts/seed";
import { storefrontHost } from "./host-command";
import { E2E_SECRETS } from "./secrets";

const ROOT = resolve(import.meta.dirname, "../../..");

/** A production host (server.ts as built) that a spec starts itself, to read its log and signal it. */
export interface HostProcess {
  child: ChildProcess;
  origin: string;
  /** Every JSON log line so far. */
  lines(): Record<string, unknown>[];
  /** A request on a connection of its own (a cluster hands out connections, not requests) with a
   * request id of its own: the status, the body and the request's log line. */
  request(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: string; logged: Record<string, unknown> }>;
  /** SIGTERM, and the exit code. */
  stop(): Promise<number | null>;
}

/** `cwd`: the folder with the build and node_modules (a spec's copy of them), default the project's. */
export function startHost(port: number, env: Record<string, string>, cwd = ROOT): HostProcess {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, storefrontHost, {
    cwd,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      // The shop tests pay through the sandbox, which production leaves off unless asked for.
      PAYMENT_SANDBOX: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: origin,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { out: "", err: "" };
  child.stdout!.on("data", (d: Buffer) => (output.out += d));
  child.stderr!.on("data", (d: Buffer) => (output.err += d));
  const lines = () =>
    [output.out, output.err]
      // The last piece of each may be a line still being written.
      .flatMap((text) => text.split("\n").slice(0, -1))
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));

  return {
    child,
    origin,
    lines,
    async request(path, init = {}) {
      const id = randomUUID();
      const answer = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((done, fail) => {
        const req = httpRequest(
          origin + path,
          { method: init.method ?? "GET", agent: false, headers: { ...init.headers, "x-request-id": id } },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (text += chunk));
            res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          },
        );
        req.on("error", fail);
        req.end(init.body);
      });
      // The access log line is written when the answer has gone out.
      const deadline = Date.now() + 5000;
      let logged = lines().find((l) => l.msg === "request" && l.id === id);
      while (!logged && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        logged = lines().find((l) => l.msg === "request" && l.id === id);
      }
      if (!logged) throw new Error(`no log line for ${path} (${id})`);
      return { ...answer, logged };
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Waits until `ready` holds, failing with the host's log if it exits or takes longer than `timeoutMs`. */
export async function waitUntil(
  host: HostProcess,
  ready: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (host.child.exitCode !== null)
      throw new Error(
        `the host exited (${host.child.exitCode}) before ${what}:\n${JSON.stringify(host.lines(), null, 1)}`,
      );
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${JSON.stringify(host.lines(), null, 1)}`);
}

/** The demo's public API headers, in English. */
export const DEMO_API_HEADERS = { apikey: "demo-public-api-key", language: "en", "content-type": "application/json" };

/** A platform call through the host (the demo's public headers unless others are given), which must answer 200: its data. */
export async function platformData(
  host: HostProcess,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = DEMO_API_HEADERS,
): Promise<unknown> {
  const answer = await host.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body}`);
  return (JSON.parse(answer.body) as { data: unknown }).data;
}

/**
 * A production host with `workers` workers (WEB_CONCURRENCY) on a fresh demo database in `dataDir`,
 * once they all listen (a loaded machine may take minutes to seed and fork).
 */
export async function startFreshHost(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  workers = 2,
): Promise<HostProcess> {
  rmSync(resolve(ROOT, dataDir), { recursive: true, force: true });
  const host = startHost(port, {
    WEB_CONCURRENCY: String(workers),
    DATA_DIR: dataDir,
    DEMO_ADMIN_PASSWORD: demoAccounts.admin.password,
    ...E2E_SECRETS,
    ...env,
  });
  const listening = () => host.lines().filter((l) => l.msg === "listening").length === workers;
  await waitUntil(host, listening, `${workers} worker(s) listening`, 240_000);
  return host;
}

/** A fresh host (startFreshHost) with the demo admin's API headers (logged in through the platform's API). */
export async function startWorkersWithAdmin(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  workers = 2,
): Promise<{ host: HostProcess; admin: Record<string, string> }> {
  const host = await startFreshHost(port, dataDir, env, workers);
  const login = await host.request("/api/v1/login", {
    method: "POST",
    headers: DEMO_API_HEADERS,
    body: JSON.stringify({ username: demoAccounts.admin.email, password: demoAccounts.admin.password }),
  });
  if (login.status !== 200) throw new Error(`the admin could not log in (${login.status}): ${login.body}`);
  const { data } = JSON.parse(login.body) as { data: { tokens: { accessToken: string } } };
  return { host, admin: { ...DEMO_API_HEADERS, accesstoken: data.tokens.accessToken } };
}
