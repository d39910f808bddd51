/**
 * The platform: the commerce and content API of spec section 7 over its own database.
 * `createPlatform` opens the database, migrates it, seeds demo content into an empty one and
 * returns its two doors: `call`, which the host hands to the storefront in the same process
 * (typed by the contract, no HTTP in between), and a Web-standard `fetch` that Express serves
 * under /api and /media (and server/main.ts alone, for split mode).
 */
import pg from "pg";
import { createMemoCache } from "./cache";
import { getConfig, type MediaS3Settings } from "./config";
import { isPostgresUrl, openDatabase } from "./db";
import { migrateToLatest } from "./db/migrations";
import { backfillUserSearch } from "./db/user-search";
import { seedIfEmpty } from "./seed";
import type { PlatformTransport } from "./contract/transport";
import { installEdgePurge } from "./edge-purge";
import { createHttpApp } from "./http/app";
import { callInProcess } from "./http/mount";
import { log } from "./log";
import { startMailSender } from "./modules/mail";
import { startAvailabilityNotices } from "./modules/forms";
import { startPaymentTimeouts } from "./modules/orders";
import { startPoolStockSweep } from "./modules/deliveries";
import { startDeletedPagePurge } from "./modules/publishing";
import { openMediaStorage } from "./modules/media/storage";
import { countAttemptsWith } from "./modules/accounts/rate-limit";
import { openRedis, redisAttemptCounter, relayCacheOverRedis, type RedisLink, type RedisSettings } from "./redis";
import type { Services } from "./services";

export type { Services } from "./services";

export interface PlatformOptions {
  /** postgres://... or a path to an SQLite file. */
  databaseUrl: string;
  /** Where media originals and variants live. */
  dataDir: string;
  /** Seed demo content when the database is empty (default true). */
  seed?: boolean;
  /** Media in this bucket, null: on the disk under dataDir; unset: as MEDIA_S3_* says. */
  mediaS3?: MediaS3Settings | null;
  /** Redis for what the processes share, null: none; unset: as REDIS_URL says. */
  redis?: RedisSettings | null;
}

export interface Platform extends PlatformTransport {
  /** `env`: the bindings of @hono/node-server (`{ incoming, outgoing }`) when a Node server hands the
   * request over; the platform learns the client's address from `incoming`. */
  fetch: (request: Request, env?: unknown) => Promise<Response>;
  services: Services;
  close(): Promise<void>;
}

const CACHE_CHANNEL = "platform_cache";

/** Opens the database, migrates it and seeds demo content into an empty one. */
async function openPrepared(options: PlatformOptions, redis: RedisLink | null = null) {
  const handle = openDatabase(options.databaseUrl);
  const services: Services = {
    db: handle.db,
    dialect: handle.dialect,
    dataDir: options.dataDir,
    mediaStorage: await openMediaStorage(
      options.dataDir,
      options.mediaS3 === undefined ? getConfig().mediaS3 : options.mediaS3,
    ),
    log,
    cache: createMemoCache(),
    redis,
  };
  try {
    await migrateToLatest(handle.db, handle.dialect);
    // Users the previous release registered while or after this one migrated have no folded search
    // columns yet (decision 0082): filled at each start, a scan of the users when there are none.
    await backfillUserSearch(handle.db);
    if (options.seed !== false) await seedIfEmpty(services);
  } catch (err) {
    services.mediaStorage.close();
    await handle.close();
    throw err;
  }
  return { handle, services };
}

/** Migrates and seeds the database, then closes it: a cluster's primary does this once, before its
 * workers open the platform (server.ts). */
export async function prepareDatabase(options: PlatformOptions): Promise<void> {
  const { handle, services } = await openPrepared(options);
  services.mediaStorage.close();
  await handle.close();
}

export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const redisSettings = options.redis === undefined ? getConfig().redis : options.redis;
  const redis = redisSettings ? await openRedis(redisSettings, log) : null;
  const { handle, services } = await openPrepared(options, redis).catch(async (err: unknown) => {
    await redis?.close();
    throw err;
  });
  if (redis) countAttemptsWith(handle.db, redisAttemptCounter(redis));

  // With Redis, its pub/sub tells the other processes (PostgreSQL or SQLite alike).
  const listener = redis
    ? relayCacheOverRedis(redis, services.cache)
    : isPostgresUrl(options.databaseUrl)
      ? await listenForCacheNotices(options.databaseUrl, services)
      : null;

  const app = createHttpApp(services);
  // Tells a shared cache in front (EDGE_PURGE_URL) which pages a write changed.
  installEdgePurge(services.cache, getConfig().edgeCache.purgeUrl);
  // Delivers the outbox when SMTP_URL is set (server/modules/mail); otherwise mail stays queued.
  const mailSender = startMailSender(services);
  // Cancels orders whose online payment did not finish within PAYMENT_TIMEOUT_MINUTES.
  const paymentTimeouts = startPaymentTimeouts(services);
  // Mails the visitors waiting for a sold-out product once it is in stock again.
  const availabilityNotices = startAvailabilityNotices(services);
  // Moves a code product's stock after codes were put into its pool outside the platform.
  const poolStockSweep = startPoolStockSweep(services);
  // Deletes for good the pages and posts deleted more than DELETED_PAGE_PURGE_DAYS ago.
  const deletedPagePurge = startDeletedPagePurge(services);
  return {
    fetch: async (request, env) => app.fetch(request, env),
    call: callInProcess(app, services),
    services,
    async close() {
      await paymentTimeouts.stop();
      await availabilityNotices.stop();
      await poolStockSweep.stop();
      await deletedPagePurge.stop();
      await mailSender?.stop();
      await listener?.stop();
      await redis?.close();
      services.mediaStorage.close();
      await handle.close();
    },
  };
}

/**
 * Several processes against one PostgreSQL: each tells the others when a cached tag changes, and
 * drops the tags it hears of. A lost connection is re-opened as soon as the database answers again
 * (every cache is dropped then, since notices may have been missed meanwhile).
 */
async function listenForCacheNotices(databaseUrl: string, services: Services) {
  let client: pg.Client | null = null;
  let stopped = false;
  let ownBackend = 0;

  /** Tries again every second until the database answers (it may be down for a while). */
  const reconnect = () => {
    if (stopped) return;
    setTimeout(() => {
      connect().catch((err: unknown) => {
        log.warn("cache listener cannot reconnect yet", { err });
        reconnect();
      });
    }, 1000).unref();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("error", (err) => {
      next.end().catch(() => undefined);
      // A connection that never opened is connect()'s caller's to retry.
      if (client !== next) return;
      log.warn("cache listener connection lost", { err });
      client = null;
      reconnect();
    });
    next.on("notification", (msg) => {
      if (msg.payload && msg.processId !== ownBackend) services.cache.invalidateLocal(msg.payload);
    });
    await next.connect();
    await next.query(`LISTEN ${CACHE_CHANNEL}`);
    const { rows } = await next.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    ownBackend = rows[0]?.pid ?? 0;
    if (connectedBefore) services.cache.invalidateAll();
    connectedBefore = true;
    client = next;
  };
  let connectedBefore = false;
  await connect();

  // One notification at a time: pg queues overlapping queries on a client but deprecates it (pg@9 refuses them).
  let notifying: Promise<unknown> = Promise.resolve();
  services.cache.onInvalidate((tag) => {
    notifying = notifying
      .then(() => client?.query("SELECT pg_notify($1, $2)", [CACHE_CHANNEL, tag]))
      .catch((err) => log.warn("cache notify failed", { err }));
  });

  return {
    async stop() {
      stopped = true;
      await client?.end();
    },
  };
}
