/**
 * The platform's background jobs: a pass every minute on a timer that does not keep the process
 * alive. A pass still running when the next is due is not started twice; a failed pass is logged
 * and the next one tries again; stopping waits for the pass in flight.
 */
import type { Services } from "#server/services";

const EVERY_MINUTE_MS = 60_000;

export interface Job {
  stop(): Promise<void>;
}

export function startMinutelyJob(services: Services, name: string, pass: () => Promise<unknown>): Job {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = pass()
      .catch((err) => services.log.error(`${name} pass failed`, { err }))
      .finally(() => (busy = false));
  }, EVERY_MINUTE_MS).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
