/**
 * CMS-defined forms (questionnaires; spec sections 5 and 7 form/filter, form/get, form/storeData):
 * an editor's list of fields with the questionnaire's rules, the consents of a form type, optional
 * files, and optionally a confirmation link to the address given (double opt-in). A submission is
 * checked whole before anything is kept; then one transaction logs the consents, stores the
 * answers and the files' records, and queues the mails. Files written for a refused submission are
 * taken back.
 */
import { z } from "zod";
import type { UploadedFile } from "#server/contract/define";
import {
  formMessages as m,
  formToday,
  problemMessages,
  questionnaireField,
  questionnaireProblems,
  type CmsForm,
  type QuestionnaireField,
} from "#server/contract/forms";
import type { ConsentFormType } from "#server/contract/consents";
import type { Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { logConsents } from "../consents";
import { queueMail } from "../mail";
import type { Scope } from "../scope";
import { verifyCaptcha } from "./captcha";
import {
  contactAddress,
  FormError,
  queueConfirmation,
  storeSubmission,
  submissionNotice,
  type GoalType,
} from "./shared";
import { checkUploads, saveUploads, sentFiles } from "./uploads";

export { formUploadPath } from "./uploads";

const fieldList = z.array(questionnaireField);

type FormRow = {
  id: number;
  name: string;
  title: string;
  fields: string;
  consent_form_type: string;
  confirms_email: number;
  confirm_goal_type: string | null;
  confirm_goal: string | null;
  send_to: string | null;
};

const toForm = (row: FormRow): CmsForm => ({
  id: row.id,
  name: row.name,
  title: row.title,
  fields: fieldList.parse(JSON.parse(row.fields)),
  consentFormType: row.consent_form_type as ConsentFormType,
  confirmsEmail: row.confirms_email === 1,
});

async function formRow(services: Services, scope: Scope, id: number): Promise<FormRow> {
  const row = await services.db
    .selectFrom("forms")
    .select([
      "id",
      "name",
      "title",
      "fields",
      "consent_form_type",
      "confirms_email",
      "confirm_goal_type",
      "confirm_goal",
      "send_to",
    ])
    .where("site_id", "=", scope.site.id)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new FormError(m.formNotFound, 404);
  return row;
}

export async function filterForms(services: Services, scope: Scope) {
  const rows = await services.db
    .selectFrom("forms")
    .select(["id", "name", "title"])
    .where("site_id", "=", scope.site.id)
    .where("language_code", "=", scope.language)
    .orderBy("id")
    .execute();
  return { records: rows };
}

export async function getForm(services: Services, scope: Scope, id: number): Promise<CmsForm> {
  return toForm(await formRow(services, scope, id));
}

/** The answers the form asks for, trimmed; a checkbox is "yes" when ticked. */
function answersOf(fields: QuestionnaireField[], data: Record<string, string>): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const field of fields) {
    if (field.type === "file") continue;
    const value = (data[field.name] ?? "").trim();
    answers[field.name] = field.type === "checkbox" ? (value ? "yes" : "") : value;
  }
  return answers;
}

export async function storeFormData(
  services: Services,
  scope: Scope,
  input: {
    id: number;
    data: Record<string, string>;
    acceptedConsents: string[];
    files: UploadedFile[];
    captchaResponse?: string;
  },
  clientAddress?: string,
): Promise<{ id: number; confirmationSent: boolean }> {
  const row = await formRow(services, scope, input.id);
  const form = toForm(row);
  const answers = answersOf(form.fields, input.data);
  const fileFields = new Set(form.fields.filter((f) => f.type === "file").map((f) => f.name));
  const files = sentFiles(input.files).filter((f) => fileFields.has(f.field));
  const fileCounts: Record<string, number> = {};
  for (const { field } of files) fileCounts[field] = (fileCounts[field] ?? 0) + 1;
  const [problem] = Object.values(questionnaireProblems(form.fields, answers, fileCounts, formToday()));
  if (problem) throw new FormError(problemMessages[problem], 400);
  const uploads = await checkUploads(files);
  await verifyCaptcha(input.captchaResponse, clientAddress);

  const emailField = form.fields.find((f) => f.type === "email");
  const email = emailField ? answers[emailField.name]!.toLowerCase() : "";
  const stored: Record<string, string | string[]> = { ...answers };
  for (const name of fileFields) stored[name] = uploads.filter((u) => u.field === name).map((u) => u.name);
  const labelled = Object.fromEntries(
    form.fields.map((f) => {
      const value = stored[f.name] ?? "";
      return [f.label, Array.isArray(value) ? value.join(", ") : value];
    }),
  );
  const to = row.send_to ?? (await contactAddress(services, scope));
  const confirm = form.confirmsEmail && email !== "";

  const takeBack = await saveUploads(services, uploads);
  try {
    const id = await services.db.transaction().execute(async (tx) => {
      await logConsents(tx, scope, { formType: form.consentFormType, email, accepted: input.acceptedConsents });
      const submissionId = await storeSubmission(tx, scope, {
        formType: "questionnaire",
        email,
        data: stored,
        formId: form.id,
      });
      if (uploads.length)
        await tx
          .insertInto("form_files")
          .values(
            uploads.map((u) => ({
              site_id: scope.site.id,
              submission_id: submissionId,
              field: u.field,
              original_name: u.name,
              mime: u.mime,
              size: u.size,
              sha256: u.sha256,
              created_at: new Date().toISOString(),
            })),
          )
          .execute();
      if (confirm)
        await queueConfirmation(tx, scope, email, {
          purpose: "form",
          goalType: (row.confirm_goal_type ?? "message") as GoalType,
          goal: row.confirm_goal ?? "emailConfirmed",
          formTitle: form.title,
        });
      await queueMail(
        tx,
        submissionNotice(scope, to, {
          form: "questionnaire",
          title: form.title,
          from: email || form.name,
          fields: labelled,
        }),
      );
      return submissionId;
    });
    return { id, confirmationSent: confirm };
  } catch (err) {
    await takeBack();
    throw err;
  }
}

/** Adds a form (the demo's seed, tests; editors later through the back office). */
export async function createForm(
  db: DbOrTx,
  siteId: number,
  form: {
    language: Locale;
    name: string;
    title: string;
    fields: QuestionnaireField[];
    consentFormType: ConsentFormType;
    confirm?: { goalType: GoalType; goal: string };
    sendTo?: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto("forms")
    .values({
      site_id: siteId,
      language_code: form.language,
      name: form.name,
      title: form.title,
      fields: JSON.stringify(fieldList.parse(form.fields)),
      consent_form_type: form.consentFormType,
      confirms_email: form.confirm ? 1 : 0,
      confirm_goal_type: form.confirm?.goalType ?? null,
      confirm_goal: form.confirm?.goal ?? null,
      send_to: form.sendTo ?? null,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
