/**
 * Form messages travel as translation keys, so one zod schema serves the server and the browser in
 * either language: `validation.minLength|{"length":8}` is the key plus its values. This module has
 * no zod in it and is safe anywhere (the error list and the honeypot use it).
 */
import type { TFunction, TranslateValues } from "../i18n";

/** Spec section 5, form message kinds. */
export const formMessages = {
  required: "validation.required",
  email: "validation.email",
  minLength: "validation.minLength",
  maxLength: "validation.maxLength",
  repeatPassword: "validation.repeatPassword",
  differentPassword: "validation.differentPassword",
  /** An address's names, letters only (spec section 5, alpha-only), and its plausibility
   * (server/contract/address-rules.ts). */
  alpha: "validation.alpha",
  phone: "validation.phone",
  postalCode: "validation.postalCode",
  oib: "validation.oib",
  consentRequired: "core.notifications.consentRequired",
  barcodeInvalid: "core.notifications.membershipCardBarcodeInvalid",
  barcodeError: "core.notifications.membershipCardBarcodeError",
} as const;

export function formMessage(key: string, values?: Record<string, string | number>): string {
  return values ? `${key}|${JSON.stringify(values)}` : key;
}

export function parseFormMessage(message: string): { key: string; values?: Record<string, string | number> } {
  const bar = message.indexOf("|");
  if (bar === -1) return { key: message };
  try {
    return {
      key: message.slice(0, bar),
      values: JSON.parse(message.slice(bar + 1)) as Record<string, string | number>,
    };
  } catch {
    return { key: message };
  }
}

/** The message in the visitor's language. A platform message without a translation is shown as it is. */
export function translateFormMessage(t: TFunction, message: string): string {
  const { key, values } = parseFormMessage(message);
  return t(key, { ...(values as TranslateValues | undefined), defaultValue: key });
}

/** The honeypot field of public forms (design.md, Practices): people never see it, bots fill it. */
export const HONEYPOT_FIELD = "fax_number";
/** When the page with a public form was served (signed): a form sent sooner than people can is a bot's. */
export const FILL_STARTED_FIELD = "form_started";
/** The field reCAPTCHA v2 fills with the visitor's answer. */
export const RECAPTCHA_FIELD = "g-recaptcha-response";
