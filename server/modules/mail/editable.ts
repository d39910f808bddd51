/**
 * E-mails the back office words itself (decision 0068). Each editable mail has placeholders (some
 * required, e.g. the link of a verification mail) and a built-in text: the functions of
 * templates.ts, which stay what a mail with no stored template sends. A stored template is a
 * subject and a plain-text body per site, template key and language; the HTML mail is made from
 * the text (everything escaped, a link on a line of its own becomes a button as in the built-in
 * mails), never taken from the editor.
 *
 * The registration and password-reset mails use the template key the CMS options
 * RegistrationEmailTemplate and PasswordResetEmailTemplate name (their own key when unset), so a
 * merchant can prepare a second template and switch; the other mails have one key each.
 */
import {
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  MAIL_TEMPLATE_KEY,
  editableMails,
  mailTemplateMessages as messages,
  type EditableMail,
  type MailTemplate,
  type MailTemplateProblem,
  type MailTemplateSummary,
} from "#server/contract/mail";
import type { Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { DomainError } from "../errors";
import type { Scope } from "../scope";
import {
  accountExistsMail,
  emailChangeConfirmationMail,
  emailChangedMail,
  escapeHtml,
  orderCancelledMail,
  orderShippedMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
  type CancellationReason,
  type RenderedMail,
} from "./templates";

const LANGUAGES: Locale[] = ["en", "hr"];

interface MailSpec {
  defaultKey: string;
  /** The CMS option naming the key the mail uses, if one may. */
  keyOption: string | null;
  placeholders: string[];
  required: string[];
  /** The placeholders holding an address: on a line of their own they become a button. */
  links: Partial<Record<string, Record<Locale, string>>>;
  /** The built-in mail with these values. */
  builtIn: (language: Locale, v: Record<string, string>) => RenderedMail;
  /** Values for the back office's preview. */
  sample: (language: Locale) => Record<string, string>;
}

const orderLink = { en: "View your order", hr: "Pregled narudžbe" };
const greeting = (language: Locale) => ({ firstName: language === "hr" ? "Ana" : "Anna", siteName: "Demo Shop" });
const sampleLink = (path: string) => `https://shop.example.com${path}`;

/** An order-cancelled mail: each reason is a mail of its own, as their built-in texts differ. */
function cancelledMail(defaultKey: string, reason: CancellationReason): MailSpec {
  return {
    defaultKey,
    keyOption: null,
    placeholders: ["firstName", "siteName", "orderNumber", "link"],
    required: ["link"],
    links: { link: orderLink },
    builtIn: (language, v) =>
      orderCancelledMail(language, {
        siteName: v.siteName,
        firstName: v.firstName,
        orderSlug: v.orderNumber,
        link: v.link,
        reason,
      }),
    sample: (language) => ({ ...greeting(language), orderNumber: "1024", link: sampleLink("/account/orders/1024") }),
  };
}

const specs: Record<EditableMail, MailSpec> = {
  registration: {
    defaultKey: "registration-confirmation",
    keyOption: "RegistrationEmailTemplate",
    placeholders: ["firstName", "siteName", "link", "hours"],
    required: ["link"],
    links: { link: { en: "Confirm e-mail address", hr: "Potvrdi e-mail adresu" } },
    builtIn: (language, v) =>
      verificationMail(language, {
        siteName: v.siteName,
        firstName: v.firstName,
        link: v.link,
        hours: v.hours,
      }),
    sample: (language) => ({ ...greeting(language), link: sampleLink("/login?verificationToken=sample"), hours: "48" }),
  },
  "password-reset": {
    defaultKey: "password-reset",
    keyOption: "PasswordResetEmailTemplate",
    placeholders: ["firstName", "siteName", "link", "minutes"],
    required: ["link"],
    links: { link: { en: "Choose a new password", hr: "Postavi novu lozinku" } },
    builtIn: (language, v) =>
      passwordResetMail(language, {
        siteName: v.siteName,
        firstName: v.firstName,
        link: v.link,
        minutes: v.minutes,
      }),
    sample: (language) => ({ ...greeting(language), link: sampleLink("/set-password?token=sample"), minutes: "60" }),
  },
  "account-exists": {
    defaultKey: "account-exists",
    keyOption: null,
    placeholders: ["firstName", "siteName", "loginLink", "resetLink"],
    required: ["loginLink", "resetLink"],
    links: {
      loginLink: { en: "Log in", hr: "Prijava" },
      resetLink: { en: "Choose a new password", hr: "Nova lozinka" },
    },
    builtIn: (language, v) =>
      accountExistsMail(language, {
        siteName: v.siteName,
        firstName: v.firstName,
        loginLink: v.loginLink,
        resetLink: v.resetLink,
      }),
    sample: (language) => ({
      ...greeting(language),
      loginLink: sampleLink("/login"),
      resetLink: sampleLink("/forgot-password"),
    }),
  },
  "email-changed": {
    defaultKey: "email-changed",
    keyOption: null,
    placeholders: ["firstName", "siteName", "newEmail", "supportLink"],
    required: ["newEmail"],
    links: { supportLink: { en: "Contact us", hr: "Kontaktirajte nas" } },
    builtIn: (language, v) =>
      emailChangedMail(language, {
        siteName: v.siteName,
        firstName: v.firstName,
        newEmail: v.newEmail,
        supportLink: v.supportLink,
      }),
    sample: (language) => ({
      ...greeting(language),
      newEmail: "anna.new@example.com",
      supportLink: sampleLink("/support-helpdesk"),
    }),
  },
  "email-change-confirmation": {
    defaultKey: "email-change-confirmation",
    keyOption: null,
    placeholders: ["firstName", "siteName", "newEmail", "link", "hours"],
    required: ["link"],
    links: { link: { en: "Confirm new e-mail address", hr: "Potvrdi novu e-mail adresu" } },
    builtIn: (language, v) =>
      emailChangeConfirmationMail(language, {
        siteName: v.siteName,
        firstName: v.firstName,
        newEmail: v.newEmail,
        link: v.link,
        hours: v.hours,
      }),
    sample: (language) => ({
      ...greeting(language),
      newEmail: "anna.new@example.com",
      link: sampleLink("/login?verificationToken=sample"),
      hours: "48",
    }),
  },
  "password-changed": {
    defaultKey: "password-changed",
    keyOption: null,
    placeholders: ["firstName", "siteName", "resetLink", "supportLink"],
    // The way back for an owner who did not change it.
    required: ["resetLink"],
    links: {
      resetLink: { en: "Choose a new password", hr: "Nova lozinka" },
      supportLink: { en: "Contact us", hr: "Kontaktirajte nas" },
    },
    builtIn: (language, v) =>
      passwordChangedMail(language, {
        siteName: v.siteName,
        firstName: v.firstName,
        resetLink: v.resetLink,
        supportLink: v.supportLink,
      }),
    sample: (language) => ({
      ...greeting(language),
      resetLink: sampleLink("/forgot-password"),
      supportLink: sampleLink("/support-helpdesk"),
    }),
  },
  "order-shipped": {
    defaultKey: "order-shipped",
    keyOption: null,
    placeholders: ["firstName", "siteName", "orderNumber", "link", "carrier", "trackingNumber", "trackingUrl"],
    required: ["link"],
    links: { link: orderLink, trackingUrl: { en: "Track your parcel", hr: "Pratite pošiljku" } },
    builtIn: (language, v) =>
      orderShippedMail(language, {
        siteName: v.siteName,
        firstName: v.firstName,
        orderSlug: v.orderNumber,
        link: v.link,
        carrier: v.carrier || null,
        trackingNumber: v.trackingNumber || null,
        trackingUrl: v.trackingUrl || null,
      }),
    sample: (language) => ({
      ...greeting(language),
      orderNumber: "1024",
      link: sampleLink("/account/orders/1024"),
      carrier: "Demo Express",
      trackingNumber: "DE123456789",
      trackingUrl: "https://tracking.example.com/DE123456789",
    }),
  },
  "order-cancelled": cancelledMail("order-cancelled", "paymentNotArrived"),
  "order-payment-timeout": cancelledMail("order-payment-timeout", "paymentTimedOut"),
  "order-buyer-cancelled": cancelledMail("order-buyer-cancelled", "buyerCancelled"),
};

/** The values each mail is sent with, by placeholder. */
export type MailValues<M extends EditableMail> = M extends "registration"
  ? { firstName: string; siteName: string; link: string; hours: number }
  : M extends "password-reset"
    ? { firstName: string; siteName: string; link: string; minutes: number }
    : M extends "account-exists"
      ? { firstName: string; siteName: string; loginLink: string; resetLink: string }
      : M extends "email-changed"
        ? { firstName: string; siteName: string; newEmail: string; supportLink: string }
        : M extends "email-change-confirmation"
          ? { firstName: string; siteName: string; newEmail: string; link: string; hours: number }
          : M extends "password-changed"
            ? { firstName: string; siteName: string; resetLink: string; supportLink: string }
            : M extends "order-shipped"
              ? {
                  firstName: string;
                  siteName: string;
                  orderNumber: string;
                  link: string;
                  carrier: string | null;
                  trackingNumber: string | null;
                  trackingUrl: string | null;
                }
              : { firstName: string; siteName: string; orderNumber: string; link: string };

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

const fill = (text: string, values: Record<string, string>) =>
  text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? "");

