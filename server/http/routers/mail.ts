import type { Hono } from "hono";
import { mail as contract } from "#server/contract";
import { mailMessages } from "#server/contract/mail";
import { outboxPage, resendMail } from "#server/modules/mail";
import { notFound } from "../errors";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

export function mountMail(app: Hono<PlatformEnv>): void {
  mount(app, contract.outboxFilter, async (input, s) => {
    requireBackoffice(s);
    const page = await outboxPage(s.services, s.site.id, input);
    return {
      ...page,
      records: page.records.map(({ id, to, subject, kind, createdAt, sentAt, attempts, lastError }) => ({
        id,
        to,
        subject,
        kind,
        createdAt,
        sentAt,
        attempts,
        lastError,
      })),
    };
  });
  mount(app, contract.outboxResend, async (input, s) => {
    requireBackoffice(s);
    const id = await resendMail(s.services, s.site.id, input.id);
    if (id === null) throw notFound(mailMessages.messageNotFound);
    return { id };
  });
}
