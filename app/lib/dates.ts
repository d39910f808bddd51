import type { Locale } from "#server/contract/urls";

/**
 * The back office's date and time (a medium date; the time to the minute, or to the second where
 * entries follow each other closely), always in the shop's zone: the server's HTML, what a page
 * without JavaScript shows and the hydrated page then agree, whatever zone the server or the
 * browser runs in.
 */
export function adminDateTime(locale: Locale, timeStyle: "short" | "medium" = "short"): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === "hr" ? "hr-HR" : "en-GB", {
    dateStyle: "medium",
    timeStyle,
    timeZone: "Europe/Zagreb",
  });
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
/** A date (no time) as the order pages and the back office's lists show it, in a fixed time zone, so
 * that the server's and the browser's rendering agree. */
export function formatOrderDate(iso: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale === "hr" ? "hr-HR" : "en-GB", {
        dateStyle: "medium",
        timeZone: "Europe/Zagreb",
      })),
    );
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
