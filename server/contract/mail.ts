import { z } from "zod";
import { endpoint, queryId, queryInt, queryListPage } from "./define";

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
    page: queryListPage(),
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

// ---------------------------------------------------------------- editable e-mail templates (decision 0068)

export const mailTemplateMessages = {
  keyInvalid:
    "The template key must be 1 to 64 lowercase letters, digits and hyphens; an e-mail no option switches has only its own key.",
  keyTaken: "This template key is already used by another e-mail.",
  subjectInvalid: "The subject must be one line of 1 to 200 characters.",
  bodyInvalid: "The text must have 1 to 10000 characters.",
  placeholderUnknown: "The text uses a placeholder this e-mail does not have.",
  placeholderMissing: "The text lacks a placeholder this e-mail needs.",
} as const;

/** One reason a template is refused, in the refusal's `details.problems` (every one at once, the
 * first the answer's code): the field it is in, its code, and the placeholders it names (unknown
 * ones, or missing required ones; none for a length). */
export const mailTemplateProblem = z.object({
  field: z.enum(["subject", "body"]),
  code: z.enum([
    "MAIL_TEMPLATE_SUBJECT_INVALID",
    "MAIL_TEMPLATE_BODY_INVALID",
    "MAIL_TEMPLATE_PLACEHOLDER_UNKNOWN",
    "MAIL_TEMPLATE_PLACEHOLDER_MISSING",
  ]),
  placeholders: z.array(z.string()),
});
export type MailTemplateProblem = z.infer<typeof mailTemplateProblem>;

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 10_000;
export const MAIL_TEMPLATE_KEY = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/**
 * The e-mails the back office can word (server/modules/mail/editable.ts has their placeholders
 * and built-in texts). The order confirmation and the shop's order notice are not among them: they
 * are tables of lines, totals and addresses rather than text.
 */
export const editableMails = [
  "registration",
  "password-reset",
  "account-exists",
  "email-changed",
  "email-change-confirmation",
  "password-changed",
  "order-shipped",
  "order-cancelled",
  "order-payment-timeout",
  "order-buyer-cancelled",
] as const;
export type EditableMail = (typeof editableMails)[number];
const editableMail = z.enum(editableMails);

const templateLanguage = z.enum(["en", "hr"]);
/** Lenient limits on the wire: the platform's own checks answer the catalogue's refusals. */
const templateKey = z.string().min(1).max(200);
const templateText = { subject: z.string().max(2_000), body: z.string().max(50_000) };

export const mailPlaceholder = z.object({ name: z.string(), required: z.boolean() });

export const mailTemplateSummary = z.object({
  mail: editableMail,
  /** The key the mail uses unless an option names another. */
  defaultKey: z.string(),
  /** The CMS option that chooses the template key (RegistrationEmailTemplate...), or null. */
  keyOption: z.string().nullable(),
  /** The key each language's mail uses now. */
  activeKeys: z.array(z.object({ language: templateLanguage, key: z.string() })),
  placeholders: z.array(mailPlaceholder),
  /** The stored templates (the others use the built-in text). */
  templates: z.array(z.object({ key: z.string(), language: templateLanguage, updatedAt: z.string() })),
});
export type MailTemplateSummary = z.infer<typeof mailTemplateSummary>;

export const mailTemplate = z.object({
  mail: editableMail,
  key: z.string(),
  language: templateLanguage,
  subject: z.string(),
  body: z.string(),
  /** False: the built-in text (nothing stored for this key and language). */
  stored: z.boolean(),
  updatedAt: z.string().nullable(),
  placeholders: z.array(mailPlaceholder),
});
export type MailTemplate = z.infer<typeof mailTemplate>;

/** Back office only: the editable e-mails with their placeholders, keys and stored templates. */
export const mailTemplates = endpoint({
  method: "GET",
  path: "v1/mail/templates",
  input: z.object({}),
  output: z.object({ mails: z.array(mailTemplateSummary) }),
});

/** Back office only: one template (the built-in text when none is stored). */
export const mailTemplateGet = endpoint({
  method: "GET",
  path: "v1/mail/templates/get",
  input: z.object({ mail: editableMail, key: templateKey, language: templateLanguage }),
  output: mailTemplate,
});

/** Back office only: stores a template's subject and text (checked: lengths, placeholders; a refusal
 * lists every problem in `details.problems`, each a `mailTemplateProblem`). */
export const mailTemplateSave = endpoint({
  method: "PUT",
  path: "v1/mail/templates/save",
  input: z.object({ mail: editableMail, key: templateKey, language: templateLanguage, ...templateText }),
  output: mailTemplate,
});

/** Back office only: forgets a stored template; the mail uses the built-in text again. */
export const mailTemplateReset = endpoint({
  method: "POST",
  path: "v1/mail/templates/reset",
  input: z.object({ mail: editableMail, key: templateKey, language: templateLanguage }),
  output: mailTemplate,
});

/** Back office only: a subject and text rendered with sample values, checked as a save checks them. */
export const mailTemplatePreview = endpoint({
  method: "POST",
  path: "v1/mail/templates/preview",
  readOnly: true,
  input: z.object({ mail: editableMail, language: templateLanguage, ...templateText }),
  output: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
});
