/**
 * The first steps of every registration (spec section 5), shared by /register and the guest's
 * account for an order (docs/decisions/0057): the registerForm consents are fetched, the form is
 * checked with them, and their log is written for the account's e-mail. The action goes on to the
 * platform only with a checked form whose consents are logged; otherwise it answers the refusal.
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { Consent } from "#server/contract";
import { checkoutMessages } from "~/lib/forms/checkout";
import { acceptedConsents } from "~/lib/forms/consents";
import { loadConsents, logConsents } from "../consents";
import type { PlatformClient } from "../platform";

/** The registration's password fields are never sent back to the page. */
export const REGISTRATION_HIDDEN_FIELDS = ["password", "confirmedPassword"];

type RegistrationSchema = z.ZodType<{ consents: string[] }>;

export type CheckedRegistration<Schema extends RegistrationSchema> =
  /** The form came back (400): its answer, to return from the action. */
  | { refusal: ReturnType<typeof refuse> }
  /** Checked, and its accepted consents logged: the action registers with `value`. */
  | {
      refusal: null;
      submission: Submission<z.input<Schema>, string[], z.output<Schema>>;
      value: z.output<Schema>;
    };

function refuse(result: ReturnType<Submission<unknown>["reply"]>) {
  return data({ result }, { status: 400 });
}

/**
 * Checks a posted registration form with the registerForm consents (`schemaFor` makes the form's
 * schema with them), then logs the accepted ones for `emailOf(value)`. Refused with
 * error.consentsNotFetched when the consents could not be loaded, with the form's own messages when
 * it is invalid, and with the consent log's message when the log was not written.
 */
export async function checkedRegistrationForm<Schema extends RegistrationSchema>(
  api: PlatformClient,
  formData: FormData,
  schemaFor: (consents: Consent[]) => Schema,
  emailOf: (value: z.output<Schema>) => string,
): Promise<CheckedRegistration<Schema>> {
  const hideFields = REGISTRATION_HIDDEN_FIELDS;
  const { consents, failed } = await loadConsents(api, "registerForm");
  const submission = parseWithZod(formData, { schema: schemaFor(consents) });
  if (failed)
    return { refusal: refuse(submission.reply({ formErrors: [checkoutMessages.consentsNotFetched], hideFields })) };
  if (submission.status !== "success") return { refusal: refuse(submission.reply({ hideFields })) };
  const value = submission.value;
  const consentLog = await logConsents(api, "registerForm", emailOf(value), acceptedConsents(value.consents, consents));
  if (consentLog) return { refusal: refuse(submission.reply({ formErrors: [consentLog], hideFields })) };
  return { refusal: null, submission, value };
}