/** The built-in text of a mail as a template: the built-in mail rendered with its placeholders as values. */
export function builtInTemplate(mail: EditableMail, language: Locale): { subject: string; body: string } {
  const spec = specs[mail];
  const tokens = Object.fromEntries(spec.placeholders.map((name) => [name, `{{${name}}}`]));
  const { subject, text } = spec.builtIn(language, tokens);
  return { subject, body: text };
}

function lengthOk(value: string, max: number) {
  return value.trim().length >= 1 && value.length <= max;
}

/** The catalogue's message of each problem a template may have. */
const problemMessages: Record<MailTemplateProblem["code"], string> = {
  MAIL_TEMPLATE_SUBJECT_INVALID: messages.subjectInvalid,
  MAIL_TEMPLATE_BODY_INVALID: messages.bodyInvalid,
  MAIL_TEMPLATE_PLACEHOLDER_UNKNOWN: messages.placeholderUnknown,
  MAIL_TEMPLATE_PLACEHOLDER_MISSING: messages.placeholderMissing,
};

/** Every reason a mail cannot send a template: lengths, unknown placeholders (in the field that
 * has them), a required one missing; in the order of the fields. */
function templateProblems(mail: EditableMail, subject: string, body: string): MailTemplateProblem[] {
  const spec = specs[mail];
  const problems: MailTemplateProblem[] = [];
  const unknownIn = (field: MailTemplateProblem["field"], text: string) => {
    const unknown = [...new Set(placeholdersIn(text))].filter((name) => !spec.placeholders.includes(name));
    if (unknown.length) problems.push({ field, code: "MAIL_TEMPLATE_PLACEHOLDER_UNKNOWN", placeholders: unknown });
  };
  if (!lengthOk(subject, MAIL_SUBJECT_MAX) || /[\r\n]/.test(subject))
    problems.push({ field: "subject", code: "MAIL_TEMPLATE_SUBJECT_INVALID", placeholders: [] });
  unknownIn("subject", subject);
  if (!lengthOk(body, MAIL_BODY_MAX))
    problems.push({ field: "body", code: "MAIL_TEMPLATE_BODY_INVALID", placeholders: [] });
  unknownIn("body", body);
  const used = new Set(placeholdersIn(body));
  const missing = spec.required.filter((name) => !used.has(name));
  if (missing.length)
    problems.push({ field: "body", code: "MAIL_TEMPLATE_PLACEHOLDER_MISSING", placeholders: missing });
  return problems;
}

