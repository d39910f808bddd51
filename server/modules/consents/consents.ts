/**
 * GDPR consents (spec sections 3, 5, 7 and 9): a consent has a unique number, an HTML display name per
 * language (sanitized when written) and a version; assignments tie consents to form types and mark
 * some required. Every accepted form writes a log with the versions the visitor saw; a form missing a
 * required consent is refused and nothing is written.
 */
import { consentMessages, type Consent, type ConsentFormType, type ConsentRecord } from "#server/contract/consents";
import type { CustomerConsent } from "#server/contract/customers-admin";
import { locales, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { ConsentsTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { sql, type Selectable } from "kysely";
import { ATTEMPT_LIMITS, countAttempt, perAddress } from "../accounts";
import { assertNewLinksLead } from "../cms/link-targets";
import { sanitizeRichText } from "../content";
import type { Scope } from "../scope";
import type { SiteRecord } from "../site";
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
 * form is missing, its details `{ missing }` the unique numbers of those missing (so that a form can
 * say which box); 400 'Unknown consent.' for a number not assigned to the form.
 */
export async function logConsents(db: DbOrTx, { site, userId }: Scope, input: ConsentLogInput): Promise<ConsentLog> {
  const assigned = await assignedTo(db, site.id, input.formType, site.defaultLanguage);
  const byNumber = new Map(assigned.map((c) => [c.uniqueNumber, c]));
  const accepted = [...new Set(input.accepted.map((n) => n.trim()))];
  if (accepted.some((n) => !byNumber.has(n))) throw new ConsentError(consentMessages.unknown, 400);
  const missing = assigned.filter((c) => c.required && !accepted.includes(c.uniqueNumber)).map((c) => c.uniqueNumber);
  if (missing.length) throw new ConsentError(consentMessages.required, 400, { missing });
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

/** The most consent logs a customer's back-office page shows (the newest; every order writes one). */
const GIVEN_CONSENTS_SHOWN = 50;

/** The consents an e-mail address gave, newest first, as the back office's customer page shows them. */
export async function givenConsents(services: Services, siteId: number, email: string): Promise<CustomerConsent[]> {
  const rows = await services.db
    .selectFrom("consent_logs")
    .select(["form_type", "consents", "status_timestamp"])
    .where("site_id", "=", siteId)
    .where("email", "=", email.trim().toLowerCase())
    .orderBy("id", "desc")
    .limit(GIVEN_CONSENTS_SHOWN)
    .execute();
  return rows.map((r) => ({
    formType: r.form_type,
    consents: (JSON.parse(r.consents) as ConsentLog["consents"]).map(({ uniqueNumber, version }) => ({
      uniqueNumber,
      version,
    })),
    acceptedAt: r.status_timestamp,
  }));
}

/**
 * What comes before and after a consent's id in the LIKE pattern that finds a log naming it (a log's
 * JSON, written by logConsents, is `[{"id":1,"uniqueNumber":...}]`: the id first).
 */
const LOG_ENTRY_PREFIX = '%{"id":';
const LOG_ENTRY_SUFFIX = ",%";

/**
 * Every consent of the site with both languages, its assignments and how many logs name it (the back
 * office's list), in one query and the assignments' one.
 */
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
      // The logs naming it, matched as deleteConsent matches one (logEntryStart).
      .select((eb) =>
        eb
          .selectFrom("consent_logs")
          .select(sql<number>`count(*)`.as("n"))
          .whereRef("consent_logs.site_id", "=", "consents.site_id")
          .where(
            "consent_logs.consents",
            "like",
            sql<string>`${LOG_ENTRY_PREFIX} || cast(consents.id as varchar(20)) || ${LOG_ENTRY_SUFFIX}`,
          )
          .as("acceptances"),
      )
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
  const records = rows.map((r) => ({ ...toRecord(r, assignments), acceptances: Number(r.acceptances ?? 0) }));
  const count = Number(total);
  return { records, totalRecords: count, totalPages: Math.max(1, Math.ceil(count / perPage)) };
}

type AssignmentRow = { consent_id: number; form_type: string; required: number };

function toRecord(row: Selectable<ConsentsTable>, assignments: AssignmentRow[]): ConsentRecord {
  const texts = parseTexts(row.display_name);
  return {
    id: row.id,
    uniqueNumber: row.unique_number,
    displayName: { en: texts.en ?? "", hr: texts.hr ?? "" },
    version: Number(row.version),
    active: Number(row.active) === 1,
    assignments: assignments
      .filter((a) => a.consent_id === row.id)
      .map((a) => ({ formType: a.form_type as ConsentFormType, required: Number(a.required) === 1 })),
  };
}

/** A consent's unique number: letters, digits, dots, hyphens and underscores. */
const NUMBER_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Both languages' texts sanitized; 400 when one is empty once sanitized (no words left). */
function cleanTexts(displayName: { en: string; hr: string }): { en: string; hr: string } {
  const clean = { en: sanitizeRichText(displayName.en).trim(), hr: sanitizeRichText(displayName.hr).trim() };
  const hasWords = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "").length > 0;
  if (!hasWords(clean.en) || !hasWords(clean.hr)) throw new ConsentError(consentMessages.textEmpty, 400);
  return clean;
}

/** A consent's text links to the privacy policy and the terms: a new link of either language's text must lead to a page (400 LINK_TARGET_MISSING naming it and the language). */
async function assertTextLinksLead(
  tx: DbOrTx,
  site: SiteRecord,
  before: Partial<Record<Locale, string>>,
  after: Record<Locale, string>,
) {
  for (const language of locales)
    await assertNewLinksLead(tx, { site, language }, before[language] ?? "", after[language]);
}

/** The back office adds a consent (version 1, on no form yet); 409 when its unique number is taken. */
export async function createConsent(
  services: Services,
  { site }: Scope,
  input: { uniqueNumber: string; displayName: { en: string; hr: string } },
): Promise<ConsentRecord> {
  const uniqueNumber = input.uniqueNumber.trim();
  if (!NUMBER_PATTERN.test(uniqueNumber)) throw new ConsentError(consentMessages.numberInvalid, 400);
  const displayName = cleanTexts(input.displayName);
  const stamp = new Date().toISOString();
  const row = await services.db.transaction().execute(async (tx) => {
    await assertTextLinksLead(tx, site, { en: "", hr: "" }, displayName);
    return tx
      .insertInto("consents")
      .values({
        site_id: site.id,
        unique_number: uniqueNumber,
        display_name: JSON.stringify(displayName),
        version: 1,
        active: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict((oc) => oc.columns(["site_id", "unique_number"]).doNothing())
      .returningAll()
      .executeTakeFirst();
  });
  if (!row) throw new ConsentError(consentMessages.numberTaken, 409);
  return toRecord(row, []);
}

/**
 * The back office changes a consent's texts: sanitized, and the version raised by one when either
 * language's text changed (logs keep the version the visitor saw). 404 for another site's consent.
 */
export async function updateConsent(
  services: Services,
  { site }: Scope,
  id: number,
  input: { displayName: { en: string; hr: string } },
): Promise<ConsentRecord> {
  const displayName = cleanTexts(input.displayName);
  return services.db.transaction().execute(async (tx) => {
    const current = await lockedConsent(services, tx, site.id, id);
    const before = parseTexts(current.display_name);
    await assertTextLinksLead(tx, site, before, displayName);
    const changed = before.en !== displayName.en || before.hr !== displayName.hr;
    const row = changed
      ? await tx
          .updateTable("consents")
          .set({
            display_name: JSON.stringify(displayName),
            version: Number(current.version) + 1,
            updated_at: new Date().toISOString(),
          })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : current;
    return toRecord(row, await assignmentsOf(tx, id));
  });
}

/** One consent's assignments to form types, as a record lists them. */
function assignmentsOf(tx: DbOrTx, consentId: number) {
  return tx
    .selectFrom("consent_assignments")
    .select(["consent_id", "form_type", "required"])
    .where("consent_id", "=", consentId)
    .orderBy("form_type")
    .execute();
}

/**
 * The back office sets which consents a form type shows, in order, and which are required (spec
 * section 7, consent/create: assigned_to, consents, requiredConsents), replacing the form's previous
 * assignment in one transaction.
 */
export async function assignConsents(
  services: Services,
  { site }: Scope,
  input: { assigned_to: ConsentFormType; consents: number[]; requiredConsents: number[] },
): Promise<{ assigned_to: ConsentFormType; consents: { id: number; uniqueNumber: string; required: boolean }[] }> {
  const ids = input.consents;
  if (new Set(ids).size !== ids.length) throw new ConsentError(consentMessages.listedTwice, 400);
  const required = new Set(input.requiredConsents);
  if ([...required].some((id) => !ids.includes(id))) throw new ConsentError(consentMessages.requiredNotShown, 400);
  return services.db.transaction().execute(async (tx) => {
    const known = ids.length
      ? await tx
          .selectFrom("consents")
          .select(["id", "unique_number", "active"])
          .where("site_id", "=", site.id)
          .where("id", "in", ids)
          .execute()
      : [];
    if (known.length !== ids.length) throw new ConsentError(consentMessages.unknown, 400);
    if (known.some((c) => Number(c.active) !== 1)) throw new ConsentError(consentMessages.inactive, 400);
    const numbers = new Map(known.map((c) => [c.id, c.unique_number]));
    // Only this site's consents: another site's assignments of the same form type stay.
    await tx
      .deleteFrom("consent_assignments")
      .where("form_type", "=", input.assigned_to)
      .where("consent_id", "in", (eb) => eb.selectFrom("consents").select("id").where("site_id", "=", site.id))
      .execute();
    if (ids.length)
      await tx
        .insertInto("consent_assignments")
        .values(
          ids.map((id, position) => ({
            consent_id: id,
            form_type: input.assigned_to,
            required: required.has(id) ? 1 : 0,
            position,
          })),
        )
        .execute();
    return {
      assigned_to: input.assigned_to,
      consents: ids.map((id) => ({ id, uniqueNumber: numbers.get(id)!, required: required.has(id) })),
    };
  });
}

/**
 * The site's consent `id`, locked for the rest of the transaction on PostgreSQL (two editors saving
 * at once: the second sees the first's change; SQLite runs one at a time); 404 when there is none.
 */
async function lockedConsent(services: Services, tx: DbOrTx, siteId: number, id: number) {
  let query = tx.selectFrom("consents").selectAll().where("site_id", "=", siteId).where("id", "=", id);
  if (services.dialect === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new ConsentError(consentMessages.notFound, 404);
  return row;
}

/**
 * The back office deactivates a consent (it leaves every form, and the logs that name it keep
 * doing so) or activates it again, on no form until it is assigned. 404 for another site's consent.
 */
export async function setConsentActive(
  services: Services,
  { site }: Scope,
  id: number,
  active: boolean,
): Promise<ConsentRecord> {
  return services.db.transaction().execute(async (tx) => {
    await lockedConsent(services, tx, site.id, id);
    if (!active) await tx.deleteFrom("consent_assignments").where("consent_id", "=", id).execute();
    const row = await tx
      .updateTable("consents")
      .set({ active: active ? 1 : 0, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row, await assignmentsOf(tx, id));
  });
}

/**
 * How a log's JSON (written by logConsents: `[{"id":1,"uniqueNumber":...}]`, the id first) begins
 * the entry of consent `id`.
 */
const logEntryStart = (id: number) => `${LOG_ENTRY_PREFIX}${id}${LOG_ENTRY_SUFFIX}`;

/**
 * The back office deletes a consent that was never logged, with its assignments; 409 when a log
 * names it (the log must keep saying what the visitor accepted: deactivate it instead), 404 for
 * another site's consent.
 */
export async function deleteConsent(services: Services, { site }: Scope, id: number): Promise<{ deleted: true }> {
  return services.db.transaction().execute(async (tx) => {
    await lockedConsent(services, tx, site.id, id);
    const logged = await tx
      .selectFrom("consent_logs")
      .select("id")
      .where("site_id", "=", site.id)
      .where("consents", "like", logEntryStart(id))
      .limit(1)
      .executeTakeFirst();
    if (logged) throw new ConsentError(consentMessages.logged, 409);
    await tx.deleteFrom("consent_assignments").where("consent_id", "=", id).execute();
    await tx.deleteFrom("consents").where("id", "=", id).execute();
    return { deleted: true as const };
  });
}
