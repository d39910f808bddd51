import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startHost, waitUntil, type HostProcess } from "./support/host-process";
import { ports } from "./support/ports";
import { E2E_SECRETS } from "./support/secrets";

/**
 * The production host on a PostgreSQL database of its own, which this spec cuts off and lets back
 * in: a page whose data is not cached answers 503 with the error layout, and the site recovers
 * without a restart. Skipped where no PostgreSQL answers (E2E_POSTGRES_URL, or the local one).
 */
const SERVER = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = `e2e_unavailable_${ports.unavailable}`;
const DATA_DIR = ".tmp/e2e-unavailable";

test.describe.configure({ mode: "serial" });

let host: HostProcess | undefined;

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const cutOff = async () => {
  await onServer(`ALTER DATABASE "${DATABASE}" ALLOW_CONNECTIONS false`);
  await onServer(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${DATABASE}'`);
};
const letIn = () => onServer(`ALTER DATABASE "${DATABASE}" ALLOW_CONNECTIONS true`);

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "one run is enough: this is about the server and its database");
  const reachable = await onServer("SELECT 1").then(
    () => true,
    () => false,
  );
  test.skip(!reachable, `no PostgreSQL at ${SERVER}`);
  test.setTimeout(120_000);
  rmSync(resolve(import.meta.dirname, "../..", DATA_DIR), { recursive: true, force: true });
  await onServer(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${DATABASE}"`);
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  host = startHost(ports.unavailable, { DATABASE_URL: url.toString(), DATA_DIR, WEB_CONCURRENCY: "1", ...E2E_SECRETS });
  await waitUntil(host, () => host!.lines().some((l) => l.msg === "listening"), "the host listening");
});

test.afterAll(async () => {
  await host?.stop();
  if (host) await letIn().then(() => onServer(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`));
});

test("a page the database cannot serve answers 503 with the error layout, and the site recovers", async () => {
  expect((await host!.request("/")).status).toBe(200);
  await cutOff();
  try {
    // Not visited yet: nothing of it is cached.
    const down = await host!.request("/privacy-policy");
    expect(down.status).toBe(503);
    expect(down.body).toMatch(/data-testid="error-page" data-status="503"/);
    expect(down.body).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
  } finally {
    await letIn();
  }
  let status = 0;
  for (let i = 0; i < 50 && status !== 200; i++) {
    status = (await host!.request("/privacy-policy")).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 200));
  }
  expect(status).toBe(200);
});
