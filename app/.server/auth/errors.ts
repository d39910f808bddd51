import { log } from "../../../server/log";
import { isPlatformError } from "../platform";

/** Spec section 8, mapped messages: the platform's text to a translation key. */
const mapped: Record<string, string> = {
  "User already exist.": "core.notifications.userExists",
  "Unknown username or password!": "core.notifications.unknowUserOrPassword",
  "Incorrect old password.": "core.notifications.inccorectOldPassword",
  "Student is not assigned to any department": "core.notifications.studentNotAssignedToDepartment",
  // The platform's own words for rules the forms also check (server/modules/accounts/errors.ts).
  "New and old password must not match": "validation.differentPassword",
  "Membership card is not valid.": "core.notifications.membershipCardBarcodeInvalid",
  "Verification link is invalid or expired.": "account.verify.failed",
  "Reset link is invalid or expired.": "account.reset.invalidToken",
};

/**
 * The translation key (or, for messages the spec keeps as they are, the message itself) to show for
 * a failed platform call. Too many attempts (429) and an unreachable or failing platform get their
 * own translated messages; the details of a 5xx stay in the log.
 */
export function errorMessageKey(error: unknown, fallback = "core.notifications.somethingWentWrong"): string {
  if (!isPlatformError(error)) {
    log.error("unexpected error in an account action", { err: error });
    return fallback;
  }
  if (error.statusCode === 429) return "core.notifications.tooManyRequests";
  const key = mapped[error.message];
  if (key) return key;
  if (error.statusCode === 0 || error.statusCode >= 500) return fallback;
  // INVALID_LOGIN and other 4xx messages are shown as the platform wrote them (spec section 8).
  return error.message || fallback;
}
