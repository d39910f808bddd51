/**
 * The bot check of public forms when reCAPTCHA is configured (RECAPTCHA_SITE_KEY and
 * RECAPTCHA_SECRET_KEY): the visitor's answer is verified with the provider (siteverify) before
 * anything is stored. Without the keys the storefront's honeypot and minimum fill time stand in.
 */
import { getConfig } from "#server/config";
import { formMessages as m } from "#server/contract/forms";
import { log } from "#server/log";
import { FormError } from "./shared";

const VERIFY_TIMEOUT_MS = 5000;

export async function verifyCaptcha(response: string | undefined, clientAddress?: string): Promise<void> {
  const recaptcha = getConfig().recaptcha;
  if (!recaptcha) return;
  if (!response?.trim()) throw new FormError(m.captchaMissing, 400);
  const body = new URLSearchParams({ secret: recaptcha.secretKey, response });
  if (clientAddress && clientAddress !== "unknown") body.set("remoteip", clientAddress);
  let verified = false;
  try {
    const answer = await fetch(recaptcha.verifyUrl, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const result = (await answer.json()) as { success?: unknown; "error-codes"?: unknown };
    verified = answer.ok && result.success === true;
    if (!verified) log.info("reCAPTCHA refused an answer", { errors: result["error-codes"] });
  } catch (err) {
    // The provider out of reach refuses the form: the visitor may try again, a bot gets nothing in.
    log.warn("reCAPTCHA verification could not be reached", { err });
  }
  if (!verified) throw new FormError(m.captchaFailed, 400);
}
