/**
 * GDPR consents on forms (spec sections 3 and 5): a form carries the unique numbers of the boxes
 * the visitor checked (inputs named `consents`); the consents of its form type, which the platform
 * lists, say which are required. The list is known only at run time, so the rule is a check that
 * a schema's refinement (or an action) applies with that list.
 */
import { z } from "zod";
import { formMessages } from "./messages";

/** What a form needs to know of a consent to check it. */
export interface ConsentRule {
  uniqueNumber: string;
  required: boolean;
}

/** The checked boxes: none, one (a single value) or several. */
export const consentsField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string().trim().min(1).max(64)).max(100));

/** Spec section 5: every required consent must be accepted (core.notifications.consentRequired). */
export function consentError(accepted: readonly string[], consents: readonly ConsentRule[]): string | null {
  const given = new Set(accepted);
  return consents.some((c) => c.required && !given.has(c.uniqueNumber)) ? formMessages.consentRequired : null;
}

/** Only the consents of the form type count; anything else posted is dropped. */
export function acceptedConsents(accepted: readonly string[], consents: readonly ConsentRule[]): string[] {
  const known = new Set(consents.map((c) => c.uniqueNumber));
  return [...new Set(accepted)].filter((number) => known.has(number));
}
