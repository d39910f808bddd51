/**
 * GDPR consents of a form (spec sections 5 and 8): the storefront lists the consents of the form's
 * type, checks the required ones were accepted, and writes the consent log of an accepted form.
 */
import { consents as contract, type Consent, type ConsentFormType } from "#server/contract";
import { log } from "#server/log";
import { checkoutMessages } from "../lib/forms/checkout";
import { errorMessageKey } from "./auth/errors";
import { isPlatformError, type PlatformClient } from "./platform";

/** The consents of a form type; `failed` when they could not be loaded (error.consentsNotFetched). */
export async function loadConsents(
  api: PlatformClient,
  formType: ConsentFormType,
): Promise<{ consents: Consent[]; failed: boolean }> {
  try {
    const { records } = await api.call(contract.consentFilter, { formType, limit: 100 });
    return { consents: records, failed: false };
  } catch (error) {
    log.warn("consents could not be loaded", { err: error, formType });
    return { consents: [], failed: true };
  }
}

/** What a form shows of a consent (no ids or versions). */
export function consentView(consent: Consent) {
  return { uniqueNumber: consent.uniqueNumber, displayName: consent.displayName, required: consent.required };
}

/** Writes the log of an accepted form; answers the message key to show when that failed. */
export async function logConsents(
  api: PlatformClient,
  formType: ConsentFormType,
  email: string,
  accepted: string[],
): Promise<string | null> {
  if (!accepted.length) return null;
  try {
    await api.call(contract.consentLogCreate, {
      formType,
      email,
      consents: accepted,
      status: "accepted",
      sourceType: "cmsSite",
      userType: "webUser",
    });
    return null;
  } catch (error) {
    if (isPlatformError(error) && error.code === "CONSENT_REQUIRED") return checkoutMessages.consentRequired;
    // A consent no longer assigned to the form: the page is out of date.
    if (isPlatformError(error) && error.code === "CONSENT_UNKNOWN") return checkoutMessages.consentsNotFetched;
    if (isPlatformError(error, 429)) return errorMessageKey(error);
    log.warn("consent log could not be written", { err: error, formType });
    return checkoutMessages.failedConsentLog;
  }
}
