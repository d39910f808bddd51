import { data, redirect } from "react-router";
import type { Route } from "./+types/event";
import { events, type Event } from "#server/contract";
import { EVENT_TIME_ZONE } from "#server/contract/events";
import type { Locale } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { reportEdgeChange } from "~/.server/edge-keys";
import { config } from "~/.server/config";
import { isPlatformError } from "~/.server/platform";
import { Picture } from "~/components/ui/Picture";
import { eventTimeRange } from "~/lib/events";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { mediaUrl, toImageRef } from "~/lib/media";
import { seoMeta } from "~/lib/seo";
import * as css from "~/components/events/events.css";

export const handle: TranslationHandle = { i18n: ["events"] };

/** The event page, spec section 2: /event/{id}, /hr/dogadjaj/{id}. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const event = await api.call(events.get, { id: Number(params.id) }).catch((error: unknown) => {
    if (isPlatformError(error, 404) || isPlatformError(error, 400)) throw data(null, { status: 404 });
    throw error;
  });
  // An event of another language: its translation in this one, else its own page.
  if (event.languageCode !== locale) {
    const translation = event.translations.find((t) => t.languageCode === locale);
    throw redirect((translation?.url ?? event.url) + new URL(request.url).search, 301);
  }
  const origin = config.publicUrl;
  const ended = Date.parse(event.endEvent) < Date.now();
  // It becomes a past event by itself.
  if (!ended) reportEdgeChange(context, event.endEvent);
  return {
    event: {
      id: event.id,
      title: event.title,
      summary: event.summary,
      description: event.description,
      startEvent: event.startEvent,
      endEvent: event.endEvent,
      when: eventTimeRange(event.startEvent, event.endEvent, locale),
      place: event.place,
      attendees: event.eventAttendees,
      media: event.media ? toImageRef(event.media) : null,
      url: event.url,
      ended,
    },
    alternates: Object.fromEntries(event.translations.map((t) => [t.languageCode, t.url])),
    origin,
    ogImage: event.media ? origin + mediaUrl(event.media, "LargeSize", "jpg") : null,
    jsonLd: structuredData(event, origin, locale),
  };
}

/** schema.org Event, built on the server. */
function structuredData(event: Event, origin: string, locale: Locale) {
  const { count, capacity } = event.eventAttendees;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary || undefined,
    startDate: event.startEvent,
    endDate: event.endEvent,
    inLanguage: locale,
    url: origin + event.url,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.place.name,
      address: { "@type": "PostalAddress", streetAddress: event.place.address },
    },
    ...(event.media ? { image: [origin + mediaUrl(event.media, "LargeSize", "jpg")] } : {}),
    ...(capacity !== null
      ? { maximumAttendeeCapacity: capacity, remainingAttendeeCapacity: Math.max(0, capacity - count) }
      : {}),
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { event, origin, alternates, ogImage, jsonLd } = loaderData;
  const tags = seoMeta({
    matches,
    title: event.title,
    description: event.summary,
    origin,
    path: event.url,
    alternates,
  });
  if (ogImage) tags.push({ property: "og:image", content: ogImage });
  tags.push({ "script:ld+json": jsonLd });
  return tags;
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event } = loaderData;
  const { count, capacity } = event.attendees;
  const attendees =
    capacity === null
      ? t(event.ended ? "events.attended" : "events.attending", { count })
      : t(event.ended ? "events.attendedOf" : "events.attendingOf", { count, capacity });
  const full = !event.ended && capacity !== null && count >= capacity;
  const left = capacity === null ? null : Math.max(0, capacity - count);
  return (
    <article className={css.page} data-testid="event-page">
      <p className={css.eyebrow}>{event.ended ? t("events.pastEvent") : t("events.upcomingEvent")}</p>
      <h1 className={css.title}>{event.title}</h1>
      <div className={css.layout}>
        {event.media ? (
          <figure className={css.picture}>
            <Picture media={event.media} alt={event.media.alt} priority sizes="(min-width: 900px) 720px, 100vw" />
          </figure>
        ) : null}
        <dl className={css.facts}>
          <div>
            <dt className={css.factLabel}>{t("events.when")}</dt>
            <dd className={css.factValue}>
              <time dateTime={event.startEvent}>{event.when}</time>
              <br />
              <small>{t("events.timeZone", { zone: EVENT_TIME_ZONE })}</small>
            </dd>
          </div>
          {event.place.name || event.place.address ? (
            <div>
              <dt className={css.factLabel}>{t("events.where")}</dt>
              <dd className={css.factValue}>
                {event.place.name}
                {event.place.name && event.place.address ? <br /> : null}
                {event.place.address}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className={css.factLabel}>{t("events.attendees")}</dt>
            <dd className={css.factValue} data-testid="event-attendees">
              {attendees}
              {!event.ended && left !== null ? (
                <>
                  <br />
                  <span className={css.status}>
                    {full ? t("events.full") : t("events.placesLeft", { count: left })}
                  </span>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
      </div>
      {event.description ? (
        // Sanitized by the platform when it was written (server/modules/events).
        <div className={css.description} dangerouslySetInnerHTML={{ __html: event.description }} />
      ) : null}
    </article>
  );
}
