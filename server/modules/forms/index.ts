/**
 * The site's forms (issue 14 item 5; contract server/contract/forms.ts): the newsletter with double
 * opt-in and the contact form. Each submission is one transaction: its consents logged (a required
 * one missing refuses it, nothing stored), the submission stored, and the mails queued in the
 * outbox: to the site's contact address (CMS option SendEmailTo) and, for the newsletter, the
 * confirmation link to the subscriber. An opt-in token is random, stored hashed, used once.
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { formMessages as m, isPhone } from "#server/contract/forms";
import { pagePath, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { listOptions } from "../cms";
import { logConsents } from "../consents";
import { DomainError } from "../errors";
import { escapeHtml, queueMail } from "../mail";
import type { Scope } from "../scope";

export class FormError extends DomainError {}

/** How long a confirmation link works. */
export const OPT_IN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const isEmail = (value: string) => z.email().safeParse(value).success;

function checkedEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!email) throw new FormError(m.mandatory, 400);
  if (!isEmail(email)) throw new FormError(m.emailInvalid, 400);
  return email;
}

async function contactAddress(services: Services, scope: Scope): Promise<string> {
  const [option] = await listOptions(services, scope, ["SendEmailTo"]);
  return option?.value.trim() || `shop@${new URL(scope.site.url).hostname}`;
}

async function store(db: DbOrTx, scope: Scope, formType: string, email: string, data: Record<string, string>) {
  const { id } = await db
    .insertInto("form_submissions")
    .values({
      site_id: scope.site.id,
      form_type: formType,
      language_code: scope.language,
      email,
      data: JSON.stringify(data),
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The mail to the site's contact address about a submission: its fields, one per line. */
function notice(siteId: number, to: string, subject: string, fields: Record<string, string>) {
  const lines = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
  return {
    siteId,
    to,
    subject,
    text: lines.join("\n"),
    html: `<!doctype html><html><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}</body></html>`,
    kind: "form-notice",
  };
}

const confirmationTexts = (language: Locale, siteName: string) =>
  language === "hr"
    ? {
        subject: `Potvrdite prijavu na newsletter – ${siteName}`,
        lines: [
          "Hvala na prijavi na naš newsletter.",
          `Potvrdite svoju e-mail adresu (poveznica vrijedi ${OPT_IN_DAYS} dana):`,
        ],
        ignore: "Ako se niste prijavili, zanemarite ovu poruku.",
      }
    : {
        subject: `Confirm your newsletter subscription – ${siteName}`,
        lines: [
          "Thank you for subscribing to our newsletter.",
          `Please confirm your e-mail address (the link works for ${OPT_IN_DAYS} days):`,
        ],
        ignore: "If you did not subscribe, you can ignore this message.",
      };

export async function subscribeNewsletter(
  services: Services,
  scope: Scope,
  input: { email: string; acceptedConsents: string[] },
): Promise<{ status: "confirmationSent" }> {
  const email = checkedEmail(input.email);
  const to = await contactAddress(services, scope);
  await services.db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom("newsletter_subscriptions")
      .select(["id", "confirmed_at"])
      .where("site_id", "=", scope.site.id)
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing?.confirmed_at) throw new FormError(m.alreadySubscribed, 409);
    await logConsents(tx, scope, { formType: "newsletter", email, accepted: input.acceptedConsents });
    await store(tx, scope, "newsletter", email, { email });
    const now = new Date();
    if (!existing)
      await tx
        .insertInto("newsletter_subscriptions")
        .values({
          site_id: scope.site.id,
          email,
          language_code: scope.language,
          confirmed_at: null,
          created_at: now.toISOString(),
        })
        .execute();
    const token = await createOptInToken(tx, scope.site.id, {
      email,
      purpose: "newsletter",
      goalType: "message",
      goal: "newsletterConfirmed",
    });
    const link = `${scope.site.url.replace(/\/+$/, "")}${pagePath("confirmEmail", scope.language)}?token=${token}`;
    const texts = confirmationTexts(scope.language, scope.site.name);
    await queueMail(tx, {
      siteId: scope.site.id,
      to: email,
      subject: texts.subject,
      text: [...texts.lines, "", link, "", texts.ignore].join("\n"),
      html: `<!doctype html><html><body>${texts.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(texts.ignore)}</p></body></html>`,
      kind: "newsletter-confirm",
    });
    await queueMail(tx, notice(scope.site.id, to, `Newsletter subscription: ${email}`, { email }));
  });
  return { status: "confirmationSent" };
}

