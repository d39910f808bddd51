import { useId } from "react";
import { Link } from "react-router";
import type { EventCard } from "~/lib/events";
import { useTranslation } from "~/lib/i18n";
import * as sections from "../cms/sections.css";
import { SmartLink } from "../cms/SmartLink";
import type { SectionLink } from "~/lib/sections/schemas";
import { Picture } from "../ui/Picture";
import * as css from "./events.css";
import { linkPrefetch } from "~/lib/prefetch";

/** The events section of content pages: a card per event, its title the link to the event page. */
export function EventList({
  title,
  events,
  when,
  button,
}: {
  title: string;
  events: EventCard[];
  when: "upcoming" | "past";
  button?: { label: string; link: SectionLink };
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      className={`${sections.section} ${sections.container}`}
      aria-labelledby={headingId}
      data-testid="events-block"
    >
      <div className={sections.sectionHead}>
        <h2 id={headingId} className={sections.sectionHeading}>
          {title}
        </h2>
        {button ? (
          <SmartLink link={button.link} className={sections.sectionHeadLink}>
            {button.label}
          </SmartLink>
        ) : null}
      </div>
      {events.length ? (
        <ul className={css.list}>
          {events.map((event) => (
            <li key={event.id}>
              <article className={sections.card}>
                {event.media ? (
                  <Picture
                    media={event.media}
                    alt=""
                    sizes="(min-width: 1232px) 380px, (min-width: 600px) 50vw, 100vw"
                  />
                ) : null}
                <div className={sections.cardBody}>
                  <p className={css.cardDate}>
                    <time dateTime={event.startEvent}>{event.when}</time>
                  </p>
                  <h3 className={sections.cardTitle}>
                    <Link to={event.url} prefetch={linkPrefetch} className={sections.cardLink}>
                      {event.title}
                    </Link>
                  </h3>
                  {event.summary ? <p className={sections.cardText}>{event.summary}</p> : null}
                  {event.place ? <p className={css.cardPlace}>{event.place}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.empty}>{when === "past" ? t("events.nonePast") : t("events.noneUpcoming")}</p>
      )}
    </section>
  );
}
