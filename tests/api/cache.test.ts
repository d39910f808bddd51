import pg from "pg";
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { cms, publishing } from "#server/contract";
import { createPlatform, type Platform } from "#server/index";
import { setBackofficeUser } from "#server/modules/accounts";
import { setOption } from "#server/modules/cms";
import { siteScope } from "#server/modules/scope";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { SITE_ID, signedInUser } from "./accounts-fixture";

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "");

let a: TestPlatform;
let b: Platform;
let admin: Record<string, string>;

beforeAll(async () => {
  a = await startTestPlatform();
  // A second process on the same database: it finds the seeded site and does not seed again.
  b = await createPlatform({ databaseUrl: a.databaseUrl, dataDir: a.dataDir });
  const user = await signedInUser(a);
  await setBackofficeUser(a.platform.services, await siteScope(a.platform.services, SITE_ID), user.email, true);
  admin = user.headers;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function copyrightOn(platform: Platform, language: "en" | "hr"): Promise<string | undefined> {
  const response = await platform.fetch(
    new Request("http://localhost/api/v1/cms/option/filter?keys[]=CopyrightText", {
      headers: { apikey: "demo-public-api-key", language },
    }),
  );
  const body = (await response.json()) as { data: { value: string }[] };
  return cms.optionFilter.output.parse(body.data)[0]?.value;
}

describe("option cache", () => {
  it("shows a changed option on the platform that changed it", async () => {
    const before = await copyrightOn(a.platform, "en");
    await setOption(
      a.platform.services,
      await siteScope(a.platform.services, SITE_ID),
      "CopyrightText",
      "© Local change",
      "en",
    );
    expect(await copyrightOn(a.platform, "en")).toBe("© Local change");
    expect(before).not.toBe("© Local change");
    expect(await copyrightOn(a.platform, "hr")).toMatch(/Sva prava/);
  });

  it.skipIf(!onPostgres)("tells another process on the same PostgreSQL database (LISTEN/NOTIFY)", async () => {
    const initial = await copyrightOn(b, "hr"); // warms B's cache
    expect(initial).toMatch(/Sva prava/);
    await setOption(
      a.platform.services,
      await siteScope(a.platform.services, SITE_ID),
      "CopyrightText",
      "© Promijenjeno",
      "hr",
    );
    let seen = initial;
    const deadline = Date.now() + 2000;
    while (seen !== "© Promijenjeno" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await copyrightOn(b, "hr");
    }
    expect(seen).toBe("© Promijenjeno");
  });
  it.skipIf(!onPostgres)(
    "tells the others one notification at a time (pg@9 refuses overlapping queries on a client)",
    async () => {
      const inFlight = new Map<pg.Client, number>();
      let mostAtOnce = 0;
      const query = pg.Client.prototype.query;
      const counted = function (this: pg.Client, ...args: unknown[]) {
        const result = (query as (...a: unknown[]) => unknown).apply(this, args);
        if (!(result instanceof Promise)) return result;
        inFlight.set(this, (inFlight.get(this) ?? 0) + 1);
        mostAtOnce = Math.max(mostAtOnce, inFlight.get(this)!);
        return result.finally(() => inFlight.set(this, inFlight.get(this)! - 1));
      };
      pg.Client.prototype.query = counted as typeof query;
      try {
        for (const tag of ["burst-1", "burst-2", "burst-3", "burst-4", "burst-5"])
          a.platform.services.cache.invalidate(tag);
        await expect.poll(() => [...inFlight.values()].every((n) => n === 0) && inFlight.size > 0).toBe(true);
        expect(mostAtOnce).toBe(1);
      } finally {
        pg.Client.prototype.query = query;
      }
    },
  );
});

describe("site-wide data written through the platform", () => {
  it("shows a saved option on the next request, in its language only", async () => {
    const option = async (language: "en" | "hr") =>
      (await a.call(cms.optionFilter, { keys: ["CookieNotice"] }, { language }))[0]?.value;
    const croatian = await option("hr"); // both languages cached
    expect(await option("en")).not.toBe("Written notice");
    await a.call(cms.optionSave, { key: "CookieNotice", value: "Written notice", language: "en" }, admin);
    expect(await option("en")).toBe("Written notice");
    expect(await option("hr")).toBe(croatian);
  });

  it("shows a changed element on the next request", async () => {
    const footer = async () => (await a.call(cms.elementGetByHandlers, { handlers: ["footer-section"] }))[0]!;
    const before = await footer();
    const updated = await a.call(
      cms.elementUpdate,
      { id: before.id, title: "Footer, rewritten", options: { ...before.options, note: "new" } },
      admin,
    );
    expect(updated).toMatchObject({
      id: before.id,
      title: "Footer, rewritten",
      options: { note: "new" },
      parts: before.parts,
    });
    expect(await footer()).toEqual(updated);
  });

  it("shows a renamed navigation link on the next request, in every tree that holds it", async () => {
    const main = async () => (await a.call(cms.navigationTree, { id: "main" })).children;
    const [first] = await main();
    await a.call(cms.navigationLinkUpdate, { id: first!.id, name: "Everything", title: "All we sell" }, admin);
    expect((await main())[0]).toMatchObject({
      id: first!.id,
      name: "Everything",
      title: "All we sell",
      formattedPath: first!.formattedPath,
    });
  });

  it("finds a page created at an address asked for before, and shows its saved title on the next request", async () => {
    const slug = `cached-${Date.now().toString(36)}`;
    const decide = () => a.call(cms.finderDecide, { params: [slug] });
    const listed = async () => (await a.call(cms.postFilterStandard, { slugs: [slug] })).records;
    // Both reads remembered while the page does not exist yet.
    await expect(decide()).rejects.toMatchObject({ statusCode: 404 });
    expect(await listed()).toEqual([]);
    const created = await a.call(publishing.postCreate, { title: "Cached", slug, languageCode: "en" }, admin);
    expect(await decide()).toMatchObject({ id: created.id, slug });
    expect((await listed())[0]).toMatchObject({ id: created.id, title: "Cached" });
    const { version } = await a.call(publishing.postEdit, { id: created.id }, admin);
    await a.call(publishing.postUpdate, { id: created.id, version, title: "Cached, renamed" }, admin);
    expect((await listed())[0]).toMatchObject({ id: created.id, title: "Cached, renamed" });
  });

  it("refuses writes to what the site does not have", async () => {
    await expect(a.call(cms.elementUpdate, { id: 999_999, title: "x" }, admin)).rejects.toMatchObject({
      statusCode: 404,
      message: "Element not found.",
    });
    await expect(a.call(cms.navigationLinkUpdate, { id: 999_999, name: "x" }, admin)).rejects.toMatchObject({
      statusCode: 404,
      message: "Navigation link not found.",
    });
  });
});

describe.skipIf(!onPostgres)("a database that cannot be reached", () => {
  async function asAdmin(sql: string) {
    const url = new URL(a.databaseUrl);
    url.pathname = "/postgres";
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  it("answers 503 while a cache cannot be filled, and recovers without a restart", async () => {
    const name = new URL(a.databaseUrl).pathname.slice(1);
    await asAdmin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    try {
      await asAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      // Cold caches, as after a write or a start: the site itself must be read again.
      a.platform.services.cache.invalidateAll();
      const down = await a.answer(cms.optionFilter, {});
      expect(down).toEqual({
        status: 503,
        body: { errored: true, code: "UNAVAILABLE", message: "Service temporarily unavailable.", statusCode: 503 },
      });
    } finally {
      await asAdmin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    const deadline = Date.now() + 10_000;
    let up = await a.answer(cms.optionFilter, {});
    while (up.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      up = await a.answer(cms.optionFilter, {});
    }
    expect(up.status).toBe(200);
  });
});