export async function contactAdmin(
  services: Services,
  scope: Scope,
  input: { name: string; email: string; phone: string; message: string; acceptedConsents: string[] },
): Promise<{ id: number }> {
  if (!input.name.trim() || !input.message.trim()) throw new FormError(m.mandatory, 400);
  const email = checkedEmail(input.email);
  if (input.phone.trim() && !isPhone(input.phone)) throw new FormError(m.phoneInvalid, 400);
  const to = await contactAddress(services, scope);
  const fields = { name: input.name.trim(), email, phone: input.phone.trim(), message: input.message.trim() };
  const id = await services.db.transaction().execute(async (tx) => {
    await logConsents(tx, scope, { formType: "contactForm", email, accepted: input.acceptedConsents });
    const stored = await store(tx, scope, "contactForm", email, fields);
    await queueMail(tx, notice(scope.site.id, to, `Contact form: ${fields.name}`, fields));
    return stored;
  });
  return { id };
}

/** Uses an opt-in token once: its goal, and what confirming it does (a newsletter subscription confirmed). */
export async function confirmOptIn(services: Services, scope: Scope, token: string) {
  return services.db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom("opt_in_tokens")
      .selectAll()
      .where("site_id", "=", scope.site.id)
      .where("token_hash", "=", hash(token))
      .executeTakeFirst();
    if (!row) throw new FormError(m.tokenUnknown, 404);
    const now = new Date().toISOString();
    if (row.used_at) throw new FormError(m.tokenUsed, 410);
    if (row.expires_at < now) throw new FormError(m.tokenExpired, 410);
    const used = await tx
      .updateTable("opt_in_tokens")
      .set({ used_at: now })
      .where("id", "=", row.id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new FormError(m.tokenUsed, 410);
    if (row.purpose === "newsletter")
      await tx
        .updateTable("newsletter_subscriptions")
        .set({ confirmed_at: now })
        .where("site_id", "=", scope.site.id)
        .where("email", "=", row.email)
        .execute();
    return {
      goalType: row.goal_type as "message" | "url" | "file",
      goal: row.goal,
      confirmedEmail: row.email,
    };
  });
}

/** The stored submissions, newest first, 50 a page; with `type`, only those of that form type. */
export async function listSubmissions(services: Services, scope: Scope, input: { page: number; type?: string }) {
  const { page, type } = input;
  const limit = 50;
  let base = services.db.selectFrom("form_submissions").where("site_id", "=", scope.site.id);
  if (type) base = base.where("form_type", "=", type);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const totalRecords = Number(count.n);
  return {
    records: rows.map((r) => ({
      id: r.id,
      formType: r.form_type,
      email: r.email,
      data: r.data,
      createdAt: r.created_at,
    })),
    totalRecords,
    totalPages: Math.max(1, Math.ceil(totalRecords / limit)),
  };
}

/** Creates an opt-in token of any goal (tests, and forms of later goals): the token to mail. */
export async function createOptInToken(
  db: DbOrTx,
  siteId: number,
  input: { email: string; goalType: "message" | "url" | "file"; goal: string; purpose?: string },
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const now = new Date();
  await db
    .insertInto("opt_in_tokens")
    .values({
      site_id: siteId,
      token_hash: hash(token),
      email: input.email,
      purpose: input.purpose ?? "confirm",
      goal_type: input.goalType,
      goal: input.goal,
      expires_at: new Date(now.getTime() + OPT_IN_DAYS * DAY_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}
