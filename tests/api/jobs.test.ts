/**
 * Background jobs across processes (issue 16): two platforms on one database, as two hosts would
 * be, each with the same job on its own timer; every period's pass runs on one of them only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlatform, type Platform } from "#server/index";
import { claimPass, startMinutelyJob } from "#server/modules/jobs";
import { startTestPlatform, type TestPlatform } from "../support/platform";

let t: TestPlatform;
let second: Platform;

beforeAll(async () => {
  t = await startTestPlatform();
  second = await createPlatform({ databaseUrl: t.databaseUrl, dataDir: t.dataDir });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe("jobs shared by several processes", () => {
  it("claims a period once, whichever process asks and however many times", async () => {
    const now = new Date();
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        claimPass(i % 2 ? second.services : t.platform.services, "claim-probe", 60_000, now),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // The next period is free again.
    expect(await claimPass(second.services, "claim-probe", 60_000, new Date(now.getTime() + 60_000))).toBe(true);
  });

  it("runs each period's pass on one host only", async () => {
    const passes: string[] = [];
    const period = 400;
    const jobs = [
      startMinutelyJob(t.platform.services, "shared-probe", async () => passes.push("first"), period),
      startMinutelyJob(second.services, "shared-probe", async () => passes.push("second"), period),
    ];
    await new Promise((resolve) => setTimeout(resolve, period * 5 + period / 2));
    await Promise.all(jobs.map((job) => job.stop()));
    // Five and a half periods went by: two timers (about eleven passes unshared), yet claims lie at least 0.9 period apart.
    expect(passes.length).toBeGreaterThanOrEqual(3);
    expect(passes.length).toBeLessThanOrEqual(7);
  });
});
