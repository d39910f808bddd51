/**
 * Helpers for the backup and restore tests: the commands as an operator runs them, and a new,
 * empty PostgreSQL database beside the test's own.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import type { TestPlatform } from "../support/platform";

const ROOT = resolve(import.meta.dirname, "../..");

export type Target = Pick<TestPlatform, "databaseUrl" | "dataDir">;

/** `npm run backup|restore -- <folder>` against a database and data folder, as an operator runs it. */
export function cli(target: Target, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/cli.ts", ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATABASE_URL: target.databaseUrl,
      DATA_DIR: target.dataDir,
      PUBLIC_URL: "http://127.0.0.1:1",
      PLATFORM_SECRET: process.env.PLATFORM_SECRET,
      SESSION_SECRET: "backup-restore-test-session-secret-32ch",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d));
  child.stderr.on("data", (d: Buffer) => (output += d));
  return new Promise((done) => child.once("exit", (code) => done({ code, output })));
}

/** One statement on the server's `postgres` maintenance database (CREATE and DROP DATABASE). */
export async function admin(url: string, text: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of `baseUrl` and a new data folder; `cleanup` gets their removal. */
export async function newPostgresTarget(baseUrl: string, cleanup: (() => Promise<unknown>)[]): Promise<Target> {
  const name = `t_restore_${randomBytes(6).toString("hex")}`;
  await admin(baseUrl, `CREATE DATABASE "${name}"`);
  cleanup.push(() => admin(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const databaseUrl = new URL(baseUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), "storefront-restored-"));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  return { databaseUrl: databaseUrl.toString(), dataDir };
}
