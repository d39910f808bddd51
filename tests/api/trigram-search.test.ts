/**
 * The back office's "contains" searches read SQLite's trigram tables (migration 0046, decision 0084)
 * and find the very rows the caseless condition finds (the oracle here: every row of the site,
 * lower-cased by JavaScript, tested in JavaScript): Croatian letters in any case, LIKE's wildcards
 * and FTS5's quotes taken literally, texts of one or two characters (no trigram), names and titles
 * changed and rows deleted after they were indexed (the triggers). On PostgreSQL (DATABASE_URL) the
 * same searches read its trigram indexes. On SQLite the plan reads the trigram tables.
 */
process.env.PLATFORM_SECRET ??= "trigram-search-test-platform-secret";

import { sql, type RawBuilder, type SqlBool } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogAdmin, media } from "#server/contract";
import { PRODUCTS_PAGE_SIZE } from "#server/contract/catalog-admin-limits";
import { containsCaseless } from "#server/db";
import { MEDIA_TEXTS, narrowedByTrigrams, PRODUCT_NAMES, scopeOfNarrowed } from "#server/db/trigram-search";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser } from "./accounts-fixture";
import { insertProduct, SITE_ID } from "./cart-fixture";

let t: TestPlatform;
let hr: Record<string, string>;
let tag: string;

beforeAll(async () => {
  t = await startTestPlatform();
  hr = { ...(await backOfficeUser(t)).headers, language: "hr" };
  tag = `q${Date.now().toString(36)}`;
});
afterAll(async () => {
  await t?.close();
});

const lower = (s: string) => s.toLowerCase();
const MEDIA_PAGE = 100;

/** The ids the product list should find for `q`, newest first: the oracle over every product of the site. */
async function expectedProducts(q: string): Promise<number[]> {
  const rows = await t.platform.services.db
    .selectFrom("products as p")
    .leftJoin("product_translations as n", (j) => j.onRef("n.product_id", "=", "p.id").on("n.language_code", "=", "hr"))
    .select(["p.id", "p.sku", "n.name"])
    .where("p.site_id", "=", SITE_ID)
    .execute();
  const text = q.trim();
  return rows
    .filter(
      (r) =>
        r.sku === text ||
        lower(r.sku).startsWith(lower(text)) ||
        (r.name !== null && lower(r.name).includes(lower(text))),
    )
    .map((r) => r.id)
    .sort((a, b) => b - a);
}

/** The media items the library should find for `search`, newest first: the oracle over every item of the site. */
async function expectedMedia(search: string): Promise<number[]> {
  const rows = await t.platform.services.db
    .selectFrom("media")
    .select(["id", "title", "original_name"])
    .where("site_id", "=", SITE_ID)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows
    .filter((r) => lower(r.title).includes(lower(search)) || lower(r.original_name).includes(lower(search)))
    .map((r) => r.id);
}

async function productsFound(q: string) {
  const found = await t.call(catalogAdmin.products, { q }, hr);
  return { total: found.totalRecords, page: found.products.map((p) => p.id) };
}

async function mediaFound(search: string) {
  const found = await t.call(media.filterStandard, { search, limit: MEDIA_PAGE }, hr);
  return { total: found.totalRecords, page: found.records.map((r) => r.id) };
}

async function expectSameProducts(q: string): Promise<number[]> {
  const expected = await expectedProducts(q);
  expect(await productsFound(q), q).toEqual({ total: expected.length, page: expected.slice(0, PRODUCTS_PAGE_SIZE) });
  return expected;
}

async function expectSameMedia(search: string): Promise<number[]> {
  const expected = await expectedMedia(search);
  expect(await mediaFound(search), search).toEqual({ total: expected.length, page: expected.slice(0, MEDIA_PAGE) });
  return expected;
}

async function rename(id: number, name: string): Promise<void> {
  await t.platform.services.db
    .updateTable("product_translations")
    .set({ name })
    .where("product_id", "=", id)
    .where("language_code", "=", "hr")
    .execute();
}

