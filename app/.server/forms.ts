/**
 * The public forms' actions (issue 14 item 5): the newsletter's sign-up, the contact form and the
 * CMS-defined forms, posted to the content page that shows them, and the productAvailabilityForm,
 * posted to its product page. Each passes the bot check first. Accepted: back to the page with a
 * toast. Refused: the page again with the spec's message (by code), the fields to correct, and what
 * the visitor typed.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { forms, type ErrorCode } from "#server/contract";
import type { UploadedFile } from "#server/contract/define";
import type { ConsentFormType } from "#server/contract/consents";
import { formToday, ownFormFields, questionnaireProblems, type QuestionnaireProblem } from "#server/contract/forms";
import { CONSENTS_FIELD } from "~/lib/checkout";
import type { FormRefusal } from "~/lib/forms/refusal";
import { errorMessageKey } from "./auth/errors";
import { checkBot } from "./bot-check";
import { loadConsents } from "./consents";
import { platformContext } from "./context";
import { isPlatformError, type PlatformClient } from "./platform";
import { sendToast } from "./toast";

type Context = Readonly<RouterContextProvider>;
type Intent = FormRefusal["form"];

/** The platform's refusals of a form, by code, to their translations (spec sections 5 and 8). */
const refusals: Partial<Record<ErrorCode, string>> = {
  ALREADY_SUBSCRIBED: "contact.errors.alreadySubscribed",
  EMAIL_INVALID: "contact.errors.emailInvalid",
  PHONE_INVALID: "contact.errors.phoneInvalid",
  FIELD_MANDATORY: "contact.errors.mandatory",
  CONSENT_REQUIRED: "contact.errors.consentRequired",
  DATE_INVALID: "contact.errors.dateInvalid",
  DATE_UNAVAILABLE: "contact.errors.dateUnavailable",
  OPTION_UNKNOWN: "contact.errors.optionUnknown",
  UPLOAD_TOO_MANY: "contact.errors.tooManyFiles",
  UPLOAD_TYPE_REFUSED: "contact.errors.fileTypeRefused",
  CAPTCHA_MISSING: "contact.errors.captchaMissing",
  CAPTCHA_FAILED: "contact.errors.captchaFailed",
  PRODUCT_IN_STOCK: "contact.errors.productInStock",
  FORM_NOT_FOUND: "contact.errors.formNotFound",
};
const problemKeys: Record<QuestionnaireProblem, string> = {
  mandatory: "contact.errors.mandatory",
  emailInvalid: "contact.errors.emailInvalid",
  phoneInvalid: "contact.errors.phoneInvalid",
  dateInvalid: "contact.errors.dateInvalid",
  dateUnavailable: "contact.errors.dateUnavailable",
  optionUnknown: "contact.errors.optionUnknown",
};

/** Each field's problem as its message (a translation key), to mark the fields at once. */
const problemFields = (problems: Record<string, QuestionnaireProblem>) =>
  Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, problemKeys[problem]]));

/** The fields of the site's own forms, in the page's order: one the platform refused by its code is
 * marked (a CMS-defined form's are checked here first, each marked). */
const ownFields: Partial<Record<Intent, readonly string[]>> = {
  newsletter: ["email"],
  contact: ["name", "email", "phone", "message"],
  availability: ["email"],
};

/** The field a refusal of one of the site's own forms is about: the platform's code says which,
 * or for a missing answer the first left empty. */
function fieldAtFault(intent: Intent, code: ErrorCode, values: FormRefusal["values"]): string | undefined {
  const fields = ownFields[intent] ?? [];
  const named = code === "EMAIL_INVALID" ? "email" : code === "PHONE_INVALID" ? "phone" : undefined;
  if (named) return fields.find((name) => name === named);
  if (code !== "FIELD_MANDATORY") return undefined;
  return fields.find((name) => {
    const value = values[name];
    return typeof value === "string" && !value.trim();
  });
}

/** The name a CMS-defined form's field is posted under (apart from the page's own fields). */
export const cmsFieldName = (name: string) => `q_${name}`;

/** What a form posted as text (its files left out), to show it again when it is refused. */
export function formValues(form: FormData): FormRefusal["values"] {
  const values: FormRefusal["values"] = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * A form refused: the page answers again (with `status`) with the message (a translation key), what
 * the visitor typed and, when some are to be corrected, the fields' (and the consents') messages.
 * The back office's forms answer so too (formSaveDone).
 */
export function formRefused(
  intent: Intent,
  error: string,
  values: FormRefusal["values"],
  status: number,
  marked: Pick<FormRefusal, "fields" | "consents"> = {},
) {
  const formRefusal: FormRefusal = { form: intent, error, values, ...marked };
  return data({ formRefusal }, { status });
}

/**
 * Runs one form: the bot check, then the platform call. Accepted: a toast (the key `send` answers)
 * and back to `path`; refused: the form again with the message and what was typed.
 */
