/**
 * How the back office's customer search (server/modules/accounts/admin.ts) costs on SQLite with
 * 100,000 users of one site, comparing SQLite's own lower() (ASCII only), the Unicode lower-case
 * function openDatabase registers (decision 0079) alone, and after SQLite's own LIKE as a rough first
 * test ("prefiltered", what server/db beginsCaseless writes): the page of 50 and the count, each run
 * 20 times, and the query plans. Run: `node --import tsx tests/bench/customer-search.ts [users]`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { openDatabase } from "#server/db";
import { migrateToLatest } from "#server/db/migrations";
import { benchCustomerRows } from "../support/users";

const USERS = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), "customer-search-"));
const { db, close } = openDatabase(join(dir, "bench.sqlite"));
await migrateToLatest(db, "sqlite");
const site = await db.selectFrom("sites").select("id").executeTakeFirst();
const siteId =
  site?.id ??
  Number(
    (
      await db
        .insertInto("sites")
        .values({
          id: 1,
          name: "Bench",
          url: "https://bench.example",
          subdomain: "bench",
          api_key: "bench",
          api_key_id: "bench",
          default_language: "en",
          allowed_language_ids: "[]",
          config: "{}",
        })
        .executeTakeFirstOrThrow()
    ).insertId,
  );
for (let from = 0; from < USERS; from += 1000) {
  await db
    .insertInto("users")
    .values(benchCustomerRows(siteId, from, Math.min(1000, USERS - from)))
    .execute();
}

/** The term's pattern for SQLite's own LIKE: its ASCII as is (LIKE folds ASCII's case), any other letter any one character. */
const rough = (term: string) => [...term].map((c) => (c <= "\x7f" ? c : "_")).join("");
const fold = (fn: string, column: string) =>
  fn === "prefiltered"
    ? `((u.${column} like ? escape '\\' or instr(u.${column}, 'İ') or instr(u.${column}, 'K')) and unicode_lower(u.${column}) like ? escape '\\')`
    : `${fn}(u.${column}) like ? escape '\\'`;
const where = (fn: string) =>
  `u.site_id = ? and (${fold(fn, "email")} or ${fold(fn, "first_name")} or ${fold(fn, "last_name")})`;
async function time(label: string, fn: string, term: string) {
  const one = fn === "prefiltered" ? [`${rough(term)}%`, `${term}%`] : [`${term}%`];
  const args = [siteId, ...one, ...one, ...one];
  const count = `select count(*) as n from users u where ${where(fn)}`;
  const page = `select u.* from users u where ${where(fn)} order by u.created_at desc, u.id desc limit 50`;
  const runs = 20;
  // The arguments written into the SQL (the bench's own constants), so that EXPLAIN reads the same text.
  const fill = (text: string) => {
    let i = 0;
    return text.replace(/\?/g, () => {
      const value = args[i++ % args.length]!;
      return typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
  };
  const timed = async (text: string) => {
    const filled = fill(text);
    const t0 = performance.now();
    let answer: unknown[] = [];
    for (let i = 0; i < runs; i++) answer = (await sql.raw(filled).execute(db)).rows;
    return { ms: ((performance.now() - t0) / runs).toFixed(1), answer };
  };
  const c = await timed(count);
  const p = await timed(page);
  const plan = (await sql.raw(`explain query plan ${fill(page)}`).execute(db)).rows as { detail: string }[];
  console.log(
    `${label.padEnd(34)} count ${String(c.ms).padStart(6)} ms (${JSON.stringify(c.answer[0])})  page ${String(p.ms).padStart(6)} ms (${p.answer.length} rows)  plan: ${plan.map((r) => r.detail).join("; ")}`,
  );
}

console.log(`${USERS} users, SQLite, each query the mean of 20 runs`);
for (const term of ["šime", "kova", "user9999", "zzz"]) {
  await time(`lower()          "${term}"`, "lower", term);
  await time(`unicode_lower()  "${term}"`, "unicode_lower", term);
  await time(`prefiltered      "${term}"`, "prefiltered", term);
}
await close();
rmSync(dir, { recursive: true, force: true });
