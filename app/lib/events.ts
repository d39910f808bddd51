import type { Document, Event } from "#server/contract";
import { EVENT_TIME_ZONE } from "#server/contract/events";
import type { Locale } from "#server/contract/urls";
import { toImageRef, type ImageRef } from "./media";

const intlLocale = (locale: Locale) => (locale === "hr" ? "hr-HR" : "en-GB");

/**
 * When an event takes place, in Zagreb time and the locale's words: "Tuesday 1 December 2026,
 * 18:00–20:00" on one day, both dates and times across days. Formatted on the server (loaders), so
 * the page does not depend on the browser's time zone or its ICU data.
 */
export function eventTimeRange(start: string, end: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: EVENT_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return format.formatRange(new Date(start), new Date(end));
}

/** The short date of a card: "1 Dec 2026, 18:00". */
export function eventStartShort(start: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: EVENT_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(start));
}

/** What an event card in a list shows. */
export interface EventCard {
  id: number;
  title: string;
  summary: string;
  url: string;
  startEvent: string;
  when: string;
  place: string;
  media: ImageRef | null;
}

export function toEventCard(event: Event, locale: Locale): EventCard {
  return {
    id: event.id,
    title: event.title,
    summary: event.summary,
    url: event.url,
    startEvent: event.startEvent,
    when: eventStartShort(event.startEvent, locale),
    place: event.place.name,
    media: event.media ? toImageRef(event.media) : null,
  };
}

/** What a document list shows of a document. */
export interface DocumentLink {
  id: number;
  title: string;
  description: string;
  url: string;
  fileName: string;
  /** "PDF", "CSV" ... */
  type: string;
  /** "12 KB" in the locale's number format. */
  size: string;
}

export function fileSize(bytes: number, locale: Locale): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: unit ? 1 : 0 }).format(value);
  return `${number} ${units[unit]}`;
}

export function toDocumentLink(doc: Document, locale: Locale): DocumentLink {
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    url: doc.file.url,
    fileName: doc.file.name,
    type: doc.file.extension.toUpperCase(),
    size: fileSize(doc.file.size, locale),
  };
}
