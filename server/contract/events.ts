import { z } from "zod";
import { media } from "./cms";
import { endpoint, idNumber, languageCode, listPage, queryId } from "./define";

/** The messages callers rely on (spec section 8). */
export const eventMessages = {
  eventNotFound: "Event not found.",
} as const;

/** The time zone events are shown in (the site's, Croatia). */
export const EVENT_TIME_ZONE = "Europe/Zagreb";

/** An ISO-8601 date-time with its offset (`2026-12-01T18:00:00+01:00` or `...Z`). */
const isoDateTime = z.iso.datetime({ offset: true });

/** Spec section 3: Event (id, startEvent, endEvent, eventAttendees) and what its page shows. */
export const event = z.object({
  id: z.number(),
  languageCode: languageCode,
  slug: z.string(),
  title: z.string(),
  /** Plain text, for lists. */
  summary: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  /** UTC ISO-8601 (`...Z`); shown in Europe/Zagreb time. */
  startEvent: z.string(),
  endEvent: z.string(),
  place: z.object({ name: z.string(), address: z.string() }),
  /** How many signed up, and how many can come (null: no limit). docs/content-model.md. */
  eventAttendees: z.object({ count: z.number().int().nonnegative(), capacity: z.number().int().positive().nullable() }),
  media: media.nullable(),
  /** The storefront path: /event/{id}, /hr/dogadjaj/{id}. */
  url: z.string(),
  /** The same event in every language it has, this one included. */
  translations: z.array(z.object({ languageCode: languageCode, id: z.number(), url: z.string() })),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof event>;

export const eventWhen = z.enum(["upcoming", "past", "all"]);
export type EventWhen = z.infer<typeof eventWhen>;

/**
 * Spec section 7 (calendar event/public/filter): the published events of the call's language.
 * `upcoming` (not yet ended, soonest first), `past` (ended, latest first) or `all` (by start);
 * `from`/`to` keep the events that overlap the range.
 */
export const filter = endpoint({
  method: "POST",
  path: "v1/calendar/event/public/filter",
  input: z
    .object({
      when: eventWhen.default("upcoming"),
      from: isoDateTime.optional(),
      to: isoDateTime.optional(),
      ids: z.array(idNumber()).max(100).optional(),
      limit: z.number().int().min(1).max(100).default(10),
      page: listPage(),
    })
    .refine((v) => !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to), {
      message: "from must not be after to",
      path: ["to"],
    }),
  output: z.object({ records: z.array(event), totalRecords: z.number().int(), totalPages: z.number().int() }),
});

/** Spec section 7 (calendar event/public/get): one published event, in whichever language it is. */
export const get = endpoint({
  method: "GET",
  path: "v1/calendar/event/public/get",
  input: z.object({ id: queryId() }),
  output: event,
});
