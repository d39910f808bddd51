import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { cms } from "../../server/contract";
import { createPlatform, type Platform } from "../../server/index";
import { setOption } from "../../server/modules/cms";
import { startTestPlatform, type TestPlatform } from "../support/platform";

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "");

let a: TestPlatform;
let b: Platform;

beforeAll(async () => {
  a = await startTestPlatform();
  // A second process on the same database: it finds the seeded site and does not seed again.
  b = await createPlatform({ databaseUrl: a.databaseUrl, dataDir: a.dataDir });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function copyrightOn(platform: Platform, language: "en" | "hr"): Promise<string | undefined> {
  const response = await platform.fetch(
    new Request("http://localhost/api/v1/cms/option/filter?keys[]=CopyrightText", { headers: { apikey: "demo-public-api-key", language } }),
  );
  const body = (await response.json()) as { data: { value: string }[] };
  return cms.optionFilter.output.parse(body.data)[0]?.value;
}

describe("option cache", () => {
  it("shows a changed option on the platform that changed it", async () => {
    const before = await copyrightOn(a.platform, "en");
    await setOption(a.platform.services, 1, "CopyrightText", "© Local change", "en");
    a.platform.services.cache.invalidate("cms-options");
    expect(await copyrightOn(a.platform, "en")).toBe("© Local change");
    expect(before).not.toBe("© Local change");
    expect(await copyrightOn(a.platform, "hr")).toMatch(/Sva prava/);
  });

  it.skipIf(!onPostgres)("tells another process on the same PostgreSQL database (LISTEN/NOTIFY)", async () => {
    const initial = await copyrightOn(b, "hr"); // warms B's cache
    expect(initial).toMatch(/Sva prava/);
    await setOption(a.platform.services, 1, "CopyrightText", "© Promijenjeno", "hr");
    a.platform.services.cache.invalidate("cms-options");
    let seen = initial;
    const deadline = Date.now() + 2000;
    while (seen !== "© Promijenjeno" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await copyrightOn(b, "hr");
    }
    expect(seen).toBe("© Promijenjeno");
  });
});
