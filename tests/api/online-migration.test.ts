/**
 * Online migrations (docs/decisions/0034-online-migrations.md): a host of this release keeps
 * serving reads and writes while the next release's migration runs from another process, and
 * after it; restarted on the migrated database it starts and serves rather than refusing a schema
 * newer than its own. The host and the migration are real processes, so this runs once (in the
 * HTTP project of the API suite), on SQLite or on PostgreSQL as DATABASE_URL says.
 */
process.env.PLATFORM_SECRET ??= "online-migration-test-platform-secret-32";

import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cart, catalog, cms } from "#server/contract";
import { startTestPlatform, transport, type TestPlatform } from "../support/platform";
import { startHost, type Host } from "../support/platform-process";
import { NEXT_MIGRATION } from "../support/next-release-migrate";
import { demoSimpleProductId } from "./cart-fixture";

const ROOT = resolve(import.meta.dirname, "../..");

/** The next release's `npm run migrate`, as its own process; resolves with its exit code. */
function migrateAsNextRelease(t: TestPlatform): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/next-release-migrate.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: "test", DATABASE_URL: t.databaseUrl, DATA_DIR: t.dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d));
  child.stderr.on("data", (d: Buffer) => (output += d));
  return new Promise((done) => child.once("exit", (code) => done({ code, output })));
}

/** One shopper's round on the host: a product page's data, a content page, a cart with an item. */
async function shop(host: Host, productId: number): Promise<void> {
  await host.call(catalog.productGet, { id: productId });
  await host.call(cms.finderDecide, { params: ["privacy-policy"] });
  const session = await host.call(cart.getNewCartSession, {});
  await host.call(cart.addItem, { ...session, productId, qty: 1 });
  const seen = await host.call(cart.getCart, session);
  expect(seen.items.map((item) => item.productId)).toEqual([productId]);
}

describe.skipIf(transport !== "http")("a host of this release while the next one migrates", () => {
  let t: TestPlatform;
  let host: Host;

  beforeAll(async () => {
    t = await startTestPlatform();
    host = await startHost(t);
  }, 90_000);
  afterAll(async () => {
    await host?.stop();
    await t?.close();
  });

  it("keeps answering reads and writes during and after the migration, and restarts on the newer schema", async () => {
    const productId = await demoSimpleProductId(t, 5);
    await shop(host, productId);

    // Shoppers keep coming until the migration has finished, and for a few rounds after.
    let migrated = false;
    let rounds = 0;
    let roundsAfter = 0;
    const migration = migrateAsNextRelease(t).finally(() => (migrated = true));
    while (!migrated || roundsAfter < 3) {
      await shop(host, productId);
      rounds++;
      if (migrated) roundsAfter++;
    }
    const { code, output } = await migration;
    expect({ code, output }).toMatchObject({ code: 0 });
    expect(rounds).toBeGreaterThan(roundsAfter);

    const executed = await t.platform.services.db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(executed.map((row) => (row as { name: string }).name)).toContain(NEXT_MIGRATION);

    // A restart of this release (a crashed worker, a host that comes back) serves on the newer schema.
    await host.stop();
    host = await startHost(t);
    await shop(host, productId);
    expect(
      host.lines().find((line) => line.msg === "database schema is ahead of this release; serving on it"),
    ).toMatchObject({
      laterMigrations: [NEXT_MIGRATION],
    });
  }, 240_000);
});
