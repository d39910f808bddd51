/**
 * The bot check of public forms (spec section 5; issue 14 item 5). With reCAPTCHA configured the
 * form carries the visitor's answer, which the platform verifies. Without it: a honeypot field
 * people never see, and the time the page was served, signed, so that a form sent back sooner than
 * a person could fill it (FORM_MIN_FILL_MS) is refused with a message and what was typed kept.
 */
import signature from "cookie-signature";
import type { BotCheckView } from "~/lib/forms/bot-check";
import { FILL_STARTED_FIELD, RECAPTCHA_FIELD } from "~/lib/forms/messages";
import { config } from "./config";
import { checkHoneypot } from "./auth/honeypot";

export function botCheckView(now = Date.now()): BotCheckView {
  return {
    startedAt: signature.sign(String(now), config.sessionSecrets[0]!),
    recaptchaSiteKey: config.recaptchaSiteKey,
  };
}

function servedAt(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string") return null;
  for (const secret of config.sessionSecrets) {
    const time = signature.unsign(value, secret);
    if (time !== false && /^\d+$/.test(time)) return Number(time);
  }
  return null;
}

/**
 * Checks a posted public form. A filled honeypot is answered 400 at once; otherwise the answer
 * says whether the form may go on, and carries reCAPTCHA's answer for the platform.
 */
export function checkBot(form: FormData, now = Date.now()): { passed: boolean; captchaResponse?: string } {
  checkHoneypot(form);
  if (config.recaptchaSiteKey) {
    const answer = form.get(RECAPTCHA_FIELD);
    return { passed: true, captchaResponse: typeof answer === "string" ? answer : "" };
  }
  const started = servedAt(form.get(FILL_STARTED_FIELD));
  return { passed: started !== null && now - started >= config.formMinFillMs };
}
