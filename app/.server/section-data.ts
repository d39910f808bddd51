import type { RouterContextProvider } from "react-router";
import { catalog, cms, documents, events, forms, type Section } from "#server/contract";
import type { ConsentFormType } from "#server/contract/consents";
import type { Locale } from "#server/contract/urls";
import { toDocumentLink, toEventCard } from "../lib/events";
import { toCardProduct } from "../lib/product-card";
import type { SectionProps, ValidSection } from "../lib/sections/schemas";
import { toPostCard } from "../lib/blog";
import type { PlatformClient } from "./platform";
import { botCheckView } from "./bot-check";
import { consentView, loadConsents } from "./consents";
import { reportEdgeChange } from "./edge-keys";
import { isPlatformError } from "./platform";
import { validSections } from "./sections";

/** The valid sections with the data they show from elsewhere, read on every request: the featured
 * products section gets the catalog's featured products (prices and stock are current), the events
 * section the calendar's events, the posts section the posts chosen, the documents section the documents of the visitor's store. */
export async function loadSections(
  api: PlatformClient,
  context: Readonly<RouterContextProvider>,
  sections: Section[],
  where: string,
  locale: Locale,
): Promise<ValidSection[]> {
  return Promise.all(
    validSections(sections, where).map(async (section): Promise<ValidSection> => {
      switch (section.type) {
        case "featuredProducts": {
          const products = await pickedProducts(api, section.props);
          return { ...section, props: { ...section.props, products: products.map(toCardProduct) } };
        }
        case "posts": {
          const { postIds } = section.props;
          const { records } = postIds.length
            ? await api.call(cms.postFilterStandard, { display: "legacy", ids: postIds, limit: postIds.length })
            : { records: [] };
          const posts = postIds.flatMap((id) => records.filter((p) => p.id === id)).map((p) => toPostCard(p, locale));
          return { ...section, props: { ...section.props, posts } };
        }
        case "events": {
          const { records } = await api.call(events.filter, { when: section.props.when, limit: section.props.limit });
          // An upcoming event leaves the list when it ends, with no write to purge the page.
          if (section.props.when === "upcoming") for (const e of records) reportEdgeChange(context, e.endEvent);
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
        case "contactForm":
          return { ...section, props: { ...section.props, ...(await formData(api, section.type)) } } as ValidSection;
        case "cmsForm": {
          const form = await api.call(forms.getForm, { id: section.props.formId }).catch((error: unknown) => {
            if (isPlatformError(error, 404)) return null;
            throw error;
          });
          const data = await formData(api, form?.consentFormType ?? "contactForm");
          return { ...section, props: { ...section.props, ...data, form } };
        }
        default:
          return section;
      }
    }),
  );
}

/**
 * A featured products section's products, what its props say: the products an editor picked, in
 * their order; else a category's products; else the catalog's featured products.
 */
async function pickedProducts(api: PlatformClient, props: SectionProps<"featuredProducts">) {
  const { productIds, categoryId, limit } = props;
  if (productIds?.length) {
    const ids = productIds.slice(0, limit);
    const { records } = await api.call(catalog.productFilter, { ids, limit: ids.length });
    return ids.flatMap((id) => records.filter((p) => p.id === id));
  }
  const filter = categoryId ? { mainCategory: categoryId } : { featured: true };
  return (await api.call(catalog.productFilter, { ...filter, limit })).records;
}

/** What every form section gets: its consents and its bot check. */
async function formData(api: PlatformClient, formType: ConsentFormType) {
  const { consents, failed } = await loadConsents(api, formType);
  return { consents: consents.map(consentView), consentsFailed: failed, botCheck: botCheckView() };
}
