/**
 * An SQLite backup restored into PostgreSQL: `npm run restore -- <folder>` with
 * DATABASE_URL=postgres://... (docs/operations.md, "Growing onto PostgreSQL"; decision 0053).
 *
 * The target is a new, empty database. This release's migrations make its schema (no demo seed);
 * the backup's file, copied aside, is migrated to the same release as a host on it would be. Then
 * every table's rows go across in one transaction, parents before children as PostgreSQL's foreign
 * keys say, a self-reference (a category's parent) set once its table is whole; the sequences
 * continue after the copied ids, and each table's rows are counted on both sides.
 *
 * Both engines hold the same types (integers, reals and text: booleans as 0 and 1, JSON and times
 * as text), so values go across as they are, cast to the target column's type. The search index
 * alone differs: SQLite's FTS5 table (`search_fts`) stays behind, PostgreSQL's `tsv` is made from
 * the row as the search module makes it.
 */
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql, type RawBuilder } from "kysely";
import { openDatabase, type Db, type DbOrTx } from "./index";
import { migrateToLatest, migrations } from "./migrations";

/** Kysely's migration bookkeeping: the target's own, written by its migrations. */
const BOOKKEEPING = new Set(["kysely_migration", "kysely_migration_lock"]);
/** Rows per INSERT, each column one array parameter (unnest), and the text they may carry at most:
 * a batch travels as one message. */
const BATCH_ROWS = 2000;
const BATCH_TEXT = 16 * 1024 * 1024;

/** A column PostgreSQL alone has (the search index's `tsv`), made on the way in from the row's other
 * columns (`inputs`, text). The domain knows how (the search module makes its `tsv`); the caller
 * hands it down, as the database layer imports nothing of the domain. */
export interface DerivedColumn {
  column: string;
  inputs(get: (column: string) => unknown): string[];
  value(...inputs: RawBuilder<unknown>[]): RawBuilder<unknown>;
}

/** The derived columns, by table. */
export type DerivedColumns = Record<string, DerivedColumn[]>;

export interface CopySummary {
  tables: number;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
}

interface Column {
  name: string;
  /** PostgreSQL's name of the type (udt_name: int4, text, ...). */
  type: string;
  nullable: boolean;
}

