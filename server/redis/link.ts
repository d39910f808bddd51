/**
 * Redis, when REDIS_URL is set: what several processes must share beyond the database (attempt
 * counters, cache notices). Redis is a help, never a condition: while it is unreachable every
 * command fails at once (no offline queue), the callers fall back to what each process can do alone,
 * the log says so once per outage, and the link reconnects by itself.
 */
import { Redis, type RedisOptions } from "ioredis";
import type { Logger } from "#server/log";

export interface RedisSettings {
  url: string;
  /** Put before every key and channel, so several shops (or test runs) can share one Redis. */
  prefix: string;
}

export interface RedisLink {
  client: Redis;
  prefix: string;
  log: Logger;
  /** A second connection for subscribing (a subscribed connection takes no other commands). */
  subscriber(): Redis;
  /** Reports a failed command: logged once per outage, until the link is ready again. */
  failed(err: unknown): void;
  close(): Promise<void>;
}

/** A command that takes longer counts as failed: a hung Redis must not hold up a login. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the start waits for a first connection before going on without one. */
const FIRST_CONNECT_MS = 1000;

const options: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: FIRST_CONNECT_MS,
  // Keeps trying every 2 s at most, forever: Redis may come back at any time.
  retryStrategy: (times) => Math.min(times * 200, 2000),
};

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export async function openRedis(settings: RedisSettings, log: Logger): Promise<RedisLink> {
  let down = false;
  const failed = (err: unknown) => {
    if (down) return;
    down = true;
    log.warn(`redis unavailable: ${messageOf(err)}`);
  };
  const client = new Redis(settings.url, options);
  // Errors come with every failed reconnect; the first of an outage is logged.
  client.on("error", failed);
  client.on("ready", () => {
    if (!down) return;
    down = false;
    log.info("redis available again");
  });
  const subscribers: Redis[] = [];

  await new Promise<void>((done) => {
    const timer = setTimeout(done, FIRST_CONNECT_MS);
    timer.unref();
    client.once("ready", () => {
      clearTimeout(timer);
      done();
    });
  });
  if (client.status !== "ready") failed(new Error(`no connection to ${new URL(settings.url).host} yet`));

  return {
    client,
    prefix: settings.prefix,
    log,
    subscriber() {
      // Queued subscriptions are sent once connected, and renewed after each reconnect.
      const sub = client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
      sub.on("error", () => undefined);
      subscribers.push(sub);
      return sub;
    },
    failed,
    async close() {
      for (const connection of [...subscribers, client]) connection.disconnect();
    },
  };
}

/** For readiness checks (/healthz): Redis down is reported, but the shop keeps working without it. */
export async function redisHealth(services: { redis: RedisLink | null }): Promise<{ ok: boolean; detail?: string }> {
  if (!services.redis) return { ok: true, detail: "not configured" };
  try {
    await services.redis.client.ping();
    return { ok: true };
  } catch (err) {
    return { ok: false, detail: `redis unavailable: ${messageOf(err)}` };
  }
}

/** /healthz's check of Redis: without it the shop still sells (limits per process), so down is `degraded`. */
export const redisReadiness = (services: { redis: RedisLink | null }) => async (): Promise<{ degraded?: string }> => {
  const health = await redisHealth(services);
  return health.ok ? {} : { degraded: health.detail ?? "redis unavailable" };
};
