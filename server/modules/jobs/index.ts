/**
 * The platform's background jobs: a pass every minute (JOB_INTERVAL_MS) on a timer that does not keep the process
 * alive. A pass still running when the next is due is not started twice; a failed pass is logged
 * and the next one tries again; stopping waits for the pass in flight.
 *
 * Several processes on one database share the schedule (issue 16): before a pass, a process claims
 * the period in `job_runs` with one conditional update, which only one of them can win, so each
 * job runs once per period across the cluster whatever the database.
 */
import { hostname } from "node:os";
import { getConfig } from "#server/config";
import type { Services } from "#server/services";

/** A process whose timer fires a little early still finds the period free. */
const CLOCK_SLACK_MS = 2_000;

export interface Job {
  stop(): Promise<void>;
}

const runBy = `${hostname()}:${process.pid}`;

/** Claims this period's pass of a job for this process; false when another process has it. */
export async function claimPass(
  services: Services,
  name: string,
  periodMs: number,
  now = new Date(),
): Promise<boolean> {
  const { db } = services;
  await db
    .insertInto("job_runs")
    .values({ name, last_run_at: new Date(0).toISOString(), run_by: runBy })
    .onConflict((c) => c.column("name").doNothing())
    .execute();
  const due = new Date(now.getTime() - periodMs + Math.min(CLOCK_SLACK_MS, periodMs / 10)).toISOString();
  const claimed = await db
    .updateTable("job_runs")
    .set({ last_run_at: now.toISOString(), run_by: runBy })
    .where("name", "=", name)
    .where("last_run_at", "<=", due)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export function startMinutelyJob(
  services: Services,
  name: string,
  pass: () => Promise<unknown>,
  periodMs = getConfig().jobIntervalMs,
): Job {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = claimPass(services, name, periodMs)
      .then((claimed) => {
        if (!claimed) return;
        services.log.debug("job pass", { job: name });
        return pass();
      })
      .catch((err) => services.log.error(`${name} pass failed`, { err }))
      .finally(() => (busy = false));
  }, periodMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
