import { z } from "zod";
import { endpoint, idNumber, queryId, queryInt } from "./define";

/**
 * Spec sections 3, 5 and 7: GDPR consents. A consent has a unique number, an HTML display name
 * per language and a version; an assignment ties consents to a form type and marks some as
 * required. Every accepted form writes a consent log with the versions the visitor saw.
 */

/** The form types consents are assigned to (spec section 1 and the later content forms). */
export const consentFormType = z.enum([
  "checkoutForm",
  "registerForm",
  "newsletter",
  "contactForm",
  "addressForm",
  "productAvailabilityForm",
]);
export type ConsentFormType = z.infer<typeof consentFormType>;

/** The messages callers (and the storefront's translations) rely on (spec section 8). */
export const consentMessages = {
  required: "Consent is required",
  notFetched: "Consents were not fetched properly, please try reloading page",
  logFailed: "Consent log could not be written.",
  unknown: "Unknown consent.",
  notFound: "Consent not found.",
  numberTaken: "A consent with this unique number already exists.",
  numberInvalid: "A consent's unique number may hold only letters, digits, dots, hyphens and underscores.",
  textEmpty: "A consent needs its text in every language.",
  listedTwice: "A consent is listed twice.",
  requiredNotShown: "A required consent must be one the form shows.",
  inactive: "An inactive consent cannot be shown on a form.",
  logged: "This consent is in the consent log and cannot be deleted; deactivate it instead.",
} as const;

/** The longest unique number and display name (HTML) a consent keeps. */
export const CONSENT_NUMBER_MAX = 64;
export const CONSENT_TEXT_MAX = 4000;

export const consent = z.object({
  id: z.number(),
  uniqueNumber: z.string(),
  /** Sanitized HTML in the request's language (links to the privacy policy and the like). */
  displayName: z.string(),
  version: z.number().int(),
  /** Required on this form type: shown with an asterisk, and the form is refused without it. */
  required: z.boolean(),
});
export type Consent = z.infer<typeof consent>;

/** The consents of one form type, in display order (limit 100, spec section 9). */
export const consentFilter = endpoint({
  method: "POST",
  path: "v1/gdpr/web/consent/filter",
  input: z.object({ formType: consentFormType, limit: z.number().int().min(1).max(100).default(100) }),
  output: z.object({ records: z.array(consent) }),
});

/** Writes the log of an accepted form (spec section 7; checkout's consents are logged by
 * order/create instead): refused with 400 'Consent is required' when a required consent of the form
 * type is missing (details `{ missing }`: their unique numbers, so that a form can say which box),
 * and 400 'Unknown consent.' for a number not assigned to it; nothing is written
 * then; 429 'Too many attempts. Try again later.' beyond the limit per client address. The log keeps
 * the versions the visitor saw, the e-mail, the time and the signed-in user. */
export const consentLogCreate = endpoint({
  method: "POST",
  path: "v1/gdpr/web/consent/log/create",
  input: z.object({
    formType: consentFormType,
    email: z.email().max(254),
    /** Unique numbers of the accepted consents. */
    consents: z.array(z.string().min(1).max(64)).max(100),
    status: z.literal("accepted").default("accepted"),
    sourceType: z.literal("cmsSite").default("cmsSite"),
    userType: z.literal("webUser").default("webUser"),
  }),
  output: z.object({
    id: z.number(),
    statusTimestamp: z.string(),
    consents: z.array(z.object({ id: idNumber(), uniqueNumber: z.string(), version: z.number().int() })),
  }),
});

/** A consent as the back office sees it: every language and the forms it is assigned to. */
export const consentRecord = z.object({
  id: z.number(),
  uniqueNumber: z.string(),
  displayName: z.object({ en: z.string(), hr: z.string() }),
  version: z.number().int(),
  /** False once deactivated: on no form, kept for the consent log that refers to it. */
  active: z.boolean(),
  assignments: z.array(z.object({ formType: consentFormType, required: z.boolean() })),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/**
 * A consent as the back office lists it: with how many consent logs name it (forms visitors
 * accepted with it). While any do, it is not deleted (409 CONSENT_LOGGED: the log keeps what was
 * accepted), so a list can say so before anyone asks.
 */
export const consentAdminRecord = consentRecord.extend({ acceptances: z.number().int() });
export type ConsentAdminRecord = z.infer<typeof consentAdminRecord>;

/** Back-office users only (spec section 7, CMS consent: consent/filter, 50 per page). */
export const consentAdminFilter = endpoint({
  method: "GET",
  path: "v1/consent/filter",
  input: z.object({
    page: queryInt().pipe(z.number().int().min(1)).default(1),
    perPage: queryInt().pipe(z.number().int().min(1).max(50)).default(50),
  }),
  output: z.object({ records: z.array(consentAdminRecord), totalRecords: z.number(), totalPages: z.number() }),
});

/** A consent's display name in every language, as typed (HTML; sanitized when written). */
const displayNames = z.object({
  en: z.string().max(CONSENT_TEXT_MAX),
  hr: z.string().max(CONSENT_TEXT_MAX),
});

/**
 * Back office only: adds a consent, assigned to no form yet, at version 1. 400 'A consent with this
 * unique number already exists.', '... may hold only letters, digits ...' for a number of other
 * characters, 'A consent needs its text in every language.' when a language's text is empty once
 * sanitized.
 */
export const consentCreate = endpoint({
  method: "POST",
  path: "v1/consent/record/create",
  input: z.object({ uniqueNumber: z.string().trim().min(1).max(CONSENT_NUMBER_MAX), displayName: displayNames }),
  output: consentRecord,
});

/**
 * Back office only: changes a consent's display names. The version goes up by one when a text
 * changes (consent logs keep the version the visitor saw), and stays when nothing did. 404
 * 'Consent not found.', 400 'A consent needs its text in every language.'.
 */
export const consentUpdate = endpoint({
  method: "PATCH",
  path: "v1/consent/record/update/:id",
  input: z.object({ id: queryId(), displayName: displayNames }),
  output: consentRecord,
});

/**
 * Back office only (spec section 7, CMS consent: consent/create with assigned_to, consents,
 * requiredConsents): sets the consents a form type shows, in the order given, and which of them are
 * required, replacing its previous assignment. 400 'Unknown consent.' for an id that is not the
 * site's, 'A consent is listed twice.', 'A required consent must be one the form shows.', 'An inactive
 * consent cannot be shown on a form.'.
 */
export const consentAssign = endpoint({
  method: "POST",
  path: "v1/consent/create",
  input: z.object({
    assigned_to: consentFormType,
    /** Consent ids in display order. */
    consents: z.array(idNumber()).max(100),
    requiredConsents: z.array(idNumber()).max(100).default([]),
  }),
  output: z.object({
    assigned_to: consentFormType,
    consents: z.array(z.object({ id: z.number(), uniqueNumber: z.string(), required: z.boolean() })),
  }),
});

/**
 * Back office only: deactivates a consent (no form shows it any more: it leaves every form's
 * assignment; the consent log keeps referring to it) or activates it again (on no form until
 * assigned). 404 'Consent not found.'.
 */
export const consentSetActive = endpoint({
  method: "PATCH",
  path: "v1/consent/record/active/:id",
  input: z.object({ id: queryId(), active: z.boolean() }),
  output: consentRecord,
});

/**
 * Back office only: deletes a consent no consent log refers to, with its assignments. 409 'This
 * consent is in the consent log and cannot be deleted; deactivate it instead.', 404 'Consent not
 * found.'.
 */
export const consentDelete = endpoint({
  method: "DELETE",
  path: "v1/consent/record/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ deleted: z.literal(true) }),
});
