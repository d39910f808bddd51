import { sql, type Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * The code points whose case SQLite's trigram tokenizer (case_sensitive 0, its own Unicode table)
 * does not fold to what JavaScript's toLowerCase gives (a letter of it, the same way): İ (two
 * characters in lower case) and letters of scripts newer than SQLite's table. A text holding one is
 * marked uneven (found by every search, the search's condition deciding). Found by trying every code
 * point (tests/unit/trigram-fold.test.ts), a gap of one or two code points closed.
 */
export const UNEVEN_RANGES: readonly (readonly [number, number])[] = [
  [0x130, 0x130],
  [0x37f, 0x37f],
  [0x528, 0x52e],
  [0x13a0, 0x13f5],
  [0x1c89, 0x1c89],
  [0x1c90, 0x1cba],
  [0x1cbd, 0x1cbf],
  [0x2c2f, 0x2c2f],
  [0xa698, 0xa69a],
  [0xa796, 0xa79e],
  [0xa7ab, 0xa7dc],
  [0xa7f5, 0xa7f5],
  [0x104b0, 0x104d3],
  [0x10570, 0x10595],
  [0x10c80, 0x10cb2],
  [0x10d50, 0x10d65],
  [0x118a0, 0x118bf],
  [0x16e40, 0x16e5f],
  [0x16ea0, 0x16eb8],
  [0x1e900, 0x1e921],
];

/** 'yes' when `text` (an SQL expression) holds a code point of UNEVEN_RANGES, else ''. */
function unevenMark(text: string): string {
  const ranges = UNEVEN_RANGES.map(([from, to]) =>
    from === to ? String.fromCodePoint(from) : `${String.fromCodePoint(from)}-${String.fromCodePoint(to)}`,
  ).join("");
  return `case when (${text}) glob '*[${ranges}]*' then 'yes' else '' end`;
}

const TOKENIZE = `content='', contentless_delete=1, tokenize='trigram case_sensitive 0'`;

/** The products_trigrams row of the products `where` selects: every language's names, one a line. */
function productRows(where: string): string {
  const names = `(select coalesce(group_concat(t.name, char(10)), '') from product_translations t where t.product_id = p.id)`;
  return `select id, names, sku, ${unevenMark("names || char(10) || sku")}
    from (select p.id, p.sku, ${names} as names from products p where ${where})`;
}

/** Writes product `id`'s row again (none when the product is gone). */
const refreshProduct = (id: string) =>
  `delete from products_trigrams where rowid = ${id};
   insert into products_trigrams(rowid, names, sku, uneven) ${productRows(`p.id = ${id}`)};`;

const mediaRow = (row: string) =>
  `insert into media_trigrams(rowid, title, original_name, uneven)
   values (${row}.id, ${row}.title, ${row}.original_name, ${unevenMark(`${row}.title || char(10) || ${row}.original_name`)});`;

const TRIGGERS = [
  `create trigger products_trigrams_insert after insert on products begin ${refreshProduct("new.id")} end`,
  `create trigger products_trigrams_sku after update of sku on products begin ${refreshProduct("new.id")} end`,
  `create trigger products_trigrams_delete after delete on products begin
     delete from products_trigrams where rowid = old.id; end`,
  `create trigger product_names_trigrams_insert after insert on product_translations begin
     ${refreshProduct("new.product_id")} end`,
  `create trigger product_names_trigrams_update after update of name, product_id on product_translations begin
     ${refreshProduct("old.product_id")} ${refreshProduct("new.product_id")} end`,
  `create trigger product_names_trigrams_delete after delete on product_translations begin
     ${refreshProduct("old.product_id")} end`,
  `create trigger media_trigrams_insert after insert on media begin ${mediaRow("new")} end`,
  `create trigger media_trigrams_update after update of title, original_name on media begin
     delete from media_trigrams where rowid = old.id; ${mediaRow("new")} end`,
  `create trigger media_trigrams_delete after delete on media begin
     delete from media_trigrams where rowid = old.id; end`,
];

/** Rows the backfill writes a statement: each statement holds the write lock only briefly, so the
 * previous release's writes wait well under its busy timeout (5 s) while this one migrates. */
export const TRIGRAM_BATCH = 5000;

/** Writes the rows of the ids from..to-1 that have none yet (a trigger may have written one first). */
async function backfill(db: Kysely<unknown>, table: "products" | "media", from: number, to: number): Promise<void> {
  const where = `p.id >= ${from} and p.id < ${to} and not exists (select 1 from ${table}_trigrams where rowid = p.id)`;
  if (table === "products")
    await sql.raw(`insert into products_trigrams(rowid, names, sku, uneven) ${productRows(where)}`).execute(db);
  else
    await sql
      .raw(
        `insert into media_trigrams(rowid, title, original_name, uneven)
         select p.id, p.title, p.original_name, ${unevenMark("p.title || char(10) || p.original_name")}
         from media p where ${where}`,
      )
      .execute(db);
}

/**
 * The back office's product and media searches ("contains", and the SKU's "begins") read an index on
 * SQLite too (docs/decisions/0084): an FTS5 table with the trigram tokenizer each, kept by triggers
 * (so every writer, the previous release's included, keeps them), filled from the rows there are in
 * batches after the triggers exist. PostgreSQL has its trigram indexes (0045): nothing to do there.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  if (ctx.dialect !== "sqlite") return;
  await sql.raw(`create virtual table products_trigrams using fts5(names, sku, uneven, ${TOKENIZE})`).execute(db);
  await sql
    .raw(`create virtual table media_trigrams using fts5(title, original_name, uneven, ${TOKENIZE})`)
    .execute(db);
  for (const trigger of TRIGGERS) await sql.raw(trigger).execute(db);
  for (const table of ["products", "media"] as const) {
    const { rows } = await sql<{ last: number | null }>`select max(id) as last from ${sql.table(table)}`.execute(db);
    const last = rows[0]?.last ?? 0;
    for (let from = 1; from <= last; from += TRIGRAM_BATCH) await backfill(db, table, from, from + TRIGRAM_BATCH);
  }
}
