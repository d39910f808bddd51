import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type Expression,
  type RawBuilder,
  type Transaction,
  sql,
} from "kysely";
import pg from "pg";
import { getConfig, isPostgresUrl } from "../config";
import { log } from "../log";
import type { Database } from "./schema";
import { observePool } from "../observability/metrics";

export type { Database } from "./schema";
export { beginsFolded, searchFold, userSearchColumns } from "./user-search";
export type Db = Kysely<Database>;
export type DbOrTx = Kysely<Database> | Transaction<Database>;
export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

export { isPostgresUrl } from "../config";

/**
 * SQLite transactions take the write lock as they begin (BEGIN IMMEDIATE), waiting up to
 * busy_timeout for it. With several processes on one file (a cluster's workers), a deferred
 * transaction that read first could not write later once another process had written meanwhile:
 * it would fail at once instead of waiting. In one process nothing changes: SQLite has one
 * connection, and Kysely runs one transaction at a time on it.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** How many prepared statements an SQLite database keeps (the SQL of an `in (?, ?, ...)` list
 * differs by its length, so there are more than the code's queries, yet not unboundedly many). */
const KEPT_STATEMENTS = 500;

/**
 * The database as Kysely sees it, keeping its prepared statements by SQL text: Kysely prepares
 * every query it runs, and preparing costs about as much as running a small query. SQLite
 * re-prepares a kept statement by itself after a schema change (a migration). Kysely runs one
 * query at a time on the connection, so a statement is never in use twice.
 */
function keepingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the least recently used goes first.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= KEPT_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** `url` is a postgres:// URL or a path to an SQLite file (":memory:" works too). */
export function openDatabase(url: string): DatabaseHandle {
  if (isPostgresUrl(url)) {
    // BIGINT and NUMERIC come back as strings by default; our ids and counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: url, max: getConfig().pgPoolSize });
    // An idle client that loses its connection emits 'error' on the pool; the pool replaces it. (The
    // error carries the whole client, which the log need not.)
    pool.on("error", ({ message, code }: Error & { code?: string }) =>
      log.warn("idle PostgreSQL connection lost", { err: { message, code } }),
    );
    // A client in use between two queries (inside a transaction) has no listener of the pool's: its
    // lost connection would be an unhandled 'error' that ends the process. Its next query fails
    // instead (a 503), and the pool discards it on release.
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const observed = observePool(pool);
    return { db, dialect: "postgres", close: () => (observed.forget(), db.destroy()) };
  }
  if (url !== ":memory:") mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // SQLite's own lower() folds ASCII only; the searches' caseless comparisons use this (lowerText).
  sqlite.function(UNICODE_LOWER, { deterministic: true }, (value: unknown) =>
    typeof value === "string" ? value.toLowerCase() : value,
  );
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: keepingStatements(sqlite) }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/** Connection failures and shutdowns (class 08, 57P01-03), too many connections, a database that refuses connections. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_NETWORK = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
]);
const UNAVAILABLE_SQLITE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|PROTOCOL)/;

/**
 * Whether an error says that the database cannot be reached or used just now (as opposed to a
 * query it refused): the platform answers 503 for these, and recovers by itself when the database
 * comes back (the pool opens new connections, failed cache loads are not remembered).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === "string") {
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NETWORK.has(code) || UNAVAILABLE_SQLITE.test(code)) return true;
    if (code === "55000" && /not currently accepting connections/.test(error.message)) return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
    error.message,
  );
}

/** The SQLite function (registered on every connection openDatabase makes) that lower-cases every
 * letter as JavaScript and PostgreSQL do: SQLite's own lower() leaves "Š" as it is. */
const UNICODE_LOWER = "unicode_lower";

/**
 * The letters whose lower case is not one letter of their own kind: "İ" lowers to "i" and a dot, the
 * Kelvin sign to an ASCII "k". A row holding one skips the rough SQLite test of beginsCaseless.
 */
const UNEVEN_LOWER = ["\u0130", "\u212a"];

/**
 * Whether a text column begins with `text` (or, `anywhere`, holds it), any letter's case ignored, on
 * either database (docs/decisions/0079): PostgreSQL's lower() folds every letter; SQLite's folds only
 * ASCII, so there the column goes through UNICODE_LOWER. A JavaScript call per row costs (3 times
 * SQLite's lower() on 100,000 users, measured in decision 0079), so SQLite first tries its own
 * LIKE, which ignores ASCII's case, with every other letter of the text as any one character: only the
 * rows it lets through (and those with a letter of UNEVEN_LOWER) are lower-cased. LIKE's wildcards in
 * `text` are literal. The product and media searches use it (on PostgreSQL `lower(col) like` is served
 * by the trigram indexes of migration 0045 where pg_trgm is there; on SQLite a trigram table narrows
 * the rows it tests, narrowedByTrigrams, decision 0084); the customers' search reads folded
 * columns instead (beginsFolded, docs/decisions/0082).
 */
function likeCaseless(
  dialect: DialectName,
  column: Expression<string>,
  text: string,
  anywhere: boolean,
): RawBuilder<boolean> {
  const lowered = text.toLowerCase();
  const lead = anywhere ? "%" : "";
  const pattern = `${lead}${likeLiteral(lowered)}%`;
  if (dialect === "postgres") return sql<boolean>`lower(${column}) like ${pattern} escape '\\'`;
  const rough = `${lead}${[...lowered].map((c) => (c <= "\x7f" ? likeLiteral(c) : "_")).join("")}%`;
  const uneven = UNEVEN_LOWER.map((c) => sql`instr(${column}, ${c}) > 0`);
  return sql<boolean>`((${column} like ${rough} escape '\\' or ${sql.join(uneven, sql` or `)}) and ${sql.raw(
    UNICODE_LOWER,
  )}(${column}) like ${pattern} escape '\\')`;
}

/** Whether a text column begins with `text`, any letter's case ignored (likeCaseless). */
export const beginsCaseless = (dialect: DialectName, column: Expression<string>, text: string) =>
  likeCaseless(dialect, column, text, false);

/** Whether a text column holds `text` anywhere, any letter's case ignored (likeCaseless). */
export const containsCaseless = (dialect: DialectName, column: Expression<string>, text: string) =>
  likeCaseless(dialect, column, text, true);

/**
 * `text` with LIKE's wildcards and the escape character taken literally, for a pattern compared
 * with `ESCAPE '\'` (both databases know it): `${likeLiteral(q)}%` begins with q, `%${...}%` holds it.
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The pattern for `column like holdingLiterally(text)`: the column holds `text` anywhere, its `_` and `%` themselves. */
export function holdingLiterally(text: string): RawBuilder<string> {
  return sql<string>`${`%${likeLiteral(text)}%`} escape '\\'`;
}
