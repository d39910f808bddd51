/**
 * Online migrations (docs/decisions/0034-online-migrations.md): a release's migrations only add
 * (tables, nullable or defaulted columns, indexes), so that the previous release's processes keep
 * serving while it migrates. Each migration is run against a database that only records the SQL it
 * would send, in both dialects, and that SQL is read for statements an older process could trip on.
 * A migration that must drop, rename or tighten (a later release's contract step) says why in its
 * `contract` export. Every migration released before the rule already keeps it, so none is exempt.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { describe, expect, it } from "vitest";
import type { DialectName } from "#server/db";
import { migrations, type MigrationModule } from "#server/db/migrations";

/** What an older process's queries can break on: [pattern, what it is]. */
const DESTRUCTIVE: [RegExp, string][] = [
  [/\bdrop\s+(table|view|column)\b/, "drops what an older release reads"],
  [/\brename\b/, "renames what an older release reads"],
  [/\balter\s+column\b/, "changes a column an older release writes"],
  [/\balter\s+table\b.*\badd\s+constraint\b/, "adds a constraint an older release's writes may break"],
  [/\btruncate\b/, "empties a table"],
];
const NOT_NULL_WITHOUT_DEFAULT = /\badd\s+column\b(?!.*\bdefault\b).*\bnot\s+null\b/;

/** The statements a migration sends on a dialect, lower case, without running any. */
async function statementsOf(mod: MigrationModule, dialect: DialectName): Promise<string[]> {
  const statements: string[] = [];
  const db = new Kysely<unknown>({
    dialect: {
      createAdapter: () => (dialect === "postgres" ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => (dialect === "postgres" ? new PostgresIntrospector(k) : new SqliteIntrospector(k)),
      createQueryCompiler: () => (dialect === "postgres" ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
    log: (event) => void statements.push(event.query.sql.replace(/\s+/g, " ").toLowerCase()),
  });
  await mod.up(db, { dialect });
  await db.destroy();
  return statements;
}

/** Why each statement of the migration would break an older process (empty when it only adds). */
async function violations(mod: MigrationModule): Promise<string[]> {
  const found: string[] = [];
  for (const dialect of ["sqlite", "postgres"] as const)
    for (const statement of await statementsOf(mod, dialect)) {
      for (const [pattern, why] of DESTRUCTIVE) if (pattern.test(statement)) found.push(`${why}: ${statement}`);
      if (NOT_NULL_WITHOUT_DEFAULT.test(statement))
        found.push(
          `adds a NOT NULL column without a default, which an older release's inserts leave out: ${statement}`,
        );
    }
  return found;
}

const migration = (up: MigrationModule["up"]): MigrationModule => ({ up });

describe("online migrations", () => {
  it("every migration only adds, unless it is a contract step", async () => {
    const broken: Record<string, string[]> = {};
    for (const [name, mod] of Object.entries(migrations)) {
      if (mod.contract?.trim()) continue;
      const found = await violations(mod);
      if (found.length > 0) broken[name] = found;
    }
    expect(broken).toEqual({});
  });

  it("finds each kind of destructive statement, in both dialects", async () => {
    const cases: Record<string, MigrationModule> = {
      dropTable: migration((db) => db.schema.dropTable("carts").execute()),
      dropColumn: migration((db) => db.schema.alterTable("carts").dropColumn("status").execute()),
      renameTable: migration((db) => db.schema.alterTable("carts").renameTo("baskets").execute()),
      renameColumn: migration((db) => db.schema.alterTable("carts").renameColumn("status", "state").execute()),
      setNotNull: migration((db) =>
        db.schema
          .alterTable("carts")
          .alterColumn("status", (c) => c.setNotNull())
          .execute(),
      ),
      notNullColumn: migration((db) =>
        db.schema
          .alterTable("carts")
          .addColumn("channel", "text", (c) => c.notNull())
          .execute(),
      ),
      rawDrop: migration(async (db) => void (await sql`ALTER TABLE carts DROP COLUMN status`.execute(db))),
      constraint: migration((db) => db.schema.alterTable("carts").addUniqueConstraint("one", ["user_id"]).execute()),
    };
    for (const [name, mod] of Object.entries(cases)) expect(await violations(mod), name).not.toEqual([]);
  });

  it("lets additions through", async () => {
    const additive = migration(async (db) => {
      await db.schema
        .createTable("wishlists")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .execute();
      await db.schema.alterTable("carts").addColumn("channel", "text").execute();
      await db.schema
        .alterTable("carts")
        .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("carts_channel").on("carts").column("channel").execute();
    });
    expect(await violations(additive)).toEqual([]);
  });
});
