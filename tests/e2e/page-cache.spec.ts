/**
 * The host's page cache (PAGE_CACHE_SECONDS; docs/decisions/0038-page-cache.md) in a production
 * host with two workers on its own SQLite database (the production build: an e2e spec, since
 * `npm test` builds before Playwright and after vitest): a page read twice from
 * a worker is a hit the second time, each answer with a CSP nonce of its own that its policy names,
 * and after a write through the platform the next anonymous request shows it, whichever worker
 * answers.
 */
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { platformData, startWorkersWithAdmin, type HostProcess } from "./support/host-process";
import { ports } from "./support/ports";

const DATA_DIR = ".tmp/api-page-cache";

test.describe("the page cache in a two-worker host", () => {
  test.describe.configure({ mode: "serial" });
  let host: HostProcess;
  let admin: Record<string, string>;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "js", "one run is enough: this is about the host's processes");
    test.setTimeout(120_000);
    ({ host, admin } = await startWorkersWithAdmin(ports.pageCache, DATA_DIR, { PAGE_CACHE_SECONDS: "60" }));
  });

  test.afterAll(async () => {
    await host?.stop();
  });

  const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    platformData(host, method, path, body, headers);

  type Answer = Awaited<ReturnType<HostProcess["request"]>>;
  /**
   * Reads `path` until each worker has answered it from its cache (so both hold it), checking every
   * answer; gives the first answer of each worker.
   */
  async function untilEveryWorkerHits(path: string, check: (answer: Answer) => void): Promise<Answer[]> {
    const first = new Map<unknown, Answer>();
    const hits = new Set<unknown>();
    for (let i = 0; i < 60 && hits.size < 2; i++) {
      const answer = await host.request(path);
      expect(answer.status).toBe(200);
      check(answer);
      if (!first.has(answer.logged.worker)) first.set(answer.logged.worker, answer);
      if (answer.logged.cache === "hit") hits.add(answer.logged.worker);
    }
    expect(hits.size, "both workers answered from their cache").toBe(2);
    return [...first.values()];
  }

  const cacheOf = (answer: Answer) => /cache;desc=(\w+)/.exec(String(answer.headers["server-timing"]))?.[1];

  test("answers a page read again from the worker's cache, each time with a nonce of its own", async () => {
    const nonces = new Set<string>();
    const firsts = await untilEveryWorkerHits("/", (answer) => {
      expect(cacheOf(answer)).toBe(answer.logged.cache);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;
      const inBody = [...answer.body.matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(inBody.length).toBeGreaterThan(0);
      expect(new Set(inBody)).toEqual(new Set([nonce]));
      expect(nonces.has(nonce), "a nonce already given").toBe(false);
      nonces.add(nonce);
      expect(answer.headers["cache-control"]).toMatch(/s-maxage=/);
    });
    // Each worker rendered the page once, the first time it was asked.
    expect(firsts.map((a) => a.logged.cache)).toEqual(["miss", "miss"]);
    // A HEAD is answered from the same entry; a visitor's own page is never.
    const head = await host.request("/", { method: "HEAD" });
    expect([head.status, head.body]).toEqual([200, ""]);
    const personal = await host.request("/", { headers: { cookie: "cart=abc" } });
    expect(personal.logged.cache).toBeUndefined();
    expect(personal.headers["cache-control"]).toMatch(/private/);
  });

  test("leaves React Router's route discovery out: its manifest answers are no pages", async () => {
    const home = await host.request("/");
    const version = /manifest-(\w+)\.js/.exec(home.body)![1];
    const manifest = await host.request(`/__manifest?paths=%2Fabout-us&version=${version}`);
    expect(manifest.status).toBe(200);
    expect(JSON.parse(manifest.body)).toHaveProperty("root");
    // Neither looked up nor counted as a miss: the cache's hit ratio is about pages.
    expect(manifest.logged.cache).toBeUndefined();
    expect(cacheOf(manifest)).toBeUndefined();
  });

  test("keeps the ETag and its 304 on a hit", async () => {
    // Each worker keeps its own render, whose streamed parts may land in another order than the
    // other worker's: a browser holds the copy of whichever worker answered it, so both are asked.
    const firsts = await untilEveryWorkerHits("/", () => undefined);
    const etags = firsts.map((answer) => String(answer.headers.etag)).join(", ");
    for (let i = 0; i < 4; i++) {
      const again = await host.request("/", { headers: { "if-none-match": etags } });
      expect(again.status).toBe(304);
      expect(again.headers["content-security-policy"]).toBeUndefined();
    }
  });

  test("shows a navigation link renamed through the platform on the next page from every worker", async () => {
    const tree = (await api("GET", "/api/v1/cms/navigation/tree/main")) as { children: { id: number; name: string }[] };
    const link = tree.children[0]!;
    await untilEveryWorkerHits("/", (a) => expect(a.body.includes(`>${link.name}<`)).toBe(true));
    const name = `Renamed ${Date.now()}`;
    await api("PATCH", `/api/v1/cms/navigation/link/update/${link.id}`, { name }, admin);
    const firsts = await untilEveryWorkerHits("/", (a) =>
      expect(a.body.includes(`>${name}<`), `the new name from worker ${a.logged.worker}`).toBe(true),
    );
    expect(firsts.map((a) => a.logged.cache)).toEqual(["miss", "miss"]);
  });

  test("shows an option saved through the platform on the next page from every worker", async () => {
    await untilEveryWorkerHits("/", () => undefined);
    const copyright = `© Cached ${Date.now()}`;
    await api("PUT", "/api/v1/cms/option/save", { key: "CopyrightText", value: copyright, language: "en" }, admin);
    await untilEveryWorkerHits("/", (a) => expect(a.body.includes(copyright)).toBe(true));
  });

  test("shows a page saved live through the platform on the next request from every worker", async () => {
    const created = (await api(
      "POST",
      "/api/v1/cms/post/create",
      { title: "Cached page", slug: `cached-page-${Date.now()}`, languageCode: "en" },
      admin,
    )) as { id: number; url: string };
    const state = (await api("GET", `/api/v1/cms/post/edit/${created.id}`, undefined, admin)) as { version: number };
    const path = new URL(created.url, host.origin).pathname;
    await untilEveryWorkerHits(path, (a) => expect(a.body).toContain("Cached page"));
    const title = `Retitled ${Date.now()}`;
    const saved = (await api(
      "PATCH",
      `/api/v1/cms/post/update/${created.id}`,
      { title, version: state.version },
      admin,
    )) as { draft: boolean };
    expect(saved.draft).toBe(false);
    await untilEveryWorkerHits(path, (a) => expect(a.body).toContain(title));
  });

  test("shows an event as past once it has ended, though no write purged its page", async () => {
    // Events come from the seed (no back office writes them): this one, ending soon, is there
    // before any page shows it.
    const ends = Date.now() + 15_000;
    const db = new Database(resolve(import.meta.dirname, "../..", DATA_DIR, "storefront.sqlite"));
    const stamp = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO events (site_id, language_code, title, slug, summary, description, starts_at, ends_at,
           place_name, place_address, attendee_count, capacity, status, created_at, updated_at)
         VALUES (1, 'en', 'Closing soon', 'closing-soon', '', '', ?, ?, 'Shop', 'Street 1', 0, NULL, 'published', ?, ?)`,
      )
      .run(stamp, new Date(ends).toISOString(), stamp, stamp);
    db.close();
    const path = `/event/${lastInsertRowid}`;
    await untilEveryWorkerHits(path, (a) => {
      expect(a.body).toContain("Upcoming event");
      const shared = Number(/s-maxage=(\d+)/.exec(String(a.headers["cache-control"]))?.[1]);
      expect(Date.now() + shared * 1000, "kept no longer than the event lasts").toBeLessThanOrEqual(ends + 1000);
    });
    await new Promise((done) => setTimeout(done, ends - Date.now() + 500));
    const workers = new Set<unknown>();
    for (let i = 0; i < 20 && workers.size < 2; i++) {
      const answer = await host.request(path);
      expect(answer.body, `from worker ${answer.logged.worker}`).toContain("Past event");
      workers.add(answer.logged.worker);
    }
    expect(workers.size).toBe(2);
  });
});
