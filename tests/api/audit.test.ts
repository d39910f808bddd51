/**
 * The audit log (issue 15 item 6): a change a back-office user makes through the platform is
 * recorded with who made it, what it was and when, its secrets hidden; reads, refused calls and
 * other users' calls are not; only back-office users read the log.
 */
process.env.PLATFORM_SECRET ??= "audit-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit, media, redirects } from "#server/contract";
import { auditDetail } from "#server/modules/audit";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { editorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let adminEmail: string;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await startTestPlatform();
  ({ admin, adminEmail, customer } = await editorAndCustomer(t));
});
afterAll(async () => {
  await t?.close();
});

const latest = async () => (await t.call(audit.filter, { page: 1, limit: 100 }, admin)).records;

describe("the audit log", () => {
  it("records a back-office user's change: who, which call, on what, with its input, when", async () => {
    const from = `/audit-${Date.now().toString(36)}`;
    const before = Date.now();
    const saved = await t.call(redirects.save, { from, to: "/", statusCode: 301 }, admin);
    await t.call(redirects.remove, { id: saved.id }, admin);
    const [removed, added] = await latest();
    expect(added).toMatchObject({ userEmail: adminEmail, action: "PUT v1/redirect/save", subject: null });
    expect(JSON.parse(added!.detail)).toEqual({ from, to: "/", statusCode: 301 });
    expect(removed).toMatchObject({
      userEmail: adminEmail,
      action: "DELETE v1/redirect/delete/:id",
      subject: String(saved.id),
    });
    expect(Date.parse(added!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("leaves out reads, refused calls and calls of other users", async () => {
    const [newest] = await latest();
    await t.call(redirects.list, {}, admin);
    await expectFailure(t.call(redirects.save, { from: "/audit-refused", to: "/", statusCode: 301 }, customer), 403);
    await expectFailure(t.call(redirects.save, { from: "no-slash", to: "/", statusCode: 301 }, admin), 400);
    await t.call(redirects.addFailedRequest, { path: "/audit-anyone" });
    expect((await latest())[0]?.id).toBe(newest?.id);
  });

  it("leaves out a read that travels as a POST: the media library's list, which every visit to it asks for", async () => {
    const [newest] = await latest();
    await t.call(media.filterStandard, { search: "", page: 1, limit: 24 }, admin);
    expect((await latest())[0]?.id).toBe(newest?.id);
  });

  it("hides secrets in what it keeps and cuts long inputs short", () => {
    const detail = JSON.parse(auditDetail({ email: "a@b.hr", password: "x", nested: { accessToken: "t" } }));
    expect(detail).toEqual({ email: "a@b.hr", password: "[hidden]", nested: { accessToken: "[hidden]" } });
    expect(auditDetail({ text: "x".repeat(5000) }).length).toBe(2000);
  });

  it("is read by back-office users only, a page at a time", async () => {
    await expectFailure(t.call(audit.filter, { page: 1, limit: 10 }, customer), 403);
    await expectFailure(t.call(audit.filter, { page: 1, limit: 10 }), 401);
    const page = await t.call(audit.filter, { page: 1, limit: 1 }, admin);
    expect(page.records).toHaveLength(1);
    expect(page.totalPages).toBe(page.totalRecords);
  });
});