/** Refuses a template a mail cannot send with its first problem's message, and every problem in
 * the details, so that the back office says them all at once, each under its field. */
function checkTemplate(mail: EditableMail, subject: string, body: string): void {
  const problems = templateProblems(mail, subject, body);
  if (problems.length) throw new DomainError(problemMessages[problems[0].code], 400, {}, { problems });
}

/**
 * A stored template rendered with the mail's values. A line whose placeholders are all empty (no
 * carrier, no tracking link) is left out. In the HTML every value and word is escaped; a line that
 * is only a link placeholder, or "Label: {{link}}", becomes a button with the address written out
 * beneath it, as in the built-in mails.
 */
export function renderTemplate(
  mail: EditableMail,
  language: Locale,
  template: { subject: string; body: string },
  values: Record<string, string>,
): RenderedMail {
  const spec = specs[mail];
  const lines = template.body
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .filter((line) => {
      const names = placeholdersIn(line);
      return names.length === 0 || names.some((name) => (values[name] ?? "") !== "");
    });
  const subject = fill(template.subject, values).trim();
  const text = lines.map((line) => fill(line, values)).join("\n");

  const blocks: string[] = [];
  let paragraph: string[] = [];
  const closeParagraph = () => {
    if (paragraph.length) blocks.push(`<p>${paragraph.join("<br>")}</p>`);
    paragraph = [];
  };
  for (const line of lines) {
    const button = /^\s*(?:(.+?):\s*)?\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}\s*$/.exec(line);
    const linkLabels = button ? spec.links[button[2]!] : undefined;
    if (button && linkLabels) {
      closeParagraph();
      const url = values[button[2]!] ?? "";
      const label = button[1] ? fill(button[1], values) : linkLabels[language];
      blocks.push(`<p><a href="${escapeHtml(url)}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(label)}</a></p>
<p style="font-size: 13px; color: #555; overflow-wrap: anywhere;">${escapeHtml(url)}</p>`);
    } else if (line.trim() === "") closeParagraph();
    else paragraph.push(escapeHtml(fill(line, values)));
  }
  closeParagraph();
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
${blocks.join("\n")}
</body></html>`;
  return { subject, text, html };
}

const asText = (values: Record<string, string | number | null>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? "" : String(v)]));

/** The template key the mail uses in a language: its option's value (a language's own first), else its own. */
async function activeKey(db: DbOrTx, siteId: number, mail: EditableMail, language: Locale): Promise<string> {
  const spec = specs[mail];
  if (!spec.keyOption) return spec.defaultKey;
  const rows = await db
    .selectFrom("cms_options")
    .select(["language_code", "value"])
    .where("site_id", "=", siteId)
    .where("key", "=", spec.keyOption)
    .where((eb) => eb.or([eb("language_code", "is", null), eb("language_code", "=", language)]))
    .execute();
  const chosen = (rows.find((r) => r.language_code !== null) ?? rows[0])?.value.trim();
  return chosen && MAIL_TEMPLATE_KEY.test(chosen) ? chosen : spec.defaultKey;
}

/**
 * One of the editable mails, ready to queue: the stored template of the key it uses in that
 * language, else the built-in text. Read through `db` (the caller's transaction).
 */
export async function composeMail<M extends EditableMail>(
  db: DbOrTx,
  siteId: number,
  mail: M,
  language: Locale,
  values: MailValues<M>,
): Promise<RenderedMail> {
  const text = asText(values as Record<string, string | number | null>);
  const stored = await storedTemplate(db, siteId, mail, await activeKey(db, siteId, mail, language), language);
  return stored ? renderTemplate(mail, language, stored, text) : specs[mail].builtIn(language, text);
}

const placeholderList = (mail: EditableMail) =>
  specs[mail].placeholders.map((name) => ({ name, required: specs[mail].required.includes(name) }));

/** The editable mails with their placeholders, the keys in use and the stored templates. */
export async function listMailTemplates(services: Services, { site }: Scope): Promise<MailTemplateSummary[]> {
  const rows = await services.db
    .selectFrom("mail_templates")
    .select(["mail", "template_key", "language_code", "updated_at"])
    .where("site_id", "=", site.id)
    .orderBy("template_key")
    .orderBy("language_code")
    .execute();
  return Promise.all(
    editableMails.map(async (mail) => ({
      mail,
      defaultKey: specs[mail].defaultKey,
      keyOption: specs[mail].keyOption,
      activeKeys: await Promise.all(
        LANGUAGES.map(async (language) => ({ language, key: await activeKey(services.db, site.id, mail, language) })),
      ),
      placeholders: placeholderList(mail),
      templates: rows
        .filter((r) => r.mail === mail)
        .map((r) => ({ key: r.template_key, language: r.language_code as Locale, updatedAt: r.updated_at })),
    })),
  );
}

/** A mail's key: any well-formed key for a mail an option may switch, else only its own. */
function checkKey(mail: EditableMail, key: string): void {
  const spec = specs[mail];
  const ok = spec.keyOption ? MAIL_TEMPLATE_KEY.test(key) : key === spec.defaultKey;
  if (!ok) throw new DomainError(messages.keyInvalid, 400);
}

/** The stored template of a mail under a key in a language, if any. */
function storedTemplate(db: DbOrTx, siteId: number, mail: EditableMail, key: string, language: Locale) {
  return db
    .selectFrom("mail_templates")
    .selectAll()
    .where("site_id", "=", siteId)
    .where("template_key", "=", key)
    .where("language_code", "=", language)
    .where("mail", "=", mail)
    .executeTakeFirst();
}

async function readTemplate(
  db: DbOrTx,
  siteId: number,
  mail: EditableMail,
  key: string,
  language: Locale,
): Promise<MailTemplate> {
  const row = await storedTemplate(db, siteId, mail, key, language);
  const text = row ? { subject: row.subject, body: row.body } : builtInTemplate(mail, language);
  return {
    mail,
    key,
    language,
    ...text,
    stored: row !== undefined,
    updatedAt: row?.updated_at ?? null,
    placeholders: placeholderList(mail),
  };
}

/** One template: the stored one, or the built-in text. */
export async function getMailTemplate(
  services: Services,
  { site }: Scope,
  input: { mail: EditableMail; key: string; language: Locale },
): Promise<MailTemplate> {
  checkKey(input.mail, input.key);
  return readTemplate(services.db, site.id, input.mail, input.key, input.language);
}

/** Stores a template (checked first); a key another mail's templates use is refused. */
export async function saveMailTemplate(
  services: Services,
  { site }: Scope,
  input: { mail: EditableMail; key: string; language: Locale; subject: string; body: string },
): Promise<MailTemplate> {
  checkKey(input.mail, input.key);
  const subject = input.subject.trim();
  const body = input.body.replace(/\r\n?/g, "\n").replace(/\s+$/, "");
  checkTemplate(input.mail, subject, body);
  return services.db.transaction().execute(async (tx) => {
    const other = await tx
      .selectFrom("mail_templates")
      .select("id")
      .where("site_id", "=", site.id)
      .where("template_key", "=", input.key)
      .where("mail", "!=", input.mail)
      .executeTakeFirst();
    if (other) throw new DomainError(messages.keyTaken, 409);
    const now = new Date().toISOString();
    await tx
      .insertInto("mail_templates")
      .values({
        site_id: site.id,
        template_key: input.key,
        language_code: input.language,
        mail: input.mail,
        subject,
        body,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(["site_id", "template_key", "language_code"]).doUpdateSet({ subject, body, updated_at: now }),
      )
      .execute();
    return readTemplate(tx, site.id, input.mail, input.key, input.language);
  });
}

/** Forgets a stored template: the mail goes back to the built-in text. */
export async function resetMailTemplate(
  services: Services,
  { site }: Scope,
  input: { mail: EditableMail; key: string; language: Locale },
): Promise<MailTemplate> {
  checkKey(input.mail, input.key);
  return services.db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom("mail_templates")
      .where("site_id", "=", site.id)
      .where("template_key", "=", input.key)
      .where("language_code", "=", input.language)
      .where("mail", "=", input.mail)
      .execute();
    return readTemplate(tx, site.id, input.mail, input.key, input.language);
  });
}

/** A subject and text rendered with the mail's sample values (checked as a save checks them). */
export function previewMailTemplate(input: {
  mail: EditableMail;
  language: Locale;
  subject: string;
  body: string;
}): RenderedMail {
  const subject = input.subject.trim();
  const body = input.body.replace(/\r\n?/g, "\n").replace(/\s+$/, "");
  checkTemplate(input.mail, subject, body);
  return renderTemplate(input.mail, input.language, { subject, body }, specs[input.mail].sample(input.language));
}
