import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { MALLOC_TUNING } from "#server/host/malloc";
import { DEMO_API_HEADERS, startWorkersWithAdmin, waitUntil, type HostProcess } from "./support/host-process";
import { ports } from "./support/ports";

/**
 * The production host with two workers (WEB_CONCURRENCY=2) on its own SQLite database. Each
 * worker caches site-wide data in its own memory; a write through the platform in one of them is
 * read by both on the very next request. Which worker answered is in the access log (`worker`).
 */
const DATA_DIR = ".tmp/e2e-workers";

test.describe.configure({ mode: "serial" });

let host: HostProcess;
let admin: Record<string, string>;

const listening = () => host.lines().filter((l) => l.msg === "listening");

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "one run is enough: this is about the server processes");
  test.setTimeout(120_000);
  ({ host, admin } = await startWorkersWithAdmin(ports.workers, DATA_DIR));
});

test.afterAll(async () => {
  await host?.stop();
});

/** Requests `path` until each worker has answered it at least once; every answer goes to `check`. */
async function fromEveryWorker(path: string, check: (body: string, worker: unknown) => void): Promise<Set<unknown>> {
  const workers = new Set<unknown>();
  for (let i = 0; i < 40 && workers.size < 2; i++) {
    const { status, body, logged } = await host.request(path);
    expect(status).toBe(200);
    check(body, logged.worker);
    workers.add(logged.worker);
  }
  expect(workers.size, "both workers answered").toBe(2);
  return workers;
}

test("two workers answer, each with its own process", async () => {
  const [one, two] = listening();
  expect(host.lines().find((l) => l.msg === "starting workers")).toMatchObject({ workers: 2 });
  expect(one!.pid).not.toBe(two!.pid);
  expect(new Set([one!.worker, two!.worker]).size).toBe(2);
  // glibc's heap tuned for password hashes (server/host/malloc.ts): no GLIBC_TUNABLES of the operator's here.
  for (const { pid } of [one!, two!])
    expect(readFileSync(`/proc/${pid}/environ`, "utf8").split("\0")).toContain(`GLIBC_TUNABLES=${MALLOC_TUNING}`);
  await fromEveryWorker("/", () => undefined);
});

test("a navigation link renamed through one worker is on the next page from every worker", async () => {
  const tree = (await (
    await fetch(`${host.origin}/api/v1/cms/navigation/tree/main`, { headers: DEMO_API_HEADERS })
  ).json()) as {
    data: { children: { id: number; name: string }[] };
  };
  const link = tree.data.children[0]!;
  // Both workers have the menu cached.
  await fromEveryWorker("/", (body) => expect(body.includes(`>${link.name}<`), "the menu as it was").toBe(true));

  const name = `Renamed ${Date.now()}`;
  const write = await host.request(`/api/v1/cms/navigation/link/update/${link.id}`, {
    method: "PATCH",
    headers: admin,
    body: JSON.stringify({ name }),
  });
  expect(write.status, write.body).toBe(200);
  // From the first request on, whichever worker answers: no stale menu anywhere.
  await fromEveryWorker("/", (body, worker) =>
    expect(body.includes(`>${name}<`), `the new name from worker ${worker}`).toBe(true),
  );
});

test("an option saved through one worker is on the next page from every worker", async () => {
  await fromEveryWorker("/", (body) =>
    expect(body.includes("All rights reserved."), "the copyright as it was").toBe(true),
  );
  const copyright = `© Workers ${Date.now()}`;
  const write = await host.request("/api/v1/cms/option/save", {
    method: "PUT",
    headers: admin,
    body: JSON.stringify({ key: "CopyrightText", value: copyright, language: "en" }),
  });
  expect(write.status, write.body).toBe(200);
  await fromEveryWorker("/", (body, worker) =>
    expect(body.includes(copyright), `the new copyright from worker ${worker}`).toBe(true),
  );
  // The other language keeps its own.
  expect((await host.request("/hr/")).body.includes("Sva prava pridržana."), "the Croatian copyright").toBe(true);
});

test("a worker that dies is replaced, and the site keeps answering", async () => {
  const victim = listening()[0]!;
  process.kill(victim.pid as number, "SIGKILL");
  await waitUntil(host, () => listening().length === 3, "a new worker listening", 60_000);
  expect(host.lines().find((l) => l.msg === "worker died; starting another")).toMatchObject({
    pid: victim.pid,
    signal: "SIGKILL",
  });
  await fromEveryWorker("/", () => undefined);
});

test("SIGTERM stops the workers, then the primary", async () => {
  const pids = listening().map((l) => l.pid as number);
  expect(await host.stop()).toBe(0);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  expect(pids.filter(alive)).toEqual([]);
});
