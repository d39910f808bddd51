/**
 * The back office's customer search (server/modules/accounts/admin.ts) on 100,000 users of one site,
 * before and after the folded search columns (decision 0082): "before" is decision 0079's caseless
 * LIKE on the e-mail and names (server/db beginsCaseless), "after" the module's own condition (index
 * ranges on the folded columns), each through listCustomers' own reads (`customerReads`): the count,
 * and the page of 50 newest first with each row's order count. Each the mean of 20 runs, and the page's plan. On SQLite (a temp file), or on
 * PostgreSQL when DATABASE_URL is a postgres:// URL (a database of its own, dropped after).
 * Run: `[DATABASE_URL=postgres://...] node --import tsx tests/bench/customer-search-folded.ts [users]`.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import pg from "pg";
import { beginsCaseless, openDatabase, searchFold } from "#server/db";
import { migrateToLatest } from "#server/db/migrations";
import { customerReads, customersOf } from "#server/modules/accounts/admin";
import { bareSiteRow } from "../support/rows";
import { benchCustomerRows } from "../support/users";
import type { Database, UsersTable } from "#server/db/schema";

const USERS = Number(process.argv[2] ?? 100_000);
const baseUrl = process.env.DATABASE_URL;
const onPostgres = !!baseUrl && /^postgres(ql)?:\/\//.test(baseUrl);

async function admin(text: string): Promise<void> {
  const u = new URL(baseUrl!);
  u.pathname = "/postgres";
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

let url: string;
let cleanup: () => Promise<void>;
if (onPostgres) {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  await admin(`CREATE DATABASE "${name}"`);
  const u = new URL(baseUrl!);
  u.pathname = `/${name}`;
  url = u.toString();
  cleanup = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
} else {
  const dir = mkdtempSync(join(tmpdir(), "customer-search-folded-"));
  url = join(dir, "bench.sqlite");
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}
const { db, dialect, close } = openDatabase(url);
await migrateToLatest(db, dialect);
const siteId = 1;
await db
  .insertInto("sites")
  .values(bareSiteRow(siteId, "bench", "en"))
  .execute();
for (let from = 0; from < USERS; from += 1000) {
  await db
    .insertInto("users")
    .values(benchCustomerRows(siteId, from, Math.min(1000, USERS - from)))
    .execute();
}
if (dialect === "postgres") await sql`analyze`.execute(db);

type Users = ExpressionBuilder<Database & { u: UsersTable }, "u">;
type Way = "before" | "after";
/**
 * Decision 0079's condition: a caseless LIKE on the texts, the site outside the alternatives.
 */
function before(eb: Users, search: string): Expression<SqlBool> {
  const term = searchFold(search);
  const begins = (column: "email" | "first_name" | "last_name", text: string) =>
    beginsCaseless(dialect, eb.ref(`u.${column}`), text);
  const [first, ...rest] = term.split(/\s+/);
  const either: Expression<SqlBool>[] = [begins("email", term), begins("first_name", term), begins("last_name", term)];
  if (rest.length) either.push(eb.and([begins("first_name", first!), begins("last_name", rest.join(" "))]));
  return eb.and([eb("u.site_id", "=", siteId), eb.or(either)]);
}
/** listCustomers' own reads with either condition: 0082's is the module's. */
const reads = (way: Way, term: string) =>
  customerReads(db, way === "after" ? customersOf(siteId, term) : (eb) => before(eb, term));
const countQuery = (way: Way, term: string) => reads(way, term).count();
const pageQuery = (way: Way, term: string) => reads(way, term).page(1);

const RUNS = 20;
async function timed(run: () => Promise<unknown[]>) {
  let rows: unknown[] = await run(); // warm
  const t0 = performance.now();
  for (let i = 0; i < RUNS; i++) rows = await run();
  return { ms: (performance.now() - t0) / RUNS, rows };
}
async function plan(way: Way, term: string): Promise<string> {
  const compiled = pageQuery(way, term).compile();
  if (dialect === "sqlite") {
    const { rows } = await db.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `explain query plan ${compiled.sql}`,
    });
    return rows.map((r) => r.detail).join("; ");
  }
  const { rows } = await db.executeQuery<{ "QUERY PLAN": string }>({ ...compiled, sql: `explain ${compiled.sql}` });
  return rows
    .map((r) => r["QUERY PLAN"].trim())
    .filter((line) => /Scan|Sort|Limit|BitmapOr|Filter|Index Cond/.test(line))
    .map((line) => line.replace(/\s+\(cost=[^)]*\)/, ""))
    .join(" | ");
}

console.log(`${USERS} users, ${dialect}, each query the mean of ${RUNS} runs (count / page of 50)`);
for (const term of ["šime", "kova", "user9999", "zzz", "ana kov", "a"]) {
  for (const way of ["before", "after"] as const) {
    const c = await timed(() => countQuery(way, term).execute());
    const p = await timed(() => pageQuery(way, term).execute());
    const total = (c.rows[0] as { total: number | string }).total;
    console.log(
      `${way.padEnd(6)} ${JSON.stringify(term).padEnd(11)} count ${c.ms.toFixed(1).padStart(6)} ms (${total})  page ${p.ms
        .toFixed(1)
        .padStart(6)} ms (${p.rows.length} rows)`,
    );
    console.log(`       plan: ${await plan(way, term)}`);
  }
}
await close();
await cleanup();
