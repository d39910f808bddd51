/**
 * GDPR consents (spec sections 3, 5, 7 and 9): a consent has a unique number, an HTML display name per
 * language (sanitized when written) and a version; assignments tie consents to form types and mark
 * some required. Every accepted form writes a log with the versions the visitor saw; a form missing a
 * required consent is refused and nothing is written.
 */
import { consentMessages, type Consent, type ConsentFormType, type ConsentRecord } from "#server/contract/consents";
import type { Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { ATTEMPT_LIMITS, countAttempt, perAddress } from "../accounts";
import type { Scope } from "../scope";
import { ConsentError } from "./errors";

/** Spec section 9: order consent data. */
const LOG_DEFAULTS = { status: "accepted", sourceType: "cmsSite", userType: "webUser" } as const;

type Texts = Partial<Record<Locale, string>>;

function parseTexts(json: string): Texts {
  try {
    return JSON.parse(json) as Texts;
  } catch {
    return {};
  }
}

const textIn = (texts: Texts, language: Locale) => texts[language] || texts.en || "";

interface AssignedConsent {
  id: number;
  uniqueNumber: string;
  displayName: string;
  version: number;
  required: boolean;
}

/** The active consents assigned to a form type, in display order. */
async function assignedTo(
  db: DbOrTx,
  siteId: number,
  formType: ConsentFormType,
  language: Locale,
  limit = 100,
): Promise<AssignedConsent[]> {
  const rows = await db
    .selectFrom("consent_assignments as a")
    .innerJoin("consents as c", "c.id", "a.consent_id")
    .select(["c.id", "c.unique_number", "c.display_name", "c.version", "a.required"])
    .where("c.site_id", "=", siteId)
    .where("c.active", "=", 1)
    .where("a.form_type", "=", formType)
    .orderBy("a.position")
    .orderBy("c.id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    uniqueNumber: r.unique_number,
    displayName: textIn(parseTexts(r.display_name), language),
    version: Number(r.version),
    required: Number(r.required) === 1,
  }));
}

export async function consentsOfForm(
  services: Services,
  { site, language }: Scope,
  formType: ConsentFormType,
  limit: number,
): Promise<Consent[]> {
  return assignedTo(services.db, site.id, formType, language, limit);
}

export interface ConsentLogInput {
  formType: ConsentFormType;
  email: string;
  /** Unique numbers of the accepted consents. */
  accepted: string[];
  orderId?: number | null;
}

export interface ConsentLog {
  id: number;
  statusTimestamp: string;
  consents: { id: number; uniqueNumber: string; version: number }[];
}

/**
 * Counts one call of the consent log endpoint from a client address (ATTEMPT_LIMITS.consentLog):
 * 429 beyond the limit. Checkout's logs are written by order/create, which has limits of its own.
 */
export function countConsentLog(db: DbOrTx, clientAddress: string): Promise<void> {
  const { perAddress: max, windowMs } = ATTEMPT_LIMITS.consentLog;
  return countAttempt(db, perAddress("consent-log", clientAddress, max, windowMs));
}

/**
 * Writes the log of an accepted form on `db` (pass the caller's transaction: the log is written
 * exactly when the form's own change is). 400 'Consent is required' when a required consent of the
 * form is missing, 400 'Unknown consent.' for a number not assigned to the form.
 */
export async function logConsents(db: DbOrTx, { site, userId }: Scope, input: ConsentLogInput): Promise<ConsentLog> {
  const assigned = await assignedTo(db, site.id, input.formType, site.defaultLanguage);
  const byNumber = new Map(assigned.map((c) => [c.uniqueNumber, c]));
  const accepted = [...new Set(input.accepted.map((n) => n.trim()))];
  if (accepted.some((n) => !byNumber.has(n))) throw new ConsentError(consentMessages.unknown, 400);
  if (assigned.some((c) => c.required && !accepted.includes(c.uniqueNumber)))
    throw new ConsentError(consentMessages.required, 400);
  const consents = accepted
    .map((n) => byNumber.get(n)!)
    .map((c) => ({ id: c.id, uniqueNumber: c.uniqueNumber, version: c.version }));
  const statusTimestamp = new Date().toISOString();
  const { id } = await db
    .insertInto("consent_logs")
    .values({
      site_id: site.id,
      form_type: input.formType,
      email: input.email.trim().toLowerCase(),
      user_id: userId,
      order_id: input.orderId ?? null,
      status: LOG_DEFAULTS.status,
      source_type: LOG_DEFAULTS.sourceType,
      user_type: LOG_DEFAULTS.userType,
      consents: JSON.stringify(consents),
      status_timestamp: statusTimestamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, statusTimestamp, consents };
}

/** The logs written for an e-mail address, newest first (tests, and a data request later). */
export async function consentLogsOf(services: Services, siteId: number, email: string) {
  const rows = await services.db
    .selectFrom("consent_logs")
    .selectAll()
    .where("site_id", "=", siteId)
    .where("email", "=", email.trim().toLowerCase())
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    formType: r.form_type,
    email: r.email,
    userId: r.user_id,
    orderId: r.order_id,
    status: r.status,
    sourceType: r.source_type,
    userType: r.user_type,
    consents: JSON.parse(r.consents) as ConsentLog["consents"],
    statusTimestamp: r.status_timestamp,
  }));
}

/** Every consent of the site with both languages and its assignments (the back office's list). */
export async function consentRecords(services: Services, { site }: Scope, page: number, perPage: number) {
  const db = services.db;
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom("consents")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where("site_id", "=", site.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("consents")
      .selectAll()
      .where("site_id", "=", site.id)
      .orderBy("id")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const assignments = rows.length
    ? await db
        .selectFrom("consent_assignments")
        .selectAll()
        .where(
          "consent_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("form_type")
        .execute()
    : [];
  const records: ConsentRecord[] = rows.map((r) => {
    const texts = parseTexts(r.display_name);
    return {
      id: r.id,
      uniqueNumber: r.unique_number,
      displayName: { en: texts.en ?? "", hr: texts.hr ?? "" },
      version: Number(r.version),
      assignments: assignments
        .filter((a) => a.consent_id === r.id)
        .map((a) => ({ formType: a.form_type as ConsentFormType, required: Number(a.required) === 1 })),
    };
  });
  const count = Number(total);
  return { records, totalRecords: count, totalPages: Math.max(1, Math.ceil(count / perPage)) };
}