async function insertMedia(title: string, originalName: string): Promise<number> {
  const { id } = await t.platform.services.db
    .insertInto("media")
    .values({
      site_id: SITE_ID,
      title,
      description: "",
      alt: "",
      alt_texts: "{}",
      original_name: originalName,
      path: `trigram/${tag}/${originalName}`,
      mime: "image/jpeg",
      extension: "jpg",
      size: 1000,
      width: 800,
      height: 600,
      hash: `${tag}-${title}`,
      access: "public",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

describe("the product list's search", () => {
  it("finds the rows the caseless condition finds, before and after names change or products go", async () => {
    const names = [
      `Šljivovica ĐURĐEVAC ${tag}`,
      `čokolada 50%_off "Extra" ${tag}`,
      `Ćevapi ŽUTA ${tag}`,
      // Letters SQLite's trigram tokenizer folds other than JavaScript (İ lowers to "i" and a dot, ſ
      // folds to "s"): found through the uneven mark and the condition. PostgreSQL's lower() makes
      // "İ" an "i", as it did before the trigram indexes (decision 0079).
      ...(t.platform.services.dialect === "sqlite" ? [`İstanbul ſtyle ${tag}`] : []),
    ];
    const ids: number[] = [];
    for (const name of names) {
      const id = await insertProduct(t, { final: 100 });
      await rename(id, name);
      ids.push(id);
    }
    const searches = [
      "šljiv",
      "ŠLJIVOVICA đurđevac",
      "ČOKOL",
      "ćevapi žuta",
      "50%_",
      "%_o",
      "0%_",
      '"extra"',
      '" ',
      "a ž",
      "ž",
      "Ć",
      "ša",
      "is",
      "i̇st",
      "style",
      "ſty",
      tag,
      tag.toUpperCase(),
      "ovica Đ",
      "zzzq",
    ];
    for (const q of searches) await expectSameProducts(q);
    expect(await expectSameProducts(`šljivovica đurđevac ${tag}`)).toEqual([ids[0]]);
    expect(await expectSameProducts(`50%_off "extra" ${tag}`)).toEqual([ids[1]]);
    expect(await expectSameProducts(`50%%off`)).not.toContain(ids[1]);

    // A SKU from its start, any case; the rest of it anywhere is not a match.
    const { sku } = await t.platform.services.db
      .selectFrom("products")
      .select("sku")
      .where("id", "=", ids[2]!)
      .executeTakeFirstOrThrow();
    expect(await expectSameProducts(sku.toLowerCase().slice(0, 8))).toContain(ids[2]);
    expect(await expectSameProducts(sku.slice(3))).not.toContain(ids[2]);
    await t.platform.services.db
      .updateTable("products")
      .set({ sku: `${sku}-ŠĐ` })
      .where("id", "=", ids[2]!)
      .execute();
    expect(await expectSameProducts(`${sku}-šđ`)).toEqual([ids[2]]);

    // Renamed and deleted after they were indexed.
    await rename(ids[0]!, `Travarica ${tag}`);
    expect(await expectSameProducts(`šljivovica đurđevac ${tag}`)).toEqual([]);
    expect(await expectSameProducts(`TRAVARICA ${tag}`)).toEqual([ids[0]]);
    await t.platform.services.db.deleteFrom("products").where("id", "=", ids[2]!).execute();
    expect(await expectSameProducts(`ćevapi žuta ${tag}`)).toEqual([]);
    for (const q of searches) await expectSameProducts(q);
  });
});

describe("the media library's search", () => {
  it("finds the rows the caseless condition finds, before and after titles change or items go", async () => {
    const ids = [
      await insertMedia(`Šljivovica ČOKOLADA ${tag}`, `IMG_50%_${tag}.jpg`),
      await insertMedia(`Paški sir "Extra" ${tag}`, `đurđevac_${tag}.JPG`),
      await insertMedia(`Lavanda ${tag}`, `LAVANDA ${tag}.png`),
    ];
    const searches = ["šljiv", "čokol", "ČOKOLADA", "50%_", "%_", '"extra"', "ĐURĐ", ".jpg", "ž", "sa", tag, "zzzq"];
    for (const search of searches) await expectSameMedia(search);
    expect(await expectSameMedia(`šljivovica čokolada ${tag}`)).toEqual([ids[0]]);
    expect(await expectSameMedia(`img_50%_${tag}`)).toEqual([ids[0]]);
    expect(await expectSameMedia(`paški SIR "extra"`)).toEqual([ids[1]]);

    await t.platform.services.db
      .updateTable("media")
      .set({ title: `Med ${tag}` })
      .where("id", "=", ids[0]!)
      .execute();
    expect(await expectSameMedia(`šljivovica čokolada ${tag}`)).toEqual([]);
    expect(await expectSameMedia(`MED ${tag}`)).toEqual([ids[0]]);
    expect(await expectSameMedia(`img_50%_${tag}`)).toEqual([ids[0]]);
    await t.platform.services.db
      .updateTable("media")
      .set({ original_name: `x_${tag}.jpg` })
      .where("id", "=", ids[1]!)
      .execute();
    expect(await expectSameMedia(`đurđevac_${tag}`)).toEqual([]);
    await t.platform.services.db.deleteFrom("media").where("id", "=", ids[2]!).execute();
    expect(await expectSameMedia(`lavanda ${tag}`)).toEqual([]);
    for (const search of searches) await expectSameMedia(search);
  });
});

describe("the plan on SQLite", () => {
  it("reads the trigram tables for a text of three characters or more, and not for a shorter one", async () => {
    const { db, dialect } = t.platform.services;
    if (dialect !== "sqlite") return;
    const plan = async (query: RawBuilder<unknown>) =>
      (await sql<{ detail: string }>`explain query plan ${query}`.execute(db)).rows.map((r) => r.detail).join("; ");
    const names = (text: string) =>
      sql`select product_id from product_translations where ${scopeOfNarrowed(
        dialect,
        text,
        sql<SqlBool>`language_code = 'hr'`,
      )} and ${narrowedByTrigrams(
        dialect,
        sql.ref("product_id"),
        PRODUCT_NAMES,
        text,
        containsCaseless(dialect, sql.ref("name"), text),
      )}`;
    const items = (text: string) =>
      sql`select id from media where ${scopeOfNarrowed(dialect, text, sql<SqlBool>`site_id = 1`)} and ${narrowedByTrigrams(
        dialect,
        sql.ref("id"),
        MEDIA_TEXTS,
        text,
        containsCaseless(dialect, sql.ref("title"), text),
      )}`;
    // The rows the trigram table finds, each by its key: not every name of the language, nor every
    // item of the site through its index.
    expect(await plan(names("šlj"))).toMatch(/products_trigrams VIRTUAL TABLE/);
    expect(await plan(names("šlj"))).toMatch(/product_translations USING (COVERING )?INDEX \S+ \(product_id=\?/);
    expect(await plan(items("čok"))).toMatch(/media_trigrams VIRTUAL TABLE/);
    expect(await plan(items("čok"))).toMatch(/SEARCH media USING INTEGER PRIMARY KEY/);
    expect(await plan(names("šl"))).not.toMatch(/trigrams/);
    expect(await plan(items("čo"))).not.toMatch(/trigrams/);
  });
});
