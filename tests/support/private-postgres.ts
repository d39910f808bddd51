/**
 * A PostgreSQL cluster of a test's own (Debian's binaries, a temp data directory, a free port), so
 * that the test can stop and start the very server its hosts use without touching anyone else's.
 * initdb refuses to run as root: as root the cluster belongs to the `postgres` user, its commands
 * run through `runuser`.
 */
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port";

const run = promisify(execFile);
const VERSIONS = "/usr/lib/postgresql";

export interface PrivatePostgres {
  /** The maintenance database's URL (a TestPlatform creates its own database next to it). */
  url: string;
  /** A fast shutdown: sessions are ended (57P01), new connections refused until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its data directory. */
  destroy(): Promise<void>;
}

/** The newest installed version's bin directory with initdb and pg_ctl, or null. */
function binDir(): string | null {
  if (!existsSync(VERSIONS)) return null;
  const versions = readdirSync(VERSIONS)
    .filter((v) => existsSync(join(VERSIONS, v, "bin", "initdb")) && existsSync(join(VERSIONS, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(VERSIONS, versions[0]!, "bin") : null;
}

const asRoot = process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Why no private cluster can run here, or null when one can. */
export function privatePostgresUnavailable(): string | null {
  if (!binDir()) return `no PostgreSQL server binaries under ${VERSIONS}`;
  if (asRoot && !postgresUser()) return "running as root, and there is no postgres user for initdb to run as";
  if (asRoot && !existsSync("/usr/sbin/runuser") && !existsSync("/sbin/runuser"))
    return "running as root without runuser";
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const unavailable = privatePostgresUnavailable();
  if (unavailable) throw new Error(unavailable);
  const bin = binDir()!;
  const dir = mkdtempSync(join(tmpdir(), "storefront-pg-"));
  if (asRoot) {
    const { uid, gid } = postgresUser()!;
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const port = await freePort();
  const command = (name: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", join(bin, name), ...args]) : run(join(bin, name), args);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const pgCtl = (...args: string[]) =>
    command("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-t", "30", ...args]);

  await command("initdb", [
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "postgres",
    "-E",
    "UTF8",
    "--no-sync",
    "--no-instructions",
  ]);
  const start = async () => void (await pgCtl("-o", serverOptions, "start"));
  const stop = async () => void (await pgCtl("-m", "fast", "stop"));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
