/**
 * Attempt counters in Redis: one key per limit key, INCR and its expiry in one script, so the window
 * starts with the first hit and lasts `windowMs`, as in the table. While Redis is unreachable each
 * process counts in its own memory (the limits then hold per process, not across them), and goes
 * back to Redis as soon as it answers again.
 */
import type { AttemptCounter } from "#server/modules/accounts/rate-limit";
import type { RedisLink } from "./link";

const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** Entries beyond which the expired ones of the fallback are swept out. */
const SWEEP_ABOVE = 10_000;

/** Counters of this process alone, for outages. */
function memoryCounter(): AttemptCounter {
  const windows = new Map<string, { count: number; ends: number }>();
  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    return entry && entry.ends > now ? entry : null;
  };
  return {
    async hit(_db, key, windowMs, now) {
      if (windows.size > SWEEP_ABOVE) for (const [k, e] of windows) if (e.ends <= now) windows.delete(k);
      const entry = live(key, now) ?? { count: 0, ends: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
    async hitsOf(_db, key, _windowMs, now) {
      return live(key, now)?.count ?? 0;
    },
    async endsAt(_db, key, _windowMs, now) {
      return live(key, now)?.ends ?? null;
    },
    async clear(_db, key) {
      windows.delete(key);
    },
  };
}

export function redisAttemptCounter(link: RedisLink): AttemptCounter {
  const fallback = memoryCounter();
  const keyOf = (key: string) => `${link.prefix}attempts:${key}`;
  /** Redis's answer, or the fallback's when Redis fails. */
  const either = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    try {
      return await shared();
    } catch (err) {
      link.failed(err);
      return local();
    }
  };
  return {
    hit: (db, key, windowMs, now) =>
      either(
        async () => Number(await link.client.eval(HIT_SCRIPT, 1, keyOf(key), windowMs)),
        () => fallback.hit(db, key, windowMs, now),
      ),
    hitsOf: (db, key, windowMs, now) =>
      either(
        async () => Number((await link.client.get(keyOf(key))) ?? 0),
        () => fallback.hitsOf(db, key, windowMs, now),
      ),
    endsAt: (db, key, windowMs, now) =>
      either(
        async () => {
          const left = await link.client.pttl(keyOf(key));
          return left > 0 ? now + left : null;
        },
        () => fallback.endsAt(db, key, windowMs, now),
      ),
    clear: async (db, key) => {
      // Both: hits counted during an outage must not outlive a success either.
      await fallback.clear(db, key);
      await either(
        async () => void (await link.client.del(keyOf(key))),
        async () => undefined,
      );
    },
  };
}
