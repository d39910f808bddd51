import type { ErrorCode } from "#server/contract";
import { log } from "#server/log";
import { formMessage } from "~/lib/forms/messages";
import { isPlatformError, isUnavailable, type PlatformRequestError } from "../platform";

/** Spec section 8, mapped messages: the platform's refusal, by code, to a translation key. */
const mapped: Partial<Record<ErrorCode, string>> = {
  USER_EXISTS: "core.notifications.userExists",
  UNKNOWN_LOGIN: "core.notifications.unknowUserOrPassword",
  INCORRECT_OLD_PASSWORD: "core.notifications.inccorectOldPassword",
  PASSWORD_NEEDED: "core.notifications.passwordNeeded",
  // The platform's own words for rules the forms also check (server/contract/accounts.ts).
  SAME_PASSWORD: "validation.differentPassword",
  COMMON_PASSWORD: "validation.commonPassword",
  MEMBER_CARD_INVALID: "core.notifications.membershipCardBarcodeInvalid",
  INVALID_VERIFICATION: "account.verify.failed",
  EMAIL_ALREADY_CONFIRMED: "account.verify.alreadyConfirmed",
  // An address book's country the checkout does not accept (the checkout's own words).
  COUNTRY_NOT_ALLOWED: "checkout.address.countryNotAllowed",
  INVALID_RESET: "account.reset.invalidToken",
};

/**
 * The translation key (or, for messages the spec keeps as they are, the message itself) to show for
 * a failed platform call. Too many attempts (429), a platform that cannot serve just now (503) and
 * an unreachable or failing platform get their own translated messages; the details of a 5xx stay
 * in the log.
 */
export function errorMessageKey(error: unknown, fallback = "core.notifications.somethingWentWrong"): string {
  // The platform cannot serve just now (its database is out of reach): the catalogue's UNAVAILABLE.
  if (isUnavailable(error)) return "core.notifications.unavailable";
  if (!isPlatformError(error)) {
    log.error("unexpected error in an account action", { err: error });
    return fallback;
  }
  if (error.statusCode === 429) return tooManyKey(error);
  const key = mapped[error.code];
  if (key) return key;
  if (error.statusCode === 0 || error.statusCode >= 500) return fallback;
  // The platform's check of a call's input speaks zod's English to developers ("Invalid input: name: Too small ..."):
  // a form that let such input through gets a plain message in the visitor's language instead.
  if (error.statusCode === 400 && error.message.startsWith("Invalid input:")) return "core.notifications.invalidInput";
  // INVALID_LOGIN and other 4xx messages are shown as the platform wrote them (spec section 8).
  return error.message || fallback;
}

/** A login lockout says how long it lasts, in minutes (the platform tells the seconds); any other
 * limit, in general words. */
function tooManyKey(error: PlatformRequestError): string {
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (error.code !== "TOO_MANY_LOGINS" || typeof seconds !== "number") return "core.notifications.tooManyRequests";
  return formMessage("core.notifications.tooManyLogins", { count: Math.max(1, Math.ceil(seconds / 60)) });
}

/**
 * A failed platform call as a form's errors: under the field a refusal is about (`fields`, by its
 * code), anything else over the form.
 */
export function refusalErrors(
  error: unknown,
  fields: Partial<Record<ErrorCode, string>>,
): { fieldErrors: Record<string, string[]> } | { formErrors: string[] } {
  const field = isPlatformError(error) ? fields[error.code] : undefined;
  const key = errorMessageKey(error);
  return field ? { fieldErrors: { [field]: [key] } } : { formErrors: [key] };
}
