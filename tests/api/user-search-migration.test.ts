/**
 * Migration 0045 (decision 0082): the users a database already has get their folded search columns
 * (more than one batch of them), a user the previous release inserts after it (the columns left at
 * their default) is filled by the backfill, and the customers' search conditions read the new indexes.
 * On SQLite, or on PostgreSQL as DATABASE_URL says (a database of its own).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db";
import { migrateToLatest, migrations } from "#server/db/migrations";
import { BACKFILL_BATCH, backfillUserSearch, beginsFolded } from "#server/db/user-search";
import { transport } from "../support/platform";
import { bareSiteRow } from "../support/rows";

const baseUrl = process.env.DATABASE_URL;
const onPostgres = !!baseUrl && /^postgres(ql)?:\/\//.test(baseUrl);
const before0045 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0045"));

async function admin(text: string): Promise<void> {
  const u = new URL(baseUrl!);
  u.pathname = "/postgres";
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let handle: DatabaseHandle;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (onPostgres) {
    const name = `t_${randomBytes(8).toString("hex")}`;
    await admin(`CREATE DATABASE "${name}"`);
    const u = new URL(baseUrl!);
    u.pathname = `/${name}`;
    handle = openDatabase(u.toString());
    cleanup = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else {
    const dir = await mkdtemp(join(tmpdir(), "user-search-migration-"));
    handle = openDatabase(join(dir, "db.sqlite"));
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await handle?.close();
  await cleanup?.();
});

const names: [string, string][] = [
  ["Šime", "Čavlović"],
  ["Đuro", "ĐURIĆ"],
  ["Ana", "Horvat"],
  ["S\u030Cime", "Kovačević"],
];
const USERS = BACKFILL_BATCH * 2 + 7;

/** A user row as the previous release writes it: without the folded columns. */
function oldRow(i: number) {
  const [first, last] = names[i % names.length]!;
  const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  return {
    site_id: 1,
    email: `old${i}@example.com`,
    password_hash: null,
    first_name: first,
    last_name: last,
    company_name: "",
    member_card_barcode: null,
    is_backoffice_user: 0,
    scope: "[]",
    email_verified_at: null,
    created_at: at,
    updated_at: at,
  };
}

// Not about the transport: once, in the in-process project.
describe.skipIf(transport !== "in-process")("0045_user_search_columns", () => {
  it("folds the users a database has, batch after batch, and the search reads its indexes", async () => {
    const { db, dialect } = handle;
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await migrateToLatest(db, dialect, before0045);
    await old.insertInto("sites").values(bareSiteRow(1, "site")).execute();
    for (let from = 0; from < USERS; from += 250)
      await old
        .insertInto("users")
        .values(Array.from({ length: Math.min(250, USERS - from) }, (_, k) => oldRow(from + k)))
        .execute();

    await migrateToLatest(db, dialect);

    const rows = await db
      .selectFrom("users")
      .select(["email", "first_name", "last_name", "search_email", "search_first_name", "search_last_name"])
      .orderBy("id")
      .execute();
    expect(rows).toHaveLength(USERS);
    const stale = rows.filter(
      (r) =>
        r.search_email !== r.email ||
        r.search_first_name !== r.first_name.normalize("NFC").toLowerCase() ||
        r.search_last_name !== r.last_name.normalize("NFC").toLowerCase(),
    );
    expect(stale).toEqual([]);
    expect(rows.slice(0, 4).map((r) => [r.search_first_name, r.search_last_name])).toEqual([
      ["šime", "čavlović"],
      ["đuro", "đurić"],
      ["ana", "horvat"],
      ["šime", "kovačević"],
    ]);

    // The previous release keeps inserting while and after this one migrates: the columns are
    // left at '', and the backfill (re-run) fills them.
    await old.insertInto("users").values(oldRow(USERS)).execute();
    const late = await db
      .selectFrom("users")
      .select(["search_email", "search_first_name"])
      .where("email", "=", `old${USERS}@example.com`)
      .executeTakeFirstOrThrow();
    expect(late).toEqual({ search_email: "", search_first_name: "" });
    expect(await backfillUserSearch(db)).toBe(1);
    expect(
      await db
        .selectFrom("users")
        .select(["search_email", "search_first_name", "search_last_name"])
        .where("email", "=", `old${USERS}@example.com`)
        .executeTakeFirstOrThrow(),
    ).toEqual({ search_email: `old${USERS}@example.com`, search_first_name: "šime", search_last_name: "kovačević" });

    const found = await db
      .selectFrom("users as u")
      .select("email")
      .where("u.site_id", "=", 1)
      .where((eb) =>
        eb.or([beginsFolded(eb.ref("u.search_first_name"), "ŠIM"), beginsFolded(eb.ref("u.search_last_name"), "đur")]),
      )
      .execute();
    // Šime (twice, once typed with a combining caron) and Đurić, three of each four users.
    const expected = Array.from({ length: USERS + 1 }, (_, i) => i).filter((i) => i % 4 !== 2);
    expect(found).toHaveLength(expected.length);

    // The plan: the indexes, not every user of the site.
    const query = sql`select id from users u where u.site_id = 1 and (${beginsFolded(
      sql.ref("u.search_first_name"),
      "šim",
    )} or ${beginsFolded(sql.ref("u.search_email"), "old1")})`;
    if (dialect === "sqlite") {
      const plan = (await sql<{ detail: string }>`explain query plan ${query}`.execute(db)).rows.map((r) => r.detail);
      expect(plan.join("; ")).toMatch(/users_site_search_first_name/);
      expect(plan.join("; ")).toMatch(/users_site_search_email/);
    } else {
      // A thousand users are few enough for a sequential scan: the planner is told not to, to see
      // that the indexes serve the conditions.
      const plan = await db.transaction().execute(async (tx) => {
        await sql`set local enable_seqscan = off`.execute(tx);
        const { rows } = await sql<{ "QUERY PLAN": string }>`explain ${query}`.execute(tx);
        return rows.map((r) => r["QUERY PLAN"]).join("\n");
      });
      expect(plan).toMatch(/users_site_search_first_name/);
      expect(plan).toMatch(/users_site_search_email/);
    }
  });
});
