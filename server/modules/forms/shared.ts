/**
 * What every form of the site does alike: the e-mail check, the site's contact address, storing a
 * submission, the notice mailed to the site, and the single-use confirmation link (double opt-in),
 * random, stored hashed, valid for OPT_IN_DAYS.
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { formMessages as m } from "#server/contract/forms";
import { pagePath, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { ATTEMPT_LIMITS, countAttempt, hit, isLimited, perAddress } from "../accounts";
import { shopAddress } from "../cms";
import { DomainError } from "../errors";
import { escapeHtml, formNoticeMail, queueMail, type FormNotice } from "../mail";
import type { Scope } from "../scope";

export class FormError extends DomainError {}

/** How long a confirmation link works. */
export const OPT_IN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const isEmail = (value: string) => z.email().safeParse(value).success;

export function checkedEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!email) throw new FormError(m.mandatory, 400);
  if (!isEmail(email)) throw new FormError(m.emailInvalid, 400);
  return email;
}

/** Where the site's forms are mailed: the shop's address (the CMS option SendEmailTo). */
export async function contactAddress(services: Services, scope: Scope): Promise<string> {
  return shopAddress(services.db, scope.site, scope.language);
}

export async function storeSubmission(
  db: DbOrTx,
  scope: Scope,
  submission: { formType: string; email: string; data: Record<string, unknown>; formId?: number },
): Promise<number> {
  const { id } = await db
    .insertInto("form_submissions")
    .values({
      site_id: scope.site.id,
      form_type: submission.formType,
      language_code: scope.language,
      email: submission.email,
      data: JSON.stringify(submission.data),
      created_at: new Date().toISOString(),
      form_id: submission.formId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The mail to the site's contact address about a submission, its fields one per line, in the
 * language it was sent in. */
export function submissionNotice(scope: Scope, to: string, notice: FormNotice) {
  return { siteId: scope.site.id, to, ...formNoticeMail(scope.language, notice), kind: "form-notice" };
}

export type GoalType = "message" | "url" | "file";

/** Creates an opt-in token of any goal (tests, and forms of later goals): the token to mail. */
export async function createOptInToken(
  db: DbOrTx,
  siteId: number,
  input: { email: string; goalType: GoalType; goal: string; purpose?: string },
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const now = new Date();
  await db
    .insertInto("opt_in_tokens")
    .values({
      site_id: siteId,
      token_hash: hashToken(token),
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

const confirmationTexts = (purpose: "newsletter" | "form", language: Locale, siteName: string, formTitle = "") => {
  const hr = language === "hr";
  const intro =
    purpose === "newsletter"
      ? hr
        ? "Hvala na prijavi na naš newsletter."
        : "Thank you for subscribing to our newsletter."
      : hr
        ? `Hvala što ste ispunili obrazac „${formTitle}”.`
        : `Thank you for filling in the form “${formTitle}”.`;
  return {
    subject: hr
      ? `${purpose === "newsletter" ? "Potvrdite prijavu na newsletter" : "Potvrdite svoju e-mail adresu"} – ${siteName}`
      : `${purpose === "newsletter" ? "Confirm your newsletter subscription" : "Confirm your e-mail address"} – ${siteName}`,
    lines: [
      intro,
      hr
        ? `Potvrdite svoju e-mail adresu (poveznica vrijedi ${OPT_IN_DAYS} dana):`
        : `Please confirm your e-mail address (the link works for ${OPT_IN_DAYS} days):`,
    ],
    ignore: hr
      ? "Ako niste ispunili obrazac, zanemarite ovu poruku."
      : "If this was not you, you can ignore this message.",
  };
};

/**
 * Counts one public form sent from a client address (ATTEMPT_LIMITS.publicForm; every public form
 * together): 429 beyond the limit. Counted before the form is checked, so refused ones count too.
 */
export function countPublicForm(db: DbOrTx, clientAddress: string): Promise<void> {
  const { perAddress: max, windowMs } = ATTEMPT_LIMITS.publicForm;
  return countAttempt(db, perAddress("public-form", clientAddress, max, windowMs));
}

/**
 * Mails a confirmation link (double opt-in) whose use leads to `goal`, unless the address has had
 * ATTEMPT_LIMITS.confirmationMail links within the hour: then nothing is mailed (the caller answers
 * alike), so that nobody can have the shop flood a mailbox with links.
 */
export async function queueConfirmation(
  tx: DbOrTx,
  scope: Scope,
  to: string,
  what: { purpose: "newsletter" | "form"; goalType: GoalType; goal: string; formTitle?: string },
): Promise<void> {
  const { perEmail, windowMs } = ATTEMPT_LIMITS.confirmationMail;
  const key = `confirmation-mail:${scope.site.id}:${to.trim().toLowerCase()}`;
  if (await isLimited(tx, [{ key, max: perEmail, windowMs }])) return;
  await hit(tx, key, windowMs);
  const token = await createOptInToken(tx, scope.site.id, {
    email: to,
    purpose: what.purpose,
    goalType: what.goalType,
    goal: what.goal,
  });
  const link = `${scope.site.url.replace(/\/+$/, "")}${pagePath("confirmEmail", scope.language)}?token=${token}`;
  const texts = confirmationTexts(what.purpose, scope.language, scope.site.name, what.formTitle);
  await queueMail(tx, {
    siteId: scope.site.id,
    to,
    subject: texts.subject,
    text: [...texts.lines, "", link, "", texts.ignore].join("\n"),
    html: `<!doctype html><html><body>${texts.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(texts.ignore)}</p></body></html>`,
    kind: what.purpose === "newsletter" ? "newsletter-confirm" : "form-confirm",
  });
}
