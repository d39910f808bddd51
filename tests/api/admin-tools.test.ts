/**
 * The back office's tools over the platform (issue 15 item 4): the e-mail outbox, read a page at a
 * time and a message sent again; a cache tag cleared.
 */
process.env.PLATFORM_SECRET ??= "admin-tools-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cms, mail } from "#server/contract";
import { mailMessages } from "#server/contract/mail";
import { queueMail } from "#server/modules/mail";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser, SITE_ID } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestPlatform();
  const editor = await backOfficeUser(t);
  admin = editor.headers;
});
afterAll(async () => {
  await t?.close();
});

describe("the outbox", () => {
  it("lists the newest messages first, a page at a time", async () => {
    const to = `outbox-${Date.now()}@example.com`;
    for (const subject of ["First", "Second"])
      await queueMail(t.platform.services, { siteId: SITE_ID, to, subject, text: "t", html: "<p>t</p>", kind: "test" });
    const { records, totalRecords, totalPages } = await t.call(mail.outboxFilter, { page: 1, limit: 2 }, admin);
    expect(records.map((r) => [r.to, r.subject])).toEqual([
      [to, "Second"],
      [to, "First"],
    ]);
    expect(records[0]).toMatchObject({ kind: "test", sentAt: null, attempts: 0, lastError: null });
    expect(totalPages).toBe(Math.ceil(totalRecords / 2));
  });

  it("sends a message again as a new one with the same content", async () => {
    const to = `resend-${Date.now()}@example.com`;
    const id = await queueMail(t.platform.services, {
      siteId: SITE_ID,
      to,
      subject: "Your order",
      text: "Thank you",
      html: "<p>Thank you</p>",
      kind: "order-confirmation",
    });
    await t.platform.services.db
      .updateTable("outbox")
      .set({ sent_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    const again = await t.call(mail.outboxResend, { id }, admin);
    expect(again.id).toBeGreaterThan(id);
    const copy = await t.platform.services.db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", again.id)
      .executeTakeFirstOrThrow();
    expect(copy).toMatchObject({
      to_address: to,
      subject: "Your order",
      text_body: "Thank you",
      kind: "order-confirmation",
      sent_at: null,
    });
    await expectFailure(t.call(mail.outboxResend, { id: 2_000_000_000 }, admin), 404, mailMessages.messageNotFound);
  });
});

describe("a cache tag", () => {
  it("is cleared on request, and filled again by the next read", async () => {
    await t.call(cms.optionFilter, { keys: ["Logo"] });
    const entries = async () =>
      (await t.call(cms.cacheTags, {}, admin)).tags.find((tag) => tag.tag === "cms-options")?.entries ?? 0;
    expect(await entries()).toBeGreaterThan(0);
    expect(await t.call(cms.cacheClear, { tag: "cms-options" }, admin)).toEqual({ cleared: "cms-options" });
    expect(await entries()).toBe(0);
    await t.call(cms.optionFilter, { keys: ["Logo"] });
    expect(await entries()).toBeGreaterThan(0);
  });
});
