/**
 * The site's forms (spec sections 1, 3, 4, 5 and 7; issue 14 item 5): the newsletter with double
 * opt-in, the contact form, and the confirmation of an opt-in link. Every submission is stored, its
 * consents logged (the consents of its form type) and mailed to the site's contact address.
 */
import { z } from "zod";
import { consentFormType } from "./consents";
import { endpoint, idNumber, queryId, queryListPage, uploadedFile } from "./define";

export const formMessages = {
  alreadySubscribed: "This address is already subscribed to the newsletter.",
  emailInvalid: "Email address is not valid",
  phoneInvalid: "The number format is invalid",
  mandatory: "This field is mandatory",
  tokenUnknown: "goal or goalType were not defined",
  tokenUsed: "This confirmation link has already been used.",
  tokenExpired: "This confirmation link has expired.",
  dateInvalid: "Enter the date as dd.MM.yyyy",
  dateUnavailable: "This date cannot be chosen: Saturdays, Sundays and dates before yesterday are not available.",
  optionUnknown: "Choose one of the options given.",
  formNotFound: "Form not found.",
  tooManyFiles: "At most 10 files can be uploaded at once.",
  fileTypeRefused:
    "This type of file is not accepted: upload a PDF, Word, Excel, PowerPoint, text, CSV, RTF, ZIP or OpenDocument file.",
  captchaMissing: "Please complete the reCAPTCHA verification",
  captchaFailed: "reCAPTCHA verification failed. Please try again.",
  productInStock: "This product is in stock: it can be ordered now.",
  submissionNotFound: "This submission no longer exists.",
} as const;

/** Spec section 5: the phone formats a questionnaire accepts, Croatian style. */
export const PHONE_FORMATS = [
  /^\(09\d\) ?\d{3}-\d{4}$/,
  /^09\d-\d{3}-\d{4}$/,
  /^09\d\.\d{3}\.\d{4}$/,
  /^09\d-\d{7}$/,
  /^09\d{8}$/,
  /^\+385 \d{9}$/,
];
export const isPhone = (value: string) => PHONE_FORMATS.some((format) => format.test(value.trim()));
const isEmailAddress = (value: string) => z.email().safeParse(value.trim()).success;

export { ACCEPTED_UPLOAD_EXTENSIONS, PUBLIC_UPLOAD_LIMIT } from "./upload-rules";

/** The fields a CMS-defined form (questionnaire) may have. */
export const questionnaireFieldTypes = [
  "text",
  "email",
  "phone",
  "textarea",
  "date",
  "select",
  "checkbox",
  "file",
] as const;
export const questionnaireField = z.object({
  /** The name the value is submitted and stored under. */
  name: z.string().regex(/^[a-zA-Z][\w-]{0,39}$/),
  type: z.enum(questionnaireFieldTypes),
  label: z.string().min(1).max(200),
  mandatory: z.boolean(),
  /** A select's choices. */
  options: z.array(z.object({ value: z.string().min(1).max(100), label: z.string().min(1).max(200) })),
  hint: z.string().max(300).optional(),
});
export type QuestionnaireField = z.infer<typeof questionnaireField>;

/** What may be wrong with one answer (the messages of spec section 5). */
export type QuestionnaireProblem =
  "mandatory" | "emailInvalid" | "phoneInvalid" | "dateInvalid" | "dateUnavailable" | "optionUnknown";
export const problemMessages: Record<QuestionnaireProblem, string> = {
  mandatory: formMessages.mandatory,
  emailInvalid: formMessages.emailInvalid,
  phoneInvalid: formMessages.phoneInvalid,
  dateInvalid: formMessages.dateInvalid,
  dateUnavailable: formMessages.dateUnavailable,
  optionUnknown: formMessages.optionUnknown,
};

/** The dates a form works with are Zagreb's (the shop's) calendar days. */
export const FORM_TIME_ZONE = "Europe/Zagreb";
/** Today as yyyy-mm-dd in the shop's time zone. */
export function formToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: FORM_TIME_ZONE }).format(now);
}

