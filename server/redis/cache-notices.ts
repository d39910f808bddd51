/**
 * Cache notices over Redis pub/sub: each process tells the others which tag it invalidated and
 * drops the tags it hears of, whatever the database (PostgreSQL, or SQLite on a shared disk).
 * While the subscription is down, notices may be missed: every cache is then dropped every few
 * seconds (a short lifetime for everything), and once more when the subscription is back.
 */
import { randomUUID } from "node:crypto";
import type { MemoCache } from "#server/cache";
import type { RedisLink } from "./link";

/** How stale a cache may get while Redis is unreachable. */
export const OUTAGE_CACHE_TTL_MS = 5000;

export function relayCacheOverRedis(link: RedisLink, cache: MemoCache): { stop(): Promise<void> } {
  const channel = `${link.prefix}cache`;
  // Our own notices come back to us; they are told apart by this process's id.
  const self = randomUUID();
  let sweeper: NodeJS.Timeout | null = null;

  const outage = () => {
    if (sweeper) return;
    sweeper = setInterval(() => cache.invalidateAll(), OUTAGE_CACHE_TTL_MS);
    sweeper.unref();
  };
  const back = () => {
    if (sweeper) clearInterval(sweeper);
    sweeper = null;
    cache.invalidateAll();
  };

  const sub = link.subscriber();
  sub.on("close", outage);
  // After a reconnect ioredis renews the subscription by itself.
  sub.on("ready", back);
  sub.on("message", (_channel: string, message: string) => {
    const at = message.indexOf("\n");
    if (message.slice(0, at) !== self) cache.invalidateLocal(message.slice(at + 1));
  });
  // Sent once connected, however long Redis takes to answer.
  sub.subscribe(channel).catch((err: unknown) => link.failed(err));
  if (sub.status !== "ready") outage();

  cache.onInvalidate((tag) =>
    link.client.publish(channel, `${self}\n${tag}`).then(
      () => undefined,
      (err: unknown) => link.failed(err),
    ),
  );

  return {
    async stop() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      sub.disconnect();
    },
  };
}
