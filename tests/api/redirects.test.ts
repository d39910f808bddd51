/**
 * Redirects and dead links (issue 14 item 7): a path answered 404 is counted once per path, a
 * redirect an editor gives it is found (and the path is no longer listed as dead), and only
 * back-office users see and change them. The storefront's side (a 404 page that redirects) is
 * tested end to end in tests/e2e/redirects.spec.ts.
 */
process.env.PLATFORM_SECRET ??= "redirects-test-platform-secret";

import { describe, expect, it } from "vitest";
import { redirects } from "#server/contract";
import { redirectMessages } from "#server/contract/redirects";
import { MAX_FAILED_PATHS } from "#server/modules/redirects";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer, SITE_ID } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const unique = (name: string) => `/${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const hitsOf = async (path: string) =>
  (await t.call(redirects.failedRequests, { limit: 500 }, admin)).requests.find((r) => r.path === path)?.hits;

describe("paths not found", () => {
  it("are counted once per path, without the trailing slash, most asked first", async () => {
    const often = unique("old-summer-sale");
    const once = unique("old-spring-sale");
    for (const path of [often, `${often}/`, often])
      expect(await t.call(redirects.addFailedRequest, { path })).toEqual({ counted: true });
    await t.call(redirects.addFailedRequest, { path: once });
    expect(await hitsOf(often)).toBe(3);
    expect(await hitsOf(once)).toBe(1);
    const { requests } = await t.call(redirects.failedRequests, { limit: 500 }, admin);
    expect(requests.findIndex((r) => r.path === often)).toBeLessThan(requests.findIndex((r) => r.path === once));
  });

  it("are not counted when they are not paths of the site", async () => {
    for (const path of ["no-slash", "//evil.example/x", "/with?query=1", "/back\\slash", "/white space"]) {
      expect(await t.call(redirects.addFailedRequest, { path })).toEqual({ counted: false });
    }
  });

  it("stop growing at the limit of distinct paths, while known ones are still counted", async () => {
    const known = unique("known");
    await t.call(redirects.addFailedRequest, { path: known });
    const { total } = await t.call(redirects.failedRequests, { limit: 1 }, admin);
    // Fill the table straight to its limit: a scan of random URLs would take too long.
    const now = new Date().toISOString();
    const rows = Array.from({ length: MAX_FAILED_PATHS - total }, (_, i) => ({
      site_id: SITE_ID,
      path: `/probe-${i}`,
      hits: 1,
      first_seen_at: now,
      last_seen_at: now,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.platform.services.db
        .insertInto("failed_requests")
        .values(rows.slice(i, i + 500))
        .execute();
    expect(await t.call(redirects.addFailedRequest, { path: unique("one-too-many") })).toEqual({ counted: false });
    expect(await t.call(redirects.addFailedRequest, { path: known })).toEqual({ counted: true });
    expect(await hitsOf(known)).toBe(2);
    await t.platform.services.db.deleteFrom("failed_requests").where("path", "like", "/probe-%").execute();
  });
});

describe("redirects", () => {
  it("send a dead path elsewhere, which then no longer counts as dead; a change is seen at once", async () => {
    const from = unique("winter-collection");
    await t.call(redirects.addFailedRequest, { path: from });
    expect(await t.call(redirects.find, { path: from })).toEqual({ redirect: null });

    const saved = await t.call(redirects.save, { from, to: "/shop", statusCode: 301 }, admin);
    expect(saved).toMatchObject({ from, to: "/shop", statusCode: 301 });
    expect(await hitsOf(from)).toBeUndefined();
    expect(await t.call(redirects.find, { path: from })).toEqual({ redirect: { to: "/shop", statusCode: 301 } });
    expect(await t.call(redirects.find, { path: `${from}/` })).toEqual({ redirect: { to: "/shop", statusCode: 301 } });

    await t.call(redirects.save, { from: `${from}/`, to: "https://example.com/winter", statusCode: 302 }, admin);
    expect(await t.call(redirects.find, { path: from })).toEqual({
      redirect: { to: "https://example.com/winter", statusCode: 302 },
    });
    const listed = (await t.call(redirects.list, {}, admin)).redirects.filter((r) => r.from === from);
    expect(listed).toHaveLength(1);

    await t.call(redirects.remove, { id: listed[0]!.id }, admin);
    expect(await t.call(redirects.find, { path: from })).toEqual({ redirect: null });
    await expectFailure(t.call(redirects.remove, { id: listed[0]!.id }, admin), 404, redirectMessages.redirectNotFound);
  });

  it("refuse a bad path, target or status with the spec's messages, and store nothing", async () => {
    const from = unique("bad");
    const cases: [Parameters<typeof t.call<typeof redirects.save>>[1], string][] = [
      [{ from: "shop", to: "/", statusCode: 301 }, redirectMessages.fromInvalid],
      [{ from: `${from}?a=1`, to: "/", statusCode: 301 }, redirectMessages.fromInvalid],
      [{ from, to: "javascript:alert(1)", statusCode: 301 }, redirectMessages.toInvalid],
      [{ from, to: "//evil.example", statusCode: 301 }, redirectMessages.toInvalid],
      [{ from, to: `${from}/`, statusCode: 301 }, redirectMessages.sameTarget],
      [{ from, to: "/shop", statusCode: 307 }, redirectMessages.statusInvalid],
    ];
    for (const [input, message] of cases) await expectFailure(t.call(redirects.save, input, admin), 400, message);
    expect((await t.call(redirects.list, {}, admin)).redirects.some((r) => r.from.startsWith(from))).toBe(false);
  });

  it("refuse a redirect whose target leads back to its own path, however many steps away", async () => {
    const base = `/loop-${Date.now().toString(36)}`;
    const [a, b, c] = [`${base}-a`, `${base}-b`, `${base}-c`];
    await t.call(redirects.save, { from: a, to: b, statusCode: 301 }, admin);
    await t.call(redirects.save, { from: b, to: `${c}/`, statusCode: 302 }, admin);
    await expectFailure(t.call(redirects.save, { from: c, to: a, statusCode: 301 }, admin), 400, redirectMessages.loop);
    await expectFailure(t.call(redirects.save, { from: b, to: a, statusCode: 301 }, admin), 400, redirectMessages.loop);
    // Nothing was written: b still leads to c, and c nowhere.
    const saved = (await t.call(redirects.list, {}, admin)).redirects.filter((r) => r.from.startsWith(base));
    expect(saved.map((r) => [r.from, r.to])).toEqual([
      [a, b],
      [b, `${c}/`],
    ]);
    // A chain that ends is no loop; an address off the site ends one.
    await t.call(redirects.save, { from: c, to: "https://example.com/a", statusCode: 301 }, admin);
  });

  it("are seen and changed by back-office users only", async () => {
    await expectFailure(t.call(redirects.list, {}), 401);
    await expectFailure(t.call(redirects.list, {}, customer), 403);
    await expectFailure(t.call(redirects.failedRequests, { limit: 10 }, customer), 403);
    await expectFailure(t.call(redirects.save, { from: unique("x"), to: "/", statusCode: 301 }, customer), 403);
    await expectFailure(t.call(redirects.dismissFailedRequest, { path: "/x" }, customer), 403);
  });

  it("a dismissed dead path is forgotten", async () => {
    const path = unique("probe");
    await t.call(redirects.addFailedRequest, { path });
    expect(await t.call(redirects.dismissFailedRequest, { path }, admin)).toEqual({ dismissed: true });
    expect(await hitsOf(path)).toBeUndefined();
  });
});
