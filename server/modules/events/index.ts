/**
 * Events (issue 14 item 4; spec section 3 Event, section 7 calendar event/public). An event is one
 * row per language; its translations share `translation_group` (the original's id), as pages do.
 * Only published events are answered. Times are kept in UTC; the storefront shows them in
 * Europe/Zagreb time.
 */
import type { Selectable } from "kysely";
import { eventMessages, type Event, type EventWhen } from "#server/contract/events";
import { isLocale, pagePath, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { EventsTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { sanitizeRichText, translationGroupOf } from "../content";
import { DomainError } from "../errors";
import { mediaByIds } from "../media";
import type { Scope } from "../scope";
import type { SiteRecord } from "../site";

type EventRow = Selectable<EventsTable>;

export class EventError extends DomainError {
  constructor(message: string, statusCode: 400 | 404) {
    super(message, statusCode);
  }
}

/** The storefront path of an event: /event/{id}, /hr/dogadjaj/{id}. */
export const eventPath = (locale: Locale, id: number) => pagePath("event", locale, { id });

/** A time as stored: UTC ISO-8601, so that text order is time order on both databases. */
export function utcIso(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new EventError(`Invalid date: ${String(value)}`, 400);
  return date.toISOString();
}

/** Events of one language (a list is its scope's; one event is in its own). */
async function toEvents(services: Services, site: SiteRecord, rows: EventRow[]): Promise<Event[]> {
  if (!rows.length) return [];
  const [media, translations] = await Promise.all([
    mediaByIds(
      services,
      site,
      rows[0]!.language_code as Locale,
      rows.map((r) => r.media_id).filter((id): id is number => id !== null),
    ),
    services.db
      .selectFrom("events")
      .select(["id", "language_code", "translation_group"])
      .where("site_id", "=", site.id)
      .where("status", "=", "published")
      .where("translation_group", "in", [...new Set(rows.map(translationGroupOf))])
      .orderBy("language_code")
      .execute(),
  ]);
  return rows.map((r) => {
    const locale = r.language_code as Locale;
    return {
      id: r.id,
      languageCode: locale,
      slug: r.slug,
      title: r.title,
      summary: r.summary,
      description: r.description,
      startEvent: r.starts_at,
      endEvent: r.ends_at,
      place: { name: r.place_name, address: r.place_address },
      eventAttendees: { count: Number(r.attendee_count), capacity: r.capacity === null ? null : Number(r.capacity) },
      media: r.media_id ? (media.get(r.media_id) ?? null) : null,
      url: eventPath(locale, r.id),
      translations: translations
        .filter((t) => translationGroupOf(t) === translationGroupOf(r) && isLocale(t.language_code))
        .map((t) => ({
          languageCode: t.language_code as Locale,
          id: t.id,
          url: eventPath(t.language_code as Locale, t.id),
        })),
      updatedAt: r.updated_at,
    };
  });
}

export interface EventFilter {
  when: EventWhen;
  from?: string;
  to?: string;
  ids?: number[];
  limit: number;
  page: number;
}

/** Published events of the scope's language: upcoming (not yet ended, soonest first), past (ended,
 * latest first) or all (by start), overlapping `from`..`to` when given. */
export async function filterEvents(
  services: Services,
  { site, language }: Scope,
  filter: EventFilter,
  now = new Date(),
): Promise<{ records: Event[]; totalRecords: number; totalPages: number }> {
  const at = now.toISOString();
  let query = services.db
    .selectFrom("events")
    .where("site_id", "=", site.id)
    .where("language_code", "=", language)
    .where("status", "=", "published");
  if (filter.when === "upcoming") query = query.where("ends_at", ">=", at);
  if (filter.when === "past") query = query.where("ends_at", "<", at);
  if (filter.from) query = query.where("ends_at", ">=", utcIso(filter.from));
  if (filter.to) query = query.where("starts_at", "<=", utcIso(filter.to));
  if (filter.ids?.length) query = query.where("id", "in", filter.ids);
  const direction = filter.when === "past" ? "desc" : "asc";
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy("starts_at", direction)
      .orderBy("id", direction)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
  ]);
  const totalRecords = Number(count);
  return {
    records: await toEvents(services, site, rows),
    totalRecords,
    totalPages: Math.max(1, Math.ceil(totalRecords / filter.limit)),
  };
}

/** One published event of the site, in whichever language it is (its translations say where the
 * others are); 404 for an unknown id or a draft. */
export async function getEvent(services: Services, { site }: Scope, id: number): Promise<Event> {
  const row = await services.db
    .selectFrom("events")
    .selectAll()
    .where("site_id", "=", site.id)
    .where("id", "=", id)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!row) throw new EventError(eventMessages.eventNotFound, 404);
  const [event] = await toEvents(services, site, [row]);
  return event;
}

export interface NewEvent {
  languageCode: Locale;
  title: string;
  slug: string;
  summary?: string;
  /** HTML; sanitized when written. */
  description?: string;
  start: string | Date;
  end: string | Date;
  place?: { name: string; address: string };
  attendees?: { count: number; capacity: number | null };
  mediaId?: number | null;
  status?: "published" | "draft";
  /** The id of the event this one translates. */
  translationOf?: number;
}

/** Writes an event with its description sanitized; returns its id. */
export async function createEvent(db: DbOrTx, siteId: number, event: NewEvent): Promise<number> {
  const now = new Date().toISOString();
  const start = utcIso(event.start);
  const end = utcIso(event.end);
  if (end < start) throw new EventError("An event cannot end before it starts.", 400);
  const { id } = await db
    .insertInto("events")
    .values({
      site_id: siteId,
      language_code: event.languageCode,
      translation_group: event.translationOf ?? null,
      title: event.title,
      slug: event.slug,
      summary: event.summary ?? "",
      description: sanitizeRichText(event.description ?? ""),
      starts_at: start,
      ends_at: end,
      place_name: event.place?.name ?? "",
      place_address: event.place?.address ?? "",
      attendee_count: event.attendees?.count ?? 0,
      capacity: event.attendees?.capacity ?? null,
      media_id: event.mediaId ?? null,
      status: event.status ?? "published",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (event.translationOf === undefined)
    await db.updateTable("events").set({ translation_group: id }).where("id", "=", id).execute();
  return id;
}
