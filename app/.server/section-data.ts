import { catalog, documents, events, type Section } from "#server/contract";
import type { Locale } from "#server/contract/urls";
import { toDocumentLink, toEventCard } from "../lib/events";
import { toCardProduct } from "../lib/product-card";
import type { ValidSection } from "../lib/sections/schemas";
import type { PlatformClient } from "./platform";
import { consentView, loadConsents } from "./consents";
import { validSections } from "./sections";

/** The valid sections with the data they show from elsewhere, read on every request: the featured
 * products section gets the catalog's featured products (prices and stock are current), the events
 * section the calendar's events, the documents section the documents of the visitor's store. */
export async function loadSections(
  api: PlatformClient,
  sections: Section[],
  where: string,
  locale: Locale,
): Promise<ValidSection[]> {
  return Promise.all(
    validSections(sections, where).map(async (section): Promise<ValidSection> => {
      switch (section.type) {
        case "featuredProducts": {
          const { records } = await api.call(catalog.productFilter, { featured: true, limit: section.props.limit });
          return { ...section, props: { ...section.props, products: records.map(toCardProduct) } };
        }
        case "events": {
          const { records } = await api.call(events.filter, { when: section.props.when, limit: section.props.limit });
          return { ...section, props: { ...section.props, events: records.map((e) => toEventCard(e, locale)) } };
        }
        case "documents": {
          const { records } = await api.call(documents.filter, { limit: section.props.limit });
          return {
            ...section,
            props: { ...section.props, documents: records.map((d) => toDocumentLink(d, locale)) },
          };
        }
        case "newsletter":
        case "contactForm": {
          const { consents, failed } = await loadConsents(api, section.type);
          return {
            ...section,
            props: { ...section.props, consents: consents.map(consentView), consentsFailed: failed },
          } as ValidSection;
        }
        default:
          return section;
      }
    }),
  );
}
