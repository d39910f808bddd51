import type { Hono } from "hono";
import { mail as contract } from "#server/contract";
import { mailMessages } from "#server/contract/mail";
import {
  getMailTemplate,
  listMailTemplates,
  outboxPage,
  previewMailTemplate,
  resendMail,
  resetMailTemplate,
  saveMailTemplate,
} from "#server/modules/mail";
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
  mount(app, contract.mailTemplates, async (_input, s) => {
    requireBackoffice(s);
    return { mails: await listMailTemplates(s.services, s) };
  });
  mount(app, contract.mailTemplateGet, async (input, s) => {
    requireBackoffice(s);
    return getMailTemplate(s.services, s, input);
  });
  mount(app, contract.mailTemplateSave, async (input, s) => {
    requireBackoffice(s);
    return saveMailTemplate(s.services, s, input);
  });
  mount(app, contract.mailTemplateReset, async (input, s) => {
    requireBackoffice(s);
    return resetMailTemplate(s.services, s, input);
  });
  mount(app, contract.mailTemplatePreview, async (input, s) => {
    requireBackoffice(s);
    return previewMailTemplate(input);
  });
}
