import { z } from "zod";
import { endpoint, queryId, queryInt } from "./define";

export const mailMessages = { messageNotFound: "Message not found." } as const;

/** The most messages one page of the outbox lists. */
export const MAX_OUTBOX_PAGE = 100;

export const outboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  /** Null while it waits to be sent (or to be tried again). */
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** Back office only: the site's outgoing mail, newest first. */
export const outboxFilter = endpoint({
  method: "GET",
  path: "v1/mail/outbox/filter",
  input: z.object({
    page: queryInt().pipe(z.number().int().min(1).max(100_000)).default(1),
    limit: queryInt().pipe(z.number().int().min(1).max(MAX_OUTBOX_PAGE)).default(50),
  }),
  output: z.object({ records: z.array(outboxMessage), totalRecords: z.number().int(), totalPages: z.number().int() }),
});

/** Back office only: queues a copy of a message of the site, to go out again. */
export const outboxResend = endpoint({
  method: "POST",
  path: "v1/mail/outbox/resend/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ id: z.number() }),
});
