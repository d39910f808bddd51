import { it, expect } from "vitest";
import { startTestPlatform } from "../support/platform";
it("smoke", async () => {
  const t = await startTestPlatform();
  for (const p of ["/media/demo/99999999999999999999/SmallSize/x.webp", "/api/v1/cms/finder/decide?params[]=%00", "/api/v1/cms/finder/decide?params[]=a%00b"]) {
    const r = await t.request(p); console.log(p, r.status, r.body);
  }
  for (const body of [{ newLanguage: "hr", postId: 1e20 }, { newLanguage: "hr", postId: 3000000000 }]) {
    const r = await t.request("/api/v1/cms/finder/getUrlOnLanguage", { body }); console.log(body, r.status, r.body);
  }
  const r = await t.request("/api/v1/cms/post/filterStandard", { body: { ids: [3000000000] } }); console.log(r.status, JSON.stringify(r.body).slice(0, 200));
  const r2 = await t.request("/api/v1/cms/post/filterStandard", { body: { slugs: ["a\u0000"] } }); console.log(r2.status, JSON.stringify(r2.body).slice(0, 200));
  const r3 = await t.request("/api/v1/cms/element/getByHandlers", { body: { handlers: ["a\u0000"] } }); console.log(r3.status, JSON.stringify(r3.body).slice(0, 200));
  await t.close();
  expect(1).toBe(1);
});
