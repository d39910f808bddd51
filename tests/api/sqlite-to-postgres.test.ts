/**
 * Growing onto PostgreSQL (docs/operations.md; decision 0053): an SQLite shop's backup restored
 * into a new, empty PostgreSQL database keeps its customers, orders, pages and media, and the
 * platform on PostgreSQL carries on from them (new ids after the copied ones). A database that
 * holds data, or a backup of a newer release, is refused before anything is written. The commands
 * are real processes, so this runs once: in the HTTP project, when the suite runs on PostgreSQL.
 */
process.env.PLATFORM_SECRET ??= "sqlite-to-postgres-test-platform-secret";

import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, catalog, checkout, media, publishing, cms, type OutputOf } from "#server/contract";
import { openDatabase } from "#server/db";
import { migrateToLatest, migrations } from "#server/db/migrations";
import { startTestPlatform, transport, type TestPlatform } from "../support/platform";
import { PASSWORD, auth, backOfficeUser, signedInUser } from "./accounts-fixture";
import { cli, newPostgresTarget, type Target } from "./backup-fixture";
import { insertProduct } from "./cart-fixture";
import { orderInput, readyCart } from "./checkout-fixture";

const baseUrl = process.env.DATABASE_URL ?? "";
const postgres = /^postgres(ql)?:\/\//.test(baseUrl);

