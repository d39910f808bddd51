/**
 * GDPR consents (spec sections 3, 5, 7 and 9): consents per form type with their required flags,
 * and the log every accepted form writes (checkout's inside the order's transaction).
 */
export { ConsentError } from "./errors";
export {
  consentsOfForm,
  logConsents,
  countConsentLog,
  consentLogsOf,
  givenConsents,
  consentRecords,
  createConsent,
  updateConsent,
  assignConsents,
  setConsentActive,
  deleteConsent,
  type ConsentLog,
  type ConsentLogInput,
} from "./consents";
export { seedDemoConsents, demoConsents } from "./seed";