/** A date typed as dd.MM.yyyy (the Croatian trailing dot allowed) as yyyy-mm-dd, or null. */
export function parseFormDate(value: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Spec section 5: Saturdays, Sundays and days before yesterday cannot be chosen. */
export function isAvailableDate(isoDate: string, today: string): boolean {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && date >= yesterday;
}

/** One answer's problem, if any (files are checked by the platform, by content). */
function answerProblem(field: QuestionnaireField, value: string, today: string): QuestionnaireProblem | null {
  if (!value) return field.mandatory ? "mandatory" : null;
  switch (field.type) {
    case "email":
      return isEmailAddress(value) ? null : "emailInvalid";
    case "phone":
      return isPhone(value) ? null : "phoneInvalid";
    case "date": {
      const date = parseFormDate(value);
      if (!date) return "dateInvalid";
      return isAvailableDate(date, today) ? null : "dateUnavailable";
    }
    case "select":
      return field.options.some((o) => o.value === value) ? null : "optionUnknown";
    default:
      return null;
  }
}

/**
 * The questionnaire's rules (spec section 5), the same for the storefront (which marks each field)
 * and the platform (which refuses with the first): each field's problem, by field name.
 * `fileCounts` says how many files came for each file field.
 */
export function questionnaireProblems(
  fields: QuestionnaireField[],
  data: Record<string, string>,
  fileCounts: Record<string, number>,
  today: string,
): Record<string, QuestionnaireProblem> {
  const problems: Record<string, QuestionnaireProblem> = {};
  for (const field of fields) {
    const problem =
      field.type === "file"
        ? field.mandatory && !fileCounts[field.name]
          ? "mandatory"
          : null
        : answerProblem(field, (data[field.name] ?? "").trim(), today);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** A field of the site's own forms, checked by the questionnaire's rules. */
const ownField = (name: string, type: QuestionnaireField["type"], mandatory: boolean): QuestionnaireField => ({
  name,
  type,
  label: name,
  mandatory,
  options: [],
});

/**
 * The fields of the site's own forms (the contact form, the newsletter's sign-up) as questionnaire
 * fields: the storefront marks each one at fault at once (`questionnaireProblems`); the platform
 * refuses with the first, as it does a questionnaire's.
 */
export const ownFormFields = {
  contact: [
    ownField("name", "text", true),
    ownField("email", "email", true),
    ownField("phone", "phone", false),
    ownField("message", "textarea", true),
  ],
  newsletter: [ownField("email", "email", true)],
} satisfies Record<string, QuestionnaireField[]>;

const email = z.string().trim().max(254);
const accepted = z.array(z.string().min(1).max(100)).max(20).default([]);

/** Spec section 7 newsletter/subscribe: a confirmation link is mailed (double opt-in). */
export const newsletterSubscribe = endpoint({
  method: "POST",
  path: "v1/marketing/newsletter/subscribe",
  input: z.object({ email, acceptedConsents: accepted, captchaResponse: z.string().max(4000).optional() }),
  output: z.object({ status: z.literal("confirmationSent") }),
});

/** Spec section 7 contact/contactAdmin: the message is stored and mailed to the site. */
export const contactAdmin = endpoint({
  method: "POST",
  path: "v1/contact/contactAdmin",
  input: z.object({
    name: z.string().trim().max(200),
    email,
    phone: z.string().trim().max(40).default(""),
    message: z.string().trim().max(5000),
    acceptedConsents: accepted,
    captchaResponse: z.string().max(4000).optional(),
  }),
  output: z.object({ id: z.number() }),
});

/** Spec section 7 form/confirmEmail/{id}: uses an opt-in token once; answers its goal. */
export const confirmEmail = endpoint({
  method: "POST",
  path: "v1/form/confirmEmail/:token",
  input: z.object({ token: z.string().min(10).max(200) }),
  output: z.object({
    goalType: z.enum(["message", "url", "file"]),
    goal: z.string(),
    confirmedEmail: z.string(),
  }),
});

/** A file sent with a submission: its address is signed for the back office, for FORM_FILE_LINK_SECONDS. */
export const submittedFile = z.object({
  id: z.number(),
  field: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type SubmittedFile = z.infer<typeof submittedFile>;

/**
 * Back office only: the stored submissions, newest first, with their files; `type` keeps those of
 * one form type, `email` those whose address contains it (an erasure or access request).
 */
export const submissions = endpoint({
  method: "GET",
  path: "v1/form/submissions",
  input: z.object({
    page: queryListPage(),
    type: z.string().trim().min(1).max(100).optional(),
    email: z.string().trim().min(1).max(254).optional(),
  }),
  output: z.object({
    records: z.array(
      z.object({
        id: z.number(),
        formType: z.string(),
        email: z.string(),
        data: z.string(),
        createdAt: z.string(),
        files: z.array(submittedFile),
      }),
    ),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** Back office only: a submission deleted for good with its files (404 SUBMISSION_NOT_FOUND when gone). */
export const submissionDelete = endpoint({
  method: "POST",
  path: "v1/form/submission/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ id: z.number(), deleted: z.literal(true) }),
});

/** A CMS-defined form (questionnaire) as a page shows it. */
export const cmsForm = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  fields: z.array(questionnaireField),
  /** Whose consents the form shows and logs (spec section 3 assignments). */
  consentFormType,
  /** A confirmation link is mailed to the e-mail field's address (double opt-in). */
  confirmsEmail: z.boolean(),
});
export type CmsForm = z.infer<typeof cmsForm>;

/** Spec section 7 form/filter: the site's forms in the request's language. */
export const filterForms = endpoint({
  method: "POST",
  path: "v1/form/filter",
  input: z.object({}),
  output: z.object({ records: z.array(cmsForm.pick({ id: true, name: true, title: true })) }),
});

/** Spec section 7 form/get/{id}. */
export const getForm = endpoint({
  method: "GET",
  path: "v1/form/get/:id",
  input: z.object({ id: queryId() }),
  output: cmsForm,
});

/**
 * Spec section 7 form/storeData: a visitor's answers, checked by the questionnaire's rules, with
 * the form's consents and at most 10 files (multipart over HTTP); stored, logged and mailed.
 */
export const storeData = endpoint({
  method: "POST",
  path: "v1/form/storeData",
  input: z.object({
    id: idNumber(),
    data: z.record(z.string().max(40), z.string().max(5000)),
    acceptedConsents: accepted,
    files: z.array(uploadedFile).max(50).default([]),
    captchaResponse: z.string().max(4000).optional(),
  }),
  output: z.object({ id: z.number(), confirmationSent: z.boolean() }),
});

/** productAvailabilityForm: the visitor is e-mailed once when the sold-out product is in stock again. */
export const productAvailability = endpoint({
  method: "POST",
  path: "v1/form/productAvailability",
  input: z.object({ productId: idNumber(), email, acceptedConsents: accepted }),
  output: z.object({ status: z.literal("registered") }),
});
