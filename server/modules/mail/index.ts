/**
 * Outgoing mail through an outbox: callers queue a message inside their own transaction (so a mail
 * goes out exactly when the change that caused it is committed), and a sender loop delivers
 * pending messages every few seconds with nodemailer when SMTP_URL is set. Without SMTP_URL the
 * messages stay queued (visible with `listOutbox`). A failed delivery is retried with exponential
 * backoff; several processes can run the loop, each claims a message before sending it.
 */
import { getConfig } from "#server/config";
import type { Selectable } from "kysely";
import type { DbOrTx } from "#server/db";
import type { OutboxTable } from "#server/db/schema";
import type { Services } from "#server/services";

export {
  verificationMail,
  passwordResetMail,
  accountExistsMail,
  emailChangedMail,
  accountDeletedMail,
  orderConfirmationMail,
  orderCancelledMail,
  orderShippedMail,
  formNoticeMail,
  escapeHtml,
  money,
  type RenderedMail,
  type OrderMail,
  type MailAddress,
  type CancellationReason,
  type FormNotice,
} from "./templates";
export {
  composeMail,
  listMailTemplates,
  getMailTemplate,
  saveMailTemplate,
  resetMailTemplate,
  previewMailTemplate,
  builtInTemplate,
  renderTemplate,
} from "./editable";

export interface MailMessage {
  siteId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is about: verify-email, reset-password, ... */
  kind: string;
}