interface TablePlan {
  name: string;
  /** Read from SQLite in this order; inserted except `later`. */
  columns: Column[];
  /** Self-referencing columns: inserted empty, then set once the table is whole. */
  later: Column[];
  primaryKey: Column | null;
  derived: DerivedColumn[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies the SQLite database file `sqliteFile` (a backup's; left as it is) into the empty
 * PostgreSQL database `databaseUrl`. `backupMigrations` (the backup's manifest) are checked first:
 * a backup of a newer release is refused before anything is written.
 */
export async function copySqliteIntoPostgres(
  settings: { databaseUrl: string; dataDir: string },
  sqliteFile: string,
  backupMigrations: string[],
  derived: DerivedColumns,
): Promise<CopySummary> {
  const newer = backupMigrations.filter((name) => !(name in migrations));
  if (newer.length > 0)
    throw new Error(
      `the backup is of a newer release (migrations ${newer.join(", ")} are not this release's): restore it with that release`,
    );
  const target = openDatabase(settings.databaseUrl);
  try {
    await ensureNoData(target.db);
    // Beside the data, not in the system's temporary folder: a shop's database may outgrow it.
    await mkdir(settings.dataDir, { recursive: true });
    const scratch = await mkdtemp(join(settings.dataDir, ".restore-"));
    try {
      const file = join(scratch, "storefront.sqlite");
      await copyFile(sqliteFile, file);
      const source = openDatabase(file);
      try {
        await migrateToLatest(source.db, "sqlite");
      } finally {
        await source.close();
      }
      await migrateToLatest(target.db, "postgres");
      const sqlite = new SQLite(file, { fileMustExist: true });
      try {
        return await copyRows(sqlite, target.db, derived);
      } finally {
        sqlite.close();
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  } finally {
    await target.close();
  }
}

async function baseTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name).filter((name) => !BOOKKEEPING.has(name));
}

/** Refuses a database with any row beyond the migrations' bookkeeping (the migrations write none). */
async function ensureNoData(db: Db): Promise<void> {
  for (const name of await baseTables(db)) {
    const { rows } = await sql`select 1 from ${sql.table(name)} limit 1`.execute(db);
    if (rows.length > 0)
      throw new Error(
        `the database already holds data (table ${name} has rows): restore an SQLite backup into a new, empty database`,
      );
  }
}

/** The tables in an order where every foreign key's table comes before the tables that refer to it. */
function copyOrder(tables: string[], keys: { table: string; references: string }[]): string[] {
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table) &&
        keys.every((key) => key.table !== table || key.references === table || placed.has(key.references)),
    );
    if (ready.length === 0)
      throw new Error(`the foreign keys of ${tables.filter((t) => !placed.has(t)).join(", ")} form a cycle`);
    for (const table of ready) placed.add(table);
    order.push(...ready);
  }
  return order;
}

/** What to copy, from PostgreSQL's schema (this release's migrations) held against SQLite's. */
async function planCopy(sqlite: SQLite.Database, db: Db, derivedColumns: DerivedColumns): Promise<TablePlan[]> {
  const tables = await baseTables(db);
  const { rows: columns } = await sql<Column & { table: string }>`
    select table_name as "table", column_name as name, udt_name as type, is_nullable = 'YES' as nullable
    from information_schema.columns where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  const { rows: constraints } = await sql<{
    table: string;
    references: string | null;
    kind: "f" | "p";
    columns: string[];
  }>`
    select own.relname as "table", other.relname as "references", k.contype as kind,
      array(select a.attname::text from unnest(k.conkey) as n
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = n) as columns
    from pg_constraint k join pg_class own on own.oid = k.conrelid left join pg_class other on other.oid = k.confrelid
    where k.contype in ('f', 'p') and k.connamespace = current_schema()::regnamespace`.execute(db);
  const keys = constraints.filter((k) => k.kind === "f") as { table: string; references: string; columns: string[] }[];

  // SQLite's own tables and a virtual table's shadow tables (search_fts_data, ...) stay behind.
  const sourceTables = sqlite
    .prepare<[], { name: string; sql: string }>("select name, sql from sqlite_master where type = 'table'")
    .all();
  const virtual = sourceTables.filter((t) => /^create virtual table/i.test(t.sql)).map((t) => t.name);
  const behind = (name: string) =>
    BOOKKEEPING.has(name) || name.startsWith("sqlite_") || virtual.some((v) => name === v || name.startsWith(`${v}_`));
  const unplaced = sourceTables.filter((t) => !behind(t.name) && !tables.includes(t.name)).map((t) => t.name);
  if (unplaced.length > 0) throw new Error(`PostgreSQL has no table for the backup's ${unplaced.join(", ")}`);

  return copyOrder(tables, keys).map((name) => {
    const derived = derivedColumns[name] ?? [];
    const own = columns.filter((c) => c.table === name && !derived.some((d) => d.column === c.name));
    const held = new Set(sqlite.prepare<[string], string>("select name from pragma_table_info(?)").pluck().all(name));
    if (held.size === 0) throw new Error(`the backup has no table ${name}`);
    const differ = [
      ...own.filter((c) => !held.has(c.name)).map((c) => `${c.name} only in PostgreSQL`),
      ...[...held].filter((c) => !own.some((o) => o.name === c)).map((c) => `${c} only in the backup`),
    ];
    if (differ.length > 0) throw new Error(`${name}'s columns differ: ${differ.join(", ")}`);
    const selfColumns = new Set(
      keys.filter((k) => k.table === name && k.references === name).flatMap((k) => k.columns),
    );
    const later = own.filter((c) => selfColumns.has(c.name));
    const pk = constraints.find((k) => k.kind === "p" && k.table === name)?.columns ?? [];
    const primaryKey = pk.length === 1 ? own.find((c) => c.name === pk[0])! : null;
    if (later.length > 0 && (!primaryKey || later.some((c) => !c.nullable)))
      throw new Error(`${name} refers to itself through a column that cannot wait (not null, or no one-column key)`);
    return { name, columns: own, later, primaryKey, derived };
  });
}

/** Inserts rows (read in `plan.columns`' order) with one array parameter per column, unnested:
 * one statement whatever the number of rows. */
async function insertRows(trx: DbOrTx, plan: TablePlan, rows: unknown[][]): Promise<void> {
  const arrays: RawBuilder<unknown>[] = [];
  /** One more array, and its element's reference in the select. */
  const param = (values: unknown[], type: string) => {
    arrays.push(sql`${values}::${sql.raw(type)}[]`);
    return sql.ref(`u.c${arrays.length - 1}`);
  };
  const inserted = plan.columns.flatMap((column, i) =>
    plan.later.includes(column)
      ? []
      : [
          {
            name: column.name,
            value: param(
              rows.map((row) => row[i]),
              column.type,
            ),
          },
        ],
  );
  for (const derived of plan.derived) {
    const inputs = rows.map((row) => derived.inputs((name) => row[plan.columns.findIndex((c) => c.name === name)]));
    const refs = inputs[0]!.map((_, k) =>
      param(
        inputs.map((input) => input[k]),
        "text",
      ),
    );
    inserted.push({ name: derived.column, value: derived.value(...refs) });
  }
  await sql`insert into ${sql.table(plan.name)} (${sql.join(inserted.map((c) => sql.ref(c.name)))})
    select ${sql.join(inserted.map((c) => c.value))}
    from unnest(${sql.join(arrays)}) as u(${sql.join(arrays.map((_, i) => sql.raw(`c${i}`)))})`.execute(trx);
}

/** Copies one table in batches, then sets its self-references; the number of rows. */
async function copyTable(sqlite: SQLite.Database, trx: DbOrTx, plan: TablePlan): Promise<number> {
  const read = sqlite
    .prepare<[], unknown[]>(`select ${plan.columns.map((c) => quoted(c.name)).join(", ")} from ${quoted(plan.name)}`)
    .raw();
  const at = (column: Column) => plan.columns.indexOf(column);
  const later: unknown[][] = [];
  let batch: unknown[][] = [];
  let text = 0;
  let count = 0;
  for (const row of read.iterate()) {
    batch.push(row);
    for (const value of row) if (typeof value === "string") text += value.length;
    if (plan.later.some((c) => row[at(c)] !== null)) later.push(row);
    if (batch.length >= BATCH_ROWS || text >= BATCH_TEXT) {
      await insertRows(trx, plan, batch);
      count += batch.length;
      batch = [];
      text = 0;
    }
  }
  if (batch.length > 0) await insertRows(trx, plan, batch);
  count += batch.length;
  const key = plan.primaryKey;
  for (let i = 0; key && i < later.length; i += BATCH_ROWS) {
    const rows = later.slice(i, i + BATCH_ROWS);
    const values = [key, ...plan.later].map((c) => sql`${rows.map((row) => row[at(c)])}::${sql.raw(c.type)}[]`);
    await sql`update ${sql.table(plan.name)} as t
      set ${sql.join(plan.later.map((c, k) => sql`${sql.ref(c.name)} = ${sql.ref(`u.c${k + 1}`)}`))}
      from unnest(${sql.join(values)}) as u(${sql.join(values.map((_, k) => sql.raw(`c${k}`)))})
      where ${sql.ref(`t.${key.name}`)} = u.c0`.execute(trx);
  }
  return count;
}

/** Copies every table in one transaction, continues the sequences and checks the counts. */
async function copyRows(sqlite: SQLite.Database, db: Db, derived: DerivedColumns): Promise<CopySummary> {
  const started = performance.now();
  const plans = await planCopy(sqlite, db, derived);
  // AUTOINCREMENT's high-water marks: ids of deleted rows are not given again in PostgreSQL either.
  const used = new Map(
    sqlite
      .prepare<[], { name: string; seq: number }>("select name, seq from sqlite_sequence")
      .all()
      .map((r) => [r.name, r.seq]),
  );
  let rows = 0;
  await db.transaction().execute(async (trx) => {
    const copied = new Map<string, number>();
    for (const plan of plans) {
      // PostgreSQL's refusal of a value (a text with a NUL character, a fraction in an integer
      // column) does not name the table; the log shows this message and the cause's.
      const count = await copyTable(sqlite, trx, plan).catch((err: unknown) => {
        throw new Error(`copying ${plan.name}`, { cause: err });
      });
      copied.set(plan.name, count);
    }
    const { rows: serials } = await sql<{ table: string; column: string; sequence: string }>`
      select * from (
        select table_name as "table", column_name as "column",
          pg_get_serial_sequence(format('%I', table_name), column_name) as sequence
        from information_schema.columns where table_schema = current_schema()
      ) serial where sequence is not null`.execute(trx);
    for (const { table, column, sequence } of serials) {
      await sql`select setval(${sequence}::regclass, greatest(coalesce(max(${sql.ref(column)}), 0), ${used.get(table) ?? 0}) + 1, false)
        from ${sql.table(table)}`.execute(trx);
    }
    for (const plan of plans) {
      const source = sqlite
        .prepare<[], number>(`select count(*) from ${quoted(plan.name)}`)
        .pluck()
        .get()!;
      const { rows: counted } = await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.table(plan.name)}`.execute(trx);
      if (copied.get(plan.name) !== source || counted[0]!.n !== source)
        throw new Error(`${plan.name}: ${source} rows in the backup, ${counted[0]!.n} copied`);
      rows += source;
    }
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    tables: plans.length,
    rows,
    seconds: Math.round(seconds * 10) / 10,
    rowsPerSecond: Math.round(rows / seconds),
  };
}
