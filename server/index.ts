/**
 * The platform: the commerce and content API of spec section 7 over its own database.
 * `createPlatform` opens the database, migrates it, seeds demo content into an empty one and
 * returns a Web-standard `fetch` that the storefront calls in-process (or Express serves).
 */
import { join } from "node:path";
import pg from "pg";
import { createMemoCache } from "./cache";
import { isPostgresUrl, openDatabase } from "./db";
import { migrateToLatest } from "./db/migrations";
import { seedIfEmpty } from "./db/seed";
import { createHttpApp } from "./http/app";
import { log } from "./log";
import type { Services } from "./services";

export type { Services } from "./services";

export interface PlatformOptions {
  /** postgres://... or a path to an SQLite file. */
  databaseUrl: string;
  /** Where media originals and variants live. */
  dataDir: string;
  /** Seed demo content when the database is empty (default true). */
  seed?: boolean;
}

export interface Platform {
  fetch: (request: Request) => Promise<Response>;
  services: Services;
  close(): Promise<void>;
}

const CACHE_CHANNEL = "platform_cache";

export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const handle = openDatabase(options.databaseUrl);
  const services: Services = { db: handle.db, dialect: handle.dialect, dataDir: options.dataDir, log, cache: createMemoCache() };
  await migrateToLatest(handle.db, handle.dialect);
  if (options.seed !== false) await seedIfEmpty(services);

  // Several processes against one PostgreSQL: tell the others when a cached tag changes.
  let listener: pg.Client | null = null;
  if (isPostgresUrl(options.databaseUrl)) {
    listener = new pg.Client({ connectionString: options.databaseUrl });
    await listener.connect();
    await listener.query(`LISTEN ${CACHE_CHANNEL}`);
    listener.on("notification", (msg) => {
      if (msg.payload && msg.processId !== (listener as unknown as { processID: number }).processID) {
        services.cache.invalidateLocal(msg.payload);
      }
    });
    const notifier = listener;
    services.cache.onInvalidate((tag) => {
      notifier.query("SELECT pg_notify($1, $2)", [CACHE_CHANNEL, tag]).catch((err) => log.warn("cache notify failed", { err }));
    });
  }

  const app = createHttpApp(services);
  return {
    fetch: async (request) => app.fetch(request),
    services,
    async close() {
      await listener?.end();
      await handle.close();
    },
  };
}

/** The default database: DATABASE_URL, or an SQLite file under the data directory. */
export function defaultDatabaseUrl(dataDir: string): string {
  return process.env.DATABASE_URL || join(dataDir, "storefront.sqlite");
}