async function submit(
  form: FormData,
  context: Context,
  intent: Intent,
  path: string,
  values: FormRefusal["values"],
  send: (captchaResponse: string | undefined) => Promise<string>,
) {
  const bot = checkBot(form);
  if (!bot.passed) return formRefused(intent, "contact.errors.tooFast", values, 400);
  try {
    sendToast(context, { type: "success", key: await send(bot.captchaResponse) });
    return redirect(path, { status: 303 });
  } catch (error) {
    const key = isPlatformError(error) ? (refusals[error.code] ?? errorMessageKey(error)) : errorMessageKey(error);
    const status = isPlatformError(error) && error.statusCode < 500 ? error.statusCode : 500;
    // A consent left unticked is said at its box (decision 0075), the form's top pointing there.
    if (isPlatformError(error) && error.code === "CONSENT_REQUIRED")
      return formRefused(intent, "contact.errors.checkFields", values, status, { consents: key });
    const field = isPlatformError(error) ? fieldAtFault(intent, error.code, values) : undefined;
    if (field) return formRefused(intent, "contact.errors.checkFields", values, status, { fields: { [field]: key } });
    return formRefused(intent, key, values, status);
  }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const acceptedConsents = (form: FormData) => form.getAll(CONSENTS_FIELD).map(String);

/**
 * The site's own form's fields at fault, each marked at once, with its required consents left
 * unticked (the platform would refuse with the first, one answer at a time); null when none is.
 */
async function ownFormRefused(
  api: PlatformClient,
  intent: "newsletter" | "contact",
  values: Record<string, string>,
  consents: string[],
) {
  const problems = questionnaireProblems(ownFormFields[intent], values, {}, formToday());
  if (!Object.keys(problems).length) return null;
  return fieldsRefused(
    api,
    intent,
    intent === "contact" ? "contactForm" : "newsletter",
    { ...values, consents },
    problems,
  );
}

/** A form's fields at fault, each marked, and its required consents left unticked with them: one
 * answer says everything to correct. */
async function fieldsRefused(
  api: PlatformClient,
  intent: "newsletter" | "contact" | "cmsForm",
  consentForm: ConsentFormType,
  values: Record<string, string | string[]> & { consents: string[] },
  problems: Record<string, QuestionnaireProblem>,
) {
  const required = await loadConsents(api, consentForm);
  const unticked = required.consents.some((c) => c.required && !values.consents.includes(c.uniqueNumber));
  return formRefused(intent, "contact.errors.checkFields", values, 400, {
    fields: problemFields(problems),
    ...(unticked ? { consents: refusals.CONSENT_REQUIRED } : {}),
  });
}

export async function formAction(form: FormData, context: Context, intent: "newsletter" | "contact", path: string) {
  const values = {
    email: text(form, "email"),
    name: text(form, "name"),
    phone: text(form, "phone"),
    message: text(form, "message"),
  };
  const api = context.get(platformContext);
  const consents = acceptedConsents(form);
  const refused = await ownFormRefused(api, intent, values, consents);
  if (refused) return refused;
  return submit(form, context, intent, path, { ...values, consents }, async (captchaResponse) => {
    if (intent === "newsletter") {
      await api.call(forms.newsletterSubscribe, { email: values.email, acceptedConsents: consents, captchaResponse });
      return "contact.newsletter.sent";
    }
    await api.call(forms.contactAdmin, { ...values, acceptedConsents: consents, captchaResponse });
    return "contact.sent";
  });
}

/** A CMS-defined form: its fields checked here first (each marked), then stored by the platform. */
export async function cmsFormAction(form: FormData, context: Context, path: string) {
  const api = context.get(platformContext);
  const id = Number(form.get("formId"));
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
  const definition = await api.call(forms.getForm, { id }).catch((error: unknown) => {
    throw data(null, { status: isPlatformError(error, 404) ? 404 : 500 });
  });
  const answers: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const field of definition.fields) {
    if (field.type !== "file") answers[field.name] = text(form, cmsFieldName(field.name));
    else
      for (const file of form.getAll(cmsFieldName(field.name)))
        if (file instanceof File && (file.size > 0 || file.name)) files.push({ field: field.name, file });
  }
  const consents = acceptedConsents(form);
  const values = { ...answers, formId: String(id), consents };
  const fileCounts: Record<string, number> = {};
  for (const { field } of files) fileCounts[field] = (fileCounts[field] ?? 0) + 1;
  const problems = questionnaireProblems(definition.fields, answers, fileCounts, formToday());
  if (Object.keys(problems).length)
    return fieldsRefused(api, "cmsForm", definition.consentFormType ?? "contactForm", values, problems);
  return submit(form, context, "cmsForm", path, values, async (captchaResponse) => {
    const stored = await api.call(forms.storeData, {
      id,
      data: answers,
      acceptedConsents: consents,
      files,
      captchaResponse,
    });
    return stored.confirmationSent ? "contact.cmsForm.sentConfirm" : "contact.cmsForm.sent";
  });
}

/** productAvailabilityForm on a sold-out product's page. */
export async function availabilityAction(form: FormData, context: Context, productId: number, path: string) {
  const email = text(form, "email");
  const consents = acceptedConsents(form);
  return submit(form, context, "availability", path, { email, consents }, async () => {
    await context
      .get(platformContext)
      .call(forms.productAvailability, { productId, email, acceptedConsents: consents });
    return "contact.availability.sent";
  });
}
