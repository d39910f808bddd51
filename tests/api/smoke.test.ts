import { it, expect } from "vitest";
import { startTestPlatform } from "../support/platform";
import { cms, site } from "../../server/contract";
it("smoke", async () => {
  const t0 = Date.now();
  const t = await startTestPlatform();
  console.log("start ms", Date.now() - t0);
  const d = await t.call(site.domainDetect, {});
  console.log(JSON.stringify(d).slice(0, 400));
  const nav = await t.call(cms.navigationTree, { id: "main" }, { language: "hr" });
  console.log(JSON.stringify(nav).slice(0, 1500));
  const posts = await t.call(cms.postFilterStandard, { limit: 2 });
  console.log(JSON.stringify(posts).slice(0, 3000));
  console.log((await t.request("/api/v1/cms/finder/decide")).body);
  console.log((await t.request("/api/v1/cms/option/filter?keys[]=" + "x".repeat(101))).body);
  console.log((await t.call(site.commonsCountries, {}, {language: "hr"})).slice(0, 5));
  await t.close();
  expect(1).toBe(1);
});
