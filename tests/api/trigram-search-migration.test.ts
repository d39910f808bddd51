/**
 * Migration 0046 (decision 0084): on SQLite the products and media a database already has (more than
 * one batch of them) get their trigram rows, and rows the previous release writes afterwards (it knows
 * nothing of the tables) are kept by the triggers. On PostgreSQL it does nothing (0045's indexes).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db";
import { migrateToLatest, migrations } from "#server/db/migrations";
import { TRIGRAM_BATCH } from "#server/db/migrations/0046_trigram_search";
import { MEDIA_TEXTS, PRODUCT_NAMES, PRODUCT_SKUS, trigramQuery } from "#server/db/trigram-search";
import { transport } from "../support/platform";
import { bareSiteRow, simpleProductRow } from "../support/rows";

const before0046 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0046"));
const ROWS = TRIGRAM_BATCH + 7;

let handle: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "trigram-migration-"));
  handle = openDatabase(join(dir, "db.sqlite"));
});
afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

const at = "2026-01-01T00:00:00.000Z";
const product = (i: number) => simpleProductRow(1, `MIG-${i}`, at, { id: i });
const translation = (i: number, language_code: string, name: string) => ({
  product_id: i,
  language_code,
  name,
  slug: `mig-${i}-${language_code}`,
  short_description: "",
  description: "",
  meta_title: "",
  meta_description: "",
});
const mediaRow = (i: number) => ({
  id: i,
  site_id: 1,
  title: i % 2 ? `Šljivovica ${i}` : `Čokolada ${i}`,
  description: "",
  alt: "",
  alt_texts: "{}",
  original_name: `IMG_${i}.jpg`,
  path: `mig/${i}.jpg`,
  mime: "image/jpeg",
  extension: "jpg",
  size: 1,
  width: 1,
  height: 1,
  hash: `mig-${i}`,
  access: "public",
  created_at: at,
});

/** The rowids a trigram table finds for `text` in `columns` (the uneven rows with them). */
async function found(db: Kysely<unknown>, index: typeof PRODUCT_NAMES, text: string): Promise<number[]> {
  const { rows } = await sql<{ rowid: number }>`select rowid from ${sql.table(index.table)} where ${sql.table(
    index.table,
  )} match ${trigramQuery(index.columns, text)} order by rowid`.execute(db);
  return rows.map((r) => r.rowid);
}

// Not about the transport: once, in the in-process project.
describe.skipIf(transport !== "in-process")("0046_trigram_search", () => {
  it("indexes the rows there are, batch after batch, and the triggers keep the previous release's writes", async () => {
    const { dialect } = handle;
    const db = handle.db as unknown as Kysely<unknown>;
    const old = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await migrateToLatest(handle.db, dialect, before0046);
    await old.insertInto("sites").values(bareSiteRow(1, "site")).execute();
    for (let from = 1; from <= ROWS; from += 500) {
      const ids = Array.from({ length: Math.min(500, ROWS - from + 1) }, (_, k) => from + k);
      await old.insertInto("products").values(ids.map(product)).execute();
      await old
        .insertInto("product_translations")
        .values(ids.flatMap((i) => [translation(i, "hr", `Šljivovica ${i}`), translation(i, "en", `Plum brandy ${i}`)]))
        .execute();
      await old.insertInto("media").values(ids.map(mediaRow)).execute();
    }

    await migrateToLatest(handle.db, dialect);
    if (dialect !== "sqlite") return;

    const count = async (table: string) =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
    expect(await count("products_trigrams")).toBe(ROWS);
    expect(await count("media_trigrams")).toBe(ROWS);
    expect(await found(db, PRODUCT_NAMES, `ŠLJIVOVICA ${ROWS}`)).toEqual([ROWS]);
    expect(await found(db, PRODUCT_NAMES, `brandy ${ROWS - 1}`)).toEqual([ROWS - 1]);
    expect(await found(db, PRODUCT_SKUS, `mig-${ROWS}`)).toEqual([ROWS]);
    expect((await found(db, MEDIA_TEXTS, "čokolada")).length).toBe(Math.floor(ROWS / 2));
    expect(await found(db, MEDIA_TEXTS, `img_${ROWS}.`)).toEqual([ROWS]);

    // The previous release keeps writing while and after this one migrates.
    const next = ROWS + 1;
    await old.insertInto("products").values(product(next)).execute();
    await old
      .insertInto("product_translations")
      .values(translation(next, "hr", "Travarica Đurđevac"))
      .execute();
    await old.insertInto("media").values(mediaRow(next)).execute();
    expect(await found(db, PRODUCT_NAMES, "đurđevac")).toEqual([next]);
    await old.updateTable("product_translations").set({ name: "Lavanda" }).where("product_id", "=", next).execute();
    expect(await found(db, PRODUCT_NAMES, "đurđevac")).toEqual([]);
    expect(await found(db, PRODUCT_NAMES, "LAVANDA")).toEqual([next]);
    await old.deleteFrom("products").where("id", "=", next).execute();
    expect(await found(db, PRODUCT_NAMES, "lavanda")).toEqual([]);
    expect(await found(db, PRODUCT_SKUS, `mig-${next}`)).toEqual([]);
    expect(await found(db, MEDIA_TEXTS, `img_${next}.`)).toEqual([next]);
    await old.deleteFrom("media").where("id", "=", next).execute();
    expect(await found(db, MEDIA_TEXTS, `img_${next}.`)).toEqual([]);
    expect(await count("products_trigrams")).toBe(ROWS);
    expect(await count("media_trigrams")).toBe(ROWS);
  });
});
