/**
 * `npm run backup -- <folder>` and `npm run restore -- <folder>` (docs/operations.md, "Backups"):
 * the database and the media originals into a new folder, and back.
 *
 * SQLite is copied through its online backup API, a consistent copy while hosts keep writing;
 * PostgreSQL through `pg_dump --format=custom` (one snapshot) and `pg_restore`. Media: the disk's
 * `originals/` only; sizes (`variants/`, named by media id) are made again on demand, so a restore
 * empties them rather than keep sizes of ids the restored database may give to other images.
 * A restore refuses while any other process has the database open: stop every host first.
 * An SQLite backup restores into PostgreSQL too, row by row into a new, empty database
 * (server/db/sqlite-to-postgres.ts): the way a shop grows onto PostgreSQL.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import pg from "pg";
import { isPostgresUrl, type Config } from "../config";
import { log } from "../log";
import type { DerivedColumns } from "./sqlite-to-postgres";

const run = promisify(execFile);

const MANIFEST = "backup.json";
const SQLITE_FILE = "storefront.sqlite";
const PG_FILE = "database.pgdump";

interface Manifest {
  createdAt: string;
  database: "sqlite" | "postgres";
  /** Whether `media/originals` holds the disk's originals; false when they live in a bucket. */
  media: boolean;
  migrations: string[];
}

type Settings = Pick<Config, "databaseUrl" | "dataDir" | "mediaS3">;

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function executedMigrations(query: (text: string) => Promise<{ name: string }[]>): Promise<string[]> {
  return (await query("select name from kysely_migration order by name")).map((row) => row.name);
}

async function withPg<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Writes a backup into `folder`, which must not exist yet or be empty. Hosts may keep running. */
export async function backup(settings: Settings, folder: string): Promise<Manifest> {
  if ((await exists(folder)) && (await readdir(folder)).length > 0)
    throw new Error(`${folder} is not empty: a backup goes into a new folder`);
  await mkdir(folder, { recursive: true });
  let manifest: Manifest;
  if (isPostgresUrl(settings.databaseUrl)) {
    const migrations = await withPg(settings.databaseUrl, (client) =>
      executedMigrations(async (text) => (await client.query<{ name: string }>(text)).rows),
    );
    await run("pg_dump", ["--format=custom", "--no-owner", `--file=${join(folder, PG_FILE)}`, settings.databaseUrl]);
    manifest = { createdAt: new Date().toISOString(), database: "postgres", media: false, migrations };
  } else {
    const sqlite = new SQLite(settings.databaseUrl, { fileMustExist: true });
    try {
      const migrations = await executedMigrations(async (text) => sqlite.prepare<[], { name: string }>(text).all());
      // After the first step, the rest in one step: a step is one read of a consistent snapshot, and
      // a write by a host between small steps would start the copy over.
      await sqlite.backup(join(folder, SQLITE_FILE), { progress: ({ totalPages }) => totalPages });
      manifest = { createdAt: new Date().toISOString(), database: "sqlite", media: false, migrations };
    } finally {
      sqlite.close();
    }
  }
  if (!settings.mediaS3) {
    // After the database: an original the copy names was stored before its row was written.
    const originals = join(settings.dataDir, "media", "originals");
    const copy = join(folder, "media", "originals");
    if (await exists(originals)) await cp(originals, copy, { recursive: true });
    else await mkdir(copy, { recursive: true });
    manifest.media = true;
  }
  await writeFile(join(folder, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
  if (settings.mediaS3)
    log.warn("media live in the bucket and are not in this backup: keep the bucket versioned, or copy originals/");
  return manifest;
}

/** Fails when another process (a host) has the SQLite file open. */
function ensureSqliteUnused(file: string): void {
  const probe = new SQLite(file, { timeout: 500 });
  try {
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("begin exclusive; commit");
  } catch (err) {
    throw new Error(`${file} is in use: stop every host before a restore`, { cause: err });
  } finally {
    probe.close();
  }
}

async function ensurePgUnused(url: string): Promise<void> {
  const others = await withPg(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return rows[0]!.n;
  });
  if (others > 0) throw new Error(`${others} other connection(s) use the database: stop every host before a restore`);
}

/** Replaces the database (and the disk's media originals) with the backup in `folder`. No host may
 * run. An SQLite backup restored into PostgreSQL makes PostgreSQL's own columns with `derived`. */
export async function restore(settings: Settings, folder: string, derived: DerivedColumns = {}): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(folder, MANIFEST), "utf8")) as Manifest;
  const postgres = isPostgresUrl(settings.databaseUrl);
  if (manifest.database === "sqlite" && postgres) {
    await ensurePgUnused(settings.databaseUrl);
    // Loaded only here: it migrates, and makes search vectors as the search module does.
    const { copySqliteIntoPostgres } = await import("./sqlite-to-postgres");
    const copied = await copySqliteIntoPostgres(settings, join(folder, SQLITE_FILE), manifest.migrations, derived);
    log.info("copied the SQLite backup into PostgreSQL, every table's rows counted", { ...copied });
  } else if (manifest.database === "postgres" && !postgres) {
    throw new Error("the backup is of PostgreSQL and restores only into PostgreSQL: DATABASE_URL is not postgres://");
  } else if (postgres) {
    await ensurePgUnused(settings.databaseUrl);
    await run("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--single-transaction",
      "--exit-on-error",
      `--dbname=${settings.databaseUrl}`,
      join(folder, PG_FILE),
    ]);
  } else {
    const file = settings.databaseUrl;
    if (await exists(file)) ensureSqliteUnused(file);
    await mkdir(join(file, ".."), { recursive: true });
    // Copied beside it, then swapped in at once; the old file's journal must not replay onto the copy.
    await cp(join(folder, SQLITE_FILE), `${file}.restoring`);
    await Promise.all([rm(`${file}-wal`, { force: true }), rm(`${file}-shm`, { force: true })]);
    await rename(`${file}.restoring`, file);
  }
  if (manifest.media) {
    const media = join(settings.dataDir, "media");
    await Promise.all([
      rm(join(media, "originals"), { recursive: true, force: true }),
      rm(join(media, "variants"), { recursive: true, force: true }),
    ]);
    await cp(join(folder, "media", "originals"), join(media, "originals"), { recursive: true });
  }
  return manifest;
}