/** A queued message as the outbox keeps it. */
export interface OutboxEntry extends MailMessage {
  id: number;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

/** Give up on a message after this many failed attempts. */
export const MAX_ATTEMPTS = 8;
/** The first retry waits this long; each further one twice as long, at most MAX_BACKOFF_MS. */
export const BASE_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
/** How long a claimed message is reserved for the process sending it. */
const LEASE_MS = 5 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

function dbOf(target: DbOrTx | Services): DbOrTx {
  return "selectFrom" in target ? target : target.db;
}

/** Queues a message; pass the caller's transaction so it is sent only if that commits. */
export async function queueMail(target: DbOrTx | Services, message: MailMessage): Promise<number> {
  const now = new Date().toISOString();
  const row = await dbOf(target)
    .insertInto("outbox")
    .values({
      site_id: message.siteId,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      kind: message.kind,
      created_at: now,
      sent_at: null,
      attempts: 0,
      last_error: null,
      next_attempt_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest messages of a site first (for the back office and tests). */
export async function listOutbox(
  services: Services,
  siteId: number,
  options: { limit?: number; kind?: string; to?: string } = {},
): Promise<OutboxEntry[]> {
  let query = services.db
    .selectFrom("outbox")
    .selectAll()
    .where("site_id", "=", siteId)
    .orderBy("id", "desc")
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 500));
  if (options.kind) query = query.where("kind", "=", options.kind);
  if (options.to) query = query.where("to_address", "=", options.to);
  return (await query.execute()).map(outboxEntry);
}

function outboxEntry(r: Selectable<OutboxTable>): OutboxEntry {
  return {
    id: r.id,
    siteId: r.site_id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    kind: r.kind,
    createdAt: r.created_at,
    sentAt: r.sent_at,
    attempts: Number(r.attempts),
    lastError: r.last_error,
  };
}

/** One page of a site's outbox, newest first, with the count of all its messages (the back office). */
export async function outboxPage(
  services: Services,
  siteId: number,
  { page, limit }: { page: number; limit: number },
): Promise<{ records: OutboxEntry[]; totalRecords: number; totalPages: number }> {
  const [rows, count] = await Promise.all([
    services.db
      .selectFrom("outbox")
      .selectAll()
      .where("site_id", "=", siteId)
      .orderBy("id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    services.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("site_id", "=", siteId)
      .executeTakeFirstOrThrow(),
  ]);
  const totalRecords = Number(count.n);
  return { records: rows.map(outboxEntry), totalRecords, totalPages: Math.max(1, Math.ceil(totalRecords / limit)) };
}

/** Queues a copy of a message of the site to go out again; null when the site has no such message. */
export async function resendMail(services: Services, siteId: number, id: number): Promise<number | null> {
  const row = await services.db
    .selectFrom("outbox")
    .selectAll()
    .where("site_id", "=", siteId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return queueMail(services, {
    siteId,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    kind: row.kind,
  });
}

/** Whatever delivers a message: nodemailer in production, a fake in tests. */
export interface MailTransport {
  send(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<void>;
  close?(): void;
}

/** A nodemailer transport for an smtp:// or smtps:// URL (or any nodemailer transport options). */
export async function createNodemailerTransport(options: string | Record<string, unknown>): Promise<MailTransport> {
  const nodemailer = (await import("nodemailer")).default;
  const transporter = nodemailer.createTransport(options as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export function backoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);
}

async function senderAddresses(services: Services): Promise<Map<number, string>> {
  const sites = await services.db.selectFrom("sites").select(["id", "name", "url"]).execute();
  const out = new Map<number, string>();
  const { mailFrom } = getConfig();
  for (const s of sites) {
    if (mailFrom) {
      out.set(s.id, mailFrom);
      continue;
    }
    let host = "localhost";
    try {
      host = new URL(s.url).hostname || host;
    } catch {
      /* keep localhost */
    }
    out.set(s.id, `"${s.name.replace(/["\\]/g, "")}" <no-reply@${host}>`);
  }
  return out;
}

/**
 * One pass of the sender: claims due messages (at most `batch`) and delivers them one by one.
 * Answers how many were sent and how many failed.
 */
export async function sendPendingMail(
  services: Services,
  transport: MailTransport,
  options: { batch?: number; now?: () => number } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? Date.now;
  const due = await services.db
    .selectFrom("outbox")
    .selectAll()
    .where("sent_at", "is", null)
    .where("attempts", "<", MAX_ATTEMPTS)
    .where("next_attempt_at", "<=", iso(now()))
    .orderBy("id")
    .limit(options.batch ?? 20)
    .execute();
  if (!due.length) return { sent: 0, failed: 0 };
  const from = await senderAddresses(services);
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    // Claim: only the process whose update matched the old next_attempt_at sends it.
    const claimed = await services.db
      .updateTable("outbox")
      .set({ next_attempt_at: iso(now() + LEASE_MS) })
      .where("id", "=", row.id)
      .where("sent_at", "is", null)
      .where("next_attempt_at", "=", row.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const attempts = Number(row.attempts) + 1;
    try {
      await transport.send({
        from: from.get(row.site_id) ?? "no-reply@localhost",
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      await services.db
        .updateTable("outbox")
        .set({ sent_at: iso(now()), attempts, last_error: null })
        .where("id", "=", row.id)
        .execute();
      sent++;
    } catch (err) {
      failed++;
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await services.db
        .updateTable("outbox")
        .set({ attempts, last_error: message, next_attempt_at: iso(now() + backoffMs(attempts)) })
        .where("id", "=", row.id)
        .execute();
      services.log.warn("mail delivery failed", { id: row.id, kind: row.kind, attempts, err: message });
    }
  }
  return { sent, failed };
}

export interface MailSender {
  stop(): Promise<void>;
}

/**
 * Starts the loop that delivers queued mail every `intervalMs` (MAIL_INTERVAL_MS, default 5000).
 * Without a transport and without SMTP_URL nothing starts and the mail stays queued.
 */
export function startMailSender(
  services: Services,
  options: { transport?: MailTransport; smtpUrl?: string; intervalMs?: number } = {},
): MailSender | null {
  const config = getConfig();
  const smtpUrl = options.smtpUrl ?? config.smtpUrl;
  if (!options.transport && !smtpUrl) {
    services.log.info("SMTP_URL is not set: mail stays queued in the outbox");
    return null;
  }
  const intervalMs = options.intervalMs ?? config.mailIntervalMs;
  let transport: Promise<MailTransport> | null = options.transport ? Promise.resolve(options.transport) : null;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const tick = () => {
    if (stopped) return;
    running = (async () => {
      transport ??= createNodemailerTransport(smtpUrl!);
      await sendPendingMail(services, await transport);
    })()
      .catch((err) => {
        services.log.error("mail sender pass failed", { err });
        if (!options.transport) transport = null; // rebuild the transport next time
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  timer = setTimeout(tick, Math.min(intervalMs, 1000)).unref();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      const current = transport;
      transport = null;
      if (current) (await current.catch(() => null))?.close?.();
    },
  };
}
