/**
 * The site's forms (issue 14 item 5; contract server/contract/forms.ts): the newsletter with double
 * opt-in and the contact form. Each submission is one transaction: its consents logged (a required
 * one missing refuses it, nothing stored), the submission stored, and the mails queued in the
 * outbox: to the site's contact address (CMS option SendEmailTo) and, for the newsletter, the
 * confirmation link to the subscriber. An opt-in token is random, stored hashed, used once.
 */
import { formMessages as m, isPhone } from "#server/contract/forms";
import type { Services } from "#server/services";
import { logConsents } from "../consents";
import { queueMail } from "../mail";
import type { Scope } from "../scope";
import { verifyCaptcha } from "./captcha";
import {
  checkedEmail,
  contactAddress,
  FormError,
  hashToken,
  queueConfirmation,
  storeSubmission,
  submissionNotice,
} from "./shared";

export { countPublicForm, createOptInToken, FormError, OPT_IN_DAYS } from "./shared";
export { filterForms, getForm, storeFormData, createForm, formUploadPath } from "./questionnaires";
export { requestAvailability, notifyRestocked, startAvailabilityNotices } from "./availability";
export { deleteSubmission, listSubmissions, openFormFile } from "./submissions";

export async function subscribeNewsletter(
  services: Services,
  scope: Scope,
  input: { email: string; acceptedConsents: string[]; captchaResponse?: string },
  clientAddress?: string,
): Promise<{ status: "confirmationSent" }> {
  const email = checkedEmail(input.email);
  await verifyCaptcha(input.captchaResponse, clientAddress);
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
    await storeSubmission(tx, scope, { formType: "newsletter", email, data: { email } });
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
    await queueConfirmation(tx, scope, email, {
      purpose: "newsletter",
      goalType: "message",
      goal: "newsletterConfirmed",
    });
    await queueMail(tx, submissionNotice(scope, to, { form: "newsletter", email }));
  });
  return { status: "confirmationSent" };
}

export async function contactAdmin(
  services: Services,
  scope: Scope,
  input: {
    name: string;
    email: string;
    phone: string;
    message: string;
    acceptedConsents: string[];
    captchaResponse?: string;
  },
  clientAddress?: string,
): Promise<{ id: number }> {
  if (!input.name.trim() || !input.message.trim()) throw new FormError(m.mandatory, 400);
  const email = checkedEmail(input.email);
  if (input.phone.trim() && !isPhone(input.phone)) throw new FormError(m.phoneInvalid, 400);
  await verifyCaptcha(input.captchaResponse, clientAddress);
  const to = await contactAddress(services, scope);
  const fields = { name: input.name.trim(), email, phone: input.phone.trim(), message: input.message.trim() };
  const id = await services.db.transaction().execute(async (tx) => {
    await logConsents(tx, scope, { formType: "contactForm", email, accepted: input.acceptedConsents });
    const stored = await storeSubmission(tx, scope, { formType: "contactForm", email, data: fields });
    await queueMail(tx, submissionNotice(scope, to, { form: "contact", ...fields }));
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
      .where("token_hash", "=", hashToken(token))
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
