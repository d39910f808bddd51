/**
 * The content page action's form intents (issue 14 item 5): the newsletter's sign-up and the contact
 * form, posted to the page that shows them. Accepted: back to the page with a toast. Refused: the
 * page again with the spec's message (by code) and what the visitor typed.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { forms, type ErrorCode } from "#server/contract";
import { CONSENTS_FIELD } from "~/lib/checkout";
import type { FormRefusal } from "~/lib/forms/refusal";
import { errorMessageKey } from "./auth/errors";
import { checkHoneypot } from "./auth/honeypot";
import { platformContext } from "./context";
import { isPlatformError } from "./platform";
import { sendToast } from "./toast";

type Context = Readonly<RouterContextProvider>;

/** The platform's refusals of a form, by code, to their translations (spec sections 5 and 8). */
const refusals: Partial<Record<ErrorCode, string>> = {
  ALREADY_SUBSCRIBED: "contact.errors.alreadySubscribed",
  EMAIL_INVALID: "contact.errors.emailInvalid",
  PHONE_INVALID: "contact.errors.phoneInvalid",
  FIELD_MANDATORY: "contact.errors.mandatory",
  CONSENT_REQUIRED: "contact.errors.consentRequired",
};

export async function formAction(form: FormData, context: Context, intent: "newsletter" | "contact", path: string) {
  checkHoneypot(form);
  const field = (name: string) => String(form.get(name) ?? "");
  const acceptedConsents = form.getAll(CONSENTS_FIELD).map(String);
  const values = { email: field("email"), name: field("name"), phone: field("phone"), message: field("message") };
  const api = context.get(platformContext);
  try {
    if (intent === "newsletter") {
      await api.call(forms.newsletterSubscribe, { email: values.email, acceptedConsents });
      sendToast(context, { type: "success", key: "contact.newsletter.sent" });
    } else {
      await api.call(forms.contactAdmin, { ...values, acceptedConsents });
      sendToast(context, { type: "success", key: "contact.sent" });
    }
    return redirect(path, { status: 303 });
  } catch (error) {
    const key = isPlatformError(error) ? (refusals[error.code] ?? errorMessageKey(error)) : errorMessageKey(error);
    const formRefusal: FormRefusal = { form: intent, error: key, values: { ...values, consents: acceptedConsents } };
    const status = isPlatformError(error) && error.statusCode < 500 ? error.statusCode : 500;
    return data({ formRefusal }, { status });
  }
}
