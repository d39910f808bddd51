/** The mail outbox: queued in the caller's transaction, delivered by the sender with backoff. */
process.env.PLATFORM_SECRET ??= "accounts-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backoffMs,
  BASE_BACKOFF_MS,
  createNodemailerTransport,
  listOutbox,
  MAX_ATTEMPTS,
  queueMail,
  sendPendingMail,
  startMailSender,
  type MailTransport,
} from "#server/modules/mail";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { SITE_ID, uniqueEmail } from "./accounts-fixture";

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const message = (to: string) => ({
  siteId: SITE_ID,
  to,
  subject: "Hello",
  text: "Hi there",
  html: "<p>Hi there</p>",
  kind: "test",
});

function recorder(failFor: Set<string> = new Set()) {
  const sent: { from: string; to: string; subject: string }[] = [];
  const transport: MailTransport = {
    async send(m) {
      if (failFor.has(m.to)) throw new Error("mailbox unavailable");
      sent.push({ from: m.from, to: m.to, subject: m.subject });
    },
  };
  return { sent, transport };
}

/** Sends pending mail until nothing is due (other tests' mail included). */
async function drain(transport: MailTransport, now?: () => number) {
  for (let i = 0; i < 20; i++) {
    const { sent, failed } = await sendPendingMail(t.platform.services, transport, { now });
    if (sent + failed === 0) return;
  }
}

describe("outbox", () => {
  it("keeps a queued mail only when the caller's transaction commits", async () => {
    const to = uniqueEmail("tx");
    await t.platform.services.db
      .transaction()
      .execute(async (tx) => {
        await queueMail(tx, message(to));
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await listOutbox(t.platform.services, SITE_ID, { to })).toEqual([]);
    await t.platform.services.db.transaction().execute((tx) => queueMail(tx, message(to)));
    const [mail] = await listOutbox(t.platform.services, SITE_ID, { to });
    expect(mail).toMatchObject({ to, subject: "Hello", kind: "test", sentAt: null, attempts: 0, lastError: null });
  });

  it("delivers pending mail once, from the site's address", async () => {
    const to = uniqueEmail("send");
    await queueMail(t.platform.services, message(to));
    const { sent, transport } = recorder();
    await drain(transport);
    const mine = sent.filter((m) => m.to === to);
    expect(mine).toEqual([{ from: '"Demo Shop" <no-reply@localhost>', to, subject: "Hello" }]);
    const [mail] = await listOutbox(t.platform.services, SITE_ID, { to });
    expect(mail.sentAt).not.toBeNull();
    expect(mail.attempts).toBe(1);
    await drain(transport);
    expect(sent.filter((m) => m.to === to).length).toBe(1);
  });

  it("retries a failed delivery with exponential backoff and gives up after MAX_ATTEMPTS", async () => {
    const to = uniqueEmail("fail");
    await queueMail(t.platform.services, message(to));
    const { transport } = recorder(new Set([to]));
    let clock = Date.now();
    const now = () => clock;

    await drain(transport, now);
    let [mail] = await listOutbox(t.platform.services, SITE_ID, { to });
    expect(mail).toMatchObject({ attempts: 1, sentAt: null, lastError: "mailbox unavailable" });
    // Not due again before the backoff has passed.
    clock += BASE_BACKOFF_MS - 1000;
    await drain(transport, now);
    expect((await listOutbox(t.platform.services, SITE_ID, { to }))[0].attempts).toBe(1);
    for (let attempt = 1; attempt < MAX_ATTEMPTS + 3; attempt++) {
      clock += backoffMs(attempt) + 1000;
      await drain(transport, now);
    }
    [mail] = await listOutbox(t.platform.services, SITE_ID, { to });
    expect(mail.attempts).toBe(MAX_ATTEMPTS);
    expect(mail.sentAt).toBeNull();
  });

  it("doubles the backoff up to a cap", () => {
    expect(backoffMs(1)).toBe(BASE_BACKOFF_MS);
    expect(backoffMs(2)).toBe(2 * BASE_BACKOFF_MS);
    expect(backoffMs(4)).toBe(8 * BASE_BACKOFF_MS);
    expect(backoffMs(40)).toBe(6 * 60 * 60 * 1000);
  });

  it("lets only one of two concurrent senders deliver a message", async () => {
    const to = uniqueEmail("race");
    await queueMail(t.platform.services, message(to));
    const { sent, transport } = recorder();
    await Promise.all([drain(transport), drain(transport)]);
    expect(sent.filter((m) => m.to === to).length).toBe(1);
  });

  it("runs as a loop that stops cleanly", async () => {
    const to = uniqueEmail("loop");
    await queueMail(t.platform.services, message(to));
    const { sent, transport } = recorder();
    const sender = startMailSender(t.platform.services, { transport, intervalMs: 20 });
    expect(sender).not.toBeNull();
    const deadline = Date.now() + 5000;
    while (!sent.some((m) => m.to === to) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await sender!.stop();
    expect(sent.some((m) => m.to === to)).toBe(true);
  });

  it("does not start without SMTP_URL or a transport", () => {
    const before = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      expect(startMailSender(t.platform.services)).toBeNull();
    } finally {
      if (before !== undefined) process.env.SMTP_URL = before;
    }
  });

  it("delivers through nodemailer", async () => {
    const transport = await createNodemailerTransport({ jsonTransport: true });
    await expect(
      transport.send({ from: "a@example.com", to: "b@example.com", subject: "S", text: "T", html: "<p>T</p>" }),
    ).resolves.toBeUndefined();
    transport.close?.();
  });
});
