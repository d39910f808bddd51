/**
 * One storefront worker per core (WEB_CONCURRENCY; server.ts). The primary forks the workers,
 * which share the port, restarts one that dies, and stops them all on SIGTERM. Each worker keeps
 * its own in-memory caches (server/cache.ts); a tag dropped in one is dropped in all: the worker
 * tells the primary, the primary tells the others and answers once each has dropped it, so the
 * writer's call answers only when every worker will read the change.
 */
import cluster, { type Worker } from "node:cluster";
import type { MemoCache } from "../cache";
import type { Logger } from "../log";
import { mallocTuningEnv } from "./malloc";
import { shutdownTimeoutMs } from "./shutdown";

/** How long a write waits for the other workers to drop a tag (a worker stuck that long is not waited for). */
const RELAY_TIMEOUT_MS = 2000;
/** A worker that dies sooner than this after it started is restarted after RESTART_DELAY_MS, not at once. */
const EARLY_DEATH_MS = 5000;
const RESTART_DELAY_MS = 1000;
/** How long the primary waits for its workers to finish their requests after SIGTERM: a little
 * longer than each worker's own bound (server/host/shutdown.ts). */
const stopTimeoutMs = () => shutdownTimeoutMs() + 2000;

type RelayMessage =
  /** worker to primary: drop this tag everywhere else, then tell me (`relayed`). */
  | { relay: "invalidate"; tag: string; id: number }
  /** primary to the other workers. */
  | { relay: "drop"; tag: string; id: string }
  | { relay: "dropped"; id: string }
  /** primary to the worker that invalidated. */
  | { relay: "relayed"; id: number };

function isRelayMessage(message: unknown): message is RelayMessage {
  return typeof message === "object" && message !== null && "relay" in message;
}

const live = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && w.isConnected());

/** In the primary: forks `count` workers and keeps them running; `stop` ends them (SIGTERM, then waits). */
export function startWorkers(count: number, log: Logger): { stop(): Promise<void> } {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const relays = new Map<string, { waiting: Set<number>; finish: () => void }>();

  const fork = () => {
    const worker = cluster.fork(mallocTuningEnv());
    startedAt.set(worker.id, Date.now());
    worker.on("message", (message: unknown) => isRelayMessage(message) && relay(worker, message));
  };

  function relay(from: Worker, message: RelayMessage) {
    if (message.relay === "invalidate") {
      const key = `${from.id}:${message.id}`;
      const others = live().filter((w) => w !== from);
      const finish = () => {
        clearTimeout(timer);
        relays.delete(key);
        if (from.isConnected()) from.send({ relay: "relayed", id: message.id } satisfies RelayMessage);
      };
      const timer = setTimeout(() => {
        log.warn("cache invalidation not confirmed by every worker", { tag: message.tag });
        finish();
      }, RELAY_TIMEOUT_MS);
      // No other worker to wait for: confirm at once (finish clears the timer just set).
      if (!others.length) return finish();
      relays.set(key, { waiting: new Set(others.map((w) => w.id)), finish });
      for (const worker of others) worker.send({ relay: "drop", tag: message.tag, id: key } satisfies RelayMessage);
    } else if (message.relay === "dropped") {
      const pending = relays.get(message.id);
      pending?.waiting.delete(from.id);
      if (pending && !pending.waiting.size) pending.finish();
    }
  }

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    // A worker that died owes no confirmation.
    for (const pending of relays.values()) {
      pending.waiting.delete(worker.id);
      if (!pending.waiting.size) pending.finish();
    }
    if (stopping) return;
    log.error("worker died; starting another", { worker: worker.id, pid: worker.process.pid, code, signal });
    setTimeout(fork, lived < EARLY_DEATH_MS ? RESTART_DELAY_MS : 0);
  });

  for (let i = 0; i < count; i++) fork();

  return {
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      const exited = workers.map((w) =>
        w.isDead() ? Promise.resolve() : new Promise<void>((resolve) => w.once("exit", () => resolve())),
      );
      for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGTERM");
      const force = setTimeout(() => workers.forEach((w) => w.isDead() || w.process.kill("SIGKILL")), stopTimeoutMs());
      await Promise.all(exited);
      clearTimeout(force);
    },
  };
}

/** In a worker: drops in every other worker the tags this one's cache drops, and hears of theirs. */
export function relayCacheInvalidations(cache: MemoCache): void {
  if (!cluster.isWorker) return;
  let next = 0;
  const waiting = new Map<number, () => void>();
  cache.onInvalidate(
    (tag) =>
      new Promise<void>((resolve) => {
        if (!process.connected) return resolve();
        const id = ++next;
        const done = () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        };
        // The primary answers within RELAY_TIMEOUT_MS; this covers a primary that is gone.
        const timer = setTimeout(done, RELAY_TIMEOUT_MS + 500);
        timer.unref();
        waiting.set(id, done);
        process.send!({ relay: "invalidate", tag, id } satisfies RelayMessage);
      }),
  );
  process.on("message", (message: unknown) => {
    if (!isRelayMessage(message)) return;
    if (message.relay === "drop") {
      cache.invalidateLocal(message.tag);
      if (process.connected) process.send!({ relay: "dropped", id: message.id } satisfies RelayMessage);
    } else if (message.relay === "relayed") {
      waiting.get(message.id)?.();
    }
  });
}