/** The tables of a PostgreSQL database with their row counts (kysely's bookkeeping aside). */
async function rowCounts(target: Target): Promise<Record<string, number>> {
  const handle = openDatabase(target.databaseUrl);
  try {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_name not like 'kysely%' order by 1`.execute(handle.db);
    const counts: Record<string, number> = {};
    for (const { name } of rows) {
      const { rows: n } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(
        handle.db,
      );
      counts[name] = n[0]!.n;
    }
    return counts;
  } finally {
    await handle.close();
  }
}

describe.skipIf(!postgres || transport !== "http")("an SQLite shop restored into PostgreSQL", () => {
  let shop: TestPlatform;
  let folder: string;
  const cleanup: (() => Promise<unknown>)[] = [];
  // What the SQLite shop held at its backup.
  let customer: { email: string; userId: number };
  let order: OutputOf<typeof accounts.orderGet>;
  let page: { id: number; revisions: OutputOf<typeof publishing.postRevisions> };
  let image: OutputOf<typeof media.upload>["records"][number];
  let sqliteCounts: Record<string, number>;
  let lastProductId: number;

  beforeAll(async () => {
    shop = await startTestPlatform({ sqlite: true });
    const buyer = await signedInUser(shop);
    customer = { email: buyer.email, userId: buyer.user.id };
    const productId = await insertProduct(shop, { final: 1250, stock: 10 });
    const other = await insertProduct(shop, { final: 399, stock: null });
    lastProductId = other;
    const ready = await readyCart(shop, {
      lines: [
        { productId, qty: 2 },
        { productId: other, qty: 1 },
      ],
      headers: buyer.headers,
    });
    const created = await shop.call(checkout.orderCreate, await orderInput(shop, ready), buyer.headers);
    order = await shop.call(accounts.orderGet, { slug: created.orderSlug }, buyer.headers);
    expect(order.items).toHaveLength(2);

    const editor = await backOfficeUser(shop);
    const [about] = (await shop.call(cms.postFilterStandard, { slugs: ["about-us"] })).records;
    const { version } = await shop.call(publishing.postEdit, { id: about!.id }, editor.headers);
    await shop.call(publishing.postUpdate, { id: about!.id, version, title: "About us, kept" }, editor.headers);
    page = { id: about!.id, revisions: await shop.call(publishing.postRevisions, { id: about!.id }, editor.headers) };

    const picture = await sharp({ create: { width: 80, height: 50, channels: 3, background: "#a37" } })
      .png()
      .toBuffer();
    [image] = (
      await shop.call(
        media.upload,
        { files: [{ field: "file", file: new File([new Uint8Array(picture)], "kept.png", { type: "image/png" }) }] },
        editor.headers,
      )
    ).records;

    folder = join(await mkdtemp(join(tmpdir(), "storefront-backup-")), "backup");
    cleanup.push(() => rm(join(folder, ".."), { recursive: true, force: true }));
    expect(await cli(shop, "backup", folder)).toMatchObject({ code: 0 });
    const sqlite = new SQLite(shop.databaseUrl, { readonly: true });
    try {
      // Virtual tables (search_fts, the trigram tables of 0046) and their shadow tables stay behind.
      const tables = sqlite
        .prepare<[], { name: string; sql: string }>(
          "select name, sql from sqlite_master where type = 'table' and name not like 'sqlite%' and name not like 'kysely%'",
        )
        .all();
      const virtual = tables.filter((t) => /^create virtual table/i.test(t.sql)).map((t) => t.name);
      sqliteCounts = Object.fromEntries(
        tables
          .filter(({ name }) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
          .map(({ name }) => [name, sqlite.prepare<[], number>(`select count(*) from "${name}"`).pluck().get()!]),
      );
    } finally {
      sqlite.close();
    }
  });
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
    await shop?.close();
  });

  it("copies every table's rows, and the platform on PostgreSQL carries on from them", async () => {
    const target = await newPostgresTarget(baseUrl, cleanup);
    const restored = await cli(target, "restore", folder);
    expect(restored).toMatchObject({ code: 0 });
    const summary = restored.output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => /copied the SQLite backup into PostgreSQL/.test(String(line.msg)));
    const total = Object.values(sqliteCounts).reduce((a, b) => a + b, 0);
    expect(summary).toMatchObject({ tables: Object.keys(sqliteCounts).length, rows: total });
    // Row for row, with no demo content mixed in.
    expect(await rowCounts(target)).toEqual(sqliteCounts);

    const grown = await startTestPlatform({ existing: target });
    cleanup.push(() => grown.close());
    const session = await grown.call(accounts.login, { username: customer.email, password: PASSWORD });
    expect(session.user.id).toBe(customer.userId);
    const headers = auth(session.tokens.accessToken);
    expect(await grown.call(accounts.orderGet, { slug: order.slug }, headers)).toEqual(order);

    // New rows take ids after the copied ones.
    const productId = await insertProduct(grown, { final: 500, stock: 3 });
    expect(productId).toBeGreaterThan(lastProductId);
    const ready = await readyCart(grown, { lines: [{ productId, qty: 1 }], headers });
    const next = await grown.call(checkout.orderCreate, await orderInput(grown, ready), headers);
    expect(next.orderId).toBeGreaterThan(order.id);

    const editor = await backOfficeUser(grown);
    expect(await grown.call(publishing.postRevisions, { id: page.id }, editor.headers)).toEqual(page.revisions);
    const [about] = (await grown.call(cms.postFilterStandard, { slugs: ["about-us"] })).records;
    expect(about!.title).toBe("About us, kept");
    // The search index's PostgreSQL vectors were made from the copied rows.
    const found = await grown.call(catalog.search, { search: "about", category: "pages" });
    expect(found.records.map((r) => r.id)).toContain(page.id);
    // The original came along; its sizes are made again from it.
    const size = await grown.request(`${image!.baseUrl}/ThumbnailSize/${image!.name}.webp`);
    expect(size.status).toBe(200);
  }, 300_000);

  it("refuses a database that already holds data (a host started on it seeded the demo), writing nothing", async () => {
    const target = await newPostgresTarget(baseUrl, cleanup);
    await (await startTestPlatform({ existing: target })).close();
    const before = await rowCounts(target);
    const refused = await cli(target, "restore", folder);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/the database already holds data \(table \w+ has rows\)/);
    expect(await rowCounts(target)).toEqual(before);
  }, 120_000);

  it("stops whole at a value PostgreSQL cannot hold, naming its table: only the migrations' schema stays", async () => {
    const damaged = join(folder, "..", "damaged");
    await cp(folder, damaged, { recursive: true });
    const sqlite = new SQLite(join(damaged, "storefront.sqlite"));
    try {
      // Tables copied earlier (sites, users, products) must go too.
      sqlite
        .prepare("update product_translations set name = ? where rowid = (select max(rowid) from product_translations)")
        .run("NUL\u0000");
    } finally {
      sqlite.close();
    }
    const target = await newPostgresTarget(baseUrl, cleanup);
    const failed = await cli(target, "restore", damaged);
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/copying product_translations: /);
    const counts = await rowCounts(target);
    expect(Object.keys(counts).sort()).toEqual(Object.keys(sqliteCounts).sort());
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  }, 60_000);

  it("refuses a backup of a newer release before touching the database", async () => {
    const newer = join(folder, "..", "newer");
    await cp(folder, newer, { recursive: true });
    const manifest = JSON.parse(await readFile(join(newer, "backup.json"), "utf8")) as { migrations: string[] };
    manifest.migrations.push("9999_later_release");
    await writeFile(join(newer, "backup.json"), JSON.stringify(manifest));
    const target = await newPostgresTarget(baseUrl, cleanup);
    const refused = await cli(target, "restore", newer);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/the backup is of a newer release \(migrations 9999_later_release/);
    expect(await rowCounts(target)).toEqual({});
  }, 60_000);

  it("migrates a backup of an older release on the way, as a host on it would", async () => {
    const names = Object.keys(migrations);
    const older = Object.fromEntries(Object.entries(migrations).slice(0, -2));
    const dataDir = await mkdtemp(join(tmpdir(), "storefront-older-"));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const file = join(dataDir, "storefront.sqlite");
    const handle = openDatabase(file);
    try {
      await migrateToLatest(handle.db, "sqlite", older);
      await sql`insert into currencies (id, label, symbol) values (7, 'Euro', '€')`.execute(handle.db);
    } finally {
      await handle.close();
    }
    const backup = join(dataDir, "backup");
    expect(await cli({ databaseUrl: file, dataDir }, "backup", backup)).toMatchObject({ code: 0 });

    const target = await newPostgresTarget(baseUrl, cleanup);
    expect(await cli(target, "restore", backup)).toMatchObject({ code: 0 });
    const grown = openDatabase(target.databaseUrl);
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(grown.db);
      expect(rows.map((r) => r.name)).toEqual(names);
      expect(await grown.db.selectFrom("currencies").selectAll().execute()).toEqual([
        { id: 7, label: "Euro", symbol: "€" },
      ]);
    } finally {
      await grown.close();
    }
  }, 60_000);
});
